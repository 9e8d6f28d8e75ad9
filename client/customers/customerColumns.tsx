import type { ReactNode } from 'react';
import { CUSTOMER_COLUMNS, customerStreet, type CustomerColumn } from '../../domain/customers/customerColumns.ts';
import type { CustomerListRow, CustomerSortColumn } from '../../domain/customers/customerList.ts';
import { opportunityChipText } from '../../domain/customers/customerOpportunities.ts';
import type { Country } from '../../domain/dealers/dealer.ts';
import { CountryFlag } from '../ui/CountryFlag.tsx';
import type { CardRole, VirtualColumn } from '../ui/VirtualColumn.ts';

/** Grid tracks by column, wide enough for their headers; name, opportunities and address share the room left. */
const LAYOUT: Record<CustomerSortColumn, { width: string; align?: 'end' }> = {
  deleted_at: { width: '88px' },
  number: { width: '88px' },
  name: { width: 'minmax(150px, 1.2fr)' },
  opportunities: { width: 'minmax(180px, 1.4fr)' },
  address: { width: 'minmax(170px, 1.6fr)' },
  postal_code: { width: '110px' },
  phone: { width: '108px' },
  distance: { width: '96px', align: 'end' },
};

/** On a phone's card: the name, where they live under it, how far away beside it. */
const CARD: Partial<Record<CustomerSortColumn, CardRole>> = { name: 'title', address: 'subtitle', distance: 'key' };

/** A column's cell: the domain's text, or a richer view of it (status badge, opportunity chips, flag and province). */
function cell(column: CustomerColumn, country: Country): (row: CustomerListRow) => ReactNode {
  const text = (row: CustomerListRow) => column.text(row, country);
  switch (column.key) {
    case 'deleted_at':
      return (row) => <span className={`badge is-${text(row).toLowerCase()}`}>{text(row)}</span>;
    case 'name':
      return (row) => (
        <span className="ellipsis" title={text(row)}>
          {text(row)}
        </span>
      );
    case 'opportunities':
      return (row) => (
        <span className="chips" title={text(row)}>
          {row.opportunities.map((chip) => (
            <span key={chip.type} className={`chip is-type-${chip.type}`}>
              {opportunityChipText(chip)}
            </span>
          ))}
        </span>
      );
    case 'address':
      return (row) => (
        <span className="address-cell">
          <CountryFlag country={row.country} />
          <span className="ellipsis" title={text(row)}>
            {customerStreet(row)}
            {row.province && <span className="muted"> {row.province}</span>}
          </span>
        </span>
      );
    default:
      return text;
  }
}

/** The customer list's columns (spec 000 §2) from the domain's, every one sortable; distances in the dealer's unit. */
export function customerColumns(country: Country): VirtualColumn<CustomerListRow>[] {
  return CUSTOMER_COLUMNS.map((column) => ({
    key: column.key,
    header: column.header,
    width: LAYOUT[column.key].width,
    align: LAYOUT[column.key].align,
    sortable: true,
    card: CARD[column.key],
    render: cell(column, country),
  }));
}
