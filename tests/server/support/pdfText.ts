import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** Where the last text piece ended: the next piece joins its run when it starts there. */
type PieceEnd = { x: number; y: number };
const TOUCHING = 0.05;

/**
 * The text a PDF reader (PDF.js) shows of a PDF, one entry per text run in page order. PDF.js reads a line set in
 * two fonts (Latin, then Chinese) as two pieces: pieces on one baseline, each starting where the last ends, are one
 * run. Like a viewer's text layer, PDF.js reads a run of spaces as one space.
 */
export async function pdfText(bytes: Uint8Array): Promise<string[]> {
  const document = await getDocument({ data: bytes.slice(), verbosity: 0 }).promise;
  const runs: string[] = [];
  for (let number = 1; number <= document.numPages; number++) {
    const { items } = await (await document.getPage(number)).getTextContent();
    let end: PieceEnd | undefined;
    for (const item of items) {
      if (!('str' in item) || item.str.trim() === '') continue;
      const [, , , , x = 0, y = 0] = item.transform as number[];
      if (end && Math.abs(end.x - x) < TOUCHING && Math.abs(end.y - y) < TOUCHING) runs[runs.length - 1] += item.str;
      else runs.push(item.str);
      end = { x: x + item.width, y };
    }
  }
  await document.destroy();
  return runs;
}
