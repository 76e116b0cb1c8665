"""Flags that carry (issue 15): a flag set in play carries into the campaign at a win; a contact can
require a flag; a trigger can depend on a campaign flag."""

from __future__ import annotations

from bot.games.holding_on.engine import ContentPack, new_game, start_events
from bot.games.holding_on.engine.content import Facts
from tests.engine.helpers import (
    NAMES,
    act,
    events_of,
    freeze_shuffles,
    matching,
    place_in_grid,
    reveal,
    stack,
    staff,
)
from tests.fixtures.pack import fixture_pack_data


def _pack() -> ContentPack:
    """The fixture pack, its scenario 2 with a second contact behind a flag and two triggers behind campaign flags."""
    data = fixture_pack_data()
    second = data["scenarios"][1]
    second["setup"]["contacts"].append(
        {
            "id": "brother",
            "name": "his brother",
            "requires": {"flag": "called_sister"},
            "effects": [{"kind": "gain_tokens", "amount": 1}],
        }
    )
    second["triggers"] += [
        {"id": "t-carried", "on_day": 1, "if_flag": "chapter_one_done", "text": "You know him a little now."},
        {"id": "t-cold", "on_day": 1, "unless_flag": "chapter_one_done", "text": "A stranger in bed four."},
    ]
    second["variants"] = [
        {"id": "known", "part": "intro_1", "when": {"flag": "chapter_one_done"}, "text": "Back to bed four."},
        {"id": "rang", "part": "outcome", "when": {"flag": "called_sister"}, "text": "She is on her way."},
    ]
    return ContentPack.model_validate(data)


PACK = _pack()


def _game(flags=(), sm: int = 0):
    state = new_game(PACK, 2, NAMES[:3], seed=7, campaign_flags=list(flags))
    state.shift_manager = sm
    return state


def test_a_contact_that_requires_a_flag_waits_for_it_in_play(monkeypatch):
    freeze_shuffles(monkeypatch)
    state = _game()
    place_in_grid(state, "m2-1")
    reveal(state, "p-d00")
    act(state, "assign", staff="n1")  # R5 with R18: a call is offered once the card is staffed
    assert {a.contact for a in matching(state, "call")} == {"sister"}  # the brother waits for her call
    state.flags.append("called_sister")
    assert {a.contact for a in matching(state, "call")} == {"sister", "brother"}


def test_a_contact_that_requires_a_flag_is_there_when_the_campaign_carries_it():
    state = _game(flags=["called_sister"])
    reveal(state, "p-d00")
    act(state, "assign", staff="n1")
    assert {a.contact for a in matching(state, "call")} == {"sister", "brother"}


def test_a_trigger_may_depend_on_a_campaign_flag():
    carried = _game(flags=["chapter_one_done"])
    cold = _game()
    assert "t-carried" in carried.fired_triggers and "t-cold" not in carried.fired_triggers
    assert "t-cold" in cold.fired_triggers and "t-carried" not in cold.fired_triggers
    assert "t-cold" not in {t.id for t in carried.rules.triggers}  # not in play at all
    told = [e.data["trigger"] for e in start_events(carried) if e.kind == "narrative"]
    assert "t-carried" in told


def test_flags_set_in_play_carry_into_the_campaign_at_a_win(monkeypatch):
    freeze_shuffles(monkeypatch)
    state = _game(flags=["chapter_one_done"])
    for memory in ("m2-3", "m4-1"):
        place_in_grid(state, memory)
        state.clear_deck.remove(memory)
        state.grid_clears.append(memory)
    staff(state, "p-d00", "n1", end=False)
    act(state, "call", staff="n2", contact="sister")
    act(state, "care", choice="medical")
    stack(state.clear_deck, "m2-4")
    outcome = act(state, "resolve")
    assert state.result == "won"
    assert {"chapter_one_done", "called_sister"} <= set(state.campaign_flags)
    won = events_of(outcome, "scenario_won")[0].data
    caller = f"caller:sister:{state.staff['n2'].name}"  # issue 35: the campaign remembers who made the call
    assert won["played_flags"] == [caller, "called_sister"] and "called_sister" in won["campaign_flags"]
    assert caller in state.campaign_flags and "recorded:2" in state.campaign_flags
    assert {"told:2-3", "told:4-1", "heard:2-3", "heard:4-1"} <= set(state.campaign_flags)  # by slot (D3)


def test_a_lost_attempt_carries_nothing():
    state = _game()
    state.flags.append("called_sister")
    from bot.games.holding_on.engine.condition import lose

    events = []
    lose(state, "died", events)
    assert "called_sister" not in state.campaign_flags
    assert events[0].data["played_flags"] == ["called_sister"]  # the loss text may still read them


def test_a_text_variant_is_read_when_its_condition_holds():
    scenario = PACK.scenario(2)
    assert scenario.told("intro_1", Facts(flags=frozenset({"chapter_one_done"}))) == "Back to bed four."
    assert scenario.told("intro_1", Facts()) == "intro one of scenario 2"
    assert scenario.told("outcome", Facts(flags=frozenset({"called_sister"}))) == "She is on her way."
    assert scenario.told("outcome") == "outcome of scenario 2"


def _chapter_with_slots():
    from bot.games.holding_on.engine.content import Scenario

    data = fixture_pack_data()["scenarios"][1]
    data["outcome"] = "He sleeps. {sister} {brother} In the morning he asks for tea."
    data["loss"] = "He leaves the ward.\n\n{sister}\n\nThe bed is made up for someone else."
    data["variants"] = [
        {"id": "came", "part": "outcome", "when": {"flag": "called_sister"}, "fills": "sister", "text": "She came."},
        {"id": "rang", "part": "outcome", "when": {"flag": "called_brother"}, "fills": "brother", "text": "He rang."},
        {"id": "also", "part": "outcome", "when": {"flag": "called_sister"}, "fills": "sister", "text": "Not read."},
        {"id": "gone", "part": "loss", "when": {"cause": "transferred"}, "fills": "sister", "text": "Moved on."},
        {"id": "whole", "part": "outcome", "when": {"clear_placed": "m1-1"}, "text": "Another day. {brother}"},
        {"id": "nobody", "part": "loss", "fills": "brother", "text": "Nobody rang."},
    ]
    data["loss"] += " {brother}"
    return Scenario.model_validate(data)


def test_R29_a_slot_is_filled_by_the_first_variant_for_it_that_holds_and_left_out_otherwise():
    """R29: the outcome is read once the objective holds; a line for each choice the campaign made is read in
    its place in that outcome (issue 27: the last outcome's line for Siobhan, and for Col)."""
    chapter = _chapter_with_slots()
    assert chapter.told("outcome") == "He sleeps. In the morning he asks for tea."
    sister = Facts(flags=frozenset({"called_sister"}))
    assert chapter.told("outcome", sister) == "He sleeps. She came. In the morning he asks for tea."
    both = Facts(flags=frozenset({"called_sister", "called_brother"}))
    assert chapter.told("outcome", both) == "He sleeps. She came. He rang. In the morning he asks for tea."


def test_R29_a_whole_variant_is_chosen_first_and_its_own_slots_are_filled():
    chapter = _chapter_with_slots()
    facts = Facts(clears=frozenset({"m1-1"}), flags=frozenset({"called_brother"}))
    assert chapter.told("outcome", facts) == "Another day. He rang."


def test_R22_a_loss_slot_reads_the_cause_and_an_empty_one_leaves_one_paragraph_break():
    chapter = _chapter_with_slots()
    assert chapter.told("loss", Facts(cause="died")) == (
        "He leaves the ward.\n\nThe bed is made up for someone else. Nobody rang."
    )
    assert chapter.told("loss", Facts(cause="transferred")) == (
        "He leaves the ward.\n\nMoved on.\n\nThe bed is made up for someone else. Nobody rang."
    )


def test_a_whole_variant_needs_its_condition_and_only_a_slots_line_may_go_without():
    import pytest
    from pydantic import ValidationError

    from bot.games.holding_on.engine.content import TextVariant

    assert TextVariant(id="x", part="loss", fills="brother", text="Nobody rang.").when is None
    with pytest.raises(ValidationError, match="needs a `when`"):
        TextVariant(id="y", part="loss", text="A whole text, always.")
