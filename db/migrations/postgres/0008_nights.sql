-- Weekly campaign nights (issue 28): see db/migrations/0008_nights.sql.
CREATE TABLE night_series (
    campaign_id  BIGINT  PRIMARY KEY REFERENCES campaigns(id) ON DELETE CASCADE,
    guild_id     BIGINT  NOT NULL,
    event_id     BIGINT,
    due_at       DOUBLE PRECISION NOT NULL,
    version      INTEGER NOT NULL,
    body         TEXT    NOT NULL
);
CREATE INDEX night_series_due ON night_series(due_at);
CREATE UNIQUE INDEX night_series_event ON night_series(event_id) WHERE event_id IS NOT NULL;
