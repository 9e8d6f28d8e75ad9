import { PAGE_HEIGHT, PAGE_WIDTH, pdfString, type PdfPage } from './pdfPage.ts';
import { toWinAnsi } from './winAnsi.ts';

/** Objects before the pages: the catalog, the page tree, the two fonts and the document information. */
const CATALOG = 1;
const PAGES = 2;
const FONT_REGULAR = 3;
const FONT_BOLD = 4;
const INFO = 5;
const FIRST_PAGE = 6;

const font = (name: string) => `<< /Type /Font /Subtype /Type1 /BaseFont /${name} /Encoding /WinAnsiEncoding >>`;

/**
 * Writes pages as one PDF 1.4 file: uncompressed content streams over the standard Helvetica fonts (no font is
 * embedded), a cross-reference table with each object's byte offset, and the trailer. Each page takes two
 * objects: the page and its content stream.
 */
export function writePdf(pages: readonly PdfPage[], title: string): Uint8Array<ArrayBuffer> {
  const chunks: Uint8Array[] = [];
  const offsets: number[] = [];
  let length = 0;
  const write = (part: string | Uint8Array) => {
    const bytes = typeof part === 'string' ? toWinAnsi(part) : part;
    chunks.push(bytes);
    length += bytes.length;
  };
  const object = (id: number, body: string) => {
    offsets[id] = length;
    write(`${id} 0 obj\n${body}\nendobj\n`);
  };

  write('%PDF-1.4\n');
  write(new Uint8Array([0x25, 0xe2, 0xe3, 0xcf, 0xd3, 0x0a]));
  const pageIds = pages.map((_, index) => FIRST_PAGE + index * 2);
  object(CATALOG, `<< /Type /Catalog /Pages ${PAGES} 0 R >>`);
  object(PAGES, `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pages.length} >>`);
  object(FONT_REGULAR, font('Helvetica'));
  object(FONT_BOLD, font('Helvetica-Bold'));
  object(INFO, `<< /Title ${pdfString(title)} /Producer (Dealer Back Office) >>`);
  pages.forEach((page, index) => {
    const id = pageIds[index] ?? 0;
    object(
      id,
      `<< /Type /Page /Parent ${PAGES} 0 R /MediaBox [0 0 ${PAGE_WIDTH} ${PAGE_HEIGHT}] ` +
        `/Resources << /Font << /F1 ${FONT_REGULAR} 0 R /F2 ${FONT_BOLD} 0 R >> >> /Contents ${id + 1} 0 R >>`,
    );
    const stream = toWinAnsi(page.content());
    offsets[id + 1] = length;
    write(`${id + 1} 0 obj\n<< /Length ${stream.length} >>\nstream\n`);
    write(stream);
    write('\nendstream\nendobj\n');
  });

  const size = FIRST_PAGE + pages.length * 2;
  const xref = length;
  write(`xref\n0 ${size}\n0000000000 65535 f \n`);
  for (let id = 1; id < size; id++) write(`${String(offsets[id] ?? 0).padStart(10, '0')} 00000 n \n`);
  write(`trailer\n<< /Size ${size} /Root ${CATALOG} 0 R /Info ${INFO} 0 R >>\nstartxref\n${xref}\n%%EOF\n`);

  const file = new Uint8Array(length);
  let position = 0;
  for (const chunk of chunks) {
    file.set(chunk, position);
    position += chunk.length;
  }
  return file;
}
