import { describe, expect, it } from 'vitest';
import { parseXml } from './xml.ts';

describe('parseXml', () => {
  it('reads elements, attributes in either quote style and their text', () => {
    expect(parseXml(`<vehicle interest="buy" status='used'><year>2021</year><make>Honda</make></vehicle>`)).toEqual({
      name: 'vehicle',
      attributes: { interest: 'buy', status: 'used' },
      children: [
        { name: 'year', attributes: {}, children: [], text: '2021' },
        { name: 'make', attributes: {}, children: [], text: 'Honda' },
      ],
      text: '',
    });
  });

  it('skips the XML declaration, processing instructions and comments around and inside the root', () => {
    const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<?adf version="1.0"?>\n<!-- lead 42 -->\n<adf><!-- x --><?pi y?><prospect/></adf>\n<!-- end -->\n`;
    expect(parseXml(xml)).toEqual({
      name: 'adf',
      attributes: {},
      children: [{ name: 'prospect', attributes: {}, children: [], text: '' }],
      text: '',
    });
  });

  it('accepts whitespace and a byte order mark before the XML declaration', () => {
    expect(parseXml('\uFEFF\n  <?xml version="1.0"?><adf/>').name).toBe('adf');
  });

  it('decodes the predefined entities and numeric references in text and attributes', () => {
    const element = parseXml(`<name part="O&apos;Neil &amp; Sons &#x27;&#39;">&lt;Tom&gt; &amp; &quot;Jerry&quot; &#233;t&#xE9; O&#39;Brien &#x1F697;</name>`);
    expect(element.attributes).toEqual({ part: "O'Neil & Sons ''" });
    expect(element.text).toBe('<Tom> & "Jerry" été O\'Brien 🚗');
  });

  it('keeps CDATA raw and joins it with the direct character data, not with the children’s text', () => {
    const element = parseXml('<comments>Hi <![CDATA[<b>Call &amp; after 5</b>]]> thanks<!-- no --><x>child</x>!</comments>');
    expect(element.text).toBe('Hi <b>Call &amp; after 5</b> thanks!');
    expect(element.children).toEqual([{ name: 'x', attributes: {}, children: [], text: 'child' }]);
  });

  it('reads a DOCTYPE inside CDATA or a comment as text, not as a declaration', () => {
    expect(parseXml('<comments><!-- <!DOCTYPE x> --><![CDATA[<!DOCTYPE html><p>Hi</p>]]></comments>').text).toBe('<!DOCTYPE html><p>Hi</p>');
  });

  it('turns CRLF line breaks into LF, and tabs and line breaks in attribute values into spaces', () => {
    const element = parseXml('<a note="one\r\ntwo\tthree">line 1\r\nline 2\rline 3</a>');
    expect(element.attributes).toEqual({ note: 'one two three' });
    expect(element.text).toBe('line 1\nline 2\nline 3');
  });

  it('allows spaces around = and before the end of a tag', () => {
    expect(parseXml(`<id source = "cars.com" ></id >`).attributes).toEqual({ source: 'cars.com' });
  });

  it('says where a closing tag does not match the open element', () => {
    expect(() => parseXml('<adf>\n  <prospect>\n    <customer></contact>\n  </prospect>\n</adf>')).toThrow(
      "The XML is not well-formed at line 3, column 15: Expected closing tag 'customer' (opened in line 3, col 5) instead of closing tag 'contact'.",
    );
  });

  it('refuses an element that is never closed', () => {
    expect(() => parseXml('<adf>\n  <prospect/>')).toThrow("The XML is not well-formed at line 1, column 1: Unclosed tag 'adf'.");
  });

  it('cuts the reason short when many elements are left open', () => {
    expect(() => parseXml('<a>'.repeat(1000))).toThrow(
      `The XML is not well-formed at line 1, column 1: Invalid '[${'    "a",'.repeat(23)}    "a…`,
    );
  });

  it('refuses a document without a root element', () => {
    expect(() => parseXml('<?xml version="1.0"?>  ')).toThrow('The XML is not well-formed at line 1: Start tag expected.');
    expect(() => parseXml('')).toThrow('The XML is not well-formed at line 1: Start tag expected.');
  });

  it('refuses text before or after the root element, and a second root element', () => {
    expect(() => parseXml('lead: <adf/>')).toThrow("The XML is not well-formed at line 1, column 1: char 'l' is not expected.");
    expect(() => parseXml('<adf></adf>\nthanks')).toThrow('The XML is not well-formed at line 2, column 1: Extra text at the end');
    expect(() => parseXml('<adf/>\n<adf/>')).toThrow('The XML is not well-formed: it must hold exactly one root element.');
  });

  it('refuses DOCTYPE and ENTITY declarations outright, for safety', () => {
    const laughs = '<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol">]><lolz>&lol;</lolz>';
    expect(() => parseXml(laughs)).toThrow('The XML is refused at line 1, column 22: DOCTYPE and ENTITY declarations are not accepted, for safety.');
    expect(() => parseXml('<adf><!ENTITY x SYSTEM "file:///etc/passwd"></adf>')).toThrow(
      'The XML is refused at line 1, column 6: DOCTYPE and ENTITY declarations are not accepted, for safety.',
    );
    expect(() => parseXml('<!-- lead --><adf/>\n<!doctype adf>')).toThrow(
      'The XML is refused at line 2, column 1: DOCTYPE and ENTITY declarations are not accepted, for safety.',
    );
  });

  it('refuses a billion laughs document before expanding any entity', () => {
    const laughs = `<?xml version="1.0"?>
<!DOCTYPE lolz [
  <!ENTITY lol "lol">
  <!ENTITY lol1 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">
  <!ENTITY lol2 "&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;">
  <!ENTITY lol3 "&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;">
  <!ENTITY lol4 "&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;">
  <!ENTITY lol5 "&lol4;&lol4;&lol4;&lol4;&lol4;&lol4;&lol4;&lol4;&lol4;&lol4;">
  <!ENTITY lol6 "&lol5;&lol5;&lol5;&lol5;&lol5;&lol5;&lol5;&lol5;&lol5;&lol5;">
  <!ENTITY lol7 "&lol6;&lol6;&lol6;&lol6;&lol6;&lol6;&lol6;&lol6;&lol6;&lol6;">
  <!ENTITY lol8 "&lol7;&lol7;&lol7;&lol7;&lol7;&lol7;&lol7;&lol7;&lol7;&lol7;">
  <!ENTITY lol9 "&lol8;&lol8;&lol8;&lol8;&lol8;&lol8;&lol8;&lol8;&lol8;&lol8;">
]>
<lolz>&lol9;</lolz>`;
    expect(() => parseXml(laughs)).toThrow('The XML is refused at line 2, column 1: DOCTYPE and ENTITY declarations are not accepted, for safety.');
  });

  it('refuses a document with an external entity or an external DTD', () => {
    expect(() => parseXml('<?xml version="1.0"?>\n<!DOCTYPE adf [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>\n<adf>&xxe;</adf>')).toThrow(
      'The XML is refused at line 2, column 1: DOCTYPE and ENTITY declarations are not accepted, for safety.',
    );
    expect(() => parseXml('<!DOCTYPE adf SYSTEM "http://dtd.example/adf.dtd"><adf/>')).toThrow(
      'The XML is refused at line 1, column 1: DOCTYPE and ENTITY declarations are not accepted, for safety.',
    );
  });

  it('refuses a DOCTYPE that hides between "<!--" and "-->" written in attribute values', () => {
    expect(() => parseXml('<a b="<!--"><!DOCTYPE x [<!ENTITY e "hi">]><c d="-->">&e;</c></a>')).toThrow(
      'The XML is refused: DOCTYPE and ENTITY declarations are not accepted, for safety.',
    );
  });

  it('refuses entities other than the predefined ones, and a bare ampersand', () => {
    expect(() => parseXml('<a>Tom&nbsp;Jones</a>')).toThrow(
      'The XML is not well-formed: the entity &nbsp; is not defined (only &amp; &lt; &gt; &quot; &apos; and numeric references are).',
    );
    expect(() => parseXml('<a b="&constructor;"/>')).toThrow(
      'The XML is not well-formed: the entity &constructor; is not defined (only &amp; &lt; &gt; &quot; &apos; and numeric references are).',
    );
    expect(() => parseXml('<a>Tom & Jerry</a>')).toThrow("The XML is not well-formed at line 1, column 8: char '&' is not expected.");
    expect(() => parseXml('<a b="Tom & Jerry"/>')).toThrow('The XML is not well-formed: an "&" starts no entity (write &amp;).');
    expect(() => parseXml('<a>&#0;</a>')).toThrow('The XML is not well-formed: the reference &#0; is not a character XML allows.');
    expect(() => parseXml('<a>&#xD800;</a>')).toThrow('The XML is not well-formed: the reference &#xD800; is not a character XML allows.');
  });

  it('refuses malformed attributes', () => {
    expect(() => parseXml('<a b="1" b="2"/>')).toThrow("The XML is not well-formed at line 1, column 10: Attribute 'b' is repeated.");
    expect(() => parseXml('<a b=1/>')).toThrow("The XML is not well-formed at line 1, column 4: Attribute 'b' is without value.");
    expect(() => parseXml('<a b="1"c="2"/>')).toThrow("The XML is not well-formed at line 1, column 9: Attribute 'c' has no space in starting.");
  });

  it('refuses an XML declaration that does not come first, and characters XML does not allow', () => {
    expect(() => parseXml('<!-- lead --><?xml version="1.0"?><adf/>')).toThrow(
      'The XML is not well-formed at line 1, column 19: XML declaration allowed only at the start of the document.',
    );
    expect(() => parseXml('<a>\u0007</a>')).toThrow('The XML is not well-formed at line 1, column 4: it holds a character XML does not allow (U+0007).');
  });

  it('refuses unclosed CDATA sections and comments', () => {
    expect(() => parseXml('<a><![CDATA[open</a>')).toThrow("The XML is not well-formed at line 1, column 1: Unclosed tag 'a'.");
    expect(() => parseXml('<a><!-- open</a>')).toThrow("The XML is not well-formed at line 1, column 1: Unclosed tag 'a'.");
    expect(() => parseXml('<a/><!-- open')).toThrow('The XML is refused: Comment is not closed.');
  });

  it('refuses a document larger than 256 KiB', () => {
    expect(() => parseXml(`<a>${'x'.repeat(262_138)}</a>`)).toThrow('The XML is refused: it is longer than 256 KiB (262,144 characters).');
    expect(parseXml(`<a>${'x'.repeat(262_137)}</a>`).text).toHaveLength(262_137);
  });

  it('refuses elements nested deeper than 64 levels', () => {
    expect(parseXml(`${'<a>'.repeat(64)}${'</a>'.repeat(64)}`).name).toBe('a');
    expect(() => parseXml(`${'<a>'.repeat(65)}${'</a>'.repeat(65)}`)).toThrow('The XML is refused: Maximum nested tags exceeded');
  });
});
