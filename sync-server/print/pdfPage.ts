import { fontRuns, type FontRun } from './fontRuns.ts';

/** US Letter, in PDF points (1/72 inch). */
export const PAGE_WIDTH = 612;
export const PAGE_HEIGHT = 792;

export type PdfFont = 'regular' | 'bold';
export type TextStyle = { size?: number; font?: PdfFont };

/** A text line from its left end on a baseline, in its runs by font, or a straight rule across the page. */
type PageDrawing =
  | { kind: 'text'; x: number; top: number; size: number; runs: readonly FontRun[] }
  | { kind: 'rule'; top: number; from: number; to: number };

/**
 * One page's drawing: text lines in the print fonts' regular and bold faces and straight rules, placed in points
 * from the page's top left corner. writePdf draws them into the PDF.
 */
export type PdfPage = {
  text(x: number, top: number, text: string, style?: TextStyle): void;
  rule(top: number, from?: number, to?: number): void;
  readonly drawings: readonly PageDrawing[];
};

export function createPdfPage(): PdfPage {
  const drawings: PageDrawing[] = [];
  return {
    text(x, top, text, style = {}) {
      const size = style.size ?? 11;
      drawings.push({ kind: 'text', x, top, size, runs: fontRuns(text, size, style.font) });
    },
    rule(top, from = 54, to = PAGE_WIDTH - 54) {
      drawings.push({ kind: 'rule', top, from, to });
    },
    drawings,
  };
}
