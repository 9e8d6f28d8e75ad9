import { fitText } from './fitText.ts';
import type { PdfPage } from './pdfPage.ts';
import { textWidth } from './textWidth.ts';
import { wrapText } from './wrapText.ts';

/**
 * One line of a printed column of figures: a label and its value, flush right. total draws a rule above it and sets
 * it in bold (a subtotal or the sum of the lines above); a line without a value is a note in small type, wrapped.
 */
export type FigureLine = { label: string; value?: string; total?: boolean };

export type FigureColumn = { x: number; width: number; heading: string; lines: readonly FigureLine[] };

export const FIGURE_LINE = 15;
const LABEL_SIZE = 8.5;
const VALUE_SIZE = 9.5;
const NOTE_SIZE = 7.5;
const NOTE_LINE = 10;

/**
 * Draws a column of figures from top: its heading, then each line, labels at the column's left and values flush with
 * its right edge, so amounts stand under one another and add up down the column. Answers where the column ends.
 */
export function drawFigureColumn(page: PdfPage, top: number, column: FigureColumn): number {
  const right = column.x + column.width;
  page.text(column.x, top, column.heading, { size: 9, font: 'bold' });
  let line = top + FIGURE_LINE + 2;
  for (const { label, value, total } of column.lines) {
    if (value === undefined) {
      for (const text of wrapText(label, column.width, NOTE_SIZE)) {
        page.text(column.x, line, text, { size: NOTE_SIZE });
        line += NOTE_LINE;
      }
      line += FIGURE_LINE - NOTE_LINE;
      continue;
    }
    const font = total ? 'bold' : 'regular';
    if (total) {
      line += 3;
      page.rule(line - 12, column.x, right);
    }
    const valueWidth = textWidth(value, VALUE_SIZE, 'bold');
    page.text(column.x, line, fitText(label, column.width - valueWidth - 10, LABEL_SIZE, font), { size: LABEL_SIZE, font });
    page.text(right - valueWidth, line, value, { size: VALUE_SIZE, font: 'bold' });
    line += FIGURE_LINE;
  }
  return line;
}
