/** US Letter, in PDF points (1/72 inch). */
export const PAGE_WIDTH = 612;
export const PAGE_HEIGHT = 792;

export type PdfFont = 'regular' | 'bold';
export type TextStyle = { size?: number; font?: PdfFont };

/**
 * One page's drawing: text lines in the standard Helvetica faces and straight rules, placed in points from the
 * page's top left corner. content() is the page's content stream, written in PDF syntax; writePdf encodes it.
 */
export type PdfPage = {
  text(x: number, top: number, text: string, style?: TextStyle): void;
  rule(top: number, from?: number, to?: number): void;
  content(): string;
};

const FONT_NAMES: Record<PdfFont, string> = { regular: '/F1', bold: '/F2' };

/** A PDF literal string: ( ) and \ escaped, line breaks and other control characters read as a space. */
export function pdfString(text: string): string {
  return `(${text.replace(/[\u0000-\u001f\u007f]/g, ' ').replace(/[()\\]/g, (char) => `\\${char}`)})`;
}

const at = (value: number) => String(Math.round(value * 100) / 100);

export function createPdfPage(): PdfPage {
  const operations: string[] = [];
  return {
    text(x, top, text, style = {}) {
      const size = style.size ?? 11;
      operations.push(`BT ${FONT_NAMES[style.font ?? 'regular']} ${at(size)} Tf ${at(x)} ${at(PAGE_HEIGHT - top)} Td ${pdfString(text)} Tj ET`);
    },
    rule(top, from = 54, to = PAGE_WIDTH - 54) {
      const y = at(PAGE_HEIGHT - top);
      operations.push(`0.5 w ${at(from)} ${y} m ${at(to)} ${y} l S`);
    },
    content: () => operations.join('\n'),
  };
}
