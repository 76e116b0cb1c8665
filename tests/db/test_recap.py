"""Recap: "previously on…", the latest session's public events (a session ends after six idle hours)."""

from __future__ import annotations

import json
import random

from tests.db.helpers import BIG_SEED, HOST, Clock, open_table, seat_users, seated

CHANNEL = 9000


async def test_the_recap_is_the_last_session_without_undone_decisions(store_target, pack):
    clock = Clock()
    store, table = await open_table(store_target, pack, clock=clock)
    reply = await seated(table, CHANNEL)
    users = await seat_users(table, CHANNEL)
    chooser = random.Random(1)
    for _ in range(12):  # last week's evening
        clock.advance(60)
        action = chooser.choice(reply.legal)
        reply = await table.act(CHANNEL, users[action.seat], [action])
    last_week_end = clock.now
    clock.advance(7 * 24 * 3600)  # a week later: the recap is last week's session
    recap = await table.recap(CHANNEL)
    assert recap.started_at < last_week_end and recap.ended_at == last_week_end
    assert recap.items[0].events[0]["kind"] == "scenario_started"
    assert len([i for i in recap.items]) == 13  # the start and twelve decisions

    tonight = clock.now
    while not any(a.kind == "assign" for a in reply.legal):  # on to a decision undo can take back
        clock.advance(60)
        action = chooser.choice(reply.legal)
        reply = await table.act(CHANNEL, users[action.seat], [action])
    before = await table.recap(CHANNEL)
    assert before.started_at >= tonight  # tonight is a new session
    assign = next(a for a in reply.legal if a.kind == "assign")
    clock.advance(30)
    await table.act(CHANNEL, users[assign.seat], [assign])
    clock.advance(30)
    await table.undo(CHANNEL, HOST)
    after = await table.recap(CHANNEL)
    assert after.events == before.events  # the undone decision and the undo are left out
    await store.close()


async def test_the_recap_holds_no_hidden_card(store_target, pack):
    clock = Clock()
    store, table = await open_table(store_target, pack, clock=clock)
    reply = await seated(table, CHANNEL)
    private = []
    users = await seat_users(table, CHANNEL)
    chooser = random.Random(3)
    while reply.result is None:
        clock.advance(20)
        action = chooser.choice(reply.legal)
        reply = await table.act(CHANNEL, users[action.seat], [action])
        private += [d.payload["event"] for d in reply.deliveries]
    assert private, "no private card was dealt in this game"
    recap = await table.recap(CHANNEL)
    assert recap.items and all(e["audience"] == "channel" for e in recap.events)
    text = json.dumps(recap.events)
    assert str(BIG_SEED) not in text
    for event in private:
        if "quote" in event["data"]:
            assert event["data"]["quote"] not in text  # Billy's voice heard it by DM (billy_voice = dm)
    game = (await store.games((await table.status(CHANNEL)).campaign_id))[0]
    state = json.loads(game.snapshot)
    placed = set(state["grid_partials"]) | set(state["grid_clears"])
    held = {m for s in state["staff"].values() for m in s["partials"] + s["clears"]} - placed
    for memory in held:
        assert f'"{memory}"' not in text
    assert '"patient_deck"' not in text and '"partial_deck"' not in text
    await store.close()


async def test_a_campaign_with_no_decisions_recaps_its_start(table):
    await seated(table, CHANNEL)
    recap = await table.recap(CHANNEL)
    assert [i.events[0]["kind"] for i in recap.items] == ["scenario_started"]
