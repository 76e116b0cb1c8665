"""An action's public key, the same shape for every game: its kind, then each field given as a one-letter
abbreviation and its value ('assign.s=a1', 'step.n=O12.r=1.c=3'). Each game names its own fields; the key
holds no seat (the table binds it to the player who sent it) and nothing hidden.
"""

from __future__ import annotations

from collections.abc import Collection, Mapping
from typing import Any


def key_of(action: object, kind: str, abbreviations: Mapping[str, str]) -> str:
    parts = [kind]
    for name, abbreviation in abbreviations.items():
        value = getattr(action, name)
        if value is not None:
            parts.append(f"{abbreviation}={value}")
    return ".".join(parts)


def parse_key(key: str, names: Mapping[str, str], numbers: Collection[str]) -> tuple[str, dict[str, Any]]:
    """The kind and the fields of a key (`names`: abbreviation -> field); ValueError for a field it cannot
    read. Whether a record has the kind is the game's to say (its moves.known)."""
    kind, *parts = key.split(".")
    values: dict[str, Any] = {}
    for part in parts:
        abbreviation, equals, raw = part.partition("=")
        name = names.get(abbreviation)
        if name is None or not equals or name in values:
            raise ValueError(f"unknown action field {abbreviation!r}")
        values[name] = int(raw) if name in numbers else raw
    return kind, values


def checked_fields(data: Mapping[str, Any], names: Collection[str]) -> Mapping[str, Any]:
    """A stored action's fields, refused when it names one the game's actions do not have."""
    unknown = set(data) - set(names)
    if unknown:
        raise ValueError(f"unknown action fields: {sorted(unknown)}")
    return data
