import { XMLParser, XMLValidator } from 'fast-xml-parser';

/**
 * XML for ADF leads, read by fast-xml-parser into the small tree adf.ts walks: elements, attributes and text (CDATA
 * kept raw; comments, processing instructions and the XML declaration skipped). Entities are the five predefined
 * ones and numeric references. DOCTYPE and ENTITY declarations are refused before the parser sees the document, so
 * no entity can ever be expanded (no "billion laughs", no external entity). Anything malformed throws an XmlError
 * whose message says where, as fast-xml-parser's validator found it.
 */
export type XmlElement = { name: string; attributes: Record<string, string>; children: XmlElement[]; text: string };

export class XmlError extends Error {
  override name = 'XmlError';
}

/** A node of fast-xml-parser's ordered output: { [element name]: its nodes, ':@': its attributes } or { '#text': text }. */
type OrderedNode = Record<string, unknown>;
type TextNode = { '#text': string };

const MAX_CHARS = 262_144;
const MAX_DEPTH = 64;
/** How much of the validator's message a reason keeps: its list of unclosed elements can be longer than the document. */
const MAX_MESSAGE_CHARS = 200;
/** A character XML 1.0 does not allow: a control character, a lone surrogate, U+FFFE or U+FFFF. */
const FORBIDDEN_CHARACTER = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/u;
const REFERENCE = /&([^&;\s<]*);?/g;
const PREDEFINED = new Map([['amp', '&'], ['lt', '<'], ['gt', '>'], ['quot', '"'], ['apos', "'"]]);
/** What may hold "<!" without being a declaration: comments and CDATA sections, with how each ends. */
const NOT_DECLARATIONS = [['<!--', '-->'], ['<![CDATA[', ']]>']] as const;
const REFUSED_DECLARATION = 'DOCTYPE and ENTITY declarations are not accepted, for safety.';

const parser = new XMLParser({
  preserveOrder: true,
  ignoreAttributes: false,
  attributeNamePrefix: '',
  parseTagValue: false,
  trimValues: false,
  ignoreDeclaration: true,
  ignorePiTags: true,
  maxNestedTags: MAX_DEPTH - 1, // it counts the levels below the root
  attributeValueProcessor: (_name, value) => value.replace(/[\t\n]/g, ' '),
  entityDecoder: {
    decode: decodeReferences,
    // The parser hands over the entities of each DOCTYPE it reads: one that got past declarationAt is refused here.
    addInputEntities() {
      throw new XmlError(`The XML is refused: ${REFUSED_DECLARATION}`);
    },
    reset() {},
    setExternalEntities() {},
    setXmlVersion() {},
  },
});

export function parseXml(text: string): XmlElement {
  if (text.length > MAX_CHARS) throw new XmlError('The XML is refused: it is longer than 256 KiB (262,144 characters).');
  const source = text.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
  const forbidden = FORBIDDEN_CHARACTER.exec(source);
  if (forbidden) {
    const code = (forbidden[0].codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0');
    throw new XmlError(`The XML is not well-formed at ${place(source, forbidden.index)}: it holds a character XML does not allow (U+${code}).`);
  }
  const declaration = declarationAt(source);
  if (declaration >= 0) throw new XmlError(`The XML is refused at ${place(source, declaration)}: ${REFUSED_DECLARATION}`);
  // The validator wants the XML declaration at the very start, but a blank line before it is common in mailed leads
  // and harmless: the declaration, which nothing here reads, is blanked out, its line breaks kept so positions stay.
  const body = source.replace(/^\s*<\?xml\s[\s\S]*?\?>/, (prolog) => prolog.replace(/[^\n]/g, ' '));
  const validation = XMLValidator.validate(body);
  if (validation !== true) {
    const { line, col, msg } = validation.err;
    const message = msg.length > MAX_MESSAGE_CHARS ? `${msg.slice(0, MAX_MESSAGE_CHARS)}…` : msg;
    throw new XmlError(`The XML is not well-formed at line ${line}${col ? `, column ${col}` : ''}: ${message}`);
  }
  const [root, ...others] = parsed(body).filter((node) => !isText(node));
  if (!root || others.length > 0) throw new XmlError('The XML is not well-formed: it must hold exactly one root element.');
  return element(root);
}

/** The parser's nodes; its own refusals (elements nested deeper than MAX_DEPTH, say) become XmlErrors. */
function parsed(body: string): OrderedNode[] {
  try {
    return parser.parse(body);
  } catch (error) {
    if (error instanceof XmlError || !(error instanceof Error)) throw error;
    throw new XmlError(`The XML is refused: ${error.message}`);
  }
}

function element(node: OrderedNode): XmlElement {
  const name = Object.keys(node).find((key) => key !== ':@') ?? '';
  const content = node[name] as OrderedNode[];
  return {
    name,
    attributes: (node[':@'] ?? {}) as Record<string, string>,
    children: content.filter((child) => !isText(child)).map(element),
    text: content.filter(isText).map((child) => child['#text']).join(''),
  };
}

function isText(node: OrderedNode): node is TextNode {
  return '#text' in node;
}

/** Where the first declaration (<!DOCTYPE, <!ENTITY ...) outside comments and CDATA sections starts; -1 when none does. */
function declarationAt(source: string): number {
  for (let at = source.indexOf('<!'); at >= 0; ) {
    const skipped = NOT_DECLARATIONS.find(([open]) => source.startsWith(open, at));
    if (!skipped) return at;
    const [open, close] = skipped;
    const end = source.indexOf(close, at + open.length);
    if (end < 0) return -1;
    at = source.indexOf('<!', end + close.length);
  }
  return -1;
}

/** Character data or an attribute value with its references replaced: only the five predefined and numeric ones exist. */
function decodeReferences(raw: string): string {
  return raw.replace(REFERENCE, (reference: string, body: string) => {
    if (!reference.endsWith(';')) throw new XmlError('The XML is not well-formed: an "&" starts no entity (write &amp;).');
    const predefined = PREDEFINED.get(body);
    if (predefined !== undefined) return predefined;
    const code = /^#[0-9]+$/.test(body) ? Number(body.slice(1)) : /^#x[0-9a-fA-F]+$/.test(body) ? Number.parseInt(body.slice(2), 16) : null;
    if (code === null) {
      throw new XmlError(`The XML is not well-formed: the entity ${reference} is not defined (only &amp; &lt; &gt; &quot; &apos; and numeric references are).`);
    }
    const character = code <= 0x10ffff ? String.fromCodePoint(code) : '';
    if (!character || FORBIDDEN_CHARACTER.test(character)) throw new XmlError(`The XML is not well-formed: the reference ${reference} is not a character XML allows.`);
    return character;
  });
}

function place(source: string, at: number): string {
  const before = source.slice(0, at).split('\n');
  return `line ${before.length}, column ${(before.at(-1)?.length ?? 0) + 1}`;
}
