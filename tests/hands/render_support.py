"""Games to render in the face's tests: played by the bot partner in both seats (they reach sets, arguments and
the end) or at random (they reach refusals and odd corners), at every difficulty, seeded."""

from __future__ import annotations

import random
from collections.abc import Iterator
from dataclasses import dataclass
from functools import cache
from typing import Any

from bot.games.events import Event
from bot.games.hands.engine import Action, apply, describe, legal_actions, public_view, start_events
from bot.games.hands.partner import HandsPartner
from tests.hands.helpers import fresh

DIFFICULTIES = ("normal", "challenging", "difficult", "impossible")
TITLE = "…and then, we held hands."


@dataclass(frozen=True)
class Moment:
    """One decision of a game: the view before it, the open choices with the engine's English for each, the
    events it made and the view after it."""

    view: dict[str, Any]
    choices: list[tuple[Action, str]]
    events: list[Event]
    after: dict[str, Any]


@dataclass(frozen=True)
class Game:
    difficulty: str
    opening: list[Event]  # start_events: what the table is told first
    first_view: dict[str, Any]
    moments: tuple[Moment, ...]


def play(difficulty: str, seed: int, *, partner: bool, first: str) -> Game:
    state = fresh(difficulty, seed, first)
    game = Game(difficulty, start_events(state), public_view(state), ())
    partners = [HandsPartner(0), HandsPartner(1)]
    chooser = random.Random(seed)
    moments = []
    view = game.first_view
    while state.result is None:
        legal = legal_actions(state)
        choices = [(action, describe(state, action)) for action in legal]
        action = partners[legal[0].seat].choose(view) if partner else chooser.choice(legal)
        events = apply(state, action, legal=legal).events
        after = public_view(state)
        moments.append(Moment(view, choices, events, after))
        view = after
    return Game(game.difficulty, game.opening, game.first_view, tuple(moments))


@cache
def games() -> tuple[Game, ...]:
    """Per difficulty: two partner games (one whose first player is named at setup, H7) and a random one."""
    found = []
    for index, difficulty in enumerate(DIFFICULTIES):
        for seed, partner in ((index, True), (11 + index, True), (20 + index, False)):
            found.append(play(difficulty, seed, partner=partner, first="choose" if seed % 2 else "random"))
    return tuple(found)


def moments() -> Iterator[Moment]:
    for game in games():
        yield from game.moments
