import { describe, expect, it } from 'vitest';
import { appointmentFormProblem, appointmentSubmitLabel, appointmentTimes, appointmentWallTime, defaultAppointmentTime } from './appointmentForm.ts';

const now = { day: '2026-11-25', minutes: 14 * 60 + 10 };
const form = (date: string, time: string) => ({ date, time, user_id: 3, note: ' Test drive ', confirmation: true });

describe('appointment form', () => {
  it('offers every quarter hour of a later day, only times from now today, and nothing before today', () => {
    const later = appointmentTimes('2026-11-26', now);
    expect(later.length).toBe(96);
    expect(later.slice(0, 3)).toEqual(['00:00', '00:15', '00:30']);
    expect(later.at(-1)).toBe('23:45');
    const today = appointmentTimes('2026-11-25', now);
    expect(today[0]).toBe('14:15');
    expect(today.length).toBe(39);
    expect(appointmentTimes('2026-11-24', now)).toEqual([]);
  });

  it('starts at 07:00, or at the first time still offered once 07:00 has passed today', () => {
    expect(defaultAppointmentTime('2026-11-26', now)).toBe('07:00');
    expect(defaultAppointmentTime('2026-11-25', now)).toBe('14:15');
    expect(defaultAppointmentTime('2026-11-25', { day: '2026-11-25', minutes: 6 * 60 })).toBe('07:00');
  });

  it('asks for a date and time with the spec message when missing, past or malformed', () => {
    const message = 'You must select a date and time for your appointment / event.';
    expect(appointmentFormProblem(form('', '07:00'), now)).toBe(message);
    expect(appointmentFormProblem(form('2026-02-30', '07:00'), now)).toBe(message);
    expect(appointmentFormProblem(form('2031-13-01', '07:00'), now)).toBe(message);
    expect(appointmentFormProblem(form('2026-11-24', '09:00'), now)).toBe(message);
    expect(appointmentFormProblem(form('2026-11-25', '14:00'), now)).toBe(message);
    expect(appointmentFormProblem(form('2026-11-25', '14:15'), now)).toBeNull();
    expect(appointmentFormProblem(form('2026-11-26', '07:00'), now)).toBeNull();
  });

  it('lets an edit keep a time that has passed, but not move to another past time', () => {
    const message = 'You must select a date and time for your appointment / event.';
    expect(appointmentFormProblem(form('2026-11-20', '09:00'), now, '2026-11-20T09:00:00')).toBeNull();
    expect(appointmentFormProblem(form('2026-11-20', '10:00'), now, '2026-11-20T09:00:00')).toBe(message);
  });

  it('keeps the wall time and names the button by what is booked', () => {
    expect(appointmentWallTime(form('2026-11-26', '19:45'))).toBe('2026-11-26T19:45:00');
    expect(appointmentSubmitLabel(false, true)).toBe('ADD APPOINTMENT');
    expect(appointmentSubmitLabel(false, false)).toBe('ADD EVENT');
    expect(appointmentSubmitLabel(true, true)).toBe('UPDATE');
    expect(appointmentSubmitLabel(true, false)).toBe('UPDATE');
  });
});
