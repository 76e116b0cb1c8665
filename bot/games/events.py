"""Events: what happened, and who may see it (ARCHITECTURE.md, Hidden information; RULINGS D3).

A value type, below every rule. A channel event is for everyone at the table;
a seat's event (a face-down card given, a quote to read as Billy, a Clear seen
at Talk About Billy) is for that one player, and carries only what she may
see: the back of a card, or the slot of the Clear she holds, never an id.
"""

from __future__ import annotations

from typing import Any, NamedTuple

CHANNEL = "channel"  # everyone at the table
SEAT = "seat"  # one player only


class Event(NamedTuple):
    kind: str
    audience: str = CHANNEL
    seat: int | None = None
    data: dict[str, Any] = {}  # noqa: RUF012 - never mutated: events are made by public() and private()

    def to_dict(self) -> dict[str, Any]:
        out: dict[str, Any] = {"kind": self.kind, "audience": self.audience, "data": self.data}
        if self.seat is not None:
            out["seat"] = self.seat
        return out

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Event:
        return cls(kind=data["kind"], audience=data["audience"], seat=data.get("seat"), data=data["data"])


# Events are built as the tuples they are: calling the class goes through its Python `__new__`, at twice the cost.
_tuple_new = tuple.__new__


def public(kind: str, /, **data: Any) -> Event:
    event: Event = _tuple_new(Event, (kind, CHANNEL, None, data))
    return event


def private(seat: int, kind: str, /, **data: Any) -> Event:
    event: Event = _tuple_new(Event, (kind, SEAT, seat, data))
    return event
