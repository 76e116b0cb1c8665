"""`python -m bot migrate`, `export-all` and `import-all`: every campaign moved between SQLite and PostgreSQL,
exactly; a bad file or a taken channel refuses the whole import, and nothing is written."""

from __future__ import annotations

import json
import random
import subprocess
import sys
from pathlib import Path

from bot.__main__ import parser
from bot.database_cli import run
from db.migrate import shipped_migrations
from tests.db.helpers import HOST, PLAYERS, StoreTarget, open_table, play, seat_users, seated

ROOT = Path(__file__).resolve().parents[2]
CHANNELS = (11, 12, 13)


async def _command(*argv: str) -> int:
    return await run(parser().parse_args(list(argv)))


async def _campaigns_with_history(target: StoreTarget, pack) -> None:
    store, table = await open_table(target, pack)
    for channel in CHANNELS:
        reply = await seated(table, channel, players=2 + channel % 2)
        await play(table, channel, reply, random.Random(channel), 15 + channel)
    await table.stand_in(CHANNELS[0], HOST, "Ben", 777)
    await store.close()


def _files(folder: Path) -> dict[str, str]:
    return {path.name: path.read_text(encoding="utf-8") for path in sorted(folder.glob("campaign-*.json"))}


async def test_every_campaign_moves_from_sqlite_to_postgresql_and_back_exactly(tmp_path, postgres_url, pack, capsys):
    sqlite = StoreTarget("sqlite", str(tmp_path / "old.sqlite3"))
    await _campaigns_with_history(sqlite, pack)
    assert await _command("export-all", str(tmp_path / "out"), "--database", sqlite.where) == 0
    exported = _files(tmp_path / "out")
    assert len(exported) == len(CHANNELS)

    assert await _command("import-all", str(tmp_path / "out"), "--database", postgres_url) == 0
    assert await _command("export-all", str(tmp_path / "back"), "--database", postgres_url) == 0
    assert _files(tmp_path / "back") == exported  # byte for byte: nothing lost or changed on the way
    assert "Imported 3 campaign(s)" in capsys.readouterr().out

    store, table = await open_table(StoreTarget("postgres", postgres_url), pack)  # and play goes on there
    channel = CHANNELS[1]
    users = await seat_users(table, channel)
    version = (await table.status(channel)).playing["version"]
    legal = [a for user in set(users) for a in await table.open_decisions(channel, user)]
    assert (await table.act(channel, users[legal[0].seat], [legal[0]])).version == version + 1
    await store.close()


async def test_a_bad_file_or_a_taken_channel_refuses_the_whole_import(tmp_path, store_target, pack, capsys):
    source = StoreTarget("sqlite", str(tmp_path / "source.sqlite3"))
    await _campaigns_with_history(source, pack)
    assert await _command("export-all", str(tmp_path / "out"), "--database", source.where) == 0
    store, table = await open_table(store_target, pack)
    await table.new_campaign(1, CHANNELS[2], PLAYERS[0])  # the target already plays in one of the channels
    await store.close()

    assert await _command("import-all", str(tmp_path / "out"), "--database", store_target.where) == 2
    err = capsys.readouterr().err
    assert f"channel {CHANNELS[2]} already has a campaign" in err and "Nothing was imported" in err
    store = await store_target.open()
    assert len(await store.campaign_ids()) == 1
    await store.close()

    first = sorted((tmp_path / "out").glob("campaign-*.json"))[0]
    document = json.loads(first.read_text(encoding="utf-8"))
    document["games"][0]["log"].pop()  # tampered: the log no longer reaches the game's version
    first.write_text(json.dumps(document), encoding="utf-8")
    assert await _command("import-all", str(tmp_path / "out"), "--database", store_target.where, "--replace") == 2
    err = capsys.readouterr().err
    assert f"{first.name} cannot be imported" in err and "log does not run from 1" in err
    seed = str(document["games"][0]["seed"])
    assert seed not in err  # the refusal names the problem, never the file's hidden contents
    store = await store_target.open()
    assert len(await store.campaign_ids()) == 1
    await store.close()

    first.unlink()
    assert await _command("import-all", str(tmp_path / "out"), "--database", store_target.where, "--replace") == 0
    store = await store_target.open()
    assert len(await store.campaign_ids()) == 2  # the taken channel was replaced, the other one added
    assert (await store.campaign_by_channel(CHANNELS[2])).host_user_id == HOST
    await store.close()


async def test_export_all_will_not_mix_two_exports_in_one_folder(tmp_path, pack, capsys):
    source = StoreTarget("sqlite", str(tmp_path / "source.sqlite3"))
    await _campaigns_with_history(source, pack)
    assert await _command("export-all", str(tmp_path / "out"), "--database", source.where) == 0
    assert await _command("export-all", str(tmp_path / "out"), "--database", source.where) == 2
    assert "already holds campaign files" in capsys.readouterr().err


def test_python_m_bot_migrate_prepares_a_database_then_has_nothing_to_do(empty_postgres_url):
    def migrate() -> subprocess.CompletedProcess:
        return subprocess.run(
            [sys.executable, "-m", "bot", "migrate", "--database", empty_postgres_url],
            cwd=ROOT,
            capture_output=True,
            text=True,
            timeout=60,
        )

    first = migrate()
    assert first.returncode == 0, first.stderr
    every = ", ".join(str(m.version) for m in shipped_migrations("postgres"))
    assert f"is ready: migrations applied now: {every}." in first.stdout
    again = migrate()
    assert again.returncode == 0 and "none, it was up to date" in again.stdout


def test_migrate_without_a_reachable_database_says_so_in_one_sentence(tmp_path):
    url = f"postgresql://holding_on:hunter2-secret@/holding_on?host={tmp_path}"
    done = subprocess.run(
        [sys.executable, "-m", "bot", "migrate", "--database", url],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert done.returncode == 2 and done.stdout == ""
    assert done.stderr.startswith("The bot cannot open its PostgreSQL database holding_on")
    assert done.stderr.count("\n") == 1 and "hunter2-secret" not in done.stderr and "Traceback" not in done.stderr


async def test_export_all_into_a_folder_it_cannot_make_is_one_sentence(tmp_path, pack, capsys):
    source = StoreTarget("sqlite", str(tmp_path / "source.sqlite3"))
    await _campaigns_with_history(source, pack)
    (tmp_path / "a-file").write_text("not a folder")
    assert await _command("export-all", str(tmp_path / "a-file" / "out"), "--database", source.where) == 2
    err = capsys.readouterr().err
    assert err.startswith("export-all cannot write into ") and err.count("\n") == 1
