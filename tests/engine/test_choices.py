"""A choice of the heart (issue 35): a card of the story asks the table something, and play waits for its answer.

The engine tests' pack has one in scenario 3: on the second morning a letter lies on the locker, and the table
keeps it or posts it. The Shift Manager says what the table chose (D4); each answer sets its own flag, which a
win carries into the campaign like a call made.
"""

from __future__ import annotations

from bot.games.holding_on.engine import describe, legal_actions, public_view
from bot.games.holding_on.engine.state import state_from_json, state_to_json
from tests.engine.helpers import act, events_of, game, play_until, refused, to_next_day


def _asked():
    state = game(3, scenario=3, sm=1)
    to_next_day(state)  # R27: the second day's Shift Manager is the next seat
    assert state.shift_manager == 2
    return state


def test_the_card_asks_and_nothing_else_is_open_until_the_table_answers():
    state = _asked()
    assert "t-letter" in state.fired_triggers
    open_now = legal_actions(state)
    asked = {("choose", 2, "kept_letter"), ("choose", 2, "gave_letter")}
    assert {(a.kind, a.seat, a.choice) for a in open_now} == asked
    assert [describe(state, a) for a in open_now] == ["keep it for him", "post it"]  # the pack's order and words


def test_only_the_shift_manager_says_what_the_table_chose():
    state = _asked()
    assert "Shift Manager" in refused(state, legal_actions(state)[0].with_seat(0))


def test_the_answer_sets_its_flag_is_told_and_play_goes_on():
    state = _asked()
    outcome = act(state, "choose", choice="gave_letter")
    assert "gave_letter" in state.flags and "kept_letter" not in state.flags
    assert [e.data for e in events_of(outcome, "choice_made")] == [{"trigger": "t-letter", "answer": "gave_letter"}]
    assert {a.kind for a in legal_actions(state)} == {"reveal"}  # the day goes on where it stood
    play_until(state, lambda s: s.day > 3)
    assert state.flags.count("gave_letter") == 1 and "choose" not in {a.kind for a in legal_actions(state)}


def test_the_public_view_shows_the_choice_only_while_it_is_asked():
    state = _asked()
    assert public_view(state)["choice"] == {
        "trigger": "t-letter",
        "answers": [{"flag": "kept_letter", "words": "keep it for him"}, {"flag": "gave_letter", "words": "post it"}],
    }
    act(state, "choose", choice="kept_letter")
    assert "choice" not in public_view(state)


def test_a_choice_asked_survives_a_save_and_is_asked_again():
    state = state_from_json(state_to_json(_asked()))
    assert {a.kind for a in legal_actions(state)} == {"choose"}


def test_scenarios_without_a_choice_never_ask_one():
    state = game(3, scenario=2)
    play_until(state, lambda s: s.day > 4)
    assert "choice" not in public_view(state)
