"""Every broken pack fails, naming file, card and field; `content check` reports them all and exits non-zero."""

from __future__ import annotations

from pathlib import Path

import pytest

from bot.games.holding_on.content_pack import PackError, load_pack
from bot.games.holding_on.content_pack.cli import check
from tests.content.packs import BROKEN, broken_pack, copy_shipped, edit, overlay, problems_of

# folder in tests/content/broken -> (file, card id, field, words the message must hold)
EXPECTED = {
    "missing-field": ("content/events.toml", "ev-x-missing", "black", "field required"),
    "duplicate-id": ("content/events.toml", "m2-3", "id", "duplicate id: already a memory in content/memories.toml"),
    "unknown-memory": (
        "content/scenarios/02.toml",
        "scenario 2",
        "objective.all_of[0].clear_memories[1]",
        "unknown memory 'm9-9'",
    ),
    "38-patients": ("content/patients.toml", "", "[[patient]]", "38 Patient Cards in the base deck"),
    "unreachable-objective": (
        "content/scenarios/05.toml",
        "scenario 5",
        "objective",
        "unreachable: flag 'called_jess' is set by no contact or trigger of this scenario",
    ),
    "unknown-effect": ("content/events.toml", "ev-x-hug", "red[1]", "unknown effect 'hug'"),
}


def test_every_broken_pack_has_an_expectation() -> None:
    assert sorted(p.name for p in BROKEN.iterdir() if p.is_dir()) == sorted(EXPECTED)


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_broken_pack_fails_with_its_one_message(tmp_path: Path, name: str) -> None:
    file, card_id, field, words = EXPECTED[name]
    problems = problems_of(broken_pack(tmp_path, name))
    assert len(problems) == 1, "\n".join(map(str, problems))  # one mistake, one message: no cascade
    problem = problems[0]
    assert (problem.file, problem.card_id, problem.field) == (file, card_id, field)
    assert words in problem.message
    line = str(problem)
    assert line.startswith(f"{file}: {card_id + ': ' if card_id else ''}{field}: ")


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_content_check_reports_it_and_exits_non_zero(
    tmp_path: Path, name: str, capsys: pytest.CaptureFixture[str]
) -> None:
    file, card_id, field, words = EXPECTED[name]
    root = broken_pack(tmp_path, name)
    assert check(str(root)) == 1
    err = capsys.readouterr().err
    lines = err.strip().splitlines()
    assert lines[-1] == f"{root}: 1 problem"
    assert file in lines[0] and field in lines[0] and words in lines[0]
    if card_id:
        assert card_id in lines[0]


def test_a_bad_pack_stops_the_bot_with_a_readable_error(tmp_path: Path) -> None:
    with pytest.raises(PackError) as raised:
        load_pack(broken_pack(tmp_path, "missing-field"))
    lines = str(raised.value).splitlines()
    assert lines == ["the content pack has 1 problem:", "content/events.toml: ev-x-missing: black: field required"]


def test_every_error_is_reported_at_once(tmp_path: Path) -> None:
    root = copy_shipped(tmp_path)
    for name in ("missing-field", "unknown-effect", "unknown-memory", "38-patients"):
        overlay(root, BROKEN / name)
    problems = problems_of(root)
    found = {(p.file, p.card_id, p.field) for p in problems}
    assert {(f, c, fld) for f, c, fld, _ in (EXPECTED[n] for n in ("missing-field", "unknown-effect"))} <= found
    assert ("content/scenarios/02.toml", "scenario 2", "objective.all_of[0].clear_memories[1]") in found
    assert ("content/patients.toml", "", "[[patient]]") in found
    assert len(problems) == 4, "\n".join(map(str, problems))


# --- more mistakes, made by editing a copy of the shipped pack ------------------------------------


def test_toml_syntax_error_names_the_file_and_line(tmp_path: Path) -> None:
    root = copy_shipped(tmp_path)
    edit(root, "events.toml", 'id = "ev-p-tea"', 'id = "ev-p-tea')
    problems = problems_of(root)
    assert len(problems) == 1
    assert problems[0].file == "content/events.toml"
    assert "not valid TOML" in problems[0].message and "line" in problems[0].message


def test_a_memory_missing_its_quote(tmp_path: Path) -> None:
    root = copy_shipped(tmp_path)
    path = root / "text" / "en" / "memories.toml"
    text = path.read_text(encoding="utf-8")
    start = text.index("[m2-3]")
    begin = text.index("quote = ", start)
    end = text.index("partial_scene = ", begin)
    path.write_text(text[:begin] + text[end:], encoding="utf-8")
    assert [str(p) for p in problems_of(root)] == ["content/text/en/memories.toml: m2-3: quote: missing text"]


def _set_quote(root: Path, memory_id: str, quote: str) -> None:
    path = root / "text" / "en" / "memories.toml"
    text = path.read_text(encoding="utf-8")
    start = text.index(f"[{memory_id}]")
    begin = text.index("quote = ", start)
    end = text.index("partial_scene = ", begin)
    path.write_text(text[:begin] + f'quote = "{quote}"\n' + text[end:], encoding="utf-8")


def test_two_quotes_alike_once_case_and_punctuation_are_set_aside(tmp_path: Path) -> None:
    root = copy_shipped(tmp_path)
    _set_quote(
        root, "m2-6", "HE DIED on the bus home from work, with his fare in his hand; paid up to the last stop -- my da!"
    )
    problems = problems_of(root)
    assert [(p.file, p.card_id, p.field) for p in problems] == [("content/memories.toml", "m2-6", "quote")]
    assert "the same quote as m2-2" in problems[0].message


def test_a_grid_slot_taken_twice_and_one_left_empty(tmp_path: Path) -> None:
    root = copy_shipped(tmp_path)
    edit(root, "memories.toml", 'id = "m3-4"\ntimeline = 3\nposition = 4', 'id = "m3-4"\ntimeline = 3\nposition = 5')
    lines = [str(p) for p in problems_of(root)]
    assert lines == [
        "content/memories.toml: m3-5: position: timeline 3, position 5 is already m3-4's: each slot holds one memory",
        "content/memories.toml: grid: no memory at timeline 3, position 4",
    ]


def test_an_unknown_field_is_an_error(tmp_path: Path) -> None:
    root = copy_shipped(tmp_path)
    edit(root, "patients.toml", 'id = "p-s01"\n', 'id = "p-s01"\ncolour = "yellow"\n')
    assert [str(p) for p in problems_of(root)] == ["content/patients.toml: p-s01: colour: unknown field"]


def test_a_trigger_on_a_starting_partial_never_fires(tmp_path: Path) -> None:
    root = copy_shipped(tmp_path)
    edit(root, "scenarios/03.toml", 'on_memory_placed = "m2-4"', 'on_memory_placed = "m2-1"')
    lines = [str(p) for p in problems_of(root)]
    assert len(lines) == 1
    assert lines[0].startswith("content/scenarios/03.toml: t3-sleep: on_memory_placed: 'm2-1' is in the grid")


def test_R14_a_stable_card_without_the_inquiry_space_is_refused(tmp_path: Path) -> None:
    """R14 as amended: every stable card has the inquiry space (the rulebook's card table); the second draft
    shipped two without it."""
    root = copy_shipped(tmp_path)
    card = 'id = "p-s11"\nkind = "stable"\nstaff = 1\ndeterioration = 0\nrewards = ["memory", "memory"]\n'
    edit(root, "patients.toml", card + "inquiry = true\n", card)
    lines = [str(p) for p in problems_of(root)]
    assert lines == [
        "content/patients.toml: p-s11: inquiry: a stable card without the inquiry space: every stable card has "
        "one (R14): inquiry = true"
    ]


def test_R2_a_patient_deck_that_is_not_whole_days(tmp_path: Path) -> None:
    """R2 as amended: a pack keeps the Patient Deck a multiple of 3 after every setup that removes cards."""
    root = copy_shipped(tmp_path)
    edit(root, "scenarios/09.toml", 'add_patients = ["p-x-maureen", "p-x-arrest"]', 'add_patients = ["p-x-arrest"]')
    lines = [str(p) for p in problems_of(root)]
    assert lines == [
        "content/scenarios/09.toml: scenario 9: setup.add_patients: the Patient Deck holds 38 cards: it must be a "
        "whole number of days, a positive multiple of 3 (one card a shift)"
    ]


def test_a_conditional_setup_no_earlier_scenario_enables(tmp_path: Path) -> None:
    root = copy_shipped(tmp_path)
    edit(
        root,
        "scenarios/07.toml",
        '[[conditional_setup]]\nif_flag = "rang_col"',
        '[[conditional_setup]]\nif_flag = "rang_colin"',
    )
    lines = [str(p) for p in problems_of(root)]
    assert lines == [
        "content/scenarios/07.toml: scenario 7: conditional_setup[0].if_flag: campaign flag 'rang_colin' is set "
        "by no earlier scenario (outcome_flags, a call or a trigger), so this setup never applies"
    ]


def test_an_if_that_every_campaign_meets_is_refused(tmp_path: Path) -> None:
    """Issue 15: 'if Maureen is here' in scenario 8 was always true (scenario 6's outcome sets it)."""
    root = copy_shipped(tmp_path)
    edit(
        root,
        "scenarios/08.toml",
        '[[setup.contacts]]\nid = "c8-liam"',
        '[[conditional_setup]]\nif_flag = "maureen_coming"\nstarting_tokens = 2\n\n[[setup.contacts]]\nid = "c8-liam"',
    )
    lines = [str(p) for p in problems_of(root)]
    assert lines == [
        "content/scenarios/08.toml: scenario 8: conditional_setup[0].if_flag: campaign flag 'maureen_coming' is "
        "carried by every campaign that gets here (an earlier outcome or objective sets it), so this setup "
        "always applies: write it into the setup without an if"
    ]


def test_a_trigger_on_a_flag_every_campaign_carries_is_refused(tmp_path: Path) -> None:
    root = copy_shipped(tmp_path)
    edit(
        root,
        "scenarios/10.toml",
        'id = "t10-siobhan"\non_day = 2\nif_flag = "told_siobhan"',
        'id = "t10-siobhan"\non_day = 2\nif_flag = "called_liam"',
    )
    lines = [str(p) for p in problems_of(root)]
    assert len(lines) == 1 and lines[0].startswith(
        "content/scenarios/10.toml: t10-siobhan: if_flag: campaign flag 'called_liam' is carried by every campaign"
    )


def test_a_contact_waiting_for_a_flag_nothing_sets(tmp_path: Path) -> None:
    root = copy_shipped(tmp_path)
    edit(root, "scenarios/06.toml", '"m4-4", flag = "found_maureens_number"}', '"m4-4", flag = "found_maureens_numbr"}')
    lines = [str(p) for p in problems_of(root)]
    assert lines == [
        "content/scenarios/06.toml: c6-maureen: requires.flag: flag 'found_maureens_numbr' is set by no call or "
        "trigger of this scenario and no earlier scenario: this contact can never be called",
        "content/scenarios/06.toml: scenario 6: objective: unreachable: flag 'called_maureen' is set by no contact "
        "or trigger of this scenario (an objective reads this attempt's flags; earlier outcomes' campaign flags do "
        "not count)",
    ]


def test_a_variant_that_reads_what_cannot_be(tmp_path: Path) -> None:
    root = copy_shipped(tmp_path)
    edit(root, "scenarios/03.toml", 'when = {clear_placed = "m2-5"}', 'when = {clear_placed = "m2-9"}')
    edit(root, "scenarios/07.toml", 'when = {flag = "rang_col"}', 'when = {flag = "rang_columbo"}')
    edit(
        root,
        "scenarios/08.toml",
        'part = "intro_1"\nwhen = {flag = "rang_maureen"}',
        'part = "intro_1"\nwhen = {flag = "maureen_coming"}',
    )
    lines = [str(p) for p in problems_of(root)]
    assert lines == [
        "content/scenarios/03.toml: statement_read: when.clear_placed: unknown memory 'm2-9'",
        "content/scenarios/07.toml: col_rang: when.flag: flag 'rang_columbo' is set by no call, trigger or "
        "outcome of this or an earlier scenario, so this variant is never read",
        "content/scenarios/08.toml: rang_maureen: when.flag: flag 'maureen_coming' is carried by every campaign "
        "that gets here, so the usual intro_1 is never read",
    ]


def test_a_contact_needing_an_unknown_memory(tmp_path: Path) -> None:
    root = copy_shipped(tmp_path)
    edit(root, "scenarios/08.toml", 'requires = {clear_placed = "m5-2"}', 'requires = {clear_placed = "m5-9"}')
    lines = [str(p) for p in problems_of(root)]
    assert "content/scenarios/08.toml: c8-liam: requires.clear_placed: unknown memory 'm5-9'" in lines
    # and the call it guards can no longer set the flag the objective needs
    assert any(line.startswith("content/scenarios/08.toml: scenario 8: objective: unreachable") for line in lines)


def test_an_unknown_contact_effect_is_named_by_the_contact(tmp_path: Path) -> None:
    root = copy_shipped(tmp_path)
    edit(root, "scenarios/06.toml", 'kind = "gain_tokens"', 'kind = "send_flowers"')
    lines = [str(p) for p in problems_of(root)]
    assert len(lines) == 1
    assert lines[0].startswith(
        "content/scenarios/06.toml: c6-old-number: effects[1].kind: unknown effect 'send_flowers'"
    )


def test_a_missing_file_and_a_missing_folder(tmp_path: Path) -> None:
    root = copy_shipped(tmp_path)
    (root / "events.toml").unlink()
    lines = [str(p) for p in problems_of(root)]
    assert lines == ["content/events.toml: file missing"]  # no cascade of unknown events
    assert check(str(tmp_path / "nowhere")) == 1
