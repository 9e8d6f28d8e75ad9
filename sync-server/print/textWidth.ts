import type { PdfFont } from './pdfPage.ts';

/**
 * Advance widths of the printable ASCII characters (0x20 to 0x7E) in thousandths of an em, from Adobe's font
 * metrics of the standard Helvetica and Helvetica-Bold faces the PDFs use.
 */
const WIDTHS: Record<PdfFont, readonly number[]> = {
  regular: [
    278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556, 556, 556, 556, 556, 556,
    556, 556, 278, 278, 584, 584, 584, 556, 1015, 667, 667, 722, 722, 667, 611, 778, 722, 278, 500, 667, 556, 833, 722, 778,
    667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 278, 278, 278, 469, 556, 333, 556, 556, 500, 556, 556, 278, 556,
    556, 222, 222, 500, 222, 833, 556, 556, 556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334, 260, 334, 584,
  ],
  bold: [
    278, 333, 474, 556, 556, 889, 722, 238, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556, 556, 556, 556, 556, 556,
    556, 556, 333, 333, 584, 584, 584, 611, 975, 722, 722, 722, 722, 667, 611, 778, 722, 278, 556, 722, 611, 833, 722, 778,
    667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 333, 278, 333, 584, 556, 333, 556, 611, 556, 611, 556, 333, 611,
    611, 278, 278, 556, 278, 889, 611, 611, 611, 611, 389, 556, 333, 611, 556, 778, 556, 556, 500, 389, 280, 389, 584,
  ],
};

/** A character outside ASCII (accented letters, the bullet) is taken as wide as a digit. */
const OTHER = 556;

/** The width in points of a text line in a face and size, to place it flush right. */
export function textWidth(text: string, size: number, font: PdfFont = 'regular'): number {
  const widths = WIDTHS[font];
  let total = 0;
  for (const char of text) total += widths[(char.codePointAt(0) ?? 0) - 0x20] ?? OTHER;
  return (total * size) / 1000;
}
