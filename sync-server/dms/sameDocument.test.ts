import { describe, expect, it } from 'vitest';
import { sameDocument } from './sameDocument.ts';

describe('sameDocument', () => {
  it('ignores key order, as JSONB does', () => {
    expect(sameDocument({ a: 1, b: { c: [1, { d: 'x' }] } }, { b: { c: [1, { d: 'x' }] }, a: 1 })).toBe(true);
  });
  it('counts a key holding undefined as absent', () => {
    expect(sameDocument({ a: 1, b: undefined }, { a: 1 })).toBe(true);
  });
  it('tells null, missing keys, array order and values apart', () => {
    expect(sameDocument({ a: null }, {})).toBe(false);
    expect(sameDocument([1, 2], [2, 1])).toBe(false);
    expect(sameDocument({ a: 1 }, { a: '1' })).toBe(false);
    expect(sameDocument({ a: [] }, { a: {} })).toBe(false);
    expect(sameDocument(null, {})).toBe(false);
  });
});
