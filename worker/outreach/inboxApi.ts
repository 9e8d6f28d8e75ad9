import type { WorkerApi } from '../api.ts';
import { listView, partView, type ViewParts } from '../api/viewApi.ts';
import type { WorkerCore } from '../workerCore.ts';
import { readEmailRecipient } from './inboxData.ts';
import { createInboxLists, type InboxLists } from './inboxLists.ts';

/** The inbox's part of the worker's API besides its views (spec 003 "Inbox"): a recipient for Compose. */
export type InboxApi = Pick<WorkerApi, 'emailRecipient'>;

/** The inbox's API and views (the sidebar, the e-mail list and the reading pane, live) over the core, made on first use (a part of the core). */
export function createInboxApi(core: () => Promise<WorkerCore>): { api: InboxApi; views: ViewParts<'inboxMailboxes' | 'inbox' | 'inboxMessage'> } {
  let made: Promise<InboxLists> | null = null;
  const lists = () => (made ??= core().then((c) => c.parts.add(createInboxLists({ store: c.store, local: c.local, sessions: c.sessions }))));
  return {
    views: {
      inboxMailboxes: partView(lists, (inbox, id, _query, deliver) => inbox.subscribeMailboxes(id, deliver)),
      inbox: listView(lists),
      inboxMessage: partView(lists, (inbox, id, messageId, deliver) => inbox.subscribeMessage(id, messageId, deliver)),
    },
    api: {
      async emailRecipient(subject, id) {
        const c = await core();
        const dealer = c.sessions.current()?.user.dealer.token;
        return dealer ? readEmailRecipient(c.store, dealer, subject, id) : null;
      },
    },
  };
}
