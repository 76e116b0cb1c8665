"""Holding On's decisions in words, in any language: each open choice as a button label, each kind as a
phrase.

Made from the action (its data) and the public view (names), never from the
state: a button says no more than the channel may see. The English catalogue's
label is made from the record's own English (bot/i18n/records.py), so English
says what the engine's `describe` says as long as the arguments agree
(tests/i18n/test_rendered.py holds them equal over random games).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping

from bot.games.holding_on.engine import MOVES, Action
from bot.games.holding_on.engine.view_types import Public
from bot.i18n import DEFAULT, NEUTRAL, Named, t

RULES_STAFF = ("a1", "a2", "o1", "o2", "pool")  # the staff the rules name; the Nurses carry their players' names


def genders_of(public: Public | None) -> dict[str, str]:
    """A Nurse's name -> the gender her player chose for her words (the table's public view says it per seat;
    a view without it, as the engine alone makes it, names every Nurse neutrally)."""
    if not public:
        return {}
    return dict(zip(public.get("seats", ()), public.get("genders", ()), strict=False))


def staff_label(lang: str, staff_id: object, name: object, genders: Mapping[str, str] | None = None) -> Named:
    """A staff member's name in `lang` (the rules' own staff translated: Assistant 1, On-Call 2, the pool), with
    the gender a sentence about her agrees with (GENDER() in the catalogue): an Assistant is masculine, as the
    edition's French "l'Assistant" (German and English name them without agreement); a Nurse, as her player
    chose (`genders`, or the gender `name` already carries)."""
    label = t(lang, "staff-name", id=str(staff_id or ""), name=str(name))
    if str(staff_id or "") in RULES_STAFF:
        return Named(label, "m")
    return Named(label, person_gender(name, genders))


def person_gender(name: object, genders: Mapping[str, str] | None) -> str:
    if isinstance(name, Named):
        return name.gender
    return (genders or {}).get(str(name), NEUTRAL)


def person(name: object, genders: Mapping[str, str] | None) -> Named:
    """A Nurse (or her player) named with the gender her player chose."""
    return Named(str(name), person_gender(name, genders))


def phrase(locale: str, kind: str) -> str:
    return t(locale, f"phrase-{kind}")


def _names(public: Public) -> dict[str, str]:
    return {person["id"]: person["name"] for person in public.get("staff", [])}


def _who(locale: str, action: Action, public: Public) -> object:
    if not action.staff:
        return ""
    return staff_label(locale, action.staff, _names(public).get(action.staff, action.staff), genders_of(public))


def _player(locale: str, action: Action, public: Public) -> object:
    seats, target = public.get("seats", []), action.target or 0
    return person(seats[target], genders_of(public)) if target < len(seats) else str(target)


def _contact(locale: str, action: Action, public: Public) -> object:
    contacts = {c["id"]: c["name"] for c in public.get("contacts", [])}
    return contacts.get(action.contact or "", str(action.contact))


def _answer(locale: str, action: Action, public: Public) -> object:
    answers = {a["flag"]: a["words"] for a in public.get("choice", {"answers": []})["answers"]}
    return answers.get(str(action.choice), str(action.choice))


# The arguments a label may read, said in `locale` from the public view: the engine's own (moves.SAID) by name.
SAID: dict[str, Callable[[str, Action, Public], object]] = {
    "who": _who,
    "count": lambda locale, action, public: action.count,
    "timeline": lambda locale, action, public: action.timeline,
    "choice": lambda locale, action, public: "none" if action.choice is None else action.choice,
    "gave": lambda locale, action, public: str(action.choice),
    "player": _player,
    "contact": _contact,
    "answer": _answer,
}


def label(locale: str, action: Action, public: Public) -> str:
    """One choice, as the channel may read it ("assign Ana", "2 tokens on the card"): its record's label, with
    the arguments its English reads."""
    locale = locale or DEFAULT
    names = MOVES[action.kind].label.names
    return t(locale, f"label-{action.kind}", **{name: SAID[name](locale, action, public) for name in names})
