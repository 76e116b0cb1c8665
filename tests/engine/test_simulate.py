"""`python -m bot simulate` plays whole games with either policy and reports in the promised form."""

import re
import subprocess
import sys
from pathlib import Path

from bot.engine import legal_actions
from bot.policies import BaselinePolicy
from bot.simulate import play
from tests.fixtures.pack import fixture_pack

ROOT = Path(__file__).resolve().parents[2]


def test_simulate_command_prints_rate_days_and_causes():
    out = subprocess.run(
        [sys.executable, "-m", "bot", "simulate", "--content", "fixture", "--games", "20", "--policy", "random"],
        capture_output=True,
        text=True,
        cwd=ROOT,
        check=True,
    ).stdout
    assert re.search(r"^win rate \d+\.\d%$", out, re.M)
    assert re.search(r"games/s, \d+\.\d decisions per game", out)
    assert "mean days" in out and "causes of loss" in out


def test_both_policies_only_choose_legal_actions_and_finish_games():
    pack = fixture_pack()
    for policy in ("random", "baseline"):
        report = play(pack, scenario=2, players=3, games=10, policy=policy, seed=7)
        assert report.games == 10
        assert report.wins + sum(report.losses.values()) == 10


def test_baseline_policy_chooses_medical_at_night_when_the_day_had_none():
    """R12 awareness: the baseline never takes the Warning for skipping Medical care."""
    from bot.engine import apply, new_game

    state = new_game(fixture_pack(), 1, ["Ana", "Ben", "Cy"], seed=3)
    policy = BaselinePolicy(3)
    warnings_for_no_medical = 0
    while state.result is None:
        outcome = apply(state, policy.choose(state, legal_actions(state)))
        warnings_for_no_medical += sum(
            1 for e in outcome.events if e.kind == "warning" and e.data["reason"] == "no_medical_care"
        )
    assert warnings_for_no_medical == 0
