import { FREQUENCIES, type Frequency } from './dealConstants.ts';
import { typedNumber, type DealEditForm } from './dealEdit.ts';
import { payout } from './payout.ts';

const isFrequency = (value: string): value is Frequency => (FREQUENCIES as readonly string[]).includes(value);

/**
 * The payout the deal edit form computes while EDIT was not pressed: the payout rule (payout.ts, the engine's) over
 * the typed payment, frequency, term and sale date; 0 for a cash deal, which has no payments. Null while the
 * payment, term or frequency typed is not a valid one.
 */
export function automaticPayout(form: DealEditForm, today: string): number | null {
  if (form.type === 'cash') return 0;
  const payment = typedNumber(form.payment);
  const term = typedNumber(form.term);
  if (!isFrequency(form.frequency) || !(payment >= 0) || !Number.isInteger(term) || term < 0) return null;
  return payout({ payment, frequency: form.frequency, term, soldAt: form.sold_at, today }).payout;
}

/**
 * The form with its payout as it stands: the automatic payout until EDIT was pressed, then the typed one. A cash
 * deal has no payout to type: 0, never edited.
 */
export function withAutomaticPayout(form: DealEditForm, today: string): DealEditForm {
  if (form.type === 'cash') return { ...form, payout: '0', payout_edited: false };
  if (form.payout_edited) return form;
  const computed = automaticPayout(form, today);
  return computed === null ? form : { ...form, payout: String(computed) };
}
