import { Readable } from 'node:stream';
import type { Font } from 'fontkit';
import type { PDFDocument } from 'pdf-lib';
import { printFonts } from './printFonts.ts';

type Fontkit = Parameters<PDFDocument['registerFontkit']>[0];
type PdfLibFont = ReturnType<Fontkit['create']>;

/**
 * The font as pdf-lib 1.17 embeds it. fontkit 2 writes a subset with encode(); pdf-lib reads it from the stream that
 * fontkit 1 answered from encodeStream() (pdf-lib's own fork, @pdf-lib/fontkit, has encodeStream but its subsets are
 * broken: TrueType glyphs come out blank and viewers reject its CFF fonts). A text's glyphs are the font's glyph for
 * each character, without OpenType shaping: pdf-lib places glyphs by their advance widths and drops the shaper's
 * positions anyway, and shaping took about 0.2 ms a line. The cast bridges pdf-lib's description of fontkit and
 * fontkit's own types, which describe the same fonts.
 */
function embeddable(font: Font): PdfLibFont {
  const createSubset = () => {
    const subset = font.createSubset();
    return Object.assign(subset, { encodeStream: () => Readable.from([subset.encode()]) });
  };
  const layout = (text: string) => ({ glyphs: font.glyphsForString(text) });
  const adapted: Record<PropertyKey, unknown> = { createSubset, layout };
  return new Proxy(font, { get: (target, key) => adapted[key] ?? Reflect.get(target, key, target) }) as unknown as PdfLibFont;
}

/**
 * The fontkit a PDF's document embeds the print fonts with: a print font's file opens as the font read when the
 * process first printed (pdf-lib would read every font again for each PDF), its subsets written by fontkit 2.
 */
export const printFontkit: Fontkit = {
  create(file) {
    const face = Object.values(printFonts())
      .flatMap(({ latin, cjk }) => [latin, cjk])
      .find((candidate) => candidate.file === file);
    if (!face) throw new Error('Only the print fonts are embedded in a PDF');
    return embeddable(face.font);
  },
};
