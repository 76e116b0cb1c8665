-- The first schema: campaigns, seats, content packs, games, the action log, the outbox.
-- Times are Unix seconds (REAL). JSON columns hold compact JSON text.

CREATE TABLE campaigns (
    id              INTEGER PRIMARY KEY,
    guild_id        INTEGER NOT NULL,
    channel_id      INTEGER NOT NULL UNIQUE,     -- one campaign per channel or thread
    host_user_id    INTEGER NOT NULL,
    options         TEXT    NOT NULL DEFAULT '{}',  -- table options for the next attempt
    scenarios_won   TEXT    NOT NULL DEFAULT '[]',  -- JSON list of scenario numbers
    attempts        TEXT    NOT NULL DEFAULT '{}',  -- JSON {scenario: attempts started}
    flags           TEXT    NOT NULL DEFAULT '[]',  -- campaign flags carried between scenarios
    created_at      REAL    NOT NULL,
    updated_at      REAL    NOT NULL
);

CREATE TABLE seats (
    campaign_id       INTEGER NOT NULL REFERENCES campaigns(id) ON DELETE CASCADE,
    user_id           INTEGER NOT NULL,
    nurse_name        TEXT    NOT NULL COLLATE NOCASE,
    seat_order        INTEGER NOT NULL,
    stand_in_user_id  INTEGER,                    -- plays this seat while its player is absent
    joined_at         REAL    NOT NULL,
    PRIMARY KEY (campaign_id, user_id),
    UNIQUE (campaign_id, nurse_name)
);

CREATE TABLE packs (
    hash       TEXT PRIMARY KEY,                  -- a pack is stored once; games name it by hash
    name       TEXT NOT NULL,
    version    TEXT NOT NULL,
    body       TEXT NOT NULL,                     -- the ContentPack as JSON
    stored_at  REAL NOT NULL
);

CREATE TABLE games (
    id              INTEGER PRIMARY KEY,
    campaign_id     INTEGER NOT NULL REFERENCES campaigns(id) ON DELETE CASCADE,
    scenario        INTEGER NOT NULL,
    attempt         INTEGER NOT NULL,
    seed            INTEGER NOT NULL,
    seat_users      TEXT    NOT NULL,             -- JSON: user ids in seat order for this attempt
    seat_names      TEXT    NOT NULL,             -- JSON: Nurse names in seat order
    options         TEXT    NOT NULL,             -- JSON: the Options fixed for this attempt
    campaign_flags  TEXT    NOT NULL,             -- JSON: the flags the attempt started with
    start_events    TEXT    NOT NULL,             -- JSON: the public events read at the start
    snapshot        TEXT    NOT NULL,             -- state_to_json of the current state
    version         INTEGER NOT NULL,             -- = the state's version = the last log seq
    status          TEXT    NOT NULL CHECK (status IN ('playing', 'won', 'lost', 'abandoned')),
    rules_version   TEXT    NOT NULL,
    pack_hash       TEXT    NOT NULL REFERENCES packs(hash),
    state_schema    INTEGER NOT NULL,
    started_at      REAL    NOT NULL,
    updated_at      REAL    NOT NULL,
    ended_at        REAL
);
CREATE UNIQUE INDEX games_one_playing ON games(campaign_id) WHERE status = 'playing';
CREATE INDEX games_by_campaign ON games(campaign_id, id);

CREATE TABLE actions (                          -- append-only: an undo is a row of its own
    id              INTEGER PRIMARY KEY,
    game_id         INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
    seq             INTEGER NOT NULL,             -- the game's version after this row
    kind            TEXT    NOT NULL CHECK (kind IN ('decision', 'undo')),
    seat            INTEGER,
    user_id         INTEGER,
    action          TEXT,                         -- JSON Action.to_dict() (decisions)
    undoable        INTEGER NOT NULL DEFAULT 0,
    undoes          INTEGER,                      -- undo rows: the seq of the decision taken back
    public_events   TEXT    NOT NULL DEFAULT '[]',  -- JSON: what the channel was told
    at              REAL    NOT NULL,
    UNIQUE (game_id, seq)
);

CREATE TABLE outbox (
    id                 INTEGER PRIMARY KEY,
    campaign_id        INTEGER NOT NULL REFERENCES campaigns(id) ON DELETE CASCADE,
    game_id            INTEGER REFERENCES games(id) ON DELETE CASCADE,
    action_seq         INTEGER,
    recipient_user_id  INTEGER NOT NULL,
    seat               INTEGER,
    payload            TEXT    NOT NULL,
    status             TEXT    NOT NULL DEFAULT 'pending'
                               CHECK (status IN ('pending', 'sent', 'undeliverable')),
    attempts           INTEGER NOT NULL DEFAULT 0,
    next_attempt_at    REAL    NOT NULL,
    last_error         TEXT,
    created_at         REAL    NOT NULL,
    sent_at            REAL,
    notified_at        REAL                       -- undeliverable: when the player was told
);
CREATE INDEX outbox_due ON outbox(status, next_attempt_at);
CREATE INDEX outbox_pending_by_recipient ON outbox(recipient_user_id, id) WHERE status = 'pending';
CREATE INDEX outbox_unnoticed ON outbox(campaign_id, recipient_user_id) WHERE status = 'undeliverable'
    AND notified_at IS NULL;
