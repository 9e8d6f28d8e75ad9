import type { PdfFont } from './pdfPage.ts';
import { textWidth } from './textWidth.ts';

/** Splits text into lines that fit a width at a size and face, word by word (a word longer than the width stands alone). */
export function wrapText(text: string, width: number, size: number, font: PdfFont = 'regular'): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    const next = line ? `${line} ${word}` : word;
    if (line && textWidth(next, size, font) > width) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  return line ? [...lines, line] : lines;
}
