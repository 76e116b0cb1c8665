"""Undo from undo points (issue 13): one row read at any log length, the same result as replaying the log."""

from __future__ import annotations

import pytest

from bot.table import Refused
from tests.db.helpers import HOST, assert_snapshot_is_replay, seat_users, seated

CHANNEL = 7100


class LogForbidden(AssertionError):
    pass


def _forbid_log_reads(store, monkeypatch) -> None:
    """Undo must not read the game's log: it would be as slow as the log is long."""

    async def forbidden(*args, **kwargs):
        raise LogForbidden("undo read the log")

    monkeypatch.setattr(store, "log", forbidden)
    monkeypatch.setattr(store, "log_after", forbidden)


def _board(reply) -> dict:
    """The public view but for its version (an undo moves the version on)."""
    return {k: v for k, v in reply.public.items() if k != "version"}


async def _staffing(table):
    """Revealed, with staffing open: a run of undoable decisions can follow."""
    reply = await seated(table, CHANNEL)
    users = await seat_users(table, CHANNEL)
    sm = users[reply.legal[0].seat]
    reply = await table.act(CHANNEL, sm, ["reveal"])
    return reply, sm


async def test_undo_takes_back_a_run_of_decisions_without_reading_the_log(table, monkeypatch):
    reply, sm = await _staffing(table)
    shown = [reply]
    for _ in range(2):  # the fixture's first patient takes two staff
        assign = next(a for a in reply.legal if a.kind == "assign")
        reply = await table.act(CHANNEL, sm, [assign])
        shown.append(reply)
    campaign = (await table.status(CHANNEL)).campaign_id
    with monkeypatch.context() as patch:
        _forbid_log_reads(table.store, patch)
        for expected in reversed(shown[:-1]):  # two undos in a row, each back one step
            undone = await table.undo(CHANNEL, sm)
            assert _board(undone) == _board(expected)
            assert undone.legal == expected.legal
        with pytest.raises(Refused, match="cannot be undone"):
            await table.undo(CHANNEL, sm)  # the reveal showed a card: the floor
    await assert_snapshot_is_replay(table.store, campaign)


async def test_undo_reads_one_row_however_long_the_log(table, monkeypatch):
    reply, sm = await _staffing(table)
    assign = next(a for a in reply.legal if a.kind == "assign")
    for _ in range(150):  # 300 rows of assign and undo: the log grows, the undo points do not
        await table.act(CHANNEL, sm, [assign])
        await table.undo(CHANNEL, sm)
    await table.act(CHANNEL, sm, [assign])
    game = (await table.store.games((await table.status(CHANNEL)).campaign_id))[0]
    assert game.version == 302
    with monkeypatch.context() as patch:
        _forbid_log_reads(table.store, patch)
        undone = await table.undo(CHANNEL, sm)
    assert _board(undone) == _board(reply) and undone.legal == reply.legal
    await assert_snapshot_is_replay(table.store, game.campaign_id)


async def test_nothing_to_undo_at_the_start_without_reading_the_log(table, monkeypatch):
    await seated(table, CHANNEL)
    _forbid_log_reads(table.store, monkeypatch)
    with pytest.raises(Refused, match="no decision to undo"):
        await table.undo(CHANNEL, HOST)


async def test_a_game_without_undo_points_is_undone_by_replaying_its_log(table):
    """A game an older bot started (or an imported one) keeps no undo points: undo replays its log, as before."""
    reply, sm = await _staffing(table)
    assign = next(a for a in reply.legal if a.kind == "assign")
    await table.act(CHANNEL, sm, [assign])
    game = (await table.store.games((await table.status(CHANNEL)).campaign_id))[0]
    await _drop_points(table.store, game.id)
    undone = await table.undo(CHANNEL, sm)
    assert _board(undone) == _board(reply) and undone.legal == reply.legal
    await assert_snapshot_is_replay(table.store, game.campaign_id)


async def _drop_points(store, game_id: int) -> None:
    from db.postgres import PostgresStore

    if isinstance(store, PostgresStore):
        await store._pool.execute("DELETE FROM undo_points WHERE game_id = $1", game_id)
    else:
        await store._run("DELETE FROM undo_points WHERE game_id = ?", (game_id,))
