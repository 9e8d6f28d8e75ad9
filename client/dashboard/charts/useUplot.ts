import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';

/** A chart's options without its size: useUplot gives it the size of its element. */
export type ChartOptions = Omit<uPlot.Options, 'width' | 'height'>;

/**
 * Draws a uPlot chart into the returned element, at the element's size: a ResizeObserver keeps the canvas as wide
 * and high as its panel while the grid reflows (a wider window, a phone turned). The chart is rebuilt when the
 * options, data or label change (keep them stable) and destroyed on unmount. The canvas is an image named by label.
 */
export function useUplot(options: ChartOptions, data: uPlot.AlignedData, label: string) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const size = () => ({ width: Math.max(1, Math.floor(element.clientWidth)), height: Math.max(1, Math.floor(element.clientHeight)) });
    const plot = new uPlot({ ...options, ...size() }, data, element);
    plot.ctx.canvas.setAttribute('role', 'img');
    plot.ctx.canvas.setAttribute('aria-label', label);
    const observer = new ResizeObserver(() => {
      const next = size();
      if (next.width !== plot.width || next.height !== plot.height) plot.setSize(next);
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      plot.destroy();
    };
  }, [options, data, label]);
  return ref;
}
