import { listView, partView, type ViewParts } from '../api/viewApi.ts';
import type { WorkerCore } from '../workerCore.ts';
import { createTemplateLists, type TemplateLists } from './templateLists.ts';

/** The templates tab's views: the list's live windows and every template for the builder, made on first use (a part of the core). */
export function createTemplateViews(core: () => Promise<WorkerCore>): ViewParts<'templateList' | 'templates'> {
  let made: Promise<TemplateLists> | null = null;
  const lists = () => (made ??= core().then((c) => c.parts.add(createTemplateLists({ store: c.store, local: c.local, sessions: c.sessions }))));
  return {
    templateList: listView(lists),
    templates: partView(lists, (templates, id, _query, deliver) => templates.subscribeSet(id, deliver)),
  };
}
