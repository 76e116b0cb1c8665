"""Snapshots name their rules by the game's pack instead of copying them, and the cache keeps games parsed
(issue 13): a stored game is small, a game in play is parsed once, and an older bot's games read on."""

from __future__ import annotations

import json
import random

from bot.games.holding_on.engine import state_to_json
from bot.games.holding_on.game import HOLDING_ON
from tests.db.helpers import (
    assert_snapshot_is_replay,
    open_table,
    overwrite_snapshot,
    play,
    seat_users,
    seated,
)

CHANNEL = 9800
SNAPSHOT_MOST = 4 * 1024  # bytes per stored game (issue 13's target)


async def _game(table, channel: int = CHANNEL):
    return (await table.store.games((await table.status(channel)).campaign_id))[0]


async def test_a_stored_snapshot_leaves_the_rules_to_the_pack_and_stays_small(table):
    reply = await seated(table, CHANNEL)
    await play(table, CHANNEL, reply, random.Random(5), 40)
    game = await _game(table)
    assert "rules" not in json.loads(game.snapshot)
    assert len(game.snapshot.encode()) <= SNAPSHOT_MOST
    whole = state_to_json(table.cache._entries[CHANNEL].state())  # the rules it plays by are all there
    assert len(whole) > 3 * len(game.snapshot)
    await assert_snapshot_is_replay(table.store, game.campaign_id)


async def test_games_of_one_pack_and_scenario_share_one_rules_object(table):
    await seated(table, CHANNEL)
    await seated(table, CHANNEL + 1)
    table.cache.evict(CHANNEL)
    table.cache.evict(CHANNEL + 1)
    await table.status(CHANNEL)  # read back from the store
    await table.status(CHANNEL + 1)
    first, second = (table.cache._entries[c].state() for c in (CHANNEL, CHANNEL + 1))
    assert first.rules is second.rules


async def test_a_game_in_play_is_parsed_only_when_it_is_not_cached(table, monkeypatch):
    reply = await seated(table, CHANNEL)
    parsed = []
    real = HOLDING_ON.read_snapshot
    monkeypatch.setattr(HOLDING_ON, "read_snapshot", lambda *a, **k: parsed.append(1) or real(*a, **k))
    reply = await play(table, CHANNEL, reply, random.Random(6), 20)
    assert parsed == []
    table.cache.evict(CHANNEL)
    await play(table, CHANNEL, reply, random.Random(7), 5)
    assert parsed == [1]
    await assert_snapshot_is_replay(table.store, (await _game(table)).campaign_id)


async def test_a_schema_2_game_with_its_rules_inline_plays_on_and_is_stored_without_them(store_target, pack):
    """An older bot's game (schema 2 copied the rules into every snapshot) reads with its own rules; as they
    are its pack's, the pack's shared ones take over, and the next decision stores it without them."""
    store, table = await open_table(store_target, pack)
    await seated(table, CHANNEL)
    game = await _game(table)
    whole = json.loads(state_to_json(table.cache._entries[CHANNEL].state()))
    whole["schema"] = 2
    await overwrite_snapshot(store, game.id, json.dumps(whole), 2)
    await store.close()
    store, table = await open_table(store_target, pack)  # a fresh process: nothing cached
    users = await seat_users(table, CHANNEL)
    sm = [u for u in users if await table.open_decisions(CHANNEL, u)][0]
    reply = await table.act(CHANNEL, sm, ["reveal"])
    assert reply.version == 1
    game = await _game(table)
    assert game.state_schema == 3 and "rules" not in json.loads(game.snapshot)
    await assert_snapshot_is_replay(store, game.campaign_id)
    await store.close()
