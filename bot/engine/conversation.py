"""Talking with Billy: draws from the bottom, events by band, Steer and Persist (R13, R17, R24–R26).

A conversation is a queue of steps. A draw step searches from the bottom of the
deck until it finds what it looks for; an event found is revealed and its
effects for Billy's current band are queued in order. A step that needs a
player's choice (spend trust, Persist) pauses the queue until answered.
"""

from __future__ import annotations

from bot.engine import rng
from bot.engine.actions import Action
from bot.engine.board import band, change_condition, controller
from bot.engine.events import CHANNEL, Event, private, public
from bot.engine.state import Conversation, GameState

TRUST_EFFECTS = ("trust_for_condition", "trust_for_memory", "trust_for_memory_ignoring_events")


def _deck(state: GameState, conv: Conversation) -> list[str]:
    return state.partial_deck if conv.deck == "partial" else state.clear_deck


def start(state: GameState, conv: Conversation, events: list[Event]) -> None:
    """Billy's voice shuffles the deck before the first draw (R13, R14; D3)."""
    rng.shuffle(state, _deck(state, conv))
    run(state, events)


def run(state: GameState, events: list[Event]) -> None:
    """Process steps until the conversation needs a decision or is over."""
    conv = state.conversation
    # R26 makes every search finite (each step takes a card out of the deck); the
    # budget turns a future bug into a loud error instead of a hung table.
    budget = 4 * (len(state.partial_deck) + len(state.clear_deck)) + 64
    while state.result is None:
        budget -= 1
        if budget < 0:
            raise RuntimeError("a conversation with Billy did not end (R26 guard)")
        if conv.pending_trust is not None or conv.pending_memory is not None:
            return
        if conv.ended:
            return
        if conv.queue:
            step = conv.queue.pop(0)
        elif conv.to_draw > 0:
            conv.to_draw -= 1
            step = ["draw", False, False]
        else:
            # An inquiry waits for the Nurse to ask again or stop (R14); a palliative talk is done.
            conv.ended = conv.mode != "inquiry"
            return
        if step[0] == "draw":
            _draw(state, conv, ignore_events=step[1], other_timeline=step[2], events=events)
        else:
            _effect(state, conv, step[1], step[2], step[3], events)


def _matches(state: GameState, conv: Conversation, memory_id: str, other_timeline: bool) -> bool:
    if conv.timeline is None:
        return True
    timeline = state.rules.memories[memory_id].timeline
    return timeline != conv.timeline if other_timeline else timeline == conv.timeline


def _draw(state: GameState, conv: Conversation, ignore_events: bool, other_timeline: bool, events) -> None:
    deck = _deck(state, conv)
    while deck:
        card = deck.pop()  # always from the bottom (D3)
        state.hidden_moves += 1
        if card in state.rules.events:
            if ignore_events:  # R24 draw_ignoring_events: set aside unresolved
                conv.set_aside.append(card)
                continue
            _reveal_event(state, conv, card, (ignore_events, other_timeline), events)
            return
        if not _matches(state, conv, card, other_timeline):
            conv.set_aside.append(card)  # R14/R17: other timelines are set aside
            continue
        _memory_found(state, conv, card, (ignore_events, other_timeline), events)
        return
    # R26: the search has been through every card left: Billy has nothing more to say.
    events.append(public("conversation_ended", reason="nothing_more"))
    _end_talk(state, conv)


def _reveal_event(state: GameState, conv: Conversation, card: str, flags, events: list[Event]) -> None:
    current_band = band(state.condition)
    effects = state.rules.events[card].bands[current_band]
    conv.drawn_events.append(card)
    events.append(public("event_revealed", event=card, band=current_band, effects=list(effects)))
    steps = [["effect", effect, card, list(flags)] for effect in effects]
    conv.queue[0:0] = steps


def _insert_after_event(conv: Conversation, card: str, step: list) -> None:
    """An extra draw comes after the rest of the same event's effects (R24: in order)."""
    index = 0
    while index < len(conv.queue) and conv.queue[index][0] == "effect" and conv.queue[index][2] == card:
        index += 1
    conv.queue.insert(index, step)


def _effect(state: GameState, conv: Conversation, effect: str, card: str, flags, events) -> None:
    """R24: how each icon acts, whatever the kind of draw."""
    if effect == "ignore":  # does not count: the same search goes on, as before
        _insert_after_event(conv, card, ["draw", *flags])
    elif effect == "draw":
        _insert_after_event(conv, card, ["draw", False, False])
    elif effect == "draw_ignoring_events":
        _insert_after_event(conv, card, ["draw", True, False])
    elif effect == "change_of_subject":  # with no nominated timeline it acts as draw
        _insert_after_event(conv, card, ["draw", False, conv.timeline is not None])
    elif effect in TRUST_EFFECTS:
        payer = state.staff[conv.payer] if conv.payer else None
        if payer is not None and payer.tokens >= 1:  # Assistants cannot pay (the pool is Medical only)
            conv.pending_trust = [effect, card]
    elif effect == "condition_up":
        change_condition(state, 1, events, "event")
    elif effect == "no_more_talking":
        # R24: the draws stop, but a Remove later on the same card still takes it out of the game.
        removes = any(step[0] == "effect" and step[1] == "remove" and step[2] == card for step in conv.queue)
        if removes and card not in state.removed_events:
            state.removed_events.append(card)
        conv.queue.clear()
        conv.to_draw = 0
        events.append(public("conversation_ended", reason="no_more_talking"))
        if conv.mode == "inquiry":  # R24: no more inquiries by anyone this shift
            state.current.inquiry_closed = True
        _end_talk(state, conv)
    elif effect == "remove" and card not in state.removed_events:
        state.removed_events.append(card)
    # quiet_moment: counts as the drawn card; nothing is shared.


def _memory_found(state: GameState, conv: Conversation, card: str, flags, events: list[Event]) -> None:
    if conv.deck == "partial":
        _quote(state, conv, card, events)
        payer = state.staff[conv.payer] if conv.payer else None
        if conv.mode == "persist" and payer is not None and payer.tokens >= 1:
            conv.pending_memory = card  # R17: accept it, or pay 1 to set it aside
            conv.pending_draw = list(flags)  # the draw a Persist continues
            return
    _give(state, conv, card, events)


def _quote(state: GameState, conv: Conversation, card: str, events: list[Event]) -> None:
    """The Partial's back is read aloud as Billy (D2): by DM to Billy's voice, or the channel."""
    memory = state.rules.memories[card]
    data = {"timeline": memory.timeline, "quote": memory.quote}
    if state.rules.options.billy_voice == "channel":
        events.append(Event("quote", CHANNEL, None, data))
    else:
        events.append(private(conv.billy_voice, "quote", **data))


def _give(state: GameState, conv: Conversation, card: str, events: list[Event]) -> None:
    """A memory stays face down with the talker (an Assistant's: the SM Board, R13)."""
    talker = state.staff[conv.talker]
    memory = state.rules.memories[card]
    if conv.deck == "clear":
        talker.clears.append(card)
    elif talker.kind == "nurse":
        talker.partials.append(card)
    else:
        state.sm_board_partials.append(card)
    conv.cards_given += 1
    holder = controller(state, talker)
    events.append(public("memory_drawn", deck=conv.deck, timeline=memory.timeline, holder=talker.id, name=talker.name))
    data = {"deck": conv.deck, "timeline": memory.timeline}  # the back: what she sees (D3)
    if conv.deck == "partial":
        data["quote"] = memory.quote
    events.append(private(holder, "memory_received", **data))


def _end_talk(state: GameState, conv: Conversation) -> None:
    conv.ended = True
    conv.queue.clear()
    conv.to_draw = 0


def return_cards(state: GameState, conv: Conversation, events_too: bool) -> None:
    """Set-aside cards go back; drawn events too, except those removed (R13, R14)."""
    deck = _deck(state, conv)
    deck.extend(conv.set_aside)
    conv.set_aside.clear()
    if events_too:
        deck.extend(e for e in conv.drawn_events if e not in state.removed_events)
        conv.drawn_events.clear()


# --- decisions inside a conversation ------------------------------------------------


def trust_actions(state: GameState) -> list[Action]:
    conv = state.conversation
    seat = state.staff[conv.payer].seat
    return [Action("spend_trust", seat, choice="yes"), Action("spend_trust", seat, choice="no")]


def spend_trust(state: GameState, yes: bool, events: list[Event]) -> None:
    conv = state.conversation
    effect, card = conv.pending_trust
    conv.pending_trust = None
    if not yes:
        events.append(public("trust_declined", effect=effect))
        return
    payer = state.staff[conv.payer]
    payer.tokens -= 1  # R24: paid from her own tokens, to the supply
    events.append(public("trust_spent", effect=effect, staff=payer.id, name=payer.name))
    if effect == "trust_for_condition":
        change_condition(state, 1, events, "trust")
    else:
        _insert_after_event(conv, card, ["draw", effect.endswith("ignoring_events"), False])


def persist_actions(state: GameState) -> list[Action]:
    seat = state.staff[state.conversation.talker].seat
    return [Action("persist", seat, choice="yes"), Action("persist", seat, choice="no")]


def persist(state: GameState, yes: bool, events: list[Event]) -> None:
    conv = state.conversation
    card = conv.pending_memory
    draw = conv.pending_draw or [False, False]
    conv.pending_memory = None
    conv.pending_draw = None
    if not yes:
        _give(state, conv, card, events)
        return
    talker = state.staff[conv.talker]
    talker.tokens -= 1  # R17: 1 token per Partial set aside
    conv.set_aside.append(card)
    events.append(public("persisted", staff=talker.id, name=talker.name))
    # She must take the next one (an event still counts), by the same draw: one that ignored events
    # still sets them aside until a memory comes (R17, amended).
    conv.queue.insert(0, ["draw", *draw])
