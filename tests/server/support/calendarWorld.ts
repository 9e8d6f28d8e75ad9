import { randomUUID } from 'node:crypto';
import type { Hono } from 'hono';
import type { AppointmentBooking } from '../../../domain/calendar/appointmentEvents.ts';
import type { EventEnvelope } from '../../../domain/events/envelope.ts';
import type { AppEnv, AuthUser } from '../../../sync-server/context.ts';
import { SYSTEM_ACTOR } from '../../../sync-server/events/systemEvents.ts';
import { appointmentRecord, customerRecord } from '../../support/dmsRecords.ts';
import { DEALER, OTHER_DEALER, addImported, addNamedUser, bearer, type ListsTestWorld } from './listsTestApp.ts';

/** The calendar tests' dealer: Bob and Cleo (dealer-a), Olga (dealer-b); customers C1 (with an e-mail) and C2; prospect P1. */
export type CalendarPeople = { seller: AuthUser; colleague: AuthUser; stranger: AuthUser };

const systemEvent = (type: string, payload: unknown): EventEnvelope => ({
  id: randomUUID(),
  type,
  dealer: DEALER,
  actor: SYSTEM_ACTOR,
  time: '2026-11-20T15:00:00.000Z',
  payload,
});

/**
 * Fills a fresh world: the users, customer C1 Dana Tremblay (dana@example.com), C2 Paul Roy (no e-mail), the DMS's
 * open Service appointment A800 of C1 on 2031-11-25 at 9:30, and prospect P1 Jane Doe (jane@example.com) from a lead.
 */
export async function seedCalendar(world: ListsTestWorld): Promise<CalendarPeople> {
  const seller = await addNamedUser(world, { email: 'bob@a.test', first: 'Bob', last: 'Brown', dealers: [DEALER] });
  const colleague = await addNamedUser(world, { email: 'cleo@a.test', first: 'Cleo', last: 'Chan', dealers: [DEALER] });
  const stranger = await addNamedUser(world, { email: 'olga@b.test', first: 'Olga', last: 'Other', dealers: [OTHER_DEALER] });
  const contact = (email: string) => ({ home: '', cell: '5195550100', work: '', email, can_call: 1, can_mail: 1, can_email: 1 });
  await addImported(world, DEALER, 'customer', [
    customerRecord('C1', 'Tremblay', { contact: contact('dana@example.com') }),
    customerRecord('C2', 'Roy', { first_name: 'Paul', full_name: 'Paul Roy', contact: contact('') }),
  ]);
  await addImported(world, DEALER, 'appointment', [appointmentRecord('A800', { customer_id: 'C1', appointment_at: '2031-11-25T09:30:00' })]);
  await world.store.appendSystem([
    systemEvent('lead.received', {
      lead_id: 'L1',
      person: { kind: 'prospect', id: 'P1', country: 'canada' },
      lead: {
        type: 'Buy', category: 'Used', first_name: 'Jane', last_name: 'Doe', email: 'jane@example.com', phone: '4165550199',
        vehicle: '2021 Honda Civic EX', comment: '', received_at: '2026-11-20T15:00:00.000Z',
        address: '', city: '', province: '', postal_code: '', source_id: '',
      },
    }),
  ]);
  return { seller, colleague, stranger };
}

/** The dealer's configured time zone (its settings document, as an import writes it). */
export async function setTimeZone(world: ListsTestWorld, timeZone: string): Promise<void> {
  await world.store.appendSystem([systemEvent('settings.imported', { config: { dealer_timezone: timeZone } })]);
}

/** POSTs a form as the user, for the dealer named by `token`. */
export async function postForm(app: Hono<AppEnv>, user: AuthUser, path: string, body: Record<string, string>, token: string = DEALER): Promise<Response> {
  return app.request(`${path}?token=${token}`, {
    method: 'POST',
    headers: { ...(await bearer(user)), 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(body).toString(),
  });
}

/** POST /sync/push of events, as the worker pushes them. */
export async function pushEvents(app: Hono<AppEnv>, user: AuthUser, events: EventEnvelope[]): Promise<{ accepted: string[]; rejected: unknown[] }> {
  const response = await app.request(`/sync/push?token=${DEALER}`, {
    method: 'POST',
    headers: { ...(await bearer(user)), 'content-type': 'application/json' },
    body: JSON.stringify({ events }),
  });
  if (response.status !== 200) throw new Error(`The push answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as { accepted: string[]; rejected: unknown[] };
}

/** An event of the user's, as the worker makes it. */
export function userEvent(user: AuthUser, type: string, payload: unknown): EventEnvelope {
  return { id: randomUUID(), type, dealer: DEALER, actor: user.id, time: new Date().toISOString(), payload };
}

/** An appointment.booked event as the worker makes it: with nobody, for nobody, no note, no confirmation unless given. */
export function bookedEvent(user: AuthUser, payload: Pick<AppointmentBooking, 'id' | 'appointment_at'> & Partial<AppointmentBooking>): EventEnvelope {
  return userEvent(user, 'appointment.booked', { customer_id: null, prospect_id: null, user_id: null, note: '', confirmation: false, ...payload });
}
