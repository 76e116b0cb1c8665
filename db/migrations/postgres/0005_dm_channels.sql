-- A player's DM channel with the bot, opened once (issue 13): see db/migrations/0005_dm_channels.sql.
CREATE TABLE dm_channels (
    user_id     BIGINT PRIMARY KEY,
    channel_id  BIGINT NOT NULL,
    opened_at   DOUBLE PRECISION NOT NULL
);
