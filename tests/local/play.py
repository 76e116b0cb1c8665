"""Play lines at the terminal table in-process, as `python -m bot local --script` does, collecting what it writes."""

from __future__ import annotations

import argparse
from pathlib import Path

from bot.terminal.cli import run

NAMES = ["ana", "ben", "cy"]


def args(db: Path, script: Path | None = None, **flags) -> argparse.Namespace:
    defaults = {"players": ",".join(NAMES), "seed": 3, "resume": False, "seat": None, "reveal_private": False}
    defaults |= {"language": None}
    defaults.update(flags)
    return argparse.Namespace(db=str(db), script=str(script) if script else None, **defaults)


async def play(tmp_path: Path, lines: list[str], db_name: str = "table.sqlite3", **flags) -> tuple[int, list[str]]:
    script = tmp_path / f"lines-{len(list(tmp_path.iterdir()))}.txt"
    script.write_text("\n".join(lines) + "\n", encoding="utf-8")
    out: list[str] = []
    status = await run(args(tmp_path / db_name, script, **flags), out.append)
    return status, out
