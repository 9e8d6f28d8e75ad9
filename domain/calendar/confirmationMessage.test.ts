import { describe, expect, it } from 'vitest';
import { confirmationMessage } from './confirmationMessage.ts';

const dealer = { name: 'Cambridge Toyota', address: '12 King St', city: 'Cambridge', province: 'ON', postal_code: 'N1R 1A1', phone: '5196532500' };

describe('the confirmation message', () => {
  it('greets, says when and where in words, carries the message to the customer, and the dealer’s phone', () => {
    const message = confirmationMessage({ personName: 'Dana Tremblay', dealer, appointmentAt: '2026-11-26T07:00:00', customerMessage: '  Bring your licence.  ' });
    expect(message.subject).toBe('Your appointment with Cambridge Toyota on Thursday, November 26, 2026 at 7:00 AM');
    expect(message.where).toBe('Cambridge Toyota, 12 King St, Cambridge, ON N1R 1A1');
    expect(message.text).toBe(
      [
        'Hello Dana Tremblay,',
        '',
        'This confirms your appointment with Cambridge Toyota.',
        '',
        'When: Thursday, November 26, 2026 at 7:00 AM',
        'Where: Cambridge Toyota, 12 King St, Cambridge, ON N1R 1A1',
        '',
        'Bring your licence.',
        '',
        'The attached invitation (appointment.ics) adds this appointment to your calendar.',
        'To change or cancel it, please call us at (519) 653-2500.',
        '',
        'See you soon,',
        'Cambridge Toyota',
        '',
      ].join('\n'),
    );
  });

  it('has no message line without one, greets without a name, and names the dealer when it has no phone', () => {
    const message = confirmationMessage({ personName: ' ', dealer: { ...dealer, address: '', phone: '' }, appointmentAt: '2026-11-26T13:30:00', customerMessage: '' });
    expect(message.text.split('\n').slice(0, 7)).toEqual([
      'Hello,',
      '',
      'This confirms your appointment with Cambridge Toyota.',
      '',
      'When: Thursday, November 26, 2026 at 1:30 PM',
      'Where: Cambridge Toyota, Cambridge, ON N1R 1A1',
      '',
    ]);
    expect(message.text).toContain('To change or cancel it, please contact Cambridge Toyota.');
  });
});
