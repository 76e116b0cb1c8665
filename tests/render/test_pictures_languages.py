"""The pictures in German and French (issue 16): their labels in the campaign's language, drawn with
the bundled font's own letters (ä ö ü ß é è à ç œ ’ « »), never folded to plain ASCII or '?'.

The text each picture draws is caught at `Painter.text`, the one way words reach a picture.
"""

from __future__ import annotations

import pytest

from bot.games.holding_on.content_pack import load_pack
from bot.games.holding_on.engine import new_game, public_view, view
from bot.games.holding_on.render import board_picture, memories_picture
from bot.games.holding_on.render.board_picture import board_data, board_png
from bot.games.holding_on.render.embeds import board_embed, memories_embed
from bot.games.holding_on.render.memories_picture import memories_data
from bot.i18n import read_sources
from bot.render import draw
from bot.render.draw import drawable, fold, font
from tests.render.pictures_support import PACK, png_image, state_after

LETTERS = "äöüßÄÖÜéèàçœÉÈÀÇŒ’«»êâîôûëïÿ"
# Label words of the English pictures that no German or French picture may show (names and the
# fixture pack's own English titles aside).
ENGLISH = (
    "Nurses", "Morning", "Night shift", "Care Tokens", "Break room", "On Leave", "Assistant pool",
    "Shift Manager", "Timeline", "Objective", "Rewards", "nobody", "deterioration", "asked for",
    "slots empty", "Billy's", "face-down", "Staff spaces", "Partial", "Clear", "On-Call",
)  # fmt: skip


def _drawn(monkeypatch, draw_picture) -> list[str]:
    """Every line of text a picture draws, as the font receives it."""
    seen: list[str] = []
    real = draw.Painter.text

    def text(self, x, y, words, *args, **kwargs):
        seen.append(fold(words))
        return real(self, x, y, words, *args, **kwargs)

    monkeypatch.setattr(draw.Painter, "text", text)
    draw_picture()
    return seen


def test_the_bundled_font_draws_german_and_french_letters():
    blank = font(20).getmask("\ue000")  # the font's "no glyph" box
    for ch in LETTERS:
        mask = font(20).getmask(ch)
        assert mask.getbbox() is not None, ch  # something is drawn
        assert (mask.size, bytes(mask)) != (blank.size, bytes(blank)), ch  # and it is the letter, not a box
        assert drawable(ch) and fold(ch) == ch, ch
    assert not drawable("漢") and fold("漢") == "?"


def test_every_letter_of_the_german_and_french_labels_is_drawn_as_it_is():
    for lang in ("de", "fr"):
        text = "".join(read_sources(lang).values())  # the table's words and every game's
        missing = sorted({ch for ch in text if not drawable(ch) and ord(ch) < 0x2600})  # emoji are for Discord
        assert not missing, (lang, missing)


@pytest.mark.parametrize(
    ("lang", "expected"),
    [
        (
            "de",
            [
                "Pflegekräfte",
                "Billys Zustand",
                "Frühschicht",
                "Spätschicht",
                "Versorgungsmarker",
                "Aushilfe 2",
                "Abruf-Aushilfe 1",
            ],
        ),
        (
            "fr",
            [
                "Personnel infirmier",
                "État de Billy",
                "Quart de l’après-midi",
                "Jetons de soin",
                "Salle de repos",
                "Assistants sur appel",
            ],
        ),
    ],
)
def test_a_board_is_labelled_in_the_campaigns_language(monkeypatch, lang, expected):
    seen = view(state_after(2, 3, 16, 20), 1)  # a seat's view: her hand is labelled too
    data = board_data(seen, lang)
    lines = _drawn(monkeypatch, lambda: board_picture.draw_board(data))
    drawn = "\n".join(lines)
    for words in expected:
        assert words in drawn, (lang, words)
    for words in ENGLISH:
        assert words not in drawn, (lang, words)
    assert any(ch in drawn for ch in "äöüßéèàç’"), lang


def test_the_board_picture_differs_by_language_and_is_cached_per_language():
    seen = public_view(state_after(2, 3, 16, 20))
    pictures = {lang: board_png(seen, lang) for lang in ("en", "de", "fr")}
    assert len(set(pictures.values())) == 3
    assert board_png(seen, "de") == pictures["de"]
    assert png_image(pictures["de"]).width == 960


@pytest.mark.parametrize(
    ("lang", "expected"),
    [
        ("de", ["Billys Vergangenheit", "Aufgabe", "Abschnitt", "Erinnerungen, die die Aufgabe verlangt"]),
        ("fr", ["Souvenirs rassemblés de Billy", "Objectif", "Période", "Mémoires demandées par l’objectif"]),
    ],
)
def test_the_memories_picture_is_labelled_and_titled_in_the_campaigns_language(monkeypatch, lang, expected):
    pack = load_pack(language=lang)  # the shipped pack's words in that language
    state = new_game(pack, 2, ["Jürgen", "Zoé", "Ana"], seed=5)
    data = memories_data(public_view(state), pack, lang)
    lines = _drawn(monkeypatch, lambda: memories_picture.draw_memories(data))
    drawn = "\n".join(lines)
    for words in expected + [fold(data["objective_text"].split()[0])]:
        assert words in drawn, (lang, words)
    for words in ENGLISH:
        assert words not in drawn, (lang, words)


@pytest.mark.parametrize("lang", ["de", "fr"])
def test_the_text_alternative_speaks_the_campaigns_language(lang):
    state = state_after(2, 3, 16, 20)
    text = str(board_embed(view(state, 1), lang)) + str(memories_embed(public_view(state), PACK, lang))
    for words in ENGLISH:
        assert words not in text.replace("title of memory", ""), (lang, words)
    assert ("Pflegekräfte" if lang == "de" else "Personnel infirmier") in text


def _pawn_letters(monkeypatch, lang: str) -> list[str]:
    """The letters every pawn of a board carries, in drawing order."""
    letters: list[str] = []
    real = draw.Painter.pawn

    def pawn(self, cx, cy, r, shape, fill, label=""):
        if fill in (draw.ASSISTANT_COLOUR, draw.ON_CALL_COLOUR):
            letters.append(label)
        return real(self, cx, cy, r, shape, fill, label)

    monkeypatch.setattr(draw.Painter, "pawn", pawn)
    board_picture.draw_board(board_data(public_view(state_after(2, 3, 16, 20)), lang))
    monkeypatch.undo()
    return letters


def test_the_pawns_carry_the_initials_of_the_languages_own_terms(monkeypatch):
    """An On-Call pawn is "OC" in English, "Ab" (Aushilfe auf Abruf) in German, "SA" (Sur appel) in French;
    an Assistant is "A1"/"A2" in all three (Aushilfe, Assistant). Two letters at most, in the pawn's circle."""
    pawns = {lang: _pawn_letters(monkeypatch, lang) for lang in ("en", "de", "fr")}
    assert "OC" in pawns["en"] and {"A1", "A2"} <= set(pawns["en"])
    assert "OC" not in pawns["de"] and "Ab" in pawns["de"] and {"A1", "A2"} <= set(pawns["de"])
    assert "OC" not in pawns["fr"] and "SA" in pawns["fr"] and {"A1", "A2"} <= set(pawns["fr"])
    assert pawns["de"] != pawns["en"] and pawns["fr"] != pawns["en"]
    for lang, letters in pawns.items():
        for label in letters:
            assert len(label) <= 2 and all(drawable(ch) for ch in label), (lang, label)
            assert draw.text_width(label, 10, True) < 2 * 9 - 2, (lang, label)  # fits the smallest pawn (r=9)
