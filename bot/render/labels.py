"""Decisions in words, in any language: each open choice as a button label, and each kind as a phrase.

Made from the action (its data) and the public view (names), never from the
state: a button says no more than the channel may see. English says exactly
what the engine's `describe` says (tests/i18n/test_rendered.py holds them
equal over random games), so every language reads the same decision.
"""

from __future__ import annotations

from bot.games.holding_on.engine import Action
from bot.i18n import DEFAULT, t
from bot.render.narrate import genders_of, person, staff_label


def phrase(locale: str, kind: str) -> str:
    return t(locale, "phrase", kind=kind)


def _names(public: dict) -> dict[str, str]:
    return {person["id"]: person["name"] for person in public.get("staff", [])}


def label(locale: str, action: Action, public: dict) -> str:
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
