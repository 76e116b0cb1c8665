-- Undo without replaying the log (issue 13): see db/migrations/0004_undo_points.sql.
CREATE TABLE undo_points (
    game_id       BIGINT  NOT NULL REFERENCES games(id) ON DELETE CASCADE,
    seq           INTEGER NOT NULL,
    action        TEXT,
    undoable      BOOLEAN NOT NULL,
    snapshot      TEXT,
    state_schema  INTEGER,
    PRIMARY KEY (game_id, seq)
);
