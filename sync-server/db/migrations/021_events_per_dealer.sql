-- Event ids are unique per dealer (docs/sync.md "Push"): the log is idempotent by (dealer, id), so an event of one
-- dealer never stops, skips or reveals an event of another that happens to carry its id. The tables that remember an
-- event by its id (the confirmation e-mail of a booking, the alerts an event raised) name its dealer too.
ALTER TABLE events DROP CONSTRAINT events_pkey;
ALTER TABLE events ADD PRIMARY KEY (dealer, id);

ALTER TABLE appointment_confirmations DROP CONSTRAINT appointment_confirmations_pkey;
ALTER TABLE appointment_confirmations ADD PRIMARY KEY (dealer, event_id);

DROP INDEX alerts_source_user;
CREATE UNIQUE INDEX alerts_source_user ON alerts (dealer_id, source_event, user_id);
