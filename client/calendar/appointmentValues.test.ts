import { describe, expect, it } from 'vitest';
import { bookedText, offeredTimes, startValues, timeAfterDayChange } from './appointmentValues.ts';

/** 2026-11-25 at 16:40 at the dealer. */
const now = { day: '2026-11-25', minutes: 16 * 60 + 40 };

describe('appointment form values', () => {
  it('starts a new booking on the given day at 07:00, or today at the next quarter hour once 07:00 has passed', () => {
    expect(startValues({ day: '2026-11-27', now, userId: 4, confirmation: true })).toEqual({
      date: '2026-11-27',
      time: '07:00',
      user_id: 4,
      note: '',
      confirmation: true,
      customer_message: '',
    });
    expect(startValues({ day: '2026-11-20', now, userId: 4, confirmation: false })).toMatchObject({ date: '2026-11-25', time: '16:45' });
    expect(startValues({ now, userId: 4, confirmation: false })).toMatchObject({ date: '2026-11-25', time: '16:45' });
  });

  it('starts an edit from the entry, without a confirmation', () => {
    const editing = { appointment_at: '2026-11-26T09:30:00', user_id: null, note: 'Test drive', customer_message: 'See you then.' };
    expect(startValues({ editing, day: '2026-12-01', now, userId: 4, confirmation: true })).toEqual({
      date: '2026-11-26',
      time: '09:30',
      user_id: null,
      note: 'Test drive',
      confirmation: false,
      customer_message: 'See you then.',
    });
  });

  it("offers today's remaining quarter hours, and an edited entry's own passed time on its day", () => {
    expect(offeredTimes('2026-11-25', now)).toEqual(['16:45', '17:00', '17:15', '17:30', '17:45', '18:00', '18:15', '18:30', '18:45', '19:00', '19:15', '19:30', '19:45', '20:00', '20:15', '20:30', '20:45', '21:00', '21:15', '21:30', '21:45', '22:00', '22:15', '22:30', '22:45', '23:00', '23:15', '23:30', '23:45']);
    expect(offeredTimes('2026-11-25', now, '2026-11-25T09:30:00').slice(0, 3)).toEqual(['09:30', '16:45', '17:00']);
    expect(offeredTimes('2026-11-24', now, '2026-11-24T09:30:00')).toEqual(['09:30']);
    expect(offeredTimes('2026-11-26', now)).toHaveLength(96);
  });

  it('keeps the time on a new day that offers it, otherwise takes 07:00 or the first time offered', () => {
    expect(timeAfterDayChange('09:30', '2026-11-30', now)).toBe('09:30');
    expect(timeAfterDayChange('09:30', '2026-11-25', now)).toBe('16:45');
    expect(timeAfterDayChange('', '2026-11-30', now)).toBe('07:00');
    expect(timeAfterDayChange('09:30', '', now)).toBe('');
  });

  it('says what was booked', () => {
    expect(bookedText({ date: '2026-11-26', time: '09:30' }, 'Noah Adams')).toBe('With Noah Adams on Thursday, November 26, 2026 at 9:30 AM.');
    expect(bookedText({ date: '2026-11-26', time: '19:00' }, null)).toBe('On Thursday, November 26, 2026 at 7:00 PM.');
  });
});
