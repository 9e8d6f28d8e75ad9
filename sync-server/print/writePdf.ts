import { PDFDocument, type PDFFont } from 'pdf-lib';
import { PAGE_HEIGHT, PAGE_WIDTH, type PdfPage } from './pdfPage.ts';
import { printFontkit } from './printFontkit.ts';
import type { PrintFace } from './printFonts.ts';

const PRODUCER = 'Dealer Back Office';

/**
 * Writes pages as one PDF with pdf-lib: each text run in its print font, embedded as a subset of the glyphs the
 * pages use (a font no run uses is left out), each rule a half-point line. title names the PDF in the viewer.
 */
export async function writePdf(pages: readonly PdfPage[], title: string): Promise<Uint8Array<ArrayBuffer>> {
  const document = await PDFDocument.create();
  document.registerFontkit(printFontkit);
  document.setTitle(title);
  document.setProducer(PRODUCER);
  document.setCreator(PRODUCER);
  const embedded = new Map<PrintFace, PDFFont>();
  const fontOf = async (face: PrintFace) => {
    const font = embedded.get(face) ?? (await document.embedFont(face.file, { subset: true }));
    embedded.set(face, font);
    return font;
  };

  for (const page of pages) {
    const pdfPage = document.addPage([PAGE_WIDTH, PAGE_HEIGHT]);
    for (const drawing of page.drawings) {
      const y = PAGE_HEIGHT - drawing.top;
      if (drawing.kind === 'rule') {
        pdfPage.drawLine({ start: { x: drawing.from, y }, end: { x: drawing.to, y }, thickness: 0.5 });
        continue;
      }
      let x = drawing.x;
      for (const run of drawing.runs) {
        pdfPage.drawText(run.text, { x, y, size: drawing.size, font: await fontOf(run.face) });
        x += run.width;
      }
    }
  }
  return new Uint8Array(await document.save());
}
