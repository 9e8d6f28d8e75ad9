import type { Appointment } from '../../domain/dms/appointment.ts';
import type { OwnedVehicle } from '../../domain/dms/ownedVehicle.ts';
import type { SaleDeal } from '../../domain/dms/saleDeal.ts';
import type { ServiceRecord } from '../../domain/dms/serviceRecord.ts';
import { demoAppointments } from './demoAppointments.ts';
import { demoCustomer, type ImportedCustomer } from './demoCustomers.ts';
import { demoDeal } from './demoDeals.ts';
import type { DemoDealer } from './demoDealers.ts';
import { demoOwnedVehicle } from './demoOwnedVehicles.ts';
import { demoService } from './demoService.ts';
import { createRandom, seedFor } from './random.ts';

/** Customers are generated in chunks of this many, each chunk from its own streams, so memory stays bounded. */
export const CUSTOMER_CHUNK = 1000;

/**
 * A run of a dealer's customers: the demo's own ('demo') or the scale data added to one dealer ('scale'). DMS
 * numbers are `numberBase + index × numberStep` plus a jitter below the step, so they never repeat within the
 * dealer; RO numbers start at `roBase` and leave room for 60,000 repair orders a chunk.
 */
export type CustomerRun = { label: string; numberBase: number; numberStep: number; roBase: number };

export const DEMO_RUN: CustomerRun = { label: 'demo', numberBase: 1_000_000, numberStep: 13, roBase: 100_000 };
export const SCALE_RUN: CustomerRun = { label: 'scale', numberBase: 20_000_000, numberStep: 7, roBase: 10_000_000 };

/** A chunk of customers as the DMS hands them over: each kind's records, in import order. */
export type CustomerRecords = {
  customers: ImportedCustomer[];
  vehicles: OwnedVehicle[];
  service: ServiceRecord[];
  deals: SaleDeal[];
  appointments: Appointment[];
};

export type ChunkRequest = { seed: number; dealer: DemoDealer; salespeople: readonly number[]; today: Date; run: CustomerRun; chunk: number; count: number };

/**
 * Customers `chunk × CUSTOMER_CHUNK` to that plus `count` of a run, with their vehicles (1 or 2, plus the
 * earlier vehicles they traded in), repair orders, sales and appointments. Each part draws from its own stream
 * of the seed, dealer, run and chunk: the same request always gives the same records.
 */
export function demoCustomerRecords(request: ChunkRequest): CustomerRecords {
  const { seed, dealer, salespeople, today, run, chunk } = request;
  const stream = (part: string) => createRandom(seedFor(seed, `${part}:${dealer.key}:${run.label}:${chunk}`));
  const people = stream('customers');
  const garages = stream('vehicles');
  const workshop = stream('service');
  const sales = stream('deals');
  const bookings = stream('appointments');
  let ro = run.roBase + chunk * 60_000;
  const desk = { country: dealer.country, today, nextRo: () => String(ro++) };
  const garage = { brand: dealer.brand, country: dealer.country, today };
  const records: CustomerRecords = { customers: [], vehicles: [], service: [], deals: [], appointments: [] };
  for (let offset = 0; offset < request.count; offset++) {
    const index = chunk * CUSTOMER_CHUNK + offset;
    const number = String(run.numberBase + index * run.numberStep + people.int(0, run.numberStep - 1));
    const customer = demoCustomer(people, dealer, salespeople, number, today);
    records.customers.push(customer);
    const owned = garages.chance(0.3) ? 2 : 1;
    const recent = garages.chance(0.03);
    for (let n = 1; n <= owned; n++) {
      const story = demoOwnedVehicle(garages, garage, `V${number}-${n}`, customer.id, recent && n === 1);
      records.vehicles.push(story.vehicle);
      if (story.trade) records.vehicles.push(story.trade);
      if (story.servicedHere) records.service.push(...demoService(workshop, desk, story));
      const deal = demoDeal(sales, story, customer.user_id, salespeople);
      if (deal) records.deals.push(deal);
      records.appointments.push(...demoAppointments(bookings, story, today, story.servicedHere));
    }
  }
  return records;
}
