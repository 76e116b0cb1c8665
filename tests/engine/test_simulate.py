"""`python -m bot simulate` plays whole games with either policy and reports in the promised form."""

import re
import subprocess
import sys
from pathlib import Path

import pytest

from bot.games.holding_on.engine import legal_actions, new_game
from tests.fixtures.pack import fixture_pack
from tools.policies import BaselinePolicy
from tools.simulate import campaign_flags_before, play

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
    from bot.games.holding_on.engine import apply

    state = new_game(fixture_pack(), 1, ["Ana", "Ben", "Cy"], seed=3)
    policy = BaselinePolicy(3)
    warnings_for_no_medical = 0
    while state.result is None:
        outcome = apply(state, policy.choose(state, legal_actions(state)))
        warnings_for_no_medical += sum(
            1 for e in outcome.events if e.kind == "warning" and e.data["reason"] == "no_medical_care"
        )
    assert warnings_for_no_medical == 0


def test_a_later_scenario_is_played_with_the_flags_of_the_campaign_so_far(monkeypatch):
    """A campaign played in order reaches scenario N holding the flags every win of 1..N-1 carries (default on)."""
    import tools.simulate as simulate

    pack = fixture_pack()
    assert campaign_flags_before(pack, 1) == []
    assert campaign_flags_before(pack, 2) == ["chapter_one_done"]
    seen = []

    def recording_new_game(*args, **kwargs):
        seen.append(list(kwargs["campaign_flags"]))
        return new_game(*args, **kwargs)

    monkeypatch.setattr(simulate, "new_game", recording_new_game)
    play(pack, scenario=2, players=3, games=2, policy="baseline", seed=1)
    play(pack, scenario=2, players=3, games=2, policy="baseline", seed=1, campaign_flags=False)
    assert seen == [["chapter_one_done"]] * 2 + [[]] * 2


def test_the_flags_change_the_setup_and_the_command_can_turn_them_off():
    """The fixture's scenario 2 gives each Nurse 2 tokens after chapter one; --no-campaign-flags starts cold."""
    pack = fixture_pack()
    warm = new_game(pack, 2, ["Ana", "Ben", "Cy"], seed=1, campaign_flags=campaign_flags_before(pack, 2))
    cold = new_game(pack, 2, ["Ana", "Ben", "Cy"], seed=1)
    assert {s.tokens for s in warm.staff.values() if s.kind == "nurse"} == {2}
    assert {s.tokens for s in cold.staff.values() if s.kind == "nurse"} == {1}

    def run(*extra: str) -> str:
        command = [sys.executable, "-m", "bot", "simulate", "--content", "fixture", "--scenario", "2", "--games", "5"]
        return subprocess.run(command + list(extra), capture_output=True, text=True, cwd=ROOT, check=True).stdout

    assert "campaign flags: chapter_one_done" in run()
    assert "campaign flags: none" in run("--no-campaign-flags")


@pytest.mark.slow
def test_a_choice_an_earlier_chapter_left_open_is_added_only_when_asked_for():
    """The shipped pack: Col is a call scenario 5 does not need; scenario 7 is played without it unless --flags."""
    from bot.games.holding_on.content_pack import load_pack
    from tools.simulate import choices_before

    pack = load_pack()
    assert "rang_col" not in campaign_flags_before(pack, 7)
    assert {"called_jess", "found_maureens_number", "called_maureen"} <= set(campaign_flags_before(pack, 7))
    assert choices_before(pack, 7) == [
        "saw_the_door",
        "asked_hollis",
        "heard_the_statement",
        "heard_the_ticket",
        "rang_col",
    ]
    assert set(choices_before(pack, 11)) == {
        "saw_the_door",
        "asked_hollis",
        "heard_the_statement",
        "heard_the_ticket",
        "rang_col",
        "rang_maureen",
        "told_siobhan",
        "told_francis",
        "made_statement",
        "gave_liam_the_letter",  # the letter to Liam (issue 35): posted now, or kept "for after"
        "kept_the_letter",
    }

    def run(*extra: str) -> subprocess.CompletedProcess:
        command = [sys.executable, "-m", "bot", "simulate", "--scenario", "7", "--games", "2", *extra]
        return subprocess.run(command, capture_output=True, text=True, cwd=ROOT)

    chosen = run("--flags", "rang_col")
    assert chosen.returncode == 0 and "rang_col" in chosen.stdout.splitlines()[0]
    refused = run("--flags", "rang_col,told_francis")  # scenario 9's choice is not made before 7
    assert refused.returncode == 2 and refused.stdout == ""
    assert refused.stderr.strip() == (
        "--flags takes choices made before scenario 7: saw_the_door, asked_hollis, heard_the_statement, "
        "heard_the_ticket, rang_col; not told_francis."
    )
