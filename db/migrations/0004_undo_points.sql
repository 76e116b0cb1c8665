-- Undo without replaying the log (issue 13): per game in play, the decisions undo may still reach, newest on
-- top. An undoable decision keeps the snapshot from before it; a decision undo cannot take back (or the start,
-- seq 0) is the floor below which nothing is kept. A game with no rows here (started by an older bot, or
-- imported) is undone by replaying its log, as before.
CREATE TABLE undo_points (
    game_id       INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
    seq           INTEGER NOT NULL,             -- the decision's log seq (0: the start)
    action        TEXT,                         -- JSON Action.to_dict() (NULL for the start)
    undoable      INTEGER NOT NULL,
    snapshot      TEXT,                         -- undoable decisions: the game's stored snapshot before it
    state_schema  INTEGER,
    PRIMARY KEY (game_id, seq)
);
