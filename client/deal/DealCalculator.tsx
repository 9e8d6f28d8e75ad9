import { DEAL_TYPE_LABELS, FREQUENCY_LABELS, type Frequency } from '../../domain/deal/dealConstants.ts';
import { formatMoney } from '../../domain/format/numbers.ts';
import type { DealCalculation, PricedIncentive } from '../../domain/deal/dealCalculator.ts';
import type { DealTabName, DeskInputs } from '../../domain/deal/deskInputs.ts';
import { equityLeftText, shownPayment } from '../../domain/deal/shownPayment.ts';

type DealCalculatorProps = {
  calculation: DealCalculation;
  desk: DeskInputs;
  setDesk: (change: (desk: DeskInputs) => DeskInputs) => void;
};

const TABS: { tab: DealTabName; label: string }[] = [
  { tab: 'finance', label: 'FINANCE' },
  { tab: 'lease', label: 'LEASE' },
];

const signed = (value: number) => `${value > 0 ? '+' : ''}${formatMoney(value)}`;

/** The data-field of a payment column, as the tests and the benchmark read it. */
const PAYMENT_FIELDS: Record<Frequency, string> = { m: 'monthly', b: 'biweekly', w: 'weekly' };

/** The difference is of monthly payments (the option's against the customer's current one): its header says so. */
const DIFFERENCE_HEADER = 'Difference per month';

/**
 * The calculator's tabs (spec 001 §2.4): each option of the tab priced for this customer, the active one marked
 * (the user's choice, else the lowest monthly), the tab's additional programs to toggle into its additional cash.
 * A lease below zero shows its negative payment and the equity left over. The options show the monthly payment and,
 * when the desk's frequency is another, the payment at that frequency; Program only when some option has one. Each
 * cell carries its column's name (data-label): on a phone a row is a card of labelled figures (deal-phone.css).
 */
export function DealCalculator({ calculation, desk, setDesk }: DealCalculatorProps) {
  const tab = calculation[desk.tab];
  const programs = tab.options.some((option) => option.program);
  const frequencies: Frequency[] = desk.frequency === 'm' ? ['m'] : ['m', desk.frequency];
  const choose = (option: PricedIncentive) =>
    setDesk((d) => ({ ...d, chosen: { ...d.chosen, [desk.tab]: option.id } }));
  const toggle = (id: string) =>
    setDesk((d) => ({ ...d, additional: d.additional.includes(id) ? d.additional.filter((a) => a !== id) : [...d.additional, id] }));
  return (
    <section className="deal-calculator" aria-label="Calculator">
      <div className="tabs deal-calculator-tabs" role="tablist" aria-label="Deal type">
        {TABS.map(({ tab: name, label }) => (
          <button
            key={name}
            type="button"
            role="tab"
            aria-selected={desk.tab === name}
            className={desk.tab === name ? 'tab is-active' : 'tab'}
            onClick={() => setDesk((d) => ({ ...d, tab: name }))}
          >
            {label}
            <span className="tab-count">{calculation[name].options.length}</span>
          </button>
        ))}
      </div>
      {tab.options.length === 0 ? (
        <p className="deal-empty">{desk.tab === 'finance' ? 'No finance options for this vehicle' : 'No lease options for this vehicle'}</p>
      ) : (
        <div className="deal-options-scroll">
          <table className="deal-options" aria-label={`${DEAL_TYPE_LABELS[desk.tab]} options`}>
            <thead>
              <tr>
                <th scope="col">Term</th>
                <th scope="col">Rate</th>
                <th scope="col">Cash</th>
                {desk.tab === 'lease' && <th scope="col">Residual</th>}
                {programs && <th scope="col">Program</th>}
                {frequencies.map((frequency) => (
                  <th key={frequency} scope="col">
                    {FREQUENCY_LABELS[frequency]}
                  </th>
                ))}
                <th scope="col">{DIFFERENCE_HEADER}</th>
              </tr>
            </thead>
            <tbody>
              {tab.options.map((option) => {
                const active = option.id === tab.activeId;
                return (
                  <tr key={option.id} className={active ? 'is-active' : undefined} aria-selected={active} onClick={() => choose(option)}>
                    <td data-label="Term">
                      <label className="deal-option-pick">
                        <input type="radio" name={`option-${desk.tab}`} checked={active} onChange={() => choose(option)} />
                        {option.term} mo
                      </label>
                    </td>
                    <td data-label="Rate">{option.rate.toFixed(2)}%</td>
                    <td data-label="Cash">{formatMoney(option.cash)}</td>
                    {desk.tab === 'lease' && <td data-label="Residual">{option.residual}%</td>}
                    {programs && (
                      <td data-label="Program" className="deal-program">
                        {option.program ?? ''}
                      </td>
                    )}
                    {frequencies.map((frequency) => (
                      <td key={frequency} className="deal-money" data-label={FREQUENCY_LABELS[frequency]} data-field={PAYMENT_FIELDS[frequency]}>
                        {formatMoney(shownPayment(option, frequency))}
                        {frequency === 'm' && option.below_zero && <span className="deal-equity-left">{equityLeftText(option.below_zero)}</span>}
                      </td>
                    ))}
                    <td className={option.difference_monthly > 0 ? 'deal-money is-more' : 'deal-money is-less'} data-label={DIFFERENCE_HEADER} data-field="difference">
                      {signed(option.difference_monthly)}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      {tab.additionalIncentives.length > 0 && (
        <fieldset className="deal-additional">
          <legend>Additional incentives</legend>
          {tab.additionalIncentives.map((incentive) => (
            <label key={incentive.id} className="deal-additional-item">
              <input type="checkbox" checked={desk.additional.includes(incentive.id)} onChange={() => toggle(incentive.id)} />
              <span>{incentive.program ?? 'Program'}</span>
              <span className="deal-money">{formatMoney(incentive.cash)}</span>
            </label>
          ))}
          <p className="deal-additional-total">
            Additional cash <strong data-field="additional-cash">{formatMoney(tab.additionalCash)}</strong>
          </p>
        </fieldset>
      )}
    </section>
  );
}
