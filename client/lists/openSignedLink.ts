import type { Remote } from 'comlink';
import type { WorkerApi } from '../../worker/api.ts';

/**
 * Opens an API path (a CSV export, a PDF) in a new tab under a short-lived signed link. The tab is opened at once,
 * in the click, so no popup blocker stops it, and pointed at the link when the worker has it; offline, the tab
 * closes again and the error goes to the caller.
 */
export async function openSignedLink(api: Remote<WorkerApi>, path: string): Promise<void> {
  const tab = window.open('', '_blank');
  try {
    const url = await api.signedLink(path);
    if (tab) tab.location.href = url;
    else window.location.assign(url);
  } catch (error) {
    tab?.close();
    throw error;
  }
}
