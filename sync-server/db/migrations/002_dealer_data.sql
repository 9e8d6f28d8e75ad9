-- The dealer's DMS data as projections (docs/dms-import.md): owned vehicles with their contracts, repair orders,
-- sales and stock. The same shape and pull index as every projection; the build catalogue and the dealer's
-- settings live in refs.
CREATE TABLE vehicles (
  dealer TEXT NOT NULL,
  id TEXT NOT NULL,
  seq BIGINT NOT NULL,
  deleted BOOLEAN NOT NULL DEFAULT FALSE,
  doc JSONB NOT NULL,
  PRIMARY KEY (dealer, id)
);
CREATE INDEX vehicles_pull ON vehicles (dealer, seq, id);

CREATE TABLE service (
  dealer TEXT NOT NULL,
  id TEXT NOT NULL,
  seq BIGINT NOT NULL,
  deleted BOOLEAN NOT NULL DEFAULT FALSE,
  doc JSONB NOT NULL,
  PRIMARY KEY (dealer, id)
);
CREATE INDEX service_pull ON service (dealer, seq, id);

CREATE TABLE deals (
  dealer TEXT NOT NULL,
  id TEXT NOT NULL,
  seq BIGINT NOT NULL,
  deleted BOOLEAN NOT NULL DEFAULT FALSE,
  doc JSONB NOT NULL,
  PRIMARY KEY (dealer, id)
);
CREATE INDEX deals_pull ON deals (dealer, seq, id);

CREATE TABLE inventory (
  dealer TEXT NOT NULL,
  id TEXT NOT NULL,
  seq BIGINT NOT NULL,
  deleted BOOLEAN NOT NULL DEFAULT FALSE,
  doc JSONB NOT NULL,
  PRIMARY KEY (dealer, id)
);
CREATE INDEX inventory_pull ON inventory (dealer, seq, id);
