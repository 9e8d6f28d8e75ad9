/**
 * A small, strict XML reader, enough for ADF leads: elements, attributes in either quote style, character data,
 * CDATA, comments, processing instructions and the XML declaration. Entities are the five predefined ones and
 * numeric references. DOCTYPE and ENTITY declarations are refused outright, so no entity can ever be expanded
 * (no "billion laughs", no external entity). Anything malformed throws an XmlError whose message says where.
 */
export type XmlElement = { name: string; attributes: Record<string, string>; children: XmlElement[]; text: string };

export class XmlError extends Error {
  override name = 'XmlError';
}

const MAX_CHARS = 262_144;
const MAX_DEPTH = 64;
const NAME = /[\p{L}_:][\p{L}\p{N}_:.\-\u00B7]*/uy;
const SPACE = /[ \t\n]*/y;
/** A character XML 1.0 does not allow: a control character, a lone surrogate, U+FFFE or U+FFFF. */
const FORBIDDEN_CHARACTER = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/u;
const ENTITY = /&([^&;\s<]*);?/g;
const PREDEFINED = new Map([['amp', '&'], ['lt', '<'], ['gt', '>'], ['quot', '"'], ['apos', "'"]]);
const REFUSED_DECLARATION = 'DOCTYPE and ENTITY declarations are not accepted, for safety.';

export function parseXml(text: string): XmlElement {
  if (text.length > MAX_CHARS) throw new XmlError('The XML is refused: it is longer than 256 KiB (262,144 characters).');
  return new XmlReader(text.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n')).document();
}

class XmlReader {
  private pos = 0;

  constructor(private readonly source: string) {}

  document(): XmlElement {
    const forbidden = FORBIDDEN_CHARACTER.exec(this.source);
    if (forbidden) {
      const code = forbidden[0].codePointAt(0) ?? 0;
      this.fail(`it holds a character XML does not allow (U+${code.toString(16).toUpperCase().padStart(4, '0')}).`, forbidden.index);
    }
    this.misc(true);
    if (this.atEnd()) this.fail('there is no root element.');
    if (!this.startsWith('<') || this.startsWith('<![CDATA[')) this.fail('there is text before the root element.');
    const root = this.element(1);
    this.misc(false);
    if (!this.atEnd()) this.fail(`there is content after the root element <${root.name}>.`);
    return root;
  }

  /**
   * Whitespace, comments and processing instructions around the root element. The XML declaration may only come
   * first, after nothing but whitespace (a blank line before it is common in mailed leads and harmless).
   */
  private misc(prolog: boolean): void {
    for (;;) {
      const before = this.pos;
      this.skipSpace();
      if (this.startsWith('<!--')) this.comment();
      else if (this.startsWith('<?')) this.instruction(prolog && before === 0);
      else if (this.startsWith('<!') && !this.startsWith('<![CDATA[')) this.refuse(REFUSED_DECLARATION);
      else return;
    }
  }

  private element(depth: number): XmlElement {
    const start = this.pos;
    if (depth > MAX_DEPTH) this.refuse(`elements are nested deeper than ${MAX_DEPTH} levels.`);
    this.pos += 1;
    const name = this.name('an element name');
    const attributes = this.attributes(name);
    const element: XmlElement = { name, attributes, children: [], text: '' };
    if (this.eat('/>')) return element;
    this.pos += 1;
    for (;;) {
      if (this.atEnd()) this.fail(`<${name}> is never closed.`, start);
      if (this.startsWith('</')) {
        this.closingTag(name);
        return element;
      }
      if (this.startsWith('<![CDATA[')) element.text += this.cdata();
      else if (this.startsWith('<!--')) this.comment();
      else if (this.startsWith('<?')) this.instruction(false);
      else if (this.startsWith('<!')) this.refuse(REFUSED_DECLARATION);
      else if (this.startsWith('<')) element.children.push(this.element(depth + 1));
      else element.text += this.characterData();
    }
  }

  private attributes(element: string): Record<string, string> {
    const attributes = new Map<string, string>();
    for (;;) {
      const spaced = this.skipSpace();
      if (this.startsWith('>') || this.startsWith('/>')) return Object.fromEntries(attributes);
      if (this.atEnd()) this.fail(`the document ends inside the tag <${element}>.`);
      if (!spaced) this.fail(`the tag <${element}> needs a space before each attribute.`);
      const at = this.pos;
      const name = this.name('an attribute name');
      if (attributes.has(name)) this.fail(`the attribute ${name} is given twice.`, at);
      this.skipSpace();
      if (!this.eat('=')) this.fail(`the attribute ${name} has no value.`);
      this.skipSpace();
      const quote = this.source[this.pos];
      if (quote !== '"' && quote !== "'") this.fail(`the value of the attribute ${name} is not quoted.`);
      const end = this.source.indexOf(quote, this.pos + 1);
      if (end < 0) this.fail(`the value of the attribute ${name} is never closed.`);
      const raw = this.source.slice(this.pos + 1, end);
      if (raw.includes('<')) this.fail(`the value of the attribute ${name} holds a "<" (write &lt;).`);
      attributes.set(name, this.decode(raw.replace(/[\t\n]/g, ' '), this.pos + 1));
      this.pos = end + 1;
    }
  }

  private closingTag(open: string): void {
    const at = this.pos;
    this.pos += 2;
    const name = this.name('an element name');
    this.skipSpace();
    if (!this.eat('>')) this.fail(`the closing tag </${name}> is not ended by ">".`);
    if (name !== open) this.fail(`<${open}> is closed by </${name}>.`, at);
  }

  private characterData(): string {
    const start = this.pos;
    const end = this.source.indexOf('<', start);
    this.pos = end < 0 ? this.source.length : end;
    return this.decode(this.source.slice(start, this.pos), start);
  }

  private cdata(): string {
    const start = this.pos + '<![CDATA['.length;
    const end = this.source.indexOf(']]>', start);
    if (end < 0) this.fail('a CDATA section is never closed.');
    this.pos = end + 3;
    return this.source.slice(start, end);
  }

  private comment(): void {
    const end = this.source.indexOf('-->', this.pos + 4);
    if (end < 0) this.fail('a comment is never closed.');
    this.pos = end + 3;
  }

  private instruction(declarationAllowed: boolean): void {
    const at = this.pos;
    this.pos += 2;
    const target = this.name('a processing instruction name');
    if (target.toLowerCase() === 'xml' && !declarationAllowed) this.fail('the XML declaration may only come first.', at);
    const end = this.source.indexOf('?>', this.pos);
    if (end < 0) this.fail(`the processing instruction <?${target} is never closed.`, at);
    this.pos = end + 2;
  }

  /** Character data or an attribute value with its references replaced; `at` is where `raw` starts, for messages. */
  private decode(raw: string, at: number): string {
    return raw.replace(ENTITY, (match: string, body: string, offset: number) => {
      const where = at + offset;
      if (!match.endsWith(';')) this.fail('an "&" starts no entity (write &amp;).', where);
      const predefined = PREDEFINED.get(body);
      if (predefined !== undefined) return predefined;
      const code = /^#[0-9]+$/.test(body) ? Number(body.slice(1)) : /^#x[0-9a-fA-F]+$/.test(body) ? Number.parseInt(body.slice(2), 16) : null;
      if (code === null) this.fail(`the entity ${match} is not defined (only &amp; &lt; &gt; &quot; &apos; and numeric references are).`, where);
      const character = code <= 0x10ffff ? String.fromCodePoint(code) : '';
      if (!character || FORBIDDEN_CHARACTER.test(character)) this.fail(`the reference ${match} is not a character XML allows.`, where);
      return character;
    });
  }

  private name(what: string): string {
    NAME.lastIndex = this.pos;
    const match = NAME.exec(this.source);
    if (!match) this.fail(this.atEnd() ? 'the document ends too early.' : `${what} is expected.`);
    this.pos += match[0].length;
    return match[0];
  }

  /** Skips whitespace; true when there was some. */
  private skipSpace(): boolean {
    SPACE.lastIndex = this.pos;
    const skipped = SPACE.exec(this.source)?.[0].length ?? 0;
    this.pos += skipped;
    return skipped > 0;
  }

  private startsWith(text: string): boolean {
    return this.source.startsWith(text, this.pos);
  }

  private eat(text: string): boolean {
    if (!this.startsWith(text)) return false;
    this.pos += text.length;
    return true;
  }

  private atEnd(): boolean {
    return this.pos >= this.source.length;
  }

  private fail(problem: string, at = this.pos): never {
    throw new XmlError(`The XML is not well-formed at ${this.place(at)}: ${problem}`);
  }

  private refuse(problem: string): never {
    throw new XmlError(`The XML is refused at ${this.place(this.pos)}: ${problem}`);
  }

  private place(at: number): string {
    const before = this.source.slice(0, at).split('\n');
    return `line ${before.length}, column ${(before.at(-1)?.length ?? 0) + 1}`;
  }
}
