import { describe, expect, it } from 'vitest';
import { ADMIN, ROLE } from '../session/roles.ts';
import { canSeeUserContacts, readableDocument, type Reader } from './readableDocument.ts';

const ADMINISTRATOR: Reader = { id: 1, role: ROLE.generalManager, admin: ADMIN.administrator };
const SALESPERSON: Reader = { id: 2, role: ROLE.salesperson, admin: ADMIN.standard };
const SALES_ADMINISTRATOR: Reader = { id: 3, role: ROLE.salesperson, admin: ADMIN.administrator };
const MANAGER: Reader = { id: 4, role: ROLE.salesManager, admin: ADMIN.standard };

const billing = { id: 'billing:d:1', dealer: 'd', kind: 'billing', amount: 250 };
const user = (userId: number) => ({ id: `user:d:${userId}`, dealer: 'd', kind: 'user', user_id: userId, first_name: 'Ada', email: 'ada@a.test', phone: '519.555.0101' });

describe('readableDocument', () => {
  it('gives billing records only to those who may see Settings > Billing (administrators, never role 1)', () => {
    expect(readableDocument(ADMINISTRATOR, 'refs', billing)).toEqual(billing);
    expect(readableDocument(SALESPERSON, 'refs', billing)).toBeNull();
    expect(readableDocument(SALES_ADMINISTRATOR, 'refs', billing)).toBeNull();
    expect(readableDocument(MANAGER, 'refs', billing)).toBeNull();
  });

  it("gives a colleague's e-mail and phone only to those who may see User Management; one's own always", () => {
    expect(readableDocument(ADMINISTRATOR, 'refs', user(9))).toEqual(user(9));
    expect(readableDocument(SALESPERSON, 'refs', user(9))).toEqual({ id: 'user:d:9', dealer: 'd', kind: 'user', user_id: 9, first_name: 'Ada' });
    expect(readableDocument(MANAGER, 'refs', user(9))).toEqual({ id: 'user:d:9', dealer: 'd', kind: 'user', user_id: 9, first_name: 'Ada' });
    expect(readableDocument(SALESPERSON, 'refs', user(2))).toEqual(user(2));
    expect(canSeeUserContacts(SALESPERSON, 2)).toBe(true);
    expect(canSeeUserContacts(SALESPERSON, 9)).toBe(false);
    expect(canSeeUserContacts(ADMINISTRATOR, 9)).toBe(true);
  });

  it('leaves every other kind and collection to every role, whatever its kind is called', () => {
    for (const kind of ['settings', 'mailbox', 'template', 'dealership', 'build', 'outreach_read', 'constructor', '__proto__']) {
      const doc = { id: `${kind}:d`, dealer: 'd', kind };
      expect(readableDocument(SALESPERSON, 'refs', doc)).toEqual(doc);
    }
    const customer = { id: 'C1', dealer: 'd', kind: 'billing', email: 'c@x.test' };
    expect(readableDocument(SALESPERSON, 'customers', customer)).toEqual(customer);
  });
});
