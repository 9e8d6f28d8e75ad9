-- Appointments from the DMS (later also the calendar's own) and the opportunities the server's engine mines
-- (docs/opportunities.md, "Running on the server"). The same shape and pull index as every projection.
CREATE TABLE appointments (
  dealer TEXT NOT NULL,
  id TEXT NOT NULL,
  seq BIGINT NOT NULL,
  deleted BOOLEAN NOT NULL DEFAULT FALSE,
  doc JSONB NOT NULL,
  PRIMARY KEY (dealer, id)
);
CREATE INDEX appointments_pull ON appointments (dealer, seq, id);

CREATE TABLE opportunities (
  dealer TEXT NOT NULL,
  id TEXT NOT NULL,
  seq BIGINT NOT NULL,
  deleted BOOLEAN NOT NULL DEFAULT FALSE,
  doc JSONB NOT NULL,
  PRIMARY KEY (dealer, id)
);
CREATE INDEX opportunities_pull ON opportunities (dealer, seq, id);

-- The engine reads one dealer's data customer by customer (sync-server/opportunities/loadMiningInput.ts): these
-- look-ups by the customer, the vehicle or the traded-in vehicle a document names keep that set-based.
CREATE INDEX vehicles_customer ON vehicles (dealer, (doc->>'customer_id'));
CREATE INDEX service_vehicle ON service (dealer, (doc->>'vehicle_id'));
CREATE INDEX deals_trade_vehicle ON deals (dealer, (doc->>'trade_vehicle_id'));
CREATE INDEX appointments_customer ON appointments (dealer, (doc->>'customer_id'));
CREATE INDEX opportunities_customer ON opportunities (dealer, (doc->>'customer_id'));
