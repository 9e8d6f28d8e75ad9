import { describe, expect, it } from 'vitest';
import { roundCents } from './roundCents.ts';

describe('roundCents', () => {
  it('rounds to cents, halves away from zero', () => {
    expect(roundCents(1.005)).toBe(1.01);
    expect(roundCents(2.675)).toBe(2.68);
    expect(roundCents(-1.005)).toBe(-1.01);
    expect(roundCents(581.7532312835466)).toBe(581.75);
  });
  it('reads binary noise as the decimal it stands for', () => {
    expect(roundCents(564.9999999999999)).toBe(565);
    expect(roundCents(0.1 + 0.2)).toBe(0.3);
  });
  it('never answers negative zero', () => {
    expect(Object.is(roundCents(-0.001), 0)).toBe(true);
  });
});
