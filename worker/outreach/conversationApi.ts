import type { WorkerApi } from '../api.ts';
import { releaseCallback, type Subscriptions } from '../subscriptions.ts';
import type { WorkerCore } from '../workerCore.ts';
import { createConversations, type Conversations } from './conversations.ts';

/** The outreach section's part of the worker's API: one person's conversation, live. Sending goes through dispatch. */
export type ConversationApi = Pick<WorkerApi, 'subscribeOutreach'>;

/** The conversations over the core, made on first use and kept on the active dealer; close() stops them with the worker. */
export function createConversationApi(core: () => Promise<WorkerCore>, subscriptions: Subscriptions): { api: ConversationApi; close(): Promise<void> } {
  let made: Promise<{ conversations: Conversations; stop: () => void }> | null = null;
  const conversations = () =>
    (made ??= core().then((c) => {
      const created = createConversations(c.store);
      created.setDealer(c.sessions.current()?.user.dealer.token ?? null);
      const stop = c.sessions.listen((_state, session) => created.setDealer(session?.user.dealer.token ?? null));
      return { conversations: created, stop };
    })).then(({ conversations }) => conversations);
  return {
    api: {
      async subscribeOutreach(person, callback) {
        const live = await conversations();
        const id = subscriptions.add(() => {
          live.remove(id);
          releaseCallback(callback);
        });
        await live.subscribe(id, person, callback);
        return id;
      },
    },
    async close() {
      if (!made) return;
      const { conversations, stop } = await made;
      stop();
      conversations.close();
    },
  };
}
