"""Undo (FLOW.md): the host or the Shift Manager takes back the last decision while it revealed nothing."""

from __future__ import annotations

import json

import pytest

from bot.table import Refused
from tests.db.helpers import HOST, assert_snapshot_is_replay, seat_users, seated

CHANNEL = 7000


def _without_version(snapshot: str) -> dict:
    data = json.loads(snapshot)
    data.pop("version")
    return data


async def _revealed(table):
    reply = await seated(table, CHANNEL)
    users = await seat_users(table, CHANNEL)
    sm_seat = reply.legal[0].seat
    sm, others = users[sm_seat], [u for seat, u in enumerate(users) if seat != sm_seat]
    reply = await table.act(CHANNEL, sm, ["reveal"])
    return reply, sm, others


async def _snapshot(table) -> str:
    status = await table.status(CHANNEL)
    return (await table.store.games(status.campaign_id))[0].snapshot


async def test_the_shift_manager_undoes_a_staffing_decision(table):
    reply, sm, _ = await _revealed(table)
    before = await _snapshot(table)
    assign = next(a for a in reply.legal if a.kind == "assign")
    await table.act(CHANNEL, sm, [assign])
    undone = await table.undo(CHANNEL, sm)
    assert undone.version == 3  # reveal, assign, undo: the version only moves forward
    assert undone.events[0]["kind"] == "decision_undone"
    assert undone.note.startswith("Undone: assign")
    assert _without_version(await _snapshot(table)) == _without_version(before)
    assert undone.legal == reply.legal
    await assert_snapshot_is_replay(table.store, (await table.status(CHANNEL)).campaign_id)
    log = await table.store.log((await table.store.games((await table.status(CHANNEL)).campaign_id))[0].id)
    assert [(row.seq, row.kind, row.undoes) for row in log] == [
        (1, "decision", None),
        (2, "decision", None),
        (3, "undo", 2),
    ]
    again = await table.act(CHANNEL, sm, [assign])  # and play goes on from there
    assert again.version == 4


async def test_a_decision_that_revealed_something_cannot_be_undone(table):
    _, sm, _ = await _revealed(table)
    with pytest.raises(Refused, match=r"cannot be undone.*revealed nothing"):
        await table.undo(CHANNEL, sm)  # the reveal showed a Patient Card
    assert (await table.status(CHANNEL)).playing["version"] == 1


async def test_only_the_host_or_the_shift_manager_may_undo(table):
    reply, sm, others = await _revealed(table)
    await table.act(CHANNEL, sm, [next(a for a in reply.legal if a.kind == "assign")])
    with pytest.raises(Refused, match="host or the Shift Manager"):
        await table.undo(CHANNEL, others[0])
    assert (await table.undo(CHANNEL, HOST)).version == 3


async def test_nothing_to_undo_at_the_start(table):
    reply = await seated(table, CHANNEL)
    with pytest.raises(Refused, match="no decision to undo"):
        await table.undo(CHANNEL, HOST)
    assert reply.version == 0
