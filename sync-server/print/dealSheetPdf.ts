import { DEAL_TYPE_LABELS, FREQUENCY_LABELS } from '../../domain/deal/dealConstants.ts';
import { dealerDeskTerms } from '../../domain/deal/dealerDeskTerms.ts';
import { equity } from '../../domain/deal/equity.ts';
import type { DealPrintOption, DealPrintQuery } from '../../domain/deal/dealPrintQuery.ts';
import { paymentFigures } from '../../domain/deal/paymentFigures.ts';
import { formatMoney } from '../../domain/format/numbers.ts';
import type { Opportunity } from '../../domain/opportunities/opportunity.ts';
import type { DealerSettings } from '../../domain/settings/dealerSettings.ts';
import { LEFT_WIDTH, MARGIN, RIGHT_WIDTH, RIGHT_X, VALUE_OFFSET, dealSheetPage, type DealSheetContext } from './dealSheetPage.ts';
import { drawFigureColumn } from './figureColumn.ts';
import { fitText } from './fitText.ts';
import { PAGE_WIDTH, type PdfPage } from './pdfPage.ts';
import { upgradeFigures } from './upgradeFigures.ts';
import { wrapText } from './wrapText.ts';
import { writePdf } from './writePdf.ts';

type Upgrade = NonNullable<DealPrintQuery['upgrade']>;

/** What the deal is priced with: the dealer's fees, taxes and desk option, the trade asked for and the row's payout. */
type Desk = { settings: Pick<DealerSettings, 'fees' | 'taxes' | 'config'>; trade: number; payout: number };

const NOTE_SIZE = 7.5;
const NOTE_LINE = 10;

/** The option's figures in two columns (the amount, the payment) and, under them, how each figure is derived. */
function drawPayment(page: PdfPage, top: number, upgrade: Upgrade, option: DealPrintOption, desk: Desk): void {
  const figures = paymentFigures({
    type: option.type,
    price: upgrade.price,
    downpayment: option.downpayment,
    trade: desk.trade,
    payout: desk.payout,
    ...dealerDeskTerms(desk.settings),
    option: { cash: option.cash, rate: option.apr, term: option.term, residual: option.residual, factor: option.factor },
    additional: option.additional,
    frequency: option.frequency,
  });
  const lines = upgradeFigures(option, figures, desk.settings, upgrade.price, desk.trade, desk.payout);
  const left = drawFigureColumn(page, top, { x: MARGIN, width: LEFT_WIDTH, heading: lines.amountHeading, lines: lines.amount });
  const right = drawFigureColumn(page, top, { x: RIGHT_X, width: RIGHT_WIDTH, heading: 'PAYMENT', lines: lines.payment });
  let line = Math.max(left, right) + 4;
  for (const text of wrapText(lines.derivation, PAGE_WIDTH - 2 * MARGIN, NOTE_SIZE)) {
    page.text(MARGIN, line, text, { size: NOTE_SIZE });
    line += NOTE_LINE;
  }
}

/** The upgrade block under the current deal: the replacement vehicle, its price and, with an active option, its payment. */
function drawUpgrade(page: PdfPage, top: number, upgrade: Upgrade, desk: Desk): void {
  const width = PAGE_WIDTH - 2 * MARGIN;
  page.text(MARGIN, top, 'UPGRADE', { size: 9, font: 'bold' });
  const vehicle = [String(upgrade.year), upgrade.make, upgrade.model, upgrade.trim].filter((part) => part).join(' ');
  page.text(MARGIN, top + 18, fitText(vehicle, width, 14, 'bold'), { size: 14, font: 'bold' });
  const { option } = upgrade;
  if (!option) {
    page.text(MARGIN, top + 38, 'PRICE', { size: 9 });
    page.text(MARGIN + VALUE_OFFSET, top + 38, formatMoney(upgrade.price), { size: 10.5, font: 'bold' });
    return;
  }
  const summary = `${DEAL_TYPE_LABELS[option.type]}  \u2022  ${option.term} months at ${option.apr.toFixed(2)}%  \u2022  ${FREQUENCY_LABELS[option.frequency]}`;
  page.text(MARGIN, top + 34, summary, { size: 10 });
  drawPayment(page, top + 58, upgrade, option, desk);
}

/**
 * One opportunity's deal sheet (spec 001 §2.4 print, §7): the customer, the current vehicle and deal, with the
 * trade asked for replacing the row's trade and the equity shown (trade − payout), and the upgrade block when an
 * upgrade was given: with an active option, every input of its payment and every figure derived from them
 * (paymentFigures), so the sheet can be checked line by line. The brand goes on the sheet's heading line.
 */
export function dealSheetPdf(row: Opportunity, query: DealPrintQuery, context: DealSheetContext, settings: Desk['settings']): Promise<Uint8Array<ArrayBuffer>> {
  const trade = query.trade ?? row.trade;
  const shown = query.trade === null ? row : { ...row, trade, equity: equity(trade, row.payout) };
  const { page, top } = dealSheetPage(shown, { ...context, brand: query.brand || context.brand });
  if (query.upgrade) drawUpgrade(page, top, query.upgrade, { settings, trade, payout: row.payout });
  return writePdf([page], `Deal sheet ${row.name}`);
}
