"""table.act: one decision end to end (ARCHITECTURE.md): seat, engine, one transaction, the reply."""

from __future__ import annotations

import logging
import random

import pytest

from bot.games.holding_on.engine import Action
from bot.table import Refused, Table
from tests.db.helpers import (
    BIG_SEED,
    GUILD,
    HOST,
    PLAYERS,
    assert_snapshot_is_replay,
    open_table,
    play,
    play_to_end,
    seat_users,
    seated,
)

CHANNEL = 5000


async def _sm_user(table: Table, reply) -> int:
    users = await seat_users(table, CHANNEL)
    return users[reply.legal[0].seat]


async def test_a_decision_is_saved_logged_and_answered(table):
    reply = await seated(table, CHANNEL)
    assert reply.version == 0 and [a.kind for a in reply.legal] == ["reveal"]
    reply = await table.act(CHANNEL, await _sm_user(table, reply), [reply.legal[0]])
    assert reply.applied == 1 and reply.version == 1 and reply.public["version"] == 1
    assert reply.events and all(e["audience"] == "channel" for e in reply.events)
    assert reply.note.startswith("Done: reveal the Patient Card")
    assert reply.legal and all(isinstance(a, Action) for a in reply.legal)
    campaign = (await table.status(CHANNEL)).campaign_id
    game = (await table.store.games(campaign))[0]
    assert game.version == 1 and [row.seq for row in await table.store.log(game.id)] == [1]
    await assert_snapshot_is_replay(table.store, campaign)


async def test_a_compact_key_is_taken_for_the_actor_seat(table):
    reply = await seated(table, CHANNEL)
    reply = await table.act(CHANNEL, await _sm_user(table, reply), ["reveal"])
    assert reply.version == 1


async def test_a_refusal_anywhere_in_a_sequence_applies_none_of_it(table):
    reply = await seated(table, CHANNEL)
    sm = await _sm_user(table, reply)
    with pytest.raises(Refused) as refused:
        await table.act(CHANNEL, sm, ["reveal", "reveal"])  # the second reveal is no longer open
    assert "reveal" in refused.value.message.lower() or refused.value.allowed
    status = await table.status(CHANNEL)
    assert status.playing["version"] == 0
    assert await table.store.log((await table.store.games(status.campaign_id))[0].id) == []
    reply = await table.act(CHANNEL, sm, ["reveal"])  # the cached game was not touched by the refusal
    assert reply.version == 1


async def test_the_engine_decides_who_may_take_a_decision(table):
    reply = await seated(table, CHANNEL)
    users = await seat_users(table, CHANNEL)
    not_sm = next(u for seat, u in enumerate(users) if seat != reply.legal[0].seat)
    with pytest.raises(Refused, match="Only .* may reveal"):
        await table.act(CHANNEL, not_sm, ["reveal"])


async def test_a_user_without_a_seat_is_refused_with_a_reason(table):
    await seated(table, CHANNEL)
    with pytest.raises(Refused, match="no seat"):
        await table.act(CHANNEL, 999, ["reveal"])
    with pytest.raises(Refused, match="no campaign"):
        await table.act(CHANNEL + 1, PLAYERS[0], ["reveal"])


async def test_a_stand_in_plays_the_seat_and_gets_its_private_cards(table):
    reply = await seated(table, CHANNEL)
    users = await seat_users(table, CHANNEL)
    absent_seat = reply.legal[0].seat  # the Shift Manager's player is away tonight
    absent, stand_in = users[absent_seat], 777
    name = (await table.status(CHANNEL)).playing["public"]["seats"][absent_seat]
    await table.stand_in(CHANNEL, HOST, name, stand_in)
    with pytest.raises(Refused, match="standing in"):
        await table.act(CHANNEL, absent, ["reveal"])
    reply = await table.act(CHANNEL, stand_in, ["reveal"])
    controllers = [stand_in if seat == absent_seat else u for seat, u in enumerate(users)]
    chooser = random.Random(5)
    seen = []
    while reply.result is None and not any(d.seat == absent_seat for d in seen):
        action = chooser.choice(reply.legal)
        reply = await table.act(CHANNEL, controllers[action.seat], [action])
        seen += reply.deliveries
    mine = [d for d in seen if d.seat == absent_seat]
    assert mine, "the absent player's seat never received a card in this game"
    for delivery in mine:
        assert delivery.recipient_user_id == stand_in
        assert delivery.payload["stand_in_for"] == absent
        assert delivery.payload["campaign"]["guild_id"] == GUILD
        assert delivery.payload["campaign"]["channel_id"] == CHANNEL
    # The absent player loses nothing: her hand is read from the game, and she may look at it.
    hands = await table.hand(CHANNEL, absent)
    assert [h["seat"] for h in hands] == [absent_seat]
    assert await table.hand(CHANNEL, stand_in) == hands
    outbox = await table.store.deliveries((await table.status(CHANNEL)).campaign_id)
    assert {d.recipient_user_id for d in outbox if d.seat == absent_seat} == {stand_in}


async def test_another_writer_moving_the_game_on_is_detected_and_judged_again(store_target, pack):
    path = store_target
    store_a, table_a = await open_table(path, pack)
    store_b, table_b = await open_table(path, pack)
    reply = await seated(table_a, CHANNEL)
    sm = (await seat_users(table_a, CHANNEL))[reply.legal[0].seat]
    await table_a.status(CHANNEL)  # table A now holds the game at version 0 in memory
    await table_b.act(CHANNEL, sm, ["reveal"])  # another process takes the decision
    with pytest.raises(Refused, match="reveal"):  # A's version check fails; A reloads; reveal is no longer open
        await table_a.act(CHANNEL, sm, ["reveal"])
    later = await table_a.act(CHANNEL, sm, [(await table_a.open_decisions(CHANNEL, sm))[0]])
    assert later.version == 2
    await assert_snapshot_is_replay(store_a, (await table_a.status(CHANNEL)).campaign_id)
    await store_b.close()
    await store_a.close()


async def test_no_seed_deck_order_or_face_down_card_reaches_a_log_line_or_an_error(table, pack, caplog):
    caplog.set_level(logging.DEBUG)
    reply = await seated(table, CHANNEL)
    users = await seat_users(table, CHANNEL)
    chooser = random.Random(11)
    messages = []
    while reply.result is None:
        wrong = chooser.choice(PLAYERS)  # now and then someone presses out of turn
        try:
            reply = await table.act(CHANNEL, wrong, [chooser.choice(reply.legal)])  # sometimes her turn after all
        except Refused as refused:
            messages.append(refused.message + " ".join(refused.allowed))
        reply = await play(table, CHANNEL, reply, chooser, 1)
    with pytest.raises(Refused) as late:
        await table.act(CHANNEL, users[0], ["reveal"])
    messages.append(late.value.message)
    text = caplog.text + "\n".join(messages)
    assert str(BIG_SEED) not in text
    for memory in pack.memories:
        assert memory.id not in text and memory.quote not in text
    for event in pack.events:
        assert event.id not in text
    assert "patient_deck" not in text and "p-s0" not in text and "p-d0" not in text


async def test_a_finished_attempt_takes_no_more_decisions(table):
    reply = await seated(table, CHANNEL)
    reply = await play_to_end(table, CHANNEL, reply, random.Random(2))
    assert await play(table, CHANNEL, reply, random.Random(2), 1) is reply  # nothing to play, no seat to read
    # It says the attempt is over and how it ended, not that nothing is being played (issue 33)
    with pytest.raises(Refused, match=r"The last attempt is over \((won|lost)\)\. Start the next with /campaign start"):
        await table.act(CHANNEL, PLAYERS[0], ["reveal"])
