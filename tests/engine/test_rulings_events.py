"""R24 and R26: how each event icon acts in each kind of draw, and that no draw loops.

Every case arranges the bottom of the deck (first listed, first drawn) and
makes the shuffle a no-op, then lets Billy talk:
  plain   — a Palliative draw of two Partial Memories, no timeline named;
  steer   — the same two draws, Steered to timeline 1 (scenario 2, R17);
  persist — the same two draws with Persist chosen; Ben keeps every memory;
  inquiry — Ben Inquires about timeline 1 (one Clear card per inquiry, R14).
E is the event under test, E2 a second event, A/B/C memories of timeline 1
(the nominated one) and X a memory of timeline 3. Billy is in the green band.
"""

from __future__ import annotations

import pytest

from tests.engine.helpers import (
    CLEAR_EVENT,
    CLEAR_EVENT_2,
    PARTIAL_EVENT,
    PARTIAL_EVENT_2,
    TALKER,
    act,
    answer,
    before_talk,
    begin_talk,
    events_of,
    freeze_shuffles,
    given,
    kinds,
    matching,
    memory_deck,
    set_event,
    stack,
)

KINDS = ["plain", "steer", "persist", "inquiry"]
A, B, C, X = "m1-2", "m1-3", "m1-4", "m3-1"
START = 20  # green


class Talk:
    """One conversation, arranged: `E` carries `icons`, `E2` carries `second`, the deck starts with `order`."""

    def __init__(self, monkeypatch, kind: str, icons: list[str], order: list[str], second: list[str] | None = None):
        freeze_shuffles(monkeypatch)
        self.kind = kind
        self.state = before_talk(kind)
        self.state.condition = START
        self.E = CLEAR_EVENT if kind == "inquiry" else PARTIAL_EVENT
        self.E2 = CLEAR_EVENT_2 if kind == "inquiry" else PARTIAL_EVENT_2
        set_event(self.state, self.E, *icons)
        set_event(self.state, self.E2, *(second or ["quiet_moment"]))
        names = {"E": self.E, "E2": self.E2}
        self.deck = memory_deck(self.state, kind)
        stack(self.deck, *[names.get(card, card) for card in order])
        self.tokens_before = self.state.staff[TALKER].tokens
        self.events = begin_talk(self.state, kind)

    def answer(self, trust: str = "no") -> None:
        self.events += answer(self.state, trust=trust)

    @property
    def given(self) -> list[str]:
        return given(self.state, self.kind)

    def revealed(self) -> list[str]:
        return [e.data["event"] for e in events_of(self.events, "event_revealed")]

    def spent(self) -> int:
        """Tokens Ben paid in this talk beyond the Steer or the inquiry itself."""
        return self.tokens_before - self.state.staff[TALKER].tokens

    def stop(self) -> None:
        """An inquiry ends when Ben stops (a palliative talk ends by itself)."""
        if self.kind == "inquiry" and self.state.conversation is not None:
            self.events += act(self.state, "stop_inquiry").events


# The token a Steer costs once the talk begins (R17); the inquiry's own token is paid before (R14).
ENTRY_COST = {"plain": 0, "steer": 1, "persist": 0, "inquiry": 0}


@pytest.mark.parametrize("kind", KINDS)
def test_R24_ignore_does_not_count_and_the_same_search_goes_on(monkeypatch, kind):
    """R24 ignore: not a drawn card; keep drawing as before (a Steer or an Inquiry still skips other timelines)."""
    talk = Talk(monkeypatch, kind, ["ignore"], ["E", X, A, B, C])
    talk.answer()
    expected = {"plain": [X, A], "steer": [A, B], "persist": [X, A], "inquiry": [A]}[kind]
    assert talk.revealed() == [talk.E]
    assert talk.given == expected  # every draw the card gives still brings a memory


@pytest.mark.parametrize("kind", KINDS)
def test_R24_quiet_moment_counts_and_shares_nothing(monkeypatch, kind):
    """R24 quiet_moment: counts as a drawn card; nothing is shared for it."""
    talk = Talk(monkeypatch, kind, ["quiet_moment"], ["E", X, A, B])
    talk.answer()
    expected = {"plain": [X], "steer": [A], "persist": [X], "inquiry": []}[kind]
    assert talk.given == expected
    if kind == "inquiry":  # the card was this inquiry's answer; Ben may ask again
        assert matching(talk.state, "inquire", staff=TALKER, timeline=1)
    talk.stop()
    assert talk.E in talk.deck  # R13: a drawn event goes back into its deck


@pytest.mark.parametrize("kind", KINDS)
def test_R24_draw_counts_and_draws_one_more_card_of_the_same_kind(monkeypatch, kind):
    """R24 draw: counts, and one extra card is drawn now by the same kind of draw.

    Plain and Persist: the extra card is the next one, and an event it meets resolves normally (E2 lifts
    Billy +1 and is the extra card). Steer and Inquiry: the extra card is searched on the nominated timeline.
    """
    if kind in ("plain", "persist"):
        talk = Talk(monkeypatch, kind, ["draw"], ["E", "E2", X, A], second=["condition_up"])
        talk.answer()
        assert talk.revealed() == [talk.E, talk.E2]
        assert talk.state.condition == START + 1
        assert talk.given == [X]  # E was card 1, E2 the extra, X card 2
    else:
        talk = Talk(monkeypatch, kind, ["draw"], ["E", X, A, B])
        talk.answer()
        # E counts; its extra card skips X (timeline 3) for A; a Steer's second draw then finds B.
        assert talk.given == ([A, B] if kind == "steer" else [A])
        if kind == "inquiry":  # X waits set aside while Ben may still ask again (R14)
            assert talk.state.conversation.set_aside == [X]


@pytest.mark.parametrize("kind", KINDS)
def test_R24_draw_ignoring_events_sets_events_aside_until_a_memory_comes(monkeypatch, kind):
    """R24 draw_ignoring_events: counts; the extra draw sets events aside unresolved until a memory comes."""
    talk = Talk(monkeypatch, kind, ["draw_ignoring_events"], ["E", "E2", X, A, B], second=["no_more_talking"])
    talk.answer()
    assert talk.revealed() == [talk.E]  # E2 (No More Talking) was never revealed nor resolved
    expected = {"plain": [X, A], "steer": [A, B], "persist": [X, A], "inquiry": [A]}[kind]
    assert talk.given == expected
    talk.stop()
    assert talk.E2 in talk.deck  # set-aside cards go back (R13)


@pytest.mark.parametrize("kind", KINDS)
def test_R24_change_of_subject(monkeypatch, kind):
    """R24 change_of_subject: counts; the next card ignores the nominated timeline; with none it acts as draw."""
    talk = Talk(monkeypatch, kind, ["change_of_subject"], ["E", A, X, B, C])
    talk.answer()
    if kind in ("plain", "persist"):  # no timeline named: as draw, the next card comes
        assert talk.given == [A, X]
    elif kind == "steer":  # A (timeline 1) is passed over; X is given as if asked for; the Steer goes on
        assert talk.given == [X, B]
    else:
        assert talk.given == [X]
    assert talk.state.rules.memories[talk.given[0]].timeline == (1 if kind in ("plain", "persist") else 3)


@pytest.mark.parametrize("kind", KINDS)
def test_R24_trust_for_condition_the_talker_pays_one_token_for_plus_one(monkeypatch, kind):
    """R24 trust_for_condition: the talker (the inquiring Nurse in an Inquiry) may pay 1 own token for +1."""
    talk = Talk(monkeypatch, kind, ["trust_for_condition"], ["E", X, A, B])
    offer = matching(talk.state, "spend_trust")
    assert {a.seat for a in offer} == {1}  # Ben's seat: he talks (or inquires) and pays
    talk.answer(trust="yes")
    assert talk.state.condition == START + 1
    assert talk.spent() == 1 + ENTRY_COST[kind]
    assert talk.state.pool == 0
    expected = {"plain": [X], "steer": [A], "persist": [X], "inquiry": []}[kind]
    assert talk.given == expected  # the event still counted as a drawn card


@pytest.mark.parametrize("kind", KINDS)
def test_R24_trust_for_memory_pays_for_one_extra_draw(monkeypatch, kind):
    """R24 trust_for_memory: 1 token for one extra draw now; an event it meets resolves (E2: +1)."""
    talk = Talk(monkeypatch, kind, ["trust_for_memory"], ["E", "E2", X, A, B], second=["condition_up"])
    talk.answer(trust="yes")
    assert talk.spent() == 1 + ENTRY_COST[kind]
    assert talk.revealed() == [talk.E, talk.E2]
    assert talk.state.condition == START + 1
    expected = {"plain": [X], "steer": [A], "persist": [X], "inquiry": []}[kind]
    assert talk.given == expected


@pytest.mark.parametrize("kind", KINDS)
def test_R24_trust_for_memory_ignoring_events(monkeypatch, kind):
    """R24 trust_for_memory_ignoring_events: 1 token for one extra draw that sets events aside."""
    talk = Talk(monkeypatch, kind, ["trust_for_memory_ignoring_events"], ["E", "E2", X, A, B], second=["condition_up"])
    talk.answer(trust="yes")
    assert talk.spent() == 1 + ENTRY_COST[kind]
    assert talk.revealed() == [talk.E]
    assert talk.state.condition == START
    expected = {"plain": [X, A], "steer": [A, B], "persist": [X, A], "inquiry": [A]}[kind]
    assert talk.given == expected


@pytest.mark.parametrize("kind", KINDS)
def test_R24_trust_declined_costs_nothing_and_draws_nothing(monkeypatch, kind):
    """R24: the offer is a choice; declined, no token is paid and no extra card comes."""
    talk = Talk(monkeypatch, kind, ["trust_for_memory"], ["E", X, A, B])
    talk.answer(trust="no")
    assert talk.spent() == ENTRY_COST[kind]
    expected = {"plain": [X], "steer": [A], "persist": [X], "inquiry": []}[kind]
    assert talk.given == expected


@pytest.mark.parametrize("kind", KINDS)
def test_R24_condition_up(monkeypatch, kind):
    """R24 condition_up: +1 condition, and it counts as the drawn card."""
    talk = Talk(monkeypatch, kind, ["condition_up"], ["E", X, A, B])
    talk.answer()
    assert talk.state.condition == START + 1
    expected = {"plain": [X], "steer": [A], "persist": [X], "inquiry": []}[kind]
    assert talk.given == expected


@pytest.mark.parametrize("kind", KINDS)
def test_R24_no_more_talking_stops_at_once(monkeypatch, kind):
    """R24 no_more_talking: stop drawing at once; in an Inquiry, no more inquiries by anyone this shift."""
    talk = Talk(monkeypatch, kind, ["no_more_talking"], ["E", X, A])
    talk.answer()
    state = talk.state
    assert talk.given == []
    assert state.conversation is None
    assert A in talk.deck and X in talk.deck  # the cards still to come were never drawn
    assert talk.E in talk.deck  # the event goes back (it does not say Remove)
    assert talk.spent() == ENTRY_COST[kind]  # a Steer's token stays paid
    if kind == "inquiry":  # Cy, also on the card with a token, may not inquire either: the shift is over
        assert "inquire" not in kinds(state)
        assert (state.shift, state.step) == (1, "reveal")


@pytest.mark.parametrize("kind", KINDS)
def test_R24_remove_takes_the_event_out_of_the_game(monkeypatch, kind):
    """R24 remove: after resolving (it counts as a drawn card), the card leaves the game for this attempt."""
    talk = Talk(monkeypatch, kind, ["remove"], ["E", X, A, B])
    talk.answer()
    talk.stop()
    expected = {"plain": [X], "steer": [A], "persist": [X], "inquiry": []}[kind]
    assert talk.given == expected
    assert talk.E in talk.state.removed_events
    assert talk.E not in talk.deck


def test_R24_the_icons_of_one_event_apply_in_order_and_remove_survives_no_more_talking(monkeypatch):
    """R24: icons apply in order; Remove still takes the card out when No More Talking ends the talk first."""
    talk = Talk(monkeypatch, "plain", ["condition_up", "no_more_talking", "remove"], ["E", X, A])
    talk.answer()
    assert talk.state.condition == START + 1
    assert talk.given == []
    assert talk.E in talk.state.removed_events
    assert talk.E not in talk.deck


def test_R24_an_assistant_talking_cannot_pay_for_trust(monkeypatch):
    """R24: Assistants and On-Call cannot pay (the pool is for Medical care only): no offer is made."""
    freeze_shuffles(monkeypatch)
    from tests.engine.helpers import game, staff

    state = game(3, sm=0)
    state.pool = 3
    staff(state, "p-d01", "n1", "a1")
    act(state, "care", choice="palliative")
    act(state, "reward", choice="memory")
    act(state, "talker", staff="a1")
    set_event(state, PARTIAL_EVENT, "trust_for_condition")
    stack(state.partial_deck, PARTIAL_EVENT, X, A)
    condition = state.condition
    act(state, "billy_voice", target=2)
    assert state.conversation is None  # no question was asked; the talk ran to its end
    assert state.condition == condition
    assert state.pool == 3
    assert state.sm_board_partials == [X]


def test_R24_an_event_is_resolved_by_the_band_of_the_moment(monkeypatch):
    """R24: the band is read when the event is revealed (here the red band of ev-p-draw: trust_for_condition)."""
    freeze_shuffles(monkeypatch)
    state = before_talk("plain")
    state.condition = 6  # red
    stack(state.partial_deck, "ev-p-draw", X, A)
    events = begin_talk(state, "plain")
    assert events_of(events, "event_revealed")[0].data == {
        "event": "ev-p-draw",
        "band": "red",
        "effects": ["trust_for_condition"],
    }
    assert matching(state, "spend_trust", choice="yes")


# --- R26: no draw loops ----------------------------------------------------------------------


def test_R26_a_steer_with_nothing_left_on_its_timeline_ends_the_talk_and_the_token_stays_paid(monkeypatch):
    """R26: the search goes through every card left without finding one: Billy has nothing more to say."""
    freeze_shuffles(monkeypatch)
    state = before_talk("steer")
    for position in range(2, 7):  # every other timeline-1 Partial is already in the grid
        state.partial_deck.remove(f"m1-{position}")
        state.grid_partials.append(f"m1-{position}")
    for event in [e for e in state.partial_deck if e in state.rules.events]:
        set_event(state, event, "ignore")  # every event met says "keep drawing as before"
    deck_size = len(state.partial_deck)
    events = begin_talk(state, "steer", timeline=1)
    assert [e.data["reason"] for e in events_of(events, "conversation_ended")] == ["nothing_more"]
    assert state.conversation is None
    assert state.staff[TALKER].partials == []
    assert state.staff[TALKER].tokens == 2  # the Steer's token stays paid
    assert len(state.partial_deck) == deck_size  # everything set aside or drawn went back


def test_R26_a_change_of_subject_with_no_other_timeline_left_ends_the_inquiry(monkeypatch):
    """R26: a change-of-subject search that finds nothing ends the conversation; tokens paid stay paid."""
    freeze_shuffles(monkeypatch)
    state = before_talk("inquiry")
    set_event(state, CLEAR_EVENT, "change_of_subject")
    memories = [m for m in state.clear_deck if m in state.rules.memories]
    others = [m for m in memories if state.rules.memories[m].timeline != 1]
    for memory in others:  # every Clear of another timeline is already in someone's hands
        state.clear_deck.remove(memory)
    state.staff["n2"].clears = others
    for event in [e for e in state.clear_deck if e in state.rules.events and e != CLEAR_EVENT]:
        set_event(state, event, "ignore")
    stack(state.clear_deck, CLEAR_EVENT)
    tokens = state.staff[TALKER].tokens
    events = begin_talk(state, "inquiry")
    assert "nothing_more" in [e.data["reason"] for e in events_of(events, "conversation_ended")]
    assert state.conversation is None
    assert state.staff[TALKER].clears == []
    assert state.staff[TALKER].tokens == tokens  # the inquiry's token stays on the card
    assert state.current.inquiry_tokens == 1
