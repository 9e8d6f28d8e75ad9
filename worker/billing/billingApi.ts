import * as v from 'valibot';
import { ADD_FUNDS_MESSAGES, AddFundsSchema } from '../../domain/billing/addFunds.ts';
import { AUTH_MESSAGES } from '../../domain/session/authMessages.ts';
import { NEEDS_SERVER_MESSAGE } from '../../domain/settings/needsServer.ts';
import type { WorkerApi } from '../api.ts';
import { listView, partView, type ViewParts } from '../api/viewApi.ts';
import { isOffline } from '../net/serverErrors.ts';
import type { ServerHttp } from '../net/serverHttp.ts';
import type { WorkerCore } from '../workerCore.ts';
import { createBillingLists, type BillingLists } from './billingLists.ts';

/** The Billing tab's part of the worker's API: the list and figures from local data, the checkout calls online. */
export type BillingApi = Pick<WorkerApi, 'billingCheckout' | 'addFunds'>;

/** The API and its views (the lists are made on first use, a part of the core). */
export function createBillingApi(
  core: () => Promise<WorkerCore>,
  http: ServerHttp,
): { api: BillingApi; views: ViewParts<'billing' | 'billingSummary'> } {
  let lists: BillingLists | null = null;
  const listsOf = (c: WorkerCore) => {
    lists ??= c.parts.add(
      createBillingLists({
        store: c.store,
        local: c.local,
        activeDealer: () => c.sessions.current()?.user.dealer.token ?? null,
        listen: (listener) => {
          const stopSession = c.sessions.listen(listener);
          const stopSync = c.engine.listen(listener);
          return () => {
            stopSession();
            stopSync();
          };
        },
      }),
    );
    return lists;
  };
  /** An online call for the active dealer: null off line or signed out, with the message to show. */
  const dealerOnline = async (): Promise<{ c: WorkerCore; dealer: string } | { message: string }> => {
    const c = await core();
    const dealer = c.sessions.current()?.user.dealer.token;
    if (!dealer) return { message: AUTH_MESSAGES.sessionExpired };
    if (!http.isOnline()) return { message: NEEDS_SERVER_MESSAGE };
    return { c, dealer };
  };
  const failure = (error: unknown) => (isOffline(error) ? NEEDS_SERVER_MESSAGE : error instanceof Error ? error.message : String(error));

  return {
    views: {
      billing: listView(listsOf),
      billingSummary: partView(listsOf, (billing, id, _query, deliver) => billing.subscribeSummary(id, deliver)),
    },
    api: {
      async billingCheckout() {
        const online = await dealerOnline();
        if ('message' in online) return { available: false, message: online.message };
        try {
          return await online.c.auth.authorized<{ available: boolean; message: string }>('/billing/checkout', { query: { token: online.dealer } });
        } catch (error) {
          return { available: false, message: failure(error) };
        }
      },
      async addFunds(amount) {
        const checked = v.safeParse(AddFundsSchema, { amount });
        if (!checked.success) return { ok: false, message: checked.issues[0].message };
        const online = await dealerOnline();
        if ('message' in online) return { ok: false, message: online.message };
        try {
          const answer = await online.c.auth.authorized<{ url: string }>('/billing/checkout', {
            method: 'POST',
            query: { token: online.dealer },
            body: { amount: checked.output.amount },
          });
          return { ok: true, url: answer.url };
        } catch (error) {
          return { ok: false, message: failure(error) };
        }
      },
    },
  };
}
