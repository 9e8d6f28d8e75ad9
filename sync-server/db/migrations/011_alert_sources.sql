-- Alerts raised by the server from events (docs/alerts.md): each remembers the event that raised it, and one event
-- raises at most one alert per user, whoever (a re-push, a second instance) raises it again. A share's alert has no
-- source event. The history reads a dealer's alerts newest first.
ALTER TABLE alerts ADD COLUMN source_event TEXT;
CREATE UNIQUE INDEX alerts_source_user ON alerts (source_event, user_id);
CREATE INDEX alerts_dealer_created ON alerts (dealer_id, created_at);
