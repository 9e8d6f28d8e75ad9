import type { TemplateDoc } from '../../domain/templates/template.ts';
import { compareTemplates, templateRows, type TemplateFilter } from '../../domain/templates/templateList.ts';
import type { ListWindow } from '../api.ts';
import { createRefsKindLists, sessionDealer } from '../lists/refsKindLists.ts';
import type { SessionStore } from '../session/sessionStore.ts';
import type { Store } from '../store/database.ts';
import type { LocalState } from '../store/localState.ts';

/** One view of the templates tab's list (spec 002 §2): its filter and the window of rows asked. */
export type TemplateListQuery = { version: number; filter: TemplateFilter; offset: number; limit: number };

/** Every live template of the active dealer in the list's order; null while the dealer's refs were never pulled. */
export type TemplateSet = TemplateDoc[] | null;

/**
 * The active dealer's templates (refs of kind "template"), read from the store and read again, coalesced, whenever a
 * template of that dealer changes: a template dispatched here shows at once, one pulled after a colleague's change
 * within a frame of the pull. Windows follow the list's rules (domain/templates/templateList.ts), the same
 * GET /templates applies.
 */
export type TemplateLists = {
  subscribe(id: number, query: TemplateListQuery, callback: (window: ListWindow<TemplateDoc>) => void): Promise<void>;
  update(id: number, query: TemplateListQuery): Promise<void>;
  /** Every live template, for the builder's next and previous arrows. */
  subscribeSet(id: number, callback: (templates: TemplateSet) => void): Promise<void>;
  remove(id: number): void;
  close(): void;
};

export function createTemplateLists(deps: { store: Store; local: LocalState; sessions: SessionStore }): TemplateLists {
  const lists = createRefsKindLists({
    ...deps,
    ...sessionDealer(deps.sessions),
    kinds: ['template'],
    read: (docs) => ({ docs }),
    rows: ({ docs }, filter: TemplateFilter) => templateRows(docs, filter),
    summary: (data): TemplateSet => (data ? data.docs.filter((doc) => !doc.deleted_at).sort(compareTemplates) : null),
  });
  return { subscribe: lists.subscribe, update: lists.update, subscribeSet: lists.subscribeSummary, remove: lists.remove, close: lists.close };
}
