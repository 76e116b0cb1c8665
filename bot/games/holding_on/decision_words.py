"""Holding On's decisions in words, in any language: each open choice as a button label, each kind as a
phrase.

Made from the action (its data) and the public view (names), never from the
state: a button says no more than the channel may see. English says exactly
what the engine's `describe` says (tests/i18n/test_rendered.py holds them
equal over random games), so every language reads the same decision.
"""

from __future__ import annotations

from collections.abc import Mapping

from bot.games.holding_on.engine import Action
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


def label(locale: str, action: Action, public: Public) -> str:
    """One choice, as the channel may read it ("assign Ana", "2 tokens on the card")."""
    names, genders = _names(public), genders_of(public)
    who = ""
    if action.staff:
        who = staff_label(locale, action.staff, names.get(action.staff, action.staff), genders)
    args: dict[str, object] = {"who": who}
    if action.count is not None:
        args["count"] = action.count
    if action.timeline is not None:
        args["timeline"] = action.timeline
    args["choice"] = action.choice if action.choice is not None else "none"
    if action.kind == "stress_cost":
        args["gave"] = str(action.choice)
    if action.kind == "billy_voice":
        seats = public.get("seats", [])
        target = action.target or 0
        args["player"] = person(seats[target], genders) if target < len(seats) else str(target)
    if action.kind == "call":
        contacts = {c["id"]: c["name"] for c in public.get("contacts", [])}
        args["contact"] = contacts.get(action.contact or "", str(action.contact))
    return t(locale or DEFAULT, f"label-{action.kind}", **args)
