import { FREQUENCY_LABELS } from '../../domain/deal/dealConstants.ts';
import type { DealPrintOption } from '../../domain/deal/dealPrintQuery.ts';
import type { PaymentFigures } from '../../domain/deal/paymentFigures.ts';
import { equityLeftText } from '../../domain/deal/shownPayment.ts';
import { formatMoney, formatNumber } from '../../domain/format/numbers.ts';
import type { DealerSettings } from '../../domain/settings/dealerSettings.ts';
import type { FigureLine } from './figureColumn.ts';

/** The dealer's fees and taxes by name, for the labels: the figures carry their sums. */
export type DealerTerms = Pick<DealerSettings, 'fees' | 'taxes'>;

/** What the upgrade block prints of a payment: the amount and how it is reached, the payment, and how each is derived. */
export type UpgradeFigures = { amountHeading: string; amount: FigureLine[]; payment: FigureLine[]; derivation: string };

/** A count of payments as printed: whole, or to two decimals when the term is no whole number of them. */
const countText = (count: number) => (Number.isInteger(count) ? formatNumber(count) : count.toFixed(2));

/** "Admin, Licensing 1%": the names of the fees of one kind (pre-tax 0, post-tax 1). */
function feeNames(terms: DealerTerms, tax: 0 | 1): string {
  const names = terms.fees.filter((fee) => fee.tax === tax).map((fee) => fee.name);
  return names.length > 0 ? ` (${names.join(', ')})` : '';
}

/** "GST 5% + PST 7%": the dealer's percent taxes, each by name and rate; empty when it has none. */
function percentTaxes(terms: DealerTerms): string {
  return terms.taxes
    .filter((tax) => tax.type !== 'fixed')
    .map((tax) => `${tax.name} ${tax.value}%`)
    .join(' + ');
}

/** Each fixed tax of the dealer as a line of its dollars. */
function fixedTaxes(terms: DealerTerms): FigureLine[] {
  return terms.taxes.filter((tax) => tax.type === 'fixed').map((tax) => ({ label: tax.name, value: formatMoney(tax.value) }));
}

/** The lines every payment column ends with: the frequency, the payment, their number, their total, the cost of borrowing. */
function paymentLines(option: DealPrintOption, figures: PaymentFigures, borrowing: string): FigureLine[] {
  const frequency = FREQUENCY_LABELS[option.frequency];
  return [
    { label: 'MONTHLY PAYMENT', value: formatMoney(figures.monthly) },
    { label: 'PAYMENT FREQUENCY', value: frequency },
    { label: `PAYMENT (${frequency.toUpperCase()})`, value: formatMoney(figures.payment) },
    { label: 'NUMBER OF PAYMENTS', value: countText(figures.count) },
    { label: 'TOTAL OF PAYMENTS', value: formatMoney(figures.total) },
    { label: 'COST OF BORROWING', value: formatMoney(figures.costOfBorrowing), total: true },
    { label: borrowing },
  ];
}

/** How the frequency's payment and the total follow from the monthly. */
function frequencyText(option: DealPrintOption): string {
  const perYear = { m: 12, b: 26, w: 52 }[option.frequency];
  const payment = option.frequency === 'm' ? 'The payment is the monthly' : `The ${frequencyName(option)} payment is the monthly × 12 ÷ ${perYear}`;
  return `${payment}, to the cent; ${option.term} months are ${option.term} × ${perYear} ÷ 12 payments, and their total is the payment × their number.`;
}

const frequencyName = (option: DealPrintOption) => FREQUENCY_LABELS[option.frequency].toLowerCase();

/**
 * A finance payment's lines: price, cash incentive and fees before tax make the taxable amount; the dealer's taxes,
 * fees after tax, programs, down payment (and the trade's equity with the desk option) make the amount financed,
 * each line adding down the column. Trade and payout are named when the amount leaves them out (Reading 2).
 */
function financeFigures(option: DealPrintOption, figures: PaymentFigures & { type: 'finance' }, terms: DealerTerms, price: number, trade: number, payout: number): UpgradeFigures {
  const { finance, pricing } = figures;
  const taxes = percentTaxes(terms);
  const equity: FigureLine[] = pricing.input.tradeEquityFinance
    ? [
        { label: 'TRADE', value: formatMoney(-trade) },
        { label: 'PAYOUT', value: formatMoney(payout) },
      ]
    : [];
  const notes: FigureLine[] = [
    ...(pricing.input.tradeEquityFinance ? [] : [{ label: `Trade ${formatMoney(trade)} and payout ${formatMoney(payout)} stay out of the amount financed.` }]),
    ...(figures.financed === 0 ? [{ label: 'The down payment and credits cover the whole amount: nothing is financed.' }] : []),
  ];
  return {
    amountHeading: 'WHAT IS FINANCED',
    amount: [
      { label: 'PRICE', value: formatMoney(price) },
      { label: 'CASH INCENTIVE', value: formatMoney(-option.cash) },
      { label: `FEES BEFORE TAX${feeNames(terms, 0)}`, value: formatMoney(pricing.fees.preTax) },
      { label: 'TAXABLE AMOUNT', value: formatMoney(finance.taxable), total: true },
      ...(taxes ? [{ label: `${taxes} of ${formatMoney(finance.taxable)}`, value: formatMoney(finance.tax) }] : []),
      ...fixedTaxes(terms),
      { label: `FEES AFTER TAX${feeNames(terms, 1)}`, value: formatMoney(pricing.fees.postTax) },
      { label: 'PROGRAMS', value: formatMoney(-option.additional) },
      { label: 'DOWN PAYMENT', value: formatMoney(-option.downpayment) },
      ...equity,
      { label: 'AMOUNT FINANCED', value: formatMoney(figures.financed), total: true },
      ...notes,
    ],
    payment: [
      { label: 'RATE (APR)', value: `${option.apr.toFixed(2)}%` },
      { label: 'TERM (MONTHS)', value: formatNumber(option.term) },
      ...paymentLines(option, figures, 'Total of payments - amount financed; $0.00 at 0%.'),
    ],
    derivation:
      `Monthly payment = amount financed × r ÷ (1 - (1 + r)^-${option.term}), r = APR ÷ 1200 (amount financed ÷ ${option.term} at 0%), to the cent. ` +
      `${frequencyText(option)} Cost of borrowing = total of payments - amount financed, never below $0.00.`,
  };
}

/**
 * A lease payment's lines: price, fees before tax, cash, programs, down payment, payout and trade make the adjusted
 * capital; less the residual, the depreciation. The payment column adds the rent charge and the taxes.
 */
function leaseFigures(option: DealPrintOption, figures: PaymentFigures & { type: 'lease' }, terms: DealerTerms, price: number, trade: number, payout: number): UpgradeFigures {
  const { lease, pricing } = figures;
  const perMonth = pricing.tax.fixed + pricing.fees.postTax;
  return {
    amountHeading: 'WHAT IS LEASED',
    amount: [
      { label: 'PRICE', value: formatMoney(price) },
      { label: `FEES BEFORE TAX${feeNames(terms, 0)}`, value: formatMoney(pricing.fees.preTax) },
      { label: 'CASH INCENTIVE', value: formatMoney(-option.cash) },
      { label: 'PROGRAMS', value: formatMoney(-option.additional) },
      { label: 'DOWN PAYMENT', value: formatMoney(-option.downpayment) },
      { label: 'PAYOUT', value: formatMoney(payout) },
      { label: 'TRADE', value: formatMoney(-trade) },
      { label: 'AMOUNT FINANCED (ADJUSTED CAPITAL)', value: formatMoney(figures.financed), total: true },
      { label: `RESIDUAL (${option.residual}% OF PRICE)`, value: formatMoney(-lease.residual) },
      { label: 'DEPRECIATION', value: formatMoney(lease.depreciation), total: true },
    ],
    payment: [
      { label: 'RATE (APR)', value: `${option.apr.toFixed(2)}%` },
      { label: 'LEASE FACTOR', value: String(option.factor) },
      { label: 'TERM (MONTHS)', value: formatNumber(option.term) },
      { label: 'RENT CHARGE A MONTH', value: formatMoney(lease.rent) },
      { label: 'TAX ON THE PAYMENT', value: percentTaxes(terms) || 'none' },
      ...fixedTaxes(terms),
      { label: `FEES AFTER TAX${feeNames(terms, 1)}`, value: formatMoney(pricing.fees.postTax) },
      ...paymentLines(option, figures, 'Rent charge × term; $0.00 when the lease pays nothing.'),
      ...(lease.belowZero
        ? [{ label: `The formula gives ${formatMoney(lease.belowZero.monthly)} a month: ${equityLeftText({ monthly: lease.belowZero.monthly, equity_left: lease.belowZero.equityLeft })}.` }]
        : []),
    ],
    derivation:
      `Rent charge = (price + residual) × lease factor. Monthly payment = (depreciation ÷ ${option.term} + rent charge) × (1 + tax)` +
      `${perMonth ? ` + (fixed taxes + fees after tax) ÷ ${option.term}` : ''}, to the cent. ${frequencyText(option)} ` +
      `Cost of borrowing = rent charge × ${option.term}: the payments before tax in total less the depreciation.`,
  };
}

/** The upgrade's printed lines for its payment figures (paymentFigures), labelled with the dealer's fee and tax names. */
export function upgradeFigures(option: DealPrintOption, figures: PaymentFigures, terms: DealerTerms, price: number, trade: number, payout: number): UpgradeFigures {
  return figures.type === 'finance'
    ? financeFigures(option, figures, terms, price, trade, payout)
    : leaseFigures(option, figures, terms, price, trade, payout);
}
