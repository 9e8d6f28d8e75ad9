import { useMemo } from 'react';
import type uPlot from 'uplot';
import type { TypeShare } from '../../domain/dashboard/dashboard.ts';
import { useUplot, type ChartOptions } from './charts/useUplot.ts';

/** The hole of the doughnut, as a share of its radius (spec 001 §9: cutout 86 percent). */
const CUTOUT = 0.86;

/**
 * Draws the types' shares as a ring on uPlot's canvas (uPlot has no pie mode: its draw hook paints the arcs in the
 * plot box). Colours come from the --type-{type} properties of dashboard-highlights.css, which the legend and the
 * bars use too.
 */
function drawRing(plot: uPlot, types: readonly TypeShare[], colours: CSSStyleDeclaration): void {
  const { ctx, bbox } = plot;
  const total = types.reduce((sum, type) => sum + type.count, 0);
  const x = bbox.left + bbox.width / 2;
  const y = bbox.top + bbox.height / 2;
  const outer = Math.min(bbox.width, bbox.height) / 2;
  const inner = outer * CUTOUT;
  const slice = (from: number, to: number, colour: string) => {
    ctx.beginPath();
    ctx.arc(x, y, outer, from, to);
    ctx.arc(x, y, inner, to, from, true);
    ctx.closePath();
    ctx.fillStyle = colour;
    ctx.fill();
  };
  ctx.save();
  if (total === 0) slice(0, 2 * Math.PI, colours.getPropertyValue('--line').trim());
  let angle = -Math.PI / 2;
  for (const type of types) {
    if (type.count === 0) continue;
    const end = angle + (type.count / total) * 2 * Math.PI;
    slice(angle, end, colours.getPropertyValue(`--type-${type.type}`).trim());
    angle = end;
  }
  ctx.restore();
}

/** What a screen reader hears for the picture; the legend and the list beside it carry the same numbers. */
function ringText(types: readonly TypeShare[]): string {
  const parts = types.filter((type) => type.count > 0).map((type) => `${type.label} ${type.percent}%`);
  return parts.length === 0 ? 'Open opportunities by type: none' : `Open opportunities by type: ${parts.join(', ')}`;
}

const EMPTY_DATA: uPlot.AlignedData = [[]];

/** The highlights' doughnut of the open opportunities by type, square, as wide as its box up to 200 px (CSS). */
export function TypeDoughnut({ types }: { types: TypeShare[] }) {
  const options = useMemo<ChartOptions>(
    () => ({
      padding: [0, 0, 0, 0],
      series: [{}],
      axes: [{ show: false }],
      scales: { x: { time: false } },
      legend: { show: false },
      cursor: { show: false },
      hooks: { draw: [(self) => drawRing(self, types, getComputedStyle(self.root))] },
    }),
    [types],
  );
  const ref = useUplot(options, EMPTY_DATA, ringText(types));
  return <div ref={ref} className="type-doughnut" />;
}
