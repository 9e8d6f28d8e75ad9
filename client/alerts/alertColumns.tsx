import { ALERT_COLUMNS, MISSING_VALUE, type AlertColumn, type AlertRow } from '../../domain/alerts/alertList.ts';
import type { CardRole, VirtualColumn } from '../ui/VirtualColumn.ts';

const WIDTHS: Record<AlertColumn['key'], string> = {
  type: '120px',
  message: 'minmax(260px, 3fr)',
  user: 'minmax(140px, 1fr)',
  date: '150px',
  viewed: '150px',
};

/** On a phone's card: the message, its type under it, when it came beside it. */
const CARD: Partial<Record<AlertColumn['key'], CardRole>> = { message: 'title', type: 'subtitle', date: 'key' };

/** The Alert History's columns (spec 000 "Alerts"): the domain's texts, "-" for an unread alert's Viewed; an unread alert's message in bold. */
export function alertColumns(timeZone: string): VirtualColumn<AlertRow>[] {
  return ALERT_COLUMNS.map((column) => ({
    key: column.key,
    header: column.header,
    width: WIDTHS[column.key],
    card: CARD[column.key],
    render: (alert) => {
      const text = column.text(alert, timeZone) || MISSING_VALUE;
      const unread = column.key === 'message' && !alert.read;
      return (
        <span className={unread ? 'ellipsis alert-unread' : 'ellipsis'} title={text}>
          {text}
        </span>
      );
    },
  }));
}
