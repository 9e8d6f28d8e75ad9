import type { Contact, Customer } from '../../domain/customers/customer.ts';
import { haversineKm } from '../../domain/format/distance.ts';
import type { DemoDealer, Town } from './demoDealers.ts';
import {
  BUSINESS_PLACES,
  BUSINESS_TRADES,
  CANADA_BUSINESS_SUFFIXES,
  FIRST_NAMES,
  LAST_NAMES,
  STREET_NAMES,
  STREET_TYPES,
  US_BUSINESS_SUFFIXES,
} from './demoNames.ts';
import type { Random } from './random.ts';

/** A customer as the dealer's DMS hands it over: the customer.imported payload. */
export type ImportedCustomer = Omit<Customer, 'dealer'>;

const DAY_MS = 24 * 60 * 60 * 1000;
const POSTAL_LETTERS = 'ABCEGHJKLMNPRSTVWXYZ';
const round = (value: number, places: number) => Math.round(value * 10 ** places) / 10 ** places;
const slug = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[^A-Za-z0-9 ]/g, '')
    .trim()
    .toLowerCase()
    .replace(/\s+/g, '');

/** A 555 number in the dealer's area codes: ten digits that look real and reach no one. */
function phone(random: Random, dealer: DemoDealer): string {
  return `${random.pick(dealer.areaCodes)}555${String(random.int(0, 9999)).padStart(4, '0')}`;
}

function postalCode(random: Random, dealer: DemoDealer, town: Town): string {
  const prefix = random.pick(town.postal);
  if (dealer.country === 'us') return prefix;
  return `${prefix} ${random.int(0, 9)}${random.pick([...POSTAL_LETTERS])}${random.int(0, 9)}`;
}

function status(random: Random): Customer['status'] {
  const roll = random.next();
  if (roll < 0.85) return 0;
  if (roll < 0.91) return 1;
  if (roll < 0.96) return 2;
  return 3;
}

type Names = Pick<Customer, 'type' | 'first_name' | 'last_name' | 'full_name'> & { email: string };

function names(random: Random, dealer: DemoDealer): Names {
  if (random.chance(0.15)) {
    const suffixes = dealer.country === 'us' ? US_BUSINESS_SUFFIXES : CANADA_BUSINESS_SUFFIXES;
    const base = `${random.pick(BUSINESS_PLACES)} ${random.pick(BUSINESS_TRADES)}`;
    const full_name = `${base} ${random.pick(suffixes)}`.trim();
    const email = random.chance(0.75) ? `info@${slug(base)}.example` : '';
    return { type: 'B', first_name: '', last_name: '', full_name, email };
  }
  const first_name = random.pick(FIRST_NAMES);
  const last_name = random.pick(LAST_NAMES);
  const local = `${slug(first_name)}.${slug(last_name)}${random.chance(0.4) ? random.int(1, 99) : ''}`;
  const email = random.chance(0.8) ? `${local}@${random.pick(dealer.emailDomains)}` : '';
  return { type: 'I', first_name, last_name, full_name: `${first_name} ${last_name}`, email };
}

function contact(random: Random, dealer: DemoDealer, type: Customer['type'], email: string): Contact {
  const business = type === 'B';
  const cell = random.chance(business ? 0.4 : 0.85) ? phone(random, dealer) : '';
  const home = !business && random.chance(0.45) ? phone(random, dealer) : '';
  const work = random.chance(business ? 0.9 : 0.15) ? phone(random, dealer) : '';
  const consent = (has: boolean, p: number) => (has && random.chance(p) ? 1 : 0);
  return {
    home,
    cell,
    work,
    email,
    can_call: consent(Boolean(cell || home || work), 0.8),
    can_mail: consent(Boolean(cell), 0.6),
    can_email: consent(Boolean(email), 0.7),
  };
}

/**
 * A customer of the dealer from its DMS, with the DMS number given: mostly an individual living around the
 * dealer, most with a salesperson, a few inactive.
 */
export function demoCustomer(random: Random, dealer: DemoDealer, salespeople: readonly number[], number: string, today: Date): ImportedCustomer {
  const id = random.uuid();
  const person = names(random, dealer);
  const town = random.chance(0.45) ? (dealer.towns[0] ?? random.pick(dealer.towns)) : random.pick(dealer.towns);
  const latitude = round(town.latitude + (random.next() - 0.5) * 0.1, 6);
  const longitude = round(town.longitude + (random.next() - 0.5) * 0.14, 6);
  const unit = random.chance(0.1) ? `Unit ${random.int(1, 40)}, ` : '';
  const address = `${unit}${random.int(1, 4999)} ${random.pick(STREET_NAMES)} ${random.pick(STREET_TYPES)}`;
  const postal_code = postalCode(random, dealer, town);
  const customerContact = contact(random, dealer, person.type, person.email);
  const created = today.getTime() - random.int(30, 6 * 365) * DAY_MS - random.int(0, DAY_MS - 1);
  const updated = created + Math.floor(random.next() * (today.getTime() - created));
  const deleted = random.chance(0.06) ? updated + Math.floor(random.next() * (today.getTime() - updated)) : null;
  const user_id = salespeople.length > 0 && random.chance(0.9) ? random.pick(salespeople) : null;
  return {
    id,
    number,
    type: person.type,
    first_name: person.first_name,
    last_name: person.last_name,
    full_name: person.full_name,
    address,
    city: town.city,
    province: dealer.province,
    postal_code,
    country: dealer.country,
    latitude,
    longitude,
    distance: round(haversineKm(dealer, { latitude, longitude }), 1),
    status: status(random),
    contact: customerContact,
    user_id,
    created_at: new Date(created).toISOString(),
    updated_at: new Date(deleted ?? updated).toISOString(),
    deleted_at: deleted === null ? null : new Date(deleted).toISOString(),
  };
}
