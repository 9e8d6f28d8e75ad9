import type { DealerUser } from '../../domain/dealers/dealerUsers.ts';
import type { EventEnvelope } from '../../domain/events/envelope.ts';
import { ADMIN, ROLE, roleOf } from '../../domain/session/roles.ts';
import { hashPassword } from '../auth/passwords.ts';
import type { Database, Queryable } from '../db/database.ts';
import type { EventStore } from '../events/eventStore.ts';
import { mineDealer } from '../opportunities/mineDealer.ts';
import { insertDemoAccounts, type SeededAccounts, type SeededDealer } from './demoAccounts.ts';
import { demoBuild } from './demoBuild.ts';
import { CUSTOMER_CHUNK, DEMO_RUN, demoCustomerRecords } from './demoCustomerRecords.ts';
import { isoDay } from './demoDays.ts';
import { importCustomerRecords, importDemo, noCounts, type ImportedCounts, type SeedProgress } from './demoImport.ts';
import { demoInventory } from './demoInventory.ts';
import { demoLeadIntakeKeys } from './demoLeadIntakeKeys.ts';
import { DEMO_PASSWORD } from './demoLogins.ts';
import { demoSettings } from './demoSettings.ts';
import { createRandom, seedFor, type Random } from './random.ts';

export type SeedOptions = {
  seed?: number;
  customersPerDealer?: number;
  /** Stock vehicles per dealer. */
  inventoryPerDealer?: number;
  /** The day the demo data is "as of" (dates count back and forward from it); by default the current day (UTC). */
  today?: Date;
  /** Told after each step (what was imported or mined, for which dealer, how long it took). */
  progress?: SeedProgress;
};

export type SeedSummary = { dealers: number; users: number; customers: number; imported: ImportedCounts; opportunities: number };

const SYSTEM_ACTOR = 0;

/** Whether the database already holds dealers: the demo data is only ever added to an empty one. */
export async function isSeeded(db: Queryable): Promise<boolean> {
  const [row] = await db.query<{ seeded: boolean }>('SELECT EXISTS (SELECT 1 FROM dealers) AS seeded');
  return row?.seeded === true;
}

/** Noon (UTC) of a day: the demo's clock, far from either midnight. */
export function noonOf(day: Date): Date {
  return new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), 12));
}

function membershipEvents(random: Random, accounts: SeededAccounts, time: string): EventEnvelope[] {
  return accounts.dealers.flatMap((dealer) =>
    accounts.users
      .filter((user) => user.dealers.includes(dealer.key))
      .map((user) => {
        const payload: DealerUser = {
          user_id: user.id,
          token: user.token,
          first_name: user.first_name,
          last_name: user.last_name,
          email: user.email,
          phone: user.phone,
          role: roleOf(user.role),
          admin: user.admin,
          created_at: user.created_at,
        };
        return { id: random.uuid(), type: 'dealer.user_set', dealer: dealer.token, actor: SYSTEM_ACTOR, time, payload };
      }),
  );
}

/** The active salespeople of a dealer: whom its customers and sales are assigned to. */
function salespeopleOf(accounts: SeededAccounts, dealer: SeededDealer): number[] {
  return accounts.users
    .filter((user) => user.role === ROLE.salesperson && user.admin !== ADMIN.inactive && user.dealers.includes(dealer.key))
    .map((user) => user.id);
}

/**
 * Fills an empty database with the demo: three dealers (Cambridge ON, Calgary AB, Columbus OH), their staff and
 * the demo logins (demoLogins.ts), and each dealer's DMS data imported as a DMS export is (importRecords): its
 * settings, build catalogue and stock first, then its customers in chunks with their vehicles, contracts, repair
 * orders, sales and appointments. Each dealer is mined once at the end. Memberships are appended as system
 * events. Each dealer gets its lead intake key (demoLeadIntakeKeys). The same seed and day always give the same records.
 */
export async function seedDemo(db: Database, store: EventStore, options: SeedOptions = {}): Promise<SeedSummary> {
  const seed = options.seed ?? 1;
  const perDealer = options.customersPerDealer ?? 400;
  const today = noonOf(options.today ?? new Date());
  const progress = options.progress;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const accounts = await db.transaction((tx) => insertDemoAccounts(tx, createRandom(seedFor(seed, 'accounts')), passwordHash, today));
  await store.appendSystem(membershipEvents(createRandom(seedFor(seed, 'memberships')), accounts, today.toISOString()));
  const imported = noCounts();
  let opportunities = 0;
  for (const dealer of accounts.dealers) {
    const stream = (part: string) => createRandom(seedFor(seed, `${part}:${dealer.key}`));
    await importDemo(store, dealer, 'settings', [demoSettings(stream('settings'), dealer)], imported, progress);
    await importDemo(store, dealer, 'build', demoBuild(stream('build'), dealer, today), imported, progress);
    await importDemo(store, dealer, 'inventory', demoInventory(stream('inventory'), dealer, today, options.inventoryPerDealer ?? 120), imported, progress);
    const salespeople = salespeopleOf(accounts, dealer);
    for (let chunk = 0; chunk * CUSTOMER_CHUNK < perDealer; chunk++) {
      const count = Math.min(CUSTOMER_CHUNK, perDealer - chunk * CUSTOMER_CHUNK);
      const records = demoCustomerRecords({ seed, dealer, salespeople, today, run: DEMO_RUN, chunk, count });
      await importCustomerRecords(store, dealer, records, imported, progress);
    }
    opportunities += await mineDemoDealer(db, store, dealer, today, progress);
  }
  await demoLeadIntakeKeys(db);
  return { dealers: accounts.dealers.length, users: accounts.users.length, customers: imported.customer, imported, opportunities };
}

/** Mines a dealer's opportunities as of the demo's day; the opportunities it set. */
export async function mineDemoDealer(db: Database, store: EventStore, dealer: { key: string; token: string }, today: Date, progress?: SeedProgress): Promise<number> {
  const run = await mineDealer(db, store, dealer.token, { today: isoDay(today.getTime()) });
  progress?.({ dealer: dealer.key, step: 'mining', count: run.set, ms: run.ms });
  return run.set;
}
