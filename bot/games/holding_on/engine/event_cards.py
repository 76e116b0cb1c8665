"""Events (RULINGS R24, R25, R26): the draws of a talk with Billy, and how each icon acts in each kind of draw.

A conversation holds a queue of steps (`Draw`, `Icon`). A draw searches from the
bottom of the deck until it finds what it looks for; an event found is revealed
and its icons for Billy's current band are queued, in order (R24; the rulebook's
two example cards, R25, are played as data through the same icons). A step that needs
a player's choice (spend trust, Persist) pauses the queue until answered.
`flow.advance` runs one step at a time, so the objective is checked between
any two of them (R22).
"""

from __future__ import annotations

from bot.games.events import CHANNEL, Event, private, public
from bot.games.holding_on.engine import rng
from bot.games.holding_on.engine.condition import band, change_condition, controller
from bot.games.holding_on.engine.state import Conversation, Draw, GameState, Icon, TalkStep, TrustOffer
from bot.games.holding_on.engine.vocab import Deck, StaffKind, TalkMode

TRUST_EFFECTS = ("trust_for_condition", "trust_for_memory", "trust_for_memory_ignoring_events")


def _deck(state: GameState, conv: Conversation) -> list[str]:
    return state.partial_deck if conv.deck == Deck.PARTIAL else state.clear_deck


def shuffle_for_talk(state: GameState, conv: Conversation) -> None:
    """Billy's voice shuffles the deck before the first draw (R13; D3)."""
    rng.shuffle(state, _deck(state, conv))


def waiting(conv: Conversation) -> bool:
    """A player must answer first (spend trust, or Persist)."""
    return conv.pending_trust is not None or conv.pending_memory is not None


def has_work(conv: Conversation) -> bool:
    return not conv.ended and not waiting(conv) and (bool(conv.queue) or conv.to_draw > 0)


def run_step(state: GameState, events: list[Event]) -> None:
    """One step of the talk: the next queued step, or the next of the draws it is owed."""
    conv = state.conversation
    assert conv is not None and has_work(conv)
    step: TalkStep
    if conv.queue:
        step = conv.queue.pop(0)
    else:
        conv.to_draw -= 1
        step = Draw()
    if isinstance(step, Draw):
        _draw(state, conv, step, events)
    else:
        _icon(state, conv, step, events)


def _matches(state: GameState, conv: Conversation, memory_id: str, draw: Draw) -> bool:
    if conv.timeline is None:
        return True
    timeline = state.rules.memories[memory_id].timeline
    return timeline != conv.timeline if draw.other_timeline else timeline == conv.timeline


def _draw(state: GameState, conv: Conversation, draw: Draw, events: list[Event]) -> None:
    deck = _deck(state, conv)
    while deck:
        card = deck.pop()  # always from the bottom (D3)
        state.hidden_moves += 1
        if card in state.rules.events:
            if draw.ignore_events:  # R24 draw_ignoring_events: set aside unresolved
                conv.set_aside.append(card)
                continue
            _reveal_event(state, conv, card, draw, events)
            return
        if not _matches(state, conv, card, draw):
            conv.set_aside.append(card)  # R14/R17: other timelines are set aside
            continue
        _memory_found(state, conv, card, draw, events)
        return
    # R26: the search has been through every card left: Billy has nothing more to say.
    events.append(public("conversation_ended", reason="nothing_more"))
    end_talk(conv)


def _reveal_event(state: GameState, conv: Conversation, card: str, draw: Draw, events: list[Event]) -> None:
    current_band = band(state.condition)
    effects = state.rules.events[card].bands[current_band]
    conv.drawn_events.append(card)
    events.append(public("event_revealed", event=card, band=current_band, effects=list(effects)))
    conv.queue[0:0] = [Icon(effect, card, draw) for effect in effects]


def _after_event(conv: Conversation, card: str, step: Draw) -> None:
    """An extra draw comes after the rest of the same event's icons (R24: in order)."""
    index = 0
    while index < len(conv.queue):
        queued = conv.queue[index]
        if not (isinstance(queued, Icon) and queued.card == card):
            break
        index += 1
    conv.queue.insert(index, step)


def _icon(state: GameState, conv: Conversation, icon: Icon, events: list[Event]) -> None:
    """R24: how each icon acts, whatever the kind of draw."""
    effect, card = icon.effect, icon.card
    if effect == "ignore":  # does not count: the same search goes on, as before
        _after_event(conv, card, Draw(ignore_events=icon.draw.ignore_events, other_timeline=icon.draw.other_timeline))
    elif effect == "draw":
        _after_event(conv, card, Draw())
    elif effect == "draw_ignoring_events":
        _after_event(conv, card, Draw(ignore_events=True))
    elif effect == "change_of_subject":  # with no nominated timeline it acts as draw
        _after_event(conv, card, Draw(other_timeline=conv.timeline is not None))
    elif effect in TRUST_EFFECTS:
        payer = state.staff[conv.payer] if conv.payer else None
        if payer is not None and payer.tokens >= 1:  # Assistants cannot pay (the pool is Medical only)
            conv.pending_trust = TrustOffer(effect, card)
    elif effect == "condition_up":
        change_condition(state, 1, events, "event")
    elif effect == "no_more_talking":
        # R24: the draws stop, but a Remove later on the same card still takes it out of the game.
        removes = any(isinstance(s, Icon) and s.effect == "remove" and s.card == card for s in conv.queue)
        if removes and card not in state.removed_events:
            state.removed_events.append(card)
        conv.queue.clear()
        conv.to_draw = 0
        events.append(public("conversation_ended", reason="no_more_talking"))
        if conv.mode == TalkMode.INQUIRY:  # R24: no more inquiries by anyone this shift
            state.current.inquiry_closed = True
        end_talk(conv)
    elif effect == "remove" and card not in state.removed_events:
        state.removed_events.append(card)
    # quiet_moment: counts as the drawn card; nothing is shared.


def _memory_found(state: GameState, conv: Conversation, card: str, draw: Draw, events: list[Event]) -> None:
    if conv.deck == Deck.PARTIAL:
        _quote(state, conv, card, events)
        payer = state.staff[conv.payer] if conv.payer else None
        if conv.mode == TalkMode.PERSIST and payer is not None and payer.tokens >= 1:
            conv.pending_memory = card  # R17: accept it, or pay 1 to set it aside
            conv.pending_draw = draw  # the draw a Persist continues
            return
    give(state, conv, card, events)


def _quote(state: GameState, conv: Conversation, card: str, events: list[Event]) -> None:
    """The Partial's back is read aloud as Billy (D2): by DM to Billy's voice, or the channel."""
    memory = state.rules.memories[card]
    data = {"timeline": memory.timeline, "quote": memory.quote}
    if state.rules.options.billy_voice == "channel":
        events.append(Event("quote", CHANNEL, None, data))
    else:
        assert conv.billy_voice is not None  # a palliative talk begins once Billy's voice is named (R13)
        events.append(private(conv.billy_voice, "quote", **data))


def give(state: GameState, conv: Conversation, card: str, events: list[Event]) -> None:
    """A memory stays face down with the talker (an Assistant's: the SM Board, R13)."""
    talker = state.staff[conv.talker]
    memory = state.rules.memories[card]
    if conv.deck == Deck.CLEAR:
        talker.clears.append(card)
    elif talker.kind == StaffKind.NURSE:
        talker.partials.append(card)
    else:
        state.sm_board_partials.append(card)
    conv.cards_given += 1
    events.append(public("memory_drawn", deck=conv.deck, timeline=memory.timeline, holder=talker.id, name=talker.name))
    data: dict[str, object] = {"deck": conv.deck, "timeline": memory.timeline}  # the back: what she sees (D3)
    if conv.deck == Deck.PARTIAL:
        data["quote"] = memory.quote
    events.append(private(controller(state, talker), "memory_received", **data))


def end_talk(conv: Conversation) -> None:
    conv.ended = True
    conv.queue.clear()
    conv.to_draw = 0


# --- decisions inside a talk ------------------------------------------------


def spend_trust(state: GameState, yes: bool, events: list[Event]) -> None:
    """R24: the payer spends 1 of her own tokens for +1 condition, or for one more draw."""
    conv = state.conversation
    assert conv is not None and conv.pending_trust is not None and conv.payer is not None
    offer = conv.pending_trust
    conv.pending_trust = None
    if not yes:
        events.append(public("trust_declined", effect=offer.effect))
        return
    payer = state.staff[conv.payer]
    payer.tokens -= 1  # to the supply
    events.append(public("trust_spent", effect=offer.effect, staff=payer.id, name=payer.name))
    if offer.effect == "trust_for_condition":
        change_condition(state, 1, events, "trust")
    else:
        _after_event(conv, offer.card, Draw(ignore_events=offer.effect.endswith("ignoring_events")))


def persist(state: GameState, yes: bool, events: list[Event]) -> None:
    """R17: 1 of her own tokens sets the drawn Partial aside, and she must take the next one."""
    conv = state.conversation
    assert conv is not None and conv.pending_memory is not None
    card = conv.pending_memory
    draw = conv.pending_draw or Draw()
    conv.pending_memory = None
    conv.pending_draw = None
    if not yes:
        give(state, conv, card, events)
        return
    talker = state.staff[conv.talker]
    talker.tokens -= 1
    conv.set_aside.append(card)
    events.append(public("persisted", staff=talker.id, name=talker.name))
    # The next card comes by the same draw (an event still counts): one that ignored events
    # still sets them aside until a memory comes (R17, amended).
    conv.queue.insert(0, Draw(ignore_events=draw.ignore_events, other_timeline=draw.other_timeline))
