import type uPlot from 'uplot';
import { CHART_PALETTE } from './chartPalette.ts';

/** Steps for axes that count (sales): whole numbers only. */
const COUNT_STEPS = [1, 2, 5, 10, 20, 50, 100, 200, 500, 1_000, 2_000, 5_000, 10_000, 20_000, 50_000, 100_000];

/** The look every chart's axes share: soft ink, light grid lines, no ticks, the app's font. */
export const AXIS_STYLE: uPlot.Axis = {
  stroke: CHART_PALETTE.soft,
  font: `12px ${CHART_PALETTE.font}`,
  labelFont: `600 12px ${CHART_PALETTE.font}`,
  grid: { stroke: CHART_PALETTE.grid, width: 1 },
  ticks: { show: false },
};

/** An axis of counts: whole-number steps. */
export const COUNT_AXIS: uPlot.Axis = { ...AXIS_STYLE, incrs: COUNT_STEPS };
