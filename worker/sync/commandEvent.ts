import type { EventEnvelope } from '../../domain/events/envelope.ts';
import type { Command } from '../api.ts';

const EVENT_TYPE: Record<Command['type'], string> = {
  'customer.create': 'customer.created',
  'customer.update': 'customer.updated',
};

/** A command made into an event for the active dealer: our own UUID, the actor, the client's time. */
export function commandEvent(command: Command, actor: number, dealer: string): EventEnvelope {
  return {
    id: crypto.randomUUID(),
    type: EVENT_TYPE[command.type],
    dealer,
    actor,
    time: new Date().toISOString(),
    payload: { id: command.id, form: command.form },
  };
}
