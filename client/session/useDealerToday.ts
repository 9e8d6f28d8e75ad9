import { useSignals } from '@preact/signals-react/runtime';
import { dayInTimeZone } from '../../domain/time/zonedClock.ts';
import { dealerTimeZone } from './dealerTimeZone.ts';

/** Today's calendar day (YYYY-MM-DD) at the active dealer, in its configured time zone, never the browser's. */
export function useDealerToday(): string {
  useSignals();
  return dayInTimeZone(dealerTimeZone.value);
}
