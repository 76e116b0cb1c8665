"""The board and memory pictures (issue 6): they render in every phase of a day and for every
scenario's objective, the right regions change when the game does, unchanged pictures come from
the cache, and the render code takes views only.

Golden images are in test_golden.py.
"""

from __future__ import annotations

import ast
import copy
import io
from pathlib import Path

import pytest
from PIL import Image, ImageChops

from bot.games.holding_on.engine import new_game, public_view, view
from bot.games.holding_on.render import board_picture, memories_picture
from bot.games.holding_on.render.board_picture import board_data, board_png, track_cell_box, track_top
from bot.games.holding_on.render.memories_picture import memories_data, memories_png, slot_box
from bot.render import cache
from bot.render.draw import fold, to_png
from tests.render.pictures_support import (
    NAMES,
    PACK,
    every_objective_pack,
    png_image,
    random_states,
    state_after,
)

STEPS = {
    "reveal", "staffing", "care", "medical", "talker", "billy_voice", "drawing", "focus", "inquiry",
    "rewards", "give_token", "bonus", "sm_return", "over",
}  # fmt: skip
ROOT = Path(__file__).resolve().parents[2] / "bot"
PICTURE_MODULES = [
    ROOT / "games" / "holding_on" / "render" / name
    for name in ("board_picture.py", "memories_picture.py", "embeds.py", "view_parts.py")
] + [ROOT / "render" / name for name in ("cache.py", "draw.py")]


def _region(png: bytes, box):
    return png_image(png).crop(tuple(int(v) for v in box))


QUANTIZE_TOLERANCE = 48  # a palette chosen per picture moves a rare colour a few dozen levels at most


def _same(a, b) -> bool:
    """The region looks the same: no pixel moved by more than the palette's rounding."""
    return ImageChops.difference(a, b).point(lambda v: 255 if v > QUANTIZE_TOLERANCE else 0).getbbox() is None


def test_every_phase_of_a_day_renders_both_pictures():
    """One view per step of the day (FLOW.md), from 2, 3 and 4 player games; both pictures for each."""
    by_step: dict[str, dict] = {}
    for state in random_states(range(40), every=1):
        if state.step not in by_step:
            by_step[state.step] = public_view(state)
        if set(by_step) >= STEPS:
            break
    assert set(by_step) >= STEPS, f"random play never reached {STEPS - set(by_step)}"
    for step, seen in by_step.items():
        for png in (board_png(seen), memories_png(seen, PACK)):
            image = png_image(png)
            assert image.width == 960, step
            assert 900 < image.height < 2000, (step, image.height)


def test_won_and_lost_boards_say_so_and_still_render():
    lost = next(public_view(s) for s in random_states(range(5), every=1000) if s.result == "lost")
    won = copy.deepcopy(lost)  # random play seldom wins: the same table, as a view of a won game
    won.update(result="won", loss_cause=None)
    pictures = {}
    for name, seen in (("lost", lost), ("won", won)):
        pictures[name] = png_image(board_png(seen))
        assert pictures[name].width == 960
        assert png_image(memories_png(seen, PACK)).width == 960
    banner = (0, 92, 960, 138)  # the result banner under the header
    assert not _same(pictures["won"].crop(banner), pictures["lost"].crop(banner))


@pytest.mark.parametrize("pack", [PACK, every_objective_pack()], ids=["fixture", "every-objective-kind"])
def test_every_scenarios_objective_renders_with_a_line_per_part(pack):
    for scenario in pack.scenarios:
        state = new_game(pack, scenario.number, NAMES[:3], seed=scenario.number)
        seen = public_view(state)
        data = memories_data(seen, pack)
        assert len(data["progress"]) == len(seen["objective_progress"])
        assert all(line["words"] for line in data["progress"])
        assert len(data["asked"]) == len(seen["objective_memories"])
        assert png_image(memories_png(seen, pack)).width == 960


def test_the_shipped_packs_scenarios_render():
    """Every scenario of the shipped pack (real titles, long contact names, accents) at its start."""
    from bot.games.holding_on.content_pack.loader import load_pack

    shipped = load_pack()
    for scenario in shipped.scenarios:
        state = new_game(shipped, scenario.number, ["Siobhán", "Ben", "Margaret-Anne"], seed=scenario.number)
        seen = public_view(state)
        assert png_image(board_png(seen)).width == 960
        assert png_image(memories_png(seen, shipped)).width == 960


def test_billys_marker_moves_when_his_condition_changes():
    before = after = game = None
    for state in random_states(range(10)):
        current = public_view(state)
        same_game = state is game  # random_states moves one state object through each game
        if same_game and current["condition"] != before["condition"] and not current["result"]:
            after = current
            break
        before, game = current, state
    assert after is not None
    old, new = before["condition"], after["condition"]
    png_before, png_after = board_png(before), board_png(after)
    top_before, top_after = track_top(board_data(before)), track_top(board_data(after))
    assert top_before == top_after
    for cell in (old, new):
        box = track_cell_box(cell, top_before)
        assert not _same(_region(png_before, box), _region(png_after, box)), f"cell {cell} did not change"
    far = next(v for v in range(31) if abs(v - old) > 2 and abs(v - new) > 2)
    box = track_cell_box(far, top_before)
    assert _same(_region(png_before, box), _region(png_after, box)), f"cell {far} changed but Billy is not there"


def test_a_placed_memory_appears_in_its_slot_and_nowhere_else():
    before = game = None
    for state in random_states(range(10)):
        current = public_view(state)
        if state is game and len(current["grid"]) > len(before["grid"]):
            break
        before, game = current, state
    else:
        pytest.fail("no memory was placed in ten games")
    placed = {(g["timeline"], g["position"]) for g in current["grid"]} - {
        (g["timeline"], g["position"]) for g in before["grid"]
    }
    png_before, png_after = memories_png(before, PACK), memories_png(current, PACK)
    for slot in placed:
        box = slot_box(*slot)
        assert not _same(_region(png_before, box), _region(png_after, box)), f"slot {slot} did not change"
    grown_clear = {(g["timeline"], g["position"]) for g in current["grid"] if g["clear"]} - {
        (g["timeline"], g["position"]) for g in before["grid"] if g["clear"]
    }
    for timeline in range(1, 6):
        for position in range(1, 7):
            if (timeline, position) in placed | grown_clear:
                continue
            box = slot_box(timeline, position)
            assert _same(_region(png_before, box), _region(png_after, box)), f"slot {timeline}.{position} changed"


def test_a_clear_memory_looks_different_from_its_partial():
    seen = public_view(state_after(2, 3, 7, 0))
    partial = next(g for g in seen["grid"] if not g["clear"])
    cleared = copy.deepcopy(seen)
    slot = (partial["timeline"], partial["position"])
    next(g for g in cleared["grid"] if (g["timeline"], g["position"]) == slot)["clear"] = True
    box = slot_box(partial["timeline"], partial["position"])
    assert not _same(_region(memories_png(seen, PACK), box), _region(memories_png(cleared, PACK), box))


def test_an_unchanged_picture_is_not_drawn_again(monkeypatch):
    drawn = []
    real = board_picture.draw_board
    monkeypatch.setattr(board_picture, "draw_board", lambda data: drawn.append(1) or real(data))
    state = state_after(2, 3, 11, 25)
    seen = public_view(state)
    first = board_png(seen)
    again = copy.deepcopy(seen)
    again["version"] += 1  # not drawn: the same picture
    again["pending"] = []
    assert board_png(again) == first
    assert len(drawn) <= 1
    moved = copy.deepcopy(seen)
    moved["condition"] = 3 if seen["condition"] != 3 else 4
    assert board_png(moved) != first
    assert len(drawn) <= 2


def test_cache_keys_follow_the_data_and_the_cache_is_bounded():
    small = cache.ImageCache(size=2)
    calls = []
    for n in range(3):
        small.get_or_render("board", {"n": n}, lambda n=n: calls.append(n) or bytes([n]))
    assert len(small) == 2
    assert small.get_or_render("board", {"n": 2}, lambda: b"never") == bytes([2])
    assert small.get_or_render("board", {"n": 0}, lambda: b"again") == b"again"  # dropped, drawn again
    assert cache.data_key("board", {"a": 1, "b": 2}) == cache.data_key("board", {"b": 2, "a": 1})
    assert cache.data_key("board", {"a": 1}) != cache.data_key("memories", {"a": 1})


def test_a_seat_view_adds_her_hand_and_only_hers():
    for state in random_states(range(20), every=3):
        holders = [s for s in state.staff.values() if s.kind == "nurse" and s.partials]
        if holders:
            break
    holder = holders[0]
    mine = board_data(view(state, holder.seat))
    quote = state.rules.memories[holder.partials[0]].quote
    assert quote in [c["quote"] for c in mine["hand"]["partials"]]
    assert "hand" not in board_data(public_view(state))
    other = next(s for s in range(len(state.seats)) if s != holder.seat)
    assert quote not in str(board_data(view(state, other)).get("hand", {}).get("partials"))
    assert png_image(board_png(view(state, holder.seat))).width == 960


def test_the_render_functions_take_views_not_the_state():
    state = state_after(1, 2, 3, 5)
    for render in (board_png, lambda s: memories_png(s, PACK), board_data):
        with pytest.raises(TypeError):
            render(state)
        with pytest.raises(TypeError):
            render({"not": "a view"})


def test_render_modules_never_import_the_engines_state():
    """ARCHITECTURE.md: render/ accepts only views. Only the content models and the views' shapes (view_types.py:
    TypedDicts, no state) may be imported from the engine."""
    for name in PICTURE_MODULES:
        tree = ast.parse(name.read_text())
        for node in ast.walk(tree):
            if isinstance(node, ast.ImportFrom) and (node.module or "").startswith("bot.games.holding_on.engine"):
                if node.module == "bot.games.holding_on.engine.view_types":
                    continue
                assert node.module == "bot.games.holding_on.engine.content", f"{name} imports {node.module}"
                assert {a.name for a in node.names} <= {"ContentPack"}, f"{name} imports {node.names}"
            if isinstance(node, ast.Import):
                assert not any(a.name.startswith("bot.games.holding_on.engine") for a in node.names), name
            if isinstance(node, ast.Name):
                assert node.id != "GameState", f"{name} names GameState"


def test_a_png_looks_like_its_drawing_in_a_third_of_the_bytes():
    """Issue 13: a palette PNG, the same look: every pixel within the palette's rounding of the drawing."""
    seen = public_view(state_after(2, 4, 5, 40))
    image = board_picture.draw_board(board_data(seen)).convert("RGB")
    png = to_png(image)
    back = png_image(png)
    assert back.size == image.size
    assert _same(back, image)
    assert len(png) <= 60 * 1024 and len(png) * 3 <= len(image.tobytes()) // 20


def test_a_picture_over_the_size_limit_is_written_again_smaller_with_the_same_look(monkeypatch):
    """Issue 13: every PNG within PNG_MOST bytes; the busiest are written again with fewer colours."""
    from bot.render import draw

    image = board_picture.draw_board(board_data(public_view(state_after(2, 4, 5, 40)))).convert("RGB")
    usual = to_png(image)
    monkeypatch.setattr(draw, "PNG_MOST", len(usual) - 1)  # as if this board were one of the busiest
    tight = to_png(image)
    assert len(tight) < len(usual)
    indexed = Image.open(io.BytesIO(tight))
    assert indexed.mode == "P" and len(indexed.getpalette() or []) <= draw.FEWER_COLOURS[0] * 3
    # The same look: the flat colours kept, an anti-aliased edge's pixel moved a little more than with 256
    # colours (a handful of pixels beyond the usual rounding, none beyond 64 levels of a channel).
    moved = ImageChops.difference(png_image(tight), image)
    assert max(high for _, high in moved.getextrema()) <= 64
    red, green, blue = moved.point(lambda v: 255 if v > QUANTIZE_TOLERANCE else 0).split()
    beyond = ImageChops.lighter(ImageChops.lighter(red, green), blue)  # a pixel with any channel beyond
    assert beyond.histogram()[255] <= 10


def test_fewer_colours_are_tried_until_the_picture_fits(monkeypatch):
    """The size limit holds for any picture: a board too busy for 64 colours gets 32, then 16."""
    from bot.render import draw

    image = board_picture.draw_board(board_data(public_view(state_after(2, 4, 5, 40)))).convert("RGB")
    sixty_four = draw._palette_png(image, 64, draw.ZLIB_LEVEL)
    monkeypatch.setattr(draw, "PNG_MOST", len(sixty_four) - 1)
    png = to_png(image)
    assert len(png) <= draw.PNG_MOST
    assert 16 * 3 < len(Image.open(io.BytesIO(png)).getpalette() or []) <= 32 * 3  # 32 was enough: not 16


def test_a_picture_over_the_limit_even_with_16_colours_is_sent_and_logged(monkeypatch, caplog):
    from bot.render import draw

    image = board_picture.draw_board(board_data(public_view(state_after(2, 4, 5, 40)))).convert("RGB")
    monkeypatch.setattr(draw, "PNG_MOST", 1000)
    with caplog.at_level("WARNING", logger="bot.render.draw"):
        png = to_png(image)
    assert len(Image.open(io.BytesIO(png)).getpalette() or []) <= 16 * 3
    assert "even with 16 colours" in caplog.text


def test_text_is_folded_to_what_the_bundled_font_draws():
    assert fold("Siobhán – “the boat” — Seán") == "Siobhán – “the boat” — Seán"  # the font has them all
    assert fold("ok · fine…") == "ok · fine…"
    assert fold("漢") == "?"


def test_memories_module_reads_titles_only_for_placed_memories():
    seen = public_view(state_after(2, 3, 9, 0))
    data = memories_picture.memories_data(seen, PACK)
    titles = {g["title"] for g in data["grid"]}
    expected = {PACK.memory_at(g["timeline"], g["position"]).title for g in seen["grid"]}
    assert titles == expected
