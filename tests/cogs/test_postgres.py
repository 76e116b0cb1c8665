"""DATABASE_URL switches the whole bot to PostgreSQL; SHARD_COUNT and SHARD_IDS shard it across processes."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

from bot.app import run
from bot.config import Settings
from db.postgres import PostgresStore
from db.shards import Shards
from tests.cogs.game import Table, make_bot
from tests.cogs.harness import Harness
from tests.cogs.test_client import GLOBAL_SYNC
from tests.db.helpers import Seeds


async def test_database_url_puts_the_bot_on_postgresql_and_a_restart_continues_there(
    make_settings: Callable[..., Settings], postgres_url: str, tmp_path: Path
) -> None:
    settings = make_settings(database_url=postgres_url)
    async with Harness.start(make_bot(settings)) as h:
        assert isinstance(h.bot.table.store, PostgresStore)
        table = Table(h)
        await table.open()
        state = await table.state()
        await h.slash("shift reveal", user=table.player_of(state, state.shift_manager))
        version = (await table.state()).version
        campaign_id = h.bot.table.cache._entries[table.channel_id].campaign.id
    assert not (tmp_path / "test.sqlite3").exists()  # nothing went to the SQLite default

    async with Harness.start(make_bot(settings, seeds=Seeds(7))) as h2:
        store = h2.bot.table.store
        assert isinstance(store, PostgresStore)
        (game,) = await store.games(campaign_id)
        assert game.version == version == 1
        assert [row.seq for row in await store.log(game.id)] == [1]
        assert (await Table(h2).state()).version == version


async def test_shard_settings_reach_discord_py_and_the_outbox(
    make_settings: Callable[..., Settings], postgres_url: str
) -> None:
    settings = make_settings(database_url=postgres_url, shard_count=4, shard_ids=(2, 3))
    async with Harness.start(make_bot(settings)) as h:
        assert h.bot.shard_count == 4 and h.bot.shard_ids == [2, 3]
        assert h.bot.table.store.shards == Shards(4, (2, 3))  # it claims only its own guilds' DMs
        assert h.requests_to(GLOBAL_SYNC) == []  # the slash commands are published by shard 0's process
    async with Harness.start(make_bot(make_settings(database_url=postgres_url, shard_count=4, shard_ids=(0, 1)))) as h:
        assert len(h.requests_to(GLOBAL_SYNC)) == 1


def test_an_unreachable_database_stops_the_bot_with_one_sentence_and_no_password(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.chdir(tmp_path)
    url = f"postgresql://holding_on:hunter2-secret@/holding_on?host={tmp_path}"  # no server listens there
    for name, value in {"DISCORD_TOKEN": "harness-token", "DATABASE_URL": url}.items():
        monkeypatch.setenv(name, value)
    monkeypatch.delenv("DATABASE_PATH", raising=False)
    assert run.main() == 2
    err = capsys.readouterr().err
    assert err.startswith("The bot cannot open its PostgreSQL database holding_on on the local socket (")
    assert err.count("\n") == 1 and "check DATABASE_URL" in err
    assert "hunter2-secret" not in err and "Traceback" not in err
