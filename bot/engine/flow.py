"""The order of a day (FLOW.md): what happens automatically between decisions.

Each function moves the state forward until the next decision someone must
take, or the scenario ends.
"""

from __future__ import annotations

from bot.engine import care, conversation, objective, rng
from bot.engine.board import (
    add_warning,
    change_condition,
    check_objective,
    fire_trigger,
    gain_tokens,
    is_overstressed,
    lose,
    nurse_of,
    on_card,
)
from bot.engine.events import Event, private, public
from bot.engine.state import SHIFT_NAMES, GameState, Shift

# --- the day begins ---------------------------------------------------------------


def begin_day(state: GameState, events: list[Event], first: bool = False) -> None:
    if not state.patient_deck:  # R2: an empty Patient Deck at the start of a day
        lose(state, "died", events)
        return
    deadline = objective.deadline(state.rules.objective)
    if deadline is not None and state.day > deadline:
        lose(state, "out_of_time", events)
        return
    if not first:
        _handover(state, events)
    sm_nurse = nurse_of(state, state.shift_manager)
    # R20: the SM works no shift today; R7: a role that stayed with a Nurse On Leave leaves her on leave.
    if state.players == 4 and sm_nurse.place != "leave":
        sm_nurse.place = "sm_board"
    state.shift = 0
    state.shifts = []
    state.medical_today = False
    state.leave_window = False
    state.step = "reveal"
    for trigger in state.rules.triggers:
        if trigger.on_day == state.day:
            fire_trigger(state, trigger.id, trigger.set_flag, events)
    if state.result is None:  # R27, R29: who is Shift Manager is told with the day's first shift
        events.append(day_started(state))


def day_started(state: GameState) -> Event:
    sm = state.shift_manager
    return public("day_started", day=state.day, shift_manager=sm, name=state.seats[sm])


def _handover(state: GameState, events: list[Event]) -> None:
    """R27: the role passes on (R7: chosen at the end of the previous day)."""
    if state.next_shift_manager is not None:
        state.shift_manager = state.next_shift_manager
    state.next_shift_manager = None


def reveal(state: GameState, events: list[Event]) -> None:
    if not state.patient_deck:  # R2 read strictly: no card for this shift, Billy's time has run out
        lose(state, "died", events)
        return
    card_id = state.patient_deck.pop()
    state.hidden_moves += 1
    state.shifts.append(Shift(index=state.shift, card=card_id))
    state.leave_window = False
    state.step = "staffing"
    card = state.rules.patients[card_id]
    events.append(
        public(
            "card_revealed",
            card=card_id,  # public from now on: the renderer shows its title and text
            shift=state.shift,
            shift_name=SHIFT_NAMES[state.shift],
            kind=card.kind,
            staff=card.staff,
            deterioration=card.deterioration,
            rewards=list(card.rewards),
            inquiry=card.inquiry,
        )
    )


# --- after staffing -----------------------------------------------------------------


def maybe_end_staffing(state: GameState, events: list[Event]) -> None:
    """A full card with no call to make ends staffing by itself; otherwise the SM says done."""
    from bot.engine.staffing import call_options, open_spaces

    if state.stress_queue or state.step != "staffing":
        return
    if open_spaces(state, state.current) == 0 and not call_options(state):
        end_staffing(state, events)


def end_staffing(state: GameState, events: list[Event]) -> None:
    from bot.engine.staffing import open_spaces

    shift = state.current
    shift.staffed = True
    missing = open_spaces(state, shift)
    events.append(public("staffing_ended", shift=shift.index, missing=missing, staff=on_card(shift)))
    if missing:  # R5: a shift not fully covered gives one Warning and is played as it is
        shift.short = True
        add_warning(state, "short_staffed", events)
        if state.result is not None:
            return
    if not shift.slots:  # R5: nobody on the card, no care at all
        card = care.card_of(state)
        change_condition(state, -card.deterioration, events, "no_care")
        if state.result is None:
            finish_card(state, events)
        return
    if shift.index == 2 and not missing:  # R6: the Night bonus
        state.bonus = "night"
        offer_bonus(state, events)
        return
    begin_care(state, events)


def offer_bonus(state: GameState, events: list[Event]) -> None:
    recipients = care.token_recipients(state)
    if len(recipients) > 1:
        state.step = "bonus"
        return
    if recipients:
        care.give_bonus(state, recipients[0], events)
    else:  # R23: a token nobody on the card can hold is lost
        events.append(public("token_lost", reason=state.bonus))
        state.bonus = None
    after_bonus(state, events)


def after_bonus(state: GameState, events: list[Event]) -> None:
    if state.current.care is None:  # the Night bonus comes before the care choice
        begin_care(state, events)
    else:  # the averted Emergency's token comes after it
        after_care(state, events)


def begin_care(state: GameState, events: list[Event]) -> None:
    if care.card_of(state).kind == "emergency":  # R9: Medical only
        care.choose_care(state, "medical", events)
        return
    state.step = "care"


# --- palliative: rewards, tokens, the talk ---------------------------------------------


def continue_palliative(state: GameState, events: list[Event]) -> None:
    while state.result is None:
        if state.either_left > 0:
            state.step = "rewards"
            return
        if state.tokens_to_give > 0:
            recipients = care.token_recipients(state)
            if len(recipients) > 1:
                state.step = "give_token"
                return
            if recipients:
                care.give_token(state, recipients[0], events)
            else:
                events.append(public("token_lost", reason="palliative", count=state.tokens_to_give))
                state.tokens_to_give = 0
            continue
        if state.memories_to_draw > 0 and state.talker is None:
            candidates = on_card(state.current)
            if len(candidates) > 1:
                state.step = "talker"
                return
            name_talker(state, candidates[0], events)
            continue
        if state.memories_to_draw > 0:
            voices = care.billy_voice_candidates(state, state.talker)
            if len(voices) > 1:
                state.step = "billy_voice"
                return
            care.start_palliative_talk(state, voices[0], events)
            offer_focus(state, events)
            return
        after_care(state, events)
        return


def name_talker(state: GameState, staff_id: str, events: list[Event]) -> None:
    state.talker = staff_id
    staff = state.staff[staff_id]
    events.append(public("talker_named", staff=staff_id, name=staff.name))


def offer_focus(state: GameState, events: list[Event]) -> None:
    if len(care.focus_options(state)) > 1:
        state.step = "focus"
        return
    begin_talk(state, events)


def begin_talk(state: GameState, events: list[Event]) -> None:
    state.step = "drawing"
    conversation.start(state, state.conversation, events)
    continue_talk(state, events)


def continue_talk(state: GameState, events: list[Event]) -> None:
    conv = state.conversation
    if state.result is not None or not conv.ended:
        return
    conversation.return_cards(state, conv, events_too=True)
    events.append(public("talk_ended", cards=conv.cards_given))
    state.conversation = None
    state.talker = None
    after_care(state, events)


# --- after care: inquiries, calling, the end of the shift ------------------------------------


def after_care(state: GameState, events: list[Event]) -> None:
    from bot.engine import inquiry

    if state.result is not None:
        return
    card = care.card_of(state)
    if card.kind == "stable" and card.inquiry and inquiry.window_has_use(state):
        state.step = "inquiry"
        events.append(public("inquiry_window", shift=state.shift))
        return
    finish_card(state, events)


def finish_card(state: GameState, events: list[Event]) -> None:
    shift = state.current
    if shift.contact_nurse is not None:
        resolve_call(state, events)
        if check_objective(state, events):  # R22: a call that meets the objective wins now
            return
    if state.rules.options.contact_tile_clears:  # R18 house rule: the caller stays staff of this shift
        state.contact_tile = state.contact_tile_shift = None
    events.append(public("shift_ended", shift=shift.index, shift_name=SHIFT_NAMES[shift.index]))
    if state.shift < 2:
        state.shift += 1
        state.step = "reveal"
        state.leave_window = state.shift == 1  # R8: between the Morning and Day shifts
        return
    end_of_day(state, events)


def resolve_call(state: GameState, events: list[Event]) -> None:
    """R18: after the card is resolved, the scenario's calling rule applies."""
    shift = state.current
    nurse = state.staff[shift.contact_nurse]
    contact = next(c for c in state.rules.contacts if c.id == shift.contact)
    if nurse.stress >= 2:  # checked again before the call
        events.append(public("call_missed", contact=contact.name, name=nurse.name))
        return
    state.contacts_called.append(contact.id)
    events.append(public("call_made", contact=contact.name, contact_id=contact.id, name=nurse.name))
    for effect in contact.effects:
        _call_effect(state, nurse, effect, events)


def _call_effect(state: GameState, nurse, effect: dict, events: list[Event]) -> None:
    kind = effect["kind"]
    if kind in ("draw_clear", "draw_partial"):
        deck_name = "clear" if kind == "draw_clear" else "partial"
        _draw_for_call(state, nurse, deck_name, effect.get("timeline"), events)
    elif kind == "gain_tokens":
        gained = gain_tokens(state, nurse, effect.get("amount", 1))
        events.append(public("tokens_gained", staff=nurse.id, name=nurse.name, count=gained))
    elif kind == "condition_up":
        change_condition(state, effect.get("amount", 1), events, "call", settle=False)
    elif kind == "set_flag":
        if effect["flag"] not in state.flags:
            state.flags.append(effect["flag"])
    elif kind == "narrative":
        events.append(public("call_narrative", text=effect["text"]))


def _draw_for_call(state: GameState, nurse, deck_name: str, timeline: int | None, events: list[Event]) -> None:
    """A call may bring a memory: the first of that timeline from the bottom; events stay unresolved."""
    deck = state.clear_deck if deck_name == "clear" else state.partial_deck
    rng.shuffle(state, deck)
    memories = state.rules.memories
    for index in range(len(deck) - 1, -1, -1):
        card = deck[index]
        if card in memories and (timeline is None or memories[card].timeline == timeline):
            deck.pop(index)
            (nurse.clears if deck_name == "clear" else nurse.partials).append(card)
            events.append(
                public(
                    "memory_drawn", deck=deck_name, timeline=memories[card].timeline, holder=nurse.id, name=nurse.name
                )
            )
            data = {"deck": deck_name, "timeline": memories[card].timeline}  # the back: what she sees (D3)
            if deck_name == "partial":
                data["quote"] = memories[card].quote
            events.append(private(nurse.seat, "memory_received", **data))
            return
    events.append(public("conversation_ended", reason="nothing_more"))


# --- the end of the day (R21) ------------------------------------------------------------------


def end_of_day(state: GameState, events: list[Event]) -> None:
    if not state.medical_today:  # R12
        add_warning(state, "no_medical_care", events)
        if state.result is not None:
            return
    for staff in state.staff.values():  # staff still in the break room gain 2 tokens each
        if staff.place == "break_room":
            gained = gain_tokens(state, staff, 2)
            events.append(public("tokens_gained", staff=staff.id, name=staff.name, count=gained, why="break_room"))
    if sm_may_return(state):
        state.step = "sm_return"
        return
    finish_day(state, events)


def sm_may_return(state: GameState) -> bool:
    """R19: two players, the SM worked only one shift ("de": nobody worked an extra shift)."""
    if state.players != 2:
        return False
    nurse = nurse_of(state, state.shift_manager)
    if state.rules.options.two_player_reading == "de":
        worked = bool(nurse.shifts_today)
        return worked and all(s.extra_shifts_today == 0 for s in state.staff.values())
    return len(nurse.shifts_today) == 1


def sm_return(state: GameState, yes: bool, events: list[Event]) -> None:
    if yes:
        nurse = nurse_of(state, state.shift_manager)
        gained = gain_tokens(state, nurse, 2)
        events.append(public("tokens_gained", staff=nurse.id, name=nurse.name, count=gained, why="sm_return"))
    finish_day(state, events)


def finish_day(state: GameState, events: list[Event]) -> None:
    _gather_team(state, events)
    if state.result is not None:
        return
    state.shifts = []  # the day's Patient Cards and the tokens on them return to the supply
    events.append(public("day_ended", day=state.day, condition=state.condition, warnings=state.warnings))
    talk_about_billy(state, events)
    if check_objective(state, events):
        return
    state.day += 1
    begin_day(state, events)


def _gather_team(state: GameState, events: list[Event]) -> None:
    """R21: On-Call used today leave, staff on leave return, the overstressed go on leave."""
    state.contact_tile = state.contact_tile_shift = None  # R18: the tile is free again each day
    for staff in state.staff.values():
        staff.shifts_today = []
        staff.extra_shifts_today = 0
        if staff.kind == "on_call":
            if staff.place == "shift":
                staff.place = "gone"
            continue
        if staff.place == "leave":
            staff.place = "break_room"
            staff.stress = 0
            events.append(public("back_from_leave", staff=staff.id, name=staff.name))
        elif staff.place in ("shift", "sm_board"):
            staff.place = "break_room"
    for staff in state.staff.values():
        if staff.kind != "on_call" and is_overstressed(staff):
            staff.place = "leave"
            events.append(public("sent_on_leave", staff=staff.id, name=staff.name, why="overstressed"))
    _choose_next_shift_manager(state, events)


def _choose_next_shift_manager(state: GameState, events: list[Event]) -> None:
    """R27: the next seat; R7: if she is overstressed, a Warning and the next available Nurse."""
    due = (state.shift_manager + 1) % state.players
    if nurse_of(state, due).place != "leave":
        state.next_shift_manager = due
        return
    add_warning(state, "shift_manager_overstressed", events)
    for step in range(1, state.players):
        seat = (due + step) % state.players
        if nurse_of(state, seat).place != "leave":
            state.next_shift_manager = seat
            return
    state.next_shift_manager = state.shift_manager  # nobody is available: the role stays


def talk_about_billy(state: GameState, events: list[Event]) -> None:
    """R15: Partials are placed first; then each holder's Clears, placed or silently returned."""
    memories = state.rules.memories
    nurses = [s for s in state.staff.values() if s.kind == "nurse"]
    holders = [(n.name, n.partials) for n in nurses] + [("the Shift Manager Board", state.sm_board_partials)]
    for name, partials in holders:
        for card in partials:
            state.grid_partials.append(card)
            m = memories[card]
            events.append(public("partial_placed", timeline=m.timeline, position=m.position, by=name))
            _memory_triggers(state, card, "partial", events)
        partials.clear()
    for nurse in nurses:
        for card in nurse.clears:
            placed = card in state.grid_partials
            m = memories[card]
            # D3: she alone looks at its front; its slot names the scene, the id never leaves the engine.
            events.append(private(nurse.seat, "clear_checked", timeline=m.timeline, position=m.position, placed=placed))
            if placed:
                state.grid_clears.append(card)
                events.append(public("clear_placed", timeline=m.timeline, position=m.position, by=nurse.name))
                _memory_triggers(state, card, "clear", events)
            else:
                state.clear_deck.append(card)  # returned without being shown to anyone
        nurse.clears.clear()
    state.hidden_moves += 1


def _memory_triggers(state: GameState, card: str, face: str, events: list[Event]) -> None:
    for trigger in state.rules.triggers:
        wanted = trigger.on_memory_placed if face == "partial" else trigger.on_clear_placed
        if wanted == card:
            fire_trigger(state, trigger.id, trigger.set_flag, events)
