import type { Context } from 'hono';
import { toCsv } from '../../domain/csv/csv.ts';
import { listPaging } from '../../domain/lists/listPaging.ts';

/** A CSV export as a download: the browser saves it under `filename` instead of showing it. */
export function csvAttachment(c: Context, filename: string, csv: string): Response {
  return c.body(csv, 200, {
    'content-type': 'text/csv; charset=utf-8',
    'content-disposition': `attachment; filename="${filename}"`,
    'cache-control': 'no-store',
  });
}

/** A column of a list as its CSV reads it (domain/: the same columns the screen shows): its header, a row's text. */
export type CsvColumn<Row, Shown> = { header: string; text(row: Row, shown: Shown): string };

/**
 * A list's whole view as a CSV download (export=1 of every list route): the columns' headers, then each row's cells,
 * `shown` being what the columns read a cell with (the dealer's country, time zone or day).
 */
export function csvExport<Row, Shown>(c: Context, filename: string, columns: readonly CsvColumn<Row, Shown>[], rows: readonly Row[], shown: Shown): Response {
  return csvAttachment(c, filename, toCsv(columns.map((column) => column.header), rows.map((row) => columns.map((column) => column.text(row, shown)))));
}

/** The rows of the page asked (15 a page, spec 000 §9). */
export function pageRows<Row>(rows: readonly Row[], page: number): Row[] {
  const first = listPaging.firstRowOf(page);
  return rows.slice(first, first + listPaging.pageSize);
}
