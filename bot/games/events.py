"""Events: what happened, and who may see it (ARCHITECTURE.md, Hidden information; RULINGS D3).

A value type, below every rule. A channel event is for everyone at the table;
a seat's event (a face-down card given, a quote to read as Billy, a Clear seen
at Talk About Billy) is for that one player, and carries only what she may
see: the back of a card, or the slot of the Clear she holds, never an id.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any, Final, Literal, NamedTuple, NotRequired, TypedDict, cast

Audience = Literal["channel", "seat"]
CHANNEL: Final = "channel"  # everyone at the table
SEAT: Final = "seat"  # one player only

# What one event says, by its kind's own field names: each game's, told by its face. It is JSON: the log and
# the outbox store it and recap, replay and delivery read it back, so a value is Any (a number, a name, a list).
EventData = dict[str, Any]


class EventDict(TypedDict):
    """An event as the table carries it to the front ends and the log keeps it (`Event.to_dict`)."""

    kind: str
    audience: Audience
    seat: NotRequired[int]  # a seat's event only
    data: EventData


class Event(NamedTuple):
    kind: str
    audience: Audience = CHANNEL
    seat: int | None = None
    data: EventData = {}  # noqa: RUF012 - never mutated: events are made by public() and private()

    def to_dict(self) -> EventDict:
        out: EventDict = {"kind": self.kind, "audience": self.audience, "data": self.data}
        if self.seat is not None:
            out["seat"] = self.seat
        return out

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> Event:
        return cls(kind=data["kind"], audience=data["audience"], seat=data.get("seat"), data=data["data"])


def stored(events: Iterable[Mapping[str, Any]]) -> list[EventDict]:
    """Events read back from the log or an export: the JSON `Event.to_dict` wrote, so they are EventDicts."""
    return [cast(EventDict, event) for event in events]


# Events are built as the tuples they are: calling the class goes through its Python `__new__`, at twice the cost.
_tuple_new = tuple.__new__


def public(kind: str, /, **data: Any) -> Event:
    event: Event = _tuple_new(Event, (kind, CHANNEL, None, data))
    return event


def private(seat: int, kind: str, /, **data: Any) -> Event:
    event: Event = _tuple_new(Event, (kind, SEAT, seat, data))
    return event
