/**
 * The text a PDF reader shows of one of our PDFs, one entry per text run in page order: each content stream read
 * for its "(…) Tj" operands, the literal strings' escapes undone (\( \) \\ and octal \ddd), the WinAnsi bytes read
 * as Latin-1. Enough for the writer's plain, uncompressed streams; a compressed stream would read as no text.
 */
export function pdfText(bytes: Uint8Array): string[] {
  const file = Buffer.from(bytes).toString('latin1');
  const runs: string[] = [];
  for (const [, stream = ''] of file.matchAll(/stream\n([\s\S]*?)\nendstream/g)) {
    for (const [, literal = ''] of stream.matchAll(/\(((?:\\[\s\S]|[^\\)])*)\)\s*Tj/g)) {
      runs.push(literal.replace(/\\([0-7]{1,3}|[\s\S])/g, (_, escaped: string) => (/^[0-7]+$/.test(escaped) ? String.fromCharCode(parseInt(escaped, 8)) : escaped)));
    }
  }
  return runs;
}
