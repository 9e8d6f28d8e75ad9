import { describe, expect, it } from 'vitest';
import { type LeadPerson, matchLead } from './leadMatch.ts';

const person = (id: string, kind: LeadPerson['kind'], email: string, phones: string[] = []): LeadPerson => ({ id, kind, email, phones });

describe('matchLead', () => {
  it('matches the e-mail trimmed and whatever its case', () => {
    const people = [person('c1', 'customer', 'bob@example.com'), person('p1', 'prospect', ' Jane.Doe@Example.com ')];
    expect(matchLead({ email: 'jane.doe@example.COM', phone: '' }, people)).toEqual({ id: 'p1', kind: 'prospect' });
  });

  it('matches a phone on its last 10 digits, whatever the punctuation or country code', () => {
    const people = [person('c1', 'customer', '', ['(905) 555-0100', '+1 416-555-0199'])];
    expect(matchLead({ email: '', phone: '4165550199' }, people)).toEqual({ id: 'c1', kind: 'customer' });
  });

  it('an e-mail match wins over a phone match that comes first', () => {
    const people = [person('c1', 'customer', 'other@example.com', ['416-555-0199']), person('c2', 'customer', 'jane@example.com')];
    expect(matchLead({ email: 'jane@example.com', phone: '4165550199' }, people)).toEqual({ id: 'c2', kind: 'customer' });
  });

  it('falls back to the phone when the e-mail matches no one', () => {
    const people = [person('c1', 'customer', 'other@example.com', ['416-555-0199'])];
    expect(matchLead({ email: 'jane@example.com', phone: '4165550199' }, people)).toEqual({ id: 'c1', kind: 'customer' });
  });

  it('among people matched the same way the first in the given order wins, customer or prospect', () => {
    const people = [person('p1', 'prospect', 'jane@example.com'), person('c1', 'customer', 'jane@example.com')];
    expect(matchLead({ email: 'jane@example.com', phone: '' }, people)).toEqual({ id: 'p1', kind: 'prospect' });
    const byPhone = [person('c1', 'customer', '', ['4165550199']), person('p1', 'prospect', '', ['416 555 0199'])];
    expect(matchLead({ email: '', phone: '4165550199' }, byPhone)).toEqual({ id: 'c1', kind: 'customer' });
  });

  it('an empty e-mail or a phone of fewer than 10 digits matches no one', () => {
    const people = [person('c1', 'customer', '', ['555-0199', ''])];
    expect(matchLead({ email: '', phone: '' }, people)).toBeNull();
    expect(matchLead({ email: '', phone: '5550199' }, people)).toBeNull();
  });

  it('answers null when no one matches', () => {
    expect(matchLead({ email: 'jane@example.com', phone: '4165550199' }, [person('c1', 'customer', 'bob@example.com', ['9055550100'])])).toBeNull();
    expect(matchLead({ email: 'jane@example.com', phone: '4165550199' }, [])).toBeNull();
  });
});
