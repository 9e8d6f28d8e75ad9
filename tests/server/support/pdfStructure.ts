import { inflateSync } from 'node:zlib';

/** What a test reads from a PDF file's structure: what a viewer needs to open it without repairing it. */
export type PdfStructure = {
  /** The file's first line: "%PDF-1.7". */
  header: string;
  /** The file ends with its end-of-file marker. */
  ended: boolean;
  /** The page objects, in the file and in its object streams. */
  pages: number;
  /** Each object the cross-reference stream places in the file whose offset does not point at "<n> <gen> obj". */
  badOffsets: number[];
  /** The cross-reference stream's /Size matches its entry count. */
  sizeMatches: boolean;
};

const number = (dictionary: string, key: string) => Number(new RegExp(`/${key} (\\d+)`).exec(dictionary)?.[1] ?? -1);
const numbers = (dictionary: string, key: string) => (new RegExp(`/${key} \\[([\\d ]+)\\]`).exec(dictionary)?.[1] ?? '').trim().split(/\s+/).map(Number);

/** The object at an offset: its dictionary's text and, for a stream, its bytes inflated. */
function objectAt(file: Buffer, text: string, offset: number): { dictionary: string; stream?: Buffer } {
  const end = text.indexOf('endobj', offset);
  const body = text.slice(offset, end);
  const start = body.indexOf('stream\n');
  if (start < 0) return { dictionary: body };
  const dictionary = body.slice(0, start);
  const bytes = file.subarray(offset + start + 'stream\n'.length, offset + start + 'stream\n'.length + number(dictionary, 'Length'));
  return { dictionary, stream: dictionary.includes('/FlateDecode') ? inflateSync(bytes) : bytes };
}

/**
 * Reads a PDF as a viewer starts to: the offset after startxref points at the cross-reference stream, whose rows
 * (widths /W, object ranges /Index) give each object's offset in the file or its place in an object stream.
 */
export function pdfStructure(bytes: Uint8Array): PdfStructure {
  const file = Buffer.from(bytes);
  const text = file.toString('latin1');
  const startxref = Number(/startxref\n(\d+)\n%%EOF\n?$/.exec(text)?.[1] ?? -1);
  const xref = objectAt(file, text, startxref);
  const widths = numbers(xref.dictionary, 'W');
  const size = number(xref.dictionary, 'Size');
  const index = xref.dictionary.includes('/Index') ? numbers(xref.dictionary, 'Index') : [0, size];
  const ids = index.flatMap((first, at) => (at % 2 === 0 ? Array.from({ length: index[at + 1] ?? 0 }, (_, n) => first + n) : []));
  const rowLength = widths.reduce((sum, width) => sum + width, 0);
  const field = (row: number, column: number) => {
    const from = row * rowLength + widths.slice(0, column).reduce((sum, width) => sum + width, 0);
    return [...(xref.stream ?? Buffer.alloc(0)).subarray(from, from + (widths[column] ?? 0))].reduce((value, byte) => value * 256 + byte, 0);
  };

  const badOffsets: number[] = [];
  let pages = 0;
  const countPages = (body: string) => (pages += (body.match(/\/Type \/Page(?!s)/g) ?? []).length);
  ids.forEach((id, row) => {
    if (field(row, 0) !== 1) return;
    const offset = field(row, 1);
    if (!text.startsWith(`${id} ${field(row, 2)} obj`, offset)) {
      badOffsets.push(id);
      return;
    }
    const object = objectAt(file, text, offset);
    if (object.dictionary.includes('/Type /ObjStm')) countPages(object.stream?.toString('latin1') ?? '');
    else if (!object.stream) countPages(object.dictionary);
  });
  const rows = (xref.stream?.length ?? 0) / rowLength;
  return { header: text.slice(0, text.indexOf('\n')), ended: text.trimEnd().endsWith('%%EOF'), pages, badOffsets, sizeMatches: size === ids.length && rows === size };
}
