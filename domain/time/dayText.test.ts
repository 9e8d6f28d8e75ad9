import { describe, expect, it } from 'vitest';
import { dayInWords, dayText } from './dayText.ts';

describe('a day in words', () => {
  it('writes a day by a pattern, in US English', () => {
    expect(dayText('2026-11-26', 'EEE, MMM d')).toBe('Thu, Nov 26');
    expect(dayText('2026-11-26', 'MMMM d')).toBe('November 26');
    expect(dayText('2024-02-29', 'MMMM d, yyyy')).toBe('February 29, 2024');
  });

  it('writes a day in full, the days of a daylight-saving change included', () => {
    expect(dayInWords('2026-11-26')).toBe('Thursday, November 26, 2026');
    expect(dayInWords('2026-03-08')).toBe('Sunday, March 8, 2026');
    expect(dayInWords('2026-11-01')).toBe('Sunday, November 1, 2026');
  });
});
