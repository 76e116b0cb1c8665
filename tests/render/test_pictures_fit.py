"""Pictures fit their words (issue 25): a German or French label is never cut with "…" (the catalogue gives a
shorter form for tight places, `.short`); ranges take an en dash; the assistant pool's count is written once."""

from __future__ import annotations

import random

import pytest

from bot.games.holding_on.content_pack import load_pack
from bot.games.holding_on.engine import apply, legal_actions, new_game, public_view, view
from bot.games.holding_on.render import board_picture, memories_picture
from bot.games.holding_on.render.board_picture import board_data
from bot.games.holding_on.render.memories_picture import memories_data
from bot.render import draw

ELLIPSIS = "\u2026"


def _cut_while_drawing(monkeypatch, lang: str) -> list[str]:
    """Every label `fit` had to shorten with an ellipsis, over shipped-pack positions of scenarios 1, 2 and 7."""
    cut: list[str] = []
    real = draw.fit

    def fit(text, size, width, bold=False):
        said = real(text, size, width, bold)
        if said.endswith(ELLIPSIS) and not text.endswith(ELLIPSIS):
            cut.append(text)
        return said

    for module in (draw, board_picture, memories_picture):
        monkeypatch.setattr(module, "fit", fit)
    engine, words = load_pack(), load_pack(language=lang)
    for scenario, seed in ((1, 1), (2, 2), (7, 4)):
        state = new_game(engine, scenario, ["Ana", "Ben", "Cy"], seed)
        chooser = random.Random(seed)
        for decision in range(150):
            if state.result is not None:
                break
            if decision % 6 == 0:
                board_picture.draw_board(board_data(view(state, 0), lang))
                memories_picture.draw_memories(memories_data(public_view(state), words, lang))
            apply(state, chooser.choice(legal_actions(state)))
    return cut


@pytest.mark.slow
@pytest.mark.parametrize("lang", ["de", "fr"])
def test_no_german_or_french_label_is_cut(monkeypatch, lang):
    engine = load_pack()
    owned_by_the_pack = [c.name for s in engine.scenarios for u in (s.setup, *s.conditional_setup) for c in u.contacts]
    owned_by_the_pack += [m.title for m in load_pack(language=lang).memories]
    cut = [t for t in _cut_while_drawing(monkeypatch, lang) if not any(n in t or t in n for n in owned_by_the_pack)]
    assert cut == [], sorted(set(cut))


def test_colour_bands_are_ranges_with_an_en_dash(monkeypatch):
    drawn: list[str] = []
    real = draw.Painter.text

    def text(self, x, y, words, *args, **kwargs):
        drawn.append(words)
        return real(self, x, y, words, *args, **kwargs)

    monkeypatch.setattr(draw.Painter, "text", text)
    state = new_game(load_pack(), 1, ["Ana", "Ben"], 1)
    for lang in ("en", "de", "fr"):
        board_picture.draw_board(board_data(public_view(state), lang))
    ranges = [words for words in drawn if any(ch.isdigit() for ch in words) and ("\u2013" in words or "-" in words)]
    assert any("4\u20137" in words for words in ranges) and not [w for w in ranges if "4-7" in w or "30-14" in w]
    assert any("14\u201330" in words for words in ranges)  # low to high, as every other band (issue 36)


def test_a_finished_boards_unplayed_shifts_are_not_waiting_to_be_revealed(monkeypatch):
    """Issue 36: a won board read "not revealed yet" on its shifts."""
    drawn: list[str] = []
    real = draw.Painter.text
    monkeypatch.setattr(
        draw.Painter, "text", lambda self, x, y, words, *a, **k: drawn.append(words) or real(self, x, y, words, *a, **k)
    )
    state = new_game(load_pack(), 1, ["Ana", "Ben"], 1)
    finished = {**public_view(state), "result": "won"}
    board_picture.draw_board(board_data(finished, "en"))
    assert "not played" in drawn and "not revealed yet" not in drawn
    drawn.clear()
    board_picture.draw_board(board_data(public_view(state), "en"))
    assert "not revealed yet" in drawn


def test_the_assistant_pool_writes_its_count_once(monkeypatch):
    """It drew "●●●●●● 6 6 Care Tokens": the discs, the number past five, and the words with the number again."""
    drawn: list[str] = []
    real = draw.Painter.text

    def text(self, x, y, words, *args, **kwargs):
        drawn.append(words)
        return real(self, x, y, words, *args, **kwargs)

    monkeypatch.setattr(draw.Painter, "text", text)
    state = new_game(load_pack(), 1, ["Ana", "Ben", "Cy"], 1)
    state.pool = 6
    board_picture.draw_board(board_data(public_view(state), "en"))
    assert "6 Care Tokens" in drawn and drawn.count("6") == 1  # the condition track's 6, not the pool's again
