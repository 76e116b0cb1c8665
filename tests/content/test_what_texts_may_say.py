"""`content check` against the second draft's defects (issue 27, story-2026-11.md): each test puts one of them
back into the shipped pack and expects the message that refuses it.

Losses have variants for what the attempt may have done; slots are filled; no text read during play counts
days or names weekdays inside its own chapter, and trigger days and deadlines fit the chapter's calendar;
no text names a person or place the attempt reading it cannot have met.
"""

from __future__ import annotations

from pathlib import Path

from bot.games.holding_on.content_pack import load_pack
from bot.games.holding_on.engine.content import SLOT
from tests.content.packs import SHIPPED, copy_shipped, edit, problems_of


def _lines(root: Path) -> list[str]:
    return [str(p) for p in problems_of(root)]


def _drop_variant(root: Path, file: str, variant_id: str) -> None:
    """Take one [[variants]] entry out of a scenario file, and its words out of the English."""
    path = root / file
    text = path.read_text(encoding="utf-8")
    start = text.index(f'[[variants]]\nid = "{variant_id}"')
    end = text.find("[[", start + 2)
    path.write_text(text[:start] + (text[end:] if end != -1 else ""), encoding="utf-8")
    words = root / "text" / "en" / "scenarios.toml"
    text = words.read_text(encoding="utf-8")
    start = text.index(f"\n{variant_id} = ")
    end = text.index('"""', text.index('"""', start) + 3) + 3
    words.write_text(text[:start] + text[end:], encoding="utf-8")


# --- losses with variants -----------------------------------------------------------------------------


def test_a_loss_read_the_same_whether_or_not_its_call_was_made_is_refused(tmp_path: Path) -> None:
    """The editor's first row: s05's loss said "Jess hears it from the airline" in 60% of the losses where Jess
    had been called."""
    root = copy_shipped(tmp_path)
    _drop_variant(root, "scenarios/05.toml", "loss_call_jess")
    assert _lines(root) == [
        "content/scenarios/05.toml: scenario 5: variants: no loss variant reads flag 'called_jess', which play here "
        "may set: the loss text would be read the same whether or not it was set"
    ]


def test_a_loss_with_no_line_for_a_transfer_or_a_missed_deadline_is_refused(tmp_path: Path) -> None:
    root = copy_shipped(tmp_path)
    _drop_variant(root, "scenarios/01.toml", "loss_transferred")
    _drop_variant(root, "scenarios/07.toml", "loss_how_deadline")
    assert _lines(root) == [
        "content/scenarios/01.toml: scenario 1: variants: no loss variant reads the cause 'transferred': a loss of "
        "that kind reads as any other",
        "content/scenarios/07.toml: scenario 7: loss: slot {how} is filled by no variant (fills = 'how')",
        "content/scenarios/07.toml: scenario 7: variants: no loss variant reads the cause 'out_of_time': a loss of "
        "that kind reads as any other",
    ]


# --- slots ----------------------------------------------------------------------------------------------


def test_a_slot_nothing_fills_a_line_for_no_slot_and_a_variant_that_drops_one(tmp_path: Path) -> None:
    root = copy_shipped(tmp_path)
    edit(
        root,
        "scenarios/10.toml",
        'fills = "col"\nwhen = {flag = "rang_col"}',
        'fills = "coin"\nwhen = {flag = "rang_col"}',
    )
    starts = "Billy starts on 28, and each Nurse"
    edit(root, "text/en/scenarios.toml", starts, starts.replace("28, and", "28, {joke} and"))
    edit(root, "text/en/scenarios.toml", "bag. Francis brought her,", "bag. {where} Francis brought her,")
    lines = _lines(root)
    assert (
        "content/scenarios/10.toml: outcome_col: fills: the usual outcome has no slot {coin}: this line is never read"
        in lines
    )
    assert (
        "content/scenarios/10.toml: scenario 10: outcome: slot {col} is filled by no variant (fills = 'col')" in lines
    )
    assert (
        "content/scenarios/10.toml: setup_on_the_record: text: its slots ['joke', 'letter', 'siobhan'] are not the "
        "usual setup_text's ['letter', 'siobhan']: a line for a choice would be lost whenever this variant is read"
    ) in lines
    outcome = sorted(SLOT.findall(load_pack(SHIPPED).scenario(10).outcome))
    assert (
        f"content/scenarios/10.toml: outcome_on_the_record: text: its slots {sorted([*outcome, 'where'])} are not "
        f"the usual outcome's {outcome}: a line for a choice would be lost whenever this variant is read"
    ) in lines
    assert len(lines) == 4


# --- game days are not calendar days -------------------------------------------------------------------


def test_a_weekday_an_outcome_names_must_be_in_the_bible_and_outside_its_chapter(tmp_path: Path) -> None:
    """s01's outcome said "By Friday you have the outline": day 5 from Monday, when most wins take 8 to 12 days."""
    root = copy_shipped(tmp_path)
    edit(
        root,
        "text/en/scenarios.toml",
        "gives them back. 'Good,' she says. 'Now find out about that door.'",
        "gives them back by Friday. 'Good,' she says. 'Now find out about that door.'",
    )
    assert _lines(root) == [
        "content/STORY.md: s01.outcome: names 'Friday', which the weekdays table in STORY.md does not check: add a "
        "row (| text | says | date |)"
    ]
    edit(
        root,
        "STORY.md",
        "| s03.intro_2 | Saturdays | - |",
        "| s03.intro_2 | Saturdays | - |\n| s01.outcome | Friday | 2024-11-08 |",
    )
    assert _lines(root) == [
        "content/STORY.md: s01.outcome: says: 'Friday' (2024-11-08) falls inside scenario 1's own days (2024-11-04 "
        "until s02, 2024-11-09), and this text is read once play has begun: game days are not calendar days"
    ]


def test_a_week_is_a_span_the_bible_must_measure(tmp_path: Path) -> None:
    """Jess "sitting by the phone for a week": the flight was twenty days before; only numbers were checked."""
    root = copy_shipped(tmp_path)
    edit(
        root,
        "text/en/scenarios.toml",
        "sitting by the phone since he left, which she has",
        "sitting by the phone for a week, which she has",
    )
    assert _lines(root) == [
        "content/STORY.md: s05.contacts.c5-jess.call: states 'a week', which the durations table in STORY.md does "
        "not check: add a row (| text | says | from | to |)"
    ]
    edit(
        root,
        "STORY.md",
        "| s05.intro_2 | twenty-two years |",
        "| s05.contacts.c5-jess.call | a week | m5-6 | s05 |\n| s05.intro_2 | twenty-two years |",
    )
    assert _lines(root) == [
        "content/STORY.md: s05.contacts.c5-jess.call: says: 'a week', but from m5-6 (2024-11-02) to s05 (2024-11-18) "
        "is 2 weeks"
    ]


def test_a_trigger_may_not_count_the_days_of_its_own_chapter(tmp_path: Path) -> None:
    """t10-record's "Two days later a card comes back" landed after Billy's death."""
    root = copy_shipped(tmp_path)
    edit(
        root,
        "text/en/scenarios.toml",
        'Forty-four Christmases late. Not a scratch on it. Sorry. B."""\n\n[s10.triggers.t10-record-bernie]',
        "Forty-four Christmases late. Not a scratch on it. Sorry. B. Two days later a card "
        'comes back."""\n\n[s10.triggers.t10-record-bernie]',
    )
    edit(
        root,
        "STORY.md",
        "| s10.triggers.t10-record.text | Forty-four",
        "| s10.triggers.t10-record.text | Two days | s10 | billy_died |\n| s10.triggers.t10-record.text | Forty-four",
    )
    assert _lines(root) == [
        "content/STORY.md: s10.triggers.t10-record.text: says: 'Two days' counts days inside scenario 10's own days, "
        "and this text is read once play has begun: game days are not calendar days, so say what happened, not how "
        "long it took"
    ]


def test_a_trigger_day_or_deadline_past_the_chapters_calendar(tmp_path: Path) -> None:
    """The chaplain on day 6 of a chapter four days long; Siobhan's day 11 in a chapter six days long."""
    root = copy_shipped(tmp_path)
    edit(root, "scenarios/06.toml", "on_day = 5", "on_day = 6")
    edit(root, "STORY.md", "| s08 | 2024-12-08 |", "| s08 | 2024-12-01 |")
    lines = _lines(root)
    assert lines == [
        "content/STORY.md: t6-flights: on_day: day 6 is past scenario 6's 5 days in the calendar (2024-11-20 until "
        "s07): move the trigger or the chapter's dates",
        "content/STORY.md: scenario 7: objective.by_day: day 11 is past the scenario's 6 days in the calendar "
        "(2024-11-25 until s08): move the deadline or the chapter's dates",
    ]


# --- no text names what the attempt cannot have met ----------------------------------------------------


def test_a_loss_may_not_name_a_man_the_attempt_never_heard_named(tmp_path: Path) -> None:
    """s09's second-draft loss: "Billy leaves Ward 7 with Sammy Boyd's name still where he put it in 1981", read
    by attempts that never placed the walk home's Clear or made a call."""
    root = copy_shipped(tmp_path)
    edit(
        root,
        "text/en/scenarios.toml",
        "are in the locker, folded in four.",
        "are in the locker, folded in four, with Sammy Boyd's name in the first of them.",
    )
    edit(
        root,
        "text/en/scenarios.toml",
        "Nobody turns it back: it seems",
        "Nobody turns it back, and a train driver in Leyton keeps a photograph: it seems",
    )
    assert _lines(root) == [
        "content/STORY.md: s07.loss: names 'train driver', which an attempt reading this may not have met (met in: "
        "m5-2.clear)",
        "content/STORY.md: s09.loss: names 'Sammy', which an attempt reading this may not have met (met in: "
        "s09.triggers.t9-sweets, s09.contacts.c9-francis, s09.outcome)",
    ]


def test_a_variant_may_name_what_its_condition_brings(tmp_path: Path) -> None:
    """The same name is fine where the variant's `when` (the walk home's Clear) fires the trigger that says it."""
    root = copy_shipped(tmp_path)
    edit(
        root,
        "text/en/scenarios.toml",
        "He told you, in the end: Sammy Boyd,",
        "He told you, in the end, Sammy Boyd's name: Sammy Boyd,",
    )
    assert _lines(root) == []


def test_a_source_that_does_not_say_the_name(tmp_path: Path) -> None:
    root = copy_shipped(tmp_path)
    edit(root, "STORY.md", "| Ellie | s07.outcome |", "| Ellie | s06.outcome |")
    lines = _lines(root)
    assert lines[0] == (
        "content/STORY.md: Ellie: met in: s06.outcome is given, but a text read as s06.outcome does not say 'Ellie'"
    )
