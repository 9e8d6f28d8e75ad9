-- Dealers, users and their membership: the accounts side, kept as plain tables.
CREATE TABLE dealers (
  id SERIAL PRIMARY KEY,
  key TEXT NOT NULL UNIQUE,
  token TEXT NOT NULL UNIQUE,
  name TEXT NOT NULL,
  brand TEXT NOT NULL,
  address TEXT NOT NULL DEFAULT '',
  city TEXT NOT NULL,
  province TEXT NOT NULL,
  postal_code TEXT NOT NULL DEFAULT '',
  country TEXT NOT NULL CHECK (country IN ('canada', 'us')),
  phone TEXT NOT NULL DEFAULT '',
  logo TEXT NOT NULL DEFAULT '',
  latitude DOUBLE PRECISION,
  longitude DOUBLE PRECISION
);

CREATE TABLE users (
  id SERIAL PRIMARY KEY,
  token TEXT NOT NULL UNIQUE,
  email TEXT NOT NULL UNIQUE,
  first_name TEXT NOT NULL,
  last_name TEXT NOT NULL,
  phone TEXT NOT NULL DEFAULT '',
  password_hash TEXT NOT NULL,
  role_id INTEGER NOT NULL,
  admin INTEGER NOT NULL DEFAULT 0 CHECK (admin IN (0, 1, 2)),
  current_dealer_id INTEGER REFERENCES dealers(id),
  release_number TEXT,
  release_content TEXT NOT NULL DEFAULT '',
  failed_attempts INTEGER NOT NULL DEFAULT 0,
  locked_until TIMESTAMPTZ,
  created_at TIMESTAMPTZ NOT NULL DEFAULT now()
);

CREATE TABLE user_dealers (
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  dealer_id INTEGER NOT NULL REFERENCES dealers(id) ON DELETE CASCADE,
  PRIMARY KEY (user_id, dealer_id)
);

CREATE TABLE refresh_tokens (
  token_hash TEXT PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  family TEXT NOT NULL,
  expires_at TIMESTAMPTZ NOT NULL,
  revoked_at TIMESTAMPTZ
);
CREATE INDEX refresh_tokens_family ON refresh_tokens (family);

CREATE TABLE password_resets (
  token_hash TEXT PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  expires_at TIMESTAMPTZ NOT NULL,
  used_at TIMESTAMPTZ
);

-- Mail the server sent while no SMTP server is configured: the local mailbox that /inbox shows.
CREATE TABLE local_mail (
  id SERIAL PRIMARY KEY,
  sender TEXT NOT NULL,
  recipient TEXT NOT NULL,
  subject TEXT NOT NULL,
  text_body TEXT NOT NULL,
  html_body TEXT NOT NULL DEFAULT '',
  created_at TIMESTAMPTZ NOT NULL DEFAULT now()
);

-- Server secrets that must survive restarts (the token signing key).
CREATE TABLE server_secrets (
  name TEXT PRIMARY KEY,
  value TEXT NOT NULL
);

-- The event log: append-only, one sequence per dealer, idempotent by event id.
CREATE TABLE dealer_sequences (
  dealer TEXT PRIMARY KEY,
  last_seq BIGINT NOT NULL DEFAULT 0
);

CREATE TABLE events (
  id TEXT PRIMARY KEY,
  dealer TEXT NOT NULL,
  seq BIGINT NOT NULL,
  type TEXT NOT NULL,
  actor INTEGER NOT NULL,
  time TEXT NOT NULL,
  payload JSONB NOT NULL,
  recorded_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  UNIQUE (dealer, seq)
);

-- Projections: one table per replicated collection, the same shape for each.
-- seq is the dealer sequence of the event that last wrote the row; deleted rows stay as tombstones.
CREATE TABLE customers (
  dealer TEXT NOT NULL,
  id TEXT NOT NULL,
  seq BIGINT NOT NULL,
  deleted BOOLEAN NOT NULL DEFAULT FALSE,
  doc JSONB NOT NULL,
  PRIMARY KEY (dealer, id)
);
CREATE INDEX customers_pull ON customers (dealer, seq, id);

CREATE TABLE refs (
  dealer TEXT NOT NULL,
  id TEXT NOT NULL,
  seq BIGINT NOT NULL,
  deleted BOOLEAN NOT NULL DEFAULT FALSE,
  doc JSONB NOT NULL,
  PRIMARY KEY (dealer, id)
);
CREATE INDEX refs_pull ON refs (dealer, seq, id);
