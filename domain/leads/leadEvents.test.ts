import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import type { Doc, DocRef } from '../events/collections.ts';
import type { EventEnvelope } from '../events/envelope.ts';
import { prepareEvent } from '../events/registry.ts';
import type { LeadIntake } from './lead.ts';
import { LeadDocumentSchema } from './leadDocument.ts';
import { LEAD_EXISTS_MESSAGE, LEAD_RECEIVED, type LeadReceivedPayload } from './leadEvents.ts';
import { ProspectSchema, type Prospect } from './prospect.ts';

const TIME = '2026-11-24T16:00:00.000Z';
const PROSPECT_ID = '0f8fad5b-d9cb-469f-a165-70867728950e';

const intake = (overrides: Partial<LeadIntake> = {}): LeadIntake => ({
  type: 'Buy',
  category: 'Used',
  first_name: 'Mary-Ann',
  last_name: "O'Neil",
  email: 'mary@example.ca',
  phone: '6475550123',
  vehicle: '2019 Toyota RAV4 LE AWD',
  comment: '<p>Still available?</p>',
  received_at: '2026-11-23T21:04:11.000Z',
  address: '250 Lakeshore Rd W',
  city: 'Oakville',
  province: 'ON',
  postal_code: 'l6k 1g5',
  source_id: 'autotrader.ca:AT-99812',
  ...overrides,
});

const received = (payload: LeadReceivedPayload): EventEnvelope => ({ id: payload.lead_id, type: LEAD_RECEIVED, dealer: 'dealer-a', actor: 0, time: TIME, payload });

/** Prepares and projects an event over a set of documents, as the server's append and the worker's apply do. */
function project(event: EventEnvelope, docs: Doc[] = []) {
  const prepared = prepareEvent(event);
  if (!prepared.ok) throw new Error(prepared.reason);
  const byId = new Map(docs.map((doc) => [doc.id, doc]));
  const current = (ref: DocRef) => byId.get(ref.id);
  return { targets: prepared.prepared.targets, conflict: prepared.prepared.conflict(current), changes: prepared.prepared.project(current) };
}

const asDoc = (prospect: Prospect) => prospect as unknown as Doc;

describe('lead.received', () => {
  it('records the lead and makes a new prospect from it: numbered P, unassigned, placed at the postal code', () => {
    const { targets, conflict, changes } = project(received({ lead_id: 'L1', lead: intake(), person: { kind: 'prospect', id: PROSPECT_ID, country: 'canada' } }));
    expect(targets).toEqual([{ collection: 'leads', id: 'L1' }, { collection: 'prospects', id: PROSPECT_ID }]);
    expect(conflict).toBeNull();
    const [lead, prospect] = changes;
    expect(lead).toEqual({
      collection: 'leads',
      id: 'L1',
      doc: {
        id: 'L1',
        dealer: 'dealer-a',
        prospect_id: PROSPECT_ID,
        customer_id: null,
        type: 'Buy',
        category: 'Used',
        first_name: 'Mary-Ann',
        last_name: "O'Neil",
        email: 'mary@example.ca',
        phone: '6475550123',
        vehicle: '2019 Toyota RAV4 LE AWD',
        received_at: '2026-11-23T21:04:11.000Z',
        comment: '<p>Still available?</p>',
        source_id: 'autotrader.ca:AT-99812',
      },
    });
    expect(v.is(LeadDocumentSchema, lead?.doc)).toBe(true);
    expect(prospect?.collection).toBe('prospects');
    const made = v.parse(ProspectSchema, prospect?.doc);
    expect(made).toMatchObject({
      id: PROSPECT_ID,
      number: 'P0F8FAD5',
      full_name: "Mary-Ann O'Neil",
      address: '250 Lakeshore Rd W',
      postal_code: 'L6K 1G5',
      country: 'canada',
      contact: { home: '', cell: '6475550123', work: '', email: 'mary@example.ca', can_call: 1, can_email: 1 },
      user_id: null,
      created_at: TIME,
      updated_at: TIME,
      deleted_at: null,
    });
    expect(made.latitude).toBeCloseTo(43.4, 0);
    expect(made.longitude).toBeCloseTo(-79.7, 0);
  });

  it("another lead of a prospect fills only what is empty, adds a new phone to a free slot, and keeps them inactive", () => {
    const first = project(received({ lead_id: 'L1', lead: intake({ email: '', address: '', city: '', province: '', postal_code: '' }), person: { kind: 'prospect', id: PROSPECT_ID, country: 'canada' } }));
    const before = { ...(first.changes[1]?.doc as unknown as Prospect), first_name: 'Mary', full_name: 'Mary Staff-Typed', deleted_at: '2026-11-01T00:00:00.000Z' };
    const second = project(
      received({ lead_id: 'L2', lead: intake({ first_name: 'Someone', phone: '4165550199' }), person: { kind: 'prospect', id: PROSPECT_ID, country: 'us' } }),
      [asDoc(before)],
    );
    const after = second.changes[1]?.doc as unknown as Prospect;
    expect(after).toMatchObject({
      number: before.number,
      first_name: 'Mary',
      full_name: 'Mary Staff-Typed',
      address: '250 Lakeshore Rd W',
      postal_code: 'L6K 1G5',
      country: 'canada',
      contact: { cell: '6475550123', home: '4165550199', work: '', email: 'mary@example.ca' },
      created_at: TIME,
      deleted_at: '2026-11-01T00:00:00.000Z',
    });
    const third = project(received({ lead_id: 'L3', lead: intake({ phone: '4165550199' }), person: { kind: 'prospect', id: PROSPECT_ID, country: 'canada' } }), [asDoc(after)]);
    expect((third.changes[1]?.doc as unknown as Prospect).contact).toEqual(after.contact);
  });

  it("a customer's lead is linked to the customer and makes no prospect", () => {
    const { targets, changes } = project(received({ lead_id: 'L1', lead: intake(), person: { kind: 'customer', id: 'C1' } }));
    expect(targets).toEqual([{ collection: 'leads', id: 'L1' }]);
    expect(changes).toHaveLength(1);
    expect(changes[0]?.doc).toMatchObject({ prospect_id: null, customer_id: 'C1' });
  });

  it('a lead already recorded is not recorded again', () => {
    const event = received({ lead_id: 'L1', lead: intake(), person: { kind: 'customer', id: 'C1' } });
    const existing = project(event).changes[0]?.doc as Doc;
    expect(project(event, [existing]).conflict).toBe(LEAD_EXISTS_MESSAGE);
  });

  it('refuses a payload whose lead breaks the intake rules', () => {
    const event = received({ lead_id: 'L1', lead: intake({ email: '', phone: '' }), person: { kind: 'customer', id: 'C1' } });
    expect(prepareEvent(event)).toEqual({ ok: false, reason: 'A lead needs a name and an e-mail or a phone.' });
  });
});
