import uPlot from 'uplot';
import { formatNumber } from '../../../domain/format/numbers.ts';
import { AXIS_STYLE, COUNT_AXIS } from './chartAxes.ts';
import { CHART_PALETTE } from './chartPalette.ts';
import type { ChartOptions } from './useUplot.ts';

/** The category labels may take this share of a horizontal chart's width; longer names end in an ellipsis. */
const LABEL_SHARE = 0.4;

/** Room above the longest bar for its number. */
function headroom(max: number): number {
  return Math.max(1, Math.ceil(max * 1.2));
}

/** The text cut to fit `room` canvas pixels with an ellipsis (the context's font already set). */
function fitText(ctx: CanvasRenderingContext2D, text: string, room: number): string {
  if (ctx.measureText(text).width <= room) return text;
  let end = text.length - 1;
  while (end > 1 && ctx.measureText(`${text.slice(0, end)}…`).width > room) end -= 1;
  return `${text.slice(0, end)}…`;
}

/** Each bar's number at its end, so the chart reads without hovering (a phone has no hover). */
function drawBarValues(u: uPlot, horizontal: boolean): void {
  const ratio = uPlot.pxRatio;
  const { ctx } = u;
  ctx.save();
  ctx.font = `600 ${12 * ratio}px ${CHART_PALETTE.font}`;
  ctx.fillStyle = CHART_PALETTE.ink;
  ctx.textAlign = horizontal ? 'left' : 'center';
  ctx.textBaseline = horizontal ? 'middle' : 'bottom';
  (u.data[1] ?? []).forEach((value, index) => {
    if (value === null || value === undefined) return;
    const along = u.valToPos(index, 'x', true);
    const across = u.valToPos(value, 'y', true);
    if (horizontal) ctx.fillText(formatNumber(value), across + 6 * ratio, along);
    else ctx.fillText(formatNumber(value), along, across - 4 * ratio);
  });
  ctx.restore();
}

/**
 * A bar per label, drawn by uPlot's bars path builder: vertical bars with the labels below, or horizontal ones
 * (the x scale turned upright, ori 1, first label on top) with the labels at the left, cut to fit a phone.
 * The data are [label positions 0..n-1, values].
 */
export function barChartOptions(labels: readonly string[], horizontal: boolean): ChartOptions {
  const positions = labels.map((_, index) => index);
  const labelFont = `${12 * uPlot.pxRatio}px ${CHART_PALETTE.font}`;
  const labelValues = (u: uPlot, splits: number[]) => {
    u.ctx.font = labelFont;
    const room = horizontal ? u.width * LABEL_SHARE * uPlot.pxRatio : (u.bbox.width / Math.max(1, labels.length)) * 0.95;
    return splits.map((split) => fitText(u.ctx, labels[split] ?? '', room));
  };
  const labelWidth = (u: uPlot, values: string[] | undefined) => {
    if (!horizontal) return 32;
    u.ctx.font = labelFont;
    const widest = Math.max(0, ...(values ?? []).map((text) => u.ctx.measureText(text).width));
    return Math.ceil(widest / uPlot.pxRatio) + 12;
  };
  return {
    legend: { show: false },
    cursor: { show: false },
    padding: horizontal ? [8, 12, 0, 0] : [16, 8, 0, 0],
    scales: {
      x: { time: false, ori: horizontal ? 1 : 0, dir: horizontal ? -1 : 1, range: [-0.5, labels.length - 0.5] },
      y: { ori: horizontal ? 0 : 1, range: (_u, _min, max) => [0, headroom(max)] },
    },
    axes: [
      { ...AXIS_STYLE, side: horizontal ? 3 : 2, grid: { show: false }, splits: () => positions, values: labelValues, size: labelWidth, gap: 6 },
      { ...COUNT_AXIS, side: horizontal ? 2 : 3, size: horizontal ? 28 : 40, values: (_u, splits) => splits.map(formatNumber) },
    ],
    series: [
      {},
      {
        fill: CHART_PALETTE.series[0],
        stroke: CHART_PALETTE.series[0],
        width: 0,
        paths: uPlot.paths.bars?.({ size: [0.6, 40], radius: 0.1 }),
        points: { show: false },
      },
    ],
    hooks: { draw: [(u) => drawBarValues(u, horizontal)] },
  };
}
