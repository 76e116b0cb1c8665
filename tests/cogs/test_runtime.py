"""The running bot: a graceful stop sends queued DMs and refuses new decisions; a broken pack stops the start."""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from pathlib import Path

import pytest

from bot.app import run
from bot.app.in_flight import InFlight
from bot.config import Settings
from tests.cogs.game import Table, make_bot
from tests.cogs.harness import Harness
from tests.content.packs import broken_pack


async def test_a_stop_sends_the_queued_dms_then_refuses_new_decisions(
    make_settings: Callable[..., Settings],
) -> None:
    async with Harness.start(make_bot(make_settings())) as h:
        table = Table(h)
        await table.open()
        await h.bot.outbox.stop()  # DMs now wait in the outbox
        state = await table.play(
            until=lambda s: bool(s.sm_board_partials) or any(staff.partials for staff in s.staff.values())
        )
        queued = [d for d in await h.bot.table.store.deliveries(1) if d.status == "pending"]
        assert queued and not any("Billy said" in dm.content for p in table.players for dm in h.dms_to(p))

        await h.bot.finish_in_flight()
        assert sum("Billy said" in dm.content for p in table.players for dm in h.dms_to(p)) >= 1
        manager = table.player_of(state, state.shift_manager)
        refused = (await h.slash("shift reveal", user=manager)).reply
        assert refused.ephemeral and "restarting" in refused.content


async def test_the_in_flight_gate_waits_for_running_calls() -> None:
    gate = InFlight()
    release = asyncio.Event()

    async def call() -> None:
        async with gate.call():
            await release.wait()

    running = asyncio.create_task(call())
    await asyncio.sleep(0)
    gate.close()
    assert not await gate.wait(0.01) and gate.busy == 1
    release.set()
    assert await gate.wait(1.0)
    await running


def test_a_broken_pack_stops_the_bot_at_start_naming_file_and_field(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    root = broken_pack(tmp_path, "missing-field")
    monkeypatch.chdir(tmp_path)
    for name, value in {
        "DISCORD_TOKEN": "harness-token",
        "CONTENT_DIR": str(root),
        "DATABASE_PATH": str(tmp_path / "db.sqlite3"),
    }.items():
        monkeypatch.setenv(name, value)
    assert run.main() == 2
    err = capsys.readouterr().err
    assert err.startswith("The bot cannot start: the content pack has 1 problem")
    assert "content/events.toml: ev-x-missing: black: field required" in err
    assert "Traceback" not in err and not (tmp_path / "db.sqlite3").exists()


async def test_a_slow_table_defers_privately_then_answers_in_public_or_refuses_in_private(
    make_settings: Callable[..., Settings],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    async with Harness.start(make_bot(make_settings())) as h:
        table = Table(h)
        await table.open()
        state = await table.state()
        manager = table.player_of(state, state.shift_manager)
        slow_table = h.bot.table
        command = slow_table.command

        async def slow(*args, **kwargs):
            await asyncio.sleep(0.05)  # a busy disk: longer than the bot waits before deferring
            return await command(*args, **kwargs)

        monkeypatch.setattr(slow_table, "command", slow)
        h.bot.app.answer_within = 0.01
        other = next(p for p in table.players if p != manager)
        refused = await h.slash("shift reveal", user=other)
        assert [s.kind for s in refused.answers] == ["defer", "edit"]
        assert all(s.ephemeral for s in refused.answers) and "Shift Manager" in refused.answers[-1].content
        assert not [s for s in h.messages_in() if s.interaction_id == refused.interaction_id]

        done = await h.slash("shift reveal", user=manager)
        kinds = [(s.kind, s.audience) for s in done.answers]
        assert kinds[:2] == [("defer", "ephemeral"), ("edit", "ephemeral")]
        (public,) = [s for s in done.answers if s.audience == "channel"]
        assert "Patient Card" in public.text() and public.components
