import * as v from 'valibot';
import { SUPPORT_OFFLINE_MESSAGE, SUPPORT_PATH, SupportRequestSchema } from '../../domain/support/supportRequest.ts';
import type { WorkerApi } from '../api.ts';
import type { ServerHttp } from '../net/serverHttp.ts';
import type { WorkerCore } from '../workerCore.ts';
import { postOnline } from './postOnline.ts';

export type SupportApi = Pick<WorkerApi, 'submitSupport'>;

/** The support form's send (spec 000 §7 POST /support/contact): checked here, then posted for the active dealer; needs the network. */
export function createSupportApi(core: () => Promise<WorkerCore>, http: ServerHttp): SupportApi {
  return {
    async submitSupport(request) {
      const checked = v.safeParse(SupportRequestSchema, request);
      if (!checked.success) return { ok: false, message: checked.issues[0].message };
      return postOnline(await core(), http, SUPPORT_PATH, checked.output, SUPPORT_OFFLINE_MESSAGE);
    },
  };
}
