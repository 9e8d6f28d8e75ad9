import { equity } from '../../domain/deal/equity.ts';
import type { DealPrintOption, DealPrintQuery } from '../../domain/deal/dealPrintQuery.ts';
import { formatMoney, formatNumber } from '../../domain/format/numbers.ts';
import type { Opportunity } from '../../domain/opportunities/opportunity.ts';
import { frequencyName, LINE, MARGIN, VALUE_X, dealSheetPage, fitText, type DealSheetContext } from './dealSheetPage.ts';
import { PAGE_WIDTH, type PdfPage } from './pdfPage.ts';
import { writePdf } from './writePdf.ts';

const DEAL_TYPE_NAMES: Record<DealPrintOption['type'], string> = { finance: 'Finance', lease: 'Lease' };

/** The upgrade's figures in the order the sheet lists them: the price, then the payment when one is active. */
function upgradeFigures(upgrade: NonNullable<DealPrintQuery['upgrade']>): [string, string][] {
  const figures: [string, string][] = [['PRICE', formatMoney(upgrade.price)]];
  const { option } = upgrade;
  if (!option) return figures;
  return [
    ...figures,
    ['TYPE', DEAL_TYPE_NAMES[option.type]],
    ['APR', `${option.apr.toFixed(2)}%`],
    ['TERM', `${formatNumber(option.term)} months`],
    ['PAYMENTS', `${formatMoney(option.payments)} ${frequencyName(option.frequency)}`],
    ['COST OF BORROWING', formatMoney(option.cob)],
  ];
}

/** The upgrade block under the current deal: the replacement vehicle and its figures. */
function drawUpgrade(page: PdfPage, top: number, upgrade: NonNullable<DealPrintQuery['upgrade']>): void {
  const width = PAGE_WIDTH - 2 * MARGIN;
  page.rule(top - 8);
  let line = top + 18;
  page.text(MARGIN, line, 'UPGRADE', { size: 10 });
  line += LINE;
  const vehicle = [String(upgrade.year), upgrade.make, upgrade.model, upgrade.trim].filter((part) => part).join(' ');
  page.text(MARGIN, line, fitText(vehicle, width, 14), { size: 14, font: 'bold' });
  line += LINE + 6;
  for (const [label, value] of upgradeFigures(upgrade)) {
    page.text(MARGIN, line, label, { size: 10 });
    page.text(VALUE_X, line, value, { size: 11, font: 'bold' });
    line += LINE;
  }
}

/**
 * One opportunity's deal sheet (spec 001 §2.4 print, §7): the customer, the current vehicle and deal, with the
 * trade asked for replacing the row's trade and the equity shown (trade − payout), and the upgrade block when an
 * upgrade was given. The brand goes on the sheet's heading line.
 */
export function dealSheetPdf(row: Opportunity, query: DealPrintQuery, context: DealSheetContext): Uint8Array<ArrayBuffer> {
  const shown = query.trade === null ? row : { ...row, trade: query.trade, equity: equity(query.trade, row.payout) };
  const { page, top } = dealSheetPage(shown, { ...context, brand: query.brand || context.brand });
  if (query.upgrade) drawUpgrade(page, top, query.upgrade);
  return writePdf([page], `Deal sheet ${row.name}`);
}
