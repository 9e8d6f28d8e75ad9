import type { Remote } from 'comlink';
import { createContext } from 'react';
import type { WorkerApi } from '../../worker/api.ts';

/** The worker's API as the page reaches it over Comlink; App provides the one worker of the page. */
export const WorkerContext = createContext<Remote<WorkerApi> | null>(null);
