import * as v from 'valibot';
import { isAppPath } from '../http/appPath.ts';
import { SELECT_USER_MESSAGE } from '../opportunityList/reassignEvent.ts';
import { StoredId } from '../validation/storableSchemas.ts';

export const SHARE_SENT_MESSAGE = 'Successfully Sent!';
export const SHARE_CONFIRM_MESSAGE = 'Are you sure you want to share this page?';
export const COPIED_MESSAGE = 'COPIED';
export const SHARE_OFFLINE_MESSAGE = 'You are offline: sharing needs a connection. Try again when you are back online.';

/**
 * The share popup's request (spec 002 "Share popup"): a link inside the app (isAppPath) sent to a user of the same dealer with
 * a message. The server mails it through its mail port and records an alert for that user. title names the page
 * shared ("SHARE OPPORTUNITIES").
 */
export const ShareRequestSchema = v.object({
  user_id: StoredId(SELECT_USER_MESSAGE),
  url: v.pipe(
    v.string('Please supply the link to share.'),
    v.maxLength(4000, 'The link is too long.'),
    v.check(isAppPath, 'Only links inside the app can be shared.'),
  ),
  message: v.pipe(v.string(), v.maxLength(2000, 'The message is too long (2,000 characters at most).')),
  title: v.pipe(v.string(), v.nonEmpty('Please name what is shared.'), v.maxLength(100)),
});
export type ShareRequest = v.InferOutput<typeof ShareRequestSchema>;
