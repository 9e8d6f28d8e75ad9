/** The characters WinAnsiEncoding puts at 0x80 to 0x9F; 0x20 to 0x7E and 0xA0 to 0xFF are Latin-1 as they are. */
const WIN_ANSI_HIGH: Record<string, number> = {
  '\u20ac': 0x80, '\u201a': 0x82, '\u0192': 0x83, '\u201e': 0x84, '\u2026': 0x85, '\u2020': 0x86, '\u2021': 0x87,
  '\u02c6': 0x88, '\u2030': 0x89, '\u0160': 0x8a, '\u2039': 0x8b, '\u0152': 0x8c, '\u017d': 0x8e, '\u2018': 0x91,
  '\u2019': 0x92, '\u201c': 0x93, '\u201d': 0x94, '\u2022': 0x95, '\u2013': 0x96, '\u2014': 0x97, '\u02dc': 0x98,
  '\u2122': 0x99, '\u0161': 0x9a, '\u203a': 0x9b, '\u0153': 0x9c, '\u017e': 0x9e, '\u0178': 0x9f,
};

const QUESTION_MARK = 0x3f;

/**
 * Encodes text in WinAnsiEncoding, the encoding of the standard fonts' text in our PDFs: one byte per character,
 * a character the encoding lacks becomes "?". Line breaks and tabs are kept (the PDF syntax around the text needs
 * them); other control characters become "?".
 */
export function toWinAnsi(text: string): Uint8Array {
  const bytes = new Uint8Array(text.length);
  let length = 0;
  for (const char of text) {
    const code = char.codePointAt(0) ?? QUESTION_MARK;
    const printable = (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || code === 0x0a || code === 0x0d || code === 0x09;
    bytes[length++] = printable ? code : (WIN_ANSI_HIGH[char] ?? QUESTION_MARK);
  }
  return bytes.subarray(0, length);
}
