import type { InventoryVehicle } from '../../../domain/dms/inventoryVehicle.ts';
import type { Queryable } from '../../../sync-server/db/database.ts';
import { countText, moneyText } from './dashboardExpectations.ts';

/**
 * What the inventory list and the vehicle page should show (spec 001 §2.6, §2.7), computed from the server's
 * projection tables with plain SQL and formats written out here, independently of domain/inventory.
 */

export type ListType = 'all' | 'new' | 'used' | 'demo';
/** The list's filter as its selects and slider set it (bounds included); `except` leaves one vehicle out. */
export type ListFilter = { year?: number; make?: string; model?: string; age_min?: number; age_max?: number; except?: string };
export type ListSort = { by: keyof typeof SORT_KEYS; order: 'asc' | 'desc' };
/** A vehicle in stock with its age in days at the dealer. */
export type ListedVehicle = InventoryVehicle & { age: number };

/** The list's headers, as the screen and the CSV write them. */
export const INVENTORY_HEADERS = ['TYPE', 'STOCK', 'VIN', 'YEAR', 'MAKE', 'MODEL', 'TRIM', 'ENGINE', 'PRICE', 'MILEAGE', 'AGE (DAYS)'];
/** The tabs and the type column: the route types in capitals, as the opportunity tabs are. */
export const TYPE_LABELS: Record<ListType, string> = { all: 'ALL', new: 'NEW', used: 'USED', demo: 'DEMO' };

/**
 * How a column orders (the list's documented rule): prices by value, the stock day by date, texts case-blind (the
 * demo's stock numbers are a letter and digits, so byte order is also the order of digits as numbers). Ties go by id
 * in the sort's direction.
 */
const SORT_KEYS = {
  stocked_at: "left(doc->>'stocked_at', 10)::date",
  price: "(doc->>'price')::numeric",
  stock: `lower(doc->>'stock') COLLATE "C"`,
};

/**
 * A vehicle's cells (spec 001 §2.6): the price in dollars and cents, the mileage in KM (the dealer is in Canada, spec
 * 000 §1), numbers with thousands separators (spec 001 §9).
 */
function rowCells(vehicle: ListedVehicle): string[] {
  const { stock_type, stock, vin, year, make, model, trim, engine, price, kilometres, age } = vehicle;
  return [TYPE_LABELS[stock_type], stock, vin, String(year), make, model, trim, engine, moneyText(price), `${countText(kilometres)} KM`, countText(age)];
}

/** A vehicle's title on its page: model year, make, model and trim, blanks left out ("2026 Toyota Sienna LE"). */
export const vehicleTitle = (vehicle: InventoryVehicle): string =>
  [vehicle.year, vehicle.make, vehicle.model, vehicle.trim].filter((part) => part !== '').join(' ');

const same = (column: string, param: string) => `lower(trim(${column})) = lower(trim(${param}))`;

export type InventoryExpectations = Awaited<ReturnType<typeof inventoryExpectations>>;

/** The expectations of one dealer's stock, ages counted to the dealer's day in its configured time zone. */
export async function inventoryExpectations(db: Queryable, dealer: string) {
  const [dealerDay] = await db.query<{ today: string; country: string }>(
    `SELECT to_char((now() AT TIME ZONE (s.doc->'config'->>'dealer_timezone'))::date, 'YYYY-MM-DD') AS today, d.country
     FROM refs s JOIN dealers d ON d.token = s.dealer WHERE s.dealer = $1 AND s.doc->>'kind' = 'settings' AND NOT s.deleted`,
    [dealer],
  );
  if (dealerDay?.country !== 'canada') throw new Error('The inventory expectations are written for a Canadian dealer with settings.');
  const { today } = dealerDay;
  const inStock = `SELECT id, doc, GREATEST(0, $2::date - left(doc->>'stocked_at', 10)::date) AS age
    FROM inventory WHERE dealer = $1 AND NOT deleted AND doc->>'deleted_at' IS NULL`;

  /** The vehicles a view lists, in its order. */
  async function listed(type: ListType, filter: ListFilter = {}, sort: ListSort = { by: 'stocked_at', order: 'desc' }): Promise<ListedVehicle[]> {
    const direction = sort.order === 'asc' ? 'ASC' : 'DESC';
    const rows = await db.query<{ doc: InventoryVehicle; age: number }>(
      `SELECT doc, age FROM (${inStock}) v
       WHERE ($3 = 'all' OR doc->>'stock_type' = $3) AND ($4::int IS NULL OR (doc->>'year')::int = $4)
         AND ($5::text IS NULL OR ${same("doc->>'make'", '$5')}) AND ($6::text IS NULL OR ${same("doc->>'model'", '$6')})
         AND ($7::int IS NULL OR age >= $7) AND ($8::int IS NULL OR age <= $8) AND ($9::text IS NULL OR id <> $9)
       ORDER BY ${SORT_KEYS[sort.by]} ${direction} NULLS LAST, id COLLATE "C" ${direction}`,
      [dealer, today, type, filter.year ?? null, filter.make ?? null, filter.model ?? null, filter.age_min ?? null, filter.age_max ?? null, filter.except ?? null],
    );
    return rows.map((row) => ({ ...row.doc, age: row.age }));
  }

  return {
    today,
    listed,
    /** The rows a view shows on screen, each as its cells' texts (what the CSV writes too). */
    rows: async (type: ListType, filter?: ListFilter, sort?: ListSort) => (await listed(type, filter, sort)).map(rowCells),

    /** The tabs' texts: each type's label and its count of vehicles in stock. */
    async tabs(): Promise<string[]> {
      const [counts] = await db.query<Record<ListType, number>>(
        `SELECT count(*)::int AS "all", count(*) FILTER (WHERE doc->>'stock_type' = 'new')::int AS new,
           count(*) FILTER (WHERE doc->>'stock_type' = 'used')::int AS used, count(*) FILTER (WHERE doc->>'stock_type' = 'demo')::int AS demo
         FROM (${inStock}) v`,
        [dealer, today],
      );
      if (!counts) throw new Error('No counts.');
      return (['all', 'new', 'used', 'demo'] as const).map((type) => `${TYPE_LABELS[type]}${counts[type]}`);
    },

    /** The lowest and highest age in days of a type's vehicles: the age slider's range. */
    async ageRange(type: ListType): Promise<[number, number]> {
      const [range] = await db.query<{ low: number; high: number }>(
        `SELECT min(age) AS low, max(age) AS high FROM (${inStock}) v WHERE $3 = 'all' OR doc->>'stock_type' = $3`,
        [dealer, today, type],
      );
      return [range?.low ?? 0, range?.high ?? 0];
    },

    /** A model year and make some, not all, vehicles in stock have. */
    async narrowingYearAndMake(): Promise<{ year: number; make: string }> {
      const [found] = await db.query<{ year: number; make: string }>(
        `SELECT (doc->>'year')::int AS year, min(doc->>'make') AS make FROM (${inStock}) v
         GROUP BY 1, lower(trim(doc->>'make')) HAVING count(*) < (SELECT count(*) FROM (${inStock}) w) ORDER BY 1 DESC, 2 LIMIT 1`,
        [dealer, today],
      );
      if (!found) throw new Error('No year and make narrows the stock.');
      return found;
    },

    /**
     * Each vehicle in stock with its count of in-stock matches (other vehicles in stock of the same make and model)
     * and of incentives: those of the build catalogue vehicle of its model year, make, model and trim, none when used.
     */
    facts: () =>
      db.query<{ vehicle: InventoryVehicle; matches: number; incentives: number }>(
        `SELECT v.doc AS vehicle,
           (SELECT count(*)::int FROM (${inStock}) o WHERE o.id <> v.id AND ${same("o.doc->>'make'", "v.doc->>'make'")}
              AND ${same("o.doc->>'model'", "v.doc->>'model'")}) AS matches,
           CASE WHEN v.doc->>'stock_type' = 'used' THEN 0 ELSE coalesce((
             SELECT jsonb_array_length(b.doc->'incentives') FROM refs b
             WHERE b.dealer = $1 AND NOT b.deleted AND b.doc->>'kind' = 'build' AND (b.doc->>'year')::int = (v.doc->>'year')::int
               AND ${same("b.doc->>'make'", "v.doc->>'make'")} AND ${same("b.doc->>'model'", "v.doc->>'model'")}
               AND ${same("b.doc->>'trim'", "v.doc->>'trim'")}
             ORDER BY b.id LIMIT 1), 0) END AS incentives
         FROM (${inStock}) v ORDER BY v.id COLLATE "C"`,
        [dealer, today],
      ),

    /** A vehicle that left stock (the DMS gave the day it was sold or removed). */
    async soldVehicle(): Promise<InventoryVehicle> {
      const [sold] = await db.query<{ doc: InventoryVehicle }>(
        "SELECT doc FROM inventory WHERE dealer = $1 AND NOT deleted AND doc->>'deleted_at' IS NOT NULL ORDER BY id LIMIT 1",
        [dealer],
      );
      if (!sold) throw new Error('No sold vehicle in the stock.');
      return sold.doc;
    },

    /**
     * The first vehicle in stock (by id) that could replace open sales opportunities, and those opportunities,
     * highest equity first, ties by id. An opportunity fits when its owned vehicle is of the same make and an older
     * model year, and the vehicle's lowest monthly payment at the dealer's finance rates is at most 10% above the
     * customer's monthly payment ($500 when none is paid): the match rule as domain/opportunities documents it
     * (replacementMatches, opportunityRules), written out again here.
     */
    async replacement(): Promise<{ vehicle: InventoryVehicle; opportunities: { id: string; name: string }[] }> {
      const [settings] = await db.query<{ doc: DeskSettings }>("SELECT doc FROM refs WHERE dealer = $1 AND doc->>'kind' = 'settings' AND NOT deleted", [dealer]);
      if (!settings || settings.doc.config.desk_trade_equity_finance !== 0) throw new Error('Written for a dealer whose finance options leave the trade out.');
      const pairs = await db.query<{ vehicle: InventoryVehicle; id: string; name: string; monthly: number }>(
        `SELECT v.doc AS vehicle, o.id, o.doc->>'name' AS name,
           CASE WHEN (o.doc->>'payments_left')::int > 0 AND o.doc->>'frequency' IS NOT NULL
             THEN round((o.doc->>'payments')::numeric * (CASE o.doc->>'frequency' WHEN 'b' THEN 26 WHEN 'w' THEN 52 ELSE 12 END) / 12, 2)
             ELSE 0 END::float8 AS monthly
         FROM (${inStock}) v JOIN opportunities o ON o.dealer = $1 AND NOT o.deleted AND o.doc->>'type' <> 'service'
           AND (o.doc->>'year')::int < (v.doc->>'year')::int AND ${same("o.doc->>'make'", "v.doc->>'make'")}
         ORDER BY v.id COLLATE "C", (o.doc->>'equity')::numeric DESC, o.id COLLATE "C"`,
        [dealer, today],
      );
      const fits = pairs.filter((pair) => lowestMonthly(pair.vehicle.price, settings.doc) <= cents((pair.monthly > 0 ? pair.monthly : 500) * 1.1));
      const vehicle = fits[0]?.vehicle;
      if (!vehicle) throw new Error('No vehicle in stock replaces an open opportunity.');
      return { vehicle, opportunities: fits.filter((pair) => pair.vehicle.id === vehicle.id).map(({ id, name }) => ({ id, name })) };
    },
  };
}

type DeskSettings = {
  fees: { type: 'fixed' | 'variable'; value: number; rebate: number; tax: number }[];
  taxes: { type: 'fixed' | 'variable'; value: number }[];
  rates: { type: 'finance' | 'lease'; term: number; rate: number }[];
  config: { desk_trade_equity_finance: number };
};

const cents = (amount: number) => Math.round(amount * 100) / 100;

/**
 * The lowest monthly payment of a vehicle financed at each of the dealer's finance rates (spec 001 §2.4: the
 * monthly rate is rate/1200 over term months, amortised; financed = price × the tax + fees): the dealer's percent
 * taxes apply to the price and pre-tax fees, its fixed taxes and post-tax fees are added (spec 002 §3), a rebate
 * counts negative.
 */
function lowestMonthly(price: number, settings: DeskSettings): number {
  const feeAmount = (fee: DeskSettings['fees'][number]) => (fee.type === 'variable' ? (price * fee.value) / 100 : fee.value) * (fee.rebate === 1 ? -1 : 1);
  const fee = (tax: number) => settings.fees.filter((entry) => entry.tax === tax).reduce((sum, entry) => sum + feeAmount(entry), 0);
  const percent = settings.taxes.filter((tax) => tax.type === 'variable').reduce((sum, tax) => sum + tax.value, 0);
  const fixed = settings.taxes.filter((tax) => tax.type === 'fixed').reduce((sum, tax) => sum + tax.value, 0);
  const taxable = cents(price + fee(0));
  const financed = cents(taxable + cents((taxable * percent) / 100) + fixed + fee(1));
  const monthlies = settings.rates
    .filter((rate) => rate.type === 'finance')
    .map(({ term, rate }) => cents(rate === 0 ? financed / term : (financed * (rate / 1200)) / (1 - (1 + rate / 1200) ** -term)));
  return Math.min(...monthlies);
}
