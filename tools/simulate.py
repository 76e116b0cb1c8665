"""`python -m bot simulate`: play whole scenarios with a policy and report (issues 2 and 3).

Prints games/s, mean decisions per game, the win rate as "win rate NN.N%",
mean days and the causes of loss. One state is played through per game
(`apply` updates it in place), so the figure measures the rules, not copying.

A campaign played in order reaches scenario N holding the flags every win of
scenarios 1..N-1 carries (their outcome flags, and the calls their objectives
cannot be won without), so each game starts with them (`campaign_flags`,
R28's conditional setups); a choice an earlier chapter left open (a call not
needed to win) is not assumed: `--flags rang_col,told_francis` adds choices,
`--no-campaign-flags` plays the scenario cold instead.
A loss by R2 is told apart from Billy's condition reaching 0: "out of cards"
is the Patient Deck running out with Billy still alive.
"""

from __future__ import annotations

import argparse
import sys
import time
from collections import Counter
from dataclasses import dataclass, field

from bot.games.holding_on.engine import ContentPack, apply, legal_actions, new_game
from bot.games.holding_on.engine.content import flags_every_win_sets, flags_play_may_set
from tools.policies import POLICIES

NAMES = ["Ana", "Ben", "Cy", "Di"]
LOSS_WORDS = {
    "died": "Billy died",
    "out_of_cards": "out of cards (R2)",
    "transferred": "transferred (2 Warnings)",
    "out_of_time": "out of time",
}


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


def campaign_flags_before(content: ContentPack, scenario: int) -> list[str]:
    """The flags every campaign played in order holds when it reaches `scenario` (no open choice assumed)."""
    flags: list[str] = []
    for earlier in sorted(content.scenarios, key=lambda s: s.number):
        if earlier.number >= scenario:
            break
        flags += [f for f in flags_every_win_sets(earlier) if f not in flags]
    return flags


def choices_before(content: ContentPack, scenario: int) -> list[str]:
    """Flags an earlier scenario may set that its wins do not force: what `--flags` may add."""
    flags: list[str] = []
    for earlier in content.scenarios:
        if earlier.number < scenario:
            forced = flags_every_win_sets(earlier)
            flags += [f for f in flags_play_may_set(earlier) if f not in forced and f not in flags]
    return flags


def play(
    content: ContentPack,
    scenario: int,
    players: int,
    games: int,
    policy: str,
    seed: int,
    campaign_flags: bool = True,
    choices: tuple[str, ...] = (),
) -> Report:
    report = Report()
    flags = campaign_flags_before(content, scenario) if campaign_flags else []
    flags += [f for f in choices if f not in flags]
    start = time.perf_counter()
    for game in range(games):
        state = new_game(content, scenario, NAMES[:players], seed=seed + game, campaign_flags=flags)
        chooser = POLICIES[policy](seed + game)
        legal = legal_actions(state)
        decisions = 0
        while state.result is None:
            legal = apply(state, chooser.choose(state, legal), legal=legal).legal()  # listed once per step
            decisions += 1
        report.decisions += decisions
        report.games += 1
        report.days += state.day
        if state.result == "won":
            report.wins += 1
        elif state.loss_cause == "died" and state.condition > 0:
            report.losses["out_of_cards"] += 1
        else:
            report.losses[state.loss_cause] += 1
    report.seconds = time.perf_counter() - start
    return report


def load_content(where: str | None) -> ContentPack:
    if where == "fixture":  # the engine tests' small pack, for a checkout
        from tests.fixtures.pack import fixture_pack

        return fixture_pack()
    from bot.games.holding_on.content_pack.loader import load_pack

    return load_pack(where)


def main(args: argparse.Namespace) -> int:
    """Holding On's scenarios (`python -m bot simulate` sends `--choices` and `--game hands` to their own tools)."""
    if args.policy not in POLICIES or getattr(args, "teammate", None) is not None:
        print(
            f"--policy for Holding On is one of {', '.join(POLICIES)}; --teammate is the second game's.",
            file=sys.stderr,
        )
        return 2
    if args.games < 1:
        print(f"--games must be at least 1, not {args.games}.", file=sys.stderr)
        return 2
    content = load_content(args.content)
    try:
        content.scenario(args.scenario)
    except KeyError:
        numbers = sorted(s.number for s in content.scenarios)
        print(f"There is no scenario {args.scenario} in this pack; it has {numbers}.", file=sys.stderr)
        return 2
    with_flags = not getattr(args, "no_campaign_flags", False)
    choices = tuple(f.strip() for f in (getattr(args, "flags", "") or "").split(",") if f.strip())
    open_choices = choices_before(content, args.scenario)
    unknown = [f for f in choices if f not in open_choices]
    if unknown:
        allowed = ", ".join(open_choices) or "none"
        print(
            f"--flags takes choices made before scenario {args.scenario}: {allowed}; not {', '.join(unknown)}.",
            file=sys.stderr,
        )
        return 2
    report = play(content, args.scenario, args.players, args.games, args.policy, args.seed, with_flags, choices)
    flags = (campaign_flags_before(content, args.scenario) if with_flags else []) + list(choices)
    print(
        f"scenario {args.scenario}, {args.players} players, policy {args.policy}, "
        f"campaign flags: {', '.join(flags) if flags else 'none'}"
    )
    for line in report.lines():
        print(line)
    return 0
