-- A campaign's language (issue 16): the channel's posts, the DMs and the story's words. English for older campaigns.
ALTER TABLE campaigns ADD COLUMN language TEXT NOT NULL DEFAULT 'en';
