"""HoldingOnBot (bot/app/client.py): intents, command sync, graceful stop (bot/app/run.py)."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import textwrap
from collections.abc import Callable
from pathlib import Path

import pytest

from bot.app.client import TABLE_EXTENSIONS, HoldingOnBot
from bot.config import Settings
from bot.games.shelf import hosted_games
from tests.cogs.conftest import shipped_pack
from tests.cogs.harness import DEFAULT_GUILD_ID, Harness

GLOBAL_SYNC = "PUT /applications/{application_id}/commands"
GUILD_SYNC = "PUT /applications/{application_id}/guilds/{guild_id}/commands"
TOP_LEVEL = ["rules", "board", "memories", "hand", "help", "campaign", "hands", "decide", "shift", "care", "inquire"]


def test_no_privileged_intents(make_settings: Callable[..., Settings]) -> None:
    bot = HoldingOnBot(make_settings())
    assert not bot.intents.message_content and not bot.intents.members and not bot.intents.presences
    assert bot.intents.guilds
    with pytest.raises(RuntimeError, match="not open yet"):  # nothing reaches the table before setup_hook
        bot.table  # noqa: B018
    assert not bot.allowed_mentions.everyone and not bot.allowed_mentions.roles  # type: ignore[union-attr]


async def test_setup_hook_loads_every_extension_and_syncs_globally(harness: Harness) -> None:
    """Every game's commands (the shelf names each game's extensions) and the table's own."""
    games = {"cogs.holding_on.look", "cogs.holding_on.campaign", "cogs.hands.table"}
    assert set(harness.bot.extensions) == games | set(TABLE_EXTENSIONS) == games | {"cogs.decide"}
    assert harness.requests_to(GUILD_SYNC) == []
    (sync,) = harness.requests_to(GLOBAL_SYNC)
    assert sync.params["application_id"] == str(harness.application_id)
    assert sorted(command["name"] for command in sync.json) == sorted(TOP_LEVEL)


async def test_dev_guild_id_syncs_to_that_guild_only(make_settings: Callable[..., Settings]) -> None:
    bot = HoldingOnBot(
        make_settings(dev_guild_id=DEFAULT_GUILD_ID), games=hosted_games(packs={"holding_on": shipped_pack()})
    )
    async with Harness.start(bot) as h:
        assert h.requests_to(GLOBAL_SYNC) == []
        (sync,) = h.requests_to(GUILD_SYNC)
        assert sync.params == {"application_id": str(h.application_id), "guild_id": str(DEFAULT_GUILD_ID)}
        assert sorted(command["name"] for command in sync.json) == sorted(TOP_LEVEL)
        # The copied guild command answers, as Discord sends it: with the guild id in the command data.
        exchange = await h.slash("rules", topic="R1")
        assert exchange.reply.embed_titles == ["R1 · Billy's condition"]


async def test_close_runs_the_finish_in_flight_hook_once(
    make_settings: Callable[..., Settings], monkeypatch: pytest.MonkeyPatch
) -> None:
    calls: list[str] = []

    async def finish_in_flight(self: HoldingOnBot) -> None:
        calls.append("finished")

    monkeypatch.setattr(HoldingOnBot, "finish_in_flight", finish_in_flight)
    bot = HoldingOnBot(make_settings(), games=hosted_games(packs={"holding_on": shipped_pack()}))
    async with Harness.start(bot):
        pass
    await bot.close()  # a second close (signal, then `async with`) does not run it again
    assert calls == ["finished"]
    await bot.table.store.close()  # the real hook would have closed it


def test_sigterm_closes_the_bot_gracefully(tmp_path: Path) -> None:
    """`serve()` with the network replaced: SIGTERM -> finish_in_flight -> close -> exit status 0."""
    script = tmp_path / "serve.py"
    script.write_text(
        textwrap.dedent(
            """
            import asyncio, sys
            from bot.app.client import HoldingOnBot
            from bot.config import Settings
            from bot.app.run import serve

            async def start(self, token, *, reconnect=True):
                print("started", flush=True)
                while not self.is_closed():
                    await asyncio.sleep(0.01)

            async def finish_in_flight(self):
                print("finish_in_flight", flush=True)

            HoldingOnBot.start = start
            HoldingOnBot.finish_in_flight = finish_in_flight
            status = asyncio.run(serve(Settings(discord_token="t")))
            print("exit", status, flush=True)
            sys.exit(status)
            """
        ),
        encoding="utf-8",
    )
    env = {**os.environ, "PYTHONPATH": str(Path(__file__).resolve().parents[2])}
    process = subprocess.Popen(
        [sys.executable, str(script)], cwd=tmp_path, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True
    )
    try:
        assert process.stdout is not None
        assert process.stdout.readline().strip() == "started"
        process.send_signal(signal.SIGTERM)
        out, err = process.communicate(timeout=30)
    finally:
        if process.poll() is None:
            process.kill()
    assert process.returncode == 0, err
    assert out.split() == ["finish_in_flight", "exit", "0"]
    assert "Traceback" not in err
