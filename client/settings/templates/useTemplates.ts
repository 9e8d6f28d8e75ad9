import type { TemplateSet } from '../../../worker/templates/templateLists.ts';
import { useView } from '../../worker/useView.ts';

/** Every live template of the active dealer in the list's order, live; null until the worker has them. */
export function useTemplates(): TemplateSet {
  return useView('templates', null);
}
