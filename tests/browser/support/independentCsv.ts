/**
 * A CSV export as docs/api.md "CSV exports" describes it, written out here rather than with the app's writer: a
 * header line, then a line per row, each ended by CRLF; a cell holding a comma, a quote or a line break is quoted
 * (its quotes doubled), and a cell starting with = + - or @ that is not a plain number gets a leading apostrophe.
 */
export function independentCsv(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const quoted = (cell: string) => {
    const formula = /^[=+\-@]/.test(cell) && !/^-?\d+(\.\d+)?$/.test(cell);
    const text = formula ? `'${cell}` : cell;
    return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
  };
  return [header, ...rows].map((cells) => `${cells.map(quoted).join(',')}\r\n`).join('');
}
