import sanitize from 'sanitize-html';

/** Block and inline elements an e-mail's body is made of: text formatting, lists, links, images, tables, layout boxes. */
const ALLOWED_TAGS = [
  'a', 'abbr', 'b', 'blockquote', 'br', 'caption', 'center', 'code', 'col', 'colgroup', 'div', 'em', 'font', 'h1', 'h2', 'h3', 'h4',
  'h5', 'h6', 'hr', 'i', 'img', 'li', 'ol', 'p', 'pre', 's', 'small', 'span', 'strike', 'strong', 'sub', 'sup', 'table', 'tbody',
  'td', 'tfoot', 'th', 'thead', 'tr', 'u', 'ul',
];

const LAYOUT_ATTRIBUTES = ['align', 'valign', 'width', 'height', 'bgcolor'];

const ALLOWED_ATTRIBUTES: sanitize.IOptions['allowedAttributes'] = {
  '*': ['style', 'title', 'dir', ...LAYOUT_ATTRIBUTES],
  a: ['href', 'name', 'target', 'rel'],
  img: ['src', 'alt', 'border'],
  table: ['border', 'cellpadding', 'cellspacing'],
  td: ['colspan', 'rowspan'],
  th: ['colspan', 'rowspan', 'scope'],
  col: ['span'],
  colgroup: ['span'],
  font: ['color', 'face', 'size'],
  ol: ['start', 'type'],
};

/** A CSS value with no url(), expression() or escapes: colours, lengths, keywords, font names. */
const PLAIN_VALUE = /^(?!.*(url\s*\(|expression\s*\(|javascript:|\\|@import))[-\w\s.,#%()'"!/+]*$/i;

const STYLED_PROPERTIES = [
  'background-color', 'border', 'border-bottom', 'border-collapse', 'border-color', 'border-left', 'border-radius', 'border-right',
  'border-spacing', 'border-style', 'border-top', 'border-width', 'color', 'display', 'font', 'font-family', 'font-size',
  'font-style', 'font-weight', 'height', 'letter-spacing', 'line-height', 'list-style-type', 'margin', 'margin-bottom',
  'margin-left', 'margin-right', 'margin-top', 'max-width', 'min-width', 'padding', 'padding-bottom', 'padding-left',
  'padding-right', 'padding-top', 'text-align', 'text-decoration', 'text-transform', 'vertical-align', 'white-space', 'width',
];

const ALLOWED_STYLES: sanitize.IOptions['allowedStyles'] = {
  '*': Object.fromEntries(STYLED_PROPERTIES.map((property) => [property, [PLAIN_VALUE]])),
};

const OPTIONS: sanitize.IOptions = {
  allowedTags: ALLOWED_TAGS,
  allowedAttributes: ALLOWED_ATTRIBUTES,
  allowedStyles: ALLOWED_STYLES,
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https', 'data', 'cid'] },
  allowProtocolRelative: false,
  // script, style, iframe and the like go with their content: it is code, not text.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed', 'template', 'title', 'head'],
  transformTags: {
    // A link opening elsewhere never hands the opened page a handle on this one.
    a: (tagName, attribs) => ({ tagName, attribs: attribs.target ? { ...attribs, rel: 'noopener noreferrer' } : attribs }),
  },
};

/**
 * HTML made safe to store and show: the one sanitiser of the product (templates' e-mail parts here; incoming mail
 * later). Keeps the formatting tags, tables, images and inline styles an e-mail needs; drops scripts (with their
 * content), every event handler attribute, any URL that is not http(s), mailto or tel (an image may also be data: or
 * cid:), and CSS values carrying url() or expression(). The same function runs in the worker, the server and the page
 * (sanitize-html is pure JavaScript), so what a projection stores is the same on both sides.
 */
export function sanitizeHtml(html: string): string {
  return sanitize(html, OPTIONS);
}

/** The links a lead's comment may keep: absolute addresses of these protocols, nothing relative. */
const COMMENT_LINK_PROTOCOLS = new Set(['http:', 'https:', 'mailto:']);

/** A comment's link with a safe absolute address, opened in a new tab; any other becomes its text. */
function commentLink(attribs: sanitize.Attributes): { tagName: string; attribs: sanitize.Attributes } {
  try {
    const url = new URL((attribs.href ?? '').trim());
    if (COMMENT_LINK_PROTOCOLS.has(url.protocol)) return { tagName: 'a', attribs: { href: url.href, target: '_blank', rel: 'noopener noreferrer' } };
  } catch {
    // Not an absolute address: the link is dropped below.
  }
  return { tagName: 'span', attribs: {} };
}

const COMMENT_OPTIONS: sanitize.IOptions = {
  allowedTags: ['b', 'strong', 'i', 'em', 'u', 'p', 'br', 'ul', 'ol', 'li', 'a'],
  allowedAttributes: { a: ['href', 'target', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowProtocolRelative: false,
  nonTextTags: ['script', 'style', 'template', 'noscript', 'iframe', 'object', 'embed', 'title', 'textarea', 'select'],
  transformTags: { a: (_tagName, attribs) => commentLink(attribs) },
};

/**
 * A lead's comment made safe to show as HTML (spec 003: "comments shown as HTML"), by the second, narrower allow-list:
 * leads come from outside, so only b, strong, i, em, u, p, br, ul, ol, li and links to an absolute http, https or
 * mailto address (opened in a new tab, rel="noopener noreferrer") are kept. Every other element is unwrapped to its
 * text, every other attribute dropped; script, style and the like go with their content. A comment without any
 * markup keeps its line breaks.
 */
export function sanitizeLeadComment(html: string): string {
  if (!/<[a-z!/?]/i.test(html)) return sanitize(html, { allowedTags: [], allowedAttributes: {} }).replace(/\n/g, '<br />');
  return sanitize(html, COMMENT_OPTIONS);
}
