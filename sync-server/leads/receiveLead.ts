import { randomUUID } from 'node:crypto';
import type { EventEnvelope } from '../../domain/events/envelope.ts';
import type { LeadIntake } from '../../domain/leads/lead.ts';
import type { LeadDocument } from '../../domain/leads/leadDocument.ts';
import { LEAD_RECEIVED, type LeadReceivedPayload } from '../../domain/leads/leadEvents.ts';
import { raiseLeadAlerts } from '../alerts/leadAlerts.ts';
import type { Alerted } from '../alerts/raiseAlerts.ts';
import type { Queryable } from '../db/database.ts';
import type { EventStore } from '../events/eventStore.ts';
import { loggableError } from '../http/loggableError.ts';
import { readProjectionRows } from '../events/projectionTables.ts';
import { derivedId } from '../events/derivedId.ts';
import { SYSTEM_ACTOR } from '../events/systemEvents.ts';
import type { IntakeDealer } from './intakeKeys.ts';
import { findLeadPerson } from './leadPeople.ts';

/** The answer of POST /leads/intake: the lead, the person it went to (one of the two ids), and whether it was known. */
export type LeadReceipt = { lead_id: string; prospect_id?: string; customer_id?: string; duplicate: boolean };

/**
 * The id of a lead the sender named (ADF <id source>, JSON source_id): the same sender's id at the same dealer is
 * always the same lead, a UUID made from both. It is also the id of the event that receives it, so the log itself
 * refuses a second copy.
 */
function sourceLeadId(db: Queryable, dealer: string, sourceId: string): Promise<string> {
  return derivedId(db, 'lead', dealer, sourceId);
}

const receiptOf = (lead: Pick<LeadDocument, 'id' | 'prospect_id' | 'customer_id'>, duplicate: boolean): LeadReceipt => ({
  lead_id: lead.id,
  ...(lead.customer_id === null ? { prospect_id: lead.prospect_id ?? '' } : { customer_id: lead.customer_id }),
  duplicate,
});

/** A lead whose event id its dealer's log holds for another event: it is not stored, and must not be answered as if it were. */
class LeadNotStoredError extends Error {
  override name = 'LeadNotStoredError';
}

export type LeadReceiver = { receive(dealer: IntakeDealer, lead: LeadIntake): Promise<LeadReceipt> };

/**
 * Records incoming leads as lead.received events (server-made, actor 0). Before appending, it answers a lead already
 * received (same sender's id) with that lead, and decides whom a new one belongs to (findLeadPerson: a customer, an
 * existing prospect, or a new prospect), so the event carries the decision and its projection stays pure. Once
 * recorded, the lead raises its alerts (the person's salesperson, or the dealer's salespeople; a failure there is
 * logged, the lead stays received). A lead the log does not take (its dealer's log holds its id for another event)
 * throws LeadNotStoredError: the intake answers 500, never a receipt for a lead it did not store. One lead of a dealer
 * at a time in this process: two leads of one new person arriving together make one prospect, not two.
 */
export function createLeadReceiver(db: Queryable, store: EventStore, alerted: Alerted): LeadReceiver {
  const tails = new Map<string, Promise<unknown>>();

  const oneAtATime = <T>(dealer: string, work: () => Promise<T>): Promise<T> => {
    const result = (tails.get(dealer) ?? Promise.resolve()).then(work, work);
    const tail = result.catch(() => undefined);
    tails.set(dealer, tail);
    void tail.then(() => {
      if (tails.get(dealer) === tail) tails.delete(dealer);
    });
    return result;
  };

  const receive = async (dealer: IntakeDealer, lead: LeadIntake): Promise<LeadReceipt> => {
    const leadId = lead.source_id ? await sourceLeadId(db, dealer.token, lead.source_id) : randomUUID();
    const [known] = await readProjectionRows(db, 'leads', dealer.token, [leadId]);
    if (known) return receiptOf(known.doc as unknown as LeadDocument, true);
    const match = await findLeadPerson(db, dealer.token, lead);
    const person: LeadReceivedPayload['person'] =
      match?.kind === 'customer' ? { kind: 'customer', id: match.id } : { kind: 'prospect', id: match?.id ?? randomUUID(), country: dealer.country };
    const payload: LeadReceivedPayload = { lead_id: leadId, lead, person };
    const event: EventEnvelope = { id: leadId, type: LEAD_RECEIVED, dealer: dealer.token, actor: SYSTEM_ACTOR, time: new Date().toISOString(), payload };
    if ((await store.appendSystem([event])).length > 0) {
      // The dealer's log holds the lead's id for another event: the same lead, received by another server instance
      // in the same instant, is answered as the duplicate it is; anything else means this lead was not stored.
      const [received] = await readProjectionRows(db, 'leads', dealer.token, [leadId]);
      if (received) return receiptOf(received.doc as unknown as LeadDocument, true);
      throw new LeadNotStoredError();
    }
    await raiseLeadAlerts(db, alerted, dealer.token, leadId, payload).catch((error: unknown) => {
      console.error(`Raising the alerts of lead ${leadId} failed: ${loggableError(error)}`);
    });
    return receiptOf({ id: leadId, prospect_id: person.kind === 'prospect' ? person.id : null, customer_id: person.kind === 'customer' ? person.id : null }, false);
  };

  return { receive: (dealer, lead) => oneAtATime(dealer.token, () => receive(dealer, lead)) };
}
