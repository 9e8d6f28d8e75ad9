import type { Queryable } from '../db/database.ts';
import { dealerLogo } from './dealerLogo.ts';
import { DEMO_DEALERS, type DemoDealer } from './demoDealers.ts';
import { DEMO_ACCOUNTS, type DemoAccount } from './demoStaff.ts';
import type { Random } from './random.ts';

export type SeededDealer = DemoDealer & { id: number; token: string; logo: string };
export type SeededUser = DemoAccount & { id: number; token: string; phone: string; created_at: string };
export type SeededAccounts = { dealers: SeededDealer[]; users: SeededUser[] };

const DAY_MS = 24 * 60 * 60 * 1000;

async function insertDealer(tx: Queryable, random: Random, dealer: DemoDealer): Promise<SeededDealer> {
  const token = random.hex(32);
  const logo = dealerLogo(dealer.brand, dealer.colour);
  const [row] = await tx.query<{ id: number }>(
    `INSERT INTO dealers (key, token, name, brand, address, city, province, postal_code, country, phone, logo, latitude, longitude)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13) RETURNING id`,
    [dealer.key, token, dealer.name, dealer.brand, dealer.address, dealer.city, dealer.province, dealer.postal_code,
      dealer.country, dealer.phone, logo, dealer.latitude, dealer.longitude],
  );
  if (!row) throw new Error(`Dealer ${dealer.key} was not stored.`);
  return { ...dealer, id: row.id, token, logo };
}

async function insertUser(
  tx: Queryable,
  random: Random,
  account: DemoAccount,
  dealers: SeededDealer[],
  passwordHash: string,
  today: Date,
): Promise<SeededUser> {
  const own = account.dealers.map((key) => {
    const dealer = dealers.find((d) => d.key === key);
    if (!dealer) throw new Error(`Demo account ${account.email} names an unknown dealer ${key}.`);
    return dealer;
  });
  const token = random.hex(24);
  const home = own[0];
  const phone = home ? `${random.pick(home.areaCodes)}555${String(random.int(100, 199)).padStart(4, '0')}` : '';
  const created_at = new Date(today.getTime() - random.int(60, 3 * 365) * DAY_MS).toISOString();
  const [row] = await tx.query<{ id: number }>(
    `INSERT INTO users (token, email, first_name, last_name, phone, password_hash, role_id, admin, current_dealer_id,
                        release_number, release_content, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) RETURNING id`,
    [token, account.email, account.first_name, account.last_name, phone, passwordHash, account.role, account.admin,
      home?.id ?? null, account.release?.number ?? null, account.release?.content ?? '', created_at],
  );
  if (!row) throw new Error(`User ${account.email} was not stored.`);
  for (const dealer of own) {
    await tx.query('INSERT INTO user_dealers (user_id, dealer_id) VALUES ($1, $2)', [row.id, dealer.id]);
  }
  return { ...account, id: row.id, token, phone, created_at };
}

/** Stores the demo dealers, their staff (all with the one demo password hash) and who belongs where. */
export async function insertDemoAccounts(tx: Queryable, random: Random, passwordHash: string, today: Date): Promise<SeededAccounts> {
  const dealers: SeededDealer[] = [];
  for (const dealer of DEMO_DEALERS) dealers.push(await insertDealer(tx, random, dealer));
  const users: SeededUser[] = [];
  for (const account of DEMO_ACCOUNTS) users.push(await insertUser(tx, random, account, dealers, passwordHash, today));
  return { dealers, users };
}
