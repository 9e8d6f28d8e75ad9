-- What staff record about a customer or prospect: notes and the log of changes (domain/customers/customerRecord.ts).
-- The same shape and pull index as every projection; a profile reads one person's records.
CREATE TABLE activities (
  dealer TEXT NOT NULL,
  id TEXT NOT NULL,
  seq BIGINT NOT NULL,
  deleted BOOLEAN NOT NULL DEFAULT FALSE,
  doc JSONB NOT NULL,
  PRIMARY KEY (dealer, id)
);
CREATE INDEX activities_pull ON activities (dealer, seq, id);
CREATE INDEX activities_customer ON activities (dealer, (doc->>'customer_id'));
