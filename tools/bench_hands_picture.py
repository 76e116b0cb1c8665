"""`python -m tools.bench_hands_picture`: how long the ring board of "...and then, we held hands." takes to draw
and encode, and how many bytes it makes (issue 26: ≤ 50 ms, ≤ 60 KB).

Plays games with the bot partner in both seats at all four difficulties (the
setup's views included: both halves shown, H7), takes 300 public views spread
over them, and draws each without the cache, in three runs: min, median and
max milliseconds per picture (wall clock and CPU; CPU leaves out the other
processes of a shared machine) and bytes. The first picture of the first run
also pays for the font's glyph masks, as the bot's first picture does.
"""

from __future__ import annotations

import argparse
import statistics
import time
from typing import Any

from bot.games.hands.content_pack import load_pack
from bot.games.hands.engine import (
    Action,
    Difficulty,
    FirstPlayer,
    apply,
    legal_actions,
    new_game,
    public_view,
    shared_rules,
)
from bot.games.hands.partner import HandsPartner
from bot.games.hands.render.picture import board_data, draw_board
from bot.i18n import catalogue
from bot.render.draw import to_png

BUDGET_MS, BUDGET_BYTES = 50.0, 60_000
LANGUAGES = ("en", "de", "fr")


def sample_views(count: int, seed: int = 1) -> list[tuple[dict[str, Any], str]]:
    """`count` (public view, language) pairs from partner games, every 5th decision, setups included."""
    pack = load_pack()
    rules = [shared_rules(pack, d, FirstPlayer.RANDOM) for d in Difficulty]
    views: list[tuple[dict[str, Any], str]] = []
    game = 0
    while len(views) < count:
        state = new_game(rules[game % len(rules)], ["Ana", "Ben"], seed * 10_000 + game)
        views.append((public_view(state), LANGUAGES[game % 3]))  # the setup: both halves of every card (H7)
        partners = [HandsPartner(0), HandsPartner(1)]
        decisions = 0
        while state.result is None and len(views) < count:
            seat = legal_actions(state)[0].seat
            action: Action = partners[seat].choose(public_view(state))
            apply(state, action)
            decisions += 1
            if decisions % 5 == 0 or state.result is not None:
                views.append((public_view(state), LANGUAGES[(game + decisions) % 3]))
        game += 1
    return views[:count]


def run(views: list[tuple[dict[str, Any], str]]) -> tuple[list[float], list[float], list[int]]:
    wall, cpu, sizes = [], [], []
    for public, language in views:
        start, start_cpu = time.perf_counter(), time.process_time()
        png = to_png(draw_board(board_data(public, language)))
        wall.append((time.perf_counter() - start) * 1000)
        cpu.append((time.process_time() - start_cpu) * 1000)
        sizes.append(len(png))
    return wall, cpu, sizes


def _spread(values: list[float] | list[int], unit: str) -> str:
    return f"min {min(values):.1f} / median {statistics.median(values):.1f} / max {max(values):.1f} {unit}"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--views", type=int, default=300)
    parser.add_argument("--runs", type=int, default=3)
    args = parser.parse_args()
    views = sample_views(args.views)
    for language in LANGUAGES:
        catalogue(language)
    worst_cpu, worst_bytes = 0.0, 0
    for number in range(1, args.runs + 1):
        wall, cpu, sizes = run(views)
        print(f"run {number}: wall {_spread(wall, 'ms')}; cpu {_spread(cpu, 'ms')}; bytes {_spread(sizes, 'B')}")
        worst_cpu, worst_bytes = max(worst_cpu, *cpu[1:]), max(worst_bytes, *sizes)
    print(f"{len(views)} views; worst warm CPU {worst_cpu:.1f} ms (budget {BUDGET_MS:.0f}), largest {worst_bytes} B")
    return 0 if worst_cpu <= BUDGET_MS and worst_bytes <= BUDGET_BYTES else 1


if __name__ == "__main__":
    raise SystemExit(main())
