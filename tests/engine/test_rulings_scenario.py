"""Billy's condition and the scenario: R1, R2, R22, R27, R28, R29."""

from __future__ import annotations

import pytest

from bot.games.holding_on.engine import legal_actions, new_game, public_view, start_events
from bot.games.holding_on.engine import memories as memories_module
from bot.games.holding_on.engine.condition import band
from tests.engine.helpers import (
    NAMES,
    PACK,
    act,
    events_of,
    freeze_shuffles,
    game,
    place_in_grid,
    play_until,
    reveal,
    stack,
    staff,
    to_next_day,
)

# --- R1: the Condition Track ------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("condition", "colour"),
    [(30, "green"), (14, "green"), (13, "orange"), (8, "orange"), (7, "red"), (4, "red"), (3, "black"), (0, "black")],
)
def test_R1_colour_bands(condition, colour):
    assert band(condition) == colour


def test_R1_billy_starts_on_28_or_the_scenarios_own_start():
    assert game(3, scenario=1).condition == 28
    assert game(3, scenario=2).condition == 26


def test_R1_never_above_30():
    state = game(3, sm=0)
    state.condition = 30
    staff(state, "p-s00", "n1")
    act(state, "care", choice="medical")
    act(state, "tokens", staff="n1", count=1)
    outcome = act(state, "resolve")
    assert state.condition == 30
    assert not events_of(outcome, "condition_changed")
    assert state.staff["n1"].tokens == 0  # the token was still spent


# --- R2: Billy dies --------------------------------------------------------------------------------------


def test_R2_billy_dies_the_moment_he_reaches_0():
    state = game(3, sm=0)
    state.condition = 2
    staff(state, "p-d01", "n1", "n2")
    outcome = act(state, "care", choice="palliative")
    assert (state.condition, state.result, state.loss_cause) == (0, "lost", "died")
    assert legal_actions(state) == []
    assert events_of(outcome, "scenario_lost")
    assert not events_of(outcome, "reward_chosen")  # nothing after his death


def test_R2_the_patient_deck_holds_39_cards_and_empty_at_the_start_of_a_day_he_dies():
    state = game(3, sm=0)
    assert len(state.patient_deck) == 39 and "p-extra" not in state.patient_deck
    state.patient_deck = state.patient_deck[-3:]  # the last day's three cards
    to_next_day(state)
    assert (state.result, state.loss_cause) == ("lost", "died")
    assert state.condition > 0


def test_R2_a_shift_that_finds_the_deck_empty_ends_the_day_and_he_dies_at_the_next_days_start():
    """R2 as amended: a pack keeps the deck a multiple of 3, but should a shift still find it empty, the day
    ends there (its Warning check, the break room's tokens, Talk About Billy) and R2 applies at dawn."""
    state = game(3, sm=0)
    state.patient_deck = state.patient_deck[-2:]  # two cards: the Night shift finds nothing
    events = play_until(state, lambda s: s.day > 1 or s.result is not None)
    ended = [e.kind for e in events if e.kind in ("shift_ended", "day_ended", "scenario_lost")]
    assert ended == ["shift_ended", "shift_ended", "day_ended", "scenario_lost"]
    assert [e.data["cause"] for e in events_of(events, "scenario_lost")] == ["died"]
    assert (state.day, state.result, state.loss_cause) == (2, "lost", "died")
    assert state.condition > 0


def test_R2_the_day_an_empty_deck_cuts_short_still_has_its_talk_about_billy(monkeypatch):
    """The grid can still complete the objective at that day's end (R22): Talk About Billy is not skipped."""
    state = game(3, sm=0)
    state.patient_deck = state.patient_deck[-1:]  # one card: the Day shift finds the deck empty
    talked = []
    original = memories_module.talk_about_billy

    def talk(state, events):
        talked.append(state.day)
        original(state, events)

    monkeypatch.setattr(memories_module, "talk_about_billy", talk)
    play_until(state, lambda s: s.result is not None)
    assert talked == [1] and state.loss_cause == "died"


# --- R22: won the moment the objective holds --------------------------------------------------------


def test_R22_a_grid_objective_is_won_at_talk_about_billy():
    """Scenario 1: a Clear Memory in each timeline. Ben holds the fifth; it is placed at the day's end."""
    state = game(3, sm=0)
    for timeline in range(1, 6):
        place_in_grid(state, f"m{timeline}-1")
    for timeline in range(1, 5):
        state.clear_deck.remove(f"m{timeline}-1")
        state.grid_clears.append(f"m{timeline}-1")
    state.clear_deck.remove("m5-1")
    state.staff["n1"].clears = ["m5-1"]
    staff(state, "p-s00", "n0")
    play_until(state, lambda s: s.shift == 2 and s.step == "reveal")
    assert state.result is None  # held in Ben's hand, the Clear counts for nothing yet
    events = play_until(state, lambda s: False)
    assert (state.result, state.day) == ("won", 1)
    won = events_of(events, "scenario_won")
    assert [(e.data["scenario"], e.data["flags"]) for e in won] == [(1, ["chapter_one_done"])]
    # the outcome may be told by what the grid holds as the attempt ends
    assert sorted(won[0].data["clears"]) == [[1, 1], [2, 1], [3, 1], [4, 1], [5, 1]]  # by slot (D3)
    assert "chapter_one_done" in state.campaign_flags
    assert [e.kind for e in events].index("clear_placed") < [e.kind for e in events].index("scenario_won")
    assert legal_actions(state) == []


def test_R22_a_flag_objective_is_checked_after_every_decision(monkeypatch):
    """Scenario 2: m2-3 and m4-1 clear, and the sister called. The call itself wins, mid-day."""
    freeze_shuffles(monkeypatch)
    state = game(3, scenario=2, sm=0)
    for memory in ("m2-3", "m4-1"):
        place_in_grid(state, memory)
        state.clear_deck.remove(memory)
        state.grid_clears.append(memory)
    staff(state, "p-d00", "n1", end=False)
    act(state, "call", staff="n2", contact="sister")
    act(state, "care", choice="medical")
    assert state.result is None
    stack(state.clear_deck, "m2-4")
    outcome = act(state, "resolve")
    assert (state.result, state.day, len(state.shifts)) == ("won", 1, 1)  # before the Day card
    assert events_of(outcome, "call_made") and events_of(outcome, "scenario_won")


def test_R22_a_night_call_that_meets_the_objective_wins_before_the_evenings_second_warning(monkeypatch):
    """R22 (amended): the first of win and loss to happen stands. One Warning already, no Medical care today:
    the evening would bring the second. The Night call sets the last flag the objective needs: won, and
    the end-of-day checks never run."""
    freeze_shuffles(monkeypatch)
    state = game(3, scenario=2, sm=0)
    for memory in ("m2-3", "m4-1"):
        place_in_grid(state, memory)
        state.clear_deck.remove(memory)
        state.grid_clears.append(memory)
    state.warnings = 1
    state.shift = 2  # the Night shift of day 1; Morning and Day gave no Medical care
    assert not state.medical_today
    reveal(state, "p-s00")  # stable, one space, "token or memory", inquiry
    act(state, "assign", staff="n1")
    act(state, "call", staff="n2", contact="sister")
    act(state, "care", choice="palliative")
    events = act(state, "reward", choice="token").events
    events += play_until(state, lambda s: False)  # close the inquiry window: the card is done, the call follows
    kinds = [e.kind for e in events]
    assert (state.result, state.warnings) == ("won", 1)
    assert kinds.index("call_made") < kinds.index("scenario_won")
    assert "warning" not in kinds and "day_ended" not in kinds
    assert legal_actions(state) == []


def test_R22_a_trigger_that_completes_the_objective_wins_once_talk_about_billy_is_over():
    """A narrative card read when m1-1 is placed sets the flag the objective asks for: Billy's memories are
    all placed first (the step it belongs to), then the scenario is won, and nothing follows."""
    from bot.games.holding_on.engine.state import TriggerSpec

    state = game(3, sm=0)
    state.rules.objective = {"flags": ["found"]}
    state.rules.triggers.append(TriggerSpec("t-found", "m1-1", None, None, None, "found"))
    for memory in ("m1-1", "m2-2"):
        state.partial_deck.remove(memory)
        state.staff["n1"].partials.append(memory)
    events = to_next_day(state)
    kinds = [e.kind for e in events]
    assert state.result == "won" and state.day == 1
    assert kinds.count("partial_placed") == 2 and kinds[-1] == "scenario_won"
    assert kinds.index("narrative") < kinds.index("scenario_won")


# --- R27: handover ---------------------------------------------------------------------------------------------


def test_R27_the_shift_manager_role_passes_to_the_next_seat_each_day():
    state = game(3, sm=1)
    managers = [state.shift_manager]
    for _ in range(3):
        to_next_day(state)
        managers.append(state.shift_manager)
    assert managers == [1, 2, 0, 1]


def test_R27_the_first_shift_manager_is_drawn_at_random_from_the_seed():
    firsts = [new_game(PACK, 1, NAMES[:3], seed=seed).shift_manager for seed in range(12)]
    assert set(firsts) == {0, 1, 2}
    assert firsts == [new_game(PACK, 1, NAMES[:3], seed=seed).shift_manager for seed in range(12)]


# --- R28: every attempt starts fresh --------------------------------------------------------------------------


def test_R28_scenario_1_starts_fresh():
    state = new_game(PACK, 1, NAMES[:3], seed=5)
    nurses = [state.staff[f"n{seat}"] for seat in range(3)]
    assert [(n.tokens, n.stress, n.place) for n in nurses] == [(1, 0, "break_room")] * 3
    assert (state.condition, state.pool, state.warnings, state.day, state.shift) == (28, 0, 0, 1, 0)
    assert (state.staff["o1"].place, state.staff["o2"].place) == ("on_call", "on_call")
    assert (state.staff["a1"].place, state.staff["a2"].place) == ("break_room", "break_room")
    assert state.grid_partials == [] and state.grid_clears == []
    assert sorted(state.patient_deck) == sorted(p for p in state.rules.patients)
    assert len(state.partial_deck) == 35 and len(state.clear_deck) == 35  # 30 memories + 5 events each


def test_R28_scenario_2_rebuilds_the_decks_with_its_changes():
    state = new_game(PACK, 2, NAMES[:3], seed=5)
    assert state.condition == 26
    assert state.grid_partials == ["m1-1", "m2-1"]
    assert "m1-1" not in state.partial_deck and "m1-1" in state.clear_deck
    assert "ev-p-draw" not in state.partial_deck and "ev-p-draw" not in state.rules.events
    assert "ev-p-bonus" in state.partial_deck
    assert [state.staff[f"n{s}"].tokens for s in range(3)] == [1, 1, 1]
    carried = new_game(PACK, 2, NAMES[:3], seed=5, campaign_flags=["chapter_one_done"])
    assert [carried.staff[f"n{s}"].tokens for s in range(3)] == [2, 2, 2]  # the conditional setup


# --- R29: narrative -------------------------------------------------------------------------------------------


def test_R29_the_scenario_is_read_at_the_start_and_the_objective_shows_its_memories():
    state = new_game(PACK, 2, NAMES[:3], seed=5)
    kinds = [e.kind for e in start_events(state)]
    assert kinds[0] == "scenario_started"
    assert kinds[-1] == "day_started"  # R27: who is Shift Manager comes with the first shift, last


def test_R27_the_shift_manager_is_announced_with_the_first_shift_after_the_days_narrative():
    state = game(3, scenario=2, sm=0)
    state.rules.triggers[1].on_day = 2  # a narrative read at the start of day 2
    events = to_next_day(state)
    kinds = [e.kind for e in events]
    assert kinds.index("narrative") < kinds.index("day_started")
    assert [e.data["name"] for e in events_of(events, "day_started")] == ["Ben"]
    view = public_view(state)
    assert view["objective_memories"] == [{"timeline": 2, "position": 3}, {"timeline": 4, "position": 1}]
    assert view["result"] is None


def test_R29_narrative_triggers_on_a_day_and_on_a_band():
    state = game(3, scenario=2, sm=0)
    events = to_next_day(state)
    events += to_next_day(state)
    assert state.day == 3
    assert "t-day3" in [e.data["trigger"] for e in events_of(events, "narrative")]
    assert "third" in state.flags
    state.condition = 8
    staff(state, "p-d00", "n1")
    act(state, "care", choice="palliative")
    assert state.condition == 7
    assert "t-red" in state.fired_triggers


def test_R29_the_outcome_only_once_the_objective_holds():
    state = game(3, sm=0)
    events = to_next_day(state)
    events += to_next_day(state)
    assert not events_of(events, "scenario_won") and state.result is None


def test_R2_a_patient_deck_that_runs_out_mid_day_ends_the_scenario_instead_of_crashing():
    """R2: a pack whose deck is not whole days must not crash the table; Billy's time runs out."""
    from bot.games.holding_on.engine import apply, legal_actions, new_game
    from tests.fixtures.pack import fixture_pack

    state = new_game(fixture_pack(), 1, ["Ana", "Ben"], seed=1)
    state.patient_deck = state.patient_deck[-1:]  # one card left for three shifts
    for _ in range(200):  # bounded: a loop here would hang the suite
        if state.result is not None or state.day > 1:
            break
        actions = legal_actions(state)
        preferred = [a for a in actions if (a.kind, a.choice) == ("care", "medical") or a.kind == "resolve"]
        moving = [a for a in actions if a.kind not in ("tokens", "pool")]
        apply(state, (preferred or moving)[0])
    assert state.result == "lost" and state.loss_cause == "died"
