"""Versions: a snapshot of an older state schema is migrated, or refused with a clear message; never misread."""

from __future__ import annotations

import json

import pytest

from bot.games.holding_on import snapshots
from bot.games.holding_on.engine import STATE_SCHEMA
from bot.games.holding_on.snapshots import read_snapshot
from bot.games.interface import SnapshotUnreadable
from bot.i18n import say_data
from bot.render.sayings import refusal_text
from bot.table import Refused
from tests.db.helpers import BIG_SEED, HOST, open_table, overwrite_snapshot, seat_users, seated

CHANNEL = 9700


async def _stored_as_schema(path, pack, schema: int, reshape=lambda data: data):
    """A game whose snapshot was written by a bot with another state schema."""
    store, table = await open_table(path, pack)
    await seated(table, CHANNEL)
    game = (await store.games((await table.status(CHANNEL)).campaign_id))[0]
    data = reshape(json.loads(game.snapshot))
    data["schema"] = schema
    await overwrite_snapshot(store, game.id, json.dumps(data), schema)
    await store.close()
    return await open_table(path, pack)  # a fresh process: nothing cached


async def test_an_older_schema_without_a_migration_is_refused_clearly(store_target, pack):
    store, table = await _stored_as_schema(store_target, pack, 0)
    with pytest.raises(Refused, match="state schema 0.*no migration") as refused:
        await table.act(CHANNEL, 101, ["reveal"])
    assert str(BIG_SEED) not in refused.value.message
    status = await table.status(CHANNEL)
    assert status.problem and status.playing is None
    await table.abandon(CHANNEL, HOST)  # the host can still move the campaign on
    assert (await table.status(CHANNEL)).problem is None
    await store.close()


async def test_an_older_schema_is_migrated_and_played_on(store_target, pack, monkeypatch):
    def rename(data):  # pretend the old shape called Billy's condition "health"
        data["health"] = data.pop("condition")
        return data

    def health_to_condition(data):
        data["condition"] = data.pop("health")
        return data

    monkeypatch.setitem(snapshots.SNAPSHOT_MIGRATIONS, STATE_SCHEMA - 1, health_to_condition)
    store, table = await _stored_as_schema(store_target, pack, STATE_SCHEMA - 1, rename)
    users = await seat_users(table, CHANNEL)
    sm = [u for u in users if await table.open_decisions(CHANNEL, u)][0]
    reply = await table.act(CHANNEL, sm, ["reveal"])
    assert reply.version == 1 and reply.public["condition"] == 28
    game = (await store.games((await table.status(CHANNEL)).campaign_id))[0]
    assert game.state_schema == STATE_SCHEMA and json.loads(game.snapshot)["schema"] == STATE_SCHEMA
    await store.close()


async def test_a_snapshot_from_a_newer_bot_is_refused(store_target, pack):
    store, table = await _stored_as_schema(store_target, pack, STATE_SCHEMA + 1)
    with pytest.raises(Refused, match="newer version of the bot") as refused:
        await table.act(CHANNEL, 101, ["reveal"])
    # said in every language (issue 16), naming the command that moves the campaign on as the reader's client does
    german = refusal_text(refused.value, "de")
    assert "neueren Version des Bots" in german and "/kampagne aufgeben" in german
    french = refusal_text(refused.value, "fr")
    assert "version plus récente du bot" in french and "/campagne abandonner" in french
    status = await table.status(CHANNEL)
    assert "neueren Version" in str(say_data("de", status.problem))
    await store.close()


def test_a_damaged_snapshot_is_refused_without_quoting_it():
    text = json.dumps({"seed": BIG_SEED, "schema": STATE_SCHEMA, "rules": "secret deck order"})
    with pytest.raises(SnapshotUnreadable) as unreadable:
        read_snapshot(text, STATE_SCHEMA, game_id=3)
    assert "game 3" in str(unreadable.value)
    assert str(BIG_SEED) not in str(unreadable.value) and "secret" not in str(unreadable.value)


@pytest.mark.parametrize(
    ("icons", "answer"),
    [
        (("draw", "draw_ignoring_events"), ("persist", "yes")),
        (("trust_for_memory", "quiet_moment"), ("spend_trust", "no")),
    ],
    ids=["persist-question", "trust-question"],
)
def test_a_schema_1_snapshot_mid_talk_reads_as_schema_2_and_plays_on(monkeypatch, icons, answer):
    """Schema 1 kept a talk's queue as bare lists; a game saved in the middle of a Persist or trust question
    comes back with the same queue, offer and pending draw, and goes on as it would have."""
    from bot.games.holding_on.engine import Action, apply, state_to_json
    from tests.engine.helpers import PARTIAL_EVENT, act, before_talk, begin_talk, freeze_shuffles, set_event, stack

    freeze_shuffles(monkeypatch)
    state = before_talk("persist")
    set_event(state, PARTIAL_EVENT, *icons)
    stack(state.partial_deck, PARTIAL_EVENT, "m3-1", "m1-2", "m1-3")
    begin_talk(state, "persist")
    assert state.conversation.queue  # something of the talk is still to come
    data = json.loads(state_to_json(state))
    old = data["conversation"]
    old["queue"] = [_as_schema_1(step) for step in old["queue"]]
    if old["pending_draw"]:
        old["pending_draw"] = [old["pending_draw"]["ignore_events"], old["pending_draw"]["other_timeline"]]
    if old["pending_trust"]:
        old["pending_trust"] = [old["pending_trust"]["effect"], old["pending_trust"]["card"]]
    data["schema"], data["inquirer"] = 1, None
    migrated = read_snapshot(json.dumps(data), 1, game_id=1)
    assert state_to_json(migrated) == state_to_json(state)
    kind, choice = answer
    apply(migrated, Action(kind, 1, choice=choice))
    act(state, kind, choice=choice)
    assert state_to_json(migrated) == state_to_json(state)


def _as_schema_1(step: dict) -> list:
    if step["kind"] == "draw":
        return ["draw", step["ignore_events"], step["other_timeline"]]
    flags = [step["draw"]["ignore_events"], step["draw"]["other_timeline"]]
    return ["effect", step["effect"], step["card"], flags]
