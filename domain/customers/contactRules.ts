import type { CustomerForm } from './customerForm.ts';

export type ContactRule = { label: 'CALL' | 'TEXT' | 'EMAIL'; flag: 'can_call' | 'can_mail' | 'can_email'; enabled: boolean };

/**
 * The contact rules toggles of the customer form and whether each may be switched on (spec 000 §2): CALL needs
 * any of home, cell, work; TEXT (the can_mail consent) needs the cell; EMAIL needs the email.
 */
export function contactRules(form: CustomerForm): ContactRule[] {
  return [
    { label: 'CALL', flag: 'can_call', enabled: Boolean(form.home.trim() || form.cell.trim() || form.work.trim()) },
    { label: 'TEXT', flag: 'can_mail', enabled: Boolean(form.cell.trim()) },
    { label: 'EMAIL', flag: 'can_email', enabled: Boolean(form.email.trim()) },
  ];
}
