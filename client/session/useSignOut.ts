import { useLocation } from 'wouter';
import { useWorker } from '../worker/useWorker.ts';

/** Signs out in the worker (which clears the user's data) and goes to /login. */
export function useSignOut(): () => Promise<void> {
  const api = useWorker();
  const [, navigate] = useLocation();
  return async () => {
    await api.signOut();
    navigate('/login', { replace: true });
  };
}
