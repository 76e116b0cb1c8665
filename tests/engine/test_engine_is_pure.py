"""Importing the engine must not pull in the Discord or database layers (ARCHITECTURE.md)."""

import subprocess
import sys


def test_importing_the_engine_imports_neither_discord_nor_aiosqlite():
    code = (
        "import sys, bot.engine; "
        "bad = [m for m in ('discord', 'aiosqlite', 'asyncio', 'sqlite3') if m in sys.modules]; "
        "print(','.join(bad))"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == ""
