-- The support form's requests (spec 000 §2 "Support form", POST /support/contact): what the user wrote, who sent
-- it from which dealer, and where it was mailed (SUPPORT_EMAIL at the time). Kept so support can find a request
-- again when the mail is lost; nothing in the app reads it back.
CREATE TABLE support_requests (
  id SERIAL PRIMARY KEY,
  dealer_id INTEGER NOT NULL REFERENCES dealers (id) ON DELETE CASCADE,
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  name TEXT NOT NULL,
  phone TEXT NOT NULL,
  email TEXT NOT NULL,
  browser TEXT NOT NULL,
  concern_location TEXT NOT NULL,
  concern_description TEXT NOT NULL,
  mailed_to TEXT NOT NULL,
  created_at TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE INDEX support_requests_dealer ON support_requests (dealer_id, created_at);
