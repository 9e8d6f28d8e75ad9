import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { create, type Font } from 'fontkit';
import type { PdfFont } from './pdfPage.ts';

/** A font file as read, and the font fontkit reads from it. */
export type PrintFace = { file: Uint8Array; font: Font };

/**
 * Each face of the printed sheets in two fonts of one design: Noto Sans for Latin with its accents (and Greek and
 * Cyrillic), Noto Sans Hans for Chinese characters, which Noto Sans lacks; Noto Sans Hans has no Latin Extended-A
 * (Ł, Č, Ş), so neither font alone covers both.
 */
export type PrintFonts = Record<PdfFont, { latin: PrintFace; cjk: PrintFace }>;

const require = createRequire(import.meta.url);

/** A font file of an npm package that ships its fonts in fonts/ beside its dist/ entry point. */
function face(pkg: string, file: string): PrintFace {
  const bytes = readFileSync(join(dirname(require.resolve(pkg)), '..', 'fonts', file));
  const font = create(bytes);
  if ('fonts' in font) throw new Error(`${file} is a font collection, not one font`);
  return { file: bytes, font };
}

let loaded: PrintFonts | undefined;

/** The print fonts, read from their packages the first time the process prints and kept for the next prints. */
export function printFonts(): PrintFonts {
  loaded ??= {
    regular: { latin: face('@embedpdf/fonts-latin', 'NotoSans-Regular.ttf'), cjk: face('@embedpdf/fonts-sc', 'NotoSansHans-Regular.otf') },
    bold: { latin: face('@embedpdf/fonts-latin', 'NotoSans-Bold.ttf'), cjk: face('@embedpdf/fonts-sc', 'NotoSansHans-Bold.otf') },
  };
  return loaded;
}
