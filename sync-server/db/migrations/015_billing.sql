-- The dealers' billing transactions (spec 002 §3 "Billing transaction", docs/settings.md "Billing"): credits from a
-- card checkout, recorded when the payment provider's signed webhook says the payment went through, and later the
-- marketing spends as debits. provider_reference (the checkout session's id) is unique, so a webhook delivered again
-- inserts nothing. Each row is also appended to the log as billing.recorded, which the browsers replicate.
CREATE TABLE billing_transactions (
  id SERIAL PRIMARY KEY,
  dealer_id INTEGER NOT NULL REFERENCES dealers (id) ON DELETE CASCADE,
  created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  platform TEXT NOT NULL,
  transaction_type TEXT NOT NULL CHECK (transaction_type IN ('credit', 'debit')),
  description TEXT NOT NULL,
  amount NUMERIC(14, 2) NOT NULL CHECK (amount > 0),
  currency TEXT NOT NULL,
  status TEXT NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'inactive')),
  provider_reference TEXT UNIQUE
);
CREATE INDEX billing_transactions_dealer ON billing_transactions (dealer_id, created_at);
