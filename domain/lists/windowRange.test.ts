import { describe, expect, it } from 'vitest';
import { AHEAD, BEHIND, FIRST_WINDOW, MARGIN, nextWindow } from './windowRange.ts';

describe('nextWindow', () => {
  it('keeps the first window while the rows in view and MARGIN rows below them are in it', () => {
    expect(nextWindow(FIRST_WINDOW, { first: 0, last: 14, previousFirst: 0, total: 10_000 })).toBeNull();
    const lastHeld = AHEAD - MARGIN - 1;
    expect(nextWindow(FIRST_WINDOW, { first: lastHeld - 14, last: lastHeld, previousFirst: 0, total: 10_000 })).toBeNull();
  });

  it('scrolling down past the margin asks for AHEAD rows below the view and BEHIND rows above it', () => {
    const last = AHEAD - MARGIN;
    const first = last - 14;
    expect(nextWindow(FIRST_WINDOW, { first, last, previousFirst: 0, total: 10_000 })).toEqual({
      offset: first - BEHIND,
      limit: last + AHEAD - (first - BEHIND) + 1,
    });
  });

  it('scrolling up asks for AHEAD rows above the view once fewer than MARGIN are held above it', () => {
    const held = { offset: 1_000, limit: 200 };
    expect(nextWindow(held, { first: 1_000 + MARGIN, last: 1_000 + MARGIN + 14, previousFirst: 1_200, total: null })).toBeNull();
    const first = 1_000 + MARGIN - 1;
    expect(nextWindow(held, { first, last: first + 14, previousFirst: 1_200, total: null })).toEqual({
      offset: first - AHEAD,
      limit: first + 14 + BEHIND - (first - AHEAD) + 1,
    });
  });

  it('the end of the list counts as held: the last rows in view ask for nothing more', () => {
    const held = { offset: 900, limit: 100 };
    expect(nextWindow(held, { first: 985, last: 999, previousFirst: 980, total: 1_000 })).toBeNull();
    expect(nextWindow(held, { first: 985, last: 999, previousFirst: 980, total: null })).not.toBeNull();
  });

  it('never asks for rows before the first', () => {
    const held = { offset: 500, limit: 200 };
    expect(nextWindow(held, { first: 10, last: 24, previousFirst: 600, total: 1_000 })).toEqual({ offset: 0, limit: 24 + BEHIND + 1 });
  });
});
