import { describe, expect, it } from 'vitest';
import { phoneE164, phoneText } from './phoneNumber.ts';

describe('phoneText', () => {
  it('reads a number of the dealer’s country in its national form, however it was written', () => {
    expect(phoneText('5195550100', 'canada')).toBe('(519) 555-0100');
    expect(phoneText('519-555-0100', 'canada')).toBe('(519) 555-0100');
    expect(phoneText('+15195550100', 'canada')).toBe('(519) 555-0100');
    expect(phoneText('2125550100', 'us')).toBe('(212) 555-0100');
  });

  it('puts +1 before a number of the other country', () => {
    expect(phoneText('2125550100', 'canada')).toBe('+1 (212) 555-0100');
    expect(phoneText('4165550123', 'us')).toBe('+1 (416) 555-0123');
  });

  it('reads a toll-free number in the national form in both countries (it rings in both)', () => {
    expect(phoneText('1-888-555-0142', 'canada')).toBe('(888) 555-0142');
    expect(phoneText('18885550199', 'us')).toBe('(888) 555-0199');
  });

  it('reads a number given in E.164 of another country in its international form', () => {
    expect(phoneText('+442079460958', 'canada')).toBe('+44 20 7946 0958');
  });

  it('shows what is no phone number as it was written, and nothing as nothing', () => {
    expect(phoneText(' 519555 ', 'canada')).toBe('519555');
    expect(phoneText('', 'us')).toBe('');
  });
});

describe('phoneE164', () => {
  it('answers the E.164 form a tel: or sms: link and the SMS provider take', () => {
    expect(phoneE164('(519) 555-0100', 'canada')).toBe('+15195550100');
    expect(phoneE164('2125550100', 'canada')).toBe('+12125550100');
    expect(phoneE164('+44 20 7946 0958', 'us')).toBe('+442079460958');
  });

  it('answers null for what is no valid phone number', () => {
    expect(phoneE164('519555', 'canada')).toBeNull();
    expect(phoneE164('', 'canada')).toBeNull();
  });
});
