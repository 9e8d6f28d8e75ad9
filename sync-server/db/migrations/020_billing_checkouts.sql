-- The card checkouts this server asked the payment provider for (docs/settings.md "Billing"): one row per checkout
-- session, written before the payer is sent to pay, with the dealer, the amount in the currency's minor unit (cents)
-- and the currency. The webhook credits a paid checkout only when it matches its row here: a session this server did
-- not create, or one paid in another amount or currency, is credited nothing.
CREATE TABLE billing_checkouts (
  session_id TEXT PRIMARY KEY,
  dealer_id INTEGER NOT NULL REFERENCES dealers (id) ON DELETE CASCADE,
  amount_cents INTEGER NOT NULL CHECK (amount_cents > 0),
  currency TEXT NOT NULL,
  payer_email TEXT NOT NULL,
  created_at TIMESTAMPTZ NOT NULL DEFAULT now()
);
