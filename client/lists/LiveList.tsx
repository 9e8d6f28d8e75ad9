import { useEffect, type ComponentProps } from 'react';
import { PagedList } from './PagedList.tsx';
import { useLiveWindow, type LiveListSource } from './useLiveWindow.ts';

type LiveListProps<View extends object, Row> = Omit<ComponentProps<typeof PagedList<Row>>, 'live'> & {
  source: LiveListSource<View, Row>;
  view: View;
  /** The list's total once loaded (null while loading), each time it changes. */
  onTotal?: (total: number | null) => void;
};

/**
 * A PagedList over a live worker window. The window is held here, not by the screen: a new answer (a sort, a
 * filter, a scroll, a sync) re-renders the rows alone, never the screen's tabs, filter panel or actions.
 */
export function LiveList<View extends object, Row>({ source, view, onTotal, ...list }: LiveListProps<View, Row>) {
  const live = useLiveWindow<View, Row>(source, view);
  const total = live.window && !live.window.loading ? live.window.total : null;
  useEffect(() => onTotal?.(total), [onTotal, total]);
  return <PagedList<Row> {...list} live={live} />;
}
