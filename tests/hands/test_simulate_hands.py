"""`python -m bot simulate --game hands` reports in the promised form; Holding On's report is unchanged."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

from bot.games.hands.content_pack import load_pack
from tools.simulate_hands import play

ROOT = Path(__file__).resolve().parents[2]


def _run(*args: str) -> str:
    command = [sys.executable, "-m", "bot", "simulate", *args]
    return subprocess.run(command, capture_output=True, text=True, cwd=ROOT, check=True).stdout


def test_the_command_prints_win_rate_turns_and_causes_of_loss():
    out = _run("--game", "hands", "--difficulty", "challenging", "--games", "30", "--policy", "random")
    assert out.splitlines()[0] == "...and then, we held hands., difficulty challenging, policy random in both seats"
    assert re.search(r"^30 games in [\d.]+ s: \d+ games/s, [\d.]+ decisions per game$", out, re.M)
    assert re.search(r"^win rate \d+\.\d%$", out, re.M) and re.search(r"^mean turns [\d.]+$", out, re.M)
    assert re.search(r"^causes of loss: stuck, no legal step \(H18a\) \d+", out, re.M)


def test_holding_ons_report_is_what_it_was():
    plain = _run("--content", "fixture", "--games", "3")
    named = _run("--game", "holding_on", "--content", "fixture", "--games", "3")
    timing = re.compile(r"in [\d.]+ s: \d+ games/s")
    assert timing.sub("", plain) == timing.sub("", named)
    assert plain.splitlines()[0].startswith("scenario 1, 3 players, policy baseline")


def test_a_run_reproduces_and_the_baseline_times_its_decisions():
    pack = load_pack()
    first, again = play(pack, "difficult", 3, "baseline", 7), play(pack, "difficult", 3, "baseline", 7)
    assert (first.wins, first.turns, first.losses, first.decisions) == (
        again.wins,
        again.turns,
        again.losses,
        again.decisions,
    )
    assert len(first.decision_seconds) == first.decisions and first.lines()[-1].startswith("partner decisions: ")
