import * as v from 'valibot';
import { leadName } from '../../domain/leads/leadDocument.ts';
import type { LeadReceivedPayload } from '../../domain/leads/leadEvents.ts';
import { leadListPath } from '../../domain/leads/leadListUrl.ts';
import type { Queryable } from '../db/database.ts';
import { readProjectionRows } from '../events/projectionTables.ts';
import { activeDealerUsers, dealerIdOf, dealerSalespeople } from './alertPeople.ts';
import { raiseAlerts, type Alerted } from './raiseAlerts.ts';

const Owned = v.object({ user_id: v.nullable(v.number()) });

/** The salesperson of the lead's person as the projection holds it after the lead; null when unassigned. */
async function ownerOf(db: Queryable, dealer: string, person: LeadReceivedPayload['person']): Promise<number | null> {
  const [row] = await readProjectionRows(db, person.kind === 'customer' ? 'customers' : 'prospects', dealer, [person.id]);
  const owned = row && !row.deleted ? v.safeParse(Owned, row.doc) : null;
  return owned?.success ? owned.output.user_id : null;
}

/**
 * The alerts of a lead received (a system event, docs/alerts.md): for the salesperson of its person when they have
 * an active one at the dealer, otherwise for every active salesperson (role 1) of the dealer; opening one shows the
 * person's leads (/leads/{prospect_id}). Keyed by the lead's event, so the lead raises them once.
 */
export async function raiseLeadAlerts(db: Queryable, alerted: Alerted, dealer: string, eventId: string, payload: LeadReceivedPayload): Promise<number> {
  const dealerId = await dealerIdOf(db, dealer);
  if (dealerId === null) return 0;
  const owner = await ownerOf(db, dealer, payload.person);
  const owners = owner === null ? [] : [...(await activeDealerUsers(db, dealerId, [owner]))];
  const users = owners.length > 0 ? owners : await dealerSalespeople(db, dealerId);
  const { lead } = payload;
  return raiseAlerts(
    db,
    alerted,
    users.map((userId) => ({
      dealerId,
      userId,
      senderId: null,
      type: 'lead',
      title: `New lead: ${leadName(lead) || lead.email || lead.phone}`,
      message: [lead.type, lead.category, lead.vehicle].filter(Boolean).join(', '),
      url: leadListPath(payload.person.id),
      sourceEvent: eventId,
    })),
  );
}
