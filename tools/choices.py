"""`python -m bot simulate --choices`: what each choice of the campaign costs now and pays later (issue 35).

Measured as the editor of the third draft measured it: the baseline policy (tools/policies.py), 3 players,
seeded so the table reproduces; the editor's 400 games for each win rate give about ±2.5 points, docs/balance.md's
1000 about ±1.5 (`--games`). For a call a chapter leaves
open, the cost is that chapter's win rate when the team makes it whenever it can, against never; the payoff is
the later chapter's win rate with its flag carried in, against without. For the two roads to the truth in 9,
each road is the only call made there, and the later chapter carries its flag. The choice of the heart in 8
costs nothing on the board when it is made; each answer is measured in the chapters that read it.
"""

from __future__ import annotations

import argparse
from collections.abc import Sequence
from dataclasses import dataclass

from bot.games.holding_on.engine import ContentPack, apply, legal_actions, new_game
from bot.games.holding_on.engine.actions import Action
from bot.games.holding_on.engine.state import GameState
from tools.policies import BaselinePolicy
from tools.simulate import NAMES, campaign_flags_before

GAMES = 400
SEED = 35


class Avoiding(BaselinePolicy):
    """The baseline, never making the calls named (it makes every other call it can)."""

    def __init__(self, seed: int, contacts: Sequence[str] = ()):
        super().__init__(seed)
        self.contacts = set(contacts)

    def choose(self, state: GameState, actions: list[Action]) -> Action:
        kept = [a for a in actions if not (a.kind == "call" and a.contact in self.contacts)]
        return super().choose(state, kept or actions)


def win_rate(
    pack: ContentPack, scenario: int, flags: Sequence[str] = (), avoid: Sequence[str] = (), games: int = GAMES
) -> float:
    """Percent of `games` won at `scenario`, 3 players, with `flags` carried in besides every win's."""
    carried = [*campaign_flags_before(pack, scenario), *(f for f in flags)]
    wins = 0
    for game in range(games):
        state = new_game(pack, scenario, NAMES[:3], seed=SEED * 10_000 + game, campaign_flags=carried)
        player = Avoiding(SEED * 10_000 + game, avoid)
        legal = legal_actions(state)
        while state.result is None:
            legal = apply(state, player.choose(state, legal), legal=legal).legal()
        wins += state.result == "won"
    return 100.0 * wins / games


@dataclass(frozen=True)
class Trade:
    """One choice: what it costs in its chapter and pays in a later one (percentage points)."""

    choice: str
    now: str  # the chapter it is made in, and how its cost is read
    later: str
    cost: float  # the win rate it gives up now (positive: it costs)
    payoff: float  # the win rate it brings later (positive: it pays)

    def row(self) -> str:
        return f"| {self.choice} | {self.now} | {self.later} | {-self.cost:+.1f} | {self.payoff:+.1f} |"


@dataclass(frozen=True)
class Call:
    """A call a chapter leaves open, the flag it sets, and the chapter that reads it."""

    choice: str
    scenario: int
    contact: str
    flag: str
    later: int
    earlier: tuple[str, ...] = ()  # choices it needs carried in (Siobhan's call in 8 waits for nothing else)


CALLS = (
    Call("the chaplain", 3, "c3-hollis", "asked_hollis", 9),
    Call("Col", 5, "c5-col", "rang_col", 7),
    Call("Maureen, packing", 7, "c7-maureen", "rang_maureen", 8),
    Call("Siobhan", 8, "c8-siobhan", "told_siobhan", 10),
)


def measure_call(pack: ContentPack, call: Call, games: int = GAMES) -> Trade:
    made = win_rate(pack, call.scenario, call.earlier, games=games)
    never = win_rate(pack, call.scenario, call.earlier, avoid=[call.contact], games=games)
    later_with = win_rate(pack, call.later, [call.flag], games=games)
    later_without = win_rate(pack, call.later, games=games)
    return Trade(
        call.choice,
        f"{call.scenario}: {never:.1f}% → {made:.1f}%",
        f"{call.later}: {later_without:.1f}% → {later_with:.1f}%",
        never - made,
        later_with - later_without,
    )


def measure_roads(pack: ContentPack, games: int = GAMES) -> Trade:
    """Francis himself, against the family's solicitor: each road alone in 9, and what each carries into 10."""
    francis = win_rate(pack, 9, avoid=["c9-solicitor"], games=games)
    solicitor = win_rate(pack, 9, avoid=["c9-francis"], games=games)
    with_francis = win_rate(pack, 10, ["told_francis"], games=games)
    with_statement = win_rate(pack, 10, ["made_statement"], games=games)
    return Trade(
        "Francis, not the solicitor",
        f"9: {solicitor:.1f}% → {francis:.1f}%",
        f"10: {with_statement:.1f}% → {with_francis:.1f}%",
        solicitor - francis,
        with_francis - with_statement,
    )


def measure_letter(pack: ContentPack, games: int = GAMES) -> Trade:
    """The letter given to Liam, against kept for after: its cost is read in 9, its payoff in 10."""
    kept9 = win_rate(pack, 9, ["kept_the_letter"], games=games)
    gave9 = win_rate(pack, 9, ["gave_liam_the_letter"], games=games)
    kept10 = win_rate(pack, 10, ["kept_the_letter"], games=games)
    gave10 = win_rate(pack, 10, ["gave_liam_the_letter"], games=games)
    return Trade(
        "the letter given to Liam, not kept",
        f"8: nothing on the board; 9: {kept9:.1f}% → {gave9:.1f}%",
        f"10: {kept10:.1f}% → {gave10:.1f}%",
        kept9 - gave9,
        gave10 - kept10,
    )


def measure(pack: ContentPack, games: int = GAMES) -> list[Trade]:
    calls = [measure_call(pack, call, games) for call in CALLS]
    return [*calls, measure_roads(pack, games), measure_letter(pack, games)]


HEADER = (
    "| choice | cost now (win rate without → with) | payoff later (without → with) | now | later |\n"
    "| --- | --- | --- | --- | --- |"
)


def main(args: argparse.Namespace) -> int:
    from tools.simulate import load_content

    pack = load_content(args.content)
    print(f"{args.games} games for each win rate, 3 players, the baseline policy, seed {SEED}")
    print(HEADER)
    for trade in measure(pack, args.games):
        print(trade.row(), flush=True)
    return 0
