import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { useWorker } from '../worker/useWorker.ts';
import { useSession } from './useSession.ts';

/** Paths that skip the sign-in check (spec 003 §2 and §4). */
const UNGUARDED = ['/home', '/login', '/register', '/reset-password'];

/**
 * Checks the session on every navigation: the worker refreshes an expired id token; a refused refresh or no
 * user signs out (the worker clears the user's data) and sends the user to /login; offline keeps the user.
 * It waits until the worker has loaded the stored session: before that, no answer means anything.
 */
export function SessionGuard(): null {
  const api = useWorker();
  const [location, navigate] = useLocation();
  const signedIn = useSession().status === 'signed-in';
  useEffect(() => {
    if (!signedIn || UNGUARDED.includes(location)) return;
    let current = true;
    void api.guard().then((result) => {
      if (current && result === 'signed-out') navigate('/login', { replace: true });
    });
    return () => {
      current = false;
    };
  }, [api, location, navigate, signedIn]);
  return null;
}
