import type { MouseEvent } from 'react';
import { cutTextAt, cutTexts } from './cutText.ts';

type RowLinkProps = {
  href: string;
  /** The id of the row or card, whose text names the link. */
  labelledBy: string;
  index: number;
  onFollow: (event: MouseEvent<HTMLAnchorElement>) => void;
  /** Shows the row's cut texts under it while the link has the keyboard's focus (null: hide them). */
  onTip: (index: number, text: string | null) => void;
};

const rowOf = (link: HTMLElement) => link.closest('[data-row]');

/**
 * The real link over a whole row or card (a click opens it in place, a middle or ctrl-click in a new tab, the
 * address can be copied). It covers the cells, so it carries what their titles would: the full text of the cut
 * cell under the pointer as its title, and the row's cut texts in a tip while the keyboard's focus is on it.
 */
export function RowLink({ href, labelledBy, index, onFollow, onTip }: RowLinkProps) {
  return (
    <a
      href={href}
      className="virtual-table-row-link"
      aria-labelledby={labelledBy}
      onClick={onFollow}
      onPointerMove={(event) => {
        const row = rowOf(event.currentTarget);
        const text = row ? cutTextAt(row, event.clientX, event.clientY) : null;
        if (text) event.currentTarget.title = text;
        else event.currentTarget.removeAttribute('title');
      }}
      onFocus={(event) => {
        const row = rowOf(event.currentTarget);
        if (!row || !event.currentTarget.matches(':focus-visible')) return;
        const texts = cutTexts(row);
        if (texts.length > 0) onTip(index, texts.join(' · '));
      }}
      onBlur={() => onTip(index, null)}
    />
  );
}

/** The row's cut texts, shown under it while its link has the keyboard's focus (RowLink's onTip). */
export function RowTip({ tip }: { tip: string | null }) {
  if (!tip) return null;
  return (
    <span className="virtual-table-tip" aria-hidden="true">
      {tip}
    </span>
  );
}
