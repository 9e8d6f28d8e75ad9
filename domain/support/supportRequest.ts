import * as v from 'valibot';
import { phoneIsValid } from '../customers/customerForm.ts';
import { EmailSchema } from '../session/sessionUser.ts';
import { SUPPORT_BROWSERS } from './supportBrowser.ts';

/** Where the support form posts (spec 000 §7). */
export const SUPPORT_PATH = '/support/contact';

export const SUPPORT_CONFIRM_MESSAGE = 'Are you sure you want to submit this issue?';
export const SUPPORT_THANK_YOU_MESSAGE = 'Thank you for contacting support. We received your issue and will get back to you soon.';
export const SUPPORT_OFFLINE_MESSAGE = 'You are offline: the support form needs a connection. Your text is kept; submit it again when you are back online.';

export const SUPPORT_NAME_MESSAGE = 'Please enter your name.';
export const SUPPORT_PHONE_MESSAGE = 'The Phone field must be numeric and exactly contain 10 digits.';
export const SUPPORT_BROWSER_MESSAGE = 'Please select your browser.';
export const SUPPORT_LOCATION_MESSAGE = 'Please say where in the app your concern is.';
export const SUPPORT_DESCRIPTION_MESSAGE = 'Please describe your concern.';
export const SUPPORT_DESCRIPTION_MAX_LENGTH = 5000;
export const SUPPORT_DESCRIPTION_TOO_LONG_MESSAGE = `A description holds at most ${SUPPORT_DESCRIPTION_MAX_LENGTH.toLocaleString('en-US')} characters.`;

/**
 * The support form (spec 000 §2 "Support form", §3 "Support request", §7 POST /support/contact): who writes and how
 * to reach them, their browser, where in the app and what the concern is. The spec shows no field validation; ours:
 * a name, a valid e-mail and a description are needed, a phone is optional but follows the customer form's phone
 * rule. Checked by the form, the worker and the server alike.
 */
export const SupportRequestSchema = v.object({
  name: v.pipe(v.string(SUPPORT_NAME_MESSAGE), v.trim(), v.nonEmpty(SUPPORT_NAME_MESSAGE), v.maxLength(200, 'A name holds at most 200 characters.')),
  phone: v.pipe(v.string(SUPPORT_PHONE_MESSAGE), v.trim(), v.maxLength(30, SUPPORT_PHONE_MESSAGE), v.check(phoneIsValid, SUPPORT_PHONE_MESSAGE)),
  email: EmailSchema,
  browser: v.picklist(SUPPORT_BROWSERS, SUPPORT_BROWSER_MESSAGE),
  concern_location: v.pipe(
    v.string(SUPPORT_LOCATION_MESSAGE),
    v.trim(),
    v.nonEmpty(SUPPORT_LOCATION_MESSAGE),
    v.maxLength(500, 'A concern location holds at most 500 characters.'),
  ),
  concern_description: v.pipe(
    v.string(SUPPORT_DESCRIPTION_MESSAGE),
    v.trim(),
    v.nonEmpty(SUPPORT_DESCRIPTION_MESSAGE),
    v.maxLength(SUPPORT_DESCRIPTION_MAX_LENGTH, SUPPORT_DESCRIPTION_TOO_LONG_MESSAGE),
  ),
});
export type SupportRequest = v.InferOutput<typeof SupportRequestSchema>;
export type SupportRequestInput = v.InferInput<typeof SupportRequestSchema>;
