/** The deal page's sections (spec 001 §2.4), in tab order with their labels. */
export const DEAL_SECTIONS = ['dealsheet', 'replacement', 'activities', 'outreach', 'service', 'edit', 'share'] as const;
export type DealSection = (typeof DEAL_SECTIONS)[number];

export const DEAL_SECTION_LABELS: Readonly<Record<DealSection, string>> = {
  dealsheet: 'DEAL SHEET',
  replacement: 'REPLACEMENT',
  activities: 'ACTIVITIES',
  outreach: 'OUTREACH',
  service: 'SERVICE',
  edit: 'EDIT DEAL',
  share: 'SHARE',
};

export function isDealSection(value: string): value is DealSection {
  return (DEAL_SECTIONS as readonly string[]).includes(value);
}

/** A deal route: /deal/{id}/{section}[/{trade}][?replacement=…]. */
export function dealPath(id: string, section: DealSection, options: { trade?: number | null; replacement?: string | null } = {}): string {
  const trade = options.trade === undefined || options.trade === null ? '' : `/${options.trade}`;
  const query = options.replacement ? `?replacement=${encodeURIComponent(options.replacement)}` : '';
  return `/deal/${encodeURIComponent(id)}/${section}${trade}${query}`;
}
