import { useMemo } from 'react';
import uPlot from 'uplot';
import type { ProfitPoint } from '../../../domain/dashboard/dashboard.ts';
import { formatMoney, formatNumber } from '../../../domain/format/numbers.ts';
import { useStableValue } from '../../lists/useStableValue.ts';
import { AXIS_STYLE, COUNT_AXIS } from './chartAxes.ts';
import { ChartPanel } from './ChartPanel.tsx';
import { CHART_PALETTE } from './chartPalette.ts';
import { UplotCanvas } from './UplotCanvas.tsx';
import type { ChartOptions } from './useUplot.ts';

/** The largest bubble's radius, as a share of the plot's shorter side. */
const LARGEST_RADIUS = 0.14;

type Bubble = { label: string; x: number; y: number; radius: number; color: string };
type Box = { left: number; top: number; right: number; bottom: number };

const boxesOverlap = (a: Box, b: Box) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

function boxCoversBubble(box: Box, bubble: Bubble): boolean {
  const dx = bubble.x - Math.min(Math.max(bubble.x, box.left), box.right);
  const dy = bubble.y - Math.min(Math.max(bubble.y, box.top), box.bottom);
  return dx * dx + dy * dy < bubble.radius * bubble.radius;
}

/**
 * Where a bubble's name goes: above it, else below, right or left, kept inside the plot; the first place that
 * covers no name already drawn and no other bubble, else the first that covers no name; none when every place
 * covers a name (the numbers table still names everyone).
 */
function nameBox(bubble: Bubble, others: readonly Bubble[], drawn: readonly Box[], width: number, height: number, plot: Box): Box | null {
  const gap = height / 4;
  const places = [
    { x: bubble.x - width / 2, y: bubble.y - bubble.radius - gap - height },
    { x: bubble.x - width / 2, y: bubble.y + bubble.radius + gap },
    { x: bubble.x + bubble.radius + gap, y: bubble.y - height / 2 },
    { x: bubble.x - bubble.radius - gap - width, y: bubble.y - height / 2 },
  ].map(({ x, y }) => {
    const left = Math.min(Math.max(x, plot.left), plot.right - width);
    const top = Math.min(Math.max(y, plot.top), plot.bottom - height);
    return { left, top, right: left + width, bottom: top + height };
  });
  const free = places.filter((box) => !drawn.some((other) => boxesOverlap(box, other)));
  return free.find((box) => !others.some((other) => other !== bubble && boxCoversBubble(box, other))) ?? free[0] ?? null;
}

/**
 * A bubble per salesperson in the draw hook (uPlot has no bubble series): centred on sales and average gross, its
 * area in proportion to the total gross (its size, a loss too), clipped to the plot, and named beside it where the
 * name overlaps no other name (nameBox). The largest are drawn and named first so none hides a smaller one.
 */
function drawBubbles(u: uPlot, points: readonly ProfitPoint[]): void {
  const ratio = uPlot.pxRatio;
  const { ctx, bbox } = u;
  const largestTotal = Math.max(0, ...points.map((point) => Math.abs(point.total)));
  const largest = Math.min(bbox.width, bbox.height) * LARGEST_RADIUS;
  const bubbles: Bubble[] = points.map((point, index) => ({
    label: point.label,
    x: u.valToPos(point.sales, 'x', true),
    y: u.valToPos(point.average, 'y', true),
    radius: Math.max(4 * ratio, largestTotal > 0 ? largest * Math.sqrt(Math.abs(point.total) / largestTotal) : 0),
    color: CHART_PALETTE.series[index % CHART_PALETTE.series.length] ?? CHART_PALETTE.ink,
  }));
  ctx.save();
  ctx.beginPath();
  ctx.rect(bbox.left, bbox.top, bbox.width, bbox.height);
  ctx.clip();
  ctx.lineWidth = ratio;
  for (const bubble of bubbles) {
    ctx.beginPath();
    ctx.arc(bubble.x, bubble.y, bubble.radius, 0, 2 * Math.PI);
    ctx.globalAlpha = 0.5;
    ctx.fillStyle = bubble.color;
    ctx.fill();
    ctx.globalAlpha = 1;
    ctx.strokeStyle = bubble.color;
    ctx.stroke();
  }
  ctx.restore();
  ctx.save();
  const fontSize = 11 * ratio;
  ctx.font = `${fontSize}px ${CHART_PALETTE.font}`;
  ctx.textAlign = 'left';
  ctx.textBaseline = 'top';
  ctx.fillStyle = CHART_PALETTE.ink;
  const plot = { left: bbox.left, top: bbox.top, right: bbox.left + bbox.width, bottom: bbox.top + bbox.height };
  const drawn: Box[] = [];
  for (const bubble of bubbles) {
    const box = nameBox(bubble, bubbles, drawn, ctx.measureText(bubble.label).width + 6 * ratio, fontSize * 1.2, plot);
    if (!box) continue;
    ctx.fillText(bubble.label, box.left + 3 * ratio, box.top + fontSize * 0.1);
    drawn.push(box);
  }
  ctx.restore();
}

/** Sales across from 0, average gross up from 0 (or below it for a loss), with room for the bubbles and their names. */
function profitOptions(points: readonly ProfitPoint[]): ChartOptions {
  const mostSales = Math.max(1, ...points.map((point) => point.sales));
  const highestAverage = Math.max(1, ...points.map((point) => point.average));
  const lowestAverage = Math.min(0, ...points.map((point) => point.average));
  return {
    legend: { show: false },
    cursor: { show: false },
    padding: [16, 16, 0, 0],
    scales: {
      x: { time: false, range: [0, mostSales + Math.max(1, Math.ceil(mostSales * 0.25))] },
      y: { range: [Math.floor(lowestAverage * 1.4), Math.ceil(highestAverage * 1.4)] },
    },
    axes: [
      { ...COUNT_AXIS, label: 'Sales', labelSize: 20, size: 28, values: (_u, splits) => splits.map(formatNumber) },
      { ...AXIS_STYLE, label: 'Average gross', labelSize: 20, size: 56, values: (_u, splits) => splits.map((value) => `$${formatNumber(value)}`) },
    ],
    series: [{}, { paths: () => null, points: { show: false } }],
    hooks: { draw: [(u) => drawBubbles(u, points)] },
  };
}

/** The average profit bubble chart (spec 001 §2.1): per salesperson, sales, average gross and total gross. */
export function ProfitChart({ points }: { points: ProfitPoint[] }) {
  const stable = useStableValue(points);
  const options = useMemo(() => profitOptions(stable), [stable]);
  const data = useMemo<uPlot.AlignedData>(() => {
    const bySales = [...stable].sort((a, b) => a.sales - b.sales);
    return [bySales.map((point) => point.sales), bySales.map((point) => point.average)];
  }, [stable]);
  return (
    <ChartPanel
      title="Average Profit"
      empty={stable.length === 0}
      numbers={{
        head: ['Salesperson', 'Sales', 'Average gross', 'Total gross'],
        rows: stable.map((point) => [point.label, formatNumber(point.sales), formatMoney(point.average), formatMoney(point.total)]),
      }}
    >
      <UplotCanvas
        options={options}
        data={data}
        label="Average profit: a bubble per salesperson, across by sales, up by average gross, sized by total gross"
      />
    </ChartPanel>
  );
}
