"""Decisions and roles in the game's words, for refusals, /decide and buttons (COMMANDS.md glossary)."""

from __future__ import annotations

from bot.engine.actions import Action
from bot.engine.state import SHIFT_NAMES, GameState

KIND_PHRASES = {
    "stress_cost": "choose what a stressed staff member gives up",
    "reveal": "reveal the Patient Card",
    "send_on_leave": "send staff On Leave",
    "assign": "assign staff from the break room",
    "cover": "bring in cover",
    "extra": "ask for extra cover",
    "call": "put a Nurse on the Contact Tile",
    "end_staffing": "end staffing",
    "bonus": "give the bonus Care Token",
    "care": "choose Medical or Palliative care",
    "tokens": "put your own Care Tokens on the card",
    "pool": "commit tokens from the assistant pool",
    "resolve": "resolve Medical care",
    "reward": "choose token or memory for a reward",
    "give_token": "give out a Care Token",
    "talker": "choose who talks to Billy",
    "billy_voice": "choose who speaks for Billy",
    "focus": "Steer or Persist",
    "persist": "keep this memory or Persist",
    "spend_trust": "decide whether to spend trust",
    "inquire": "Inquire",
    "stop_inquiry": "stop inquiring",
    "close_inquiries": "close the inquiries",
    "sm_return": "decide whether to return to the break room",
}


def staff_name(state: GameState, staff_id: str) -> str:
    staff = state.staff.get(staff_id)
    return staff.name if staff else staff_id


def describe(state: GameState, action: Action) -> str:
    """One short line, e.g. "assign Ana", "put 2 of your tokens on the card"."""
    kind = action.kind
    who = staff_name(state, action.staff) if action.staff else ""
    if kind == "assign":
        return f"assign {who}"
    if kind == "cover":
        return f"{who} covers this shift"
    if kind == "extra":
        return f"{who} covers {action.count} more space{'s' if action.count > 1 else ''}"
    if kind == "call":
        contact = next((c.name for c in state.rules.contacts if c.id == action.contact), action.contact)
        return f"{who} calls {contact}"
    if kind in ("send_on_leave",):
        return f"send {who} On Leave"
    if kind == "stress_cost":
        gives = {"token": "a Care Token", "partial": "a random Partial Memory", "clear": "a random Clear Memory"}
        return f"{who} gives up {gives[action.choice]}"
    if kind in ("bonus", "give_token"):
        return f"give the Care Token to {who}"
    if kind == "care":
        return f"{action.choice.capitalize()} care"
    if kind == "tokens":
        return f"{who}: {action.count} token{'s' if action.count != 1 else ''} on the card"
    if kind == "pool":
        return f"{action.count} pool token{'s' if action.count != 1 else ''} on the card"
    if kind == "reward":
        return f"take a {'Care Token' if action.choice == 'token' else 'Partial Memory'}"
    if kind == "talker":
        return f"{who} talks to Billy"
    if kind == "billy_voice":
        return f"{state.seats[action.target]} speaks for Billy"
    if kind == "focus":
        if action.choice == "steer":
            return f"Steer to timeline {action.timeline} (1 token)"
        return "Persist (1 token per memory set aside)" if action.choice == "persist" else "no Steer or Persist"
    if kind == "persist":
        return "Persist: pay 1 token for the next memory" if action.choice == "yes" else "keep this memory"
    if kind == "spend_trust":
        return "spend 1 Care Token" if action.choice == "yes" else "do not spend"
    if kind == "inquire":
        return f"{who} inquires about timeline {action.timeline}"
    if kind == "sm_return":
        return "return to the break room for 2 tokens" if action.choice == "yes" else "stay"
    return KIND_PHRASES[kind]


def role_of(state: GameState, seat: int) -> str:
    if seat == state.shift_manager:
        return f"{state.seats[seat]} (Shift Manager)"
    return state.seats[seat]


def where_we_are(state: GameState) -> str:
    if state.result is not None:
        return f"this scenario attempt is over ({state.result})"
    shift = SHIFT_NAMES[state.shift]
    return f"day {state.day}, {shift} shift"
