import { describe, expect, it } from 'vitest';
import { listPaging } from './listPaging.ts';

describe('the page an address names', () => {
  it('follows the top row once scrolling settles, also back to page 1 with a row of page 2 still showing', () => {
    expect(listPaging.pageToKeep(2, 0, 16, 349)).toBe(1);
    expect(listPaging.pageToKeep(1, 31, 47, 349)).toBe(3);
    expect(listPaging.pageToKeep(3, 30, 46, 349)).toBeNull();
  });

  it('keeps a page named by a link when the list, scrolled to its end, cannot bring that page to the top', () => {
    expect(listPaging.pageToKeep(3, 24, 39, 40)).toBeNull();
    expect(listPaging.pageToKeep(1, 24, 39, 40)).toBe(2);
  });
});
