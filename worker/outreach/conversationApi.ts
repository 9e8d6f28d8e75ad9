import { partView, type ViewParts } from '../api/viewApi.ts';
import type { WorkerCore } from '../workerCore.ts';
import { createConversations, type Conversations } from './conversations.ts';

/**
 * The outreach section's view: one person's conversation, live (sending goes through dispatch). The conversations
 * are made on first use and kept on the active dealer; close() stops them with the worker.
 */
export function createConversationViews(core: () => Promise<WorkerCore>): { views: ViewParts<'outreach'>; close(): Promise<void> } {
  let made: Promise<{ conversations: Conversations; stop: () => void }> | null = null;
  const conversations = () =>
    (made ??= core().then((c) => {
      const created = createConversations(c.store);
      created.setDealer(c.sessions.current()?.user.dealer.token ?? null);
      const stop = c.sessions.listen((_state, session) => created.setDealer(session?.user.dealer.token ?? null));
      return { conversations: created, stop };
    })).then(({ conversations }) => conversations);
  return {
    views: { outreach: partView(conversations, (live, id, person, deliver) => live.subscribe(id, person, deliver)) },
    async close() {
      if (!made) return;
      const { conversations, stop } = await made;
      stop();
      conversations.close();
    },
  };
}
