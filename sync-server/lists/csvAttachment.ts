import type { Context } from 'hono';

/** A CSV export as a download: the browser saves it under `filename` instead of showing it. */
export function csvAttachment(c: Context, filename: string, csv: string): Response {
  return c.body(csv, 200, {
    'content-type': 'text/csv; charset=utf-8',
    'content-disposition': `attachment; filename="${filename}"`,
    'cache-control': 'no-store',
  });
}
