import { describe, expect, it } from 'vitest';
import { valueProblem } from './storableValue.ts';

const UNSTORABLE = 'The text holds a character that cannot be stored (a NUL or a broken character).';

describe('valueProblem', () => {
  it('accepts ordinary text, accents, emoji (a whole surrogate pair) and numbers', () => {
    expect(valueProblem({ name: 'Élodie 🚗', list: [1, 2.5, null, true], nested: { a: { b: 'ok' } } })).toBeNull();
  });

  it('names the field holding a NUL, a lone high or a lone low surrogate', () => {
    expect(valueProblem({ a: { b: 'x\u0000' } })).toEqual({ path: 'a.b', message: UNSTORABLE });
    expect(valueProblem({ list: ['ok', 'end\uD83D'] })).toEqual({ path: 'list.1', message: UNSTORABLE });
    expect(valueProblem('\uDE97start')).toEqual({ path: '', message: UNSTORABLE });
  });

  it('refuses nesting past 32 levels, and checks only the depth when text is left to the caller', () => {
    let deep: unknown = 'x\u0000';
    for (let level = 0; level < 33; level++) deep = [deep];
    expect(valueProblem(deep)?.message).toBe('The value is nested too deeply.');
    expect(valueProblem({ a: 'x\u0000' }, { text: false })).toBeNull();
    let fine: unknown = 'bottom';
    for (let level = 0; level < 32; level++) fine = [fine];
    expect(valueProblem(fine)).toBeNull();
  });
});
