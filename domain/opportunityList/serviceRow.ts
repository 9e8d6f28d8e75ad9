import type { Opportunity, ServiceBadges } from '../opportunities/opportunity.ts';

/** The badge labels of a service row, in the spec's order (spec 001 §2.2). */
export const BADGE_LABELS: Record<keyof ServiceBadges, string> = {
  new: 'New At Risk',
  risk: 'At Risk',
  declined: 'Declined',
  due: 'Service Due',
  recall: 'Recall',
};

/**
 * The labels of the badges a row carries. "new" only qualifies a risk (docs/opportunities.md): a risk on a vehicle
 * sold here recently reads New At Risk, any other risk At Risk; a new vehicle at no risk shows no badge for it.
 */
export function badgeLabels(badges: ServiceBadges): string[] {
  const labels: string[] = [];
  if (badges.risk) labels.push(badges.new ? BADGE_LABELS.new : BADGE_LABELS.risk);
  if (badges.declined) labels.push(BADGE_LABELS.declined);
  if (badges.due) labels.push(BADGE_LABELS.due);
  if (badges.recall) labels.push(BADGE_LABELS.recall);
  return labels;
}

export const NO_APPOINTMENT = 'No Appointment';

/**
 * The appointment badge (spec 001 §2.2): the appointment's time only when a risk badge exists and the appointment
 * is today or later; otherwise No Appointment. appointment_at is an ISO date-time in the dealer's day.
 */
export function appointmentBadge(row: Pick<Opportunity, 'appointment_at' | 'badges'>, today: string): string {
  if (!row.badges.risk || !row.appointment_at || row.appointment_at.slice(0, 10) < today) return NO_APPOINTMENT;
  return row.appointment_at.slice(0, 16).replace('T', ' ');
}

export const ORPHAN = 'Orphan';

/** The salesperson as the service row shows it: the first name's initial, or Orphan when there is none. */
export function salespersonInitial(salesperson: number | null, userName: (id: number) => string | null): string {
  if (salesperson === null) return ORPHAN;
  const name = userName(salesperson);
  return name ? name.trim().charAt(0).toUpperCase() : ORPHAN;
}
