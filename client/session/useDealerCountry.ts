import type { Country } from '../../domain/dealers/dealer.ts';
import { useSession } from './useSession.ts';

/** The current dealer's country, which sets the distance unit (KM or MI) of every figure shown. */
export function useDealerCountry(): Country {
  const session = useSession();
  return session.status === 'signed-in' ? session.user.dealer.country : 'canada';
}
