import { Link } from 'wouter';
import { DEAL_TYPE_LABELS, FREQUENCIES, FREQUENCY_LABELS, type Frequency } from '../../domain/deal/dealConstants.ts';
import type { DealDocs } from '../../domain/deal/dealDocs.ts';
import { dealPath } from '../../domain/deal/dealSections.ts';
import { deskTrade, deskTradeText, isDeskAmount } from '../../domain/deal/deskInputs.ts';
import { equity } from '../../domain/deal/equity.ts';
import { equityLeftText, shownPayment } from '../../domain/deal/shownPayment.ts';
import { replacementName } from '../../domain/deal/replacementVehicle.ts';
import { vehicleName } from '../../domain/dms/ownedVehicle.ts';
import { formatMoney, formatNumber } from '../../domain/format/numbers.ts';
import { DealCalculator } from './DealCalculator.tsx';
import { MileageUpdate } from './MileageUpdate.tsx';
import type { DealSheet } from './useDealSheet.ts';
import { useDealerCountry } from '../session/useDealerCountry.ts';
import { mileageText } from '../../domain/format/mileageText.ts';


type DealSheetSectionProps = { dealId: string; docs: DealDocs; sheet: DealSheet };

function Figure({ label, value, field }: { label: string; value: string; field: string }) {
  return (
    <div className="deal-figure">
      <dt>{label}</dt>
      <dd data-field={field}>{value}</dd>
    </div>
  );
}

/**
 * The deal sheet (spec 001 §2.4): the customer's vehicle and contract with trade, payout and equity; the
 * replacement; the desk's down payment and trade; the calculator; the active option's payment at the chosen
 * frequency; the dealer's fees and taxes. Every figure is recomputed on each keystroke from local data.
 */
export function DealSheetSection({ dealId, docs, sheet }: DealSheetSectionProps) {
  const { opportunity, vehicle, settings } = docs;
  const { replacement, desk, setDesk, calculation } = sheet;
  const country = useDealerCountry();
  const trade = deskTrade(desk, opportunity);
  const contract = vehicle?.contract ?? null;
  const tab = calculation?.[desk.tab];
  const active = tab?.options.find((option) => option.id === tab.activeId) ?? null;
  const amountField = (name: 'downpayment' | 'trade', label: string) => {
    const text = name === 'trade' ? deskTradeText(desk, opportunity) : desk.downpayment;
    return (
      <label className="deal-input">
        <span>{label}</span>
        <input
          aria-label={label}
          inputMode="decimal"
          value={text}
          placeholder="0"
          aria-invalid={!isDeskAmount(text)}
          onChange={(event) => {
            const value = event.target.value;
            setDesk((d) => ({ ...d, [name]: value }));
          }}
        />
        {!isDeskAmount(text) && <small className="field-error">Enter an amount in dollars; it counts as 0 until then.</small>}
      </label>
    );
  };
  return (
    <div className="deal-sheet">
      <section className="deal-card deal-current" aria-label="Current vehicle">
        <h2>Current vehicle</h2>
        <div className="deal-vehicle">
          {opportunity.photo && <img src={opportunity.photo} alt="" className="deal-photo" />}
          <div>
            <p className="deal-vehicle-name">{vehicle ? vehicleName(vehicle) : opportunity.vehicle_name}</p>
            <p className="deal-muted">
              {contract ? `${DEAL_TYPE_LABELS[contract.type]} · ${contract.bank_name || 'no bank on file'}` : 'No contract on file'}
              {vehicle?.mileage != null && ` · ${mileageText(vehicle.mileage, country)}`}
            </p>
          </div>
        </div>
        <dl className="deal-figures">
          <Figure label={`Payment (${FREQUENCY_LABELS[opportunity.frequency ?? 'm']})`} value={formatMoney(opportunity.payments)} field="current-payment" />
          <Figure label="Term" value={`${opportunity.term} mo`} field="current-term" />
          <Figure label="Rate" value={`${opportunity.apr.toFixed(2)}%`} field="current-rate" />
          <Figure label="Payments left" value={`${formatNumber(opportunity.payments_left)} of ${formatNumber(opportunity.payments_total)}`} field="payments-left" />
          <Figure label="Payout" value={formatMoney(opportunity.payout)} field="payout" />
          <Figure label="Trade" value={formatMoney(trade)} field="trade" />
          <Figure label="Equity" value={formatMoney(equity(trade, opportunity.payout))} field="equity" />
        </dl>
        <MileageUpdate docs={docs} />
      </section>

      <section className="deal-card deal-replacement" aria-label="Replacement vehicle">
        <h2>Replacement vehicle</h2>
        {sheet.replacementMissing && <p className="deal-notice" role="alert">The vehicle in this link is no longer available.</p>}
        {replacement ? (
          <div className="deal-vehicle">
            {replacement.photo && <img src={replacement.photo} alt="" className="deal-photo" />}
            <div>
              <p className="deal-vehicle-name" data-field="replacement-name">{replacementName(replacement)}</p>
              <p className="deal-muted">
                {replacement.origin === 'build' ? 'Build' : `In stock ${replacement.stock ?? ''}`} · {replacement.type.toUpperCase()}
                {replacement.mileage !== null && ` · ${mileageText(replacement.mileage, country)}`}
              </p>
              <p className="deal-price" data-field="replacement-price">
                {formatMoney(replacement.price)}
                {replacement.freight > 0 && <span className="deal-muted"> + {formatMoney(replacement.freight)} freight</span>}
              </p>
            </div>
          </div>
        ) : (
          <p className="deal-empty">No replacement of this make in stock or in the build catalogue.</p>
        )}
        <Link href={dealPath(dealId, 'replacement', { trade })} className="button">
          CHOOSE REPLACEMENT
        </Link>
      </section>

      <section className="deal-card deal-desk" aria-label="Deal">
        <div className="deal-inputs">
          {amountField('downpayment', 'Down payment')}
          {amountField('trade', 'Trade')}
          <label className="deal-input">
            <span>Frequency</span>
            <select aria-label="Frequency" value={desk.frequency} onChange={(event) => setDesk((d) => ({ ...d, frequency: event.target.value as Frequency }))}>
              {FREQUENCIES.map((frequency) => (
                <option key={frequency} value={frequency}>
                  {FREQUENCY_LABELS[frequency]}
                </option>
              ))}
            </select>
          </label>
        </div>
        {calculation && <DealCalculator calculation={calculation} desk={desk} setDesk={setDesk} />}
        {active && (
          <p className="deal-summary" aria-live="polite">
            <span>{FREQUENCY_LABELS[desk.frequency]} payment</span>
            <strong data-field="payment">{formatMoney(shownPayment(active, desk.frequency))}</strong>
            {active.below_zero && <span className="deal-muted" data-field="equity-left">{equityLeftText(active.below_zero)}</span>}
            <span className="deal-muted">
              {DEAL_TYPE_LABELS[active.type]} · {active.term} months at {active.rate.toFixed(2)}%
            </span>
          </p>
        )}
        {(settings.fees.length > 0 || settings.taxes.length > 0) && (
          <dl className="deal-fees" aria-label="Fees and taxes">
            {settings.fees.map((fee) => (
              <Figure
                key={`fee-${fee.name}`}
                label={`${fee.name}${fee.tax === 1 ? ' (after tax)' : ''}`}
                value={`${fee.rebate === 1 ? '−' : ''}${fee.type === 'variable' ? `${fee.value}%` : formatMoney(fee.value)}`}
                field="fee"
              />
            ))}
            {settings.taxes.map((tax) => (
              <Figure key={`tax-${tax.name}`} label={tax.name} value={tax.type === 'fixed' ? formatMoney(tax.value) : `${tax.value}%`} field="tax" />
            ))}
          </dl>
        )}
      </section>
    </div>
  );
}
