import type { Locator, Page } from 'playwright-core';

/** A North American number as the app reads it out, computed here from its 10 digits: (519) 555-0100. */
export const readablePhone = (digits: string) => `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;

/** The smallest side of a touch target on a phone (WCAG 2.5.5, Apple's and Google's guides): 44 CSS pixels. */
export const TOUCH_TARGET = 44;

/**
 * The buttons and links inside the given parts of the page that are shown (not display: none, not hidden) but less
 * than 44 px wide or high, each as "name width x height"; [] when every one is large enough.
 */
export async function smallTouchTargets(scope: Locator): Promise<string[]> {
  return scope.evaluateAll((roots, minimum) => {
    const small: string[] = [];
    for (const root of roots) {
      for (const element of root.querySelectorAll<HTMLElement>('button, a[href], [role="tab"], summary')) {
        const box = element.getBoundingClientRect();
        if (box.width === 0 && box.height === 0) continue;
        if (getComputedStyle(element).visibility === 'hidden') continue;
        if (box.width < minimum - 0.5 || box.height < minimum - 0.5) {
          const name = element.getAttribute('aria-label') || element.textContent?.trim() || element.outerHTML.slice(0, 60);
          small.push(`${name} ${Math.round(box.width)}x${Math.round(box.height)}`);
        }
      }
    }
    return small;
  }, TOUCH_TARGET);
}

/**
 * What scrolls sideways on the page: the document, the screen's content area, and every element inside it that
 * scrolls on its own ("overflow-x: auto" or "scroll") wider than it is, each as "what scrollWidth > clientWidth".
 */
export async function sidewaysScrollers(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const check = (name: string, element: Element) => {
      if (element.scrollWidth > element.clientWidth + 1) found.push(`${name} ${element.scrollWidth} > ${element.clientWidth}`);
    };
    check('document', document.documentElement);
    const content = document.querySelector('main');
    if (content) {
      check('main', content);
      for (const element of content.querySelectorAll('*')) {
        const overflow = getComputedStyle(element).overflowX;
        if (overflow === 'auto' || overflow === 'scroll') check(`${element.tagName.toLowerCase()}.${element.className}`, element);
      }
    }
    return found;
  });
}
