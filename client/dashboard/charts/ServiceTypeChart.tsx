import { useMemo } from 'react';
import uPlot from 'uplot';
import type { ChartSeries } from '../../../domain/dashboard/dashboard.ts';
import { formatNumber } from '../../../domain/format/numbers.ts';
import { useStableValue } from '../../lists/useStableValue.ts';
import { ChartPanel } from './ChartPanel.tsx';
import { CHART_PALETTE } from './chartPalette.ts';
import { UplotCanvas } from './UplotCanvas.tsx';
import type { ChartOptions } from './useUplot.ts';

/** A colour per service group: serviced lately is good, lost is bad, never serviced is grey. */
const GROUP_COLORS: Readonly<Record<string, string>> = { Active: '#23794b', Lost: '#b3261e', Lapsed: '#9a6400', Inactive: '#8a96a3' };

function colorOf(label: string): string {
  return GROUP_COLORS[label] ?? CHART_PALETTE.soft;
}

/** A slice's share in whole percent. */
function percentOf(value: number, total: number): number {
  return total === 0 ? 0 : Math.round((value / total) * 100);
}

/**
 * The pie in the draw hook (uPlot has no pie series): slices clockwise from twelve o'clock in the labels' order,
 * parted by white lines, each wide enough one with its percent.
 */
function drawPie(u: uPlot, labels: readonly string[], values: readonly number[]): void {
  const ratio = uPlot.pxRatio;
  const { ctx, bbox } = u;
  const total = values.reduce((sum, value) => sum + value, 0);
  const cx = bbox.left + bbox.width / 2;
  const cy = bbox.top + bbox.height / 2;
  const radius = Math.min(bbox.width, bbox.height) / 2;
  if (total === 0 || radius <= 0) return;
  const slices = values.filter((value) => value > 0).length;
  ctx.save();
  ctx.font = `600 ${12 * ratio}px ${CHART_PALETTE.font}`;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  let start = -Math.PI / 2;
  values.forEach((value, index) => {
    if (value === 0) return;
    const end = start + (value / total) * 2 * Math.PI;
    ctx.beginPath();
    ctx.moveTo(cx, cy);
    ctx.arc(cx, cy, radius, start, end);
    ctx.closePath();
    ctx.fillStyle = colorOf(labels[index] ?? '');
    ctx.fill();
    if (slices > 1) {
      ctx.strokeStyle = CHART_PALETTE.paper;
      ctx.lineWidth = 2 * ratio;
      ctx.stroke();
    }
    if (value / total >= 0.06) {
      const middle = (start + end) / 2;
      ctx.fillStyle = CHART_PALETTE.paper;
      ctx.fillText(`${percentOf(value, total)}%`, cx + Math.cos(middle) * radius * 0.62, cy + Math.sin(middle) * radius * 0.62);
    }
    start = end;
  });
  ctx.restore();
}

function pieOptions(labels: readonly string[], values: readonly number[]): ChartOptions {
  return {
    legend: { show: false },
    cursor: { show: false },
    padding: [8, 8, 8, 8],
    scales: { x: { time: false, range: [0, 1] }, y: { range: [0, 1] } },
    axes: [{ show: false }, { show: false }],
    series: [{}, { paths: () => null, points: { show: false } }],
    hooks: { draw: [(u) => drawPie(u, labels, values)] },
  };
}

/** Close by service type (spec 001 §2.1): a pie of the closing sales by the buyer's service group, with its legend. */
export function ServiceTypeChart({ series }: { series: ChartSeries }) {
  const { labels, values } = useStableValue(series);
  const total = values.reduce((sum, value) => sum + value, 0);
  const options = useMemo(() => pieOptions(labels, values), [labels, values]);
  const data = useMemo<uPlot.AlignedData>(() => [[0, 1], [null, null]], []);
  return (
    <ChartPanel
      title="Close By Service Type"
      empty={total === 0}
      numbers={{
        head: ['Service type', 'Sales', 'Share'],
        rows: labels.map((label, index) => [label, formatNumber(values[index] ?? 0), `${percentOf(values[index] ?? 0, total)}%`]),
      }}
    >
      <div className="stats-pie">
        <UplotCanvas options={options} data={data} label={`Close by service type: a pie of closed sales by ${labels.join(', ')}`} />
        <ul className="stats-legend" aria-hidden="true">
          {labels.map((label, index) => (
            <li key={label}>
              <span className="stats-swatch" style={{ background: colorOf(label) }} />
              {label}
              <span className="stats-legend-count">{formatNumber(values[index] ?? 0)}</span>
            </li>
          ))}
        </ul>
      </div>
    </ChartPanel>
  );
}
