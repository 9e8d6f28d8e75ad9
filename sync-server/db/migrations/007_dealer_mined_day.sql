-- The dealer's day (its own time zone) as of which its opportunities were last mined in full (opportunities/
-- dailyMining.ts): a restart on the same day does not mine every dealer again.
ALTER TABLE dealers ADD COLUMN mined_day TEXT;
