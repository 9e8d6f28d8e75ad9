/** What a test reads from a PDF file: the structure our writer must get right, and the text it holds. */
export type PdfStructure = {
  /** The file as Latin-1 text (one character per byte). */
  text: string;
  pages: number;
  /** Each in-use xref entry whose offset does not point at "<n> 0 obj" (empty when the table is right). */
  badOffsets: number[];
  /** The trailer's /Size matches the xref table's entry count. */
  sizeMatches: boolean;
};

export function pdfStructure(bytes: Uint8Array): PdfStructure {
  const text = Buffer.from(bytes).toString('latin1');
  const startxref = Number(/startxref\n(\d+)\n%%EOF\n$/.exec(text)?.[1] ?? -1);
  const table = text.slice(startxref);
  const [, first, count] = /^xref\n(\d+) (\d+)\n/.exec(table) ?? [];
  const entries = table.split('\n').slice(2, 2 + Number(count));
  const badOffsets: number[] = [];
  entries.forEach((entry, index) => {
    const id = Number(first) + index;
    const match = /^(\d{10}) (\d{5}) ([nf]) $/.exec(entry);
    if (!match) {
      badOffsets.push(id);
      return;
    }
    if (match[3] === 'n' && !text.startsWith(`${id} 0 obj`, Number(match[1]))) badOffsets.push(id);
  });
  const size = Number(/\/Size (\d+)/.exec(text.slice(startxref))?.[1] ?? -1);
  return { text, pages: (text.match(/\/Type \/Page(?!s)/g) ?? []).length, badOffsets, sizeMatches: size === Number(count) && entries.length === size };
}
