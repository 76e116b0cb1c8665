"""Reading a stored game snapshot: migrated from an older state schema, or refused; never misread.

The engine reads exactly `STATE_SCHEMA`. When the state's shape changes, the
engine bumps STATE_SCHEMA and a function is registered here that turns a
schema-n snapshot (as a JSON dict) into schema n+1. A snapshot with no path to
the current schema, or from a newer bot, is refused with a message a host can
act on.
"""

from __future__ import annotations

import json
from collections.abc import Callable

from pydantic import ValidationError

from bot.engine import STATE_SCHEMA, GameState, state_from_json


def _draw(ignore_events: bool = False, other_timeline: bool = False) -> dict:
    return {"kind": "draw", "ignore_events": bool(ignore_events), "other_timeline": bool(other_timeline)}


def _typed_talk_queue(data: dict) -> dict:
    """Schema 1 -> 2: the talk's queue, trust offer and Persist draw as typed records, not bare lists;
    a talk whose Focus is still to choose has no mode yet."""
    conv = data.get("conversation")
    if conv:
        queue = []
        for step in conv.get("queue", []):
            if step[0] == "draw":
                queue.append(_draw(*step[1:3]))
            else:
                _, effect, card, flags = step
                queue.append({"kind": "icon", "effect": effect, "card": card, "draw": _draw(*flags)})
        conv["queue"] = queue
        if conv.get("pending_trust"):
            effect, card = conv["pending_trust"]
            conv["pending_trust"] = {"effect": effect, "card": card}
        if conv.get("pending_draw"):
            conv["pending_draw"] = _draw(*conv["pending_draw"])
        if data.get("step") == "focus":
            conv["mode"] = None
    data.pop("inquirer", None)
    return data


# schema n -> a function turning a schema-n snapshot dict into schema n+1.
SNAPSHOT_MIGRATIONS: dict[int, Callable[[dict], dict]] = {1: _typed_talk_queue}


class SnapshotUnreadable(RuntimeError):
    """A stored game this engine cannot read; the message is safe to show (no game contents)."""


def read_snapshot(text: str, stored_schema: int, *, game_id: int | None = None) -> GameState:
    """The GameState of a stored snapshot, migrating older schemas forward first."""
    name = f"game {game_id}" if game_id is not None else "this game"
    if stored_schema > STATE_SCHEMA:
        raise SnapshotUnreadable(
            f"{name} was saved by a newer version of the bot (state schema {stored_schema}); this version reads "
            f"schema {STATE_SCHEMA}. Update the bot to continue it."
        )
    if stored_schema < STATE_SCHEMA:
        text = migrate_snapshot(text, stored_schema, name=name)
    try:
        return state_from_json(text)
    except (ValidationError, ValueError) as error:
        kind = "ValidationError" if isinstance(error, ValidationError) else "ValueError"
        # The error text could quote stored values (the seed, hidden cards): say only where it broke.
        where = _where(error)
        raise SnapshotUnreadable(f"{name}'s saved state cannot be read ({kind}{where}).") from None


def migrate_snapshot(text: str, from_schema: int, *, name: str = "this game") -> str:
    data = json.loads(text)
    schema = from_schema
    while schema < STATE_SCHEMA:
        step = SNAPSHOT_MIGRATIONS.get(schema)
        if step is None:
            raise SnapshotUnreadable(
                f"{name} was saved with state schema {schema}, and this version of the bot has no migration "
                f"from it to schema {STATE_SCHEMA}. It cannot be continued here; its export still holds it."
            )
        data = step(data)
        schema += 1
        data["schema"] = schema
    return json.dumps(data)


def _where(error: Exception) -> str:
    if isinstance(error, ValidationError):
        first = error.errors(include_input=False, include_url=False)[:1]
        if first:
            loc = ".".join(str(part) for part in first[0].get("loc", ()))
            return f" at {loc}: {first[0].get('msg', '')}"
    return ""
