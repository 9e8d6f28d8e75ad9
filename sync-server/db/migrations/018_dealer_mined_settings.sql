-- The settings a dealer's opportunities were last brought to (docs/settings.md, "Mining after a save"): a save is
-- compared with them to mine no one (nothing the engine reads changed), only remove the rows of types turned off,
-- mine only types turned on, or mine everyone. NULL until a run records them: the next save then mines everyone.
ALTER TABLE dealers ADD COLUMN mined_settings JSONB;
