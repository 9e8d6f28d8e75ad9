import type { Opportunity } from '../../domain/opportunities/opportunity.ts';
import { opportunityRow as baseRow } from '../../domain/opportunityList/opportunityRowFixture.ts';
import { OPPORTUNITY_TYPES, type OpportunityType } from '../../domain/opportunities/opportunityType.ts';

/** A small deterministic generator (mulberry32), so a failing random case can be replayed. */
export function randomSource(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const MAKES = ['Toyota', 'Honda', 'Ford', 'Mazda', 'BMW', 'kia'];
const MODELS = ['Camry', 'Civic', 'F-150', 'CX-5', 'X3', 'Soul', 'Model 10', 'Model 9'];
const LAST_NAMES = ['Smith', 'smith', 'Émile', 'O’Brien', 'Zhang', 'adams', 'Baker', 'Nguyen', 'Lee', 'Müller', 'Item 10', 'Item 9', ''];
const DAYS = ['2024-01-05', '2024-03-17', '2024-06-30', '2025-02-11', '2025-02-12'];

/** An opportunity row of dealer tok-a with no salesperson; overrides vary what a test is about. */
export function opportunityRow(overrides: Partial<Opportunity> & Pick<Opportunity, 'id'>): Opportunity {
  return baseRow({ dealer: 'tok-a', salesperson: null, ...overrides });
}

/** A random row: values repeat often (ties) and many columns are sometimes null (nulls last). */
export function randomOpportunity(index: number, random: () => number, customers = 0): Opportunity {
  const pick = <T,>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
  const maybe = <T,>(value: T): T | null => (random() < 0.25 ? null : value);
  const type: OpportunityType = pick(OPPORTUNITY_TYPES);
  const make = pick(MAKES);
  const model = pick(MODELS);
  const year = 2012 + Math.floor(random() * 12);
  const customer = customers > 0 ? `c${Math.floor(random() * customers)}` : `c${index}`;
  return opportunityRow({
    id: `${type}:v${index}`,
    type,
    customer_id: customer,
    vehicle_id: `v${index}`,
    name: `${pick(['Pat', 'sam', 'Al'])} ${pick(LAST_NAMES)}`,
    vehicle_name: `${year} ${make} ${model}`,
    year,
    make,
    model,
    stock_type: random() < 0.5 ? 'new' : random() < 0.8 ? 'used' : null,
    sale_type: pick(['finance', 'lease', 'cash', null] as const),
    rating: Math.floor(random() * 6),
    payments: Math.round(random() * 900),
    payments_left: Math.floor(random() * 40),
    payments_total: pick([36, 48, 60, 72]),
    equity: Math.round(random() * 20000 - 8000),
    trade: Math.round(random() * 30000),
    apr: Math.round(random() * 120) / 10,
    days_out: maybe(Math.floor(random() * 90)),
    km_risk: maybe(Math.round(random() * 20000)),
    distance: maybe(Math.round(random() * 5000) / 100),
    matches: Math.floor(random() * 4),
    stock_match: random() < 0.5 ? 0 : 1,
    appointment: random() < 0.3,
    appointment_at: maybe(`2025-0${1 + Math.floor(random() * 9)}-1${Math.floor(random() * 10)} 10:00`),
    service_total: Math.round(random() * 3000),
    service_ro_total: Math.floor(random() * 10),
    serviced_at: maybe(pick(DAYS)),
    service_months: maybe(Math.floor(random() * 40)),
    service_type: maybe(pick(['Oil change', 'Brakes', 'Tires'])),
    warranty_months: maybe(Math.floor(random() * 36)),
    warranty_mileage: maybe(Math.round(random() * 60000)),
    salesperson: maybe(1 + Math.floor(random() * 4)),
    identified_at: pick(DAYS),
  });
}

/** `count` random rows with ids unique across calls of one seed. */
export function randomOpportunities(count: number, seed: number, customers = 0): Opportunity[] {
  const random = randomSource(seed);
  return Array.from({ length: count }, (_, i) => randomOpportunity(i, random, customers));
}
