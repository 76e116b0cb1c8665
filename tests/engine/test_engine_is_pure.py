"""The engine is pure: no Discord, no database, no asyncio, no clock (ARCHITECTURE.md)."""

import pathlib
import re
import subprocess
import sys

ENGINE = pathlib.Path(__file__).resolve().parents[2] / "bot" / "games" / "holding_on" / "engine"


def test_importing_the_engine_imports_neither_discord_nor_aiosqlite():
    code = (
        "import sys, bot.games.holding_on.engine; "
        "bad = [m for m in ('discord', 'aiosqlite', 'sqlite3') if m in sys.modules]; "
        "print(','.join(bad))"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == ""


def test_no_engine_module_imports_io_time_or_the_other_layers():
    # pydantic pulls asyncio into sys.modules on its own, so this is checked in the source.
    forbidden = re.compile(
        r"^\s*(import|from)\s+(asyncio|time|datetime|sqlite3|aiosqlite|discord|db|cogs|bot\.table)\b", re.M
    )
    offenders = [p.name for p in ENGINE.glob("*.py") if forbidden.search(p.read_text())]
    assert offenders == []
