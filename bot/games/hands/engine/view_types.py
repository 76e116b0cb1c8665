"""The shapes of the game's views (views.py makes them): the public view, and one seat's (the same, H19).

TypedDicts, so a view stays the plain dict the pictures, the text board, the story and the bot partner read,
and mypy knows each field. The views say each word of the rules as plain text (`str(phase)`), the values of
the vocabulary's enums. The table carries a view as any game's (bot/games/interface.py, PublicView) and adds
the seats' genders; `public_of` reads such a view back as this game's.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Literal, NotRequired, TypedDict, cast

from bot.games.hands.engine.vocab import Side


class NodeView(TypedDict):
    id: str
    ring: str  # a Ring's value
    angle: float | None  # degrees clockwise from 12 o'clock; None for the centre
    emotion: str | None  # an Emotion's value; None for the centre


class LineView(TypedDict):
    a: str
    b: str
    kind: str
    opens: int  # H14: open once this many sets are completed


class BoardView(TypedDict):
    """The printed board (H1), public and fixed: one per board, shared by every view."""

    key: str
    nodes: list[NodeView]
    lines: list[LineView]


class PlayerView(TypedDict):
    seat: int
    name: str
    place: str  # "south" or "north" (H5)
    node: str
    board_half: Side | None  # H6: left, right, or None on the middle line
    balance: int  # H4: -2..+2
    side: str | None  # H12: the half her row shows (a Side's value), None until chosen (H7)
    row: list[str]  # the visible halves, from the cover card (Emotions' values)
    discards: int
    in_centre: bool
    entered_centre: int | None


class ObjectiveView(TypedDict):
    emotion: str  # an Emotion's value
    bar: int  # H3: 0 none, 1 a third, 2 two thirds, 3 full
    argument: bool  # H16


class HalvesView(TypedDict):
    """H7: both halves of a dealt card, shown during setup only."""

    left: str
    right: str


class PendingLine(TypedDict):
    """Who must decide what now."""

    seat: int
    kind: str


class Public(TypedDict):
    """What both players see (H19): never a covered half after setup, the decks' order, an id or the seed."""

    game: Literal["hands"]
    version: int
    difficulty: str  # a Difficulty's value
    phase: str  # a Phase's value
    result: str | None  # a Result's value, once the game is over
    loss_cause: str | None  # a LossCause's value
    turn: int
    active: int
    first_player: int | None
    sets_completed: int  # H14: lines whose `opens` is at most this are open
    objective_ring: str | None  # a Ring's value
    objective: ObjectiveView | None
    objectives_left: list[int]  # not yet revealed, per set
    completed: int  # in the current set
    deck: int
    path: list[str]  # this turn's nodes, its start first
    players: list[PlayerView]
    setup_rows: list[list[HalvesView]] | None
    pending: list[PendingLine]
    board: BoardView
    genders: NotRequired[list[str]]  # f, m or n per seat: the table adds them (bot/table/base.py), not the engine


class Seated(TypedDict):
    """One seat's view: the public view (H7, H19: she does not see her own covered halves either)."""

    public: Public
    seat: int
    name: str


def public_of(view: Mapping[str, object]) -> Public:
    """A public view the table hands back as any game's (bot/games/interface.py, PublicView), read as this
    game's. The table carries exactly what `public_view` made, with its own "genders" added: nothing to check."""
    return cast(Public, view)
