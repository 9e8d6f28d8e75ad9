import { MAILBOX_STATUS_NAMES, MAILBOX_STATUSES, MAILBOX_TYPE_IDS, MAILBOX_TYPE_NAMES, type MailboxDoc, type MailboxTypeId } from './mailbox.ts';
import { queryPage } from '../lists/queryNumber.ts';
import type { ListDescriptor } from '../lists/listDescriptor.ts';

/** The path of the mailboxes tab. */
export const MAILBOXES_PATH = '/settings/mailboxes';
export const NO_MAILBOXES_TEXT = 'NO MAILBOXES FOR THIS QUERY';

/** The status filter's values (GET /filter/mailbox): the two statuses, and the deleted mailboxes. */
export const MAILBOX_FILTER_STATUSES = [...MAILBOX_STATUSES, 'deleted'] as const;
export type MailboxFilterStatus = (typeof MAILBOX_FILTER_STATUSES)[number];
export const MAILBOX_FILTER_STATUS_NAMES: Record<MailboxFilterStatus, string> = { active: 'Active', suspended: 'Suspended', deleted: 'Deleted' };

/** The mailbox list's filters (spec 002 §2): search text, status and type ('all' when not chosen). */
export type MailboxFilter = { search: string; status: MailboxFilterStatus | 'all'; type: MailboxTypeId | 'all' };
export const NO_MAILBOX_FILTER: MailboxFilter = { search: '', status: 'all', type: 'all' };

export type MailboxListUrl = { page: number; filter: MailboxFilter };


export function mailboxFilterStatusOf(text: string): MailboxFilterStatus | null {
  return (MAILBOX_FILTER_STATUSES as readonly string[]).includes(text) ? (text as MailboxFilterStatus) : null;
}

export function mailboxTypeOf(text: string): MailboxTypeId | null {
  return MAILBOX_TYPE_IDS.find((id) => String(id) === text) ?? null;
}

/** Reads ?page=&search=&status=&type= (GET /mailboxes takes the same parameters); anything not understood reads as its default. */
export function readMailboxListUrl(query: URLSearchParams): MailboxListUrl {
  return {
    page: queryPage(query),
    filter: {
      search: (query.get('search') ?? '').trim().slice(0, 200),
      status: mailboxFilterStatusOf(query.get('status') ?? '') ?? 'all',
      type: mailboxTypeOf(query.get('type') ?? '') ?? 'all',
    },
  };
}

/** The filter's query parameters, only those set (GET /mailboxes and its export take them too). */
export function mailboxFilterQuery(filter: MailboxFilter): URLSearchParams {
  const query = new URLSearchParams();
  if (filter.search) query.set('search', filter.search);
  if (filter.status !== 'all') query.set('status', filter.status);
  if (filter.type !== 'all') query.set('type', String(filter.type));
  return query;
}

export function writeMailboxListUrl(url: MailboxListUrl): URLSearchParams {
  const query = new URLSearchParams({ page: String(url.page) });
  for (const [name, value] of mailboxFilterQuery(url.filter)) query.set(name, value);
  return query;
}

/** The applied filters' count: one per filter set. */
export function mailboxFilterCount(filter: MailboxFilter): number {
  return [filter.search !== '', filter.status !== 'all', filter.type !== 'all'].filter(Boolean).length;
}

function filterStatusOf(mailbox: MailboxDoc): MailboxFilterStatus {
  return mailbox.deleted_at !== null ? 'deleted' : mailbox.status;
}

/** Which mailboxes a filter keeps: the search in the name or e-mail (any case), the status (deleted ones under "deleted"), the type. */
export function mailboxPredicate(filter: MailboxFilter): (mailbox: MailboxDoc) => boolean {
  const search = filter.search.toLowerCase();
  return (mailbox) =>
    (search === '' || mailbox.name.toLowerCase().includes(search) || mailbox.email.toLowerCase().includes(search)) &&
    (filter.status === 'all' || filterStatusOf(mailbox) === filter.status) &&
    (filter.type === 'all' || mailbox.mailbox_type_id === filter.type);
}

/** By name, then by id: deleted mailboxes last. */
export function compareMailboxes(a: MailboxDoc, b: MailboxDoc): number {
  const deleted = Number(a.deleted_at !== null) - Number(b.deleted_at !== null);
  return deleted || a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }) || a.mailbox_id - b.mailbox_id;
}

/** The list's rows for a filter, in the list's order (the worker and GET /mailboxes both call it). */
export function mailboxRows(mailboxes: Iterable<MailboxDoc>, filter: MailboxFilter): MailboxDoc[] {
  return [...mailboxes].filter(mailboxPredicate(filter)).sort(compareMailboxes);
}

/** The columns of spec 002 §2 and their texts. */
export const MAILBOX_COLUMNS = [
  { key: 'name', header: 'NAME', text: (mailbox: MailboxDoc) => mailbox.name },
  { key: 'type', header: 'TYPE', text: (mailbox: MailboxDoc) => MAILBOX_TYPE_NAMES[mailbox.mailbox_type_id] },
  { key: 'email', header: 'EMAIL', text: (mailbox: MailboxDoc) => mailbox.email },
  { key: 'status', header: 'STATUS', text: (mailbox: MailboxDoc) => MAILBOX_STATUS_NAMES[mailbox.status] },
] as const;

/** The export's columns: the list's, whether the mailbox is deleted, and its flags. */
export const MAILBOX_EXPORT_COLUMNS: readonly { header: string; text(mailbox: MailboxDoc): string }[] = [
  ...MAILBOX_COLUMNS,
  { header: 'DELETED', text: (mailbox) => mailbox.deleted_at ?? '' },
  { header: 'LEAD', text: (mailbox) => (mailbox.lead ? '1' : '0') },
  { header: 'CAMPAIGN', text: (mailbox) => (mailbox.campaign ? '1' : '0') },
  { header: 'USERS', text: (mailbox) => String(mailbox.users.length) },
];

/** The Mailboxes list (spec 002 §2 "Mailboxes screen"): by name, deleted ones last, its CSV from GET /mailboxes. */
export const mailboxList: ListDescriptor<MailboxListUrl> = {
  label: 'Mailboxes',
  path: MAILBOXES_PATH,
  read: readMailboxListUrl,
  write: writeMailboxListUrl,
  order: { by: 'name', order: 'asc' },
  emptyText: NO_MAILBOXES_TEXT,
  shareTitle: 'SHARE MAILBOXES',
  exportPath: '/mailboxes',
  shared: (url) => url,
};
