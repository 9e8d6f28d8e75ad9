/**
 * A lead's comment made safe to show as HTML (spec 003: "comments shown as HTML"). Leads come from outside, so the
 * comment is parsed with DOMParser (an inert document: no script runs, no image loads) and rebuilt in `into` from an
 * allowlist, never inserted as markup: b, strong, i, em, u, p, br, ul, ol, li, and a whose href is an absolute http,
 * https or mailto address (opened in a new tab, rel="noopener noreferrer"). Every other element is unwrapped to its
 * content, every attribute dropped; script, style and the like are dropped with their content, which is code, not
 * text. A comment without any markup keeps its line breaks.
 *
 * Self-contained on purpose (nothing from outside its body), so the browser test runs this very function in a page.
 */
export function sanitizeHtml(html: string, into: Document = document): DocumentFragment {
  const KEPT = new Set(['b', 'strong', 'i', 'em', 'u', 'p', 'br', 'ul', 'ol', 'li', 'a']);
  const DROPPED = new Set(['script', 'style', 'template', 'noscript', 'iframe', 'object', 'embed', 'title', 'textarea', 'select']);
  const LINK_PROTOCOLS = new Set(['http:', 'https:', 'mailto:']);
  const HTML_NAMESPACE = 'http://www.w3.org/1999/xhtml';

  const safeHref = (element: Element): string | null => {
    try {
      const url = new URL((element.getAttribute('href') ?? '').trim());
      return LINK_PROTOCOLS.has(url.protocol) ? url.href : null;
    } catch {
      return null;
    }
  };

  const copyChildren = (from: Node, to: Node, inLink: boolean): void => {
    for (const node of Array.from(from.childNodes)) {
      if (node.nodeType === Node.TEXT_NODE) {
        to.appendChild(into.createTextNode(node.textContent ?? ''));
        continue;
      }
      if (node.nodeType !== Node.ELEMENT_NODE) continue;
      const element = node as Element;
      const name = element.localName;
      if (DROPPED.has(name)) continue;
      const href = name === 'a' && !inLink ? safeHref(element) : null;
      if (element.namespaceURI !== HTML_NAMESPACE || !KEPT.has(name) || (name === 'a' && href === null)) {
        copyChildren(element, to, inLink);
        continue;
      }
      const kept = into.createElement(name);
      if (href !== null) {
        kept.setAttribute('href', href);
        kept.setAttribute('target', '_blank');
        kept.setAttribute('rel', 'noopener noreferrer');
      }
      copyChildren(element, kept, inLink || name === 'a');
      to.appendChild(kept);
    }
  };

  const source = new DOMParser().parseFromString(html, 'text/html');
  const fragment = into.createDocumentFragment();
  if (source.body.querySelector('*') === null) {
    (source.body.textContent ?? '').split('\n').forEach((line, index) => {
      if (index > 0) fragment.appendChild(into.createElement('br'));
      fragment.appendChild(into.createTextNode(line));
    });
    return fragment;
  }
  copyChildren(source.body, fragment, false);
  return fragment;
}
