import type { ReactNode } from 'react';
import type { Country } from '../../domain/dealers/dealer.ts';
import { customerStreet } from '../../domain/customers/customerColumns.ts';
import type { Opportunity } from '../../domain/opportunities/opportunity.ts';
import { OPPORTUNITY_TYPE_LABELS } from '../../domain/opportunityList/opportunityListType.ts';
import { SEARCH_OPPORTUNITY_COLUMNS, SEARCH_PERSON_COLUMNS, SEARCH_VEHICLE_COLUMNS, type SearchPersonColumn } from '../../domain/search/searchColumns.ts';
import { isSearchOpportunity, isSearchPerson, isSearchVehicle, type SearchPerson, type SearchRow } from '../../domain/search/searchRows.ts';
import type { SearchTab } from '../../domain/search/searchTabs.ts';
import { CountryFlag } from '../ui/CountryFlag.tsx';
import type { CardRole, VirtualColumn } from '../ui/VirtualColumn.ts';
import { inventoryTableColumns } from '../inventory/inventoryTableColumns.tsx';
import { opportunityTableColumns } from '../opportunities/opportunityTableColumns.tsx';

type Context = { country: Country; today: string };

/** A tab's columns over any search row: each renders the rows of its tab (a row of another tab renders nothing). */
function forRows<R extends SearchRow>(columns: VirtualColumn<R>[], is: (row: SearchRow) => row is R): VirtualColumn<SearchRow>[] {
  return columns.map((column) => ({ ...column, sortable: false, render: (row: SearchRow) => (is(row) ? column.render(row) : null) }));
}

/**
 * Grid tracks of the customer and prospect columns, wide enough for their headers; name and address share the rest.
 * On a phone's card, as on the customer list's: the name, the address under it, the distance beside them.
 */
const PERSON_LAYOUT: Record<string, { width: string; align?: 'end'; card?: CardRole }> = {
  type: { width: '96px' },
  number: { width: '88px' },
  name: { width: 'minmax(160px, 1.2fr)', card: 'title' },
  address: { width: 'minmax(200px, 1.8fr)', card: 'subtitle' },
  postal_code: { width: '92px' },
  phone: { width: '108px' },
  distance: { width: '96px', align: 'end', card: 'key' },
};

/** A customer or prospect cell: the domain's text, the address with the flag and the province in capitals. */
function personCell(column: SearchPersonColumn, country: Country): (row: SearchPerson) => ReactNode {
  const text = (row: SearchPerson) => column.text(row, country);
  if (column.key === 'address') {
    return (row) => (
      <span className="address-cell">
        <CountryFlag country={row.country} />
        <span className="ellipsis" title={text(row)}>
          {customerStreet(row)}
          {row.province && <span className="muted"> {row.province.toUpperCase()}</span>}
        </span>
      </span>
    );
  }
  if (column.key === 'name') {
    return (row) => (
      <span className="ellipsis" title={text(row)}>
        {text(row)}
      </span>
    );
  }
  return text;
}

/** The opportunity NAME with its type as a chip, the type's colour as in the customer list's chips. */
function opportunityName(row: Opportunity): ReactNode {
  return (
    <span className="search-name">
      <span className="ellipsis" title={row.name}>
        {row.name}
      </span>{' '}
      <span className={`chip is-type-${row.type}`}>{OPPORTUNITY_TYPE_LABELS[row.type]}</span>
    </span>
  );
}

/** Where the Opportunity tab differs from the equity list: NAME holds the type's chip, LEFT and TOTAL have short headers. */
const OPPORTUNITY_LAYOUT: Record<string, Partial<VirtualColumn<Opportunity>>> = {
  name: { width: '236px', render: opportunityName },
  payments_left: { width: '72px' },
  payments_total: { width: '80px' },
};

/** The columns of a search tab (spec 000 §2), from the domain's columns and the lists' own cells; none sorts. */
export function searchTableColumns(tab: SearchTab, context: Context): VirtualColumn<SearchRow>[] {
  switch (tab) {
    case 'opportunity': {
      const columns = opportunityTableColumns([...SEARCH_OPPORTUNITY_COLUMNS], { ...context, userName: () => null });
      return forRows(
        columns.map((column) => ({ ...column, ...OPPORTUNITY_LAYOUT[column.key] })),
        isSearchOpportunity,
      );
    }
    case 'vehicle': {
      const shown = new Set(SEARCH_VEHICLE_COLUMNS.map((column) => column.key));
      return forRows(
        inventoryTableColumns(context).filter((column) => shown.has(column.key)),
        isSearchVehicle,
      );
    }
    default:
      return forRows(
        SEARCH_PERSON_COLUMNS.map((column) => ({
          key: column.key,
          header: column.header,
          width: PERSON_LAYOUT[column.key]?.width ?? '110px',
          align: PERSON_LAYOUT[column.key]?.align,
          card: PERSON_LAYOUT[column.key]?.card,
          render: personCell(column, context.country),
        })),
        isSearchPerson,
      );
  }
}
