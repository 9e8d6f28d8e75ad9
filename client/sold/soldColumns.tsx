import { SOLD_PAGE_COLUMNS, type SoldSortColumn } from '../../domain/soldOpportunities/soldList.ts';
import type { SoldOpportunity } from '../../domain/soldOpportunities/soldOpportunity.ts';
import type { CardRole, VirtualColumn } from '../ui/VirtualColumn.ts';

const WIDTHS: Record<SoldSortColumn, string> = {
  name: 'minmax(150px, 1.2fr)',
  opportunity_type: '100px',
  purchased_vehicle: 'minmax(200px, 1.6fr)',
  traded_vehicle: 'minmax(170px, 1.3fr)',
  sale_date: '105px',
  sale_type: '95px',
  salesperson: 'minmax(130px, 1fr)',
};

/** On a phone's card (the sold tab's too): the customer, the vehicle bought, the day of the sale. */
export const SOLD_CARD: Partial<Record<SoldSortColumn, CardRole>> = { name: 'title', purchased_vehicle: 'subtitle', sale_date: 'key' };

/** The sold screen's columns (spec 003): the domain's texts; the purchased vehicle with its photo when it has one. */
export const soldColumns: VirtualColumn<SoldOpportunity>[] = SOLD_PAGE_COLUMNS.map((column) => ({
  key: column.key,
  header: column.header,
  width: WIDTHS[column.key],
  sortable: true,
  card: SOLD_CARD[column.key],
  render:
    column.key === 'purchased_vehicle'
      ? (row) => (
          <span className="sold-vehicle">
            {row.purchased_vehicle.photo && <img className="sold-vehicle-photo" src={row.purchased_vehicle.photo} alt="" loading="lazy" />}
            <span className="ellipsis" title={column.text(row)}>
              {column.text(row)}
            </span>
          </span>
        )
      : (row) => (
          <span className="ellipsis" title={column.text(row)}>
            {column.text(row)}
          </span>
        ),
}));
