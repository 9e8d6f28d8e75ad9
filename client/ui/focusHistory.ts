/** How many of the last focused elements are remembered: enough to step back over a closed menu's entries. */
const KEPT = 20;

const recent: HTMLElement[] = [];

// Listened for from the first import on (a popup imports this), in the capture phase so no handler hides a move.
if (typeof document !== 'undefined') {
  document.addEventListener(
    'focusin',
    (event) => {
      if (!(event.target instanceof HTMLElement)) return;
      const at = recent.indexOf(event.target);
      if (at !== -1) recent.splice(at, 1);
      recent.push(event.target);
      if (recent.length > KEPT) recent.shift();
    },
    true,
  );
}

/**
 * The element that has the focus, or the last one that had it and is still on the page: a popup chosen from a menu
 * opens after the menu's entry is gone, and its opener is then the menu's button, focused before the entry.
 */
export function lastFocused(): HTMLElement | null {
  const active = document.activeElement;
  if (active instanceof HTMLElement && active !== document.body) return active;
  for (let index = recent.length - 1; index >= 0; index -= 1) {
    const element = recent[index];
    if (element?.isConnected) return element;
  }
  return null;
}
