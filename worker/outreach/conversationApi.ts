import { partView, type ViewParts } from '../api/viewApi.ts';
import type { WorkerCore } from '../workerCore.ts';
import { createConversations, type Conversations } from './conversations.ts';

/**
 * The outreach section's view: one person's conversation, live (sending goes through dispatch). The conversations
 * are made on first use, a part of the core that follows the active dealer.
 */
export function createConversationViews(core: () => Promise<WorkerCore>): ViewParts<'outreach'> {
  let made: Promise<Conversations> | null = null;
  const conversations = () =>
    (made ??= core().then((c) => {
      const created = c.parts.add(createConversations(c.store));
      created.setDealer(c.sessions.current()?.user.dealer.token ?? null);
      return created;
    }));
  return { outreach: partView(conversations, (live, id, person, deliver) => live.subscribe(id, person, deliver)) };
}
