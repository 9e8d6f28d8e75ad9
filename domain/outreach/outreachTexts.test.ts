import { describe, expect, it } from 'vitest';
import { emailConsent, QUICK_PHRASES, replySubject, textConsent } from './outreachTexts.ts';

describe('replySubject', () => {
  it('puts RE: before a subject that has none', () => {
    expect(replySubject('Your trade-in')).toBe('RE: Your trade-in');
    expect(replySubject('')).toBe('RE: ');
  });

  it('keeps a subject that already contains it, in any case and anywhere', () => {
    expect(replySubject('RE: Your trade-in')).toBe('RE: Your trade-in');
    expect(replySubject('re: your trade-in')).toBe('re: your trade-in');
    expect(replySubject('Care: tips')).toBe('RE: Care: tips');
    expect(replySubject('Fwd: Re: Price')).toBe('Fwd: Re: Price');
  });
});

describe('consent', () => {
  it('allows texts only with can_mail 1; a prospect, who has no can_mail, is not opted in', () => {
    expect(textConsent({ can_email: 1, can_mail: 1 })).toBe(true);
    expect(textConsent({ can_email: 1, can_mail: 0 })).toBe(false);
    expect(textConsent({ can_email: 1 })).toBe(false);
  });

  it('allows e-mail only with can_email 1, whatever the text consent', () => {
    expect(emailConsent({ can_email: 1, can_mail: 0 })).toBe(true);
    expect(emailConsent({ can_email: 0, can_mail: 1 })).toBe(false);
    expect(emailConsent({ can_email: 0 })).toBe(false);
  });
});

describe('quick phrases', () => {
  it('offers three distinct phrases, each short enough for one text', () => {
    expect(QUICK_PHRASES).toHaveLength(3);
    expect(new Set(QUICK_PHRASES).size).toBe(3);
    for (const phrase of QUICK_PHRASES) expect(phrase.length).toBeLessThanOrEqual(160);
  });
});
