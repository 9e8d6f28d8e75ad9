import type { Database } from '../db/database.ts';
import type { EventStore } from '../events/eventStore.ts';
import { dayInTimeZone } from '../../domain/time/zonedClock.ts';
import { loadDealerSettings } from './loadMiningInput.ts';
import { mineDealer, type MiningRun } from './mineDealer.ts';

export type DailyMiningOptions = {
  /** The first check after start (ms): the day may have turned while the server was down. */
  firstCheckMs?: number;
  /** Checks after that (ms): a dealer is mined at the first check of each of its own days. */
  checkEveryMs?: number;
  now?: () => Date;
  /** Told of each dealer's run (the server logs nothing by default). */
  onMined?: (dealerToken: string, run: MiningRun) => void;
};

export type DailyMining = {
  /** Runs one check now: mines every dealer whose day turned since its last run here. */
  check(): Promise<void>;
  /** Stops the timer and waits for a run under way. */
  stop(): Promise<void>;
};

const MINUTE = 60_000;

/**
 * Mines every dealer again once a day, in the dealer's own time zone, because dates move the rows (days_out,
 * payments left, months since service, badges). A timer checks each dealer every hour and runs mineDealer over
 * all its customers when the dealer's day differs from the day of its last full run (dealers.mined_day, kept in the
 * database: a restart on the same day mines nobody again, where it used to mine every dealer a minute after start
 * and slow every request meanwhile); only real changes are appended.
 */
export function startDailyMining(db: Database, store: EventStore, options: DailyMiningOptions = {}): DailyMining {
  const now = options.now ?? (() => new Date());
  let running: Promise<void> = Promise.resolve();
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;

  const checkDealers = async () => {
    const dealers = await db.query<{ token: string; mined_day: string | null }>('SELECT token, mined_day FROM dealers ORDER BY id');
    for (const { token, mined_day } of dealers) {
      if (stopped) return;
      const today = dayInTimeZone((await loadDealerSettings(db, token)).config.dealer_timezone, now());
      if (mined_day === today) continue;
      options.onMined?.(token, await mineDealer(db, store, token, { today }));
    }
  };
  const check = () => {
    running = running.then(checkDealers).catch((error: unknown) => console.error('Daily opportunity mining failed:', error));
    return running;
  };
  const schedule = (ms: number) => {
    if (stopped) return;
    timer = setTimeout(() => {
      void check().then(() => schedule(options.checkEveryMs ?? 60 * MINUTE));
    }, ms);
    timer.unref();
  };
  schedule(options.firstCheckMs ?? MINUTE);

  return {
    check,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
