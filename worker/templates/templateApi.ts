import { listView, partView, type ViewParts } from '../api/viewApi.ts';
import type { WorkerCore } from '../workerCore.ts';
import { createTemplateLists, type TemplateLists } from './templateLists.ts';

/** The templates tab's views: the list's live windows and every template for the builder, made on first use; close() stops them with the worker. */
export function createTemplateViews(core: () => Promise<WorkerCore>): { views: ViewParts<'templateList' | 'templates'>; close(): Promise<void> } {
  let made: Promise<TemplateLists> | null = null;
  const lists = () => (made ??= core().then((c) => createTemplateLists({ store: c.store, local: c.local, sessions: c.sessions })));
  return {
    views: {
      templateList: listView(lists),
      templates: partView(lists, (templates, id, _query, deliver) => templates.subscribeSet(id, deliver)),
    },
    async close() {
      if (made) (await made).close();
    },
  };
}
