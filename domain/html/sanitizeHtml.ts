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
