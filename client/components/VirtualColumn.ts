import type { ReactNode } from 'react';

/** One column of a VirtualTable: a grid track width, a header, how a row renders in it, whether it sorts. */
export type VirtualColumn<Row> = {
  key: string;
  header: string;
  /** A CSS grid track, e.g. "96px" or "minmax(180px, 2fr)". */
  width: string;
  sortable?: boolean;
  align?: 'start' | 'end';
  render: (row: Row) => ReactNode;
};
