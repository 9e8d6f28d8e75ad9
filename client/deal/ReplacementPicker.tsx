import { useMemo, useState } from 'react';
import { useLocation } from 'wouter';
import type { DealDocs } from '../../domain/deal/dealDocs.ts';
import { lowestOption } from '../../domain/deal/dealReplacement.ts';
import { dealPath } from '../../domain/deal/dealSections.ts';
import {
  initialPickerFilter,
  NO_REPLACEMENTS_TEXT,
  pickerOrigin,
  pickerStockTypes,
  pickReplacements,
  REPLACEMENT_PAGE_SIZE,
  type PickerFilter,
  type PickerStockType,
} from '../../domain/deal/replacementPicker.ts';
import { replacementName, type ReplacementOrigin } from '../../domain/deal/replacementVehicle.ts';
import { formatMoney } from '../../domain/format/numbers.ts';
import { rangeText } from '../../domain/format/rangeText.ts';
import { useDealerCountry } from '../session/useDealerCountry.ts';
import { mileageText } from '../../domain/format/mileageText.ts';

type ReplacementPickerProps = { dealId: string; docs: DealDocs; trade: number };

const STOCK_LABELS: Readonly<Record<PickerStockType, string>> = { all: 'All', new: 'New', used: 'Used' };

/**
 * The replacement vehicle picker (spec 001 §2.4): Type (Build or Inventory), Stock type, Year, Make, Model, Trim;
 * the vehicles they select, 15 per page, with this customer's lowest payment. Choosing one opens the deal sheet
 * with it as the replacement, carrying the deal's trade.
 */
export function ReplacementPicker({ dealId, docs, trade }: ReplacementPickerProps) {
  const [, navigate] = useLocation();
  const country = useDealerCountry();
  const [filter, setFilter] = useState<PickerFilter>(() => initialPickerFilter(docs));
  const [page, setPage] = useState(1);
  const { vehicles, choices } = useMemo(() => pickReplacements(docs, filter), [docs, filter]);
  const pages = Math.max(1, Math.ceil(vehicles.length / REPLACEMENT_PAGE_SIZE));
  const shown = vehicles.slice((page - 1) * REPLACEMENT_PAGE_SIZE, page * REPLACEMENT_PAGE_SIZE);
  const change = (next: Partial<PickerFilter>) => {
    setFilter((current) => {
      const merged = { ...current, ...next };
      if ('year' in next) return { ...merged, make: merged.make, model: '', trim: '' };
      if ('make' in next) return { ...merged, model: '', trim: '' };
      if ('model' in next) return { ...merged, trim: '' };
      return merged;
    });
    setPage(1);
  };
  const select = (label: string, value: string, options: string[], onChange: (value: string) => void) => (
    <label className="deal-input">
      <span>{label}</span>
      <select aria-label={label} value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="">All</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
    </label>
  );
  return (
    <section className="deal-card replacement-picker" aria-label="Replacement vehicle picker">
      <div className="replacement-filters">
        <label className="deal-input">
          <span>Type</span>
          <select
            aria-label="Type"
            value={filter.origin}
            onChange={(event) => {
              setFilter(pickerOrigin(docs, event.target.value as ReplacementOrigin));
              setPage(1);
            }}
          >
            <option value="build">Build</option>
            <option value="inventory">Inventory</option>
          </select>
        </label>
        <label className="deal-input">
          <span>Stock type</span>
          <select aria-label="Stock type" value={filter.stock_type} onChange={(event) => change({ stock_type: event.target.value as PickerStockType })}>
            {pickerStockTypes(filter.origin).map((stock) => (
              <option key={stock} value={stock}>
                {STOCK_LABELS[stock]}
              </option>
            ))}
          </select>
        </label>
        {select('Year', filter.year === null ? '' : String(filter.year), choices.years.map(String), (value) => change({ year: value === '' ? null : Number(value) }))}
        {select('Make', filter.make, choices.makes, (make) => change({ make }))}
        {select('Model', filter.model, choices.models, (model) => change({ model }))}
        {select('Trim', filter.trim, choices.trims, (trim) => change({ trim }))}
      </div>
      {shown.length === 0 ? (
        <p className="deal-empty">{NO_REPLACEMENTS_TEXT}</p>
      ) : (
        <>
          <ul className="replacement-list" aria-label="Replacements">
            {shown.map((vehicle) => {
              const payments = lowestOption(docs, vehicle, trade);
              return (
                <li key={vehicle.id}>
                  <button type="button" className="replacement-item" onClick={() => navigate(dealPath(dealId, 'dealsheet', { trade, replacement: vehicle.id }))}>
                    {vehicle.photo ? <img src={vehicle.photo} alt="" className="deal-photo" /> : <span className="deal-photo" />}
                    <span className="replacement-name">
                      {replacementName(vehicle)}
                      <small className="deal-muted">
                        {vehicle.origin === 'build' ? 'Build' : `Stock ${vehicle.stock ?? ''}`} · {vehicle.type.toUpperCase()}
                        {vehicle.mileage !== null && ` · ${mileageText(vehicle.mileage, country)}`}
                        {vehicle.engine && ` · ${vehicle.engine}`}
                      </small>
                    </span>
                    <span className="deal-money">{formatMoney(vehicle.price)}</span>
                    <span className="deal-money replacement-payments">
                      {payments ? `${formatMoney(payments.monthly)}/mo · ${formatMoney(payments.biweekly)}/bw` : 'No payment options'}
                    </span>
                  </button>
                </li>
              );
            })}
          </ul>
          <div className="replacement-paging">
            <span>{rangeText((page - 1) * REPLACEMENT_PAGE_SIZE + 1, (page - 1) * REPLACEMENT_PAGE_SIZE + shown.length, vehicles.length)}</span>
            <button type="button" className="button" disabled={page <= 1} onClick={() => setPage(page - 1)}>
              PREVIOUS
            </button>
            <button type="button" className="button" disabled={page >= pages} onClick={() => setPage(page + 1)}>
              NEXT
            </button>
          </div>
        </>
      )}
    </section>
  );
}
