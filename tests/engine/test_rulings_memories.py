"""Memories: R13 (talking to Billy), R14 (Inquire), R15 (Talk About Billy), R17 (Focus), R25, D2 (Billy's voice).

Three players: Ana (seat 0, Shift Manager), Ben (1), Cy (2). Decks are arranged
at the bottom (first listed, first drawn) and shuffles are no-ops unless said.
"""

from __future__ import annotations

import pytest

from bot.games.events import CHANNEL, SEAT
from bot.games.holding_on.engine import Action
from tests.engine.helpers import (
    CLEAR_EVENT,
    PARTIAL_EVENT,
    PARTIAL_EVENT_2,
    TALKER,
    act,
    answer,
    before_talk,
    begin_talk,
    events_of,
    freeze_shuffles,
    game,
    kinds,
    matching,
    place_in_grid,
    play_until,
    refused,
    set_event,
    stack,
    staff,
)
from tests.fixtures.pack import CLEAR_EXAMPLE, PARTIAL_EXAMPLE

A, B, X = "m1-2", "m1-3", "m3-1"


def _palliative_memory(state, *people, card="p-d01"):
    """Palliative care on p-d01 (a memory and a token-or-memory, taken as a memory): two draws."""
    staff(state, card, *people)
    act(state, "care", choice="palliative")
    act(state, "reward", choice="memory")


# --- R13: Partial Memories -------------------------------------------------------------------------


def test_R13_the_senior_names_the_talker_and_another_player_speaks_for_billy():
    state = game(3, sm=0)
    _palliative_memory(state, "n1", "a1")
    assert {(a.seat, a.staff) for a in matching(state, "talker")} == {(1, "n1"), (1, "a1")}
    act(state, "talker", staff="a1")  # an Assistant talks: her player is the Shift Manager, Ana
    assert {(a.seat, a.target) for a in matching(state, "billy_voice")} == {(1, 1), (1, 2)}
    nurse = game(3, sm=0)
    _palliative_memory(nurse, "n1", "a1")
    act(nurse, "talker", staff="n1")
    assert {a.target for a in matching(nurse, "billy_voice")} == {0, 2}


def test_R13_an_assistants_memories_go_to_the_shift_manager_board(monkeypatch):
    freeze_shuffles(monkeypatch)
    state = game(3, sm=0)
    _palliative_memory(state, "n1", "a1")
    act(state, "talker", staff="a1")
    stack(state.partial_deck, X, A)
    outcome = act(state, "billy_voice", target=2)
    assert state.sm_board_partials == [X, A]
    received = events_of(outcome, "memory_received")
    quotes = [state.rules.memories[m].quote for m in (X, A)]
    assert [(e.audience, e.seat, e.data["quote"]) for e in received] == [(SEAT, 0, q) for q in quotes]
    assert all("memory" not in e.data for e in received)  # D3: the back, never the card's id


def test_R13_the_deck_is_shuffled_then_drawn_from_the_bottom(monkeypatch):
    """The shuffle comes first (here it brings m4-4 to the bottom), then cards are drawn from the bottom."""
    shuffled = []

    def shuffle(state, deck):
        state.hidden_moves += 1
        shuffled.append(len(deck))
        stack(deck, "m4-4", "m5-5")

    monkeypatch.setattr("bot.games.holding_on.engine.rng.shuffle", shuffle)
    state = game(3, sm=0)
    shuffled.clear()
    _palliative_memory(state, "n1", "a1")
    act(state, "talker", staff="n1")
    stack(state.partial_deck, X, A)
    act(state, "billy_voice", target=2)
    assert shuffled == [len(state.partial_deck) + 2]  # one shuffle of the Partial deck, before drawing
    assert state.staff["n1"].partials == ["m4-4", "m5-5"]


def test_R13_a_memory_stays_face_down_its_quote_goes_to_billys_voice(monkeypatch):
    freeze_shuffles(monkeypatch)
    state = game(3, sm=0)
    _palliative_memory(state, "n1", "a1")
    act(state, "talker", staff="n1")
    stack(state.partial_deck, X, A)
    outcome = act(state, "billy_voice", target=2)
    quote = {m: state.rules.memories[m].quote for m in (X, A)}
    public = [e for e in outcome.events if e.audience == CHANNEL]
    for secret in (X, A, quote[X], quote[A]):
        assert secret not in repr(public)
    assert [(e.data["deck"], e.data["timeline"]) for e in events_of(public, "memory_drawn")] == [
        ("partial", 3),
        ("partial", 1),
    ]
    quotes = events_of(outcome, "quote")
    assert [(e.audience, e.seat, e.data["quote"]) for e in quotes] == [(SEAT, 2, quote[X]), (SEAT, 2, quote[A])]
    assert {e.seat for e in events_of(outcome, "memory_received")} == {1}


# --- D2: options.billy_voice = "channel" ----------------------------------------------------------------


def test_D2_billy_voice_channel_posts_the_quote_for_the_table(monkeypatch):
    freeze_shuffles(monkeypatch)
    state = game(3, sm=0, billy_voice="channel")
    _palliative_memory(state, "n1", "a1")
    act(state, "talker", staff="n1")
    stack(state.partial_deck, X, A)
    outcome = act(state, "billy_voice", target=2)
    quote = {m: state.rules.memories[m].quote for m in (X, A)}
    quotes = events_of(outcome, "quote")
    assert [(e.audience, e.seat, e.data["quote"]) for e in quotes] == [
        (CHANNEL, None, quote[X]),
        (CHANNEL, None, quote[A]),
    ]
    assert X not in repr([e for e in outcome.events if e.audience == CHANNEL])  # the card itself stays hidden
    assert state.staff["n1"].partials == [X, A]


# --- R14: Inquire ------------------------------------------------------------------------------------------


def test_R14_no_inquiry_on_a_deteriorating_card():
    state = game(3, sm=0)
    place_in_grid(state, "m1-1")
    staff(state, "p-d01", "n1", "n2")
    act(state, "care", choice="medical")
    act(state, "resolve")
    assert "inquire" not in kinds(state)
    assert (state.shift, state.step) == (1, "reveal")


def test_R14_only_after_the_care_and_only_nurses_on_the_card_with_a_token_and_under_two_stress():
    state = game(3, sm=0)
    place_in_grid(state, "m1-1")
    state.staff["n2"].tokens = 2
    staff(state, "p-s01", "n2", "a1")
    assert "inquire" not in kinds(state)  # the care comes first
    act(state, "care", choice="medical")
    assert "inquire" not in kinds(state)
    act(state, "resolve")
    assert {(a.seat, a.staff, a.timeline) for a in matching(state, "inquire")} == {(2, "n2", 1)}
    assert refused(state, Action("inquire", 1, staff="n1", timeline=1))  # Ben is not on the card
    assert {a.seat for a in matching(state, "close_inquiries")} == {2}


def test_R14_the_inquiring_nurse_places_her_own_token_never_the_pool(monkeypatch):
    freeze_shuffles(monkeypatch)
    state = game(3, sm=0)
    state.pool = 4
    place_in_grid(state, "m1-1")
    staff(state, "p-s01", "n1", "a1")
    act(state, "care", choice="medical")
    act(state, "resolve")
    act(state, "inquire", staff="n1", timeline=1)
    assert (state.staff["n1"].tokens, state.pool, state.current.inquiry_tokens) == (0, 4, 1)


def test_R14_only_timelines_with_a_partial_in_the_grid_and_another_player_speaks_for_billy():
    state = game(3, sm=0)
    place_in_grid(state, "m1-1", "m4-2", "m4-3")
    staff(state, "p-s00", "n1")
    act(state, "care", choice="medical")
    act(state, "resolve")
    assert sorted(a.timeline for a in matching(state, "inquire")) == [1, 4]
    act(state, "inquire", staff="n1", timeline=4)
    assert {(a.seat, a.target) for a in matching(state, "billy_voice")} == {(1, 0), (1, 2)}


def test_R14_draw_until_a_memory_of_that_timeline_others_set_aside_a_clear_card_has_no_quote(monkeypatch):
    shuffles = freeze_shuffles(monkeypatch)
    state = before_talk("inquiry")
    shuffles.clear()
    stack(state.clear_deck, X, "m5-1", A)
    events = begin_talk(state, "inquiry")
    assert shuffles == [len(state.clear_deck) + 3]  # the Clear deck is shuffled first
    assert state.staff[TALKER].clears == [A]
    assert state.conversation.set_aside == [X, "m5-1"]
    received = events_of(events, "memory_received")
    assert [(e.seat, e.data) for e in received] == [(1, {"deck": "clear", "timeline": 1})]  # the back only (D3)
    assert not events_of(events, "quote")


def test_R14_asking_again_about_the_same_timeline_continues_the_same_deck(monkeypatch):
    """German and French texts (the default): no shuffle, the set-aside cards stay out."""
    shuffles = freeze_shuffles(monkeypatch)
    state = before_talk("inquiry")
    shuffles.clear()
    stack(state.clear_deck, X, A, "m5-1", B)
    begin_talk(state, "inquiry")
    act(state, "inquire", staff=TALKER, timeline=1)
    assert len(shuffles) == 1
    assert state.staff[TALKER].clears == [A, B]
    assert state.conversation.set_aside == [X, "m5-1"]
    assert X not in state.clear_deck
    assert state.current.inquiry_tokens == 2


def test_R14_option_inquire_same_timeline_reshuffles_the_english_reading(monkeypatch):
    """options.inquire_same_timeline_reshuffles: the set-aside cards go back and the deck is shuffled."""
    shuffles = freeze_shuffles(monkeypatch)
    state = game(3, sm=0, inquire_same_timeline_reshuffles=True)
    place_in_grid(state, "m1-1")
    state.staff[TALKER].tokens = 3
    staff(state, "p-s01", TALKER, "n2")
    act(state, "care", choice="medical")
    act(state, "resolve")
    act(state, "inquire", staff=TALKER, timeline=1)
    shuffles.clear()
    stack(state.clear_deck, X, A, B)
    size = len(state.clear_deck)
    act(state, "billy_voice", target=2)
    assert state.conversation.set_aside == [X]
    act(state, "inquire", staff=TALKER, timeline=1)
    assert shuffles == [size, size - 1]  # X went back before the second shuffle
    # With the shuffle a no-op, X (returned to the bottom) is met and set aside again.
    assert state.staff[TALKER].clears == [A, B]
    assert state.conversation.set_aside == [X]


def test_R14_a_different_timeline_returns_the_set_aside_cards_and_shuffles(monkeypatch):
    shuffles = freeze_shuffles(monkeypatch)
    state = before_talk("inquiry")
    place_in_grid(state, "m5-4")
    shuffles.clear()
    stack(state.clear_deck, X, A, "m5-1")
    size = len(state.clear_deck)
    begin_talk(state, "inquiry")
    act(state, "inquire", staff=TALKER, timeline=5)
    assert shuffles == [size, size - 1]
    assert state.staff[TALKER].clears == [A, "m5-1"]
    assert state.conversation.set_aside == [X]  # met again (no-op shuffle) and set aside for timeline 5


def test_R14_stopping_returns_the_set_aside_cards_and_the_drawn_events(monkeypatch):
    freeze_shuffles(monkeypatch)
    state = before_talk("inquiry")
    set_event(state, CLEAR_EVENT, "quiet_moment")
    stack(state.clear_deck, CLEAR_EVENT, X, A)
    begin_talk(state, "inquiry")
    assert state.staff[TALKER].clears == []  # a quiet moment was this inquiry's card
    act(state, "inquire", staff=TALKER, timeline=1)
    assert state.staff[TALKER].clears == [A]
    act(state, "stop_inquiry")
    assert CLEAR_EVENT in state.clear_deck and X in state.clear_deck
    assert state.conversation is None


def test_R14_one_conversation_at_a_time_then_the_next_nurse_may_inquire(monkeypatch):
    freeze_shuffles(monkeypatch)
    state = before_talk("inquiry")
    stack(state.clear_deck, A)
    begin_talk(state, "inquiry")
    assert {a.seat for a in matching(state, "inquire")} == {1}  # Cy waits for Ben
    assert not matching(state, "close_inquiries")
    act(state, "stop_inquiry")
    assert {(a.seat, a.staff) for a in matching(state, "inquire")} == {(1, "n1"), (2, "n2")}  # Ben may, again
    act(state, "inquire", staff="n2", timeline=1)
    assert state.staff["n2"].tokens == 0


def test_R14_an_inquiry_ends_when_the_nurse_has_no_token_left(monkeypatch):
    freeze_shuffles(monkeypatch)
    state = before_talk("inquiry", tokens=1)
    stack(state.clear_deck, A)
    begin_talk(state, "inquiry")
    assert state.conversation is None
    assert state.staff[TALKER].clears == [A]
    assert {a.staff for a in matching(state, "inquire")} == {"n2"}


def test_R14_the_inquiry_tokens_return_to_the_supply_at_the_end_of_the_day(monkeypatch):
    freeze_shuffles(monkeypatch)
    state = before_talk("inquiry")
    stack(state.clear_deck, A)
    begin_talk(state, "inquiry")
    act(state, "stop_inquiry")
    act(state, "close_inquiries")
    play_until(state, lambda s: s.day == 2)
    assert state.shifts == []  # the cards and the tokens on them are gone to the supply
    assert state.staff[TALKER].tokens == 2  # 3 - 1: the inquiry's token did not come back to Ben


# --- R15: Talk About Billy ----------------------------------------------------------------------------------


def test_R15_partials_first_then_each_clear_placed_or_silently_returned():
    state = game(3, sm=0)
    place_in_grid(state, "m1-1")
    for memory in ("m3-2", "m4-4"):
        state.partial_deck.remove(memory)
    state.partial_deck.remove("m5-5")
    state.staff["n1"].partials = ["m3-2"]
    state.sm_board_partials = ["m5-5"]
    state.staff["n2"].partials = ["m4-4"]
    for memory in ("m3-2", "m1-1", "m2-6"):
        state.clear_deck.remove(memory)
    state.staff["n2"].clears = ["m3-2", "m2-6"]  # m3-2's Partial is placed this evening, m2-6's never
    state.staff["n1"].clears = ["m1-1"]
    staff(state, "p-s00", "n0")
    events = play_until(state, lambda s: s.day == 2)
    assert set(state.grid_partials) == {"m1-1", "m3-2", "m4-4", "m5-5"}
    assert set(state.grid_clears) == {"m3-2", "m1-1"}
    assert "m2-6" in state.clear_deck
    for nurse in ("n0", "n1", "n2"):
        assert state.staff[nurse].partials == [] and state.staff[nurse].clears == []
    assert state.sm_board_partials == []
    kinds_in_order = [e.kind for e in events]
    assert kinds_in_order.index("partial_placed") < kinds_in_order.index("clear_placed")
    public = [e for e in events if e.audience == CHANNEL]
    assert "m2-6" not in repr(public)  # returned without being shown to anyone
    checked = [e for e in events_of(events, "clear_checked") if (e.data["timeline"], e.data["position"]) == (2, 6)]
    assert [(e.audience, e.seat, e.data["placed"]) for e in checked] == [(SEAT, 2, False)]


# --- R17: Focus, scenario 2 and beyond --------------------------------------------------------------------


def test_R17_no_focus_in_scenario_1():
    state = game(3, scenario=1, sm=0)
    state.staff["n1"].tokens = 3
    place_in_grid(state, "m1-1")
    _palliative_memory(state, "n1", "a1")
    act(state, "talker", staff="n1")
    act(state, "billy_voice", target=2)
    assert "focus" not in kinds(state)


def test_R17_focus_for_nurse_talkers_with_a_token_only():
    state = game(3, scenario=2, sm=0)
    _palliative_memory(state, "n1", "a1")
    act(state, "talker", staff="a1")
    act(state, "billy_voice", target=2)
    assert "focus" not in kinds(state)
    broke = game(3, scenario=2, sm=0)
    broke.staff["n1"].tokens = 0
    _palliative_memory(broke, "n1", "a1")
    act(broke, "talker", staff="n1")
    act(broke, "billy_voice", target=2)
    assert "focus" not in kinds(broke)


def test_R17_steer_costs_one_token_and_names_a_timeline_already_in_the_grid(monkeypatch):
    freeze_shuffles(monkeypatch)
    state = before_talk("steer")
    act(state, "billy_voice", target=2)
    options = {(a.seat, a.choice, a.timeline) for a in matching(state, "focus")}
    assert options == {(1, "none", None), (1, "persist", None), (1, "steer", 1), (1, "steer", 2)}
    assert refused(state, Action("focus", 1, choice="steer", timeline=3)) == (
        "Timeline 3 has no Partial Memory in the grid yet (R17)."
    )
    stack(state.partial_deck, X, "m2-2", A, B)
    act(state, "focus", choice="steer", timeline=2)
    assert state.staff[TALKER].tokens == 2
    assert state.staff[TALKER].partials[0] == "m2-2"
    assert all(state.rules.memories[m].timeline == 2 for m in state.staff[TALKER].partials)


def test_R17_persist_one_token_per_partial_set_aside_and_she_takes_the_next(monkeypatch):
    freeze_shuffles(monkeypatch)
    state = before_talk("persist")
    stack(state.partial_deck, X, A, B)
    begin_talk(state, "persist")
    assert {(a.seat, a.choice) for a in matching(state, "persist")} == {(1, "yes"), (1, "no")}
    act(state, "persist", choice="yes")  # X set aside for 1 token; A comes instead
    assert state.conversation.pending_memory == A
    act(state, "persist", choice="no")
    act(state, "persist", choice="no")  # the second draw: B
    assert state.staff[TALKER].partials == [A, B]
    assert state.staff[TALKER].tokens == 2
    assert X in state.partial_deck  # the ignored card went back


def test_R17_an_event_met_after_a_persist_still_counts(monkeypatch):
    freeze_shuffles(monkeypatch)
    state = before_talk("persist")
    set_event(state, PARTIAL_EVENT, "quiet_moment")
    stack(state.partial_deck, X, PARTIAL_EVENT, A, B)
    begin_talk(state, "persist")
    act(state, "persist", choice="yes")  # X aside: the next card is the event, and it counts
    answer(state, persist="no")
    assert state.staff[TALKER].partials == [A]  # two draws: the event (after the Persist), then A


@pytest.mark.parametrize("icon", ["draw_ignoring_events", "trust_for_memory_ignoring_events"])
def test_R17_a_persist_inside_a_draw_ignoring_events_continues_it(monkeypatch, icon):
    """R17 (amended): the event's extra draw ignores events; X comes, and Ben persists. The replacement is
    drawn by the same draw, so the event met on the way (E2) is set aside unrevealed, until A comes."""
    freeze_shuffles(monkeypatch)
    state = before_talk("persist")
    set_event(state, PARTIAL_EVENT, icon)
    set_event(state, PARTIAL_EVENT_2, "condition_up")  # were it resolved, Billy would gain 1
    stack(state.partial_deck, PARTIAL_EVENT, X, PARTIAL_EVENT_2, A, B)
    events = begin_talk(state, "persist")
    if icon.startswith("trust"):
        events += act(state, "spend_trust", choice="yes").events
    assert state.conversation.pending_memory == X
    condition = state.condition
    events += act(state, "persist", choice="yes").events  # X aside for 1 token: the draw goes on
    assert state.conversation.pending_memory == A
    revealed = [e.data["effects"] for e in events_of(events, "event_revealed")]
    assert revealed == [[icon]]  # E2 was never revealed nor resolved
    assert state.condition == condition
    assert PARTIAL_EVENT_2 in state.conversation.set_aside
    answer(state, persist="no")
    assert state.staff[TALKER].partials[0] == A
    assert PARTIAL_EVENT_2 in state.partial_deck  # set-aside cards go back (R13)


def test_R17_persist_when_out_of_tokens_the_memory_is_simply_kept(monkeypatch):
    freeze_shuffles(monkeypatch)
    state = before_talk("persist", tokens=1)
    stack(state.partial_deck, X, A, B)
    begin_talk(state, "persist")
    act(state, "persist", choice="yes")
    assert state.conversation is None  # no token left: A and B are kept without a question
    assert state.staff[TALKER].partials == [A, B]


def test_R17_never_both_a_steered_talk_asks_no_persist_question(monkeypatch):
    freeze_shuffles(monkeypatch)
    state = before_talk("steer")
    stack(state.partial_deck, A, B)
    begin_talk(state, "steer")
    assert state.conversation is None  # no Persist question was asked
    assert state.staff[TALKER].partials == [A, B]


# --- R25: the two example Event Cards, as data ----------------------------------------------------------


def test_R25_the_rulebook_example_events_as_data():
    state = game(3, sm=0)
    assert state.rules.events[PARTIAL_EXAMPLE].bands == {
        "green": ["quiet_moment"],
        "orange": ["quiet_moment"],
        "red": ["quiet_moment", "trust_for_memory_ignoring_events"],
        "black": ["no_more_talking"],
    }
    assert state.rules.events[CLEAR_EXAMPLE].bands == {
        "green": ["ignore"],
        "orange": ["change_of_subject"],
        "red": ["change_of_subject", "remove"],
        "black": ["no_more_talking"],
    }
    assert state.rules.events[PARTIAL_EXAMPLE].deck == "partial"
    assert state.rules.events[CLEAR_EXAMPLE].deck == "clear"
