import type { Opportunity } from '../../domain/opportunities/opportunity.ts';
import { formatNumber } from '../../domain/format/numbers.ts';
import { dealSheetPage, MARGIN, type DealSheetContext } from './dealSheetPage.ts';
import { PAGE_HEIGHT, createPdfPage } from './pdfPage.ts';
import { writePdf } from './writePdf.ts';

/** A print holds at most this many deal sheets; the last one says how many more matched. */
export const MAX_DEAL_SHEETS = 500;
export const NO_DEAL_SHEETS = 'No deal sheets for these dates.';

/** The line at the foot of the last sheet of a capped print. */
export function notPrintedLine(more: number): string {
  return `${formatNumber(more)} more deal ${more === 1 ? 'sheet was' : 'sheets were'} not printed (at most ${formatNumber(MAX_DEAL_SHEETS)} a print).`;
}

/**
 * The deal sheets of a print as one PDF, one page per row in the order given; a single page saying so when no row
 * matched. title names the print (the dates) in the viewer.
 */
export function dealSheetsPdf(rows: readonly Opportunity[], context: DealSheetContext, title: string): Promise<Uint8Array<ArrayBuffer>> {
  if (rows.length === 0) {
    const page = createPdfPage();
    page.text(MARGIN, 70, context.dealerName, { size: 20, font: 'bold' });
    page.rule(84);
    page.text(MARGIN, 120, NO_DEAL_SHEETS, { size: 14 });
    return writePdf([page], title);
  }
  const printed = rows.slice(0, MAX_DEAL_SHEETS).map((row) => dealSheetPage(row, context).page);
  const more = rows.length - printed.length;
  if (more > 0) printed.at(-1)?.text(MARGIN, PAGE_HEIGHT - 48, notPrintedLine(more), { size: 10, font: 'bold' });
  return writePdf(printed, title);
}
