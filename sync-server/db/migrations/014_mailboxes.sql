-- The dealers' own mailboxes (spec 002 §3 "Mailbox", Settings > Mailboxes): what the browser sees of one is the refs
-- document mailbox:{dealer}:{id} (the mailbox.set event); its secrets stay here, encrypted with AES-256-GCM under the
-- mailbox key (MAILBOX_SECRET, or the one kept in server_secrets): the passwords of a POP3/SMTP account, the refresh
-- token of a Google or Microsoft one. Deleting is soft (deleted_at).
CREATE TABLE mailboxes (
  id SERIAL PRIMARY KEY,
  dealer_id INTEGER NOT NULL REFERENCES dealers (id) ON DELETE CASCADE,
  name TEXT NOT NULL,
  mailbox_type_id INTEGER NOT NULL CHECK (mailbox_type_id IN (1, 2, 3)),
  email TEXT NOT NULL,
  lead BOOLEAN NOT NULL DEFAULT TRUE,
  campaign BOOLEAN NOT NULL DEFAULT FALSE,
  signature TEXT NOT NULL DEFAULT '',
  incoming_protocol TEXT NOT NULL DEFAULT 'imap' CHECK (incoming_protocol IN ('imap', 'pop3')),
  address TEXT NOT NULL DEFAULT '',
  port INTEGER,
  username TEXT NOT NULL DEFAULT '',
  password_secret TEXT,
  smtp_address TEXT NOT NULL DEFAULT '',
  smtp_port INTEGER,
  smtp_username TEXT NOT NULL DEFAULT '',
  smtp_password_secret TEXT,
  refresh_token_secret TEXT,
  suspended_at TIMESTAMPTZ,
  deleted_at TIMESTAMPTZ,
  created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  updated_at TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE INDEX mailboxes_dealer ON mailboxes (dealer_id);

-- The users of a mailbox (spec 002 "Mailbox users").
CREATE TABLE mailbox_users (
  mailbox_id INTEGER NOT NULL REFERENCES mailboxes (id) ON DELETE CASCADE,
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  PRIMARY KEY (mailbox_id, user_id)
);

-- A Google or Microsoft sign-in under way (GET /integrations/{provider}/url): its state, bound to the user and dealer
-- that asked, with the PKCE verifier; once the code is exchanged (POST /integrations/{provider}/token) it holds the
-- account's e-mail and encrypted refresh token until a mailbox is saved with it. Each lives 30 minutes.
CREATE TABLE mailbox_authorizations (
  state TEXT PRIMARY KEY,
  dealer_id INTEGER NOT NULL REFERENCES dealers (id) ON DELETE CASCADE,
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  provider TEXT NOT NULL,
  code_verifier TEXT NOT NULL,
  email TEXT,
  refresh_token_secret TEXT,
  expires_at TIMESTAMPTZ NOT NULL
);
