"""Replaying a game's log from its seed: same seed + same decisions = the same game (ARCHITECTURE.md).

Undo rebuilds a state this way (the log minus the decision taken back), the
crash test checks every stored snapshot against it, and an import verifies a
file with it. An undo row takes back the latest decision still standing; the
state's version is always the seq of the log's last row.
"""

from __future__ import annotations

import hashlib
from collections.abc import Sequence

from bot.engine import Action, ContentPack, GameState, Options, RuleError, apply, new_game
from db.store import GameRecord, LogRow


class ReplayError(RuntimeError):
    """A log that does not replay (a broken file, or a bug); the message names rows, not contents."""


def pack_body(pack: ContentPack) -> str:
    return pack.model_dump_json()


def pack_hash(pack: ContentPack, body: str | None = None) -> str:
    """The pack's own hash (the loader sets it); a fixture without one is named by its content."""
    if pack.hash:
        return pack.hash
    return "sha256:" + hashlib.sha256((body or pack_body(pack)).encode()).hexdigest()


def pack_from_body(body: str) -> ContentPack:
    return ContentPack.model_validate_json(body)


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


def fresh_state(pack: ContentPack, game: GameRecord) -> GameState:
    return new_game(
        pack,
        game.scenario,
        list(game.seat_names),
        game.seed,
        Options(**game.options),
        list(game.campaign_flags),
    )


def replay(pack: ContentPack, game: GameRecord, log: Sequence[LogRow]) -> GameState:
    """The state after every standing decision of `log`, at the version of its last row."""
    expected = list(range(1, len(log) + 1))
    if [row.seq for row in log] != expected:
        raise ReplayError(f"game {game.id}: the log's rows are not numbered 1..{len(log)}")
    state = fresh_state(pack, game)
    for row in standing_decisions(log):
        try:
            apply(state, Action.from_dict(row.action))
        except (RuleError, ValueError, TypeError) as error:
            raise ReplayError(f"game {game.id}: log row {row.seq} does not replay ({type(error).__name__})") from None
    state.version = log[-1].seq if log else 0
    return state
