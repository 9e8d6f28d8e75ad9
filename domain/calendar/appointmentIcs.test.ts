import { describe, expect, it } from 'vitest';
import { appointmentIcs } from './appointmentIcs.ts';

describe('appointment .ics', () => {
  const ics = appointmentIcs({
    uid: 'a1@dealer',
    start: new Date('2026-11-26T12:00:00Z'),
    minutes: 60,
    summary: 'Appointment at Cambridge Honda',
    location: '100 Main St, Cambridge; ON',
    description: `Test drive, then trade appraisal\n${'x'.repeat(100)}`,
    stamp: new Date('2026-11-25T21:00:05.123Z'),
  });
  const lines = ics.split('\r\n');

  it('is one VEVENT in UTC with an hour booked, lines ended by CRLF', () => {
    expect(ics.endsWith('\r\n')).toBe(true);
    expect(lines.slice(0, 6)).toEqual(['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Dealer Back Office//Calendar//EN', 'CALSCALE:GREGORIAN', 'METHOD:PUBLISH', 'BEGIN:VEVENT']);
    expect(lines).toContain('DTSTART:20261126T120000Z');
    expect(lines).toContain('DTEND:20261126T130000Z');
    expect(lines).toContain('DTSTAMP:20261125T210005Z');
    expect(lines).toContain('UID:a1@dealer');
  });

  it('escapes commas, semicolons and line breaks, and folds lines over 75 octets', () => {
    expect(lines).toContain('LOCATION:100 Main St\\, Cambridge\\; ON');
    const description = lines.findIndex((line) => line.startsWith('DESCRIPTION:'));
    expect(lines[description]).toBe(`DESCRIPTION:Test drive\\, then trade appraisal\\n${'x'.repeat(75 - 'DESCRIPTION:Test drive\\, then trade appraisal\\n'.length)}`);
    expect(lines[description]!.length).toBe(75);
    expect(lines[description + 1]!.startsWith(' x')).toBe(true);
    const unfolded = ics.replace(/\r\n /g, '');
    expect(unfolded).toContain(`DESCRIPTION:Test drive\\, then trade appraisal\\n${'x'.repeat(100)}\r\n`);
  });
});
