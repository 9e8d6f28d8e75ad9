import type { Queryable } from '../db/database.ts';
import { dayInTimeZone } from '../../domain/time/zonedClock.ts';
import { loadDealerSettings } from '../opportunities/loadMiningInput.ts';

/** Today at the dealer (its configured time zone), the day the lists' date defaults and export names read. */
export async function dealerDay(db: Queryable, dealer: string): Promise<string> {
  return dayInTimeZone((await loadDealerSettings(db, dealer)).config.dealer_timezone);
}
