-- Customer numbers (docs/sync.md "Customer numbers"): each customer of a dealer gets the next number once, the first
-- time a client asks for the dealer's table, and keeps it; a removed customer keeps its number, so the numbers a
-- client holds never change meaning. Snapshot pages name a customer the client knows by number instead of by id.
CREATE TABLE customer_numbers (
  dealer TEXT NOT NULL,
  number INTEGER NOT NULL,
  id TEXT NOT NULL,
  PRIMARY KEY (dealer, number),
  UNIQUE (dealer, id)
);
