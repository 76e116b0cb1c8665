"""Refusals a player understands: who may do it, when, why not this choice, and which ruling (ARCHITECTURE.md).

Each reason is built twice from the same facts (said.py): the English sentence (RuleError.message) and
the same sentence as data (a catalogue id and its arguments, bot/render/sayings.py says it in any
language); tests/i18n/test_refusals.py holds the English catalogue equal to the sentence. A refusal says
its reason once; what this seat may do instead is `choices` (listed once by whoever shows the refusal).
"""

from __future__ import annotations

from bot.games.errors import Listing, RuleError, Words
from bot.games.holding_on.engine.actions import Action
from bot.games.holding_on.engine.focus_and_calling import break_room_callers
from bot.games.holding_on.engine.moves import MOVES, describe, is_open
from bot.games.holding_on.engine.reasons import why_not
from bot.games.holding_on.engine.said import Said, joined, phrase, say
from bot.games.holding_on.engine.said import staff as staff_said
from bot.games.holding_on.engine.staffing import placement_possible
from bot.games.holding_on.engine.state import GameState
from bot.games.holding_on.engine.vocab import SHIFT_NAMES, Step


def _options(state: GameState, actions: list[Action]) -> Said:
    return Said(", ".join(describe(state, a) for a in actions), Words("listing", {"items": Listing(tuple(actions))}))


def role_of(state: GameState, seat: int) -> str:
    return _role(state, seat).text


def _role(state: GameState, seat: int) -> Said:
    name = state.seats[seat]
    if seat == state.shift_manager:
        return say(f"{name} (Shift Manager)", "role", name=name, manager="yes")
    return say(name, "role", name=name, manager="no")


def where_we_are(state: GameState) -> str:
    return _where(state).text


def _where(state: GameState) -> Said:
    if state.result is not None:
        return say(f"this scenario attempt is over ({state.result})", "where-over", result=state.result)
    return say(f"day {state.day}, {SHIFT_NAMES[state.shift]} shift", "where-day", day=state.day, shift=state.shift)


def refusal(state: GameState, action: Action, open_now: list[Action]) -> RuleError:
    mine = [a for a in open_now if a.seat == action.seat]
    said = _reason(state, action, open_now)
    allowed = [describe(state, a) for a in mine]
    return RuleError(said.text, allowed, key=said.words.key, data=said.words.args, choices=list(mine))


def _reason(state: GameState, action: Action, open_now: list[Action]) -> Said:
    if action.kind not in MOVES:
        return say("That is not a decision of this game.", "refuse-not-a-decision")
    if state.result is not None:
        return say(
            f"This scenario attempt is over ({state.result}); start the next one with /campaign start.",
            "refuse-attempt-over",
            result=state.result,
        )
    ruling = MOVES[action.kind].ruling
    same_kind = [a for a in open_now if a.kind == action.kind]
    if action.kind == "call" and not state.rules.contacts:  # R18: no call at all, whoever and whenever
        return _ruled(_no_contact_tile(), ruling, "refuse-choice")
    if action.kind == "call" and action.seat == state.shift_manager and state.step == "staffing":
        why = _why_not_this_caller(state, action)
        if why and same_kind:
            return _ruled(why, ruling, "refuse-why-options")
        if why:
            text = f"{why.text}; no call can be made this shift ({ruling})."
            return say(text, "refuse-no-call", why=why.words, ruling=ruling)
    if action.kind == "care" and _on_an_emergency(state):
        emergency = say("This card is an emergency: it is given Medical care only", "why-emergency")
        return _ruled(emergency, ruling, "refuse-choice")  # R9: chosen for it, whoever asks
    if action.kind == "stop_inquiry" and state.step == Step.INQUIRY and state.conversation is None:
        return _ruled(why_not(state, action, []), ruling, "refuse-choice")  # R14: nobody is inquiring yet
    if not same_kind and _its_moment(state, action, open_now):
        return _ruled(why_not(state, action, []), ruling, "refuse-choice")  # its moment, but no choice is left
    if not same_kind:
        return _nobody_now(state, action, open_now, ruling)
    seats = sorted({a.seat for a in same_kind})
    hers = {a.seat for a in same_kind if action.staff is not None and a.staff == action.staff}
    if action.seat not in seats or (action.kind in _HER_OWN and hers and action.seat not in hers):
        return _ruled(_not_yours(state, action, same_kind, seats), ruling, "refuse-ruled")
    return _ruled(why_not(state, action, [a for a in same_kind if a.seat == action.seat]), ruling, "refuse-choice")


def _its_moment(state: GameState, action: Action, open_now: list[Action]) -> bool:
    """Its step is now and this seat decides (R8: leave, at the reveal step, only between Morning and Day)."""
    if action.kind == "send_on_leave" and not state.leave_window:
        return False
    return is_open(state, MOVES[action.kind]) and action.seat == _taker(state, open_now)


def _on_an_emergency(state: GameState) -> bool:
    """This shift's card is revealed and is an emergency (R9: Medical care only, chosen for it)."""
    if not state.shifts or state.current.index != state.shift or state.step == "staffing":
        return False
    return state.rules.patients[state.current.card].kind == "emergency"


def _taker(state: GameState, open_now: list[Action]) -> int:
    """Who decides now: the seat of the first open decision (the Shift Manager while a shift is staffed)."""
    return open_now[0].seat if open_now else state.shift_manager


# A reason's own ruling, where it is not the decision's: R20 keeps the Shift Manager of four off every shift,
# R18 gives a scenario its Contact Tile or none.
_REASON_RULINGS = {"why-sm-of-four": "R20", "why-no-contact-tile": "R18"}


def _ruled(why: Said, ruling: str, key: str) -> Said:
    """The reason and its ruling, once; what is allowed instead follows it (RuleError.choices)."""
    ruling = _REASON_RULINGS.get(why.words.key, ruling)
    return say(f"{why.text} ({ruling}).", key, why=why.words, ruling=ruling)


def _no_contact_tile() -> Said:
    return say("There is no Contact Tile in this scenario, so no call can be made", "why-no-contact-tile")


_STAFFING_KINDS = ("assign", "cover", "extra", "call", "end_staffing")
# The steps of a shift after its staffing (the card is staffed: its care, its talk, its Inquiries).
_AFTER_STAFFING = (
    Step.BONUS,
    Step.CARE,
    Step.MEDICAL,
    Step.REWARDS,
    Step.GIVE_TOKEN,
    Step.TALKER,
    Step.BILLY_VOICE,
    Step.FOCUS,
    Step.DRAWING,
    Step.INQUIRY,
)


def _moment(state: GameState, action: Action) -> Said:
    """Why this is not the moment, as true now as it can be said: staffing waits for the card's reveal, and is
    over once the card is staffed (R3); any other decision, when it comes (its record's `when`)."""
    if action.kind in _STAFFING_KINDS and state.step == Step.REVEAL:
        return say("the Patient Card is revealed first, and staffing comes after it", "why-reveal-first")
    if action.kind in _STAFFING_KINDS and state.step in _AFTER_STAFFING:
        return say("this shift's Patient Card is staffed already", "why-staffed-already")
    if action.kind == "reveal" and state.step in (Step.STAFFING, *_AFTER_STAFFING):
        return say("this shift's Patient Card is revealed already", "why-revealed-already")
    return say(MOVES[action.kind].when, f"when-{action.kind}")


def _nobody_now(state: GameState, action: Action, open_now: list[Action], ruling: str) -> Said:
    """Not this decision's moment. When the game waits for her, what she may do follows (her choices), so the
    waiting is not said twice; else who the game waits for, and for what."""
    what, where, when = phrase(action.kind), _where(state), _moment(state, action)
    if any(a.seat == action.seat for a in open_now):
        return say(
            f"You cannot {what.text} now ({where.text}): {when.text} ({ruling}).",
            "refuse-not-the-moment",
            phrase=what.words,
            when=when.words,
            where=where.words,
            ruling=ruling,
        )
    waiting = _waiting_for(state, open_now)
    return say(
        f"Nobody can {what.text} now ({where.text}): {when.text} ({ruling}). Waiting for: {waiting.text}.",
        "refuse-nobody-now",
        phrase=what.words,
        when=when.words,
        where=where.words,
        waiting=waiting.words,
        ruling=ruling,
    )


# Decisions a Nurse takes about herself (her own tokens, her own Stress, her own questions).
_HER_OWN = ("tokens", "stress_cost", "inquire", "stop_inquiry")


def _not_yours(state: GameState, action: Action, same_kind: list[Action], seats: list[int]) -> Said:
    """Another seat's decision; or her own, which the rules refuse her (R14, R16: say why)."""
    staff = state.staff.get(action.staff) if action.staff else None
    if staff is not None and action.kind == "inquire" and staff.seat == action.seat:
        return why_not(state, action, [])
    own = [a.seat for a in same_kind if staff is not None and a.staff == staff.id]
    if staff is not None and action.kind in _HER_OWN and own:
        who, name = joined([_role(state, s) for s in sorted(set(own))], "or"), staff_said(state, staff.id)
        if action.kind == "tokens":
            return say(
                f"Only {who.text} may put {name.text}'s own Care Tokens on the card",
                "why-only-her-tokens",
                who=who.words,
                name=name.words,
            )
        return say(
            f"Only {who.text} may decide that for {name.text}", "why-only-decide", who=who.words, name=name.words
        )
    who, what = joined([_role(state, s) for s in seats], "or"), phrase(action.kind)
    return say(f"Only {who.text} may {what.text} now", "why-only-may", who=who.words, phrase=what.words)


def _waiting_what(kind: str) -> Said:
    what = phrase(kind)
    return say(what.text, "waiting-what", phrase=what.words)


def _waiting_for(state: GameState, open_now: list[Action]) -> Said:
    kinds: dict[int, list[str]] = {}  # each seat once, with what it may do: "Cy to reveal … or send …"
    for a in open_now:
        if a.kind not in kinds.setdefault(a.seat, []):
            kinds[a.seat].append(a.kind)
    pairs: list[Said] = []
    for seat, its_kinds in kinds.items():
        # each phrase on its own (French repeats "de" before each infinitive: "de révéler … ou d’envoyer …")
        role, what = _role(state, seat), joined([_waiting_what(k) for k in its_kinds], "or")
        pairs.append(say(f"{role.text} to {what.text}", "waiting-pair", who=role.words, phrase=what.words))
    if not pairs:
        return say("nobody", "waiting-nobody")
    return Said(
        "; ".join(p.text for p in pairs),
        Words("listing", {"items": Listing(tuple(p.words for p in pairs), "semicolon")}),
    )


def _why_not_this_caller(state: GameState, action: Action) -> Said | None:
    """R18: the Contact Tile is a staff space, filled once the card is staffed, from the break room first."""
    staff = state.staff.get(action.staff) if action.staff else None
    if staff is None or staff.kind != "nurse":
        return None
    if placement_possible(state):
        return say(
            "The Patient Card is staffed first: a call comes once no one else can be placed on it (R5)",
            "why-staffed-first",
        )
    # A Nurse already on the tile leaves the break room's Nurses no call to make (R18), and the card is full by
    # then: staffing has closed, so "the tile is taken" is never the reason given at this step.
    callers = break_room_callers(state)
    if staff.place != "break_room" and callers:
        names = joined([staff_said(state, c.id) for c in callers], "and")
        return say(
            f"The Contact Tile is filled from the break room first, where these may still make the call: {names.text}",
            "why-break-room-first",
            names=names.words,
        )
    return None
