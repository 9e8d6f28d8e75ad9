/**
 * CSV for the list exports: RFC 4180 quoting, and a cell that begins with = + - @ (or a tab or carriage return)
 * is prefixed with an apostrophe, so a spreadsheet never runs it as a formula. A plain number (-1250.5) is left as
 * it is: it cannot run, and a negative equity must stay a number in the sheet.
 */
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;

export function csvCell(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (/^[=+\-@\t\r]/.test(text) && !PLAIN_NUMBER.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A whole CSV document: a header line, then one line per row, lines ended by CRLF. */
export function toCsv(header: readonly string[], rows: Iterable<readonly (string | number | boolean | null | undefined)[]>): string {
  const lines = [header.map(csvCell).join(',')];
  for (const row of rows) lines.push(row.map(csvCell).join(','));
  return `${lines.join('\r\n')}\r\n`;
}
