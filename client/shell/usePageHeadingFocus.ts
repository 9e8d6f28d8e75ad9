import { useEffect, useRef, type RefObject } from 'react';
import { useLocation } from 'wouter';

/** How long a page may take to show its heading (a record read from the server) before the focus is left alone. */
const HEADING_WAIT_MS = 15_000;

/**
 * Whether the focus is where a navigation left nothing to keep: nowhere, or on the link or button followed outside
 * the page (the side menu, the header). A field keeps it (the header's search box leads to /search as one types),
 * an open popup keeps it, and so does a control of the page that is still there (a tab of the same page).
 */
function focusIsFree(main: HTMLElement): boolean {
  const active = document.activeElement;
  if (!(active instanceof HTMLElement) || active === document.body) return true;
  if (active.closest('dialog[open]')) return false;
  if (active.matches('input, select, textarea, [contenteditable=""], [contenteditable="true"]')) return false;
  return !main.contains(active);
}

/**
 * After the path changes (not its query: a list writes its page there), the new page's h1 takes the focus, made
 * focusable by script (tabIndex -1) and only when the focus is free (focusIsFree), so a keyboard or screen reader
 * user starts at the top of the page they opened. A page still loading shows its heading later: it is waited for.
 * The first page of a visit keeps the browser's own start.
 */
export function usePageHeadingFocus(main: RefObject<HTMLElement | null>): void {
  const [path] = useLocation();
  const focusedFor = useRef(path);
  useEffect(() => {
    const region = main.current;
    if (focusedFor.current === path || !region) return;
    focusedFor.current = path;
    const focusHeading = (): boolean => {
      const heading = region.querySelector<HTMLElement>('h1');
      if (!heading) return false;
      if (focusIsFree(region)) {
        if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
        heading.focus();
      }
      return true;
    };
    if (focusHeading()) return;
    const observer = new MutationObserver(() => {
      if (focusHeading()) stop();
    });
    const timer = setTimeout(() => stop(), HEADING_WAIT_MS);
    const stop = () => {
      observer.disconnect();
      clearTimeout(timer);
    };
    observer.observe(region, { childList: true, subtree: true });
    return stop;
  }, [path, main]);
}
