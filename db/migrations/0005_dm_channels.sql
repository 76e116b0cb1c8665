-- A player's DM channel with the bot, opened once (issue 13): a DM is then one call, with no user fetch,
-- also after a restart.
CREATE TABLE dm_channels (
    user_id     INTEGER PRIMARY KEY,
    channel_id  INTEGER NOT NULL,
    opened_at   REAL    NOT NULL
);
