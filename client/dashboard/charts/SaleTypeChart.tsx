import { useMemo } from 'react';
import type uPlot from 'uplot';
import type { ChartSeries } from '../../../domain/dashboard/dashboard.ts';
import { formatNumber } from '../../../domain/format/numbers.ts';
import { useStableValue } from '../../lists/useStableValue.ts';
import { barChartOptions } from './barChartOptions.ts';
import { ChartPanel } from './ChartPanel.tsx';
import { UplotCanvas } from './UplotCanvas.tsx';

/** Close by sale type (spec 001 §2.1): a bar each for Finance, Cash and Lease, the sales that closed an opportunity. */
export function SaleTypeChart({ series }: { series: ChartSeries }) {
  const { labels, values } = useStableValue(series);
  const options = useMemo(() => barChartOptions(labels, false), [labels]);
  const data = useMemo<uPlot.AlignedData>(() => [labels.map((_, index) => index), values], [labels, values]);
  return (
    <ChartPanel
      title="Close By Sale Type"
      empty={values.every((value) => value === 0)}
      numbers={{ head: ['Sale type', 'Sales'], rows: labels.map((label, index) => [label, formatNumber(values[index] ?? 0)]) }}
    >
      <UplotCanvas options={options} data={data} label={`Close by sale type: bars of closed sales for ${labels.join(', ')}`} />
    </ChartPanel>
  );
}
