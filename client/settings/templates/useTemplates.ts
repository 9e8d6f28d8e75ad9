import * as Comlink from 'comlink';
import { useState } from 'react';
import type { TemplateSet } from '../../../worker/templates/templateLists.ts';
import { useSubscription } from '../../worker/useSubscription.ts';

/** Every live template of the active dealer in the list's order, live; null until the worker has them. */
export function useTemplates(): TemplateSet {
  const [templates, setTemplates] = useState<TemplateSet>(null);
  useSubscription((api) => api.subscribeTemplates(Comlink.proxy(setTemplates)), 'templates');
  return templates;
}
