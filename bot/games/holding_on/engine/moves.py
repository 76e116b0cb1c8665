"""One record per kind of decision (STYLE.md: boardgame.io's long-form moves).

Everything about a decision lives in its `Move`: who takes it, when it is open,
how its legal choices are listed, how it changes the state, whether undo may
take it back, its English words, and which command answers it. Nothing about a
kind of decision is written anywhere else: `legal_actions`, `apply`, refusals,
buttons, autocomplete, `/help` and the terminal all read this table, and the
English catalogue's words for it (`phrase-<kind>`, `label-<kind>`,
`when-<kind>`, its command's `cmd-…`, `opt-…`) are made from it
(bot/i18n/records.py). A kind is named once, as its record's key: the record
hands it to its own `options`.

A move only changes the state and reports events; `flow.advance` decides what
comes next.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace
from enum import StrEnum
from operator import attrgetter, itemgetter
from typing import Literal, cast

from bot.games.command_spec import OWN, Command, Option
from bot.games.english import English, plural, select
from bot.games.events import Event
from bot.games.holding_on.engine import care, choices, event_cards, focus_and_calling, memories, players, staffing
from bot.games.holding_on.engine.actions import Action, new_action
from bot.games.holding_on.engine.care import own_token_ranges, pool_range, token_recipients
from bot.games.holding_on.engine.condition import controller, senior_seat, timelines_in_grid
from bot.games.holding_on.engine.state import GameState
from bot.games.holding_on.engine.vocab import Step, TalkMode

Options = Callable[["Now", str], list[Action]]  # (what the listing reads, the record's kind) -> its choices
Apply = Callable[[GameState, Action, list[Event]], None]


@dataclass(frozen=True, slots=True)
class Move:
    kind: str  # its key in MOVES, and the kind of every choice it lists
    who: str  # who takes it, in the glossary's words
    ruling: str  # quoted in refusals
    phrase: str  # "reveal the Patient Card": what it is, after "may" / "to"
    when: str  # when it comes, in the rule's words: said when nobody can take it now
    options: Options  # the legal choices now (when the move is open), in the stable order
    apply: Apply
    label: English  # one choice in words ("assign Ana", "2 tokens on the card"), from `SAID`'s arguments
    steps: frozenset[Step] = frozenset()  # the steps it is open on
    interrupt: Callable[[GameState], bool] | None = None  # open before anything else, whatever the step
    undoable: bool = False  # FLOW.md, Undo: only while it revealed nothing
    commands: tuple[Command, ...] = ()  # the slash commands that answer it (none: /decide, and the buttons)
    quiet: bool = False  # it ends or declines something: a grey button, not a call to act


# --- words ------------------------------------------------------------------------------------


def staff_name(state: GameState, staff_id: str | None) -> str:
    staff = state.staff.get(staff_id or "")
    return staff.name if staff else str(staff_id)


def _contact_name(state: GameState, contact_id: str | None) -> str:
    return next((c.name for c in state.rules.contacts if c.id == contact_id), str(contact_id))


# The arguments a label may read, from the state (bot/games/holding_on/decision_words.py gives the same ones from
# the public view, in any language).
SAID: dict[str, Callable[[GameState, Action], object]] = {
    "who": lambda s, a: staff_name(s, a.staff),
    "count": lambda s, a: a.count,
    "timeline": lambda s, a: a.timeline,
    "choice": lambda s, a: "none" if a.choice is None else a.choice,
    "gave": lambda s, a: a.choice,  # what a Stress cost gives up, as the narration's `gives-word` reads it
    "player": lambda s, a: s.seats[a.target or 0],
    "contact": lambda s, a: _contact_name(s, a.contact),
    "answer": lambda s, a: _answer_words(s, a.choice),
}


def _answer_words(state: GameState, flag: object) -> str:
    answers = [answer for trigger in state.rules.triggers for answer in trigger.choices]
    return next((answer.words for answer in answers if answer.flag == flag), str(flag))


def _focus_apply(state: GameState, action: Action, events: list[Event]) -> None:
    mode = TalkMode.PLAIN if action.choice == "none" else TalkMode(str(action.choice))
    focus_and_calling.choose_focus(state, mode, action.timeline)


def _voice_apply(state: GameState, action: Action, events: list[Event]) -> None:
    assert action.target is not None
    if state.step == Step.INQUIRY:
        memories.name_inquiry_voice(state, action.target, events)
    else:
        memories.start_palliative_talk(state, action.target, events)


def _staff(action: Action) -> str:
    assert action.staff is not None
    return action.staff


def _count(action: Action) -> int:
    assert action.count is not None
    return action.count


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


# --- each record's choices --------------------------------------------------------
# Each lists its choices in the stable order of `game.sort_key` (seat, staff, count, timeline, choice, target,
# contact), so `legal_actions` only puts the records' lists one after the other.

_BY_STAFF = attrgetter("id")


def _stress_cost_choices(now: Now, kind: str) -> list[Action]:
    state = now.state
    staff = state.staff[state.stress_queue[0]]
    seat = controller(state, staff)
    choices = sorted(memories.stress_cost_choices(state, staff))
    return [new_action(kind, seat, staff=staff.id, choice=c) for c in choices]


def _reveal_choices(now: Now, kind: str) -> list[Action]:
    return [new_action(kind, now.state.shift_manager)]


def _send_on_leave_choices(now: Now, kind: str) -> list[Action]:
    state = now.state
    if not state.leave_window:
        return []
    candidates = sorted(staffing.leave_candidates(state), key=_BY_STAFF)
    return [new_action(kind, state.shift_manager, staff=s.id) for s in candidates]


def _assign_choices(now: Now, kind: str) -> list[Action]:
    sm = now.state.shift_manager
    return [new_action(kind, sm, staff=s.id) for s in sorted(now.placements.assign, key=_BY_STAFF)]


def _cover_choices(now: Now, kind: str) -> list[Action]:
    sm = now.state.shift_manager
    return [new_action(kind, sm, staff=s.id) for s in sorted(now.placements.cover, key=_BY_STAFF)]


def _extra_choices(now: Now, kind: str) -> list[Action]:
    sm = now.state.shift_manager
    actions = [new_action(kind, sm, staff=s.id, count=n) for s, n in now.placements.extra]
    actions.sort(key=itemgetter(2, 3))  # staff, count
    return actions


def _call_choices(now: Now, kind: str) -> list[Action]:
    sm = now.state.shift_manager
    calls = focus_and_calling.call_options(now.state, now.placements)
    actions = [new_action(kind, sm, staff=s.id, contact=c) for s, c in calls]
    actions.sort(key=itemgetter(2, 7))  # staff, contact
    return actions


def _end_staffing_choices(now: Now, kind: str) -> list[Action]:
    """R5: end staffing only when the card is full or no placement is legal."""
    if any(now.placements):
        return []
    return [new_action(kind, now.state.shift_manager)]


def _bonus_choices(now: Now, kind: str) -> list[Action]:
    senior = now.senior
    return [new_action(kind, senior, staff=s) for s in sorted(token_recipients(now.state))]


def _care_choices(now: Now, kind: str) -> list[Action]:
    senior = now.senior
    return [new_action(kind, senior, choice="medical"), new_action(kind, senior, choice="palliative")]


def _tokens_choices(now: Now, kind: str) -> list[Action]:
    return [
        new_action(kind, seat, staff=staff_id, count=n)
        for seat, staff_id, most in own_token_ranges(now.state)
        for n in range(most + 1)
    ]


def _pool_choices(now: Now, kind: str) -> list[Action]:
    senior = now.senior
    return [new_action(kind, senior, count=n) for n in range(pool_range(now.state) + 1)]


def _resolve_choices(now: Now, kind: str) -> list[Action]:
    return [new_action(kind, now.senior)]


def _reward_choices(now: Now, kind: str) -> list[Action]:
    senior = now.senior
    return [new_action(kind, senior, choice="memory"), new_action(kind, senior, choice="token")]


def _give_token_choices(now: Now, kind: str) -> list[Action]:
    senior = now.senior
    return [new_action(kind, senior, staff=s) for s in sorted(token_recipients(now.state))]


def _talker_choices(now: Now, kind: str) -> list[Action]:
    senior = now.senior
    return [new_action(kind, senior, staff=s) for s in sorted(memories.talker_candidates(now.state))]


def _billy_voice_choices(now: Now, kind: str) -> list[Action]:
    state = now.state
    conv = state.conversation
    if state.step == Step.INQUIRY:  # the inquiring Nurse names Billy's voice (R14)
        if conv is None or conv.billy_voice is not None:
            return []
        nurse = state.staff[conv.talker]
        assert nurse.seat is not None
        return [new_action(kind, nurse.seat, target=s) for s in memories.inquiry_voices(state, nurse)]
    assert state.talker is not None
    senior = now.senior
    voices = memories.billy_voice_candidates(state, state.talker)
    return [new_action(kind, senior, target=s) for s in voices]


def _focus_choices(now: Now, kind: str) -> list[Action]:
    """Neither, Persist, then Steer by timeline: the stable order, as `focus_options` lists them."""
    state = now.state
    assert state.talker is not None
    seat = state.staff[state.talker].seat
    assert seat is not None
    return [
        new_action(kind, seat, choice="none" if mode == TalkMode.PLAIN else mode.value, timeline=t)
        for mode, t in focus_and_calling.focus_options(state)
    ]


def _yes_no(kind: str, seat: int) -> list[Action]:
    return [new_action(kind, seat, choice="no"), new_action(kind, seat, choice="yes")]


def _persist_choices(now: Now, kind: str) -> list[Action]:
    conv = now.state.conversation
    assert conv is not None
    seat = now.state.staff[conv.talker].seat
    assert seat is not None
    return _yes_no(kind, seat)


def _spend_trust_choices(now: Now, kind: str) -> list[Action]:
    conv = now.state.conversation
    assert conv is not None and conv.payer is not None
    seat = now.state.staff[conv.payer].seat
    assert seat is not None
    return _yes_no(kind, seat)


def _inquiring(state: GameState) -> bool:
    """Inquiry decisions wait while Billy's voice for the inquiry is unnamed (R14)."""
    conv = state.conversation
    return conv is None or conv.billy_voice is not None


def _inquire_choices(now: Now, kind: str) -> list[Action]:
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
        new_action(kind, n.seat, staff=n.id, timeline=t) for n in nurses if n.seat is not None for t in timelines
    ]
    actions.sort(key=itemgetter(1, 2, 4))  # seat, staff, timeline
    return actions


def _stop_inquiry_choices(now: Now, kind: str) -> list[Action]:
    conv = now.state.conversation
    if conv is None or conv.billy_voice is None:
        return []
    seat = now.state.staff[conv.talker].seat
    assert seat is not None
    return [new_action(kind, seat, staff=conv.talker)]


def _close_inquiries_choices(now: Now, kind: str) -> list[Action]:
    if now.state.conversation is not None:
        return []
    return [new_action(kind, now.senior)]  # R14: the senior closes the window


def _sm_return_choices(now: Now, kind: str) -> list[Action]:
    return _yes_no(kind, now.state.shift_manager)


def _choose_choices(now: Now, kind: str) -> list[Action]:
    trigger = choices.pending(now.state)
    if trigger is None:
        return []
    return [new_action(kind, now.state.shift_manager, choice=answer.flag) for answer in trigger.choices]


# --- the commands two records share: one command has one shape on Discord (command_spec.surface) ---------------

_CARE_BONUS = Command(
    "care bonus",
    (Option("staff", "staff", description="Who receives the token: someone on the card"),),
    description="Give a Care Token: Night bonus, averted Emergency or Palliative care (the senior member, R6, R11).",
)
_INQUIRE = Command(
    "inquire",
    (
        Option(
            "timeline",
            "timeline",
            "number",
            low=1,
            high=5,
            words=("stop",),
            description="A timeline from 1 to 5 with a Partial in the grid, or stop to end your conversation",
        ),
        Option(
            "billy",
            "target",
            "seat",
            required=False,
            complete=False,
            answers="billy_voice",
            description="The player who speaks for Billy (another player)",
        ),
    ),
    fixed={"staff": OWN},
    description="Ask Billy about a timeline (a Nurse on a stable card, 1 token, R14), again for more, or stop.",
)

# The groups the records' commands sit in, with their English description.
GROUPS = {"shift": "Shift Manager duties: reveal, staff, leave", "care": "Care decisions: Medical or Palliative care"}

_RECORDS = (
    Move(
        "stress_cost",
        who="the stressed Nurse, or the Shift Manager for an Assistant",
        ruling="R16",
        phrase="choose what a stressed staff member gives up",
        when="it comes when a staff member gains Stress",
        options=_stress_cost_choices,
        apply=lambda s, a, e: memories.resolve_stress_cost(s, _staff(a), str(a.choice), e),
        label=English(
            "{who} gives up ",
            select("gave", token="a Care Token", partial="a random Partial Memory", clear="a random Clear Memory"),
        ),
        interrupt=lambda s: bool(s.stress_queue),
        undoable=True,
    ),
    Move(
        "reveal",
        who="the Shift Manager",
        ruling="R3",
        phrase="reveal the Patient Card",
        when="the Shift Manager reveals one at the start of each shift",
        options=_reveal_choices,
        apply=lambda s, a, e: staffing.reveal_card(s, e),
        label=English("reveal the Patient Card"),
        steps=frozenset({Step.REVEAL}),
        commands=(Command("shift reveal", description="Reveal this shift's Patient Card (Shift Manager)."),),
    ),
    Move(
        "send_on_leave",
        who="the Shift Manager",
        ruling="R8",
        phrase="send staff On Leave",
        when="staff go On Leave only between the Morning and Day shifts",
        options=_send_on_leave_choices,
        apply=lambda s, a, e: staffing.send_on_leave(s, _staff(a), e),
        label=English("send {who} On Leave"),
        steps=frozenset({Step.REVEAL}),
        undoable=True,
        commands=(
            Command(
                "shift leave",
                (
                    Option(
                        "staff", "staff", description="Who goes On Leave: a Nurse or Assistant still in the break room"
                    ),
                ),
                description="Send someone from the break room On Leave until tomorrow (after Morning only, R8).",
            ),
        ),
    ),
    Move(
        "assign",
        who="the Shift Manager",
        ruling="R3",
        phrase="assign staff from the break room",
        when="staff are placed while a shift is staffed",
        options=_assign_choices,
        apply=lambda s, a, e: staffing.assign(s, _staff(a), e),
        label=English("assign {who}"),
        steps=frozenset({Step.STAFFING}),
        undoable=True,
        commands=(
            Command(
                "shift assign",
                (Option("staff", "staff", description="Who goes on the shift: a Nurse, Assistant 1 or Assistant 2"),),
                description="Assign someone from the break room to the shift's next space (Shift Manager).",
            ),
        ),
    ),
    Move(
        "cover",
        who="the Shift Manager",
        ruling="R4",
        phrase="bring in cover",
        when="cover comes while a shift is staffed, when the break room cannot fill it",
        options=_cover_choices,
        apply=lambda s, a, e: staffing.cover(s, _staff(a), e),
        label=English("{who} covers this shift"),
        steps=frozenset({Step.STAFFING}),
        undoable=True,
        commands=(
            Command(
                "shift cover",
                (
                    Option(
                        "staff",
                        "staff",
                        description="Who covers: someone who worked the previous shift, or On-Call 1 or 2",
                    ),
                ),
                description="Cover the next space with someone from the previous shift, or an On-Call Assistant (R4).",
            ),
        ),
    ),
    Move(
        "extra",
        who="the Shift Manager",
        ruling="R4",
        phrase="ask for extra cover",
        when="extra cover comes while a shift is staffed, when the break room cannot fill it",
        options=_extra_choices,
        apply=lambda s, a, e: staffing.extra(s, _staff(a), _count(a), e),
        label=English("{who} covers {count} ", plural("count", one="more space", other="more spaces")),
        steps=frozenset({Step.STAFFING}),
        undoable=True,
        commands=(
            Command(
                "shift extra",
                (
                    Option("staff", "staff", description="Who covers more: a Nurse or Assistant already on this shift"),
                    Option(
                        "spaces",
                        "count",
                        "number",
                        required=False,
                        complete=False,
                        low=1,
                        high=2,
                        default=1,
                        choices=(1, 2),
                        description="How many more spaces she covers (1 or 2)",
                    ),
                ),
                description="Extra cover: someone already on this shift covers one or two more spaces"
                " (1 Stress each, R4).",
            ),
        ),
    ),
    Move(
        "call",
        who="the Shift Manager",
        ruling="R18",
        phrase="put a Nurse on the Contact Tile",
        when="a call is placed while a shift is staffed, in scenarios with the Contact Tile",
        options=_call_choices,
        apply=lambda s, a, e: focus_and_calling.put_on_tile(s, _staff(a), str(a.contact), e),
        label=English("{who} calls {contact}"),
        steps=frozenset({Step.STAFFING}),
        undoable=True,
        commands=(
            Command(
                "shift call",
                (
                    Option("nurse", "staff", description="The Nurse who makes the call"),
                    Option(
                        "contact",
                        "contact",
                        required=False,
                        complete=False,
                        description="Whom she calls, when the scenario offers more than one contact",
                    ),
                ),
                description="Put a Nurse on the Contact Tile to make a call (scenarios with Calling, R18).",
            ),
        ),
    ),
    Move(
        "end_staffing",
        who="the Shift Manager",
        ruling="R5",
        phrase="end staffing",
        when="staffing ends once no placement is left",
        options=_end_staffing_choices,
        apply=lambda s, a, e: staffing.close_staffing(s, e),
        label=English("end staffing"),
        steps=frozenset({Step.STAFFING}),
        undoable=True,
        commands=(
            Command(
                "shift done", description="End staffing (a short shift only when no legal assignment remains, R5)."
            ),
        ),
        quiet=True,
    ),
    Move(
        "bonus",
        who="the senior member",
        ruling="R6",
        phrase="give the bonus Care Token",
        when="the bonus comes when the Night shift is fully staffed or an emergency is averted",
        options=_bonus_choices,
        apply=lambda s, a, e: care.give_bonus(s, _staff(a), e),
        label=English("give the Care Token to {who}"),
        steps=frozenset({Step.BONUS}),
        undoable=True,
        commands=(_CARE_BONUS,),
    ),
    Move(
        "care",
        who="the senior member",
        ruling="R9",
        phrase="choose Medical or Palliative care",
        when="care is chosen once the card is staffed",
        options=_care_choices,
        apply=lambda s, a, e: care.choose_care(s, cast(Literal["medical", "palliative"], a.choice), e),
        label=English(select("choice", medical="Medical", palliative="Palliative"), " care"),
        steps=frozenset({Step.CARE}),
        commands=(
            Command(
                "care medical",
                fixed={"choice": "medical"},
                description="Choose Medical care for this shift (the senior member, R9).",
            ),
            Command(
                "care palliative",
                (
                    Option(  # R13: the talker named with the care choice
                        "talker",
                        "staff",
                        required=False,
                        answers="talker",
                        description="Who talks to Billy, if a memory is drawn (someone on the card)",
                    ),
                    Option(
                        "billy",
                        "target",
                        "seat",
                        required=False,
                        complete=False,
                        answers="billy_voice",
                        description="The player who speaks for Billy (not the talker's player)",
                    ),
                ),
                fixed={"choice": "palliative"},
                description="Choose Palliative care (the senior member, R11); name the talker and Billy's voice now"
                " if you like.",
            ),
        ),
    ),
    Move(
        "tokens",
        who="each Nurse on the card, for her own tokens",
        ruling="R10",
        phrase="put your own Care Tokens on the card",
        when="tokens go on the card during Medical care",
        options=_tokens_choices,
        apply=lambda s, a, e: care.commit_tokens(s, _staff(a), _count(a), e),
        label=English("{who}: {count} ", plural("count", one="token", other="tokens"), " on the card"),
        steps=frozenset({Step.MEDICAL}),
        undoable=True,
        commands=(
            Command(
                "care tokens",
                (Option("count", "count", "number", low=0, high=6, description="Your tokens on the card, from 0"),),
                fixed={"staff": OWN},
                description="How many of your own Care Tokens go on this card (setting it again replaces the number,"
                " R10).",
            ),
        ),
    ),
    Move(
        "pool",
        who="the senior member, with an Assistant on the card",
        ruling="R10",
        phrase="commit tokens from the assistant pool",
        when="pool tokens go on the card during Medical care, with an Assistant on it",
        options=_pool_choices,
        apply=lambda s, a, e: care.commit_pool(s, _count(a), e),
        label=English("{count} ", plural("count", one="pool token", other="pool tokens"), " on the card"),
        steps=frozenset({Step.MEDICAL}),
        undoable=True,
        commands=(
            Command(
                "care pool",
                (Option("count", "count", "number", low=0, high=6, description="Pool tokens on the card, from 0"),),
                description="Commit tokens from the assistant pool, with an Assistant on the card (the senior member,"
                " R10).",
            ),
        ),
    ),
    Move(
        "resolve",
        who="the senior member",
        ruling="R10",
        phrase="resolve Medical care",
        when="Medical care is resolved once its tokens are on the card",
        options=_resolve_choices,
        apply=lambda s, a, e: care.resolve_medical(s, e),
        label=English("resolve Medical care"),
        steps=frozenset({Step.MEDICAL}),
        commands=(
            Command(
                "care resolve", description="Resolve Medical care with the tokens on the card (the senior member, R10)."
            ),
        ),
    ),
    Move(
        "reward",
        who="the senior member",
        ruling="R11",
        phrase="choose token or memory for a reward",
        when="a reward of either kind is chosen during Palliative care",
        options=_reward_choices,
        apply=lambda s, a, e: care.choose_reward(s, cast(Literal["token", "memory"], a.choice), e),
        label=English("take a ", select("choice", token="Care Token", memory="Partial Memory")),
        steps=frozenset({Step.REWARDS}),
    ),
    Move(
        "give_token",
        who="the senior member",
        ruling="R23",
        phrase="give out a Care Token",
        when="Palliative care's tokens are handed out after the rewards are chosen",
        options=_give_token_choices,
        apply=lambda s, a, e: care.give_token(s, _staff(a), e),
        label=English("give the Care Token to {who}"),
        steps=frozenset({Step.GIVE_TOKEN}),
        commands=(_CARE_BONUS,),
    ),
    Move(
        "talker",
        who="the senior member",
        ruling="R13",
        phrase="choose who talks to Billy",
        when="the talker is named when Palliative care draws memories",
        options=_talker_choices,
        apply=lambda s, a, e: memories.name_talker(s, _staff(a), e),
        label=English("{who} talks to Billy"),
        steps=frozenset({Step.TALKER}),
        # answered by /decide: `/care palliative talker:` only names her ahead, with the care choice
    ),
    Move(
        "billy_voice",
        who="the senior member, or the inquiring Nurse",
        ruling="R13",
        phrase="choose who speaks for Billy",
        when="Billy's voice is named when memories are drawn",
        options=_billy_voice_choices,
        apply=_voice_apply,
        label=English("{player} speaks for Billy"),
        steps=frozenset({Step.BILLY_VOICE, Step.INQUIRY}),
    ),
    Move(
        "focus",
        who="the talker",
        ruling="R17",
        phrase="Steer or Persist",
        when="Steer or Persist is chosen before the first draw, from scenario 2 on",
        options=_focus_choices,
        apply=_focus_apply,
        label=English(
            select(
                "choice",
                steer="Steer to timeline {timeline} (1 token)",
                persist="Persist (1 token per memory set aside)",
                none="no Steer or Persist",
            )
        ),
        steps=frozenset({Step.FOCUS}),
        commands=(
            Command(
                "care steer",
                (
                    Option(
                        "timeline",
                        "timeline",
                        "number",
                        low=1,
                        high=5,
                        description="A timeline (1-5) with a Partial Memory in the grid",
                    ),
                ),
                fixed={"choice": "steer"},
                description="Steer the talk to a timeline before the first draw, for 1 token (the talker, scenario 2+,"
                " R17).",
            ),
        ),
    ),
    Move(
        "persist",
        who="the talker",
        ruling="R17",
        phrase="keep this memory or Persist",
        when="Persist comes when a memory is drawn, from scenario 2 on",
        options=_persist_choices,
        apply=lambda s, a, e: event_cards.persist(s, a.choice == "yes", e),
        label=English(select("choice", yes="Persist: pay 1 token for the next memory", no="keep this memory")),
        interrupt=lambda s: s.conversation is not None and s.conversation.pending_memory is not None,
    ),
    Move(
        "spend_trust",
        who="the talker (the inquiring Nurse)",
        ruling="R24",
        phrase="decide whether to spend trust",
        when="trust is spent when an event offers it",
        options=_spend_trust_choices,
        apply=lambda s, a, e: event_cards.spend_trust(s, a.choice == "yes", e),
        label=English(select("choice", yes="spend 1 Care Token", no="do not spend")),
        interrupt=lambda s: s.conversation is not None and s.conversation.pending_trust is not None,
    ),
    Move(
        "inquire",
        who="a Nurse on the card",
        ruling="R14",
        phrase="Inquire",
        when="Inquiries come after care, on a card where Billy is stable",
        options=_inquire_choices,
        apply=lambda s, a, e: memories.inquire(s, _staff(a), a.timeline or 0, e),
        label=English("{who} inquires about timeline {timeline}"),
        steps=frozenset({Step.INQUIRY}),
        commands=(_INQUIRE,),
    ),
    Move(
        "stop_inquiry",
        who="the inquiring Nurse",
        ruling="R14",
        phrase="stop inquiring",
        when="an Inquiry is stopped by the Nurse inquiring",
        options=_stop_inquiry_choices,
        apply=lambda s, a, e: memories.stop_inquiry(s, e),
        label=English("stop inquiring"),
        steps=frozenset({Step.INQUIRY}),
        # R14: her "stop" ends the Inquiries when no one else may ask
        commands=(replace(_INQUIRE, when={"timeline": "stop"}, then=("close_inquiries",)),),
        quiet=True,
    ),
    Move(
        "close_inquiries",
        who="the senior member",
        ruling="R14",
        phrase="close the inquiries",
        when="the Inquiries are closed after care, on a card where Billy is stable",
        options=_close_inquiries_choices,
        apply=lambda s, a, e: memories.close_inquiries(s),
        label=English("close the inquiries"),
        steps=frozenset({Step.INQUIRY}),
        quiet=True,
    ),
    Move(
        "sm_return",
        who="the Shift Manager (two players)",
        ruling="R19",
        phrase="decide whether to return to the break room",
        when="with two players, the Shift Manager goes back to the break room once the day is over",
        options=_sm_return_choices,
        apply=lambda s, a, e: players.sm_return(s, a.choice == "yes", e),
        label=English(select("choice", yes="return to the break room for 2 tokens", no="stay")),
        steps=frozenset({Step.SM_RETURN}),
    ),
    Move(
        "choose",
        who="the Shift Manager, for the table",
        ruling="R29",
        phrase="say what the table chose",
        when="a choice is taken when a card of the story asks it",
        options=_choose_choices,
        apply=lambda s, a, e: choices.answer(s, str(a.choice), e),
        label=English("{answer}"),
        interrupt=lambda s: choices.pending(s) is not None,
    ),
)

# The kinds as the enum the actions carry, made from the records: an action's repr names it
# (`<Kind.REVEAL: 'reveal'>`), and the recorded games hash that repr (tests/engine/test_engine_digests.py).
_KIND = StrEnum("Kind", [(move.kind.upper(), move.kind) for move in _RECORDS])  # type: ignore[misc]
MOVES: dict[str, Move] = {move.kind: replace(move, kind=_KIND(move.kind)) for move in _RECORDS}
KIND_ORDER = {kind: index for index, kind in enumerate(MOVES)}  # the stable order `legal_actions` lists them
INTERRUPTS = tuple(move for move in MOVES.values() if move.interrupt is not None)
_BY_STEP: dict[Step, list[Move]] = {  # in the records' order, so their lists follow one another
    step: [m for m in MOVES.values() if step in m.steps] for step in Step
}


def open_moves(state: GameState) -> list[Move]:
    """The kinds of decision open now: an interrupt (a Stress cost, trust, Persist) before all else."""
    if state.result is not None:
        return []
    if state.fired_triggers and choices.pending(state) is not None:
        return [MOVES["choose"]]  # a choice of the heart waits for nothing (choices.py)
    if state.stress_queue or state.conversation is not None:
        for move in INTERRUPTS:
            if move.interrupt is not None and move.interrupt(state):
                return [move]
    return _BY_STEP[state.step]


def is_open(state: GameState, move: Move) -> bool:
    return any(open_move is move for open_move in open_moves(state))


def known(action: Action) -> Action:
    """The action, when a record has its kind (ValueError otherwise: a stale button, another bot's log)."""
    if action.kind not in MOVES:
        raise ValueError(f"unknown action {action.kind!r}")
    return action


def command_of(action: Action) -> Command | None:
    """The slash command that answers this decision (None: /decide, or its buttons)."""
    return next((command for command in MOVES[action.kind].commands if command.matches(action)), None)


def phrase(kind: str) -> str:
    """What a kind of decision is, in words: "reveal the Patient Card"."""
    return MOVES[kind].phrase


def describe(state: GameState, action: Action) -> str:
    """One short line, e.g. "assign Ana", "Ben: 2 tokens on the card"."""
    label = MOVES[action.kind].label
    return label.say({name: SAID[name](state, action) for name in label.names})
