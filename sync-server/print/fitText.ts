import type { PdfFont } from './pdfPage.ts';
import { textWidth } from './textWidth.ts';

/** Cuts text to what fits a width at a size and face, ending in an ellipsis; cut by characters, never within one. */
export function fitText(text: string, width: number, size: number, font: PdfFont = 'regular'): string {
  if (textWidth(text, size, font) <= width) return text;
  const chars = Array.from(text);
  while (chars.length > 1 && textWidth(`${chars.join('')}\u2026`, size, font) > width) chars.pop();
  return `${chars.join('').trimEnd()}\u2026`;
}
