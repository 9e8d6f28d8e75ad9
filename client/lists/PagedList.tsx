import { useCallback, useEffect, useRef, useState } from 'react';
import { rangeText } from '../../domain/format/rangeText.ts';
import { listPaging } from '../../domain/lists/listPaging.ts';
import type { ListWindow } from '../../worker/api.ts';
import type { VirtualColumn } from '../ui/VirtualColumn.ts';
import { VirtualTable } from '../ui/VirtualTable.tsx';

type PagedListProps<Row> = {
  label: string;
  className: string;
  columns: VirtualColumn<Row>[];
  live: { window: ListWindow<Row> | null; showRange: (first: number, last: number) => void };
  sort: { by: string; order: 'asc' | 'desc' };
  /** What a header click (a phone's sort picker) does; without it the list does not sort. */
  onSort?: (key: string) => void;
  page: number;
  /** Called once scrolling settles on another page, so the query string keeps the place. */
  onPageInView: (page: number) => void;
  emptyText: string;
  /** Where a row leads (a real link over the row); rows are not links when absent. */
  rowHref?: (row: Row) => string;
  rowHeight?: number;
};

const PAGE_SETTLE_MS = 400;

/**
 * A virtualised list over a whole result with "from - to of total" for the rows in view; ?page=N scrolls to
 * row 15 * (N - 1) + 1 and scrolling to another page writes it back. Shared by every list screen.
 */
export function PagedList<Row>(props: PagedListProps<Row>) {
  const { live, page, onPageInView } = props;
  const [visible, setVisible] = useState({ first: 0, last: -1 });
  const [scrollRequest, setScrollRequest] = useState<{ index: number } | null>(null);
  const visibleNow = useRef(visible);
  const total = live.window?.total ?? 0;
  const { showRange } = live;

  const onRangeChange = useCallback(
    (first: number, last: number) => {
      visibleNow.current = { first, last };
      setVisible({ first, last });
      showRange(first, last);
    },
    [showRange],
  );

  const loaded = total > 0;
  useEffect(() => {
    if (!loaded) return;
    const { first, last } = visibleNow.current;
    if (last < 0 || !listPaging.inView(page, first, last)) setScrollRequest({ index: listPaging.firstRowOf(page) });
  }, [page, loaded]);

  // Keyed by the rows in view, not by the object that holds them: a range told again unchanged (the total moving
  // while the first sync fills the list) must not keep putting the write back off.
  const { first: firstInView, last: lastInView } = visible;
  useEffect(() => {
    const kept = loaded && lastInView >= 0 ? listPaging.pageToKeep(page, firstInView, lastInView, total) : null;
    if (kept === null) return;
    const timer = setTimeout(() => onPageInView(kept), PAGE_SETTLE_MS);
    return () => clearTimeout(timer);
  }, [loaded, page, firstInView, lastInView, total, onPageInView]);

  const rowAt = useCallback(
    (index: number): Row | undefined => {
      const answer = live.window;
      return answer ? answer.rows[index - answer.offset] : undefined;
    },
    [live.window],
  );

  const waiting = !live.window || live.window.loading === true;
  return (
    <div className={props.className}>
      <VirtualTable
        label={props.label}
        columns={props.columns}
        rowCount={waiting ? 0 : total}
        rowAt={rowAt}
        sort={props.sort}
        onSort={props.onSort}
        onRangeChange={onRangeChange}
        scrollRequest={scrollRequest}
        emptyText={waiting ? 'Loading…' : props.emptyText}
        rowHref={props.rowHref}
        rowHeight={props.rowHeight}
      />
      <p className="list-range" aria-live="polite">
        {!waiting && rangeText(total === 0 ? 0 : visible.first + 1, Math.min(visible.last + 1, total), total)}
      </p>
    </div>
  );
}
