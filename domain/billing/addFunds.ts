import * as v from 'valibot';

/** ADD FUNDS takes whole dollars: at least $10, at most $10,000 per checkout. */
export const MIN_ADD_FUNDS = 10;
export const MAX_ADD_FUNDS = 10_000;

export const ADD_FUNDS_MESSAGES = {
  amount: 'Please enter a whole number of dollars from 10 to 10,000.',
  unavailable: 'Card payments are not set up on this server: ask its administrator to configure the payment provider.',
  unreachable: 'The card payment service could not be reached: please try again in a few minutes.',
  refused:
    'The card payment service could not start the payment: please try again in a few minutes, or ask this server’s administrator to check its payment settings.',
  success: 'Thank you: your payment went through. The funds show here as soon as the payment provider confirms them.',
  cancelled: 'The checkout was cancelled: no payment was taken.',
} as const;

const amount = v.pipe(
  v.number(ADD_FUNDS_MESSAGES.amount),
  v.integer(ADD_FUNDS_MESSAGES.amount),
  v.minValue(MIN_ADD_FUNDS, ADD_FUNDS_MESSAGES.amount),
  v.maxValue(MAX_ADD_FUNDS, ADD_FUNDS_MESSAGES.amount),
);

/** The amount as typed in ADD FUNDS' dialog (or sent in a form): digits only, then the same bounds. */
export const AddFundsAmountText = v.pipe(v.string(ADD_FUNDS_MESSAGES.amount), v.trim(), v.regex(/^\d+$/, ADD_FUNDS_MESSAGES.amount), v.transform(Number), amount);

/** POST /billing/checkout's body: the amount in whole dollars, a number or its digits. */
export const AddFundsSchema = v.object({ amount: v.union([amount, AddFundsAmountText], ADD_FUNDS_MESSAGES.amount) });
