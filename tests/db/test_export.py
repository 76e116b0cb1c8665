"""Export and import: the whole campaign as one JSON document, exact round trip, bad files refused."""

from __future__ import annotations

import json
import random

import pytest

from bot.table import Refused
from tests.db.helpers import GUILD, HOST, PLAYERS, assert_snapshot_is_replay, play_to_end, seat_users, seated

CHANNEL = 8000


async def _campaign_with_history(table) -> None:
    reply = await seated(table, CHANNEL)
    chooser = random.Random(8)
    await play_to_end(table, CHANNEL, reply, chooser)
    await table.set_options(CHANNEL, HOST, {"images": False})
    reply = await table.start(CHANNEL, HOST)
    await table.stand_in(CHANNEL, HOST, "Cy", 777)
    users = await seat_users(table, CHANNEL)
    users = [777 if u == PLAYERS[2] else u for u in users]
    for _ in range(25):
        action = chooser.choice(reply.legal)
        reply = await table.act(CHANNEL, users[action.seat], [action])


async def test_export_then_import_round_trips_exactly(table):
    await _campaign_with_history(table)
    exported = await table.export(CHANNEL, HOST)
    document = json.loads(exported)
    assert document["format"] == "table-campaign" and document["game"] == "holding_on" and len(document["games"]) == 2
    await table.import_campaign(GUILD, CHANNEL, HOST, exported)
    assert await table.export(CHANNEL, HOST) == exported
    status = await table.status(CHANNEL)
    assert status.playing is not None and status.attempts == {1: 2}
    assert [s.stand_in_user_id for s in status.seats] == [None, None, 777]
    await assert_snapshot_is_replay(table.store, status.campaign_id)
    users = [777 if u == PLAYERS[2] else u for u in status.playing["seat_users"]]
    legal = [a for u in set(users) for a in await table.open_decisions(CHANNEL, u)]
    reply = await table.act(CHANNEL, users[legal[0].seat], [legal[0]])
    assert reply.version == status.playing["version"] + 1


async def test_a_campaign_whose_log_holds_an_undo_exports_and_imports_exactly(table):
    """An undo row says which decision it took back (its words and its action): the import replays it."""
    reply = await seated(table, CHANNEL)
    users = await seat_users(table, CHANNEL)
    chooser = random.Random(3)
    while not any(a.kind == "assign" for a in reply.legal):  # on to a decision undo can take back
        action = chooser.choice(reply.legal)
        reply = await table.act(CHANNEL, users[action.seat], [action])
    assign = next(a for a in reply.legal if a.kind == "assign")
    await table.act(CHANNEL, users[assign.seat], [assign])
    await table.undo(CHANNEL, HOST)
    exported = await table.export(CHANNEL, HOST)
    assert '"decision_undone"' in exported
    await table.import_campaign(GUILD, CHANNEL, HOST, exported)
    assert await table.export(CHANNEL, HOST) == exported


async def test_import_into_another_channel_moves_the_campaign_there(table):
    await _campaign_with_history(table)
    exported = await table.export(CHANNEL, HOST)
    await table.import_campaign(GUILD + 1, CHANNEL + 1, HOST, exported)
    moved = json.loads(await table.export(CHANNEL + 1, HOST))
    original = json.loads(exported)
    assert moved["campaign"].pop("channel_id") == CHANNEL + 1 and moved["campaign"].pop("guild_id") == GUILD + 1
    original["campaign"].pop("channel_id"), original["campaign"].pop("guild_id")
    assert moved == original


def _tampered(exported: str, change) -> str:
    document = json.loads(exported)
    change(document)
    return json.dumps(document)


def _with_game_snapshot(key: str, value):
    def change(document):
        snapshot = json.loads(document["games"][1]["snapshot"])
        snapshot[key] = value
        document["games"][1]["snapshot"] = json.dumps(snapshot)

    return change


def _changes():
    return {
        "not a JSON file": lambda text: "{not json",
        "not a campaign export of this bot": lambda text: json.dumps({"hello": 1}),
        "export format 3": lambda text: _tampered(text, lambda d: d.update(format_version=3)),
        "a game this bot does not host": lambda text: _tampered(text, lambda d: d.update(game="chess")),
        "campaign.hosts": lambda text: _tampered(text, lambda d: d["campaign"].update(hosts=[1])),
        "log does not replay to its saved state": lambda text: _tampered(text, _with_game_snapshot("condition", 3)),
        "newer version of the bot": lambda text: _tampered(
            text, lambda d: d["games"][1].update(state_schema=d["games"][1]["state_schema"] + 1)
        ),
        "content pack the file does not hold": lambda text: _tampered(
            text, lambda d: d["games"][0].update(pack_hash="elsewhere")
        ),
        "log does not run from 1": lambda text: _tampered(text, lambda d: d["games"][1]["log"].pop()),
    }


# The file is checked before either store is touched: PostgreSQL's eleven runs are in the slow tier.
@pytest.mark.parametrize("store_target", ["sqlite", pytest.param("postgres", marks=pytest.mark.slow)], indirect=True)
@pytest.mark.parametrize("reason", list(_changes()))
async def test_a_bad_file_is_refused_with_a_reason_and_nothing_changes(table, reason):
    await _campaign_with_history(table)
    exported = await table.export(CHANNEL, HOST)
    bad = _changes()[reason](exported)
    with pytest.raises(Refused, match="cannot be imported") as refused:
        await table.import_campaign(GUILD, CHANNEL, HOST, bad)
    assert reason in refused.value.message
    assert await table.export(CHANNEL, HOST) == exported
    seed = str(json.loads(exported)["games"][1]["seed"])
    assert seed not in refused.value.message


async def test_a_file_from_before_the_bot_hosted_two_games_imports_as_a_holding_on_campaign(table):
    """Export format 1 named no game: every such file is a Holding On campaign (issue 23)."""
    await _campaign_with_history(table)
    exported = await table.export(CHANNEL, HOST)

    def older(document: dict) -> None:
        del document["game"]
        document.update(format="holding-on-campaign", format_version=1)

    await table.import_campaign(GUILD, CHANNEL, HOST, _tampered(exported, older))
    assert await table.export(CHANNEL, HOST) == exported
    with pytest.raises(Refused, match="cannot be imported"):  # format 1 with a game named is not one
        await table.import_campaign(GUILD, CHANNEL, HOST, _tampered(exported, lambda d: d.update(format_version=1)))


async def test_export_and_import_are_for_the_host(table):
    await _campaign_with_history(table)
    with pytest.raises(Refused, match="host"):
        await table.export(CHANNEL, PLAYERS[0])
    exported = await table.export(CHANNEL, PLAYERS[0], is_admin=True)
    with pytest.raises(Refused, match="host"):
        await table.import_campaign(GUILD, CHANNEL, PLAYERS[0], exported)
