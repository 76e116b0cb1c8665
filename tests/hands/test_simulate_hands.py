"""`python -m bot simulate --game hands` reports in the promised form; Holding On's report is unchanged."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

from bot.games.hands.content_pack import load_pack
from bot.games.hands.engine import apply, legal_actions, public_view
from tests.hands.helpers import fresh
from tools.hands_baseline import BaselinePartner
from tools.hands_teammates import NoisyTeammate
from tools.simulate_hands import play

ROOT = Path(__file__).resolve().parents[2]


def _run(*args: str, check: bool = True) -> subprocess.CompletedProcess[str]:
    command = [sys.executable, "-m", "bot", "simulate", *args]
    return subprocess.run(command, capture_output=True, text=True, cwd=ROOT, check=check)


def test_the_command_prints_win_rate_turns_and_causes_of_loss():
    out = _run("--game", "hands", "--difficulty", "challenging", "--games", "30", "--policy", "random").stdout
    assert out.splitlines()[0] == "...and then, we held hands., difficulty challenging, policy random in both seats"
    assert re.search(r"^30 games in [\d.]+ s: \d+ games/s, [\d.]+ decisions per game$", out, re.M)
    assert re.search(r"^win rate \d+\.\d%$", out, re.M) and re.search(r"^mean turns [\d.]+$", out, re.M)
    assert re.search(r"^causes of loss: stuck, no legal step \(H18a\) \d+", out, re.M)


def test_the_partner_is_measured_beside_a_teammate_and_only_its_decisions_are_timed():
    out = _run("--game", "hands", "--games", "2", "--policy", "partner", "--teammate", "noisy").stdout
    assert (
        out.splitlines()[0]
        == "...and then, we held hands., difficulty normal, policy partner (North) with noisy (South)"
    )
    assert re.search(r"^policy decisions: \d+, CPU p50 [\d.]+ ms, p99 [\d.]+ ms, max [\d.]+ ms$", out, re.M)
    report = play(load_pack(), "normal", 2, "partner", 1, "baseline")
    assert 0 < len(report.decision_seconds) < report.decisions  # North's decisions, not South's


def test_a_policy_that_is_not_the_games_is_refused():
    hands = _run("--game", "hands", "--games", "2", "--policy", "standin", check=False)
    assert hands.returncode == 2 and "--policy for the second game is one of partner, baseline, random" in hands.stderr
    holding_on = _run("--content", "fixture", "--games", "2", "--policy", "partner", check=False)
    assert holding_on.returncode == 2 and "--policy for Holding On is one of" in holding_on.stderr


def test_holding_ons_report_is_what_it_was():
    plain = _run("--content", "fixture", "--games", "3").stdout
    named = _run("--game", "holding_on", "--content", "fixture", "--games", "3").stdout
    timing = re.compile(r"in [\d.]+ s: \d+ games/s")
    assert timing.sub("", plain) == timing.sub("", named)
    assert plain.splitlines()[0].startswith("scenario 1, 3 players, policy baseline")


def test_a_run_reproduces_and_times_each_decision_of_the_policy():
    pack = load_pack()
    for policy, teammate in (("partner", None), ("baseline", None), ("partner", "noisy")):
        first, again = play(pack, "difficult", 3, policy, 7, teammate), play(pack, "difficult", 3, policy, 7, teammate)
        assert (first.wins, first.turns, first.losses, first.decisions) == (
            again.wins,
            again.turns,
            again.losses,
            again.decisions,
        )
        assert first.lines()[-1].startswith("policy decisions: ")
        if teammate is None:
            assert len(first.decision_seconds) == first.decisions


def test_the_noisy_teammate_walks_a_random_legal_way_about_one_turn_in_four():
    state = fresh("normal", seed=11)
    noisy, baseline = NoisyTeammate(0, 11), BaselinePartner(1)
    turns = walked = 0
    while state.result is None:
        legal = legal_actions(state)
        seat = legal[0].seat
        view = public_view(state)
        action = (noisy if seat == 0 else baseline).choose(view)
        assert action in legal
        if seat == 0 and action.kind == "step" and len(view["path"]) == 1:
            turns += 1
            walked += bool(noisy._walk)  # a random way: its remaining steps (and its end) are queued
        apply(state, action)
    assert turns >= 8 and 0 < walked < turns
