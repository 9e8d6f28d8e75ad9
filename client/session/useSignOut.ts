import { useLocation } from 'wouter';
import { useWorker } from '../worker/useWorker.ts';
import { keepSession } from './keptSession.ts';

/** Signs out in the worker (which clears the user's data), forgets what the page kept, and goes to /login. */
export function useSignOut(): () => Promise<void> {
  const api = useWorker();
  const [, navigate] = useLocation();
  return async () => {
    await api.signOut();
    keepSession({ status: 'signed-out' });
    navigate('/login', { replace: true });
  };
}
