"""Memories (RULINGS R13–R16): who talks to Billy and who speaks for him, Inquire, Talk About Billy, Stress costs.

Rule functions only; the draws themselves are `event_cards.py` (R24–R26), and
what comes next is `flow.advance`'s to decide.
"""

from __future__ import annotations

from bot.games.events import Event, private, public
from bot.games.holding_on.engine import rng
from bot.games.holding_on.engine.condition import controller, fire_trigger, is_overstressed, on_card, timelines_in_grid
from bot.games.holding_on.engine.state import Conversation, GameState, Staff
from bot.games.holding_on.engine.vocab import Deck, StaffKind, TalkMode

# --- R13: who talks to Billy, and who speaks for him ----------------------------------------


def talker_candidates(state: GameState) -> list[str]:
    """R13: a Nurse, Assistant or On-Call on the card."""
    return on_card(state.current)


def name_talker(state: GameState, staff_id: str, events: list[Event]) -> None:
    state.talker = staff_id
    events.append(public("talker_named", staff=staff_id, name=state.staff[staff_id].name))


def billy_voice_candidates(state: GameState, talker_id: str) -> list[int]:
    """R13: any player other than the talker's (an Assistant's player is the Shift Manager)."""
    talker_seat = controller(state, state.staff[talker_id])
    return [seat for seat in range(state.players) if seat != talker_seat]


def start_palliative_talk(state: GameState, billy_voice: int, events: list[Event]) -> None:
    """R13: the talk begins once Billy's voice is named; a Nurse talker may then Steer or Persist (R17)."""
    assert state.talker is not None
    talker = state.staff[state.talker]
    state.conversation = Conversation(
        deck=Deck.PARTIAL,
        mode=None,  # Steer, Persist or neither: chosen next (R17)
        talker=talker.id,
        payer=talker.id if talker.kind == StaffKind.NURSE else None,
        billy_voice=billy_voice,
        to_draw=state.memories_to_draw,
    )
    state.memories_to_draw = 0
    events.append(public("billy_voice_named", seat=billy_voice, name=state.seats[billy_voice]))


# --- R14: Inquire ---------------------------------------------------------------------------------


def can_inquire(nurse: Staff) -> bool:
    """R14: a Nurse on the card, under 2 Stress (R16), with a token of her own to place."""
    return nurse.kind == StaffKind.NURSE and nurse.stress < 2 and nurse.tokens >= 1


def inquirers(state: GameState) -> list[Staff]:
    """Nurses on this stable card who may Inquire now (R14)."""
    shift = state.current
    if shift.inquiry_closed or not timelines_in_grid(state):
        return []
    return [n for n in (state.staff[s] for s in on_card(shift)) if can_inquire(n)]


def inquiry_voices(state: GameState, nurse: Staff) -> list[int]:
    return [seat for seat in range(state.players) if seat != nurse.seat]


def inquire(state: GameState, staff_id: str, timeline: int, events: list[Event]) -> None:
    """R14: 1 of her own tokens on the inquiry space; the same timeline goes on with the same deck
    (set-aside cards stay out: the German and French texts), another one returns them and shuffles."""
    nurse = state.staff[staff_id]
    nurse.tokens -= 1
    state.current.inquiry_tokens += 1
    events.append(public("inquiry", staff=nurse.id, name=nurse.name, timeline=timeline))
    conv = state.conversation
    if conv is None:
        state.conversation = Conversation(
            deck=Deck.CLEAR, mode=TalkMode.INQUIRY, talker=nurse.id, payer=nurse.id, timeline=timeline, to_draw=1
        )
        return
    conv.to_draw = 1
    same = timeline == conv.timeline
    if not same or state.rules.options.inquire_same_timeline_reshuffles:
        return_cards(state, conv, events_too=False)
        conv.timeline = timeline
        rng.shuffle(state, state.clear_deck)


def name_inquiry_voice(state: GameState, seat: int, events: list[Event]) -> None:
    """R14: another player speaks for Billy, and the Clear deck is shuffled."""
    conv = state.conversation
    assert conv is not None
    conv.billy_voice = seat
    events.append(public("billy_voice_named", seat=seat, name=state.seats[seat]))
    rng.shuffle(state, state.clear_deck)


def inquiry_may_go_on(state: GameState) -> bool:
    """After a draw: she may ask again while Billy talks, she can pay, and the window is open."""
    conv = state.conversation
    assert conv is not None
    return not conv.ended and can_inquire(state.staff[conv.talker]) and not state.current.inquiry_closed


def stop_inquiry(state: GameState, events: list[Event]) -> None:
    """R14: stopping returns the set-aside cards and the drawn events."""
    conv = state.conversation
    assert conv is not None
    return_cards(state, conv, events_too=True)
    events.append(public("inquiry_stopped", staff=conv.talker, name=state.staff[conv.talker].name))
    state.conversation = None


def close_inquiries(state: GameState) -> None:
    state.current.inquiry_closed = True


def return_cards(state: GameState, conv: Conversation, events_too: bool) -> None:
    """Set-aside cards go back; drawn events too, except those removed (R13, R14)."""
    deck = state.partial_deck if conv.deck == Deck.PARTIAL else state.clear_deck
    deck.extend(conv.set_aside)
    conv.set_aside.clear()
    if events_too:
        deck.extend(e for e in conv.drawn_events if e not in state.removed_events)
        conv.drawn_events.clear()


# --- R15: Talk About Billy ----------------------------------------------------------------------------


def talk_about_billy(state: GameState, events: list[Event]) -> None:
    """R15: Partials are placed first; then each holder's Clears, placed or silently returned."""
    memories = state.rules.memories
    nurses = [s for s in state.staff.values() if s.kind == StaffKind.NURSE]
    holders = [(n.name, n.partials) for n in nurses] + [("the Shift Manager Board", state.sm_board_partials)]
    for name, partials in holders:
        for card in partials:
            state.grid_partials.append(card)
            m = memories[card]
            events.append(public("partial_placed", timeline=m.timeline, position=m.position, by=name))
            _memory_triggers(state, card, Deck.PARTIAL, events)
        partials.clear()
    for nurse in nurses:
        assert nurse.seat is not None
        for card in nurse.clears:
            placed = card in state.grid_partials
            m = memories[card]
            # D3: she alone looks at its front; its slot names the scene, the id never leaves the engine.
            events.append(private(nurse.seat, "clear_checked", timeline=m.timeline, position=m.position, placed=placed))
            if placed:
                state.grid_clears.append(card)
                events.append(public("clear_placed", timeline=m.timeline, position=m.position, by=nurse.name))
                _memory_triggers(state, card, Deck.CLEAR, events)
            else:
                state.clear_deck.append(card)  # returned without being shown to anyone
        nurse.clears.clear()
    state.hidden_moves += 1


def _memory_triggers(state: GameState, card: str, face: Deck, events: list[Event]) -> None:
    for trigger in state.rules.triggers:
        wanted = trigger.on_memory_placed if face == Deck.PARTIAL else trigger.on_clear_placed
        if wanted == card:
            fire_trigger(state, trigger.id, trigger.set_flag, events)


# --- R16: what Stress costs ----------------------------------------------------------------------------


def stress_cost_choices(state: GameState, staff: Staff) -> list[str]:
    """What the stressed staff member can give up; empty when nothing is held."""
    if staff.kind == StaffKind.NURSE:
        held = {"token": staff.tokens > 0, "partial": bool(staff.partials), "clear": bool(staff.clears)}
    else:
        held = {"token": state.pool > 0, "partial": bool(state.sm_board_partials)}
    return [kind for kind, has in held.items() if has]


def gain_stress(state: GameState, staff: Staff, amount: int, events: list[Event]) -> None:
    """R16: each Stress costs a token or a random card; she chooses (the SM for an Assistant),
    automatically when only one kind is held (FLOW.md)."""
    for _ in range(amount):
        staff.stress += 1
        events.append(public("stress_gained", staff=staff.id, name=staff.name, stress=staff.stress))
        choices = stress_cost_choices(state, staff)
        if len(choices) == 1:
            pay_stress_cost(state, staff, choices[0], events)
        elif choices:
            state.stress_queue.append(staff.id)
    if is_overstressed(staff):
        events.append(public("overstressed", staff=staff.id, name=staff.name))


def pay_stress_cost(state: GameState, staff: Staff, choice: str, events: list[Event]) -> None:
    """R16: a token goes to the supply; a random card is shuffled back into its deck."""
    if choice == "token":
        if staff.kind == StaffKind.NURSE:
            staff.tokens -= 1
        else:
            state.pool -= 1
    else:
        if choice == "partial":
            hand = staff.partials if staff.kind == StaffKind.NURSE else state.sm_board_partials
            deck = state.partial_deck
        else:
            hand, deck = staff.clears, state.clear_deck
        card = rng.pick(state, hand)
        hand.remove(card)
        deck.append(card)
        rng.shuffle(state, deck)
    events.append(public("stress_cost_paid", staff=staff.id, name=staff.name, gave=choice))


def resolve_stress_cost(state: GameState, staff_id: str, choice: str, events: list[Event]) -> None:
    state.stress_queue.pop(0)
    pay_stress_cost(state, state.staff[staff_id], choice, events)
    # Later Stress of the same placement may now leave a single kind, or nothing, to give.
    while state.stress_queue:
        staff = state.staff[state.stress_queue[0]]
        choices = stress_cost_choices(state, staff)
        if len(choices) > 1:
            break
        state.stress_queue.pop(0)
        if choices:
            pay_stress_cost(state, staff, choices[0], events)
