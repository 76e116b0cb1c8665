"""`python -m bot simulate`: play whole scenarios with a policy and report (issues 2 and 3).

Prints games/s, mean decisions per game, the win rate as "win rate NN.N%",
mean days and the causes of loss. One state is played through per game
(`apply` updates it in place), so the figure measures the rules, not copying.
"""

from __future__ import annotations

import argparse
import sys
import time
from collections import Counter
from dataclasses import dataclass, field

from bot.engine import ContentPack, apply, legal_actions, new_game
from bot.policies import POLICIES

NAMES = ["Ana", "Ben", "Cy", "Di"]
LOSS_WORDS = {"died": "Billy died", "transferred": "transferred (2 Warnings)", "out_of_time": "out of time"}


@dataclass
class Report:
    games: int = 0
    wins: int = 0
    decisions: int = 0
    days: int = 0
    seconds: float = 0.0
    losses: Counter = field(default_factory=Counter)

    @property
    def win_rate(self) -> float:
        return 100.0 * self.wins / self.games if self.games else 0.0

    def lines(self) -> list[str]:
        causes = ", ".join(f"{LOSS_WORDS.get(c, c)} {n}" for c, n in self.losses.most_common()) or "none"
        return [
            f"{self.games} games in {self.seconds:.2f} s: {self.games / self.seconds:.0f} games/s, "
            f"{self.decisions / self.games:.1f} decisions per game",
            f"win rate {self.win_rate:.1f}%",
            f"mean days {self.days / self.games:.2f}",
            f"causes of loss: {causes}",
        ]


def play(content: ContentPack, scenario: int, players: int, games: int, policy: str, seed: int) -> Report:
    report = Report()
    start = time.perf_counter()
    for game in range(games):
        state = new_game(content, scenario, NAMES[:players], seed=seed + game)
        chooser = POLICIES[policy](seed + game)
        while state.result is None:
            apply(state, chooser.choose(state, legal_actions(state)))
            report.decisions += 1
        report.games += 1
        report.days += state.day
        if state.result == "won":
            report.wins += 1
        else:
            report.losses[state.loss_cause] += 1
    report.seconds = time.perf_counter() - start
    return report


def load_content(where: str | None) -> ContentPack:
    if where == "fixture":  # the engine tests' small pack, for a checkout
        from tests.fixtures.pack import fixture_pack

        return fixture_pack()
    from bot.content_pack.loader import load_pack

    return load_pack(where)


def main(args: argparse.Namespace) -> int:
    content = load_content(args.content)
    try:
        content.scenario(args.scenario)
    except KeyError:
        numbers = sorted(s.number for s in content.scenarios)
        print(f"There is no scenario {args.scenario} in this pack; it has {numbers}.", file=sys.stderr)
        return 2
    report = play(content, args.scenario, args.players, args.games, args.policy, args.seed)
    print(f"scenario {args.scenario}, {args.players} players, policy {args.policy}")
    for line in report.lines():
        print(line)
    return 0
