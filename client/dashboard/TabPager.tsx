import { rangeText } from '../../domain/format/rangeText.ts';

type TabPagerProps = {
  /** The page shown, from 1. */
  page: number;
  pageSize: number;
  /** Rows on this page. */
  shown: number;
  total: number;
  onPage: (page: number) => void;
  className: string;
};

/** A dashboard tab's paging: "from - to of total", then PREVIOUS and NEXT, which ask for the page before or after. */
export function TabPager({ page, pageSize, shown, total, onPage, className }: TabPagerProps) {
  const first = (page - 1) * pageSize;
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <div className={className}>
      <span className="list-range" aria-live="polite">
        {rangeText(total === 0 ? 0 : first + 1, first + shown, total)}
      </span>
      <button type="button" className="button button-small" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        PREVIOUS
      </button>
      <button type="button" className="button button-small" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        NEXT
      </button>
    </div>
  );
}
