import type { WorkerApi } from '../api.ts';
import { releaseCallback, type Subscriptions } from '../subscriptions.ts';
import type { WorkerCore } from '../workerCore.ts';
import { readEmailRecipient } from './inboxData.ts';
import { createInboxLists, type InboxLists } from './inboxLists.ts';

/** The inbox's part of the worker's API (spec 003 "Inbox"): the sidebar, the e-mail list and the reading pane, live. */
export type InboxApi = Pick<WorkerApi, 'subscribeInboxMailboxes' | 'subscribeInbox' | 'updateInbox' | 'subscribeInboxMessage' | 'emailRecipient'>;

/** The inbox's API over the core, made on first use; close() stops it with the worker. */
export function createInboxApi(core: () => Promise<WorkerCore>, subscriptions: Subscriptions): { api: InboxApi; close(): Promise<void> } {
  let made: Promise<InboxLists> | null = null;
  const lists = () => (made ??= core().then((c) => createInboxLists({ store: c.store, local: c.local, sessions: c.sessions })));
  const subscribe = async (callback: unknown, start: (inbox: InboxLists, id: number) => Promise<void>) => {
    const inbox = await lists();
    const id = subscriptions.add(() => {
      inbox.remove(id);
      releaseCallback(callback);
    });
    await start(inbox, id);
    return id;
  };
  return {
    api: {
      subscribeInboxMailboxes: (callback) => subscribe(callback, (inbox, id) => inbox.subscribeMailboxes(id, callback)),
      subscribeInbox: (query, callback) => subscribe(callback, (inbox, id) => inbox.subscribe(id, query, callback)),
      async updateInbox(subscription, query) {
        await (await lists()).update(subscription, query);
      },
      subscribeInboxMessage: (messageId, callback) => subscribe(callback, (inbox, id) => inbox.subscribeMessage(id, messageId, callback)),
      async emailRecipient(subject, id) {
        const c = await core();
        const dealer = c.sessions.current()?.user.dealer.token;
        return dealer ? readEmailRecipient(c.store, dealer, subject, id) : null;
      },
    },
    async close() {
      if (made) (await made).close();
    },
  };
}
