import type { OpportunityType } from '../../domain/opportunities/opportunityType.ts';
import type { OpportunityFilter } from '../../domain/opportunityList/opportunityFilter.ts';
import { SELECT_USER_MESSAGE, type ReassignPayload } from '../../domain/opportunityList/reassignEvent.ts';
import type { EventEnvelope } from '../../domain/events/envelope.ts';
import type { Command } from '../api.ts';

/** The customers and opportunities a reassign moves, resolved from the local rows when it is dispatched. */
export type ReassignTargets = Pick<ReassignPayload, 'customer_ids' | 'opportunity_ids'>;
export type ResolveReassign = (type: OpportunityType, filter: OpportunityFilter) => Promise<ReassignTargets>;

/** What a command becomes: an event's type and payload, or the reason it cannot be made. */
type EventBody = { ok: true; type: string; payload: unknown } | { ok: false; reason: string };

async function eventBody(command: Command, resolveReassign: ResolveReassign): Promise<EventBody> {
  switch (command.type) {
    case 'customer.create':
      return { ok: true, type: 'customer.created', payload: { id: command.id, form: command.form } };
    case 'customer.update':
      return { ok: true, type: 'customer.updated', payload: { id: command.id, form: command.form } };
    case 'opportunities.reassign': {
      if (command.user_id === null) return { ok: false, reason: SELECT_USER_MESSAGE };
      const targets = await resolveReassign(command.opportunity_type, command.filter);
      const payload: ReassignPayload = {
        user_id: command.user_id,
        opportunity_type: command.opportunity_type,
        // Kept for the record as a plain JSON object.
        filter: JSON.parse(JSON.stringify(command.filter)) as Record<string, unknown>,
        ...targets,
      };
      return { ok: true, type: 'opportunities.reassigned', payload };
    }
  }
}

/**
 * A command made into an event for the active dealer: our own UUID, the actor, the client's time. A reassign names
 * the customers and opportunities its filter selects now, so it applies offline and replays the same on the server.
 */
export async function commandEvent(
  command: Command,
  actor: number,
  dealer: string,
  resolveReassign: ResolveReassign,
): Promise<{ ok: true; event: EventEnvelope } | { ok: false; reason: string }> {
  const body = await eventBody(command, resolveReassign);
  if (!body.ok) return body;
  return {
    ok: true,
    event: { id: crypto.randomUUID(), type: body.type, dealer, actor, time: new Date().toISOString(), payload: body.payload },
  };
}
