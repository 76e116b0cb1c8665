"""The ground floor every small game's engine may build on (issue 37): an action of a kind, a seat and one
choice, with the public key every game's buttons carry; and what one applied decision did. Plain values, below
every rule (the table's `Action` and `Outcome`, bot/games/interface.py)."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field, replace
from typing import Any

from bot.games.action_keys import checked_fields, key_of, parse_key
from bot.games.events import Event


@dataclass(frozen=True, slots=True)
class BasicAction:
    """One decision: its kind, the seat that takes it, and what it chose (None when the kind is all it says)."""

    kind: str
    seat: int
    choice: str | None = None

    def key(self) -> str:
        return key_of(self, self.kind, {"choice": "c"})

    def to_dict(self) -> dict[str, Any]:
        return {"kind": self.kind, "seat": self.seat, "choice": self.choice}

    def with_seat(self, seat: int) -> BasicAction:
        return replace(self, seat=seat)

    @classmethod
    def from_key(cls, key: str, seat: int) -> BasicAction:
        kind, values = parse_key(key, {"c": "choice"}, ())
        return cls(kind, seat, values.get("choice"))

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> BasicAction:
        fields = checked_fields(data, ("kind", "seat", "choice"))
        kind, seat, choice = fields.get("kind"), fields.get("seat"), fields.get("choice")
        if not isinstance(kind, str) or not isinstance(seat, int) or not isinstance(choice, str | None):
            raise TypeError("an action is a kind, a seat and a choice")
        return cls(kind, seat, choice)


@dataclass(slots=True)
class BasicOutcome:
    """What one applied decision did (`GameRules.apply`); its legal decisions computed once, when asked."""

    state: Any
    events: list[Event]
    undoable: bool
    next_legal: Callable[[], list[Any]]
    _legal: list[Any] | None = field(default=None, repr=False)

    def legal(self) -> list[Any]:
        if self._legal is None:
            self._legal = self.next_legal()
        return self._legal
