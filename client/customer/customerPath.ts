/** The sections of a customer profile (spec 000 §2). */
export const CUSTOMER_SECTIONS = ['overview', 'service', 'activity', 'outreach', 'edit'] as const;
export type CustomerSection = (typeof CUSTOMER_SECTIONS)[number];

/** A customer profile's address: /customer/{id}/{section}. */
export function customerPath(id: string, section: CustomerSection = 'overview'): string {
  return `/customer/${encodeURIComponent(id)}/${section}`;
}
