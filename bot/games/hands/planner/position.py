"""A public view read as small integers (H19): what the partner plans with, and nothing else.

Every field comes from `public_view`: the board, the level of open lines, both
tokens, scales and rows' visible halves (as emotion indices, in order), the
face-up objective, the counts of decks and piles, this turn's path. A covered
half, the deck's order and the objective decks' order are not in the view, so
they are not here either.
"""

from __future__ import annotations

from dataclasses import dataclass

from bot.games.hands.engine.board import board_from_view
from bot.games.hands.engine.content import BARS_PER_EMOTION
from bot.games.hands.engine.turns import EMOTION_INDEX, SIDE_INDEX, Compact, compact
from bot.games.hands.engine.view_types import Public
from bot.games.hands.engine.vocab import ARGUMENT_BARS, OBJECTIVE_RINGS, Difficulty, Emotion, Side

NO_OBJECTIVE = -1


@dataclass(slots=True)
class Position:
    """The table as one seat's planner reads it (`me` is the seat it plays; the active player may be either)."""

    board: Compact
    level: int  # sets completed: which lines are open (H14)
    me: int
    active: int
    turn: int
    nodes: tuple[int, int]  # by seat
    balances: tuple[int, int]
    rows: tuple[tuple[int, ...], tuple[int, ...]]  # visible halves by seat, emotion indices, from the cover card
    sides: tuple[int, int]  # H12: LEFT or RIGHT, the half each row shows
    objective: int  # the face-up objective's emotion index, or NO_OBJECTIVE
    argument: bool  # H16: the face-up objective is an argument
    completed: int  # in the current set
    objectives_left: int  # not yet revealed in the current set
    deck: int
    discards: tuple[int, int]
    entered: tuple[int | None, int | None]  # the turn each entered the centre (H17)
    path: tuple[int, ...]  # this turn's nodes, its start first
    argument_share: float  # the chance that a newly revealed objective is an argument (H3, H16)

    @property
    def partner(self) -> int:
        return 1 - self.me

    @property
    def ring(self) -> int:
        """The ring objectives are completed on now (H14): 0 outer, 1 middle, 2 inner; 3 after set 3."""
        return self.level


def argument_share(difficulty: str) -> float:
    """H3, H16: of each emotion's six objectives, the share that are arguments at this difficulty."""
    bars = ARGUMENT_BARS[Difficulty(difficulty)]
    return sum(1 for bar in BARS_PER_EMOTION if bar in bars) / len(BARS_PER_EMOTION)


def read(view: Public, me: int) -> Position:
    board = compact(board_from_view(view["board"]))
    players = view["players"]
    objective = view["objective"]
    level = view["sets_completed"]
    ring_name = view["objective_ring"]
    assert ring_name is None or OBJECTIVE_RINGS[min(level, len(OBJECTIVE_RINGS) - 1)] == ring_name
    left = view["objectives_left"]
    return Position(
        board=board,
        level=level,
        me=me,
        active=view["active"],
        turn=view["turn"],
        nodes=(board.index[players[0]["node"]], board.index[players[1]["node"]]),
        balances=(players[0]["balance"], players[1]["balance"]),
        rows=(_row(players[0]["row"]), _row(players[1]["row"])),
        sides=(_side(players[0]["side"]), _side(players[1]["side"])),
        objective=NO_OBJECTIVE if objective is None else EMOTION_INDEX[Emotion(objective["emotion"])],
        argument=bool(objective and objective["argument"]),
        completed=view["completed"],
        objectives_left=left[level] if level < len(left) else 0,
        deck=view["deck"],
        discards=(players[0]["discards"], players[1]["discards"]),
        entered=(players[0]["entered_centre"], players[1]["entered_centre"]),
        path=tuple(board.index[node] for node in view["path"]),
        argument_share=argument_share(view["difficulty"]),
    )


def _row(halves: list[str]) -> tuple[int, ...]:
    return tuple(EMOTION_INDEX[Emotion(half)] for half in halves)


def _side(side: str | None) -> int:
    return SIDE_INDEX[None if side is None else Side(side)]
