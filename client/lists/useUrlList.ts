import { useCallback, useEffect, useMemo } from 'react';
import { useLocation, useSearchParams } from 'wouter';

export type UrlListCodec<Url extends { page: number }> = {
  /** The list's path, without the query. */
  path: string;
  read: (query: URLSearchParams) => Url;
  write: (url: Url) => URLSearchParams | string;
  /**
   * 'page' (the default) fills the query in only when it names no page; 'whole' writes it back whenever it is not
   * already in its canonical form (a list whose defaults depend on the day, as the sold page's month).
   */
  canonical?: 'page' | 'whole';
};

/**
 * A list whose view lives in the query string (spec: page, order_by, order and the filters): the view read from
 * it, `go` to another view (a history entry), `keepPage` to record the page scrolled to (replacing the entry),
 * and the query put in its canonical form on arrival. One hook for every list screen.
 */
export function useUrlList<Url extends { page: number }>(codec: UrlListCodec<Url>) {
  const { path, read, write, canonical = 'page' } = codec;
  const [query, setQuery] = useSearchParams();
  const [, navigate] = useLocation();
  const queryText = query.toString();
  const url = useMemo(() => read(new URLSearchParams(queryText)), [read, queryText]);
  const written = write(url).toString();
  useEffect(() => {
    const missing = canonical === 'whole' ? written !== queryText : !new URLSearchParams(queryText).has('page');
    if (missing) setQuery(written, { replace: true });
  }, [canonical, written, queryText, setQuery]);
  // Both read the view at the time of the call, so they stay the same functions while the view changes (the
  // parts of a screen that take them need not re-render on a sort or a scroll).
  const current = useCallback(() => read(new URLSearchParams(window.location.search)), [read]);
  const go = useCallback((change: (url: Url) => Url) => navigate(`${path}?${write(change(current()))}`), [navigate, path, write, current]);
  const keepPage = useCallback((page: number) => setQuery(write({ ...current(), page }), { replace: true }), [setQuery, write, current]);
  return { url, queryText, canonicalQuery: written, go, keepPage };
}
