"""The order of a scenario (FLOW.md), in one loop: `advance`.

A move only changes the state; `advance` alone decides what comes next. It
looks at the step the flow stands on: either a decision is open there (and it
stops), or the step's automatic work is done and the flow moves on. After every
step, automatic ones included, the objective is checked (R22): the first of win
and loss to happen stands.

Reading this file top to bottom is reading a day: the day begins, each shift
is revealed, staffed, cared for (Medical, or Palliative with its rewards and a
talk with Billy), inquired about, its call made; then the end of the day and
Talk About Billy.
"""

from __future__ import annotations

from collections.abc import Callable

from bot.games.events import Event, public
from bot.games.holding_on.engine import care, choices, event_cards, focus_and_calling, memories, players, staffing
from bot.games.holding_on.engine.condition import add_warning, check_objective, fire_trigger
from bot.games.holding_on.engine.state import GameState
from bot.games.holding_on.engine.vocab import NIGHT, SHIFT_NAMES, CardKind, Step, TalkMode

STEP_LIMIT = 100_000  # R26 makes every talk finite; this turns a future bug into a loud error, not a hung table


def advance(state: GameState, events: list[Event], *, judge: bool = True) -> None:
    """Run automatic steps until a decision is open or the scenario is over.

    `judge=False` (the scenario's setup) leaves the objective unchecked until the first decision.
    """
    judged: tuple[int, int, int, int] | None = None
    for _ in range(STEP_LIMIT):
        if judge:  # R22, after every step that changed what the objective reads (objective.py)
            inputs = len(state.grid_clears), len(state.flags), state.condition, state.day
            if inputs != judged:
                judged = inputs
                check_objective(state, events)
        if state.result is not None:
            state.step = Step.OVER  # won or lost, wherever the flow was
            return
        if state.fired_triggers and choices.pending(state) is not None:
            return  # the table's choice of the heart comes first (choices.py); the step goes on after it
        if not _STEPS[state.step](state, events):
            return
    raise RuntimeError(f"the flow did not settle (step {state.step})")


# Each step's function does the step's automatic work and returns True when the flow moved on,
# or returns False when a decision is open there.
StepFunction = Callable[[GameState, list[Event]], bool]


def _day_start(state: GameState, events: list[Event]) -> bool:
    """R2, R27, R20; the day's narrative, then who is Shift Manager (R29)."""
    state.day += 1
    if players.out_of_days(state, events):
        return True
    players.handover(state)
    state.shift = 0
    state.shifts = []
    state.medical_today = False
    state.sm_return_answered = False
    state.leave_window = False
    state.step = Step.REVEAL
    for trigger in state.rules.triggers:
        if trigger.on_day == state.day:
            fire_trigger(state, trigger.id, trigger.set_flag, events)
    if state.result is None:
        events.append(players.day_started(state))
    return True


def _reveal(state: GameState, events: list[Event]) -> bool:
    if not staffing.revealed(state):
        if not state.patient_deck:  # R2: a shift that finds the deck empty ends the day there
            state.step = Step.DAY_END  # the end of the day as usual; R2's loss comes at the next day's start
            return True
        return False  # the Shift Manager reveals the card (and, after Morning, may send staff On Leave: R8)
    state.step = Step.STAFFING
    return True


def _staffing(state: GameState, events: list[Event]) -> bool:
    shift = state.current
    if not shift.staffed:
        if state.stress_queue:
            return False  # R16: what a Stress costs is chosen first
        if staffing.open_spaces(state, shift) > 0 or focus_and_calling.call_options(state):
            return False  # the Shift Manager places staff, or says done (R5)
        staffing.close_staffing(state, events)  # a full card with no call left to make
        return True
    if not shift.slots:  # R5: nobody on the card, no care at all
        care.no_care(state, events)
        state.step = Step.CALL
    elif shift.index == NIGHT and not shift.short:  # R6: the Night bonus
        state.bonus = "night"
        state.step = Step.BONUS
    else:
        state.step = Step.CARE
    return True


def _bonus(state: GameState, events: list[Event]) -> bool:
    """R6, R10: the senior gives the token to someone on the card who can hold it (R23)."""
    if state.bonus is not None:
        recipients = care.token_recipients(state)
        if len(recipients) > 1:
            return False
        if recipients:
            care.give_bonus(state, recipients[0], events)
        else:
            care.lose_bonus(state, events)
    # The Night bonus comes before the care choice; an averted Emergency's after the care.
    state.step = Step.CARE if state.current.care is None else Step.AFTER_CARE
    return True


def _care(state: GameState, events: list[Event]) -> bool:
    shift = state.current
    if shift.care is None:
        if care.card_of(state).kind != CardKind.EMERGENCY:
            return False  # the senior chooses (R9)
        care.choose_care(state, "medical", events)  # R9: an Emergency is Medical only
    state.step = Step.MEDICAL if shift.care == "medical" else Step.PALLIATIVE
    return True


def _medical(state: GameState, events: list[Event]) -> bool:
    if not state.current.resolved:
        return False  # tokens on the card, then the senior resolves (R10)
    state.step = Step.BONUS if state.bonus is not None else Step.AFTER_CARE
    return True


def _palliative(state: GameState, events: list[Event]) -> bool:
    """R11 then R13: each "token or memory" chosen, the tokens handed out, then the talk."""
    if state.conversation is not None:
        state.step = Step.FOCUS
    elif state.either_left > 0:
        state.step = Step.REWARDS
    elif state.tokens_to_give > 0:
        recipients = care.token_recipients(state)
        if len(recipients) > 1:
            state.step = Step.GIVE_TOKEN
        elif recipients:
            care.give_token(state, recipients[0], events)
        else:
            care.lose_tokens(state, events)
    elif state.memories_to_draw > 0 and state.talker is None:
        candidates = memories.talker_candidates(state)
        if len(candidates) > 1:
            state.step = Step.TALKER
        else:
            memories.name_talker(state, candidates[0], events)
    elif state.memories_to_draw > 0:
        assert state.talker is not None
        voices = memories.billy_voice_candidates(state, state.talker)
        if len(voices) > 1:
            state.step = Step.BILLY_VOICE
        else:
            memories.start_palliative_talk(state, voices[0], events)
    else:
        state.step = Step.AFTER_CARE
    return True


def _waiting_on(still_open: Callable[[GameState], bool]) -> StepFunction:
    """A decision step of the palliative care: open while its question stands, then back to the routing."""

    def step(state: GameState, events: list[Event]) -> bool:
        if still_open(state):
            return False
        state.step = Step.PALLIATIVE
        return True

    return step


def _focus(state: GameState, events: list[Event]) -> bool:
    """R17: a Nurse talker may Steer or Persist; then Billy's voice shuffles the deck (R13) and the draws begin."""
    conv = state.conversation
    assert conv is not None
    if conv.mode is None:
        if len(focus_and_calling.focus_options(state)) > 1:
            return False
        conv.mode = TalkMode.PLAIN
    event_cards.shuffle_for_talk(state, conv)
    state.step = Step.DRAWING
    return True


def _drawing(state: GameState, events: list[Event]) -> bool:
    conv = state.conversation
    assert conv is not None
    if event_cards.has_work(conv):
        event_cards.run_step(state, events)
        return True
    if event_cards.waiting(conv):
        return False  # spend trust, or Persist (R24, R17)
    event_cards.end_talk(conv)
    memories.return_cards(state, conv, events_too=True)  # R13: set-aside cards and drawn events go back
    events.append(public("talk_ended", cards=conv.cards_given))
    state.conversation = None
    state.talker = None
    state.step = Step.AFTER_CARE
    return True


def _after_care(state: GameState, events: list[Event]) -> bool:
    card = care.card_of(state)
    if card.kind == CardKind.STABLE and card.inquiry and memories.inquirers(state):  # R14
        state.step = Step.INQUIRY
        events.append(public("inquiry_window", shift=state.shift))
    else:
        state.step = Step.CALL
    return True


def _inquiry(state: GameState, events: list[Event]) -> bool:
    """R14: one conversation at a time; each draw, then she asks again or stops; the senior closes."""
    conv = state.conversation
    if conv is None:
        if state.current.inquiry_closed or not memories.inquirers(state):
            memories.close_inquiries(state)
            state.step = Step.CALL
            return True
        return False  # a Nurse inquires, or the senior closes the window
    if conv.billy_voice is None:
        voices = memories.inquiry_voices(state, state.staff[conv.talker])
        if len(voices) > 1:
            return False  # she names who speaks for Billy
        memories.name_inquiry_voice(state, voices[0], events)
        return True
    if event_cards.has_work(conv):
        event_cards.run_step(state, events)
        return True
    if event_cards.waiting(conv) or memories.inquiry_may_go_on(state):
        return False  # spend trust; or ask again, elsewhere, or stop
    memories.stop_inquiry(state, events)
    return True


def _call(state: GameState, events: list[Event]) -> bool:
    """R18: after the card is resolved, the Nurse on the Contact Tile makes her call."""
    if state.current.contact_nurse is not None:
        focus_and_calling.resolve_call(state, events)
    state.step = Step.SHIFT_END
    return True


def _shift_end(state: GameState, events: list[Event]) -> bool:
    if state.rules.options.contact_tile_clears:  # R18 house rule: the caller stays staff of this shift
        focus_and_calling.free_tile(state)
    events.append(public("shift_ended", shift=state.shift, shift_name=SHIFT_NAMES[state.shift]))
    if state.shift < NIGHT:
        state.shift += 1
        state.leave_window = state.shift == 1  # R8: between the Morning and Day shifts
        state.step = Step.REVEAL
    else:
        state.step = Step.DAY_END
    return True


def _day_end(state: GameState, events: list[Event]) -> bool:
    """R21 in order: the Warnings check (R12), the break room's tokens, the two-player return (R19)."""
    if not state.medical_today:
        add_warning(state, "no_medical_care", events)
        if state.result is not None:
            return True
    players.break_room_tokens(state, events)
    state.step = Step.SM_RETURN if players.sm_may_return(state) else Step.TALK_ABOUT_BILLY
    return True


def _sm_return(state: GameState, events: list[Event]) -> bool:
    if not state.sm_return_answered:
        return False
    state.step = Step.TALK_ABOUT_BILLY
    return True


def _talk_about_billy(state: GameState, events: list[Event]) -> bool:
    """R21: the team gathers and the day's cards return; then Talk About Billy (R15)."""
    focus_and_calling.free_tile(state)  # R18: the tile is free again each day
    players.gather_team(state, events)
    if state.result is not None:
        return True
    state.shifts = []
    events.append(public("day_ended", day=state.day, condition=state.condition, warnings=state.warnings))
    memories.talk_about_billy(state, events)
    state.step = Step.DAY_START
    return True


def _over(state: GameState, events: list[Event]) -> bool:
    return False  # won or lost: nothing more happens (the loop stops on the result first)


_STEPS: dict[Step, StepFunction] = {
    Step.DAY_START: _day_start,
    Step.REVEAL: _reveal,
    Step.STAFFING: _staffing,
    Step.BONUS: _bonus,
    Step.CARE: _care,
    Step.MEDICAL: _medical,
    Step.PALLIATIVE: _palliative,
    Step.REWARDS: _waiting_on(lambda s: s.either_left > 0),
    Step.GIVE_TOKEN: _waiting_on(lambda s: s.tokens_to_give > 0 and len(care.token_recipients(s)) > 1),
    Step.TALKER: _waiting_on(lambda s: s.talker is None),
    Step.BILLY_VOICE: _waiting_on(lambda s: s.conversation is None),
    Step.FOCUS: _focus,
    Step.DRAWING: _drawing,
    Step.AFTER_CARE: _after_care,
    Step.INQUIRY: _inquiry,
    Step.CALL: _call,
    Step.SHIFT_END: _shift_end,
    Step.DAY_END: _day_end,
    Step.SM_RETURN: _sm_return,
    Step.TALK_ABOUT_BILLY: _talk_about_billy,
    Step.OVER: _over,
}
