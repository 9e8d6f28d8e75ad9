import { dateTimeText } from '../../domain/time/dateTimeText.ts';
import type { InboxRow } from '../../domain/outreach/inbox.ts';
import type { VirtualColumn } from '../ui/VirtualColumn.ts';

const cell = (text: string, className = 'ellipsis') => (
  <span className={className} title={text}>
    {text}
  </span>
);

/**
 * The e-mail list's columns (spec 003 "Inbox"): created time, subject, customer full name, sender, READ; an unread
 * e-mail's subject in bold. Fixed widths that fit beside the sidebar: a fr track of the table's max-content grid grows
 * with its longest text.
 */
export function inboxColumns(timeZone: string): VirtualColumn<InboxRow>[] {
  return [
    { key: 'created_at', header: 'CREATED', width: '130px', card: 'key', render: (row) => cell(dateTimeText(row.created_at, timeZone)) },
    { key: 'subject', header: 'SUBJECT', width: '260px', card: 'title', render: (row) => cell(row.email_subject || '(no subject)', row.read ? 'ellipsis' : 'ellipsis inbox-unread') },
    { key: 'customer', header: 'CUSTOMER', width: '150px', card: 'subtitle', render: (row) => cell(row.person.name || '-') },
    { key: 'from', header: 'FROM', width: '200px', render: (row) => cell(row.from_address) },
    { key: 'read', header: 'READ', width: '70px', render: (row) => cell(row.read ? 'READ' : 'UNREAD', row.read ? 'inbox-read' : 'inbox-read is-unread') },
  ];
}
