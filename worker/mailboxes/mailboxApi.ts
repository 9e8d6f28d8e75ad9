import * as v from 'valibot';
import type { MailboxDoc, OAuthProviderName } from '../../domain/mailboxes/mailbox.ts';
import { NEEDS_SERVER_MESSAGE } from '../../domain/settings/needsServer.ts';
import { MailboxCreateSchema, MailboxUpdateSchema, type MailboxCreateInput, type MailboxUpdateInput } from '../../domain/mailboxes/mailboxForm.ts';
import { MailboxUsersSchema } from '../../domain/mailboxes/mailboxForm.ts';
import { AUTH_MESSAGES } from '../../domain/session/authMessages.ts';
import { listView, type ViewParts } from '../api/viewApi.ts';
import { isOffline } from '../net/serverErrors.ts';
import type { ServerHttp } from '../net/serverHttp.ts';
import type { WorkerCore } from '../workerCore.ts';
import { createMailboxLists, type MailboxLists } from './mailboxLists.ts';
import type { MailServerSettings } from '../../domain/mailboxes/mailboxPasswordAgain.ts';

/** A mailbox call's answer: its value, or the message to show (the server's, or that the call needs it). */
export type MailboxAnswer<T> = { ok: true; value: T } | { ok: false; message: string };

/** What the edit form shows of a POP3/SMTP mailbox's servers (GET /mailbox/{id}): never its passwords. */
export type MailboxSettings = MailboxDoc & MailServerSettings;

/** A mailbox to save: id null creates it (POST /mailbox/create), otherwise POST /mailbox/{id}/update; checked here against the call's schema. */
export type MailboxSaveRequest = { id: number | null; form: MailboxCreateInput | MailboxUpdateInput };

/** The mailboxes tab's part of the worker's API besides its list (a view): its calls, which need the server. */
export type MailboxApi = {
  saveMailbox(request: MailboxSaveRequest): Promise<MailboxAnswer<MailboxDoc>>;
  /** Suspends an active mailbox, activates a suspended one. */
  suspendMailbox(id: number): Promise<MailboxAnswer<MailboxDoc>>;
  deleteMailbox(id: number): Promise<MailboxAnswer<true>>;
  mailboxUsers(id: number): Promise<MailboxAnswer<number[]>>;
  saveMailboxUsers(id: number, users: number[]): Promise<MailboxAnswer<MailboxDoc>>;
  mailboxSettings(id: number): Promise<MailboxAnswer<MailboxSettings>>;
  /** The provider's sign-in address for the popup (GET /integrations/{provider}/url). */
  mailboxAuthorizeUrl(provider: OAuthProviderName): Promise<MailboxAnswer<string>>;
  /** Hands the code the popup brought back to the server (POST /integrations/{provider}/token): the sign-in's handle and account. */
  mailboxAuthorization(provider: OAuthProviderName, code: string, state: string): Promise<MailboxAnswer<{ token: string; email: string | null }>>;
};

/** A call for the active dealer that only the server answers: off line it says so at once; a refusal answers the server's message. */
async function callOnline<T>(c: WorkerCore, http: ServerHttp, method: 'GET' | 'POST', path: string, body?: unknown): Promise<MailboxAnswer<T>> {
  const dealer = c.sessions.current()?.user.dealer.token;
  if (!dealer) return { ok: false, message: AUTH_MESSAGES.sessionExpired };
  if (!http.isOnline()) return { ok: false, message: NEEDS_SERVER_MESSAGE };
  try {
    return { ok: true, value: await c.auth.authorized<T>(path, { method, query: { token: dealer }, body }) };
  } catch (error) {
    if (isOffline(error)) return { ok: false, message: NEEDS_SERVER_MESSAGE };
    return { ok: false, message: error instanceof Error ? error.message : String(error) };
  }
}

const mailboxOf = <T extends { mailbox: unknown }>(answer: MailboxAnswer<T>): MailboxAnswer<T['mailbox']> => (answer.ok ? { ok: true, value: answer.value.mailbox } : answer);

/** The mailboxes' API and list over the core; the list is made on first use (a part of the core). */
export function createMailboxApi(core: () => Promise<WorkerCore>, http: ServerHttp): { api: MailboxApi; views: ViewParts<'mailboxes'> } {
  let made: Promise<MailboxLists> | null = null;
  const lists = () => (made ??= core().then((c) => c.parts.add(createMailboxLists({ store: c.store, local: c.local, sessions: c.sessions }))));
  const call = async <T>(method: 'GET' | 'POST', path: string, body?: unknown) => callOnline<T>(await core(), http, method, path, body);
  /**
   * A change of which mailboxes send may change whether the dealer has an active one: the session (its mailbox_dealers,
   * the calendar's no-mailbox dialog) is refreshed in the background.
   */
  const changed = async <T>(answer: MailboxAnswer<T>): Promise<MailboxAnswer<T>> => {
    if (answer.ok) void (await core()).auth.refresh().catch(() => undefined);
    return answer;
  };
  return {
    views: { mailboxes: listView(lists) },
    api: {
      async saveMailbox(request) {
        const checked = request.id === null ? v.safeParse(MailboxCreateSchema, request.form) : v.safeParse(MailboxUpdateSchema, request.form);
        if (!checked.success) return { ok: false, message: checked.issues[0].message };
        const path = request.id === null ? '/mailbox/create' : `/mailbox/${request.id}/update`;
        return changed(mailboxOf(await call<{ mailbox: MailboxDoc }>('POST', path, checked.output)));
      },
      async suspendMailbox(id) {
        return changed(mailboxOf(await call<{ mailbox: MailboxDoc }>('POST', `/mailbox/${id}/suspend`, { mailbox_id: id })));
      },
      async deleteMailbox(id) {
        const answer = await call<{ deleted: boolean }>('POST', `/mailbox/${id}/delete`);
        return changed(answer.ok ? { ok: true, value: true } : answer);
      },
      async mailboxUsers(id) {
        const answer = await call<{ users: { user_id: number }[] }>('GET', `/settings/mailbox/${id}/users`);
        return answer.ok ? { ok: true, value: answer.value.users.map((user) => user.user_id) } : answer;
      },
      async saveMailboxUsers(id, users) {
        const checked = v.safeParse(MailboxUsersSchema, { users });
        if (!checked.success) return { ok: false, message: checked.issues[0].message };
        return mailboxOf(await call<{ mailbox: MailboxDoc }>('POST', `/mailbox/${id}/users/update`, checked.output));
      },
      async mailboxSettings(id) {
        return mailboxOf(await call<{ mailbox: MailboxSettings }>('GET', `/mailbox/${id}`));
      },
      async mailboxAuthorizeUrl(provider) {
        const answer = await call<{ url: string }>('GET', `/integrations/${provider}/url`);
        return answer.ok ? { ok: true, value: answer.value.url } : answer;
      },
      async mailboxAuthorization(provider, code, state) {
        return call<{ token: string; email: string | null }>('POST', `/integrations/${provider}/token`, { code, state });
      },
    },
  };
}
