"""Who the game waits for, and the command that answers: "Waiting for: Ben: /decide (choose token or memory…)".

Read from the open decisions (`Reply.legal`) and each kind's record in
`bot.games.holding_on.engine.moves` (its command, its phrase), the same records
Discord's buttons, autocomplete and /help read: nothing is decided here. Each
kind's phrase is said in the run's language (the catalogue's, as Discord's).
"""

from __future__ import annotations

from collections.abc import Iterable

from bot.games.holding_on import commands
from bot.games.holding_on.decision_words import phrase
from bot.games.holding_on.engine import Action
from bot.games.holding_on.engine.moves import command_of as record_command
from bot.i18n import t
from bot.terminal import words as w


def command_hint(action: Action) -> str:
    """'/shift assign staff:…', '/care medical', '/decide': the command its record names for this decision, as
    the run's language names it on Discord ('/schicht einteilen personal:…')."""
    return commands.command_hint(action, w.language())


def seat_hints(legal: Iterable[Action]) -> dict[int, list[str]]:
    """Per seat, each way to answer once: '/care medical or /care palliative (choose Medical or Palliative care)'."""
    by_seat: dict[int, dict[str, list[str]]] = {}
    for action in legal:
        kinds = by_seat.setdefault(action.seat, {})
        commands = kinds.setdefault(action.kind, [])
        hint = command_hint(action)
        if hint not in commands:
            commands.append(hint)
    return {
        seat: [f"{w.OR.join(commands)} ({phrase(w.language(), kind)})" for kind, commands in kinds.items()]
        for seat, kinds in by_seat.items()
    }


def waiting_line(seats: list[str], legal: Iterable[Action]) -> str:
    """ "Waiting for: Ana: /shift assign staff:… (assign staff from the break room); …"."""
    hints, between = seat_hints(legal), t(w.language(), "list-semicolon")
    parts = [w.WAITING_SEAT.format(name=seats[seat], hints=between.join(found)) for seat, found in hints.items()]
    return w.WAITING.format(who=" · ".join(parts) or w.WAITING_NOBODY)


def answering(legal: Iterable[Action], command: str) -> list[int]:
    """The seats with a decision open that this command answers (its record names it), in order."""
    seats: list[int] = []
    for action in legal:
        found = record_command(action)
        if found is not None and found.path == command and action.seat not in seats:
            seats.append(action.seat)
    return seats


def awaited(legal: Iterable[Action]) -> list[int]:
    """The seats with a decision open, in order."""
    seats: list[int] = []
    for action in legal:
        if action.seat not in seats:
            seats.append(action.seat)
    return seats
