"""Actions: one small decision each (FLOW.md), tagged with the seat that takes it.

A value type, below every rule: the rule files and the moves that list and
apply actions both import it, never each other through it.
"""

from __future__ import annotations

from dataclasses import dataclass, fields
from typing import Any

from bot.engine.vocab import KIND_ORDER, Kind

KINDS = tuple(kind.value for kind in Kind)  # in the stable order legal_actions lists them

_ABBREVIATIONS = {"staff": "s", "count": "n", "timeline": "t", "choice": "c", "target": "p", "contact": "k"}
_FIELDS_BY_ABBREVIATION = {v: k for k, v in _ABBREVIATIONS.items()}
_NUMBERS = ("count", "timeline", "target")
_FIELD_NAMES = frozenset(("kind", "seat", *_ABBREVIATIONS))


@dataclass(frozen=True, slots=True)
class Action:
    kind: str  # a Kind
    seat: int
    staff: str | None = None
    count: int | None = None
    timeline: int | None = None
    choice: str | None = None
    target: int | None = None  # a seat (who speaks for Billy)
    contact: str | None = None

    def to_dict(self) -> dict[str, Any]:
        return {f.name: getattr(self, f.name) for f in fields(self) if getattr(self, f.name) is not None}

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Action:
        unknown = set(data) - _FIELD_NAMES
        if unknown:
            raise ValueError(f"unknown action fields: {sorted(unknown)}")
        return cls(**data)

    def key(self) -> str:
        """A compact, public key (no seat): 'assign.s=a1', 'tokens.n=2'. Holds nothing hidden."""
        parts = [self.kind]
        for name, abbreviation in _ABBREVIATIONS.items():
            value = getattr(self, name)
            if value is not None:
                parts.append(f"{abbreviation}={value}")
        return ".".join(parts)

    @classmethod
    def from_key(cls, key: str, seat: int) -> Action:
        kind, *parts = key.split(".")
        if kind not in KIND_ORDER:
            raise ValueError(f"unknown action {kind!r}")
        values: dict[str, Any] = {}
        for part in parts:
            abbreviation, _, raw = part.partition("=")
            name = _FIELDS_BY_ABBREVIATION.get(abbreviation)
            if name is None:
                raise ValueError(f"unknown action field {abbreviation!r}")
            values[name] = int(raw) if name in _NUMBERS else raw
        return cls(kind=kind, seat=seat, **values)


def sort_key(action: Action) -> tuple[int, int, str, int, int, str, int, str]:
    return (
        KIND_ORDER[action.kind],
        action.seat,
        action.staff or "",
        action.count if action.count is not None else -1,
        action.timeline or 0,
        action.choice or "",
        action.target if action.target is not None else -1,
        action.contact or "",
    )
