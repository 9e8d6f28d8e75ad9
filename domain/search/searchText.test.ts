import { describe, expect, it } from 'vitest';
import { normaliseText, phoneDigits, textTokens } from './searchText.ts';
import { typoPrefix, withinOneEdit } from './withinOneEdit.ts';

describe('normaliseText', () => {
  it('ignores case and accents, drops apostrophes and turns other punctuation into one space', () => {
    expect(normaliseText('Côté-Tremblay')).toBe('cote tremblay');
    expect(normaliseText("  O'Brien,  Amélie ")).toBe('obrien amelie');
    expect(normaliseText('MÜLLER & Sons Ltd.')).toBe('muller sons ltd');
    expect(normaliseText("O'Brien-Smith Jr.")).toBe('obrien smith jr');
  });

  it('makes the words of several texts without repeats', () => {
    expect(textTokens('Jean-Luc', 'Côté', 'Jean-Luc Côté')).toEqual(['jean', 'luc', 'cote']);
  });

  it('keeps the digits of a phone', () => {
    expect(phoneDigits('(519) 555-0123')).toBe('5195550123');
  });
});

describe('withinOneEdit (Damerau-Levenshtein at most 1)', () => {
  it('accepts one replacement, addition, removal or swap of neighbours', () => {
    expect(withinOneEdit('thompson', 'thompson')).toBe(true);
    expect(withinOneEdit('thampson', 'thompson')).toBe(true);
    expect(withinOneEdit('thompsn', 'thompson')).toBe(true);
    expect(withinOneEdit('thompsonn', 'thompson')).toBe(true);
    expect(withinOneEdit('thomspon', 'thompson')).toBe(true);
  });

  it('refuses two edits', () => {
    expect(withinOneEdit('thmpsn', 'thompson')).toBe(false);
    expect(withinOneEdit('htompsno', 'thompson')).toBe(false);
    expect(withinOneEdit('smith', 'smyth1')).toBe(false);
  });

  it('matches the beginning of a name with one typo, whatever is still to be typed', () => {
    expect(typoPrefix('thompsn', 'thompson')).toBe(true);
    expect(typoPrefix('tohmp', 'thompson')).toBe(true);
    expect(typoPrefix('thimp', 'thompson')).toBe(true);
    expect(typoPrefix('thxmpx', 'thompson')).toBe(false);
    expect(typoPrefix('thompsons', 'thomas')).toBe(false);
  });
});
