"""`python -m bot simulate --game hands`: play whole games of "...and then, we held hands." and report (issue 24).

Prints games/s, mean decisions per game, the win rate as "win rate NN.N%", the
mean number of turns and the causes of loss (H18), like Holding On's report.
`--policy baseline` seats the bot partner (bot/games/hands/partner.py) in both
chairs, each reading only the public view, and also prints how long its
decisions took (the partner's budget: 100 ms at the 99th percentile);
`--policy random` picks uniformly among the legal decisions (the engine's speed).
Game N is played with seed `--seed` + N, so a run reproduces exactly.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from collections import Counter
from dataclasses import dataclass, field

from bot.games.hands.content_pack import load_pack
from bot.games.hands.engine import (
    Action,
    Difficulty,
    FirstPlayer,
    GameState,
    HandsPack,
    apply,
    legal_actions,
    new_game,
    public_view,
    shared_rules,
)
from bot.games.hands.partner import HandsPartner

NAMES = ["Ana", "Ben"]
LOSS_WORDS = {
    "stuck": "stuck, no legal step (H18a)",
    "out_of_cards": "out of cards (H18b)",
    "unbalanced": "unbalanced in the centre (H18c)",
    "not_followed": "partner did not follow into the centre (H18c)",
}


@dataclass
class Report:
    games: int = 0
    wins: int = 0
    decisions: int = 0
    turns: int = 0
    seconds: float = 0.0
    losses: Counter[str] = field(default_factory=Counter)
    objectives: int = 0  # completed over all games
    decision_seconds: list[float] = field(default_factory=list)  # each partner decision (baseline)

    @property
    def win_rate(self) -> float:
        return 100.0 * self.wins / self.games if self.games else 0.0

    def causes(self) -> str:
        return ", ".join(f"{LOSS_WORDS.get(c, c)} {n}" for c, n in self.losses.most_common()) or "none"

    def lines(self) -> list[str]:
        lines = [
            f"{self.games} games in {self.seconds:.2f} s: {self.games / self.seconds:.0f} games/s, "
            f"{self.decisions / self.games:.1f} decisions per game",
            f"win rate {self.win_rate:.1f}%",
            f"mean turns {self.turns / self.games:.2f}",
            f"mean objectives completed {self.objectives / self.games:.2f} of 24",
            f"causes of loss: {self.causes()}",
        ]
        if self.decision_seconds:
            times = sorted(self.decision_seconds)
            p50, p99 = (times[min(len(times) - 1, int(q * len(times)))] * 1000 for q in (0.5, 0.99))
            most = times[-1] * 1000
            lines.append(f"partner decisions: {len(times)}, p50 {p50:.2f} ms, p99 {p99:.2f} ms, max {most:.2f} ms")
        return lines


def _objectives_done(state: GameState) -> int:
    return 8 * state.set_index + state.completed


def play(pack: HandsPack, difficulty: str, games: int, policy: str, seed: int) -> Report:
    report = Report()
    rules = shared_rules(pack, Difficulty(difficulty), FirstPlayer.RANDOM)
    clock = time.perf_counter
    start = clock()
    for game in range(games):
        state = new_game(rules, NAMES, seed + game)
        legal = legal_actions(state)
        decisions = 0
        if policy == "random":
            chooser = random.Random(seed + game)
            while state.result is None:
                legal = apply(state, chooser.choice(legal), legal=legal).legal()
                decisions += 1
        else:
            partners = [HandsPartner(0), HandsPartner(1)]
            while state.result is None:
                began = clock()
                view = public_view(state)
                action: Action | None = partners[legal[0].seat].choose(view)
                report.decision_seconds.append(clock() - began)
                if action is None or action not in legal:
                    raise AssertionError(f"the partner chose {action}, which is not open (game {game})")
                legal = apply(state, action, legal=legal).legal()
                decisions += 1
        report.games += 1
        report.decisions += decisions
        report.turns += state.turn
        report.objectives += _objectives_done(state)
        if state.result == "won":
            report.wins += 1
        else:
            report.losses[str(state.loss_cause)] += 1
    report.seconds = clock() - start
    return report


def main(args: argparse.Namespace) -> int:
    if args.games < 1:
        print(f"--games must be at least 1, not {args.games}.", file=sys.stderr)
        return 2
    report = play(load_pack(), args.difficulty, args.games, args.policy, args.seed)
    print(f"...and then, we held hands., difficulty {args.difficulty}, policy {args.policy} in both seats")
    for line in report.lines():
        print(line)
    return 0
