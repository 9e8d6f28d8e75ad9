import type { PdfFont } from './pdfPage.ts';
import { textWidth } from './textWidth.ts';

/** Cuts text to what fits a width at a size and face, ending in an ellipsis. */
export function fitText(text: string, width: number, size: number, font: PdfFont = 'regular'): string {
  if (textWidth(text, size, font) <= width) return text;
  let cut = text;
  while (cut.length > 1 && textWidth(`${cut}\u2026`, size, font) > width) cut = cut.slice(0, -1);
  return `${cut.trimEnd()}\u2026`;
}
