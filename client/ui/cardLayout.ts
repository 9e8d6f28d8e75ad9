import type { VirtualColumn } from './VirtualColumn.ts';

/** Details on a card: three to a line, two lines at most (a phone's 320 px card holds three short figures abreast). */
export const CARD_DETAILS_PER_LINE = 3;
const CARD_DETAIL_LINES = 2;

/**
 * The card's measures in pixels, which client/ui/table.css lays out: the list is virtualised, so every card
 * of a list has the one height these add up to, and a page's first card is found by arithmetic.
 */
const SIZE = { border: 2, padding: 20, title: 20, subtitle: 18, key: 36, detailsGap: 6, detailLine: 34, actions: 50 };
/** The space between two cards, part of each card's pitch. */
export const CARD_GAP = 8;

export type CardLayout<Row> = {
  title: VirtualColumn<Row>[];
  subtitle: VirtualColumn<Row>[];
  key: VirtualColumn<Row> | null;
  /** The detail lines shown, the sorted column first. */
  details: VirtualColumn<Row>[];
  actions: VirtualColumn<Row>[];
  /** Which column the list is sorted by, wherever it sits on the card. */
  sortedKey: string | null;
  /** The card's height; its pitch in the list adds CARD_GAP. */
  height: number;
};

/**
 * Where each column goes on a row's card (VirtualColumn's `card`). A list that names no title gets its first
 * shown column as one; the sorted column is always on the card (first among the details when it is neither the
 * title, the subtitle nor the key, even when hidden otherwise), and details past two lines are left out.
 */
export function cardLayout<Row>(columns: readonly VirtualColumn<Row>[], sortKey: string | undefined): CardLayout<Row> {
  const named = columns.some((column) => column.card === 'title');
  const fallbackTitle = named ? null : columns.find((column) => column.card === undefined);
  const role = (column: VirtualColumn<Row>) => (column === fallbackTitle ? 'title' : (column.card ?? 'detail'));
  const having = (wanted: string) => columns.filter((column) => role(column) === wanted);
  const key = having('key')[0] ?? null;
  const sorted = columns.find((column) => column.key === sortKey && column.sortable) ?? null;
  const onTop = sorted !== null && ['title', 'subtitle', 'key'].includes(role(sorted));
  const rest = having('detail').filter((column) => column !== sorted);
  const details = [...(sorted && !onTop && role(sorted) !== 'actions' ? [sorted] : []), ...rest].slice(0, CARD_DETAILS_PER_LINE * CARD_DETAIL_LINES);
  const subtitle = having('subtitle');
  const actions = having('actions');
  const lines = Math.ceil(details.length / CARD_DETAILS_PER_LINE);
  const head = Math.max(SIZE.title + (subtitle.length > 0 ? SIZE.subtitle : 0), key ? SIZE.key : 0);
  const height =
    SIZE.border + SIZE.padding + head + (lines > 0 ? SIZE.detailsGap + lines * SIZE.detailLine : 0) + (actions.length > 0 ? SIZE.actions : 0);
  return { title: having('title'), subtitle, key, details, actions, sortedKey: sorted?.key ?? null, height };
}
