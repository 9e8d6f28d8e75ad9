import type { PdfFont } from './pdfPage.ts';
import { printFonts, type PrintFace } from './printFonts.ts';

/** A stretch of a text line set in one font, and its width in points at the line's size. */
export type FontRun = { text: string; face: PrintFace; width: number };

/** Sums the advance widths of the text's glyphs (as printFontkit sets them): where a PDF viewer places them. */
function advance(face: PrintFace, text: string, size: number): number {
  const units = face.font.glyphsForString(text).reduce((sum, glyph) => sum + glyph.advanceWidth, 0);
  return (units * size) / face.font.unitsPerEm;
}

/**
 * A text line in runs by font: each character in the face's Latin font when that font has it, in its CJK font when
 * only that one does (a character neither has stays in the Latin font, which shows its missing-glyph box). The text
 * is set composed (NFC), so a letter followed by a combining accent prints as the font's accented letter; a line
 * break or another control character is set as a space.
 */
export function fontRuns(text: string, size: number, font: PdfFont = 'regular'): FontRun[] {
  const { latin, cjk } = printFonts()[font];
  const runs: { text: string; face: PrintFace }[] = [];
  for (const char of text.normalize('NFC').replace(/[\u0000-\u001f\u007f]/g, ' ')) {
    const code = char.codePointAt(0) ?? 0;
    const face = latin.font.hasGlyphForCodePoint(code) || !cjk.font.hasGlyphForCodePoint(code) ? latin : cjk;
    const last = runs.at(-1);
    if (last?.face === face) last.text += char;
    else runs.push({ text: char, face });
  }
  return runs.map((run) => ({ ...run, width: advance(run.face, run.text, size) }));
}
