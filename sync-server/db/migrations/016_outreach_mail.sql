-- The outreach e-mails the server hands to a mailbox (sync-server/outreach/mail/, docs/outreach.md "E-mail delivery"),
-- one row per message (the client-made id of outreach.email_queued, its activity being msg:{message_id}): inserting
-- it (ON CONFLICT DO NOTHING) decides who sends, so a re-push, a retry or a second server sends it at most once. It
-- keeps the Message-ID the server made (<uuid@domain of the from address>), the person and the mailbox, so a reply's
-- In-Reply-To or References finds its person. status: sending (claimed, being handed over), sent, failed (the
-- server's answer is in the message's outreach.message_status event, not here).
CREATE TABLE outreach_mail (
  message_id TEXT PRIMARY KEY,
  dealer TEXT NOT NULL,
  subject TEXT NOT NULL CHECK (subject IN ('customer', 'prospect')),
  customer_id TEXT NOT NULL,
  rfc_message_id TEXT,
  mailbox_id INTEGER,
  status TEXT NOT NULL CHECK (status IN ('sending', 'sent', 'failed')),
  created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  updated_at TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE INDEX outreach_mail_rfc ON outreach_mail (dealer, rfc_message_id);
CREATE INDEX outreach_mail_sending ON outreach_mail (updated_at) WHERE status = 'sending';

-- How far the IMAP poll has read each mailbox's INBOX: the folder's UIDVALIDITY and the highest UID taken. A first
-- poll (no row, or another UIDVALIDITY) starts at the folder's UIDNEXT: mail that was there before is not taken.
CREATE TABLE outreach_mail_polls (
  mailbox_id INTEGER PRIMARY KEY REFERENCES mailboxes (id) ON DELETE CASCADE,
  uid_validity TEXT NOT NULL,
  last_uid BIGINT NOT NULL,
  polled_at TIMESTAMPTZ NOT NULL DEFAULT now()
);
