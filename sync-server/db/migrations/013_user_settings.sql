-- The settings area's users (spec 002 §2, §3; docs/settings.md "Users"): a user's signature and notification
-- settings (text and e-mail on or off, the days read alerts stay), when they were deactivated (admin 2; users are
-- never deleted), and e-mail addresses unique in any case across the product (sign-in matches them so).
-- The link a new user sets their password with is a password_resets row that lives longer than a reset's.
ALTER TABLE users ADD COLUMN signature TEXT NOT NULL DEFAULT '';
ALTER TABLE users ADD COLUMN notify_text SMALLINT NOT NULL DEFAULT 0 CHECK (notify_text IN (0, 1));
-- Every login has an e-mail, so e-mail notifications start on (spec 002 §3: the flag is 1 with an e-mail).
ALTER TABLE users ADD COLUMN notify_email SMALLINT NOT NULL DEFAULT 1 CHECK (notify_email IN (0, 1));
ALTER TABLE users ADD COLUMN notify_alerts INTEGER NOT NULL DEFAULT 0 CHECK (notify_alerts BETWEEN 0 AND 365);
ALTER TABLE users ADD COLUMN deleted_at TIMESTAMPTZ;
CREATE UNIQUE INDEX users_email_any_case ON users (lower(email));
-- Users on file take the spec's rule: e-mail notifications on with an e-mail, text notifications on with a phone.
UPDATE users SET notify_email = CASE WHEN email <> '' THEN 1 ELSE 0 END, notify_text = CASE WHEN phone <> '' THEN 1 ELSE 0 END;
