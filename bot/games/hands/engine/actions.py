"""Actions: one small decision each, tagged with the seat that takes it.

A value type, below every rule. A card is named by where it lies (whose row,
which place from the cover card), never by its id: the id would say both
halves, and a covered half is seen by nobody (H19). So `key()` is public.
"""

from __future__ import annotations

from typing import Any, NamedTuple

from bot.games.action_keys import checked_fields, key_of, parse_key

_ABBREVIATIONS = {"node": "n", "row": "r", "card": "c", "choice": "h", "target": "p"}
_FIELDS_BY_ABBREVIATION = {v: k for k, v in _ABBREVIATIONS.items()}
_NUMBERS = ("row", "card", "target")
_FIELD_NAMES = frozenset(("kind", "seat", *_ABBREVIATIONS))


class Action(NamedTuple):
    """A tuple, not a dataclass: `legal_actions` makes many of them, and tuples are built and compared fastest."""

    kind: str  # its record's key in moves.MOVES
    seat: int
    node: str | None = None  # step: the node entered (H9), "C" for the centre (H17)
    row: int | None = None  # step: whose row pays, by seat (H9: either player's row)
    card: int | None = None  # step: the card's place in that row, 0 at the cover card
    choice: str | None = None  # half: "left"/"right" (H7); perspective: "keep"/"turn" (H12)
    target: int | None = None  # first: the seat that goes first (H7)

    def to_dict(self) -> dict[str, Any]:
        return {name: value for name, value in zip(self._fields, self, strict=True) if value is not None}

    def with_seat(self, seat: int) -> Action:
        return self._replace(seat=seat)

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Action:
        return cls(**checked_fields(data, _FIELD_NAMES))  # a missing kind or seat raises TypeError

    def key(self) -> str:
        """A compact, public key (no seat): 'step.n=O12.r=1.c=3', 'end'. Holds nothing hidden."""
        return key_of(self, self.kind, _ABBREVIATIONS)

    @classmethod
    def from_key(cls, key: str, seat: int) -> Action:
        kind, values = parse_key(key, _FIELDS_BY_ABBREVIATION, _NUMBERS)  # whether a record has it: moves.known
        return cls(kind, seat, **values)


_tuple_new = tuple.__new__


def new_action(
    kind: str,
    seat: int,
    node: str | None = None,
    row: int | None = None,
    card: int | None = None,
    choice: str | None = None,
    target: int | None = None,
) -> Action:
    """`Action(...)`, built as the tuple it is (twice as fast as calling the class: `legal_actions` makes many)."""
    action: Action = _tuple_new(Action, (kind, seat, node, row, card, choice, target))
    return action
