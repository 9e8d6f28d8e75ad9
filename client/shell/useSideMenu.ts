import { useCallback, useEffect, useRef, useState } from 'react';
import { PHONE_WIDTH } from './phoneWidth.ts';

/** Matches the 0.45 s close animation of the side menu in shell.css. */
const CLOSE_ANIMATION_MS = 450;

export type SideMenuState = 'open' | 'closing' | 'closed';

/** Open, closing (while the close animation runs), closed; desktop starts open, phones start closed. */
export function useSideMenu(): { state: SideMenuState; toggle: () => void; close: () => void } {
  const [state, setState] = useState<SideMenuState>(() =>
    window.matchMedia(PHONE_WIDTH).matches ? 'closed' : 'open',
  );
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const close = useCallback(() => {
    setState('closing');
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setState('closed'), CLOSE_ANIMATION_MS);
  }, []);
  const toggle = useCallback(() => {
    if (state === 'open') close();
    else {
      clearTimeout(timer.current);
      setState('open');
    }
  }, [state, close]);
  return { state, toggle, close };
}
