import * as v from 'valibot';
import { DEAL_SHEET_EMAIL_OFFLINE_MESSAGE, DealSheetEmailRequestSchema, type DealSheetEmailRequest } from '../../domain/share/dealSheetEmail.ts';
import type { ShareResult } from '../api.ts';
import type { ServerHttp } from '../net/serverHttp.ts';
import type { WorkerCore } from '../workerCore.ts';
import { postOnline } from './postOnline.ts';

/**
 * E-mails a deal sheet to an address: POST /dealsheet/email?token=<dealer> (the server renders the PDF, attaches it
 * and mails it). Needs the network.
 */
export async function emailDealSheet(c: WorkerCore, http: ServerHttp, request: DealSheetEmailRequest): Promise<ShareResult> {
  const checked = v.safeParse(DealSheetEmailRequestSchema, request);
  if (!checked.success) return { ok: false, message: checked.issues[0].message };
  return postOnline(c, http, '/dealsheet/email', checked.output, DEAL_SHEET_EMAIL_OFFLINE_MESSAGE);
}
