"""A campaign's life (COMMANDS.md, /campaign …): seats, attempts, wins that unlock, losses retried, abandon."""

from __future__ import annotations

import random

import pytest

from bot.games.holding_on.engine import campaign_facts
from bot.table import Refused
from tests.db.helpers import HOST, PLAYERS, open_table, play_to_end, seat_users, seated

CHANNEL = 6000


async def test_one_campaign_per_channel_and_two_to_four_seats(table):
    await table.new_campaign(1, CHANNEL, HOST)
    with pytest.raises(Refused, match="already has a campaign"):
        await table.new_campaign(1, CHANNEL, PLAYERS[0])
    await table.join(CHANNEL, PLAYERS[0], "Ana")
    with pytest.raises(Refused, match="2 to 4"):
        await table.start(CHANNEL, HOST)
    with pytest.raises(Refused, match="already have a seat"):
        await table.join(CHANNEL, PLAYERS[0], "Again")
    with pytest.raises(Refused, match="already a Nurse called"):
        await table.join(CHANNEL, PLAYERS[1], "ana")
    for user, name in [(PLAYERS[1], "Ben"), (PLAYERS[2], "Cy"), (104, "Di")]:
        await table.join(CHANNEL, user, name)
    with pytest.raises(Refused, match="full"):
        await table.join(CHANNEL, 105, "Eve")
    status = await table.leave(CHANNEL, 104)
    assert [s.name for s in status.seats] == ["Ana", "Ben", "Cy"]
    assert status.next_chapter == 1 and status.playing is None


async def test_seats_are_fixed_while_an_attempt_is_played(table):
    await seated(table, CHANNEL)
    with pytest.raises(Refused, match="between"):
        await table.join(CHANNEL, 104, "Di")
    with pytest.raises(Refused, match="scenario being played"):
        await table.leave(CHANNEL, PLAYERS[0])
    with pytest.raises(Refused, match="already being played"):
        await table.start(CHANNEL, HOST)


async def test_start_takes_the_seat_order_and_fixes_the_options(table):
    await seated(table, CHANNEL, start=False)
    await table.set_options(CHANNEL, HOST, {"billy_voice": "channel"})
    with pytest.raises(Refused, match="every seated player"):
        await table.start(CHANNEL, HOST, order=[PLAYERS[0], PLAYERS[1]])
    order = [PLAYERS[2], PLAYERS[0], PLAYERS[1]]
    reply = await table.start(CHANNEL, PLAYERS[1], order=order)
    assert reply.public["seats"] == ["Cy", "Ana", "Ben"]
    assert await seat_users(table, CHANNEL) == order
    assert reply.public["options"]["billy_voice"] == "channel"
    await table.set_options(CHANNEL, HOST, {"billy_voice": "dm"})  # from the next attempt on
    assert (await table.status(CHANNEL)).playing["public"]["options"]["billy_voice"] == "channel"
    with pytest.raises(Refused, match="host"):
        await table.set_options(CHANNEL, PLAYERS[0], {"images": False})
    with pytest.raises(Refused, match="no table option"):
        await table.set_options(CHANNEL, HOST, {"seed": 1})
    with pytest.raises(Refused, match="billy_voice can be"):
        await table.set_options(CHANNEL, HOST, {"billy_voice": "shout"})


async def test_a_win_unlocks_the_next_scenario_and_records_its_flags(store_target, easy):
    store, table = await open_table(store_target, easy)
    await seated(table, CHANNEL, start=False)
    with pytest.raises(Refused, match="locked"):
        await table.start(CHANNEL, HOST, scenario=2)
    with pytest.raises(Refused, match="no scenario 9"):
        await table.start(CHANNEL, HOST, scenario=9)
    reply = await table.start(CHANNEL, HOST)
    users = await seat_users(table, CHANNEL)
    reply = await table.act(CHANNEL, users[reply.legal[0].seat], [reply.legal[0]])
    assert reply.result == "won"
    status = await table.status(CHANNEL)
    assert status.chapters_won == [1] and campaign_facts.rule_flags(status.flags) == ["chapter_one_done"]
    assert "recorded:1" in status.flags  # and what the win told (issue 35: the last outcome reads it)
    assert status.next_chapter == 2 and status.playing is None and status.attempts == {1: 1}
    reply = await table.start(CHANNEL, HOST)  # the next one: scenario 2, with the flag carried over
    assert reply.public["scenario"] == 2
    game = (await store.games(status.campaign_id))[-1]
    assert game.campaign_flags == tuple(status.flags)  # the choices and the facts, carried over as they were won
    await table.abandon(CHANNEL, HOST)
    reply = await table.start(CHANNEL, HOST, scenario=1)  # a replay of one already won
    assert reply.public["scenario"] == 1
    assert (await table.status(CHANNEL)).attempts == {1: 2, 2: 1}
    await store.close()


async def test_a_lost_scenario_is_tried_again(store_target, hard):
    store, table = await open_table(store_target, hard)
    reply = await seated(table, CHANNEL)
    reply = await play_to_end(table, CHANNEL, reply, random.Random(4))
    assert reply.result == "lost"
    status = await table.status(CHANNEL)
    assert status.chapters_won == [] and status.next_chapter == 1 and status.attempts == {1: 1}
    reply = await table.start(CHANNEL, HOST)
    assert reply.public["scenario"] == 1
    assert (await table.status(CHANNEL)).attempts == {1: 2}
    games = await store.games(status.campaign_id)
    assert [(g.attempt, g.status) for g in games] == [(1, "lost"), (2, "playing")]
    assert games[0].seed != games[1].seed
    await store.close()


async def test_abandon_is_for_the_host(table):
    await seated(table, CHANNEL)
    with pytest.raises(Refused, match="host"):
        await table.abandon(CHANNEL, PLAYERS[0])
    reply = await table.abandon(CHANNEL, PLAYERS[0], is_admin=True)  # Manage Server may
    assert reply.result == "abandoned"
    status = await table.status(CHANNEL)
    assert status.playing is None and status.attempts == {1: 1}
    with pytest.raises(Refused, match="No scenario"):
        await table.abandon(CHANNEL, HOST)


async def test_a_stand_in_is_set_and_ended_by_the_host(table):
    await seated(table, CHANNEL)
    with pytest.raises(Refused, match="host"):
        await table.stand_in(CHANNEL, PLAYERS[0], "Ben", 777)
    with pytest.raises(Refused, match="no Nurse called"):
        await table.stand_in(CHANNEL, HOST, "Zed", 777)
    status = await table.stand_in(CHANNEL, HOST, "ben", 777)
    assert [s.stand_in_user_id for s in status.seats] == [None, 777, None]
    status = await table.stand_in(CHANNEL, HOST, "Ben", None)
    assert [s.stand_in_user_id for s in status.seats] == [None, None, None]


async def test_a_game_keeps_its_pack_when_the_shipped_pack_changes(store_target, pack, easy):
    shipped = {"pack": pack}
    store, table = await open_table(store_target, lambda: shipped["pack"])
    reply = await seated(table, CHANNEL)
    shipped["pack"] = easy  # a new release ships another pack (another hash)
    users = await seat_users(table, CHANNEL)
    reply = await table.act(CHANNEL, users[reply.legal[0].seat], [reply.legal[0]])
    assert reply.result is None  # still the original objective, not the easy one
    game = (await store.games((await table.status(CHANNEL)).campaign_id))[0]
    assert game.pack_hash == pack.hash
    assert await store.pack_body(pack.hash) is not None
    await store.close()


async def test_a_second_process_with_an_older_copy_cannot_undo_a_win(store_target, easy):
    store_a, table_a = await open_table(store_target, easy)
    store_b, table_b = await open_table(store_target, easy)
    await seated(table_a, CHANNEL, start=False)
    await table_a.status(CHANNEL)  # process A holds the campaign (nothing won yet) in memory
    reply = await table_b.start(CHANNEL, HOST)  # process B plays scenario 1 and wins it
    users = await seat_users(table_b, CHANNEL)
    assert (await table_b.act(CHANNEL, users[reply.legal[0].seat], [reply.legal[0]])).result == "won"
    with pytest.raises(Refused, match="changed while this scenario was being set up"):
        await table_a.start(CHANNEL, HOST)  # A's copy says scenario 1 is next, and no attempt was made
    status = await table_a.status(CHANNEL)  # A read the campaign afresh
    assert status.chapters_won == [1] and status.attempts == {1: 1} and status.playing is None
    assert (await table_a.start(CHANNEL, HOST)).public["scenario"] == 2
    assert (await store_b.campaign_by_channel(CHANNEL)).progress.attempts == {1: 1, 2: 1}
    await store_b.close()
    await store_a.close()


async def test_a_join_that_loses_the_race_for_a_seat_is_refused_in_the_readers_language(table):
    """Another join wrote the seat between this join's check and its write (two processes, or a double click)."""
    from bot.render.sayings import refusal_text

    await table.new_campaign(1, CHANNEL, HOST)
    await table.join(CHANNEL, PLAYERS[0], "Ana")
    entry = await table._entry(CHANNEL)  # what this join read: Ben has no seat yet
    await table.store.add_seat(entry.campaign.id, PLAYERS[1], "Ben", table._clock())  # the other join's write
    with pytest.raises(Refused) as refused:
        await table.join(CHANNEL, PLAYERS[1], "Ben")
    assert refused.value.key == "refuse-seat-raced"
    assert refusal_text(refused.value, "en") == "That player or that Nurse name already has a seat."
    assert refusal_text(refused.value, "de").startswith("Du hast schon einen Platz, oder dieser Name")
    assert refusal_text(refused.value, "fr").startswith("Vous avez déjà une place, ou ce nom vient")
