-- Files attached to a message of the local mailbox (a deal sheet PDF): a JSON array of
-- {filename, content_type, content} with the content in base64, kept with the message so clearing the mailbox
-- clears them too.
ALTER TABLE local_mail ADD COLUMN attachments JSONB NOT NULL DEFAULT '[]'::jsonb;
