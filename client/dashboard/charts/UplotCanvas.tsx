import type uPlot from 'uplot';
import { useUplot, type ChartOptions } from './useUplot.ts';

/** The element a chart draws in: as wide as its panel, as high as its CSS class says (the canvas follows both). */
export function UplotCanvas({ options, data, label }: { options: ChartOptions; data: uPlot.AlignedData; label: string }) {
  const ref = useUplot(options, data, label);
  return <div ref={ref} className="stats-chart" />;
}
