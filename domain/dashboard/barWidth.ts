/** The full widths a highlights bar can stand for, in percent (spec 001 §2.1: thresholds 5, 10, 20 and 40). */
export const BAR_SCALES = [5, 10, 20, 40, 100] as const;

/**
 * The width of a type's bar in percent of its track (docs/dashboard.md, "Bar scale"). The track stands for the
 * smallest of BAR_SCALES that holds the largest share, so small shares stay visible: the largest bar fills more
 * than half of its track, or more than 40 % when the largest share is over 40 %. Each bar is its share of that
 * scale, to one decimal.
 */
export function barWidth(percent: number, largest: number): number {
  const scale = BAR_SCALES.find((limit) => largest <= limit) ?? 100;
  return Math.round((percent / scale) * 1000) / 10;
}
