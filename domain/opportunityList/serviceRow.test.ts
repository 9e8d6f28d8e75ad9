import { describe, expect, it } from 'vitest';
import { serviceGroupOf } from './serviceGroup.ts';
import { NO_APPOINTMENT, ORPHAN, appointmentBadge, badgeLabels, salespersonInitial } from './serviceRow.ts';

const none = { risk: false, new: false, declined: false, due: false, recall: false };

describe('service rows', () => {
  it('labels the badges as the spec names them', () => {
    expect(badgeLabels({ ...none, risk: true })).toEqual(['At Risk']);
    expect(badgeLabels({ ...none, risk: true, new: true })).toEqual(['New At Risk']);
    expect(badgeLabels({ ...none, new: true })).toEqual([]);
    expect(badgeLabels({ ...none, declined: true, due: true, recall: true })).toEqual(['Declined', 'Service Due', 'Recall']);
  });
  it('shows the appointment time only with a risk badge and an appointment today or later', () => {
    const at = '2026-11-22T14:30:00';
    expect(appointmentBadge({ appointment_at: at, badges: { ...none, risk: true } }, '2026-11-22')).toBe('2026-11-22 14:30');
    expect(appointmentBadge({ appointment_at: at, badges: { ...none, risk: true } }, '2026-11-23')).toBe(NO_APPOINTMENT);
    expect(appointmentBadge({ appointment_at: at, badges: { ...none, due: true } }, '2026-11-22')).toBe(NO_APPOINTMENT);
    expect(appointmentBadge({ appointment_at: null, badges: { ...none, risk: true } }, '2026-11-22')).toBe(NO_APPOINTMENT);
  });
  it("shows the salesperson's initial, or Orphan when there is none", () => {
    const names = (id: number) => (id === 7 ? 'tom Reid' : null);
    expect(salespersonInitial(7, names)).toBe('T');
    expect(salespersonInitial(null, names)).toBe(ORPHAN);
    expect(salespersonInitial(8, names)).toBe(ORPHAN);
  });
  it('groups rows by how recently the vehicle was serviced', () => {
    expect(serviceGroupOf({ service_months: 12 })).toBe('Active');
    expect(serviceGroupOf({ service_months: 13 })).toBe('Lapsed');
    expect(serviceGroupOf({ service_months: 25 })).toBe('Lost');
    expect(serviceGroupOf({ service_months: null })).toBe('Inactive');
  });
});
