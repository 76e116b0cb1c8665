"""Refusals a player understands: who may do it, when, and which ruling (ARCHITECTURE.md).

Each reason is built twice from the same facts: the English sentence (RuleError.message) and
the same sentence as data (a catalogue id and its arguments, bot/render/sayings.py says it in
any language); tests/i18n/test_refusals.py holds the English catalogue equal to the sentence.
"""

from __future__ import annotations

from dataclasses import dataclass

from bot.games.errors import Listing, RuleError, Words
from bot.games.holding_on.engine.actions import Action
from bot.games.holding_on.engine.board import is_overstressed, max_stress
from bot.games.holding_on.engine.later_scenarios import break_room_callers
from bot.games.holding_on.engine.moves import MOVES, describe, staff_name
from bot.games.holding_on.engine.staffing import placement_possible
from bot.games.holding_on.engine.state import GameState
from bot.games.holding_on.engine.vocab import KIND_ORDER, SHIFT_NAMES


@dataclass(frozen=True, slots=True)
class _Said:
    text: str  # English
    words: Words  # the same, as data


def _say(text: str, key: str, **args: object) -> _Said:
    return _Said(text, Words(key, args))


def _phrase(kind: str) -> _Said:
    return _say(MOVES[kind].phrase, f"phrase-{kind}")


def _staff(state: GameState, staff_id: str | None) -> _Said:
    return _say(staff_name(state, staff_id), "staff-name", id=str(staff_id or ""), name=staff_name(state, staff_id))


def _join(parts: list[_Said], last: str) -> _Said:
    """ "a", "a or b", "a, b or c": the English words, and a Listing the catalogue joins its own way."""
    texts = [p.text for p in parts]
    text = texts[0] if len(texts) == 1 else ", ".join(texts[:-1]) + f" {last} " + texts[-1]
    return _Said(text, Words("listing", {"items": Listing(tuple(p.words for p in parts), last)}))


def _options(state: GameState, actions: list[Action]) -> _Said:
    return _Said(", ".join(describe(state, a) for a in actions), Words("listing", {"items": Listing(tuple(actions))}))


def role_of(state: GameState, seat: int) -> str:
    return _role(state, seat).text


def _role(state: GameState, seat: int) -> _Said:
    name = state.seats[seat]
    if seat == state.shift_manager:
        return _say(f"{name} (Shift Manager)", "role", name=name, manager="yes")
    return _say(name, "role", name=name, manager="no")


def where_we_are(state: GameState) -> str:
    return _where(state).text


def _where(state: GameState) -> _Said:
    if state.result is not None:
        return _say(f"this scenario attempt is over ({state.result})", "where-over", result=state.result)
    return _say(f"day {state.day}, {SHIFT_NAMES[state.shift]} shift", "where-day", day=state.day, shift=state.shift)


def refusal(state: GameState, action: Action, open_now: list[Action]) -> RuleError:
    mine = [a for a in open_now if a.seat == action.seat]
    said = _reason(state, action, open_now)
    allowed = [describe(state, a) for a in mine]
    return RuleError(said.text, allowed, key=said.words.key, data=said.words.args, choices=list(mine))


def _reason(state: GameState, action: Action, open_now: list[Action]) -> _Said:
    if action.kind not in KIND_ORDER:
        return _say("That is not a decision of this game.", "refuse-not-a-decision")
    if state.result is not None:
        return _say(
            f"This scenario attempt is over ({state.result}); start the next one with /campaign start.",
            "refuse-attempt-over",
            result=state.result,
        )
    ruling = MOVES[action.kind].ruling
    same_kind = [a for a in open_now if a.kind == action.kind]
    if action.kind == "call" and action.seat == state.shift_manager and state.step == "staffing":
        why = _why_not_this_caller(state, action)
        if why and same_kind:
            options = _options(state, same_kind)
            return _say(
                f"{why.text}. You can: {options.text} ({ruling})",
                "refuse-why-options",
                why=why.words,
                options=options.words,
                ruling=ruling,
            )
        if why:
            return _say(
                f"{why.text}; no call can be made this shift ({ruling})", "refuse-no-call", why=why.words, ruling=ruling
            )
    if not same_kind:
        phrase, where, waiting = _phrase(action.kind), _where(state), _waiting_for(state, open_now)
        return _say(
            f"Nobody can {phrase.text} now ({where.text}); waiting for: {waiting.text} ({ruling}).",
            "refuse-nobody-now",
            phrase=phrase.words,
            where=where.words,
            waiting=waiting.words,
            ruling=ruling,
        )
    seats = sorted({a.seat for a in same_kind})
    hers = {a.seat for a in same_kind if action.staff is not None and a.staff == action.staff}
    if action.seat not in seats or (action.kind in _HER_OWN and hers and action.seat not in hers):
        why = _not_yours(state, action, same_kind, seats)
        return _say(f"{why.text} ({ruling}).", "refuse-ruled", why=why.words, ruling=ruling)
    why = _detail(state, action)
    options = _options(state, [a for a in same_kind if a.seat == action.seat])
    return _say(
        f"{why.text}. You can: {options.text}. ({ruling})",
        "refuse-choice",
        why=why.words,
        options=options.words,
        ruling=ruling,
    )


# Decisions a Nurse takes about herself (her own tokens, her own Stress, her own questions).
_HER_OWN = ("tokens", "stress_cost", "inquire", "stop_inquiry")


def _not_yours(state: GameState, action: Action, same_kind: list[Action], seats: list[int]) -> _Said:
    """Another seat's decision; or her own, which the rules refuse her (R14, R16: say why)."""
    staff = state.staff.get(action.staff) if action.staff else None
    if staff is not None and action.kind == "inquire" and staff.seat == action.seat:
        name = _staff(state, staff.id)
        if staff.stress >= 2:
            return _too_stressed(name, staff.stress)
        if staff.tokens < 1:
            return _say(
                f"{name.text} has no Care Token of her own to place on the inquiry space",
                "why-no-own-token",
                name=name.words,
            )
        return _say(
            f"{name.text} is not a Nurse on this Patient Card, so she cannot Inquire",
            "why-not-on-card",
            name=name.words,
        )
    own = [a.seat for a in same_kind if staff is not None and a.staff == staff.id]
    if staff is not None and action.kind in _HER_OWN and own:
        who, name = _join([_role(state, s) for s in sorted(set(own))], "or"), _staff(state, staff.id)
        if action.kind == "tokens":
            return _say(
                f"Only {who.text} may put {name.text}'s own Care Tokens on the card",
                "why-only-her-tokens",
                who=who.words,
                name=name.words,
            )
        return _say(
            f"Only {who.text} may decide that for {name.text}", "why-only-decide", who=who.words, name=name.words
        )
    who, phrase = _join([_role(state, s) for s in seats], "or"), _phrase(action.kind)
    return _say(f"Only {who.text} may {phrase.text} now", "why-only-may", who=who.words, phrase=phrase.words)


def _too_stressed(name: _Said, stress: int) -> _Said:
    return _say(
        f"{name.text} has {stress} Stress and cannot Inquire", "why-too-stressed", name=name.words, stress=stress
    )


def _waiting_for(state: GameState, open_now: list[Action]) -> _Said:
    pairs: list[_Said] = []
    for a in open_now:
        role, phrase = _role(state, a.seat), _phrase(a.kind)
        pair = _say(f"{role.text} to {phrase.text}", "waiting-pair", who=role.words, phrase=phrase.words)
        if pair.text not in [p.text for p in pairs]:
            pairs.append(pair)
    if not pairs:
        return _say("nobody", "waiting-nobody")
    return _Said(
        "; ".join(p.text for p in pairs),
        Words("listing", {"items": Listing(tuple(p.words for p in pairs), "semicolon")}),
    )


def _why_not_this_caller(state: GameState, action: Action) -> _Said | None:
    """R18: the Contact Tile is a staff space: taken, or to be filled from the break room first."""
    staff = state.staff.get(action.staff) if action.staff else None
    if staff is None or staff.kind != "nurse":
        return None
    if placement_possible(state):
        return _say(
            "The Patient Card is staffed first: a call comes once no one else can be placed on it (R5)",
            "why-staffed-first",
        )
    occupant = state.staff.get(state.contact_tile) if state.contact_tile else None
    callers = break_room_callers(state)
    if occupant is not None and occupant.id != staff.id and staff not in callers + [occupant]:
        occupant = None  # she could not go anyway: say why below
    if occupant is not None and occupant.id != staff.id:
        name = _staff(state, occupant.id)
        return _say(
            f"{name.text} is on the Contact Tile: it is free again only when she is re-assigned from it on "
            "the next shift, or at the end of the day",
            "why-contact-taken",
            name=name.words,
        )
    if staff.place != "break_room" and callers:
        names = _join([_staff(state, c.id) for c in callers], "and")
        return _say(
            f"The Contact Tile is filled from the break room first, and {names.text} may make the call there",
            "why-break-room-first",
            names=names.words,
        )
    return None


def _detail(state: GameState, action: Action) -> _Said:
    """The right player and the right moment, but not this choice: say why."""
    staff = state.staff.get(action.staff) if action.staff else None
    if action.staff and staff is None:
        return _say(f"There is no staff member called {action.staff}", "why-no-such-staff", staff=action.staff)
    if staff is not None and action.kind in ("assign", "cover", "extra", "call", "inquire"):
        name = _staff(state, staff.id)
        if is_overstressed(staff):
            return _say(f"{name.text} is overstressed and cannot work again today", "why-overstressed", name=name.words)
        if staff.place == "leave":
            return _say(f"{name.text} is On Leave today", "why-on-leave", name=name.words)
        if action.kind == "inquire" and staff.stress >= 2:
            return _too_stressed(name, staff.stress)
        if action.kind == "inquire" and staff.tokens < 1:
            return _say(f"{name.text} has no Care Token to place on the inquiry space", "why-no-token", name=name.words)
        if action.kind == "cover" and staff.place == "shift" and state.shift - 1 not in staff.shifts_today:
            return _say(
                f"{name.text} did not work the shift just before this one, so she cannot cover it",
                "why-cannot-cover",
                name=name.words,
            )
        if action.kind in ("cover", "extra") and staff.kind != "on_call":
            cost = action.count or 1
            if staff.stress + cost > max_stress(staff):
                return _say(f"{name.text} would go past her Stress maximum", "why-past-maximum", name=name.words)
    if action.kind == "inquire" and action.timeline is not None:
        return _say(
            f"Timeline {action.timeline} has no Partial Memory in the grid yet",
            "why-no-partial",
            timeline=action.timeline,
        )
    if action.kind in ("tokens", "pool"):
        return _say("That many tokens is not possible here", "why-token-count")
    return _say("That choice is not open", "why-not-open")
