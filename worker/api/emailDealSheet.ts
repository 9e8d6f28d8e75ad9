import * as v from 'valibot';
import { DEAL_SHEET_EMAIL_OFFLINE_MESSAGE, DealSheetEmailRequestSchema, type DealSheetEmailRequest } from '../../domain/share/dealSheetEmail.ts';
import { AUTH_MESSAGES } from '../../domain/session/authMessages.ts';
import type { ShareResult } from '../api.ts';
import { isOffline } from '../net/serverErrors.ts';
import type { ServerHttp } from '../net/serverHttp.ts';
import type { WorkerCore } from '../workerCore.ts';

/**
 * E-mails a deal sheet to an address: POST /dealsheet/email?token=<dealer> (the server renders the PDF, attaches it
 * and mails it). Needs the network: off line it answers at once that e-mailing waits for a connection; a refusal
 * answers the server's own message.
 */
export async function emailDealSheet(c: WorkerCore, http: ServerHttp, request: DealSheetEmailRequest): Promise<ShareResult> {
  const checked = v.safeParse(DealSheetEmailRequestSchema, request);
  if (!checked.success) return { ok: false, message: checked.issues[0].message };
  const dealer = c.sessions.current()?.user.dealer.token;
  if (!dealer) return { ok: false, message: AUTH_MESSAGES.sessionExpired };
  if (!http.isOnline()) return { ok: false, message: DEAL_SHEET_EMAIL_OFFLINE_MESSAGE };
  try {
    await c.auth.authorized('/dealsheet/email', { method: 'POST', query: { token: dealer }, body: checked.output });
    return { ok: true };
  } catch (error) {
    if (isOffline(error)) return { ok: false, message: DEAL_SHEET_EMAIL_OFFLINE_MESSAGE };
    return { ok: false, message: error instanceof Error ? error.message : String(error) };
  }
}
