"""The terminal table at 80 columns, in three languages (issue 25): nothing cut, a wrapped line's continuation
indented, a quote's margin on every line, no break at a no-break space; golden text of the same opening at a
shared screen in English, German and French.

To accept a deliberate change of the text:

    UPDATE_GOLDEN=1 python -m pytest tests/local/test_eighty_columns.py
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from rich.console import Console

from bot.terminal import cli
from bot.terminal.fold import fold_plain
from bot.terminal.screen import Screen
from tests.local.play import play

GOLDEN = Path(__file__).parent / "golden"
UPDATE = os.environ.get("UPDATE_GOLDEN") == "1"
WIDTH = 80
LINES = {
    "en": ["/campaign status", "help", "board", "/shift reveal", "/shift assign staff:Ana", "rules R14"]
    + ["cy: /shift leave staff:Cy"],
    "de": ["/kampagne stand", "hilfe", "spielplan", "/schicht aufdecken", "/schicht einteilen personal:Ana"]
    + ["regeln R14", "cy: /schicht ruhetag personal:Cy"],
    "fr": ["/campagne état", "aide", "plateau", "/quart révéler", "/quart affecter personnel:Ana", "règles R14"]
    + ["cy: /quart congé personnel:Cy"],
}


def terminal(width: int = WIDTH) -> Console:
    """A terminal of `width` columns, as a person's (wrapping, no colour), whose lines a test can collect."""
    out = Console(width=width, color_system=None, force_terminal=False, highlight=False, markup=False, emoji=False)
    out.soft_wrap = False
    return out


async def night_at(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, language: str) -> list[str]:
    monkeypatch.setattr(cli, "Screen", lambda collect=None: Screen(terminal(), collect=collect))
    status, out = await play(tmp_path, LINES[language], players="ana,ben,cy", seed=7, language=language)
    assert status == 1, out  # the last line is refused, and the script stops there
    return out


@pytest.mark.parametrize("language", sorted(LINES))
async def test_the_opening_of_a_night_at_80_columns_reads_as_its_golden_text(tmp_path, monkeypatch, language):
    out = await night_at(tmp_path, monkeypatch, language)
    text = "\n".join(out) + "\n"
    golden = GOLDEN / f"night_80_{language}.txt"
    if UPDATE:
        golden.write_text(text, encoding="utf-8")
    assert text == golden.read_text(encoding="utf-8"), (
        "UPDATE_GOLDEN=1 python -m pytest tests/local/test_eighty_columns.py"
    )


@pytest.mark.parametrize("language", sorted(LINES))
async def test_no_line_is_cut_or_broken_at_a_no_break_space(tmp_path, monkeypatch, language):
    out = await night_at(tmp_path, monkeypatch, language)
    assert max(len(line) for line in out) <= WIDTH
    starts = [line for line in out if line.lstrip(" ").startswith(("\u00a0", ";", ":", "»", "!", "?"))]
    assert starts == []
    help_at = next(
        i for i, line in enumerate(out) if line.startswith(("  /campaign new", "  /kampagne neu", "  /campagne nou"))
    )
    help_lines = out[help_at : help_at + 14]
    wrapped = [b for a, b in zip(help_lines, help_lines[1:], strict=False) if not b.startswith(("  /", "> ")) and a]
    assert wrapped and all(line.startswith("    ") for line in wrapped), help_lines  # continuations indented
    board_at = out.index({"en": "> board", "de": "> spielplan", "fr": "> plateau"}[language])
    after_board = out[board_at + 1 : next(i for i in range(board_at + 1, len(out)) if out[i].startswith("> "))]
    waiting = ("Waiting for: Cy", "Am Zug: Cy", "À Cy de jouer")
    assert sum(line.startswith(waiting) for line in after_board) == 1  # once, not twice


def test_a_quote_keeps_its_margin_on_every_line_and_a_note_its_indent():
    collected: list[str] = []
    screen = Screen(terminal(40), collect=collected.append)
    screen.private("Ben", "Read this aloud as Billy (timeline 3):\n> " + "the long walk home by the water " * 3)
    quote = collected[1:]
    assert len(quote) >= 3 and all(line.startswith("  │ ") for line in quote)
    collected.clear()
    screen.say("Waiting for: Ana: /shift assign staff:… (assign staff from the break room)")
    assert len(collected) > 1 and all(line.startswith("  ") for line in collected[1:])


def test_a_status_line_is_folded_for_the_prompt_never_cut():
    """prompt_toolkit cuts the lines above the input at the terminal's edge: they are folded first (the French
    status was 81 characters)."""
    status = "Jour 2, quart du matin · Responsable d’équipe\u00a0: Ana · révéler la Carte Patient"
    folded = fold_plain(status + "\nLa main est à\u00a0: Ana\u00a0: /quart révéler (révéler la Carte Patient)", 60)
    assert all(len(line) <= 60 for line in folded.split("\n"))
    assert folded.replace("\n  ", " ").replace("\n", " ").split() == (status + " La main est à\u00a0: Ana\u00a0: "
        "/quart révéler (révéler la Carte Patient)").split()  # fmt: skip
    assert "\u00a0\n" not in folded and "\n\u00a0" not in folded


def test_a_wide_character_counts_two_columns_so_no_letter_is_lost_at_the_edge():
    """🧩 and ✨ take two cells: a line counted in characters lost its last letter at 80 columns
    ("… aus Lebensabschnit" / "4.")."""
    line = "🧩 Cy legt „Ich heiße Billy“ ins Raster, eine vage Erinnerung aus Lebensabschnitt 4."
    folded = fold_plain(line, WIDTH)
    assert folded.replace("\n  ", " ") == line
    collected: list[str] = []
    Screen(terminal(), collect=collected.append).say(line)
    assert " ".join(part.strip() for part in collected) == line
