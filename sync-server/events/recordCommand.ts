import type { Context } from 'hono';
import type { Command } from '../../domain/commands/command.ts';
import { commandEvent, type ResolveReassign, type ValueMileage } from '../../domain/commands/commandEvent.ts';
import { FORBIDDEN_MESSAGE } from '../../domain/permissions/permissions.ts';
import type { AppEnv } from '../context.ts';
import type { EventStore } from './eventStore.ts';

/** A route that makes no reassign command. */
const noReassign: ResolveReassign = () => Promise.reject(new Error('A write route made a reassign command.'));
const noMileage: ValueMileage = async () => null;

/**
 * Makes a command's event as the worker would (domain/commands) and pushes it for the signed-in user and dealer
 * through the event store (its checks, projection and re-mining): the refusal's reason, or null when recorded.
 */
export async function recordCommand(
  c: Context<AppEnv>,
  store: EventStore,
  command: Command,
  helpers: { resolveReassign?: ResolveReassign; valueMileage?: ValueMileage } = {},
): Promise<string | null> {
  const user = c.get('user');
  const dealer = c.get('dealer').token;
  const made = await commandEvent(command, user.id, dealer, helpers.resolveReassign ?? noReassign, helpers.valueMileage ?? noMileage);
  if (!made.ok) return made.reason;
  const response = await store.push(user, dealer, [made.event]);
  return response.rejected[0]?.reason ?? null;
}

/** A refused command: 403 for a permission, otherwise 409 (the documents do not allow it). */
export const refusal = (c: Context<AppEnv>, reason: string) => c.json({ message: reason }, reason === FORBIDDEN_MESSAGE ? 403 : 409);
