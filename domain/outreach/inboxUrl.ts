import { queryPage, queryPositive } from '../lists/queryNumber.ts';

/** The path of the inbox (spec 003 route table). */
export const INBOX_PATH = '/inbox';

/**
 * The inbox's view as its address holds it: /inbox?mailbox=&page=&search=&message=. mailbox is the mailbox whose
 * e-mails show (none: the first of the sidebar), message the e-mail open in the reading pane (its msg: id).
 */
export type InboxUrl = { page: number; mailbox: number | null; search: string; message: string | null };


/** A message id as the address may carry it: msg: and up to 64 characters of id. */
const MESSAGE_ID = /^msg:[^\s]{1,64}$/;

/** Reads the inbox's query string; anything not understood reads as its default. */
export function readInboxUrl(query: URLSearchParams): InboxUrl {
  const message = query.get('message') ?? '';
  return {
    page: queryPage(query),
    mailbox: queryPositive(query, 'mailbox'),
    search: (query.get('search') ?? '').trim().slice(0, 200),
    message: MESSAGE_ID.test(message) ? message : null,
  };
}

/** Writes the view's query string: the mailbox, the page, the search, the message open. */
export function writeInboxUrl(url: InboxUrl): URLSearchParams {
  const query = new URLSearchParams();
  if (url.mailbox !== null) query.set('mailbox', String(url.mailbox));
  query.set('page', String(url.page));
  if (url.search) query.set('search', url.search);
  if (url.message !== null) query.set('message', url.message);
  return query;
}
