import { fontRuns } from './fontRuns.ts';
import type { PdfFont } from './pdfPage.ts';

/** The width in points of a text line in a face and size, measured from the print fonts, to place it flush right. */
export function textWidth(text: string, size: number, font: PdfFont = 'regular'): number {
  return fontRuns(text, size, font).reduce((sum, run) => sum + run.width, 0);
}
