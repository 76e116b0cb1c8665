"""The shipped pack (content/) checks clean, and holds the campaign issue 3 asks for."""

from __future__ import annotations

import random
import re
import tomllib
from pathlib import Path

import pytest

from bot.content_pack import load_pack, pack_hash
from bot.content_pack.checks import normalise_quote
from bot.content_pack.cli import check
from bot.engine import ContentPack, apply, legal_actions, new_game, start_events
from tests.content.packs import REPO, SHIPPED, copy_shipped, edit

RULES = REPO.parent / "shared" / "rules"  # the rulebooks, kept beside the repository (not part of it)


@pytest.fixture(scope="module")
def pack() -> ContentPack:
    return load_pack(SHIPPED)


def _setups(scenario):
    return [scenario.setup, *scenario.conditional_setup]


def _words(text: str) -> list[str]:
    return re.findall(r"[a-z0-9]+(?:'[a-z]+)?", text.lower().replace("’", "'"))


def _prose(pack: ContentPack) -> list[str]:
    texts = [pack.pack.content_note]
    for m in pack.memories:
        texts += [m.title, m.quote, m.partial_scene, m.clear_scene]
    texts += [e.title for e in pack.events]
    for s in pack.scenarios:
        texts += [s.title, s.intro_1, s.intro_2, s.setup_text, s.objective_text, s.outcome]
        texts += [t.text for t in s.triggers]
        for setup in _setups(s):
            for contact in setup.contacts:
                texts += [contact.name] + [e.text for e in contact.effects if e.text]
    return texts


# --- it loads, and the command says so -------------------------------------------------------------


def test_the_shipped_pack_checks_clean(capsys: pytest.CaptureFixture[str]) -> None:
    assert check(None) == 0
    out = capsys.readouterr().out.strip().splitlines()
    assert len(out) == 1
    assert "ok" in out[0]
    assert "39 patients" in out[0] and "30 memories" in out[0] and "10 events" in out[0] and "10 scenarios" in out[0]


def test_counts_and_grid(pack: ContentPack) -> None:
    assert sum(p.in_base for p in pack.patients) == 39
    assert len(pack.memories) == 30
    assert sorted((m.timeline, m.position) for m in pack.memories) == [(t, p) for t in range(1, 6) for p in range(1, 7)]
    base = [e for e in pack.events if e.in_base]
    assert sum(e.deck == "partial" for e in base) == 5 and sum(e.deck == "clear" for e in base) == 5
    assert [s.number for s in pack.scenarios] == list(range(1, 11))


def test_the_default_pack_is_the_repositorys_content_folder(monkeypatch: pytest.MonkeyPatch, pack) -> None:
    monkeypatch.delenv("CONTENT_DIR", raising=False)
    assert load_pack().hash == pack.hash


def test_content_dir_points_at_another_pack(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, pack) -> None:
    root = copy_shipped(tmp_path)
    edit(root, "pack.toml", 'name = "Go Home, Billy"', 'name = "A Private Pack"')
    monkeypatch.setenv("CONTENT_DIR", str(root))
    other = load_pack()
    assert other.pack.name == "A Private Pack"
    assert other.hash != pack.hash


def test_the_hash_identifies_the_pack(tmp_path: Path, pack: ContentPack) -> None:
    assert re.fullmatch(r"[0-9a-f]{64}", pack.hash)
    assert load_pack(SHIPPED).hash == pack.hash == pack_hash(SHIPPED)
    root = copy_shipped(tmp_path)
    assert load_pack(root).hash == pack.hash  # the folder's place does not matter, only its files
    (root / "STORY.md").write_text("notes are not part of the pack", encoding="utf-8")
    assert load_pack(root).hash == pack.hash
    edit(root, "scenarios/04.toml", "on_call_assistants = 1", "on_call_assistants = 2")
    assert load_pack(root).hash != pack.hash


# --- the rules' data ---------------------------------------------------------------------------


def test_the_rulebooks_two_event_examples_are_there_exactly_as_r25_writes_them(pack: ContentPack) -> None:
    events = [(e.deck, e.green, e.orange, e.red, e.black) for e in pack.events if e.in_base]
    assert (
        "partial",
        ["quiet_moment"],
        ["quiet_moment"],
        ["quiet_moment", "trust_for_memory_ignoring_events"],
        ["no_more_talking"],
    ) in events
    assert ("clear", ["ignore"], ["change_of_subject"], ["change_of_subject", "remove"], ["no_more_talking"]) in events


def test_the_patient_table_at_the_top_of_the_file_matches_the_cards(pack: ContentPack) -> None:
    rows = {}
    for line in (SHIPPED / "patients.toml").read_text(encoding="utf-8").splitlines():
        tokens = line.lstrip("#").split()
        if not line.startswith("#") or not tokens or not tokens[0].startswith("p-"):
            continue
        card_id, kind, staff, symbols, rest = tokens[0], tokens[1], int(tokens[2]), int(tokens[3]), tokens[4:]
        rewards = []
        while rest and rest[0] in ("memory", "token", "either"):
            rewards.append(rest.pop(0))
        if not rewards:
            assert rest.pop(0) == "-", line
        rows[card_id] = (kind, staff, symbols, rewards, rest[0] == "yes")
    cards = {p.id: (p.kind, p.staff, p.deterioration, list(p.rewards), p.inquiry) for p in pack.patients}
    assert rows == cards


def test_the_patient_mix(pack: ContentPack) -> None:
    base = [p for p in pack.patients if p.in_base]
    kinds = {k: [p for p in base if p.kind == k] for k in ("stable", "deteriorating", "emergency")}
    assert [len(kinds[k]) for k in kinds] == [14, 19, 6]
    assert all(1 <= p.staff <= 2 and 1 <= len(p.rewards) <= 2 for p in kinds["stable"])
    assert sum(p.inquiry for p in kinds["stable"]) >= 10
    assert all(1 <= p.deterioration <= 3 and 1 <= len(p.rewards) <= 3 for p in kinds["deteriorating"])
    assert all(3 <= p.deterioration <= 5 and 2 <= p.staff <= 3 for p in kinds["emergency"])


# --- the campaign -----------------------------------------------------------------------------


def test_scenario_one_is_the_rulebooks(pack: ContentPack) -> None:
    first = pack.scenario(1)
    assert first.objective.model_dump() == {"clear_in_each_timeline": 1}
    assert not first.setup.focus and not first.setup.contacts and not first.setup.start_partials


def test_from_scenario_two_on_focus_and_starting_partials(pack: ContentPack) -> None:
    for scenario in pack.scenarios[1:]:
        assert scenario.setup.focus, scenario.number
        assert len(scenario.setup.start_partials) >= 2, scenario.number


def test_at_least_three_scenarios_change_setup_or_rules_beyond_scenario_one(pack: ContentPack) -> None:
    def changes(scenario) -> bool:
        return any(
            setup.remove_events
            or setup.add_events
            or setup.remove_patients
            or setup.add_patients
            or setup.starting_condition is not None
            or setup.starting_tokens is not None
            or setup.on_call_assistants is not None
            or setup.contacts
            for setup in _setups(scenario)
        )

    assert sum(changes(s) for s in pack.scenarios[1:]) >= 3


def test_calls_matter_from_a_middle_scenario_on(pack: ContentPack) -> None:
    with_calls = [s.number for s in pack.scenarios if s.setup.contacts]
    assert with_calls == [5, 6, 7, 8, 9, 10]
    for number in with_calls:
        objective = str(pack.scenario(number).objective.model_dump())
        assert "flags" in objective, number  # the call is part of the objective


def test_each_later_scenario_reads_the_campaign_so_far(pack: ContentPack) -> None:
    earlier: set[str] = set()
    for scenario in pack.scenarios:
        for conditional in scenario.conditional_setup:
            assert conditional.if_flag in earlier, (scenario.number, conditional.if_flag)
        earlier |= set(scenario.outcome_flags)
    assert sum(len(s.conditional_setup) for s in pack.scenarios) >= 4


@pytest.mark.parametrize("with_flags", [True, False])
def test_every_scenario_starts_in_the_engine(pack: ContentPack, with_flags: bool) -> None:
    flags: list[str] = []
    for scenario in pack.scenarios:
        state = new_game(
            pack, scenario.number, ["Ana", "Ben", "Cy"], seed=7, campaign_flags=flags if with_flags else []
        )
        assert start_events(state)
        assert sorted(state.grid_partials) == sorted(scenario.setup.start_partials)
        assert (len(state.patient_deck) + len(state.shifts)) % 3 == 0
        flags += scenario.outcome_flags


def test_random_play_runs_every_scenario_to_its_end(pack: ContentPack) -> None:
    """Not balance (that is `simulate`): only that every chapter's cards and calls play through the engine."""
    flags: list[str] = []
    for scenario in pack.scenarios:
        for game in range(2):
            chooser = random.Random(game)
            state = new_game(pack, scenario.number, ["Ana", "Ben", "Cy"], seed=100 + game, campaign_flags=flags)
            for _ in range(20_000):
                if state.result is not None:
                    break
                apply(state, chooser.choice(legal_actions(state)))
            assert state.result is not None, scenario.number
        flags += scenario.outcome_flags


# --- the writing ---------------------------------------------------------------------------


def test_quotes_are_short_spoken_and_all_different(pack: ContentPack) -> None:
    seen = {}
    for memory in pack.memories:
        sentences = [s for s in re.split(r"(?<=[.!?])\s+", memory.quote.strip()) if s]
        assert 1 <= len(sentences) <= 3, memory.id
        assert len(_words(memory.quote)) <= 40, memory.id
        key = normalise_quote(memory.quote)
        assert key not in seen, (memory.id, seen.get(key))
        seen[key] = memory.id


def test_at_least_eight_thousand_words_of_prose(pack: ContentPack) -> None:
    assert sum(len(_words(text)) for text in _prose(pack)) >= 8000


def test_the_content_note_names_the_hard_things(pack: ContentPack) -> None:
    note = pack.pack.content_note.lower()
    for theme in ("dying", "death", "alcohol", "troubles", "grief"):
        assert theme in note


def test_scenes_are_told_and_titled(pack: ContentPack) -> None:
    for memory in pack.memories:
        assert 80 <= len(_words(memory.clear_scene)) <= 180, memory.id
        assert len(_words(memory.partial_scene)) < len(_words(memory.clear_scene)), memory.id
        assert re.search(r"19[6-9]\d|20[0-2]\d", memory.clear_scene), memory.id  # a year


@pytest.mark.skipif(not RULES.is_dir(), reason="the rulebooks are kept beside the repository, not in it")
def test_no_run_of_seven_words_is_taken_from_the_rulebooks(pack: ContentPack) -> None:
    def runs(text: str, n: int = 7) -> set[tuple[str, ...]]:
        words = _words(text)
        return {tuple(words[i : i + n]) for i in range(len(words) - n + 1)}

    printed = set()
    for path in RULES.glob("*.txt"):
        printed |= runs(path.read_text(encoding="utf-8"))
    ours = set()
    for text in _prose(pack):
        ours |= runs(text)
    assert not ours & printed, sorted(ours & printed)[:5]


def test_the_story_bible_is_there() -> None:
    story = (SHIPPED / "STORY.md").read_text(encoding="utf-8")
    for heading in ("## The five timelines", "## The people", "## The three regrets", "## The ten scenarios"):
        assert heading in story


def test_pack_files_are_plain_toml() -> None:
    for path in sorted(SHIPPED.rglob("*.toml")):
        with path.open("rb") as handle:
            tomllib.load(handle)
