import { Fragment, memo, type MouseEvent, type ReactNode } from 'react';
import type { CardLayout } from './cardLayout.ts';
import { RowLink, RowTip } from './RowLink.tsx';
import type { VirtualColumn } from './VirtualColumn.ts';

export type VirtualCardProps<Row> = {
  /** The row, or undefined while its window has not arrived (an empty card). */
  row: Row | undefined;
  index: number;
  count: number;
  /** The card's top inside the list, in pixels, and its height. */
  top: number;
  height: number;
  layout: CardLayout<Row>;
  /** The element id naming the card, for its link. */
  id: string;
  href: string | null;
  onFollow: (event: MouseEvent<HTMLAnchorElement>) => void;
  tip: string | null;
  onTip: (index: number, text: string | null) => void;
};

/** The columns of one place of the card, in a line, each a cell the row link's title and tip can read. */
function parts<Row>(columns: VirtualColumn<Row>[], row: Row, sortedKey: string | null): ReactNode {
  return columns.map((column, position) => (
    <Fragment key={column.key}>
      {position > 0 && ' '}
      <span data-cell="" className={column.key === sortedKey ? 'virtual-card-part is-sorted' : 'virtual-card-part'}>
        {column.render(row)}
      </span>
    </Fragment>
  ));
}

/**
 * One row of a list as a card, for a phone (under 768 px): the title and subtitle (name and vehicle) with the
 * key figure beside them, the sorted column and other details as "HEADER value" below, the row's buttons at the
 * foot; the whole card is the row's link. Memoised as VirtualRow is.
 */
function VirtualCardItem<Row>({ row, index, count, top, height, layout, id, href, onFollow, tip, onTip }: VirtualCardProps<Row>) {
  const { title, subtitle, key, details, actions, sortedKey } = layout;
  return (
    <div
      id={id}
      role="listitem"
      data-row=""
      aria-posinset={index + 1}
      aria-setsize={count}
      className={`virtual-card${row ? '' : ' is-loading'}${href ? ' is-link' : ''}${tip ? ' has-tip' : ''}`}
      style={{ height, transform: `translateY(${top}px)` }}
    >
      {href && <RowLink href={href} labelledBy={id} index={index} onFollow={onFollow} onTip={onTip} />}
      {row && (
        <>
          <div className="virtual-card-head">
            <div className="virtual-card-names">
              <div className="virtual-card-title">{parts(title, row, sortedKey)}</div>
              {subtitle.length > 0 && <div className="virtual-card-subtitle">{parts(subtitle, row, sortedKey)}</div>}
            </div>
            {key && (
              <div className={key.key === sortedKey ? 'virtual-card-key is-sorted' : 'virtual-card-key'}>
                <span className="virtual-card-label">{key.header}</span>
                <span data-cell="" className="virtual-card-value">
                  {key.render(row)}
                </span>
              </div>
            )}
          </div>
          {details.length > 0 && (
            <dl className="virtual-card-details">
              {details.map((column) => (
                <div key={column.key} className={column.key === sortedKey ? 'virtual-card-detail is-sorted' : 'virtual-card-detail'}>
                  <dt className="virtual-card-label">{column.header}</dt>
                  <dd data-cell="">{column.render(row)}</dd>
                </div>
              ))}
            </dl>
          )}
          {actions.length > 0 && <div className="virtual-card-actions">{actions.map((column) => <Fragment key={column.key}>{column.render(row)}</Fragment>)}</div>}
        </>
      )}
      <RowTip tip={tip} />
    </div>
  );
}

export const VirtualCard = memo(VirtualCardItem) as typeof VirtualCardItem;
