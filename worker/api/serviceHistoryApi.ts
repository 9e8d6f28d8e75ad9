import * as v from 'valibot';
import type { ServiceHistoryRecord } from '../../domain/service/serviceHistoryRecord.ts';
import { SERVICE_HISTORY_OFFLINE_MESSAGE, ServiceHistoryQuerySchema, serviceHistoryKey } from '../../domain/service/serviceHistoryQuery.ts';
import { AUTH_MESSAGES } from '../../domain/session/authMessages.ts';
import type { WorkerApi } from '../api.ts';
import { isOffline } from '../net/serverErrors.ts';
import { createServiceHistoryCache, type ServiceHistoryCache } from '../store/serviceHistoryCache.ts';
import type { WorkerCore } from '../workerCore.ts';

export type ServiceHistoryApi = Pick<WorkerApi, 'serviceHistory' | 'cachedServiceHistory'>;

/**
 * Service histories (GET /service) for the deal and vehicle pages: repair orders are not replicated, so the
 * worker asks the server and keeps each answer per dealer and query (worker/store/serviceHistoryCache.ts). Off
 * line, or when the call fails, the saved copy answers; an error only when there is neither.
 */
export function createServiceHistoryApi(core: () => Promise<WorkerCore>): ServiceHistoryApi {
  let cache: ServiceHistoryCache | null = null;
  const cacheOf = (c: WorkerCore) =>
    (cache ??= createServiceHistoryCache({
      local: c.local,
      lock: c.lock,
      holds: (dealer) => c.sessions.current()?.user.dealers.some((held) => held.token === dealer) ?? false,
    }));

  /** The checked query and the active dealer, or the message saying why there is none. */
  const prepare = async (query: Parameters<WorkerApi['serviceHistory']>[0]) => {
    const checked = v.safeParse(ServiceHistoryQuerySchema, query);
    if (!checked.success) return { ok: false as const, message: checked.issues[0].message };
    const c = await core();
    const dealer = c.sessions.current()?.user.dealer.token;
    if (!dealer) return { ok: false as const, message: AUTH_MESSAGES.sessionExpired };
    return { ok: true as const, c, dealer, target: checked.output, key: serviceHistoryKey(checked.output) };
  };

  return {
    async serviceHistory(query) {
      const prepared = await prepare(query);
      if (!prepared.ok) return { status: 'error', message: prepared.message };
      const { c, dealer, target, key } = prepared;
      try {
        const answer = await c.auth.authorized<{ service: ServiceHistoryRecord[] }>('/service', {
          query: { token: dealer, [target.by]: target.value },
        });
        void cacheOf(c)
          .save(dealer, key, { records: answer.service, savedAt: new Date().toISOString() })
          .catch((error: unknown) => console.error('saving a service history failed', error));
        return { status: 'ready', records: answer.service, cachedAt: null };
      } catch (error) {
        const saved = await cacheOf(c).read(dealer, key);
        if (saved) return { status: 'ready', records: saved.records, cachedAt: saved.savedAt };
        return { status: 'error', message: isOffline(error) ? SERVICE_HISTORY_OFFLINE_MESSAGE : error instanceof Error ? error.message : String(error) };
      }
    },
    async cachedServiceHistory(query) {
      const prepared = await prepare(query);
      if (!prepared.ok) return null;
      const saved = await cacheOf(prepared.c).read(prepared.dealer, prepared.key);
      return saved ? { status: 'ready', records: saved.records, cachedAt: saved.savedAt } : null;
    },
  };
}
