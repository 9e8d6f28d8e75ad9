-- The texts the server hands to the SMS provider (sync-server/outreach/texts/, docs/outreach.md "Text delivery"), one
-- row each: a user's message (kind 'message', message_id its id, claimed when the push that queued it is accepted),
-- or the answer to a keyword (kind 'opt_out' or 'opt_in', message_id the provider's id of the keyword text). id is
-- made from the dealer, the kind and message_id, and names the text in its delivery callback's address; inserting the
-- row (ON CONFLICT DO NOTHING) decides who sends, so a re-pushed event or a re-delivered keyword never texts twice.
-- to_address: the E.164 number (as typed when it is none); status: sending (claimed, being handed over), sent (the
-- provider took it: provider_id), failed (error: why, as the message shows it).
CREATE TABLE outreach_texts (
  id TEXT PRIMARY KEY,
  dealer TEXT NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('message', 'opt_out', 'opt_in')),
  message_id TEXT NOT NULL,
  subject TEXT NOT NULL CHECK (subject IN ('customer', 'prospect')),
  customer_id TEXT NOT NULL,
  to_address TEXT NOT NULL,
  from_address TEXT NOT NULL DEFAULT '',
  status TEXT NOT NULL CHECK (status IN ('sending', 'sent', 'failed')),
  provider_id TEXT NOT NULL DEFAULT '',
  error TEXT NOT NULL DEFAULT '',
  created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  updated_at TIMESTAMPTZ NOT NULL DEFAULT now()
);
-- An inbound text's sender: the person last texted at that number (messages), or the last keyword answer to it.
CREATE INDEX outreach_texts_to ON outreach_texts (dealer, to_address, kind, created_at DESC);
