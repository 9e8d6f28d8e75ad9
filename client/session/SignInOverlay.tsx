import { useSignals } from '@preact/signals-react/runtime';
import { LoadingOverlay } from './LoadingOverlay.tsx';
import { signInTransition } from './signInTransition.ts';

/** The overlay of the post-sign-in transition; it outlives the route change from /login to the app. */
export function SignInOverlay() {
  useSignals();
  const phase = signInTransition.phase.value;
  if (phase === 'idle') return null;
  return <LoadingOverlay className={phase === 'fading' ? 'is-fading-out' : 'is-fading-in'} />;
}
