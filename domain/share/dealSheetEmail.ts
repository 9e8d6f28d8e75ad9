import * as v from 'valibot';
import { EmailSchema } from '../session/sessionUser.ts';

export const DEAL_SHEET_EMAIL_CONFIRM_MESSAGE = 'Are you sure you want to email this dealsheet?';
export const DEAL_SHEET_SHARE_CONFIRM_MESSAGE = 'Are you sure you want to share this deal sheet?';
export const DEAL_SHEET_EMAIL_OFFLINE_MESSAGE = 'You are offline: e-mailing a deal sheet needs a connection. Try again when you are back online.';
export const DEAL_SHEET_PATH_MESSAGE = 'Only a deal sheet print (/dealsheet/print?opportunity_id=…) can be e-mailed.';

/**
 * POST /dealsheet/email (spec 001 §7, spec 002 "Share popup" on deal routes): the deal sheet at url (the print
 * path dealPrintPath makes, with the upgrade shown) e-mailed to an address with a message. user_id is the user
 * sending it (the signed-in user); opportunity_id, when given, is the opportunity of url's deal sheet.
 */
export const DealSheetEmailRequestSchema = v.object({
  user_id: v.pipe(v.number('Please say who sends the deal sheet.'), v.integer(), v.minValue(1, 'Please say who sends the deal sheet.')),
  email: EmailSchema,
  url: v.pipe(v.string(DEAL_SHEET_PATH_MESSAGE), v.maxLength(4000, 'The deal sheet link is too long.'), v.regex(/^\/dealsheet\/print\?\S+$/, DEAL_SHEET_PATH_MESSAGE)),
  message: v.pipe(v.string(), v.maxLength(2000, 'The message is too long (2,000 characters at most).')),
  opportunity_id: v.optional(v.pipe(v.string(), v.maxLength(200, 'The opportunity id is too long.'))),
});
export type DealSheetEmailRequest = v.InferOutput<typeof DealSheetEmailRequestSchema>;
