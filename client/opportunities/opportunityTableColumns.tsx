import type { ReactNode } from 'react';
import type { ColumnContext, OpportunityColumn } from '../../domain/opportunityList/opportunityColumns.ts';
import { badgeLabels, NO_APPOINTMENT, ORPHAN } from '../../domain/opportunityList/serviceRow.ts';
import type { Opportunity } from '../../domain/opportunities/opportunity.ts';
import type { CardRole, VirtualColumn } from '../ui/VirtualColumn.ts';
import { RatingStars } from './RatingStars.tsx';

type Layout = { width: string; align?: 'start' | 'end' };

const NUMBER = (width: string): Layout => ({ width, align: 'end' });

/** Grid tracks of the columns by key, wide enough for their headers; name, vehicle and badges share the room left. */
const LAYOUT: Record<string, Layout> = {
  rating: { width: '88px' },
  name: { width: 'minmax(140px, 1.3fr)' },
  vehicle: { width: 'minmax(170px, 1.6fr)' },
  payments_left: NUMBER('142px'),
  payments_total: NUMBER('118px'),
  payments: NUMBER('104px'),
  equity: NUMBER('112px'),
  trade: NUMBER('112px'),
  apr: NUMBER('80px'),
  km_risk: NUMBER('124px'),
  distance: NUMBER('100px'),
  matches: NUMBER('80px'),
  appointment_at: { width: '150px' },
  service_total: NUMBER('138px'),
  serviced_at: { width: '138px' },
  warranty_at: { width: '226px' },
  warranty_months: NUMBER('130px'),
  warranty_mileage: NUMBER('138px'),
  service_type: { width: '120px' },
  badges: { width: 'minmax(190px, 1.6fr)' },
  appointment: { width: '140px' },
  service_ro_total: NUMBER('64px'),
  salesperson: { width: '120px' },
};

/**
 * A list's key figure on a phone's card: equity where the type shows it, otherwise the figure its type is about
 * (the trade of a conquest, the months of warranty left, the appointment, the payment of a non-prime).
 */
const KEY_FIGURES = ['equity', 'trade', 'warranty_months', 'appointment_at', 'appointment', 'payments'];

/** A column's place on the card: the customer and the vehicle on top, the key figure beside them. */
function cardRole(key: string, keys: readonly string[]): CardRole | undefined {
  if (key === 'name') return 'title';
  if (key === 'vehicle') return 'subtitle';
  return KEY_FIGURES.find((figure) => keys.includes(figure)) === key ? 'key' : undefined;
}

const slug = (label: string) => label.toLowerCase().replace(/\s+/g, '-');

/** The cell of a column: plain text, or a richer view where one helps reading (stars, chips, negative equity). */
function cell(column: OpportunityColumn, context: ColumnContext): (row: Opportunity) => ReactNode {
  const text = (row: Opportunity) => column.text(row, context);
  switch (column.key) {
    case 'rating':
      return (row) => <RatingStars value={row.rating} />;
    case 'name':
    case 'vehicle':
      return (row) => (
        <span className="ellipsis" title={text(row)}>
          {text(row)}
        </span>
      );
    case 'equity':
      return (row) => <span className={row.equity < 0 ? 'is-negative' : undefined}>{text(row)}</span>;
    case 'badges':
      return (row) => (
        <span className="chips">
          {badgeLabels(row.badges).map((label) => (
            <span key={label} className={`chip is-${slug(label)}`}>
              {label}
            </span>
          ))}
        </span>
      );
    case 'appointment':
      return (row) => {
        const badge = text(row);
        return <span className={badge === NO_APPOINTMENT ? 'chip is-none' : 'chip is-booked'}>{badge}</span>;
      };
    case 'salesperson':
      return (row) => {
        const shown = text(row);
        return shown === ORPHAN ? <span className="chip is-none">{ORPHAN}</span> : <span className="initial">{shown}</span>;
      };
    default:
      return text;
  }
}

/**
 * The table columns of an opportunity list from the domain's columns (headers, sort, text). A column keeps the
 * domain key: two columns may sort by the same field (warranty), so the sort is looked up by key.
 */
export function opportunityTableColumns(columns: OpportunityColumn[], context: ColumnContext): VirtualColumn<Opportunity>[] {
  const keys = columns.map((column) => column.key);
  return columns.map((column) => ({
    key: column.key,
    header: column.header,
    width: LAYOUT[column.key]?.width ?? 'minmax(110px, 1fr)',
    align: LAYOUT[column.key]?.align,
    sortable: column.sort !== null,
    card: cardRole(column.key, keys),
    render: cell(column, context),
  }));
}
