/** The sections of a prospect profile built so far (spec 000 §2): DEAL BUILDER comes with its screen. */
export const PROSPECT_SECTIONS = ['overview', 'activity', 'outreach', 'edit'] as const;
export type ProspectSection = (typeof PROSPECT_SECTIONS)[number];

/** A prospect profile's address: /prospect/{prospect_id}/{section}. */
export function prospectPath(id: string, section: ProspectSection = 'overview'): string {
  return `/prospect/${encodeURIComponent(id)}/${section}`;
}
