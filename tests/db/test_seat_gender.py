"""Each Nurse's gender is her player's choice, kept with the seat (issue 25): both stores, the public view the
words are said from, export and import; an older export (without it) names every Nurse neutrally."""

from __future__ import annotations

import json

import pytest

from bot.table import Refused
from tests.db.helpers import GUILD, HOST, PLAYERS

CHANNEL = 8100


async def _seated(table) -> None:
    await table.new_campaign(GUILD, CHANNEL, HOST)
    await table.join(CHANNEL, PLAYERS[0], "Ana", "f")
    await table.join(CHANNEL, PLAYERS[1], "Ben", "m")
    await table.join(CHANNEL, PLAYERS[2], "Cy")  # no choice: neutral


async def test_the_gender_a_player_chose_is_kept_with_her_seat_and_said_in_the_public_view(table):
    await _seated(table)
    status = await table.status(CHANNEL)
    assert [(s.name, s.gender) for s in status.seats] == [("Ana", "f"), ("Ben", "m"), ("Cy", "n")]
    table.cache.evict(CHANNEL)  # read back from the store, not the cache
    assert [s.gender for s in await table.store.seats(status.campaign_id)] == ["f", "m", "n"]
    reply = await table.start(CHANNEL, HOST)
    seats = reply.public["seats"]
    assert dict(zip(seats, reply.public["genders"], strict=True)) == {"Ana": "f", "Ben": "m", "Cy": "n"}


async def test_an_unknown_gender_is_refused_and_takes_no_seat(table):
    await table.new_campaign(GUILD, CHANNEL, HOST)
    with pytest.raises(Refused) as refused:
        await table.join(CHANNEL, PLAYERS[0], "Ana", "x")
    assert refused.value.key == "refuse-gender"
    assert (await table.status(CHANNEL)).seats == []


async def test_export_and_import_carry_each_seats_gender(table):
    await _seated(table)
    exported = await table.export(CHANNEL, HOST)
    assert [s["gender"] for s in json.loads(exported)["seats"]] == ["f", "m", "n"]
    await table.import_campaign(GUILD, CHANNEL, HOST, exported)
    assert [s.gender for s in (await table.status(CHANNEL)).seats] == ["f", "m", "n"]


async def test_an_export_made_before_genders_imports_with_every_nurse_neutral(table):
    await _seated(table)
    document = json.loads(await table.export(CHANNEL, HOST))
    for seat in document["seats"]:
        del seat["gender"]
    await table.import_campaign(GUILD, CHANNEL, HOST, json.dumps(document))
    assert [s.gender for s in (await table.status(CHANNEL)).seats] == ["n", "n", "n"]
