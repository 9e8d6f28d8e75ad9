import * as v from 'valibot';
import { SHARE_OFFLINE_MESSAGE, ShareRequestSchema, type ShareRequest } from '../../domain/share/share.ts';
import type { ShareResult } from '../api.ts';
import type { ServerHttp } from '../net/serverHttp.ts';
import type { WorkerCore } from '../workerCore.ts';
import { postOnline } from './postOnline.ts';

/**
 * Shares a link with a user of the active dealer: POST /share?token=<dealer> (the server mails it and records an
 * alert). Needs the network.
 */
export async function shareLink(c: WorkerCore, http: ServerHttp, request: ShareRequest): Promise<ShareResult> {
  const checked = v.safeParse(ShareRequestSchema, request);
  if (!checked.success) return { ok: false, message: checked.issues[0].message };
  return postOnline(c, http, '/share', checked.output, SHARE_OFFLINE_MESSAGE);
}
