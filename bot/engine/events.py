"""Events: what happened, and who may see it (ARCHITECTURE.md, Hidden information)."""

from __future__ import annotations

from dataclasses import dataclass, field

CHANNEL = "channel"  # everyone at the table
SEAT = "seat"  # one player only: a face-down card, a quote to read as Billy
NOBODY = "nobody"  # kept for the record (replay, audit), never shown


@dataclass(frozen=True, slots=True)
class Event:
    kind: str
    audience: str = CHANNEL
    seat: int | None = None
    data: dict = field(default_factory=dict)

    def to_dict(self) -> dict:
        out: dict = {"kind": self.kind, "audience": self.audience, "data": self.data}
        if self.seat is not None:
            out["seat"] = self.seat
        return out

    @classmethod
    def from_dict(cls, data: dict) -> Event:
        return cls(kind=data["kind"], audience=data["audience"], seat=data.get("seat"), data=data["data"])


def public(kind: str, /, **data) -> Event:
    return Event(kind, CHANNEL, None, data)


def private(seat: int, kind: str, /, **data) -> Event:
    return Event(kind, SEAT, seat, data)
