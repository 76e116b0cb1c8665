"""The balance table (docs/balance.md) reproduces exactly with the command it shows (issue 15), and meets the curve.

Slow: 30 runs of 1000 games (a few minutes on one core). The curve's aims are checked on the table as
written, in the default run, so a table that misses them fails at once; the re-run is the slow tier's.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from bot.games.holding_on.content_pack import load_pack
from tools.simulate import play

BALANCE = Path(__file__).resolve().parents[2] / "docs" / "balance.md"
ROW = re.compile(r"^\| (\d+) [^|]+\| ([\d.]+)% \| ([\d.]+) \| [^|]+\| ([\d.]+)% \| ([\d.]+)% \|$")
CHOICE = re.compile(r"scenario\s+(\d+)[^`]*\(`--flags (\w+)`[^)]*\) is\s+([\d.]+)%")


def _holding_on_section() -> str:
    text = BALANCE.read_text(encoding="utf-8")
    return text.split("## Balance of Holding On", 1)[1].split("## Balance of ...and then", 1)[0]


def _table() -> dict[int, tuple[float, float, float, float]]:
    """scenario -> (3 players, mean days, 2 players, 4 players), from docs/balance.md."""
    section = _holding_on_section()
    rows = {}
    for line in section.splitlines():
        found = ROW.match(line.strip())
        if found:
            n, three, days, two, four = found.groups()
            rows[int(n)] = (float(three), float(days), float(two), float(four))
    return rows


def test_the_table_meets_the_curve() -> None:
    rows = _table()
    assert sorted(rows) == list(range(1, 11))
    three = {n: rows[n][0] for n in rows}
    assert 50 <= three[1] <= 65
    assert all(three[n] <= three[n - 1] + 10 for n in range(2, 11))  # never more than 10 points easier
    assert min(three.values()) >= 20
    assert 20 <= three[10] <= 35
    for n, (rate, _, two, four) in rows.items():
        assert abs(two - rate) <= 10 and abs(four - rate) <= 10, n


@pytest.mark.slow
@pytest.mark.parametrize("scenario", range(1, 11))
def test_the_table_reproduces_with_the_command_it_shows(scenario: int) -> None:
    pack = load_pack()
    three, days, two, four = _table()[scenario]
    report = play(pack, scenario, 3, 1000, "baseline", 1)
    assert (f"{report.win_rate:.1f}", f"{report.days / report.games:.2f}") == (f"{three:.1f}", f"{days:.2f}")
    assert f"{play(pack, scenario, 2, 1000, 'baseline', 1).win_rate:.1f}" == f"{two:.1f}"
    assert f"{play(pack, scenario, 4, 1000, 'baseline', 1).win_rate:.1f}" == f"{four:.1f}"


@pytest.mark.slow
def test_the_choices_quoted_beside_the_table_reproduce() -> None:
    pack = load_pack()
    text = " ".join(_holding_on_section().split())
    quoted = CHOICE.findall(text)
    assert len(quoted) == 2, quoted
    for scenario, flag, rate in quoted:
        report = play(pack, int(scenario), 3, 1000, "baseline", 1, choices=(flag,))
        assert f"{report.win_rate:.1f}" == rate, (scenario, flag)
