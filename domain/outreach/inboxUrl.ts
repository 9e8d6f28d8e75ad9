import type { ListDescriptor, ListUrl } from '../lists/listDescriptor.ts';
import { queryPage, queryPositive } from '../lists/queryNumber.ts';
import { NO_INBOX_EMAILS_TEXT, type InboxFilter } from './inbox.ts';

/** The path of the inbox (spec 003 route table). */
export const INBOX_PATH = '/inbox';

/**
 * The inbox's view as its address holds it: /inbox?mailbox=&page=&search=&message=. mailbox is the mailbox whose
 * e-mails show (none: the first of the sidebar), message the e-mail open in the reading pane (its msg: id).
 */
export type InboxUrl = ListUrl<InboxFilter> & { message: string | null };

/** A message id as the address may carry it: msg: and up to 64 characters of id. */
const MESSAGE_ID = /^msg:[^\s]{1,64}$/;

/** Reads the inbox's query string; anything not understood reads as its default. */
export function readInboxUrl(query: URLSearchParams): InboxUrl {
  const message = query.get('message') ?? '';
  return {
    page: queryPage(query),
    filter: { mailbox: queryPositive(query, 'mailbox'), search: (query.get('search') ?? '').trim().slice(0, 200) },
    message: MESSAGE_ID.test(message) ? message : null,
  };
}

/** Writes the view's query string: the mailbox, the page, the search, the message open. */
export function writeInboxUrl(url: InboxUrl): URLSearchParams {
  const query = new URLSearchParams();
  if (url.filter.mailbox !== null) query.set('mailbox', String(url.filter.mailbox));
  query.set('page', String(url.page));
  if (url.filter.search) query.set('search', url.filter.search);
  if (url.message !== null) query.set('message', url.message);
  return query;
}

/** The inbox's e-mail list (spec 003 "Inbox"): a mailbox's received e-mails, newest first, no column sorts; no SHARE, no EXPORT CSV. */
export const INBOX_LIST: ListDescriptor<InboxUrl> = {
  label: 'Emails',
  path: INBOX_PATH,
  read: readInboxUrl,
  write: writeInboxUrl,
  order: { by: 'created_at', order: 'desc' },
  emptyText: NO_INBOX_EMAILS_TEXT,
  shared: (url) => ({ ...url, message: null }),
};
