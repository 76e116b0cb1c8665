-- Weekly campaign nights (issue 28): a campaign's series of Discord Scheduled Events, which the bot keeps
-- (Discord has no recurrence rule a bot may set). One series per campaign, gone with it. `due_at` is when the
-- scheduler must look at it next (a reminder, the night's start, two idle hours); `event_id` finds the series
-- of an event someone edited or deleted by hand; `version` makes two processes' writes one after the other;
-- `body` holds the rest (the weekday, local time and zone, the night in hand) as compact JSON (db/rows.py).
-- Number 0007 is another branch's (db/migrate.py, RESERVED).
CREATE TABLE night_series (
    campaign_id  INTEGER PRIMARY KEY REFERENCES campaigns(id) ON DELETE CASCADE,
    guild_id     INTEGER NOT NULL,
    event_id     INTEGER,
    due_at       REAL    NOT NULL,
    version      INTEGER NOT NULL,
    body         TEXT    NOT NULL
);
CREATE INDEX night_series_due ON night_series(due_at);
CREATE UNIQUE INDEX night_series_event ON night_series(event_id) WHERE event_id IS NOT NULL;
