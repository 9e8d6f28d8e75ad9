import * as v from 'valibot';
import { SHARE_OFFLINE_MESSAGE, ShareRequestSchema, type ShareRequest } from '../../domain/share/share.ts';
import { AUTH_MESSAGES } from '../../domain/session/authMessages.ts';
import type { ShareResult } from '../api.ts';
import { isOffline } from '../net/serverErrors.ts';
import type { ServerHttp } from '../net/serverHttp.ts';
import type { WorkerCore } from '../workerCore.ts';

/**
 * Shares a link with a user of the active dealer: POST /share?token=<dealer> (the server mails it and records an
 * alert). Needs the network: off line it answers at once that sharing waits for a connection; a refusal answers
 * the server's own message.
 */
export async function shareLink(c: WorkerCore, http: ServerHttp, request: ShareRequest): Promise<ShareResult> {
  const checked = v.safeParse(ShareRequestSchema, request);
  if (!checked.success) return { ok: false, message: checked.issues[0].message };
  const dealer = c.sessions.current()?.user.dealer.token;
  if (!dealer) return { ok: false, message: AUTH_MESSAGES.sessionExpired };
  if (!http.isOnline()) return { ok: false, message: SHARE_OFFLINE_MESSAGE };
  try {
    await c.auth.authorized('/share', { method: 'POST', query: { token: dealer }, body: checked.output });
    return { ok: true };
  } catch (error) {
    if (isOffline(error)) return { ok: false, message: SHARE_OFFLINE_MESSAGE };
    return { ok: false, message: error instanceof Error ? error.message : String(error) };
  }
}
