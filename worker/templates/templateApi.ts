import type { WorkerApi } from '../api.ts';
import { releaseCallback, type Subscriptions } from '../subscriptions.ts';
import type { WorkerCore } from '../workerCore.ts';
import { createTemplateLists, type TemplateLists } from './templateLists.ts';

/** The templates tab's part of the worker's API: the list's live windows and every template for the builder. */
export type TemplateApi = Pick<WorkerApi, 'subscribeTemplateList' | 'updateTemplateList' | 'subscribeTemplates'>;

/** The templates' API over the core, made on first use; close() stops it with the worker. */
export function createTemplateApi(core: () => Promise<WorkerCore>, subscriptions: Subscriptions): { api: TemplateApi; close(): Promise<void> } {
  let made: Promise<TemplateLists> | null = null;
  const lists = () => (made ??= core().then((c) => createTemplateLists({ store: c.store, local: c.local, sessions: c.sessions })));
  const subscribe = async (callback: unknown, start: (templates: TemplateLists, id: number) => Promise<void>) => {
    const templates = await lists();
    const id = subscriptions.add(() => {
      templates.remove(id);
      releaseCallback(callback);
    });
    await start(templates, id);
    return id;
  };
  return {
    api: {
      subscribeTemplateList: (query, callback) => subscribe(callback, (templates, id) => templates.subscribe(id, query, callback)),
      async updateTemplateList(subscription, query) {
        await (await lists()).update(subscription, query);
      },
      subscribeTemplates: (callback) => subscribe(callback, (templates, id) => templates.subscribeSet(id, callback)),
    },
    async close() {
      if (made) (await made).close();
    },
  };
}
