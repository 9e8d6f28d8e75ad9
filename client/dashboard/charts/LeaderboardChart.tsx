import { useMemo } from 'react';
import type uPlot from 'uplot';
import type { ChartSeries } from '../../../domain/dashboard/dashboard.ts';
import { formatNumber } from '../../../domain/format/numbers.ts';
import { useStableValue } from '../../lists/useStableValue.ts';
import { barChartOptions } from './barChartOptions.ts';
import { ChartPanel } from './ChartPanel.tsx';
import { UplotCanvas } from './UplotCanvas.tsx';

/** The leaderboard (spec 001 §2.1): a horizontal bar of sales per salesperson, most on top. */
export function LeaderboardChart({ series }: { series: ChartSeries }) {
  const { labels, values } = useStableValue(series);
  const options = useMemo(() => barChartOptions(labels, true), [labels]);
  const data = useMemo<uPlot.AlignedData>(() => [labels.map((_, index) => index), values], [labels, values]);
  return (
    <ChartPanel
      title="Leaderboard"
      empty={labels.length === 0}
      numbers={{ head: ['Salesperson', 'Sales'], rows: labels.map((label, index) => [label, formatNumber(values[index] ?? 0)]) }}
    >
      <UplotCanvas options={options} data={data} label="Leaderboard: horizontal bars of sales per salesperson, most first" />
    </ChartPanel>
  );
}
