"""The shipped pack (content/) checks clean, and holds the campaign issue 3 asks for."""

from __future__ import annotations

import random
import re
import tomllib
from pathlib import Path

import pytest

from bot.games.holding_on.content_pack import PackError, load_pack, pack_hash
from bot.games.holding_on.content_pack.checks import normalise_quote
from bot.games.holding_on.content_pack.cli import check
from bot.games.holding_on.content_pack.texts import flatten
from bot.games.holding_on.engine import ContentPack, apply, legal_actions, new_game, start_events
from bot.games.holding_on.engine.content import flags_every_win_sets, flags_play_may_set
from tests.content.packs import SHIPPED, copy_shipped, edit
from tests.fixtures.rulebook import taken, words

# The game's title in each edition: naming the game (the credits) is not copying its rulebook.
GAME_TITLES = ("Holding On: The Troubled Life of Billy Kerr", "Holding On: Das bewegte Leben des Billy Kerr")


@pytest.fixture(scope="module")
def pack() -> ContentPack:
    return load_pack(SHIPPED)


def _setups(scenario):
    return [scenario.setup, *scenario.conditional_setup]


def _words(text: str) -> list[str]:
    return words(text)


def _prose(pack: ContentPack | None = None) -> list[str]:
    """Every text a player can read: every string of every text file, in every language the pack holds."""
    texts = []
    for path in sorted((SHIPPED / "text").rglob("*.toml")):
        with path.open("rb") as handle:
            texts += list(flatten(tomllib.load(handle))[0].values())
    return texts


def _objective_leaves(node: dict) -> list[str]:
    for key in ("all_of", "any_of"):
        if key in node:
            return [key] + [leaf for child in node[key] for leaf in _objective_leaves(child)]
    return list(node)


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
    edit(root, "text/en/pack.toml", 'name = "The Shoebox"', 'name = "A Private Pack"')
    monkeypatch.setenv("CONTENT_DIR", str(root))
    other = load_pack()
    assert other.pack.name == "A Private Pack"
    assert other.hash != pack.hash


def test_the_hash_identifies_the_pack(tmp_path: Path, pack: ContentPack) -> None:
    assert re.fullmatch(r"[0-9a-f]{64}", pack.hash)
    assert load_pack(SHIPPED).hash == pack.hash == pack_hash(SHIPPED)
    root = copy_shipped(tmp_path, languages=None)
    assert load_pack(root).hash == pack.hash  # the folder's place does not matter, only its files
    (root / "STORY.md").write_text("notes are not part of the pack", encoding="utf-8")
    assert load_pack(root).hash == pack.hash
    edit(root, "scenarios/04.toml", "on_call_assistants = 1", "on_call_assistants = 2")
    assert load_pack(root).hash != pack.hash


def test_a_pack_is_read_again_whenever_its_folder_changed(tmp_path: Path) -> None:
    """A process keeps the packs it checked (loader._LOADED): the same folder, unchanged to the byte, gives the same
    pack back; any change to any file in it (a word, a broken file, a new file) has it read and checked again."""
    root = copy_shipped(tmp_path)
    first = load_pack(root)
    assert load_pack(root) is first
    edit(root, "text/en/pack.toml", 'name = "The Shoebox"', 'name = "The Shoebox, Again"')
    renamed = load_pack(root)
    assert renamed is not first and renamed.pack.name == "The Shoebox, Again" and renamed.hash != first.hash
    scenario = (root / "scenarios/04.toml").read_text(encoding="utf-8")
    (root / "scenarios/04.toml").write_text(scenario + "\nnot toml at all\n", encoding="utf-8")
    with pytest.raises(PackError):
        load_pack(root)
    with pytest.raises(PackError):  # a pack with problems is never kept: it is refused again
        load_pack(root)
    (root / "scenarios/04.toml").write_text(scenario, encoding="utf-8")
    assert load_pack(root).hash == renamed.hash
    (root / "notes.md").write_text("not part of the pack", encoding="utf-8")
    noted = load_pack(root)
    assert noted is not renamed and noted.hash == renamed.hash  # read again; the pack itself is the same


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
    """The Contact Tile enters in scenario 3 with a choice (issue 27: one choice in scenarios 1 to 4); from 5 on
    each objective asks for a call."""
    with_calls = [s.number for s in pack.scenarios if s.setup.contacts]
    assert with_calls == [3, 5, 6, 7, 8, 9, 10]
    assert "flags" not in str(pack.scenario(3).objective.model_dump())
    for number in with_calls[1:]:
        objective = str(pack.scenario(number).objective.model_dump())
        assert "flags" in objective, number  # the call is part of the objective


def _flags_read(scenario) -> set[str]:
    """The campaign flags a scenario reads: its conditional setups, its triggers, its text variants."""
    read = {c.if_flag for c in scenario.conditional_setup}
    read |= {f for t in scenario.triggers for f in (t.if_flag, t.unless_flag) if f}
    read |= {f for v in scenario.variants if v.when for f in (v.when.flag, v.when.no_flag) if f}
    return read


def test_three_choices_in_the_campaign_are_shown_by_a_later_scenario(pack: ContentPack) -> None:
    """Issue 15: flags set in play carry; a choice is a flag a win does not force, read by a later chapter."""
    choices: dict[str, tuple[int, list[int]]] = {}
    for scenario in pack.scenarios:
        forced = set(flags_every_win_sets(scenario))
        for flag in flags_play_may_set(scenario):
            later = [s.number for s in pack.scenarios if s.number > scenario.number and flag in _flags_read(s)]
            if flag not in forced and later:
                choices[flag] = (scenario.number, later)
    assert len(choices) >= 3, choices
    assert {"asked_hollis", "rang_col", "rang_maureen", "told_siobhan", "told_francis"} <= set(choices)
    assert {"saw_the_door", "heard_the_statement", "heard_the_ticket"} <= set(choices)  # what was learnt carries


def test_no_setup_if_is_true_in_every_campaign(pack: ContentPack) -> None:
    """Every flag a conditional setup or trigger reads can be missing: a campaign could get there without it."""
    for scenario in pack.scenarios:
        forced = {f for s in pack.scenarios if s.number < scenario.number for f in flags_every_win_sets(s)}
        for conditional in scenario.conditional_setup:
            assert conditional.if_flag not in forced, (scenario.number, conditional.if_flag)
        for trigger in scenario.triggers:
            assert trigger.if_flag not in forced and trigger.unless_flag not in forced, trigger.id


def test_at_least_five_objective_shapes_across_the_campaign(pack: ContentPack) -> None:
    shapes = {leaf for s in pack.scenarios for leaf in _objective_leaves(s.objective.model_dump())} - {"all_of"}
    assert len(shapes) >= 5, shapes
    assert {"by_day", "any_of", "clear_in_timeline", "condition_at_least", "flags"} <= shapes


def _needs_a_partial_found(node: dict, start: set[str], timeline_of: dict[str, int]) -> bool:
    """Can the grid part of this objective hold with only the starting Partials turned Clear? (False: it can.)"""
    if "all_of" in node:
        return any(_needs_a_partial_found(child, start, timeline_of) for child in node["all_of"])
    if "any_of" in node:
        return all(_needs_a_partial_found(child, start, timeline_of) for child in node["any_of"])
    started = [timeline_of[m] for m in start]
    if "clear_memories" in node:
        return bool(set(node["clear_memories"]) - start)
    if "clear_in_each_timeline" in node:
        return any(started.count(t) < node["clear_in_each_timeline"] for t in range(1, 6))
    if "clear_in_timeline" in node:
        return started.count(node["clear_in_timeline"]["timeline"]) < node["clear_in_timeline"]["count"]
    return False


def test_no_scenario_starts_with_its_memories_already_in_the_grid(pack: ContentPack) -> None:
    """Issue 15: scenario 9 started with both of its Partials placed: a sprint, not a scenario."""
    timeline_of = {m.id: m.timeline for m in pack.memories}
    for scenario in pack.scenarios:
        start = set(scenario.setup.start_partials)
        assert _needs_a_partial_found(scenario.objective.model_dump(), start, timeline_of), scenario.number


def test_every_card_a_player_sees_has_a_title_and_its_text(pack: ContentPack) -> None:
    for card in [*pack.patients, *pack.events]:
        assert card.title.strip() and card.text.strip(), card.id
    assert len({p.title for p in pack.patients}) == len(pack.patients)  # no two patients alike either
    for memory in pack.memories:
        assert memory.title.strip(), memory.id
    for scenario in pack.scenarios:  # issue 27: a recap reads as a list of what happened
        for trigger in scenario.triggers:
            assert trigger.title.strip() and trigger.text.strip(), trigger.id


def test_the_ward_is_a_palliative_ward() -> None:
    """Issue 27: no crash team on a palliative ward; Billy's do-not-resuscitate decision in his own words, early;
    and the pack's note ends with somewhere to turn."""
    words = {"en": r"crash team|resuscitat", "de": r"Reanimation", "fr": r"réanimation"}
    for language, wrong in words.items():
        chapter = load_pack(SHIPPED, language=language)
        for card in chapter.patients:
            assert not re.search(wrong, card.text, re.IGNORECASE), (language, card.id)
    english = load_pack(SHIPPED)
    assert "'If my heart stops,' he says, 'youse are to leave it stopped." in english.scenario(2).intro_1
    assert "Samaritans" in english.pack.content_note and "116 123" in english.pack.content_note
    assert "TelefonSeelsorge" in load_pack(SHIPPED, language="de").pack.content_note
    assert "SOS Amitié" in load_pack(SHIPPED, language="fr").pack.content_note


def _losses(scenario) -> list[str]:
    """Every loss text a scenario can read: each whole variant, with each line its slots can hold."""
    from bot.games.holding_on.engine.content import SLOT

    wholes = [scenario.loss] + [v.text for v in scenario.variants if v.part == "loss" and v.fills is None]
    told = []
    for text in wholes:
        for slot in set(SLOT.findall(text)):
            text = text.replace("{" + slot + "}", "")  # its lines vary; the text's own ending is what counts
        told.append(" ".join(text.split()))
    return told


# The second draft's closing formulas ("Tell these days again", "It does not have to end here"): the bot's own
# line (ev-try_again) already says how to play the days again.
FORMULA = re.compile(
    r"tell (these days|them|it) again|(does not|doesn't) have to (end|be)|can (go|be told) another way", re.I
)


def test_every_loss_text_ends_on_its_own_image_not_a_formula(pack: ContentPack) -> None:
    """Issue 27: all ten loss texts ended on one formula ("Tell these days again"); the bot says how to play
    again (ev-try_again), so each loss ends on its own last sentence, none shared."""
    endings: dict[str, str] = {}
    for scenario in pack.scenarios:
        for text in _losses(scenario):
            assert len(_words(text)) >= 40, (scenario.number, text[:60])
            last = re.split(r"(?<=[.!?])\s+", text.strip())[-1]
            assert not FORMULA.search(text), (scenario.number, FORMULA.search(text))
            assert last not in endings, (scenario.number, last, endings.get(last))
            endings[last] = f"scenario {scenario.number}"


# "Go home" as each language says it (French: "rentre chez toi", "il est rentré chez lui").
GO_HOME = {
    "en": re.compile(r"\b(go|going|went|goes)( on)? home\b", re.IGNORECASE),
    "fr": re.compile(r"\brentr\w* chez (toi|moi|lui|soi)\b", re.IGNORECASE),
}


def test_go_home_is_said_only_where_the_story_bible_allows_it(pack: ContentPack) -> None:
    """STORY.md, the three "go home"s: the bridge, Ruth, Bernie (and their echoes); nowhere else."""
    allowed = {
        "m2-4.quote",
        "m2-4.clear_scene",
        "m5-3.clear_scene",
        "s03.triggers.t3-sleep.text",
        "s09.triggers.t9-sweets.text",
        "s10.contacts.c10-bernie.call",
        "s10.outcome",
        "s10.variants.outcome_on_the_record",
    }
    for language, phrase in GO_HOME.items():
        for path in sorted((SHIPPED / "text" / language).glob("*.toml")):
            with path.open("rb") as handle:
                for key, text in flatten(tomllib.load(handle))[0].items():
                    if phrase.search(text):
                        assert key in allowed, f"{language}/{path.name}: {key}: {phrase.search(text)[0]!r}"


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
        flags += flags_every_win_sets(scenario)


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
        flags += flags_every_win_sets(scenario)


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


def test_no_run_of_seven_words_is_taken_from_the_rulebooks(pack: ContentPack) -> None:
    """Our story, not the rulebooks' (their runs as fingerprints: tests/fixtures/rulebook.py)."""
    copied = []
    for text in _prose(pack):
        for title in GAME_TITLES:
            text = text.replace(title, "the game")
        copied += taken(text)
    assert not copied, copied[:5]


def test_the_story_bible_is_there() -> None:
    story = (SHIPPED / "STORY.md").read_text(encoding="utf-8")
    for heading in ("## The five timelines", "## The people", "## The three regrets", "## The ten scenarios"):
        assert heading in story


def test_pack_files_are_plain_toml() -> None:
    for path in sorted(SHIPPED.rglob("*.toml")):
        with path.open("rb") as handle:
            tomllib.load(handle)
