"""Holding On's stored snapshots: written without the scenario's rules, read back migrated, or refused; never misread.

A game's Rules (its scenario's cards, contacts, triggers and objective, with
its options) are what `scenario_rules` builds from the game's content pack, so
a snapshot leaves them out (schema 3; 80% of a schema-2 snapshot was rules)
and the table hands every game of one pack, scenario, options and flags the
same Rules object when it reads one. A snapshot whose rules are not the pack's
(an older bot's, say) keeps them inline, and is read with its own.

The engine reads exactly `STATE_SCHEMA`. When the state's shape changes, the
engine bumps STATE_SCHEMA and a function is registered here that turns a
schema-n snapshot (as a JSON dict) into schema n+1. A snapshot with no path to
the current schema, or from a newer bot, is refused with a message a host can
act on.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

from pydantic import TypeAdapter, ValidationError

from bot.games.holding_on.engine import STATE_SCHEMA, GameState, state_to_json
from bot.games.holding_on.engine.state import Rules
from bot.games.interface import SnapshotUnreadable

_ADAPTER: TypeAdapter[GameState] = TypeAdapter(GameState)


def _draw(ignore_events: bool = False, other_timeline: bool = False) -> dict[str, Any]:
    return {"kind": "draw", "ignore_events": bool(ignore_events), "other_timeline": bool(other_timeline)}


def _typed_talk_queue(data: dict[str, Any]) -> dict[str, Any]:
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


def _rules_by_reference(data: dict[str, Any]) -> dict[str, Any]:
    """Schema 2 -> 3: nothing to change. A schema-2 snapshot keeps its rules inline; the table reads them
    and, when they are its pack's (they were copied from it), shares the pack's from then on, so the next
    write leaves them out."""
    return data


# schema n -> a function turning a schema-n snapshot dict into schema n+1.
SNAPSHOT_MIGRATIONS: dict[int, Callable[[dict[str, Any]], dict[str, Any]]] = {
    1: _typed_talk_queue,
    2: _rules_by_reference,
}


def snapshot_json(state: GameState, shared: Rules | None) -> str:
    """The stored form of `state`: without its rules when they are `shared` (the pack's), else whole."""
    if shared is not None and state.rules is shared:
        return _ADAPTER.dump_json(state, exclude={"rules"}).decode()
    return state_to_json(state)


def read_snapshot(
    text: str, stored_schema: int, *, game_id: int | None = None, rules: Rules | None = None
) -> GameState:
    """The GameState of a stored snapshot, migrating older schemas forward first.

    `rules` are the game's, as its pack builds them: a snapshot that leaves its
    rules out gets these (the same object, shared); one that carries its own
    keeps them, unless they equal `rules` (then `rules` is shared instead).
    """
    name = f"game {game_id}" if game_id is not None else "this game"
    if stored_schema > STATE_SCHEMA:
        raise SnapshotUnreadable(
            f"{name} was saved by a newer version of the bot (state schema {stored_schema}); this version reads "
            f"schema {STATE_SCHEMA}. Update the bot to continue it.",
            why="newer",
            schema=stored_schema,
            reads=STATE_SCHEMA,
        )
    if stored_schema < STATE_SCHEMA:
        text = migrate_snapshot(text, stored_schema, name=name)
    try:
        data = json.loads(text)
        if not isinstance(data, dict):
            raise ValueError("not an object")
        inline = "rules" in data
        if not inline:
            if rules is None:
                raise SnapshotUnreadable(
                    f"{name}'s saved state needs its content pack, which is missing.", why="no-pack", reads=STATE_SCHEMA
                )
            data["rules"] = rules
        state = _ADAPTER.validate_python(data)
        if state.schema != STATE_SCHEMA:
            raise ValueError("not the schema it was stored under")
        if inline and rules is not None and state.rules == rules:
            state.rules = rules
        return state
    except (ValidationError, ValueError) as error:
        kind = "ValidationError" if isinstance(error, ValidationError) else "ValueError"
        # The error text could quote stored values (the seed, hidden cards): say only where it broke.
        where = _where(error)
        raise SnapshotUnreadable(
            f"{name}'s saved state cannot be read ({kind}{where}).", why="broken", reads=STATE_SCHEMA
        ) from None


def migrate_snapshot(text: str, from_schema: int, *, name: str = "this game") -> str:
    data = json.loads(text)
    schema = from_schema
    while schema < STATE_SCHEMA:
        step = SNAPSHOT_MIGRATIONS.get(schema)
        if step is None:
            raise SnapshotUnreadable(
                f"{name} was saved with state schema {schema}, and this version of the bot has no migration "
                f"from it to schema {STATE_SCHEMA}. It cannot be continued here; its export still holds it.",
                why="no-migration",
                reads=STATE_SCHEMA,
                schema=schema,
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
