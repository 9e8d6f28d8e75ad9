/**
 * The charts' colours and type, from the palette of client/ui/base.css (a canvas needs the values, not the CSS
 * variables). Sizes are CSS pixels; draw hooks multiply them by uPlot.pxRatio.
 */
export const CHART_PALETTE = {
  series: ['#2f6fb3', '#23794b', '#9a6400', '#b3261e', '#1f3a5f', '#7a4fa3', '#0f7c86', '#c05a16', '#5b6776', '#8a9a2b'],
  ink: '#1d2733',
  soft: '#5b6776',
  grid: '#dde3ea',
  paper: '#ffffff',
  font: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
} as const;
