import type { ProspectProfileState } from '../../domain/prospects/prospectProfile.ts';
import { useView } from '../worker/useView.ts';

/** A prospect profile's data, live from the worker; loading until the worker first answers for this prospect. */
export function useProspectProfile(prospectId: string): ProspectProfileState {
  return useView('prospect', prospectId) ?? { status: 'loading' };
}
