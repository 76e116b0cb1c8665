"""`python -m bot simulate --game hands`: play whole games of "...and then, we held hands." and report (issues 24, 34).

Prints games/s, mean decisions per game, the win rate as "win rate NN.N%", the
mean number of turns, the objectives completed and the causes of loss (H18),
like Holding On's report. The policies:
- `--policy partner`: the bot partner (bot/games/hands/partner.py), the one a
  player alone meets on Discord and at the terminal;
- `--policy baseline`: the partner as it was before issue 34
  (tools/hands_baseline.py), the yardstick;
- `--policy random`: a legal decision at random (the engine's speed).
Both seats play the policy unless `--teammate` seats another player in South's
chair (the policy keeps North's, as the bot does at a table): `baseline`, or
`noisy` (the baseline walking a random legal way one turn in four,
tools/hands_teammates.py). Each player reads only the public view (H19). The
report's last line says how long the policy's decisions took, in CPU time of
the thread that made them (the partner's budget: 100 ms at the 99th percentile).
Game N is played with seed `--seed` + N, so a run reproduces exactly.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from collections import Counter
from dataclasses import dataclass, field
from typing import Protocol

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
from bot.games.hands.engine.view_types import Public
from bot.games.hands.partner import HandsPartner
from tools.hands_baseline import BaselinePartner
from tools.hands_teammates import NoisyTeammate

NAMES = ["Ana", "Ben"]
POLICY_SEAT = 1  # with a teammate, the policy plays North, as the bot does at a table
POLICIES = ("partner", "baseline", "random")
TEAMMATES = ("partner", "baseline", "noisy")
LOSS_WORDS = {
    "stuck": "stuck, no legal step (H18a)",
    "out_of_cards": "out of cards (H18b)",
    "unbalanced": "unbalanced in the centre (H18c)",
    "not_followed": "partner did not follow into the centre (H18c)",
}


class Player(Protocol):
    def choose(self, view: Public) -> Action | None: ...


@dataclass
class Report:
    games: int = 0
    wins: int = 0
    decisions: int = 0
    turns: int = 0
    seconds: float = 0.0
    losses: Counter[str] = field(default_factory=Counter)
    objectives: int = 0  # completed over all games
    decision_seconds: list[float] = field(default_factory=list)  # CPU time of each decision of the policy

    @property
    def win_rate(self) -> float:
        return 100.0 * self.wins / self.games if self.games else 0.0

    def causes(self) -> str:
        return ", ".join(f"{LOSS_WORDS.get(c, c)} {n}" for c, n in self.losses.most_common()) or "none"

    def percentile(self, share: float) -> float:
        """The decision time (ms) under which `share` of the policy's decisions fell."""
        times = sorted(self.decision_seconds)
        return times[min(len(times) - 1, int(share * len(times)))] * 1000 if times else 0.0

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
            most = max(self.decision_seconds) * 1000
            lines.append(
                f"policy decisions: {len(self.decision_seconds)}, CPU p50 {self.percentile(0.5):.2f} ms, "
                f"p99 {self.percentile(0.99):.2f} ms, max {most:.2f} ms"
            )
        return lines


def _objectives_done(state: GameState) -> int:
    return 8 * state.set_index + state.completed


def seated(policy: str, teammate: str | None, game_seed: int) -> list[Player]:
    """The two players of one game: the policy in both chairs, or North's with the teammate in South's."""

    def player(name: str, seat: int) -> Player:
        if name == "partner":
            return HandsPartner(seat)
        if name == "baseline":
            return BaselinePartner(seat)
        return NoisyTeammate(seat, game_seed)

    if teammate is None:
        return [player(policy, 0), player(policy, 1)]
    return [player(teammate, 1 - POLICY_SEAT), player(policy, POLICY_SEAT)]


def play(pack: HandsPack, difficulty: str, games: int, policy: str, seed: int, teammate: str | None = None) -> Report:
    report = Report()
    rules = shared_rules(pack, Difficulty(difficulty), FirstPlayer.RANDOM)
    clock, cpu = time.perf_counter, time.thread_time
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
            players = seated(policy, teammate, seed + game)
            timed = {0, 1} if teammate is None else {POLICY_SEAT}
            while state.result is None:
                seat = legal[0].seat
                began = cpu()
                action = players[seat].choose(public_view(state))
                if seat in timed:
                    report.decision_seconds.append(cpu() - began)
                if action is None or action not in legal:
                    raise AssertionError(f"seat {seat} chose {action}, which is not open (game {seed + game})")
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
    policy, teammate = args.policy, getattr(args, "teammate", None)
    if policy not in POLICIES:
        print(f"--policy for the second game is one of {', '.join(POLICIES)}, not {policy}.", file=sys.stderr)
        return 2
    if teammate is not None and (policy == "random" or teammate not in TEAMMATES):
        print(f"--teammate seats one of {', '.join(TEAMMATES)} beside the partner or the baseline.", file=sys.stderr)
        return 2
    report = play(load_pack(), args.difficulty, args.games, policy, args.seed, teammate)
    seats = "in both seats" if teammate is None else f"(North) with {teammate} (South)"
    print(f"...and then, we held hands., difficulty {args.difficulty}, policy {policy} {seats}")
    for line in report.lines():
        print(line)
    return 0
