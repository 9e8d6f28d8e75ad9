import { NEEDS_SERVER_MESSAGE } from '../../domain/settings/needsServer.ts';
import { AUTH_MESSAGES } from '../../domain/session/authMessages.ts';
import { userFormProblem, type UserDetails } from '../../domain/users/userForm.ts';
import type { WorkerApi } from '../api.ts';
import { listView, type ViewParts } from '../api/viewApi.ts';
import { postOnline } from '../api/postOnline.ts';
import { isOffline } from '../net/serverErrors.ts';
import type { ServerHttp } from '../net/serverHttp.ts';
import type { WorkerCore } from '../workerCore.ts';
import { createSettingsUserLists, type SettingsUserLists } from './settingsUserLists.ts';

/** The users tab's part of the worker's API besides its list (a view from local data): its calls, which need the server. */
export type SettingsUserApi = Pick<WorkerApi, 'userDetails' | 'userImportCandidates' | 'saveUser' | 'setUserStatus'>;

type Read<T> = { ok: true; value: T } | { ok: false; message: string };

/** GET `path` for the active dealer; off line it answers the users tab's offline message at once. */
async function readOnline<T>(c: WorkerCore, http: ServerHttp, path: string): Promise<Read<T>> {
  const dealer = c.sessions.current()?.user.dealer.token;
  if (!dealer) return { ok: false, message: AUTH_MESSAGES.sessionExpired };
  if (!http.isOnline()) return { ok: false, message: NEEDS_SERVER_MESSAGE };
  try {
    return { ok: true, value: await c.auth.authorized<T>(path, { query: { token: dealer } }) };
  } catch (error) {
    if (isOffline(error)) return { ok: false, message: NEEDS_SERVER_MESSAGE };
    return { ok: false, message: error instanceof Error ? error.message : String(error) };
  }
}

const SAVE_PATHS = { create: '/users/create', update: '/users/update', import: '/users/import' } as const;

/** The users list of the active dealer, made on first use. */
export function createSettingsUserViews(): ViewParts<'settingsUsers'> {
  let lists: SettingsUserLists | null = null;
  return { settingsUsers: listView((c) => (lists ??= createSettingsUserLists(c.users))) };
}

export function createSettingsUserApi(core: () => Promise<WorkerCore>, http: ServerHttp): SettingsUserApi {
  return {
    async userDetails(userId) {
      const read = await readOnline<{ user: UserDetails }>(await core(), http, `/users/${userId}`);
      return read.ok ? { ok: true, user: read.value.user } : read;
    },
    async userImportCandidates() {
      const read = await readOnline<{ users: UserDetails[] }>(await core(), http, '/users/import');
      return read.ok ? { ok: true, users: read.value.users } : read;
    },
    async saveUser({ mode, id, form }) {
      const problem = userFormProblem(form);
      if (problem) return { ok: false, message: problem };
      const body = mode === 'create' ? form : { id, ...form };
      return postOnline(await core(), http, SAVE_PATHS[mode], body, NEEDS_SERVER_MESSAGE);
    },
    async setUserStatus(userId, active) {
      return postOnline(await core(), http, '/users/status', { id: userId, status: active ? 'active' : 'inactive' }, NEEDS_SERVER_MESSAGE);
    },
  };
}
