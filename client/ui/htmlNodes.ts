import { sanitizeHtml } from '../../domain/html/sanitizeHtml.ts';

/**
 * HTML as nodes of this page (a template's preview and editors, an e-mail's body, a lead's comment): sanitised with
 * one of domain/html's allow-lists (an editor's draft may hold anything pasted into it; a lead comes from outside),
 * parsed inertly with DOMParser (no script runs, nothing loads), then rebuilt element by element, never set as
 * markup. Inline styles are copied through the CSSOM (style.cssText), which the app's Content-Security-Policy
 * (style-src 'self') allows where a style attribute in markup would be refused.
 */
export function htmlNodes(html: string, sanitize: (html: string) => string = sanitizeHtml, into: Document = document): DocumentFragment {
  const source = new DOMParser().parseFromString(sanitize(html), 'text/html');
  const fragment = into.createDocumentFragment();
  const copy = (from: Node, to: Node) => {
    for (const node of Array.from(from.childNodes)) {
      if (node.nodeType === Node.TEXT_NODE) {
        to.appendChild(into.createTextNode(node.textContent ?? ''));
        continue;
      }
      if (node.nodeType !== Node.ELEMENT_NODE) continue;
      const element = node as Element;
      const made = into.createElement(element.localName);
      for (const attribute of Array.from(element.attributes)) {
        if (attribute.name === 'style') made.style.cssText = attribute.value;
        else made.setAttribute(attribute.name, attribute.value);
      }
      copy(element, made);
      to.appendChild(made);
    }
  };
  copy(source.body, fragment);
  return fragment;
}
