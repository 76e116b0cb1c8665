"""Golden images: each picture compared with a stored PNG, with a per-pixel tolerance.

When the design changes on purpose, regenerate them and look at the new files:

    UPDATE_GOLDEN=1 python -m pytest tests/render/test_golden.py

Each case stores the view it is drawn from (`golden/<case>.view.json`, made by
the engine from a fixed seed and fixed random decisions) beside the picture
(`golden/<case>.png`). A normal run draws the stored view, so an engine change
that plays a game differently does not move the goldens; a change of the view's
shape is reported by `test_stored_views_have_the_current_shape` (regenerate).

Tolerance: a pixel differs when one channel is off by more than 48; at most
0.2% of the pixels may differ (anti-aliasing may move between Pillow or
FreeType versions; a moved word or marker does not pass). On a failure the
drawn picture is written next to the test's tmp dir and its path reported.
"""

from __future__ import annotations

import json
import os
from collections.abc import Callable
from pathlib import Path

import pytest
from PIL import Image, ImageChops

from bot.games.holding_on.engine import public_view, view
from bot.games.holding_on.render.board_picture import board_png
from bot.games.holding_on.render.memories_picture import memories_png
from tests.render.pictures_support import PACK, png_image, random_states, state_after

GOLDEN = Path(__file__).parent / "golden"
REGENERATE = "UPDATE_GOLDEN=1 python -m pytest tests/render/test_golden.py"
UPDATE = os.environ.get("UPDATE_GOLDEN") == "1"
CHANNEL_TOLERANCE = 48
PIXEL_SHARE = 0.002


def _lost_board() -> dict:
    return next(public_view(s) for s in random_states(range(1, 9, 3), every=1000) if s.result == "lost")


# case -> (how the engine makes its view, how the picture is drawn from it)
CASES: dict[str, tuple[Callable[[], dict], Callable[[dict], bytes]]] = {
    # Scenario 2, 3 Nurses, day 1: a conversation under way, backs held, the Contact Tile in use.
    "board_talking": (lambda: public_view(state_after(2, 3, 16, 20)), board_png),
    # The same table as the Shift Manager sees it: his hand and the SM Board's Partial added (private).
    "board_private": (lambda: view(state_after(2, 3, 16, 20), 1), board_png),
    # A lost game (3 Nurses, scenario 2): the result banner, Warnings, overstressed Nurses, a short shift.
    "board_lost": (_lost_board, board_png),
    # Scenario 2's grid mid-game: Partials, Clears, empty slots, the objective and its memories.
    "memories_midgame": (lambda: public_view(state_after(2, 3, 8, 125)), lambda v: memories_png(v, PACK)),
    # Scenario 1 at the start: an empty grid and a one-line objective.
    "memories_start": (lambda: public_view(state_after(1, 2, 1, 0)), lambda v: memories_png(v, PACK)),
}


def _differing_share(a: Image.Image, b: Image.Image) -> float:
    diff = ImageChops.difference(a, b).point(lambda v: 255 if v > CHANNEL_TOLERANCE else 0)
    r, g, bl = diff.split()
    mask = ImageChops.lighter(ImageChops.lighter(r, g), bl)
    return mask.histogram()[255] / (a.width * a.height)


@pytest.mark.parametrize("case", sorted(CASES))
def test_picture_matches_its_golden_image(case, tmp_path):
    make_view, draw = CASES[case]
    view_file, png_file = GOLDEN / f"{case}.view.json", GOLDEN / f"{case}.png"
    if UPDATE:
        GOLDEN.mkdir(exist_ok=True)
        view_file.write_text(json.dumps(make_view(), indent=1, sort_keys=True, ensure_ascii=False) + "\n")
    stored_view = json.loads(view_file.read_text())
    png = draw(stored_view)
    if UPDATE:  # stored as the bot sends it; the comparison reads pixels, not bytes
        png_file.write_bytes(png)
    actual, expected = png_image(png), png_image(png_file.read_bytes())
    if actual.size != expected.size or _differing_share(actual, expected) > PIXEL_SHARE:
        out = tmp_path / f"{case}.actual.png"
        out.write_bytes(png)
        share = _differing_share(actual, expected) if actual.size == expected.size else 1.0
        pytest.fail(
            f"{case}: the picture moved from its golden ({actual.size} vs {expected.size}, "
            f"{share:.2%} of pixels differ); drawn: {out}. If the design changed on purpose: "
            f"{REGENERATE}"
        )


def test_stored_views_have_the_current_shape():
    """A golden drawn from a view of an older shape would test nothing real: regenerate when this fails."""
    current = public_view(state_after(2, 3, 16, 20))
    for case in CASES:
        stored = json.loads((GOLDEN / f"{case}.view.json").read_text())
        stored = stored.get("public", stored)
        assert set(stored) == set(current), f"{case}.view.json is stale (the view's keys changed): {REGENERATE}"


def test_the_tolerance_catches_a_moved_marker():
    """A sanity check of the comparison itself: one condition step apart is not within tolerance."""
    stored = json.loads((GOLDEN / "board_talking.view.json").read_text())
    moved = dict(stored, condition=stored["condition"] - 1)
    a, b = png_image(board_png(stored)), png_image(board_png(moved))
    assert _differing_share(a, b) > PIXEL_SHARE
