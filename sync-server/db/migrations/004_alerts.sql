-- Alerts of a user (spec 000 "Alerts", spec 003 "Alert"): a share from another user of the dealer now, other kinds
-- later. viewed_at stays null until the user opens the alert. The bell and the history read a user's newest first.
CREATE TABLE alerts (
  id BIGSERIAL PRIMARY KEY,
  dealer_id INTEGER NOT NULL REFERENCES dealers(id) ON DELETE CASCADE,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  sender_id INTEGER REFERENCES users(id) ON DELETE SET NULL,
  type TEXT NOT NULL,
  title TEXT NOT NULL,
  message TEXT NOT NULL DEFAULT '',
  url TEXT NOT NULL DEFAULT '',
  created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  viewed_at TIMESTAMPTZ
);
CREATE INDEX alerts_user_created ON alerts (user_id, created_at);
