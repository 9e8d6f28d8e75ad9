-- The confirmation e-mail of each booked appointment that asked for one (sync-server/calendar/confirmAfterPush.ts),
-- one row per appointment.booked event: inserting it (ON CONFLICT DO NOTHING) decides who sends, so a re-pushed
-- event never mails twice. status: sending (claimed, being handed to the mailbox), sent, no_mailbox (the dealer has
-- no active mailbox), no_email (the customer or prospect has no e-mail on file), failed (error: the mail error's
-- code, never its message or the address).
CREATE TABLE appointment_confirmations (
  event_id TEXT PRIMARY KEY,
  dealer TEXT NOT NULL,
  appointment_id TEXT NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('sending', 'sent', 'no_mailbox', 'no_email', 'failed')),
  error TEXT NOT NULL DEFAULT '',
  created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  updated_at TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE INDEX appointment_confirmations_appointment ON appointment_confirmations (dealer, appointment_id);

-- GET /calendar reads a dealer's appointments of a range of days by their wall time (text, compared byte-wise).
CREATE INDEX appointments_at ON appointments (dealer, (doc->>'appointment_at') COLLATE "C");
