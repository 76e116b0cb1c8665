-- The game a table plays (issue 23): the bot hosts more than one. Every table before this played Holding On.
ALTER TABLE campaigns ADD COLUMN game TEXT NOT NULL DEFAULT 'holding_on';
