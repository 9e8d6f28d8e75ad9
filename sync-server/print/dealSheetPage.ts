import type { Country } from '../../domain/dealers/dealer.ts';
import { FREQUENCY_LABELS, type Frequency } from '../../domain/deal/dealConstants.ts';
import { distanceText } from '../../domain/format/distanceText.ts';
import { formatMoney, formatNumber } from '../../domain/format/numbers.ts';
import type { Opportunity } from '../../domain/opportunities/opportunity.ts';
import { OPPORTUNITY_TYPE_LABELS } from '../../domain/opportunityList/opportunityListType.ts';
import { ORPHAN } from '../../domain/opportunityList/serviceRow.ts';
import { PAGE_WIDTH, createPdfPage, type PdfPage } from './pdfPage.ts';

/**
 * What every deal sheet of a print shares: the dealer's name and unit, the day printed, the users' names, and the
 * brand the single deal sheet is printed under (its brand parameter) when one was given.
 */
export type DealSheetContext = { dealerName: string; country: Country; today: string; userName: (id: number) => string | null; brand?: string };

/** A frequency within a printed line: "$412.00 biweekly". */
export function frequencyName(frequency: Frequency): string {
  return FREQUENCY_LABELS[frequency].toLowerCase();
}

export const MARGIN = 54;
export const VALUE_X = 250;
export const LINE = 22;
const EMPTY = '-';

/** Cuts text to what fits a width at a size (Helvetica averages about 0.55 em a character), ending in an ellipsis. */
export function fitText(text: string, width: number, size: number): string {
  const most = Math.floor(width / (size * 0.55));
  return text.length <= most ? text : `${text.slice(0, most - 1)}\u2026`;
}

/** The figures of a row's current deal, in the order the deal sheet lists them (spec 001 §3). */
function dealFigures(row: Opportunity, context: Pick<DealSheetContext, 'country'>): [string, string][] {
  const payments = row.frequency ? `${formatMoney(row.payments)} ${frequencyName(row.frequency)}` : formatMoney(row.payments);
  return [
    ['PAYMENTS', payments],
    ['PAYMENTS LEFT', formatNumber(row.payments_left)],
    ['TERM', `${formatNumber(row.term)} months`],
    ['PAYOUT', formatMoney(row.payout)],
    ['TRADE', formatMoney(row.trade)],
    ['EQUITY', formatMoney(row.equity)],
    ['APR', `${row.apr.toFixed(2)}%`],
    ['RATING', `${row.rating} of 5`],
    ['MATCHES', formatNumber(row.matches)],
    ['DISTANCE', distanceText(row.distance_km, context.country) || EMPTY],
  ];
}

/**
 * One deal sheet page: the dealer and the day, the customer and the vehicle, the deal figures and the salesperson
 * (Orphan when none). Answers the page and where the next line would go, so a caller can add lines under it (the
 * single deal sheet adds the upgrade).
 */
export function dealSheetPage(row: Opportunity, context: DealSheetContext): { page: PdfPage; top: number } {
  const page = createPdfPage();
  const width = PAGE_WIDTH - 2 * MARGIN;
  page.text(MARGIN, 70, fitText(context.dealerName, width, 20), { size: 20, font: 'bold' });
  const heading = ['DEAL SHEET', context.brand, context.today].filter((part) => part).join('  \u2022  ');
  page.text(MARGIN, 92, fitText(heading, width, 10), { size: 10 });
  page.rule(104);
  page.text(MARGIN, 134, fitText(row.name || EMPTY, width, 16), { size: 16, font: 'bold' });
  page.text(MARGIN, 156, fitText(row.vehicle_name || EMPTY, width, 12), { size: 12 });
  page.text(MARGIN, 174, `${OPPORTUNITY_TYPE_LABELS[row.type]}  \u2022  identified ${row.identified_at}`, { size: 10 });
  page.rule(188);
  let top = 214;
  for (const [label, value] of dealFigures(row, context)) {
    page.text(MARGIN, top, label, { size: 10 });
    page.text(VALUE_X, top, value, { size: 11, font: 'bold' });
    top += LINE;
  }
  page.rule(top - 8);
  top += 14;
  const salesperson = row.salesperson === null ? ORPHAN : (context.userName(row.salesperson) ?? ORPHAN);
  page.text(MARGIN, top, 'SALESPERSON', { size: 10 });
  page.text(VALUE_X, top, fitText(salesperson, PAGE_WIDTH - MARGIN - VALUE_X, 11), { size: 11, font: 'bold' });
  return { page, top: top + LINE };
}
