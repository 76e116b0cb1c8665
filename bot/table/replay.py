"""Replaying a game's log from its seed: same seed + same decisions = the same game (ARCHITECTURE.md).

Undo rebuilds a state this way (the log minus the decision taken back), the
crash test checks every stored snapshot against it, and an import verifies a
file with it. An undo row takes back the latest decision still standing; the
state's version is always the seq of the log's last row.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from bot.games.errors import RuleError
from bot.games.interface import GameRules
from db.store import GameRecord, LogRow


class ReplayError(RuntimeError):
    """A log that does not replay (a broken file, or a bug); the message names rows, not contents.

    `why` and `row` say it again for a catalogue (import-replay: an import's refusal in the reader's language).
    """

    def __init__(self, message: str, *, why: str = "other", row: int = 0, undoes: int | None = None) -> None:
        super().__init__(message)
        self.why, self.row, self.undoes = why, row, undoes


REPLAY_FAILURES = (RuleError, ValueError, TypeError, KeyError, IndexError, AttributeError)


def standing_decisions(log: Sequence[LogRow]) -> list[LogRow]:
    """The decisions not taken back, in order."""
    standing: list[LogRow] = []
    for row in log:
        if row.kind == "decision":
            standing.append(row)
        elif row.kind == "undo":
            if not standing or standing[-1].seq != row.undoes:
                raise ReplayError(f"log row {row.seq} undoes {row.undoes}, which is not the latest decision")
            standing.pop()
        else:
            raise ReplayError(f"log row {row.seq} has an unknown kind")
    return standing


def fresh_state(rules: GameRules, pack: Any, game: GameRecord) -> Any:
    return rules.new_game(pack, game.scenario, game.seat_names, game.seed, game.options, game.campaign_flags)


def replay(rules: GameRules, pack: Any, game: GameRecord, log: Sequence[LogRow]) -> Any:
    """The state after every standing decision of `log`, at the version of its last row."""
    expected = list(range(1, len(log) + 1))
    if [row.seq for row in log] != expected:
        raise ReplayError(f"game {game.id}: the log's rows are not numbered 1..{len(log)}")
    state = fresh_state(rules, pack, game)
    for row in standing_decisions(log):
        try:
            rules.apply(state, rules.action_from_dict(row.action or {}))
        except (RuleError, ValueError, TypeError) as error:
            raise ReplayError(f"game {game.id}: log row {row.seq} does not replay ({type(error).__name__})") from None
    state.version = log[-1].seq if log else 0
    return state


def verify(rules: GameRules, pack: Any, game: GameRecord, log: Sequence[LogRow]) -> Any:
    """Replay `log` row by row, as the table wrote it, checking every row against the engine; the final state.

    An imported file is trusted no further than this (issue 11): each decision
    must be legal when it comes, taken by the seat it names, and its public
    events, its undoable flag and its number must be what the engine makes of
    it; each undo must take back the latest decision standing, with the words
    the table says. Raises ReplayError naming the first row that does not fit.
    """
    try:
        state = fresh_state(rules, pack, game)
    except REPLAY_FAILURES as error:
        raise ReplayError(f"it does not start as its scenario starts ({type(error).__name__})", why="start") from None
    if [e.to_dict() for e in rules.start_events(state)] != game.start_events:
        raise ReplayError("its opening words are not the scenario's", why="opening")
    standing: list[LogRow] = []
    for row in log:
        state = _verified_row(rules, pack, game, state, row, standing)
    return state


def _verified_row(
    rules: GameRules, pack: Any, game: GameRecord, state: Any, row: LogRow, standing: list[LogRow]
) -> Any:
    where = f"log row {row.seq}"
    if row.kind == "undo":
        if not standing or standing[-1].seq != row.undoes:
            raise ReplayError(
                f"{where} undoes {row.undoes}, which is not the latest decision",
                why="undo-latest",
                row=row.seq,
                undoes=row.undoes,
            )
        undone = standing.pop()
        words = rules.describe(state, _action(rules, undone))
        said = [  # what an undo row says: the decision's words and its action (older bots: the words alone)
            [{"kind": "decision_undone", "audience": "channel", "data": {"decision": words, "action": undone.action}}],
            [{"kind": "decision_undone", "audience": "channel", "data": {"decision": words}}],
        ]
        if row.public_events not in said or row.action is not None or row.undoable:
            raise ReplayError(f"{where} does not say what its undo did", why="undo-words", row=row.seq)
        state = fresh_state(rules, pack, game)
        for kept in standing:
            rules.apply(state, _action(rules, kept))
        state.version = row.seq
        return state
    if row.kind != "decision" or row.undoes is not None:
        raise ReplayError(f"{where} has an unknown kind", why="kind", row=row.seq)
    action = _action(rules, row)
    if row.seat != action.seat:
        raise ReplayError(f"{where} names another seat than its decision's", why="seat", row=row.seq)
    try:
        outcome = rules.apply(state, action)
    except REPLAY_FAILURES as error:
        raise ReplayError(f"{where} does not replay ({type(error).__name__})", why="illegal", row=row.seq) from None
    public = [e.to_dict() for e in outcome.events if e.audience == "channel"]
    if row.public_events != public or row.undoable != outcome.undoable or state.version != row.seq:
        raise ReplayError(f"{where} does not record what its decision did", why="record", row=row.seq)
    standing.append(row)
    return state


def _action(rules: GameRules, row: LogRow) -> Any:
    if not isinstance(row.action, dict):
        raise ReplayError(f"log row {row.seq} has no decision", why="no-decision", row=row.seq)
    try:
        return rules.action_from_dict(row.action)
    except REPLAY_FAILURES as error:
        raise ReplayError(
            f"log row {row.seq} holds no decision this bot knows ({type(error).__name__})",
            why="unknown-decision",
            row=row.seq,
        ) from None
