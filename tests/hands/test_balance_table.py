"""The balance tables (docs/balance.md) of "...and then, we held hands." reproduce exactly with their commands.

Slow: 4 runs of 1000 games with the baseline (the partner before issue 34) in both chairs (about a minute on one
core), and 12 runs of 1000 games with the bot partner: with itself, beside the baseline, beside the noisy teammate
(about half an hour on one core, most of it the partner with itself at normal).
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from bot.games.hands.content_pack import load_pack
from tools.simulate_hands import play

BALANCE = Path(__file__).resolve().parents[2] / "docs" / "balance.md"
ROW = re.compile(r"^\| (normal|challenging|difficult|impossible) \| ([\d.]+)% \| ([\d.]+) \| ([\d.]+) \| (.+) \|$")
PARTNER_ROW = re.compile(
    r"^\| (normal|challenging|difficult|impossible) \| (itself|baseline|noisy) \| ([\d.]+)% \| ([\d.]+) \| ([\d.]+) "
    r"\| (.+) \| ([\d.]+) ms \|$"
)
PARTNER_COMMAND = (
    "python -m bot simulate --game hands --difficulty $d --games 1000 --policy partner [--teammate baseline|noisy]"
)


def _table() -> dict[str, tuple[str, str, str, str]]:
    section = BALANCE.read_text(encoding="utf-8").split("## Balance of ...and then, we held hands.", 1)[1]
    return {m[1]: (m[2], m[3], m[4], m[5]) for m in (ROW.match(line.strip()) for line in section.splitlines()) if m}


def test_the_table_is_there_with_its_command():
    assert sorted(_table()) == ["challenging", "difficult", "impossible", "normal"]
    section = BALANCE.read_text(encoding="utf-8").split("## Balance of ...and then, we held hands.", 1)[1]
    assert "python -m bot simulate --game hands --difficulty $d --games 1000 --policy baseline" in section


@pytest.mark.slow
@pytest.mark.parametrize("difficulty", ["normal", "challenging", "difficult", "impossible"])
def test_the_table_reproduces_with_the_command_it_shows(difficulty):
    report = play(load_pack(), difficulty, 1000, "baseline", 1)
    found = (
        f"{report.win_rate:.1f}",
        f"{report.turns / report.games:.2f}",
        f"{report.objectives / report.games:.2f}",
        report.causes(),
    )
    assert found == _table()[difficulty]


def _partner_table() -> dict[tuple[str, str], tuple[str, ...]]:
    section = BALANCE.read_text(encoding="utf-8").split("## Balance of ...and then, we held hands.", 1)[1]
    rows = (PARTNER_ROW.match(line.strip()) for line in section.splitlines())
    return {(m[1], m[2]): (m[3], m[4], m[5], m[6]) for m in rows if m}


def test_the_partners_table_is_there_with_its_command():
    assert len(_partner_table()) == 12  # each difficulty, with each teammate
    section = BALANCE.read_text(encoding="utf-8").split("## Balance of ...and then, we held hands.", 1)[1]
    assert PARTNER_COMMAND in section


@pytest.mark.slow
@pytest.mark.timeout(3600)  # the partner with itself at normal: about 5 minutes on an idle core, 20 on a busy one
@pytest.mark.parametrize("teammate", ["itself", "baseline", "noisy"])
@pytest.mark.parametrize("difficulty", ["normal", "challenging", "difficult", "impossible"])
def test_the_partners_table_reproduces_with_the_command_it_shows(difficulty, teammate):
    report = play(load_pack(), difficulty, 1000, "partner", 1, None if teammate == "itself" else teammate)
    found = (
        f"{report.win_rate:.1f}",
        f"{report.turns / report.games:.2f}",
        f"{report.objectives / report.games:.2f}",
        report.causes(),
    )
    assert found == _partner_table()[(difficulty, teammate)]
