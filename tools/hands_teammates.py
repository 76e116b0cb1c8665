"""The teammates the bot partner is measured with (issue 34): the baseline, a noisy player, random legal play.

Each reads only the public view (H19), as a player at the table does, and
answers `choose(view) -> Action | None` like the partner:
- `BaselinePartner` (tools/hands_baseline.py): the partner this game shipped
  with before issue 34, a one-turn planner;
- `NoisyTeammate`: the baseline, except that one turn in four (drawn from its
  own seeded generator when its turn begins) it walks a way chosen at random
  among every way its turn can end (engine/turns.py): a player who sometimes
  misreads the table.
"""

from __future__ import annotations

import random

from bot.games.hands.engine.actions import Action, new_action
from bot.games.hands.engine.view_types import Public
from bot.games.hands.planner.position import read
from bot.games.hands.planner.search import Search, Weights, path_halves
from tools.hands_baseline import BaselinePartner

NOISE = 0.25  # the share of its turns the noisy teammate walks at random


class NoisyTeammate:
    """The baseline, walking a random legal way one turn in four."""

    name = "noisy"

    def __init__(self, seat: int, seed: int) -> None:
        self.seat = seat
        self.baseline = BaselinePartner(seat)
        self.chance = random.Random(seed * 2 + seat)
        self._turn: int | None = None
        self._walk: list[Action] = []

    def choose(self, view: Public) -> Action | None:
        kinds = {p["kind"] for p in view["pending"] if p["seat"] == self.seat}
        if "step" in kinds and len(view["path"]) == 1 and view["turn"] != self._turn:
            self._turn = view["turn"]
            self._walk = self._random_walk(view) if self.chance.random() < NOISE else []
        if self._walk and self._turn == view["turn"] and kinds & {"step", "end"}:
            return self._walk.pop(0)
        return self.baseline.choose(view)

    def _random_walk(self, view: Public) -> list[Action]:
        """A way its turn can end, at random, walked step by step (its own row pays first, as a player would)."""
        pos = read(view, self.seat)
        ends = sorted(Search(pos, Weights()).ends().items())
        if not ends:
            return []
        end, nodes = self.chance.choice(ends)
        steps = path_halves(pos.board, end, nodes)
        rows = [list(pos.rows[0]), list(pos.rows[1])]
        walk: list[Action] = []
        for node, half in steps:
            payer = self.seat if half in rows[self.seat] else 1 - self.seat
            card = rows[payer].index(half)
            rows[payer].pop(card)
            walk.append(new_action("step", self.seat, pos.board.ids[node], payer, card))
        walk.append(new_action("end", self.seat))
        return walk
