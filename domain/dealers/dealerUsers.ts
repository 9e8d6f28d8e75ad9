import * as v from 'valibot';
import { defineEvent } from '../events/definition.ts';
import { AdminFlagSchema, RoleSchema } from '../session/roles.ts';

/** A user of a dealer as every client of that dealer sees it (the refs collection, kind "user"). */
export const DealerUserSchema = v.object({
  user_id: v.number(),
  token: v.string(),
  first_name: v.string(),
  last_name: v.string(),
  email: v.string(),
  phone: v.string(),
  role: RoleSchema,
  admin: AdminFlagSchema,
  created_at: v.string(),
});
export type DealerUser = v.InferOutput<typeof DealerUserSchema>;

export function dealerUserDocId(dealer: string, userId: number): string {
  return `user:${dealer}:${userId}`;
}

/** Appended by the server when a user joins a dealer or their profile changes. */
export const dealerUserSet = defineEvent({
  payload: DealerUserSchema,
  action: null,
  targets: (event) => [{ collection: 'refs', id: dealerUserDocId(event.dealer, event.payload.user_id) }],
  project: (event) => {
    const id = dealerUserDocId(event.dealer, event.payload.user_id);
    return [{ collection: 'refs', id, doc: { id, dealer: event.dealer, kind: 'user', ...event.payload } }];
  },
});
