import { useCallback, useState, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { listExportPath, listHref, type ListDescriptor, type ListUrl } from '../../domain/lists/listDescriptor.ts';
import { nextSort } from '../../domain/lists/nextSort.ts';
import { SharePopup } from '../share/SharePopup.tsx';
import { ExportCsvButton } from './ExportCsvButton.tsx';
import { useUrlList } from './useUrlList.ts';

/**
 * The parts of a list screen its descriptor decides: the view read from the address, the filter panel's applied
 * filter with APPLY (a new view at page 1) and RESET, SHARE and EXPORT CSV after the screen's own actions, the share
 * popup, and the list's label, order, paging and empty text. The screen adds its title, its filter panel, its
 * columns and its own popups.
 */
export function useListScreen<Url extends ListUrl<unknown>>(list: ListDescriptor<Url>, dealer: string) {
  const [, navigate] = useLocation();
  const [sharing, setSharing] = useState(false);
  const { url, canonicalQuery, go, keepPage } = useUrlList({ path: list.path, read: list.read, write: list.write, canonical: list.canonical });
  const apply = useCallback((filter: Url['filter']) => go((current) => ({ ...list.shared(current), filter, page: 1 })), [go, list]);
  const reset = useCallback(() => {
    if (list.reset) go((current) => list.reset?.(current) ?? current);
    else navigate(list.resetHref ?? `${list.path}?page=1`);
  }, [go, navigate, list]);
  const sort = useCallback(
    (column: string) => {
      if (list.sortable?.(column)) go((current) => ({ ...current, sort: nextSort(current.sort ?? list.order, column) as Url['sort'], page: 1 }));
    },
    [go, list],
  );

  const actions = (own?: ReactNode) => (
    <>
      {own}
      <button className="button" type="button" onClick={() => setSharing(true)}>
        SHARE
      </button>
      <ExportCsvButton path={listExportPath(list, url, dealer)} />
    </>
  );
  return {
    url,
    /** The view's address in its canonical form (a tab's link back to it). */
    canonicalQuery,
    go,
    /** The filter panel's key (a new view starts its fields again) and props. */
    filterKey: JSON.stringify(url.filter),
    filters: { applied: url.filter as Url['filter'], onApply: apply, onReset: reset },
    actions,
    list: {
      label: list.label,
      sort: url.sort ?? list.order,
      onSort: list.sortable ? sort : undefined,
      page: url.page,
      onPageInView: keepPage,
      emptyText: list.emptyText,
    },
    sharePopup: sharing && <SharePopup title={list.shareTitle} url={listHref(list, list.shared(url))} onClose={() => setSharing(false)} />,
  };
}
