/** A list's order: a column and its direction. */
export type ListSort = { by: string; order: 'asc' | 'desc' };

/** What every list view's address holds: the page scrolled to, the filter and, where columns sort, the order. */
export type ListUrl<Filter> = { page: number; filter: Filter; sort?: ListSort };

/**
 * A list of the spec declared once: its address (path and query codec), the fixed order of its rows, its empty
 * text, its share title and its CSV export. The screen (client/lists/useListScreen.tsx) is built from it: the filter
 * panel's apply and reset, SHARE and EXPORT CSV, and the list's paging.
 */
export type ListDescriptor<Url extends ListUrl<unknown>> = {
  /** The list's name: its table's accessible name (of the view, where it names what is listed). */
  label: string | ((url: Url) => string);
  /** The list's path, without the query. */
  path: string;
  read(query: URLSearchParams): Url;
  write(url: Url): URLSearchParams;
  /** The order the rows come in when the view names none (the one order of a list whose columns do not sort). */
  order: ListSort;
  /** Whether a column sorts (a header click, through nextSort); no column sorts without it. */
  sortable?(column: string): boolean;
  /** 'whole': the address is written back whole whenever it is not canonical (see useUrlList). */
  canonical?: 'page' | 'whole';
  /** What the list says when the view has no rows (of the view, where it says what was looked for). */
  emptyText: string | ((url: Url) => string);
  /** SHARE's popup title, e.g. "SHARE BILLING"; a list without it has no SHARE. */
  shareTitle?: string;
  /** The server path answering the CSV of the view; a list without it has no EXPORT CSV. */
  exportPath?: string;
  /** The view that a share and an export name: the address without what only opens something over the list. */
  shared(url: Url): Url;
  /** What the export names besides the view (the list's type, one person's rows), after the view's parameters. */
  exportParams?: Readonly<Record<string, string>>;
  /** Where RESET goes, when it is not the list's first page. */
  resetHref?: string;
  /** The view RESET shows instead, from the view on screen (a sort kept, filters back to their defaults). */
  reset?(url: Url): Url;
};

/** What a descriptor says of a view, fixed or by the view. */
export function ofView<Url extends ListUrl<unknown>>(text: string | ((url: Url) => string), url: Url): string {
  return typeof text === 'function' ? text(url) : text;
}

/** The address of a view of the list. */
export function listHref<Url extends ListUrl<unknown>>(list: ListDescriptor<Url>, url: Url): string {
  return `${list.path}?${list.write(url)}`;
}

/** EXPORT CSV's path for a view: the server's path with the view's filter, the dealer and export=1; null without an export. */
export function listExportPath<Url extends ListUrl<unknown>>(list: ListDescriptor<Url>, url: Url, dealer: string): string | null {
  if (list.exportPath === undefined) return null;
  const query = list.write(list.shared(url));
  query.delete('page');
  for (const [name, value] of Object.entries(list.exportParams ?? {})) query.set(name, value);
  query.set('token', dealer);
  query.set('export', '1');
  return `${list.exportPath}?${query}`;
}
