"""One record per kind of decision (STYLE.md: boardgame.io's long-form moves).

Everything about a decision lives in its `Move`: who takes it, when it is open,
how its legal choices are listed, how it changes the state, whether undo may
take it back, how it is said in words, and which command answers it. Nothing
about a kind of decision is written anywhere else: `legal_actions`, `apply`,
refusals, buttons, autocomplete, `/help` and the terminal all read this table.

A move only changes the state and reports events; `flow.advance` decides what
comes next.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from operator import attrgetter, itemgetter
from typing import Literal, cast

from bot.games.command_spec import OWN, Command, Option
from bot.games.events import Event
from bot.games.holding_on.engine import care, event_cards, focus_and_calling, memories, players, staffing
from bot.games.holding_on.engine.actions import Action, new_action
from bot.games.holding_on.engine.condition import controller, senior_seat, timelines_in_grid
from bot.games.holding_on.engine.state import GameState
from bot.games.holding_on.engine.vocab import KIND_ORDER, Kind, Step, TalkMode

Options = Callable[["Now"], list[Action]]
Apply = Callable[[GameState, Action, list[Event]], None]
Describe = Callable[[GameState, Action], str]


@dataclass(frozen=True, slots=True)
class Move:
    kind: Kind
    who: str  # who takes it, in the glossary's words
    ruling: str  # quoted in refusals
    phrase: str  # "reveal the Patient Card": what it is, after "may" / "to"
    options: Options  # the legal choices now (when the move is open), in the stable order
    apply: Apply
    describe: Describe  # one choice in words: "assign Ana", "2 tokens on the card"
    steps: frozenset[Step] = frozenset()  # the steps it is open on
    interrupt: Callable[[GameState], bool] | None = None  # open before anything else, whatever the step
    undoable: bool = False  # FLOW.md, Undo: only while it revealed nothing
    commands: tuple[Command, ...] = ()  # the slash commands that answer it (none: /decide, and the buttons)
    quiet: bool = False  # it ends or declines something: a grey button, not a call to act


# --- words ------------------------------------------------------------------------------------


def staff_name(state: GameState, staff_id: str | None) -> str:
    staff = state.staff.get(staff_id or "")
    return staff.name if staff else str(staff_id)


def _plural(count: int | None, word: str) -> str:
    return f"{count} {word}{'' if count == 1 else 's'}"


def _who(state: GameState, action: Action) -> str:
    return staff_name(state, action.staff)


_GIVES = {"token": "a Care Token", "partial": "a random Partial Memory", "clear": "a random Clear Memory"}


# --- what the open moves read ---------------------------------------------------------------


class Now:
    """The state as one listing of the open moves reads it (`legal_actions`).

    Moves open on the same step ask the same questions (who is senior, which placements are open);
    each is worked out at most once per listing, here, instead of once per move.
    """

    __slots__ = ("state", "_senior", "_placements")

    def __init__(self, state: GameState) -> None:
        self.state = state
        self._senior: int | None = None
        self._placements: staffing.Placements | None = None

    @property
    def senior(self) -> int:
        """R3: the seat that decides this card's care."""
        if self._senior is None:
            self._senior = senior_seat(self.state, self.state.current)
        return self._senior

    @property
    def placements(self) -> staffing.Placements:
        if self._placements is None:
            self._placements = staffing.placements(self.state)
        return self._placements


# --- the options of their commands ------------------------------------------------------------
# Shared by the records whose commands take them: one command has one shape on Discord (command_spec.surface).

_STAFF = Option("staff", "staff")
_SPACES = Option("spaces", "count", "number", required=False, complete=False, low=1, high=2, default=1, choices=(1, 2))
_CONTACT = Option("contact", "contact", required=False, complete=False)
_COUNT = Option("count", "count", "number", low=0, high=6)
_STEER_TIMELINE = Option("timeline", "timeline", "number", low=1, high=5)
_TIMELINE_OR_STOP = Option("timeline", "timeline", "number", low=1, high=5, words=("stop",))
_TALKER_AHEAD = Option("talker", "staff", required=False, answers="talker")  # R13: named with the care choice
_BILLY_AHEAD = Option("billy", "target", "seat", required=False, complete=False, answers="billy_voice")

# --- the records ------------------------------------------------------------------------------
# Each move lists its choices in the stable order of `actions.sort_key` (seat, staff, count, timeline,
# choice, target, contact), so `legal_actions` only puts the moves' lists one after the other.

_BY_STAFF = attrgetter("id")


def _stress_cost_options(now: Now) -> list[Action]:
    state = now.state
    staff = state.staff[state.stress_queue[0]]
    seat = controller(state, staff)
    choices = sorted(memories.stress_cost_choices(state, staff))
    return [new_action(Kind.STRESS_COST, seat, staff=staff.id, choice=c) for c in choices]


def _reveal_options(now: Now) -> list[Action]:
    return [new_action(Kind.REVEAL, now.state.shift_manager)]


def _leave_options(now: Now) -> list[Action]:
    state = now.state
    if not state.leave_window:
        return []
    candidates = sorted(staffing.leave_candidates(state), key=_BY_STAFF)
    return [new_action(Kind.SEND_ON_LEAVE, state.shift_manager, staff=s.id) for s in candidates]


def _assign_options(now: Now) -> list[Action]:
    sm = now.state.shift_manager
    return [new_action(Kind.ASSIGN, sm, staff=s.id) for s in sorted(now.placements.assign, key=_BY_STAFF)]


def _cover_options(now: Now) -> list[Action]:
    sm = now.state.shift_manager
    return [new_action(Kind.COVER, sm, staff=s.id) for s in sorted(now.placements.cover, key=_BY_STAFF)]


def _extra_options(now: Now) -> list[Action]:
    sm = now.state.shift_manager
    actions = [new_action(Kind.EXTRA, sm, staff=s.id, count=n) for s, n in now.placements.extra]
    actions.sort(key=itemgetter(2, 3))  # staff, count
    return actions


def _call_options(now: Now) -> list[Action]:
    sm = now.state.shift_manager
    calls = focus_and_calling.call_options(now.state, now.placements)
    actions = [new_action(Kind.CALL, sm, staff=s.id, contact=c) for s, c in calls]
    actions.sort(key=itemgetter(2, 7))  # staff, contact
    return actions


def _end_staffing_options(now: Now) -> list[Action]:
    """R5: end staffing only when the card is full or no placement is legal."""
    if any(now.placements):
        return []
    return [new_action(Kind.END_STAFFING, now.state.shift_manager)]


def _bonus_options(now: Now) -> list[Action]:
    senior = now.senior
    return [new_action(Kind.BONUS, senior, staff=s) for s in sorted(care.token_recipients(now.state))]


def _care_options(now: Now) -> list[Action]:
    senior = now.senior
    return [new_action(Kind.CARE, senior, choice="medical"), new_action(Kind.CARE, senior, choice="palliative")]


def _tokens_options(now: Now) -> list[Action]:
    kind = Kind.TOKENS  # read once: an enum member through its class is slow on Python 3.11
    return [
        new_action(kind, seat, staff=staff_id, count=n)
        for seat, staff_id, most in care.own_token_ranges(now.state)
        for n in range(most + 1)
    ]


def _pool_options(now: Now) -> list[Action]:
    senior, kind = now.senior, Kind.POOL
    return [new_action(kind, senior, count=n) for n in range(care.pool_range(now.state) + 1)]


def _resolve_options(now: Now) -> list[Action]:
    return [new_action(Kind.RESOLVE, now.senior)]


def _reward_options(now: Now) -> list[Action]:
    senior = now.senior
    return [new_action(Kind.REWARD, senior, choice="memory"), new_action(Kind.REWARD, senior, choice="token")]


def _give_token_options(now: Now) -> list[Action]:
    senior = now.senior
    return [new_action(Kind.GIVE_TOKEN, senior, staff=s) for s in sorted(care.token_recipients(now.state))]


def _talker_options(now: Now) -> list[Action]:
    senior = now.senior
    return [new_action(Kind.TALKER, senior, staff=s) for s in sorted(memories.talker_candidates(now.state))]


def _voice_options(now: Now) -> list[Action]:
    state = now.state
    conv = state.conversation
    if state.step == Step.INQUIRY:  # the inquiring Nurse names Billy's voice (R14)
        if conv is None or conv.billy_voice is not None:
            return []
        nurse = state.staff[conv.talker]
        assert nurse.seat is not None
        return [new_action(Kind.BILLY_VOICE, nurse.seat, target=s) for s in memories.inquiry_voices(state, nurse)]
    assert state.talker is not None
    senior = now.senior
    voices = memories.billy_voice_candidates(state, state.talker)
    return [new_action(Kind.BILLY_VOICE, senior, target=s) for s in voices]


def _focus_options(now: Now) -> list[Action]:
    """Neither, Persist, then Steer by timeline: the stable order, as `focus_options` lists them."""
    state = now.state
    assert state.talker is not None
    seat = state.staff[state.talker].seat
    assert seat is not None
    return [
        new_action(Kind.FOCUS, seat, choice="none" if mode == TalkMode.PLAIN else mode.value, timeline=t)
        for mode, t in focus_and_calling.focus_options(state)
    ]


def _yes_no(kind: Kind, seat: int) -> list[Action]:
    return [new_action(kind, seat, choice="no"), new_action(kind, seat, choice="yes")]


def _persist_options(now: Now) -> list[Action]:
    conv = now.state.conversation
    assert conv is not None
    seat = now.state.staff[conv.talker].seat
    assert seat is not None
    return _yes_no(Kind.PERSIST, seat)


def _trust_options(now: Now) -> list[Action]:
    conv = now.state.conversation
    assert conv is not None and conv.payer is not None
    seat = now.state.staff[conv.payer].seat
    assert seat is not None
    return _yes_no(Kind.SPEND_TRUST, seat)


def _inquiring(state: GameState) -> bool:
    """Inquiry decisions wait while Billy's voice for the inquiry is unnamed (R14)."""
    conv = state.conversation
    return conv is None or conv.billy_voice is not None


def _inquire_options(now: Now) -> list[Action]:
    state = now.state
    if not _inquiring(state):
        return []
    conv = state.conversation
    timelines = timelines_in_grid(state)
    if conv is None:
        nurses = memories.inquirers(state)
    else:
        nurse = state.staff[conv.talker]
        open_to_her = memories.can_inquire(nurse) and not state.current.inquiry_closed
        nurses = [nurse] if open_to_her else []
    actions = [
        new_action(Kind.INQUIRE, n.seat, staff=n.id, timeline=t)
        for n in nurses
        if n.seat is not None
        for t in timelines
    ]
    actions.sort(key=itemgetter(1, 2, 4))  # seat, staff, timeline
    return actions


def _stop_inquiry_options(now: Now) -> list[Action]:
    conv = now.state.conversation
    if conv is None or conv.billy_voice is None:
        return []
    seat = now.state.staff[conv.talker].seat
    assert seat is not None
    return [new_action(Kind.STOP_INQUIRY, seat, staff=conv.talker)]


def _close_inquiries_options(now: Now) -> list[Action]:
    if now.state.conversation is not None:
        return []
    return [new_action(Kind.CLOSE_INQUIRIES, now.senior)]  # R14: the senior closes the window


def _sm_return_options(now: Now) -> list[Action]:
    return _yes_no(Kind.SM_RETURN, now.state.shift_manager)


def _focus_apply(state: GameState, action: Action, events: list[Event]) -> None:
    mode = TalkMode.PLAIN if action.choice == "none" else TalkMode(str(action.choice))
    focus_and_calling.choose_focus(state, mode, action.timeline)


def _voice_apply(state: GameState, action: Action, events: list[Event]) -> None:
    assert action.target is not None
    if state.step == Step.INQUIRY:
        memories.name_inquiry_voice(state, action.target, events)
    else:
        memories.start_palliative_talk(state, action.target, events)


def _describe_focus(state: GameState, action: Action) -> str:
    if action.choice == "steer":
        return f"Steer to timeline {action.timeline} (1 token)"
    return "Persist (1 token per memory set aside)" if action.choice == "persist" else "no Steer or Persist"


def _contact_name(state: GameState, contact_id: str | None) -> str:
    return next((c.name for c in state.rules.contacts if c.id == contact_id), str(contact_id))


def _staff(action: Action) -> str:
    assert action.staff is not None
    return action.staff


def _count(action: Action) -> int:
    assert action.count is not None
    return action.count


MOVES: dict[str, Move] = {  # by Kind: a StrEnum, so a plain string finds it too
    move.kind: move
    for move in (
        Move(
            Kind.STRESS_COST,
            who="the stressed Nurse, or the Shift Manager for an Assistant",
            ruling="R16",
            phrase="choose what a stressed staff member gives up",
            options=_stress_cost_options,
            apply=lambda s, a, e: memories.resolve_stress_cost(s, _staff(a), str(a.choice), e),
            describe=lambda s, a: f"{_who(s, a)} gives up {_GIVES[str(a.choice)]}",
            interrupt=lambda s: bool(s.stress_queue),
            undoable=True,
        ),
        Move(
            Kind.REVEAL,
            who="the Shift Manager",
            ruling="R3",
            phrase="reveal the Patient Card",
            options=_reveal_options,
            apply=lambda s, a, e: staffing.reveal_card(s, e),
            describe=lambda s, a: "reveal the Patient Card",
            steps=frozenset({Step.REVEAL}),
            commands=(Command("shift reveal"),),
        ),
        Move(
            Kind.SEND_ON_LEAVE,
            who="the Shift Manager",
            ruling="R8",
            phrase="send staff On Leave",
            options=_leave_options,
            apply=lambda s, a, e: staffing.send_on_leave(s, _staff(a), e),
            describe=lambda s, a: f"send {_who(s, a)} On Leave",
            steps=frozenset({Step.REVEAL}),
            undoable=True,
            commands=(Command("shift leave", (_STAFF,)),),
        ),
        Move(
            Kind.ASSIGN,
            who="the Shift Manager",
            ruling="R3",
            phrase="assign staff from the break room",
            options=_assign_options,
            apply=lambda s, a, e: staffing.assign(s, _staff(a), e),
            describe=lambda s, a: f"assign {_who(s, a)}",
            steps=frozenset({Step.STAFFING}),
            undoable=True,
            commands=(Command("shift assign", (_STAFF,)),),
        ),
        Move(
            Kind.COVER,
            who="the Shift Manager",
            ruling="R4",
            phrase="bring in cover",
            options=_cover_options,
            apply=lambda s, a, e: staffing.cover(s, _staff(a), e),
            describe=lambda s, a: f"{_who(s, a)} covers this shift",
            steps=frozenset({Step.STAFFING}),
            undoable=True,
            commands=(Command("shift cover", (_STAFF,)),),
        ),
        Move(
            Kind.EXTRA,
            who="the Shift Manager",
            ruling="R4",
            phrase="ask for extra cover",
            options=_extra_options,
            apply=lambda s, a, e: staffing.extra(s, _staff(a), _count(a), e),
            describe=lambda s, a: f"{_who(s, a)} covers {_plural(a.count, 'more space')}",
            steps=frozenset({Step.STAFFING}),
            undoable=True,
            commands=(Command("shift extra", (_STAFF, _SPACES)),),
        ),
        Move(
            Kind.CALL,
            who="the Shift Manager",
            ruling="R18",
            phrase="put a Nurse on the Contact Tile",
            options=_call_options,
            apply=lambda s, a, e: focus_and_calling.put_on_tile(s, _staff(a), str(a.contact), e),
            describe=lambda s, a: f"{_who(s, a)} calls {_contact_name(s, a.contact)}",
            steps=frozenset({Step.STAFFING}),
            undoable=True,
            commands=(Command("shift call", (Option("nurse", "staff"), _CONTACT)),),
        ),
        Move(
            Kind.END_STAFFING,
            who="the Shift Manager",
            ruling="R5",
            phrase="end staffing",
            options=_end_staffing_options,
            apply=lambda s, a, e: staffing.close_staffing(s, e),
            describe=lambda s, a: "end staffing",
            steps=frozenset({Step.STAFFING}),
            undoable=True,
            commands=(Command("shift done"),),
            quiet=True,
        ),
        Move(
            Kind.BONUS,
            who="the senior member",
            ruling="R6",
            phrase="give the bonus Care Token",
            options=_bonus_options,
            apply=lambda s, a, e: care.give_bonus(s, _staff(a), e),
            describe=lambda s, a: f"give the Care Token to {_who(s, a)}",
            steps=frozenset({Step.BONUS}),
            undoable=True,
            commands=(Command("care bonus", (_STAFF,)),),
        ),
        Move(
            Kind.CARE,
            who="the senior member",
            ruling="R9",
            phrase="choose Medical or Palliative care",
            options=_care_options,
            apply=lambda s, a, e: care.choose_care(s, cast(Literal["medical", "palliative"], a.choice), e),
            describe=lambda s, a: f"{str(a.choice).capitalize()} care",
            steps=frozenset({Step.CARE}),
            commands=(
                Command("care medical", fixed={"choice": "medical"}),
                Command("care palliative", (_TALKER_AHEAD, _BILLY_AHEAD), fixed={"choice": "palliative"}),
            ),
        ),
        Move(
            Kind.TOKENS,
            who="each Nurse on the card, for her own tokens",
            ruling="R10",
            phrase="put your own Care Tokens on the card",
            options=_tokens_options,
            apply=lambda s, a, e: care.commit_tokens(s, _staff(a), _count(a), e),
            describe=lambda s, a: f"{_who(s, a)}: {_plural(a.count, 'token')} on the card",
            steps=frozenset({Step.MEDICAL}),
            undoable=True,
            commands=(Command("care tokens", (_COUNT,), fixed={"staff": OWN}),),
        ),
        Move(
            Kind.POOL,
            who="the senior member, with an Assistant on the card",
            ruling="R10",
            phrase="commit tokens from the assistant pool",
            options=_pool_options,
            apply=lambda s, a, e: care.commit_pool(s, _count(a), e),
            describe=lambda s, a: f"{_plural(a.count, 'pool token')} on the card",
            steps=frozenset({Step.MEDICAL}),
            undoable=True,
            commands=(Command("care pool", (_COUNT,)),),
        ),
        Move(
            Kind.RESOLVE,
            who="the senior member",
            ruling="R10",
            phrase="resolve Medical care",
            options=_resolve_options,
            apply=lambda s, a, e: care.resolve_medical(s, e),
            describe=lambda s, a: "resolve Medical care",
            steps=frozenset({Step.MEDICAL}),
            commands=(Command("care resolve"),),
        ),
        Move(
            Kind.REWARD,
            who="the senior member",
            ruling="R11",
            phrase="choose token or memory for a reward",
            options=_reward_options,
            apply=lambda s, a, e: care.choose_reward(s, cast(Literal["token", "memory"], a.choice), e),
            describe=lambda s, a: f"take a {'Care Token' if a.choice == 'token' else 'Partial Memory'}",
            steps=frozenset({Step.REWARDS}),
        ),
        Move(
            Kind.GIVE_TOKEN,
            who="the senior member",
            ruling="R23",
            phrase="give out a Care Token",
            options=_give_token_options,
            apply=lambda s, a, e: care.give_token(s, _staff(a), e),
            describe=lambda s, a: f"give the Care Token to {_who(s, a)}",
            steps=frozenset({Step.GIVE_TOKEN}),
            commands=(Command("care bonus", (_STAFF,)),),
        ),
        Move(
            Kind.TALKER,
            who="the senior member",
            ruling="R13",
            phrase="choose who talks to Billy",
            options=_talker_options,
            apply=lambda s, a, e: memories.name_talker(s, _staff(a), e),
            describe=lambda s, a: f"{_who(s, a)} talks to Billy",
            steps=frozenset({Step.TALKER}),
            # answered by /decide: `/care palliative talker:` only names her ahead, with the care choice
        ),
        Move(
            Kind.BILLY_VOICE,
            who="the senior member, or the inquiring Nurse",
            ruling="R13",
            phrase="choose who speaks for Billy",
            options=_voice_options,
            apply=_voice_apply,
            describe=lambda s, a: f"{s.seats[a.target or 0]} speaks for Billy",
            steps=frozenset({Step.BILLY_VOICE, Step.INQUIRY}),
        ),
        Move(
            Kind.FOCUS,
            who="the talker",
            ruling="R17",
            phrase="Steer or Persist",
            options=_focus_options,
            apply=_focus_apply,
            describe=_describe_focus,
            steps=frozenset({Step.FOCUS}),
            commands=(Command("care steer", (_STEER_TIMELINE,), fixed={"choice": "steer"}),),
        ),
        Move(
            Kind.PERSIST,
            who="the talker",
            ruling="R17",
            phrase="keep this memory or Persist",
            options=_persist_options,
            apply=lambda s, a, e: event_cards.persist(s, a.choice == "yes", e),
            describe=lambda s, a: (
                "Persist: pay 1 token for the next memory" if a.choice == "yes" else "keep this memory"
            ),
            interrupt=lambda s: s.conversation is not None and s.conversation.pending_memory is not None,
        ),
        Move(
            Kind.SPEND_TRUST,
            who="the talker (the inquiring Nurse)",
            ruling="R24",
            phrase="decide whether to spend trust",
            options=_trust_options,
            apply=lambda s, a, e: event_cards.spend_trust(s, a.choice == "yes", e),
            describe=lambda s, a: "spend 1 Care Token" if a.choice == "yes" else "do not spend",
            interrupt=lambda s: s.conversation is not None and s.conversation.pending_trust is not None,
        ),
        Move(
            Kind.INQUIRE,
            who="a Nurse on the card",
            ruling="R14",
            phrase="Inquire",
            options=_inquire_options,
            apply=lambda s, a, e: memories.inquire(s, _staff(a), a.timeline or 0, e),
            describe=lambda s, a: f"{_who(s, a)} inquires about timeline {a.timeline}",
            steps=frozenset({Step.INQUIRY}),
            commands=(Command("inquire", (_TIMELINE_OR_STOP, _BILLY_AHEAD), fixed={"staff": OWN}),),
        ),
        Move(
            Kind.STOP_INQUIRY,
            who="the inquiring Nurse",
            ruling="R14",
            phrase="stop inquiring",
            options=_stop_inquiry_options,
            apply=lambda s, a, e: memories.stop_inquiry(s, e),
            describe=lambda s, a: "stop inquiring",
            steps=frozenset({Step.INQUIRY}),
            commands=(
                Command(
                    "inquire",
                    (_TIMELINE_OR_STOP, _BILLY_AHEAD),
                    fixed={"staff": OWN},
                    when={"timeline": "stop"},
                    then=(Kind.CLOSE_INQUIRIES,),  # R14: her "stop" ends the Inquiries when no one else may ask
                ),
            ),
            quiet=True,
        ),
        Move(
            Kind.CLOSE_INQUIRIES,
            who="the senior member",
            ruling="R14",
            phrase="close the inquiries",
            options=_close_inquiries_options,
            apply=lambda s, a, e: memories.close_inquiries(s),
            describe=lambda s, a: "close the inquiries",
            steps=frozenset({Step.INQUIRY}),
            quiet=True,
        ),
        Move(
            Kind.SM_RETURN,
            who="the Shift Manager (two players)",
            ruling="R19",
            phrase="decide whether to return to the break room",
            options=_sm_return_options,
            apply=lambda s, a, e: players.sm_return(s, a.choice == "yes", e),
            describe=lambda s, a: "return to the break room for 2 tokens" if a.choice == "yes" else "stay",
            steps=frozenset({Step.SM_RETURN}),
        ),
    )
}
INTERRUPTS = tuple(move for move in MOVES.values() if move.interrupt is not None)
_BY_STEP: dict[Step, list[Move]] = {  # in the stable order of kinds, so their lists follow one another
    step: sorted((m for m in MOVES.values() if step in m.steps), key=lambda m: KIND_ORDER[m.kind]) for step in Step
}


def open_moves(state: GameState) -> list[Move]:
    """The kinds of decision open now: an interrupt (a Stress cost, trust, Persist) before all else."""
    if state.result is not None:
        return []
    if state.stress_queue or state.conversation is not None:
        for move in INTERRUPTS:
            if move.interrupt is not None and move.interrupt(state):
                return [move]
    return _BY_STEP[state.step]


def is_open(state: GameState, move: Move) -> bool:
    return any(open_move is move for open_move in open_moves(state))


def command_of(action: Action) -> Command | None:
    """The slash command that answers this decision (None: /decide, or its buttons)."""
    return next((command for command in MOVES[action.kind].commands if command.matches(action)), None)


def phrase(kind: str) -> str:
    """What a kind of decision is, in words: "reveal the Patient Card"."""
    return MOVES[kind].phrase


def describe(state: GameState, action: Action) -> str:
    """One short line, e.g. "assign Ana", "Ben: 2 tokens on the card"."""
    return MOVES[action.kind].describe(state, action)
