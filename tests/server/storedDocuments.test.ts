import { isDeepStrictEqual } from 'node:util';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COLLECTION_DOCS } from '../../domain/events/collectionDocs.ts';
import { fromColumns, toColumns } from '../../domain/events/columnDocs.ts';
import { COLLECTIONS, type CollectionName } from '../../domain/events/collections.ts';
import type { EventEnvelope } from '../../domain/events/envelope.ts';
import type { Reader } from '../../domain/permissions/readableDocument.ts';
import { ADMIN, ROLE } from '../../domain/session/roles.ts';
import { openDatabase, type Database } from '../../sync-server/db/database.ts';
import { migrate } from '../../sync-server/db/migrate.ts';
import type { EventStore } from '../../sync-server/events/eventStore.ts';
import { createMiningEventStore } from '../../sync-server/opportunities/createMiningEventStore.ts';
import { seedDemo } from '../../sync-server/seed/demo.ts';
import { snapshotPage } from '../../sync-server/sync/pullDocuments.ts';
import { blankPgliteImage } from '../support/testDatabases.ts';

/**
 * The drift check of issue 30: every document a client receives, as the demo seed and the app's events write them,
 * is what its collection's schema (domain/events/collectionDocs.ts) says, and a parse gives it back unchanged (no
 * field the schema does not name, at any depth).
 */
const TODAY = new Date('2026-03-10T00:00:00Z');
const TIME = '2026-03-10T15:00:00.000Z';
const MANAGER: Reader = { id: 1, role: ROLE.generalManager, admin: ADMIN.administrator };
/** A salesperson receives colleagues' user documents without e-mail and phone (readableDocument). */
const SALESPERSON: Reader = { id: 999, role: ROLE.salesperson, admin: ADMIN.standard };

let db: Database;
let store: EventStore;
let dealer: string;

const one = async <T,>(sql: string, params: unknown[]): Promise<T> => {
  const [row] = await db.query<T>(sql, params);
  if (!row) throw new Error(`No row for ${sql}`);
  return row;
};

let sequence = 0;
/** An event of the dealer's user 1 (the demo's administrator). */
const event = (type: string, payload: unknown): EventEnvelope => {
  sequence += 1;
  return { id: `00000000-0000-4000-8000-${String(sequence).padStart(12, '0')}`, type, dealer, actor: 1, time: TIME, payload };
};

const customerForm = {
  type: 'I', first_name: 'Jane', last_name: 'Doe', business: '', address: '12 King St', city: 'Cambridge', province: 'ON',
  postal_code: 'N1R 1A1', country: 'canada', home: '', cell: '5195550100', work: '', email: 'jane@example.com', can_call: 1, can_mail: 1, can_email: 1,
};
const prospectForm = { ...customerForm, type: undefined, business: undefined, can_mail: undefined };

/** What the app's users and the server write besides the DMS import: one event of each kind that writes a document. */
async function appEvents(): Promise<EventEnvelope[]> {
  const vehicle = await one<{ id: string; customer_id: string; opportunity: string }>(
    `SELECT v.id, v.doc->>'customer_id' AS customer_id, o.id AS opportunity FROM vehicles v JOIN opportunities o ON o.doc->>'vehicle_id' = v.id
     WHERE v.dealer = $1 AND v.doc->'contract' IS NOT NULL AND v.doc->'contract' <> 'null' ORDER BY v.id LIMIT 1`,
    [dealer],
  );
  const customer = vehicle.customer_id;
  const person = (subject: 'customer' | 'prospect', id: string) => ({ subject, customer_id: id });
  return [
    event('customer.created', { id: 'C-NEW', form: customerForm }),
    event('customer.updated', { id: 'C-NEW', form: { ...customerForm, postal_code: 'N1R 1A2' }, status: 1 }),
    event('customer.note_saved', { id: 'NOTE-1', customer_id: customer, note: 'Called about a trade.' }),
    event('customer.assigned', { customer_id: customer, user_id: null }),
    event('customer.vehicle_added', { customer_id: 'C-NEW', vehicle: { vin: 'JTMDFBEB8LT073111', year: 2020, make: 'Honda', model: 'Civic', trim: 'LX' } }),
    event('customer.vehicle_added', { customer_id: 'C-NEW', vehicle: { vin: '3N1H2HLTXPR795136', year: 2023, make: 'Nissan', model: 'Rogue', trim: 'SV' } }),
    event('customer.vehicle_removed', { customer_id: 'C-NEW', vehicle_id: 'vin:3N1H2HLTXPR795136:C-NEW' }),
    event('customer.opt_in_sent', { customer_id: 'C-NEW', email: 'jane@example.com' }),
    event('customer.opted_in', { customer_id: 'C-NEW', email: 'jane@example.com' }),
    event('lead.received', {
      lead_id: 'L1',
      person: { kind: 'prospect', id: 'P1', country: 'canada' },
      lead: {
        type: 'Buy', category: 'Used', first_name: 'Sam', last_name: 'Roe', email: 'sam@example.com', phone: '4165550199', vehicle: '2021 Honda Civic EX',
        comment: '', received_at: TIME, address: '', city: '', province: '', postal_code: 'N1R 1A1', source_id: '',
      },
    }),
    event('prospect.updated', { id: 'P1', form: prospectForm }),
    event('prospect.note_saved', { id: 'NOTE-2', customer_id: 'P1', note: 'Wants a test drive.' }),
    event('prospect.assigned', { customer_id: 'P1', user_id: 1 }),
    event('prospect.active_set', { customer_id: 'P1', active: false }),
    event('appointment.booked', {
      id: 'A-NEW', customer_id: customer, prospect_id: null, user_id: 1, appointment_at: '2026-03-12T10:00:00', note: 'Test drive', confirmation: false, customer_message: '',
    }),
    event('appointment.updated', { id: 'A-NEW', user_id: null, appointment_at: '2026-03-12T11:00:00', note: 'Moved' }),
    event('deal.updated', {
      opportunity_id: vehicle.opportunity, customer_id: customer, vehicle_id: vehicle.id, type: 'lease', frequency: 'm', term: 36, rate: 4.9, payment: 450,
      trade: 20_000, bank: 'TD Auto Finance', amount: 26_000, downpayment: 2_000, sold_at: '2024-01-01', inservice_at: '2023-12-15', payout: 15_300, payout_edited: true,
    }),
    event('vehicle.mileage_updated', { vehicle_id: vehicle.id, customer_id: customer, mileage: 80_000, value: 18_000 }),
    event('template.created', { id: 'T1', name: 'Welcome', category: 'Sales', type: 'Email', header: '<p>Hi</p>', body: '<p>Body</p>', footer: '' }),
    event('template.copied', { id: 'T2', source_id: 'T1' }),
    event('template.updated', { id: 'T2', type: 'Text', body: 'Hi {first_name}' }),
    event('template.deleted', { id: 'T1' }),
    event('mailbox.set', {
      mailbox_id: 7, name: 'Desk', type: 'POP3/SMTP', mailbox_type_id: 3, email: 'desk@dealer.test', status: 'active', suspended_at: null, deleted_at: null,
      lead: true, campaign: false, signature: '', users: [1], created_at: TIME, updated_at: TIME,
    }),
    event('billing.recorded', { id: 3, created_at: TIME, platform: 'Stripe', transaction_type: 'credit', description: 'Funds', amount: 100, currency: 'CAD', status: 'active' }),
    event('dealership.updated', {
      name: 'Demo Motors', address: '', city: 'Cambridge', province: 'ON', country: 'canada', postal_code: '', phone: '', url: '', timezone: 'America/Toronto',
    }),
    event('settings.saved', { config: { dealsheet_expiry: 5 }, opportunities: { cash: 0 } }),
    event('outreach.email_queued', { id: 'M1', ...person('customer', 'C-NEW'), email_subject: 'Hello', body: 'Hi Jane', consent_override: false }),
    event('outreach.message_status', { id: 'M1', status: 'sent', from_address: 'desk@dealer.test', mailbox_id: 7, external_id: '<m1@dealer.test>' }),
    event('outreach.text_queued', { id: 'M2', ...person('customer', 'C-NEW'), body: 'Hi', consent_override: true }),
    event('outreach.message_received', {
      id: 'M3', ...person('prospect', 'P1'), channel: 'email', from_address: 'sam@example.com', to_address: 'desk@dealer.test', email_subject: 'Re: Hello',
      body: 'Thanks', html: '', external_id: '<m3@example.com>', reply_to: null, mailbox_id: 7,
    }),
    event('outreach.read', { ...person('prospect', 'P1'), read_at: TIME }),
    event('customers.reassigned', { user_id: 1, filter: {}, customer_ids: [customer], opportunity_ids: [vehicle.opportunity], customer_type: 'individual' }),
    event('customer.text_consent', { ...person('customer', 'C-NEW'), can_mail: 0, keyword: 'STOP' }),
  ];
}

beforeAll(async () => {
  db = await openDatabase({ image: await blankPgliteImage() });
  await migrate(db);
  store = createMiningEventStore(db, () => {});
  await seedDemo(db, store, { seed: 5, customersPerDealer: 12, inventoryPerDealer: 6, today: TODAY });
  dealer = (await one<{ token: string }>('SELECT token FROM dealers ORDER BY token LIMIT 1', [])).token;
  await store.appendSystem(await appEvents());
}, 120_000);
afterAll(() => db.close());

type Received = Record<string, unknown>;

/**
 * Every live document of a collection as a reader's snapshot pages bring them to the worker: encoded as columns and
 * decoded again (domain/events/columnDocs.ts, what the worker stores).
 */
async function received(reader: Reader, collection: CollectionName): Promise<Received[]> {
  const docs: Received[] = [];
  let after = '';
  for (;;) {
    const page = await snapshotPage(db, reader, collection, dealer, after, null, 1000);
    docs.push(...fromColumns(toColumns(page.documents)));
    if (page.next === null) return docs;
    after = page.next;
  }
}

/** Where a document departs from its schema: the first issue's path and message, or that the parse changed it. */
function drift(collection: CollectionName, doc: Received): string | null {
  const parsed = v.safeParse(COLLECTION_DOCS[collection], doc);
  if (!parsed.success) {
    const [issue] = parsed.issues;
    return `${collection} ${String(doc.id)}: ${v.getDotPath(issue) ?? ''} ${issue.message}`;
  }
  return isDeepStrictEqual(parsed.output, doc) ? null : `${collection} ${String(doc.id)}: a field the schema does not name`;
}

describe('stored documents', () => {
  it.each(COLLECTIONS)('every %s document a client receives passes its collection schema', async (collection) => {
    for (const reader of [MANAGER, SALESPERSON]) {
      const docs = await received(reader, collection);
      expect(docs.length, collection).toBeGreaterThan(0);
      expect(docs.map((doc) => drift(collection, doc)).filter((problem) => problem !== null)).toEqual([]);
    }
  });

  it('the documents checked hold every kind of refs and activities the schemas describe, and both sources of appointments', async () => {
    const kinds = async (collection: CollectionName, field: string) => new Set((await received(MANAGER, collection)).map((doc) => doc[field]));
    expect(await kinds('refs', 'kind')).toEqual(new Set(COLLECTION_DOCS.refs.options.map((option) => option.entries.kind.literal)));
    expect(await kinds('activities', 'kind')).toEqual(new Set(COLLECTION_DOCS.activities.options.flatMap((option) => option.entries.kind.options)));
    expect(await kinds('appointments', 'source')).toEqual(new Set([undefined, 'booked']));
  });
});
