import type { DealerUser } from '../../domain/dealers/dealerUsers.ts';
import type { EventEnvelope } from '../../domain/events/envelope.ts';
import { ADMIN, ROLE, roleOf } from '../../domain/session/roles.ts';
import { hashPassword } from '../auth/passwords.ts';
import type { Database, Queryable } from '../db/database.ts';
import { insertDemoAccounts, type SeededAccounts } from './demoAccounts.ts';
import { demoCustomers } from './demoCustomers.ts';
import { DEMO_PASSWORD } from './demoLogins.ts';
import { createRandom, seedFor, type Random } from './random.ts';

/** Where server-originated events go: the event store's appendSystem (actor 0). */
export type SystemEventSink = { appendSystem(events: EventEnvelope[]): Promise<void> };

export type SeedOptions = {
  seed?: number;
  customersPerDealer?: number;
  /** The day the demo data is "as of" (customer dates count back from it); by default the current day (UTC). */
  today?: Date;
};

export type SeedSummary = { dealers: number; users: number; customers: number };

const SYSTEM_ACTOR = 0;

/** Whether the database already holds dealers: the demo data is only ever added to an empty one. */
export async function isSeeded(db: Queryable): Promise<boolean> {
  const [row] = await db.query<{ seeded: boolean }>('SELECT EXISTS (SELECT 1 FROM dealers) AS seeded');
  return row?.seeded === true;
}

function noonOf(day: Date): Date {
  return new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), 12));
}

function systemEvent(random: Random, type: string, dealer: string, time: string, payload: unknown): EventEnvelope {
  return { id: random.uuid(), type, dealer, actor: SYSTEM_ACTOR, time, payload };
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
        return systemEvent(random, 'dealer.user_set', dealer.token, time, payload);
      }),
  );
}

/**
 * Fills an empty database with the demo: three dealers (Cambridge ON, Calgary AB, Columbus OH), their staff and
 * the demo logins (demoLogins.ts), and each dealer's customers as if imported from its DMS. Accounts go into the
 * accounts tables; memberships and customers are appended as system events, so the projections and every
 * client see them the way they see any change. The same seed and day always give the same data and events.
 */
export async function seedDemo(db: Database, store: SystemEventSink, options: SeedOptions = {}): Promise<SeedSummary> {
  const seed = options.seed ?? 1;
  const perDealer = options.customersPerDealer ?? 400;
  const today = noonOf(options.today ?? new Date());
  const time = today.toISOString();
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const accounts = await db.transaction((tx) =>
    insertDemoAccounts(tx, createRandom(seedFor(seed, 'accounts')), passwordHash, today),
  );
  await store.appendSystem(membershipEvents(createRandom(seedFor(seed, 'memberships')), accounts, time));
  let customers = 0;
  for (const dealer of accounts.dealers) {
    const random = createRandom(seedFor(seed, `customers:${dealer.key}`));
    const salespeople = accounts.users
      .filter((user) => user.role === ROLE.salesperson && user.admin !== ADMIN.inactive && user.dealers.includes(dealer.key))
      .map((user) => user.id);
    const imported = demoCustomers(random, dealer, salespeople, perDealer, today);
    await store.appendSystem(imported.map((customer) => systemEvent(random, 'customer.imported', dealer.token, time, customer)));
    customers += imported.length;
  }
  return { dealers: accounts.dealers.length, users: accounts.users.length, customers };
}
