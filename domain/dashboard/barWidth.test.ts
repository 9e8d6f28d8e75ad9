import { describe, expect, it } from 'vitest';
import { barWidth } from './barWidth.ts';

describe('barWidth: the progress bar follows a scale rule with thresholds 5, 10, 20 and 40', () => {
  it('a largest share of 4.2 % is drawn on a 5 % track: 4.2 / 5 = 84 %, and 1 % beside it 20 %', () => {
    expect(barWidth(4.2, 4.2)).toBe(84);
    expect(barWidth(1, 4.2)).toBe(20);
  });

  it('a largest share of exactly a threshold fills its track: 5 → 100 %, 10 → 100 %, 40 → 100 %', () => {
    expect(barWidth(5, 5)).toBe(100);
    expect(barWidth(10, 10)).toBe(100);
    expect(barWidth(40, 40)).toBe(100);
  });

  it('just over a threshold moves to the next track: 5.1 on 10 → 51 %, 20.5 on 40 → 51.3 %', () => {
    expect(barWidth(5.1, 5.1)).toBe(51);
    expect(barWidth(20.5, 20.5)).toBe(51.3);
  });

  it('a largest share of 12 % is drawn on a 20 % track: 12 → 60 %, 3 → 15 %', () => {
    expect(barWidth(12, 12)).toBe(60);
    expect(barWidth(3, 12)).toBe(15);
  });

  it('a largest share of 41 % is drawn on the whole track: 41 → 41 %, 33.3 → 33.3 %', () => {
    expect(barWidth(41, 41)).toBe(41);
    expect(barWidth(33.3, 41)).toBe(33.3);
  });

  it('no opportunities: every bar is empty', () => {
    expect(barWidth(0, 0)).toBe(0);
  });
});
