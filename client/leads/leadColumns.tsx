import { LEAD_COLUMNS, MISSING_VALUE, type LeadColumn } from '../../domain/leads/leadList.ts';
import type { LeadDocument } from '../../domain/leads/leadDocument.ts';
import type { CardRole, VirtualColumn } from '../ui/VirtualColumn.ts';

const WIDTHS: Record<LeadColumn['key'], string> = {
  type: '110px',
  category: '100px',
  name: 'minmax(150px, 1.2fr)',
  email: 'minmax(180px, 1.4fr)',
  phone: '120px',
  vehicle: 'minmax(180px, 1.4fr)',
  received_at: '160px',
};

/** On a phone's card: who, the vehicle they asked about, when the lead came. */
const CARD: Partial<Record<LeadColumn['key'], CardRole>> = { name: 'title', vehicle: 'subtitle', received_at: 'key' };

/** The lead bin's columns (spec 003): the domain's texts, "-" where the lead has no value; the received time at the dealer. */
export function leadColumns(timeZone: string): VirtualColumn<LeadDocument>[] {
  return LEAD_COLUMNS.map((column) => ({
    key: column.key,
    header: column.header,
    width: WIDTHS[column.key],
    card: CARD[column.key],
    render: (lead) => {
      const text = column.text(lead, timeZone) || MISSING_VALUE;
      return (
        <span className="ellipsis" title={text}>
          {text}
        </span>
      );
    },
  }));
}
