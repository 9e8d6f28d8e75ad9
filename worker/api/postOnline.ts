import { AUTH_MESSAGES } from '../../domain/session/authMessages.ts';
import type { ShareResult } from '../api.ts';
import { isOffline } from '../net/serverErrors.ts';
import type { ServerHttp } from '../net/serverHttp.ts';
import type { WorkerCore } from '../workerCore.ts';

/**
 * A call that only the server can carry out (a mail sent: a share, a deal sheet, an opt-in): POST `path` for the
 * active dealer. Off line it answers `offlineMessage` at once; a refusal answers the server's own message.
 */
export async function postOnline(c: WorkerCore, http: ServerHttp, path: string, body: unknown, offlineMessage: string): Promise<ShareResult> {
  const dealer = c.sessions.current()?.user.dealer.token;
  if (!dealer) return { ok: false, message: AUTH_MESSAGES.sessionExpired };
  if (!http.isOnline()) return { ok: false, message: offlineMessage };
  try {
    await c.auth.authorized(path, { method: 'POST', query: { token: dealer }, body });
    return { ok: true };
  } catch (error) {
    if (isOffline(error)) return { ok: false, message: offlineMessage };
    return { ok: false, message: error instanceof Error ? error.message : String(error) };
  }
}
