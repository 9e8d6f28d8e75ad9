import { TZDate } from '@date-fns/tz';
import { lightFormat } from 'date-fns';

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * An instant (an ISO timestamp such as a document's updated_at) as the day and 24-hour time in a time zone:
 * "2024-01-10 07:00". A day alone is shown as is (it is no instant); text that is no date is returned unchanged.
 */
export function dateTimeText(value: string, timeZone: string): string {
  if (ISO_DAY.test(value)) return value;
  const time = Date.parse(value);
  if (Number.isNaN(time)) return value;
  return lightFormat(new TZDate(time, timeZone), 'yyyy-MM-dd HH:mm');
}
