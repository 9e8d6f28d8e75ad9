-- What users made the server send, counted per kind, party and window for the send limits (domain/limits/sendLimits.ts,
-- sync-server/limits/sendQuota.ts): scope is '{kind}:{user|dealer|recipient}:{id}' (a recipient as a SHA-256 of its
-- address, so the table keeps no addresses), window_start the start of a bucket (a minute of an hour's window, 24
-- minutes of a day's). Counted in the database so every server instance sees the same counts; buckets older than two
-- days are swept.
CREATE TABLE send_counts (
  scope TEXT NOT NULL,
  window_start TIMESTAMPTZ NOT NULL,
  count INTEGER NOT NULL,
  PRIMARY KEY (scope, window_start)
);
CREATE INDEX send_counts_window ON send_counts (window_start);
