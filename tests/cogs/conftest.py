"""Fixtures for the Discord layer: a real HoldingOnBot behind the offline harness (tests/cogs/harness.py)."""

from __future__ import annotations

import functools
from collections.abc import AsyncIterator, Callable
from pathlib import Path

import pytest

from bot.app.client import HoldingOnBot
from bot.config import Settings
from bot.games.holding_on.content_pack.loader import load_pack
from bot.games.holding_on.engine import ContentPack
from bot.games.shelf import hosted_games
from tests.cogs.harness import Harness

TEST_TOKEN = "harness-token"


@pytest.fixture
def make_settings(tmp_path: Path) -> Callable[..., Settings]:
    """Settings for a test bot; keyword arguments override fields (e.g. dev_guild_id=…)."""

    def make(**overrides: object) -> Settings:
        values: dict[str, object] = {"discord_token": TEST_TOKEN, "database_path": tmp_path / "test.sqlite3"}
        values.update(overrides)
        return Settings.model_validate(values)

    return make


@functools.cache
def shipped_pack() -> ContentPack:
    """The shipped content pack, loaded once per test session (the bot would load it at every start)."""
    return load_pack()


@pytest.fixture
async def harness(make_settings: Callable[..., Settings]) -> AsyncIterator[Harness]:
    """The bot, logged in against the fake Discord, in a server with #campaign and ana, ben, cy, dee, host."""
    async with Harness.start(
        HoldingOnBot(make_settings(), games=hosted_games(packs={"holding_on": shipped_pack()}))
    ) as h:
        yield h
