import { signal } from '@preact/signals-react';

type Phase = 'idle' | 'shown' | 'fading';

const NAVIGATE_AFTER_MS = 600;
const OVERLAY_OFF_AFTER_MS = 2500;
const FADE_OUT_MS = 900;

const phase = signal<Phase>('idle');

/**
 * The loading transition after a successful sign-in (spec 000 §4): an overlay fades in (0.5 s), the app
 * navigates to the dashboard after 0.6 s, and the overlay goes off after 2.5 s with a 0.9 s fade.
 */
export const signInTransition = {
  phase,
  start(navigate: (to: string) => void): void {
    phase.value = 'shown';
    setTimeout(() => navigate('/'), NAVIGATE_AFTER_MS);
    setTimeout(() => {
      phase.value = 'fading';
    }, OVERLAY_OFF_AFTER_MS);
    setTimeout(() => {
      phase.value = 'idle';
    }, OVERLAY_OFF_AFTER_MS + FADE_OUT_MS);
  },
};
