import type { Subscription } from 'rxjs';
import * as v from 'valibot';
import type { DealerUser } from '../../domain/dealers/dealerUsers.ts';
import type { RefOf } from '../../domain/events/collectionDocs.ts';
import { DEFAULT_DEALER_SETTINGS, DealerSettingsSchema } from '../../domain/settings/dealerSettings.ts';
import { displayName } from '../../domain/session/sessionUser.ts';
import type { Store } from '../store/database.ts';
import { deliver } from '../subscriptions.ts';

const COALESCE_MS = 16;

/**
 * The active dealer's users (refs of kind "user") and time zone (its settings), pushed to subscribers whenever
 * they change.
 */
export type DealerUserList = {
  setDealer(dealer: string | null): Promise<void>;
  subscribe(id: number, callback: (users: DealerUser[]) => void): Promise<void>;
  /** The dealer's configured time zone, the default one until its settings are local. */
  subscribeTimeZone(id: number, callback: (timeZone: string) => void): Promise<void>;
  remove(id: number): void;
  /** The active dealer's users as last read, by name. */
  current(): DealerUser[];
  /** The active dealer's time zone as last read (the default one until its settings are local). */
  timeZone(): string;
  /** The name of a user of the active dealer ("First Last"), null for one not known here. */
  userName(id: number): string | null;
  /** Called after the active dealer's users were read again. */
  listen(listener: () => void): () => void;
  close(): void;
};

/**
 * A user document as the list keeps it. A colleague's comes without e-mail and phone to a user who may not see User
 * Management (domain/permissions/readableDocument.ts): those read as empty, and the screens show them only to
 * those who may see them (canSeeUserContacts).
 */
function dealerUserOf(doc: RefOf<'user'>): DealerUser {
  const { user_id, token, first_name, last_name, email, phone, role, admin, created_at } = doc;
  return { user_id, token, first_name, last_name, email: email ?? '', phone: phone ?? '', role, admin, created_at };
}

const DEFAULT_TIME_ZONE = DEFAULT_DEALER_SETTINGS.config.dealer_timezone;

function timeZoneOf(settings: Record<string, unknown> | undefined): string {
  const parsed = settings ? v.safeParse(DealerSettingsSchema, settings) : null;
  return parsed?.success ? parsed.output.config.dealer_timezone : DEFAULT_TIME_ZONE;
}

export function createDealerUserList(store: Store): DealerUserList {
  const subscribers = new Map<number, (users: DealerUser[]) => void>();
  const zoneSubscribers = new Map<number, (timeZone: string) => void>();
  const listeners = new Set<() => void>();
  let names = new Map<number, string>();
  let active: string | null = null;
  let users: DealerUser[] = [];
  let timeZone = DEFAULT_TIME_ZONE;
  let timer: ReturnType<typeof setTimeout> | null = null;

  const reload = async () => {
    const dealer = active;
    const refs = dealer ? await store.docs.where('refs', dealer, (doc) => doc.kind === 'user' || doc.kind === 'settings') : [];
    if (dealer !== active) return;
    const zone = timeZoneOf(refs.find((ref) => ref.kind === 'settings'));
    if (zone !== timeZone) {
      timeZone = zone;
      for (const callback of zoneSubscribers.values()) deliver(callback, timeZone);
    }
    users = refs
      .filter((ref) => ref.kind === 'user')
      .map(dealerUserOf)
      .sort((a, b) => `${a.first_name} ${a.last_name}`.localeCompare(`${b.first_name} ${b.last_name}`) || a.user_id - b.user_id);
    names = new Map(users.map((user) => [user.user_id, displayName(user)]));
    for (const callback of subscribers.values()) deliver(callback, users);
    for (const listener of [...listeners]) listener();
  };

  const changes: Subscription = store.docs.changes('refs').subscribe((bulk) => {
    if (bulk.dealer !== active || timer) return;
    timer = setTimeout(() => {
      timer = null;
      void reload();
    }, COALESCE_MS);
  });

  return {
    async setDealer(dealer) {
      if (dealer === active) return;
      active = dealer;
      await reload();
    },
    async subscribe(id, callback) {
      subscribers.set(id, callback);
      deliver(callback, users);
    },
    async subscribeTimeZone(id, callback) {
      zoneSubscribers.set(id, callback);
      deliver(callback, timeZone);
    },
    remove(id) {
      subscribers.delete(id);
      zoneSubscribers.delete(id);
    },
    current: () => users,
    timeZone: () => timeZone,
    userName: (id) => names.get(id) ?? null,
    listen(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    close() {
      changes.unsubscribe();
      if (timer) clearTimeout(timer);
      subscribers.clear();
      zoneSubscribers.clear();
      listeners.clear();
    },
  };
}
