import type { Country } from '../../domain/dealers/dealer.ts';
import type { OwnedVehicle } from '../../domain/dms/ownedVehicle.ts';
import { demoContract } from './demoContract.ts';
import { DAY_MS, isoDay } from './demoDays.ts';
import { modelsOf, otherMakesThan, priceInYear } from './demoModels.ts';
import { demoVin } from './demoVin.ts';
import type { Random } from './random.ts';

/** An owned vehicle and what the dealer did with it: sold it (and took a trade-in for it), services it. */
export type VehicleStory = {
  vehicle: OwnedVehicle;
  /** The time in service, ms. */
  inService: number;
  /** The sale here, ms; null when bought elsewhere. */
  soldAt: number | null;
  /** Kilometres driven a day. */
  kmPerDay: number;
  servicedHere: boolean;
  /** The customer's earlier vehicle taken in trade on this sale: kept in the DMS, no contract. */
  trade: OwnedVehicle | null;
};

export type Garage = { brand: string; country: Country; today: Date };

const OLDEST_YEAR = 2015;

function yearOf(random: Random, currentYear: number): number {
  return Math.max(OLDEST_YEAR, currentYear - Math.floor(random.next() ** 1.3 * (currentYear - OLDEST_YEAR + 1)));
}

type Identity = Pick<OwnedVehicle, 'make' | 'model' | 'trim' | 'vin' | 'year'>;

function vehicleOf(random: Random, make: string, year: number): { identity: Identity; price: number } {
  const model = random.pick(modelsOf(make));
  const trim = random.pick(model.trims);
  return { identity: { make, model: model.model, trim: trim.trim, vin: demoVin(random, make, year), year }, price: trim.price };
}

function tradeIn(random: Random, garage: Garage, id: string, customerId: string, soldAt: number): OwnedVehicle {
  const year = new Date(soldAt).getUTCFullYear() - random.int(3, 9);
  const make = random.chance(0.6) ? garage.brand : random.pick(otherMakesThan(garage.brand));
  const { identity } = vehicleOf(random, make, year);
  const ageDays = (soldAt - Date.UTC(year - 1, 9, 1)) / DAY_MS;
  return { id, customer_id: customerId, ...identity, mileage: Math.round(ageDays * random.int(40, 65)), inservice_at: null, photo: '', contract: null };
}

/**
 * One vehicle of a customer: mostly the dealer's brand (sold here, new or used, on a finance, lease or cash
 * contract, and serviced here), sometimes another make bought elsewhere and serviced here (conquest). Model years
 * 2015 to this one, more of the recent ones; mileage from the in-service date at 14,000 to 26,000 km a year
 * (none on file for a few). `recent` makes it a sale of this month.
 */
export function demoOwnedVehicle(random: Random, garage: Garage, id: string, customerId: string, recent: boolean): VehicleStory {
  const now = garage.today.getTime();
  const currentYear = garage.today.getUTCFullYear();
  const ourBrand = recent || random.chance(0.8);
  const year = recent ? currentYear : yearOf(random, currentYear);
  const chosen = vehicleOf(random, ourBrand ? garage.brand : random.pick(otherMakesThan(garage.brand)), year);
  const monthStart = Date.UTC(currentYear, garage.today.getUTCMonth(), 1, 12);
  const earliest = Date.UTC(year - 1, 8, 1, 12);
  const inService = recent
    ? monthStart + random.int(0, Math.max(0, Math.floor((now - monthStart) / DAY_MS))) * DAY_MS
    : Math.min(earliest + random.int(0, 480) * DAY_MS, now - random.int(1, 60) * DAY_MS);
  const boughtHere = recent || random.chance(ourBrand ? 0.88 : 0.2);
  const boughtNew = recent || (ourBrand && random.chance(0.85));
  const usedSale = inService + random.int(300, 1200) * DAY_MS;
  const soldAt = !boughtHere ? null : boughtNew || usedSale >= now ? inService : usedSale;
  const kmPerDay = random.int(38, 72);
  const mileage = random.chance(0.06) ? null : Math.round(((now - inService) / DAY_MS) * kmPerDay);
  const saleYears = soldAt === null ? 0 : Math.max(0, new Date(soldAt).getUTCFullYear() - year);
  const price = priceInYear(chosen.price, year, currentYear) * (soldAt === inService ? 1 : 0.85 ** Math.max(1, saleYears));
  const contract =
    soldAt === null
      ? null
      : demoContract(random, { price: Math.round(price), make: chosen.identity.make, soldAt: isoDay(soldAt), country: garage.country, isNew: soldAt === inService, leaseable: soldAt === inService && now - soldAt < 4 * 365 * DAY_MS });
  const trade = soldAt !== null && random.chance(0.4) ? tradeIn(random, garage, `${id}T`, customerId, soldAt) : null;
  const identity = chosen.identity;
  return {
    vehicle: { id, customer_id: customerId, ...identity, mileage, inservice_at: isoDay(inService), photo: '', contract },
    inService,
    soldAt,
    kmPerDay,
    servicedHere: random.chance(ourBrand ? 0.85 : 0.7),
    trade,
  };
}
