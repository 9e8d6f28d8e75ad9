import type { Context } from 'hono';
import type { AppEnv } from '../context.ts';
import type { PrintedDealSheet } from './opportunityDealSheet.ts';

/** A PDF shown in the tab or frame that opened it, never kept by a cache. */
export function pdfResponse(c: Context<AppEnv>, sheet: PrintedDealSheet): Response {
  return c.body(sheet.pdf, 200, {
    'content-type': 'application/pdf',
    'content-disposition': `inline; filename="${sheet.filename}"`,
    'cache-control': 'no-store',
  });
}
