import { memo, useCallback, useMemo, useState, type ReactNode } from 'react';
import { useLocation, useSearch } from 'wouter';
import { listExportPath, listHref, ofView, type ListDescriptor, type ListSort, type ListUrl } from '../../domain/lists/listDescriptor.ts';
import { nextSort } from '../../domain/lists/nextSort.ts';
import { SharePopup } from '../share/SharePopup.tsx';
import { ExportCsvButton } from './ExportCsvButton.tsx';
import { useStableValue } from './useStableValue.ts';
import { useUrlList } from './useUrlList.ts';

/** EXPORT CSV of the view in the address, read here: a sort or a scroll re-renders this button alone. */
const ListExportButton = memo(function ListExportButton({ pathOf }: { pathOf: (query: URLSearchParams) => string | null }) {
  const path = pathOf(new URLSearchParams(useSearch()));
  return path && <ExportCsvButton path={path} />;
});

/**
 * The parts of a list screen its descriptor decides: the view read from the address, the filter panel's applied
 * filter and the order (each the same object while it is unchanged: a scroll or a sort leaves what takes them alone), with APPLY (a new view at
 * page 1) and RESET, SHARE and EXPORT CSV (each the same element across views), the share popup, and the list's
 * label, order, paging and empty text. The screen adds its title, its filter panel, its columns and its own popups.
 */
export function useListScreen<Url extends ListUrl<unknown>>(list: ListDescriptor<Url>, dealer: string) {
  const [, navigate] = useLocation();
  const [sharing, setSharing] = useState(false);
  const { url, canonicalQuery, go, keepPage } = useUrlList({ path: list.path, read: list.read, write: list.write, canonical: list.canonical });
  const applied = useStableValue(url.filter as Url['filter']);
  const order = useStableValue((url.sort ?? list.order) as ListSort & NonNullable<Url['sort']>);
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

  const shareTitle = list.shareTitle;
  const shareButton = useMemo(
    () =>
      shareTitle && (
        <button className="button" type="button" onClick={() => setSharing(true)}>
          SHARE
        </button>
      ),
    [shareTitle],
  );
  const exportButton = useMemo(() => <ListExportButton pathOf={(query) => listExportPath(list, list.read(query), dealer)} />, [list, dealer]);
  /** The screen's own actions, then SHARE and EXPORT CSV; a screen whose spec orders them otherwise places the two buttons itself. */
  const actions = useCallback(
    (own?: ReactNode) => (
      <>
        {own}
        {shareButton}
        {exportButton}
      </>
    ),
    [shareButton, exportButton],
  );
  return {
    url,
    /** The view's address in its canonical form (a tab's link back to it). */
    canonicalQuery,
    go,
    /** The filter panel's key (a new view starts its fields again) and props. */
    filterKey: JSON.stringify(applied),
    filters: { applied, onApply: apply, onReset: reset },
    actions,
    shareButton,
    exportButton,
    list: {
      label: ofView(list.label, url),
      sort: order,
      onSort: list.sortable ? sort : undefined,
      page: url.page,
      onPageInView: keepPage,
      emptyText: ofView(list.emptyText, url),
    },
    sharePopup: sharing && shareTitle && <SharePopup title={shareTitle} url={listHref(list, list.shared(url))} onClose={() => setSharing(false)} />,
  };
}
