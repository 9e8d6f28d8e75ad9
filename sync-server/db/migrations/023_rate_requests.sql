-- The requests a rate limit counted (sync-server/http/rateCounts.ts): one row per request of a caller (an address,
-- an intake key) in a scope (sign-in, password reset, mail, lead intake), its time in epoch milliseconds. Kept in
-- the database so that every server instance counts the same requests; rows older than the window are removed.
CREATE TABLE rate_requests (
  scope TEXT NOT NULL,
  caller TEXT NOT NULL,
  at BIGINT NOT NULL
);
CREATE INDEX rate_requests_caller ON rate_requests (scope, caller, at);
CREATE INDEX rate_requests_at ON rate_requests (scope, at);
