"""Holding On's decisions in words, in any language: each open choice as a button label, each kind as a
phrase, each staff member by her name (the rules' own staff translated).

Made from the action (its data) and the public view (names), never from the
state: a button says no more than the channel may see. English says exactly
what the engine's `describe` says (tests/i18n/test_rendered.py holds them
equal over random games), so every language reads the same decision.
"""

from __future__ import annotations

from bot.games.holding_on.engine import Action
from bot.i18n import DEFAULT, t


def staff_label(lang: str, staff_id: object, name: object) -> str:
    """A staff member's name in `lang`: the rules' own staff (Assistant 1, On-Call 2, the pool) are translated."""
    return t(lang, "staff-name", id=str(staff_id or ""), name=str(name))


def phrase(locale: str, kind: str) -> str:
    return t(locale, f"phrase-{kind}")


def _names(public: dict) -> dict[str, str]:
    return {person["id"]: person["name"] for person in public.get("staff", [])}


def label(locale: str, action: Action, public: dict) -> str:
    """One choice, as the channel may read it ("assign Ana", "2 tokens on the card")."""
    names = _names(public)
    who = staff_label(locale, action.staff, names.get(action.staff or "", action.staff)) if action.staff else ""
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
        args["player"] = seats[target] if target < len(seats) else str(target)
    if action.kind == "call":
        contacts = {c["id"]: c["name"] for c in public.get("contacts", [])}
        args["contact"] = contacts.get(action.contact or "", str(action.contact))
    return t(locale or DEFAULT, f"label-{action.kind}", **args)
