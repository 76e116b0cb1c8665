"""Actions: one small decision each (FLOW.md), tagged with the seat that takes it.

A value type, below every rule: the rule files and the moves that list and
apply actions both import it, never each other through it.
"""

from __future__ import annotations

from typing import Any, NamedTuple

from bot.games.action_keys import checked_fields, key_of, parse_key

_ABBREVIATIONS = {"staff": "s", "count": "n", "timeline": "t", "choice": "c", "target": "p", "contact": "k"}
_FIELDS_BY_ABBREVIATION = {v: k for k, v in _ABBREVIATIONS.items()}
_NUMBERS = ("count", "timeline", "target")
_FIELD_NAMES = frozenset(("kind", "seat", *_ABBREVIATIONS))


class Action(NamedTuple):
    """A tuple, not a dataclass: `legal_actions` makes many of them, and tuples are built and compared fastest."""

    kind: str  # its record's key in moves.MOVES
    seat: int
    staff: str | None = None
    count: int | None = None  # type: ignore[assignment]  # shadows tuple.count: the stored logs' name
    timeline: int | None = None
    choice: str | None = None
    target: int | None = None  # a seat (who speaks for Billy)
    contact: str | None = None

    def to_dict(self) -> dict[str, Any]:
        return {name: value for name, value in zip(self._fields, self, strict=True) if value is not None}

    def with_seat(self, seat: int) -> Action:
        return self._replace(seat=seat)

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Action:
        return cls(**checked_fields(data, _FIELD_NAMES))  # a missing kind or seat raises TypeError

    def key(self) -> str:
        """A compact, public key (no seat): 'assign.s=a1', 'tokens.n=2'. Holds nothing hidden."""
        return key_of(self, self.kind, _ABBREVIATIONS)

    @classmethod
    def from_key(cls, key: str, seat: int) -> Action:
        kind, values = parse_key(key, _FIELDS_BY_ABBREVIATION, _NUMBERS)  # whether a record has it: moves.known
        return cls(kind, seat, **values)


_tuple_new = tuple.__new__


def new_action(
    kind: str,
    seat: int,
    staff: str | None = None,
    count: int | None = None,
    timeline: int | None = None,
    choice: str | None = None,
    target: int | None = None,
    contact: str | None = None,
) -> Action:
    """`Action(...)`, built as the tuple it is: calling the class goes through its Python `__new__` and costs
    twice as much, and `legal_actions` builds several at every step."""
    return _tuple_new(Action, (kind, seat, staff, count, timeline, choice, target, contact))
