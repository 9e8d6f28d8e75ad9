/** A customer is INACTIVE once deleted_at is set, otherwise ACTIVE (spec 000 §2 and §4). */
export function customerActivity(customer: { deleted_at: string | null }): 'ACTIVE' | 'INACTIVE' {
  return customer.deleted_at ? 'INACTIVE' : 'ACTIVE';
}
