"""`python -m bot bench render`: how long the board and memory pictures take to draw and encode.

Plays random games (the shipped pack, or the tests' fixture pack when the
shipped one does not load), takes a few hundred public views from them, and
renders each picture from each view without the cache: milliseconds per
image, mean, 95th percentile and max, against the 50 ms budget (issue 6).
Then the same views once more through the cache, to show what a repeat costs.
Exit status 1 when the slowest image is over budget.
"""

from __future__ import annotations

import argparse
import random
import statistics
import time
from collections.abc import Callable

from bot.engine import ContentPack, apply, legal_actions, new_game, public_view
from bot.render.board import board_data, board_png, draw_board
from bot.render.cache import PICTURES
from bot.render.draw import to_png
from bot.render.memories import draw_memories, memories_data

BUDGET_MS = 50.0
NAMES = ("Ana", "Ben", "Cy", "Di")


def _content(where: str | None) -> tuple[ContentPack, str]:
    try:
        from bot.content_pack.loader import load_pack

        return load_pack(where), "shipped pack" if where is None else where
    except Exception as error:  # the shipped pack may be unfinished in a checkout
        from tests.fixtures.pack import fixture_pack

        return fixture_pack(), f"fixture pack (the shipped pack did not load: {type(error).__name__})"


def sample_views(content: ContentPack, count: int, seed: int = 1) -> list[dict]:
    """`count` public views from random legal play, spread over whole games and every scenario."""
    chooser = random.Random(seed)
    scenarios = [s.number for s in content.scenarios]
    views: list[dict] = []
    game = 0
    while len(views) < count:
        players = 2 + game % 3
        state = new_game(content, scenarios[game % len(scenarios)], NAMES[:players], seed=seed * 1000 + game)
        step = 0
        while state.result is None and len(views) < count:
            apply(state, chooser.choice(legal_actions(state)))
            step += 1
            if step % 7 == 0:
                views.append(public_view(state))
        if state.result is not None and len(views) < count:
            views.append(public_view(state))
        game += 1
    return views


def _time(render: Callable[[dict], bytes], views: list[dict]) -> tuple[list[float], list[int]]:
    times, sizes = [], []
    for view in views:
        start = time.perf_counter()
        png = render(view)
        times.append((time.perf_counter() - start) * 1000)
        sizes.append(len(png))
    return times, sizes


def _line(name: str, times: list[float], sizes: list[int]) -> str:
    p95 = sorted(times)[int(len(times) * 0.95) - 1]
    return (
        f"{name:<9} {len(times)} images: mean {statistics.fmean(times):6.2f} ms, p95 {p95:6.2f} ms, "
        f"max {max(times):6.2f} ms; PNG mean {statistics.fmean(sizes) / 1024:.0f} KiB"
    )


def main(args: argparse.Namespace) -> int:
    renders = getattr(args, "renders", None) or 300
    content, where = _content(getattr(args, "content", None))
    views = sample_views(content, renders)
    pictures: dict[str, Callable[[dict], bytes]] = {
        "board": lambda v: to_png(draw_board(board_data(v))),
        "memories": lambda v: to_png(draw_memories(memories_data(v, content))),
    }
    print(f"render benchmark: {len(views)} views from random play, {where}; budget {BUDGET_MS:.0f} ms per image")
    for render in pictures.values():  # warm the font, the text masks and the textures once
        render(views[0])
    worst = 0.0
    for name, render in pictures.items():
        times, sizes = _time(render, views)
        worst = max(worst, max(times))
        print(_line(name, times, sizes))
    PICTURES.clear()
    cached = []
    for view in views:  # a repeat of an unchanged picture: hashing its data, no drawing
        board_png(view)
        start = time.perf_counter()
        board_png(view)
        cached.append((time.perf_counter() - start) * 1000)
    print(f"cached    an unchanged board again: mean {statistics.fmean(cached):.3f} ms ({PICTURES.hits} hits)")
    verdict = "within" if worst <= BUDGET_MS else "OVER"
    print(f"slowest image {worst:.2f} ms: {verdict} the {BUDGET_MS:.0f} ms budget")
    return 0 if worst <= BUDGET_MS else 1


if __name__ == "__main__":
    raise SystemExit(main(argparse.Namespace()))
