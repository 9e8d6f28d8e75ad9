/** Views of a list kept until its next change (a scroll asks the same view again for other rows). */
const KEPT_VIEWS = 8;

/** A view by its key out of the kept ones, else computed and kept (the oldest dropped past KEPT_VIEWS). */
export function keptView<Row>(views: Map<string, Row[]>, key: string, compute: () => Row[]): Row[] {
  let rows = views.get(key);
  if (!rows) {
    rows = compute();
    views.set(key, rows);
    while (views.size > KEPT_VIEWS) views.delete(views.keys().next().value as string);
  }
  return rows;
}
