import { describe, expect, it } from 'vitest';
import { sendLimitMessage, waitWords } from './sendLimits.ts';

describe('send limits', () => {
  it('says whose count is full, the limit and when to try again', () => {
    expect(sendLimitMessage('outreach_email', 'user', 12 * 60_000)).toBe('You have sent 60 e-mails within an hour, the most allowed. Please try again in 12 minutes.');
    expect(sendLimitMessage('outreach_text', 'dealer', 30_000)).toBe('This dealer has sent 600 texts within an hour, the most allowed. Please try again in 1 minute.');
    expect(sendLimitMessage('opt_in_email', 'recipient', 5 * 3_600_000)).toBe(
      'This recipient has been sent 2 opt-in e-mails within a day, the most allowed. Please try again in 5 hours.',
    );
  });

  it('rounds the wait up to whole minutes, and to hours past two hours', () => {
    expect(waitWords(1)).toBe('in 1 minute');
    expect(waitWords(60_001)).toBe('in 2 minutes');
    expect(waitWords(119 * 60_000)).toBe('in 119 minutes');
    expect(waitWords(121 * 60_000)).toBe('in 3 hours');
  });
});
