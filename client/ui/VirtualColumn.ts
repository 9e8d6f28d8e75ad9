import type { ReactNode } from 'react';

/**
 * Where a column goes on a phone, where each row of a list is a card (VirtualCard): the card's title (the name)
 * and subtitle (the vehicle) at its top, its key figure at the top right (equity, or the list's own), the row's
 * buttons at its foot ('actions'), or nowhere ('hidden'). Without one, the column is a detail: a short
 * "HEADER value" under the title, shown while there is room, the sorted column first.
 */
export type CardRole = 'title' | 'subtitle' | 'key' | 'actions' | 'hidden';

/** One column of a VirtualTable: a grid track width, a header, how a row renders in it, whether it sorts. */
export type VirtualColumn<Row> = {
  key: string;
  header: string;
  /** A CSS grid track, e.g. "96px" or "minmax(180px, 2fr)". */
  width: string;
  sortable?: boolean;
  align?: 'start' | 'end';
  /** Its place on the phone's card; a detail line when unset. */
  card?: CardRole;
  render: (row: Row) => ReactNode;
};
