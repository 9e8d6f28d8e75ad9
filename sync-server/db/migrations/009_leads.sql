-- Prospects and the lead bin (domain/leads): two projections of the usual shape, each with its pull index.
CREATE TABLE prospects (
  dealer TEXT NOT NULL,
  id TEXT NOT NULL,
  seq BIGINT NOT NULL,
  deleted BOOLEAN NOT NULL DEFAULT FALSE,
  doc JSONB NOT NULL,
  PRIMARY KEY (dealer, id)
);
CREATE INDEX prospects_pull ON prospects (dealer, seq, id);

CREATE TABLE leads (
  dealer TEXT NOT NULL,
  id TEXT NOT NULL,
  seq BIGINT NOT NULL,
  deleted BOOLEAN NOT NULL DEFAULT FALSE,
  doc JSONB NOT NULL,
  PRIMARY KEY (dealer, id)
);
CREATE INDEX leads_pull ON leads (dealer, seq, id);
-- GET /leads: newest first (compareLeads: received_at, then id, by code unit).
CREATE INDEX leads_received ON leads (dealer, (doc->>'received_at') COLLATE "C" DESC, id COLLATE "C" DESC);
-- One person's leads (/leads/{prospect_id}, a prospect's lead history).
CREATE INDEX leads_prospect ON leads (dealer, (doc->>'prospect_id'));
CREATE INDEX leads_customer ON leads (dealer, (doc->>'customer_id'));

-- The dedupe of an incoming lead (sync-server/leads/leadPeople.ts): a customer or prospect by e-mail (trimmed, any
-- case), then by the last 10 digits of any of their phones. The expressions are the query's, word for word.
CREATE INDEX customers_lead_email ON customers (dealer, lower(btrim(doc->'contact'->>'email')));
CREATE INDEX customers_lead_cell ON customers (dealer, right(regexp_replace(doc->'contact'->>'cell', '\D', '', 'g'), 10));
CREATE INDEX customers_lead_home ON customers (dealer, right(regexp_replace(doc->'contact'->>'home', '\D', '', 'g'), 10));
CREATE INDEX customers_lead_work ON customers (dealer, right(regexp_replace(doc->'contact'->>'work', '\D', '', 'g'), 10));
CREATE INDEX prospects_lead_email ON prospects (dealer, lower(btrim(doc->'contact'->>'email')));
CREATE INDEX prospects_lead_cell ON prospects (dealer, right(regexp_replace(doc->'contact'->>'cell', '\D', '', 'g'), 10));
CREATE INDEX prospects_lead_home ON prospects (dealer, right(regexp_replace(doc->'contact'->>'home', '\D', '', 'g'), 10));
CREATE INDEX prospects_lead_work ON prospects (dealer, right(regexp_replace(doc->'contact'->>'work', '\D', '', 'g'), 10));

-- Each dealer's lead intake key (POST /leads/intake/{key}): only its SHA-256 is kept, and its last 4 characters
-- to show it masked. Rotating replaces the row, so the old key stops working at once.
CREATE TABLE lead_intake_keys (
  dealer_id INTEGER PRIMARY KEY REFERENCES dealers(id) ON DELETE CASCADE,
  key_hash TEXT NOT NULL UNIQUE,
  key_hint TEXT NOT NULL,
  created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  created_by INTEGER REFERENCES users(id) ON DELETE SET NULL
);
