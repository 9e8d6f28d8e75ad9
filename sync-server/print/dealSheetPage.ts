import type { Country } from '../../domain/dealers/dealer.ts';
import { FREQUENCY_LABELS, type Frequency } from '../../domain/deal/dealConstants.ts';
import { distanceText } from '../../domain/format/distanceText.ts';
import { formatMoney, formatNumber } from '../../domain/format/numbers.ts';
import type { Opportunity } from '../../domain/opportunities/opportunity.ts';
import { OPPORTUNITY_TYPE_LABELS } from '../../domain/opportunityList/opportunityListType.ts';
import { ORPHAN } from '../../domain/opportunityList/serviceRow.ts';
import { fitText } from './fitText.ts';
import { PAGE_WIDTH, createPdfPage, type PdfPage } from './pdfPage.ts';

/**
 * What every deal sheet of a print shares: the dealer's name, its address and phone line (dealerContactLine), its
 * unit, the day printed, the users' names, and the brand the single deal sheet is printed under (its brand
 * parameter) when one was given.
 */
export type DealSheetContext = {
  dealerName: string;
  dealerContact: string;
  country: Country;
  today: string;
  userName: (id: number) => string | null;
  brand?: string;
};

/** A frequency within a printed line: "$412.00 biweekly". */
export function frequencyName(frequency: Frequency): string {
  return FREQUENCY_LABELS[frequency].toLowerCase();
}

export const MARGIN = 54;
/** The page's two columns: the left one from the margin, LEFT_WIDTH wide; the right one from RIGHT_X to the margin. */
export const LEFT_WIDTH = 252;
export const RIGHT_X = 330;
export const RIGHT_WIDTH = PAGE_WIDTH - MARGIN - RIGHT_X;
/** Where a value stands from its label's x in the current deal's columns. */
export const VALUE_OFFSET = 104;
const ROW = 18;
const EMPTY = '-';

/** The figures of a row's current deal in two columns (spec 001 §3): the contract, then the trade and the match. */
function dealFigures(row: Opportunity, context: Pick<DealSheetContext, 'country'>): [[string, string][], [string, string][]] {
  const payments = row.frequency ? `${formatMoney(row.payments)} ${frequencyName(row.frequency)}` : formatMoney(row.payments);
  return [
    [
      ['PAYMENTS', payments],
      ['PAYMENTS LEFT', formatNumber(row.payments_left)],
      ['TERM', `${formatNumber(row.term)} months`],
      ['APR', `${row.apr.toFixed(2)}%`],
      ['PAYOUT', formatMoney(row.payout)],
    ],
    [
      ['TRADE', formatMoney(row.trade)],
      ['EQUITY', formatMoney(row.equity)],
      ['RATING', `${row.rating} of 5`],
      ['MATCHES', formatNumber(row.matches)],
      ['DISTANCE', distanceText(row.distance_km, context.country) || EMPTY],
    ],
  ];
}

/** A label and its value on one row of a column. */
function figure(page: PdfPage, x: number, top: number, [label, value]: [string, string], width: number): void {
  page.text(x, top, label, { size: 9 });
  page.text(x + VALUE_OFFSET, top, fitText(value, width - VALUE_OFFSET, 10.5, 'bold'), { size: 10.5, font: 'bold' });
}

/**
 * One deal sheet page: the dealer with its address and phone, and the day; the customer and the vehicle; the current
 * deal's figures in two columns and the salesperson (Orphan when none). Answers the page and where the next block
 * would go, so a caller can add one under it (the single deal sheet adds the upgrade).
 */
export function dealSheetPage(row: Opportunity, context: DealSheetContext): { page: PdfPage; top: number } {
  const page = createPdfPage();
  const width = PAGE_WIDTH - 2 * MARGIN;
  page.text(MARGIN, 66, fitText(context.dealerName, width, 20, 'bold'), { size: 20, font: 'bold' });
  if (context.dealerContact) page.text(MARGIN, 84, fitText(context.dealerContact, width, 9.5), { size: 9.5 });
  const heading = ['DEAL SHEET', context.brand, context.today].filter((part) => part).join('  \u2022  ');
  page.text(MARGIN, 100, fitText(heading, width, 10), { size: 10 });
  page.rule(110);
  page.text(MARGIN, 136, fitText(row.name || EMPTY, width, 16, 'bold'), { size: 16, font: 'bold' });
  page.text(MARGIN, 154, fitText(row.vehicle_name || EMPTY, width, 12), { size: 12 });
  page.text(MARGIN, 170, `${OPPORTUNITY_TYPE_LABELS[row.type]}  \u2022  identified ${row.identified_at}`, { size: 10 });
  page.rule(182);
  page.text(MARGIN, 202, 'CURRENT DEAL', { size: 9, font: 'bold' });
  const [left, right] = dealFigures(row, context);
  let top = 222;
  left.forEach((line, index) => {
    figure(page, MARGIN, top, line, LEFT_WIDTH);
    const other = right[index];
    if (other) figure(page, RIGHT_X, top, other, RIGHT_WIDTH);
    top += ROW;
  });
  const salesperson = row.salesperson === null ? ORPHAN : (context.userName(row.salesperson) ?? ORPHAN);
  figure(page, MARGIN, top, ['SALESPERSON', salesperson], width);
  page.rule(top + 14);
  return { page, top: top + 36 };
}
