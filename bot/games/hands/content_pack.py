"""Reading `content/hands/` (the only I/O of this game's content) and `python -m bot content check`'s part for it.

The files are parsed here and checked by the engine (`check_pack`): every
problem one line, naming the file and the field.
"""

from __future__ import annotations

import hashlib
import json
import os
import sys
import tomllib
from pathlib import Path

from bot.games.hands.engine.content import FILES, HandsPack, PackError, PackProblem, check_pack

MAX_BYTES = 1024 * 1024  # a pack file is a few kilobytes; a bigger one is a mistake, not content


def default_pack_dir() -> Path:
    """`HANDS_CONTENT_DIR` when set, else the repository's own `content/hands/` (found from this package)."""
    configured = os.environ.get("HANDS_CONTENT_DIR")
    if configured:
        return Path(configured)
    return Path(__file__).resolve().parents[3] / "content" / "hands"


def is_pack(path: str | Path) -> bool:
    """Does this folder hold this game's content (its board), rather than a Holding On pack?"""
    return (Path(path) / "board.json").is_file()


def _read(path: Path) -> object:
    """A file's parsed data, or one sentence saying why it cannot be read (the checker reports it)."""
    if not path.is_file():
        return "missing"
    if path.stat().st_size > MAX_BYTES:
        return f"larger than {MAX_BYTES // 1024} KB"
    text = path.read_text(encoding="utf-8", errors="replace")
    try:
        return json.loads(text) if path.suffix == ".json" else tomllib.loads(text)
    except (ValueError, RecursionError) as error:
        return f"not valid {'JSON' if path.suffix == '.json' else 'TOML'}: {str(error).splitlines()[0]}"


def pack_hash(pack: HandsPack) -> str:
    return hashlib.sha256(pack_body(pack).encode()).hexdigest()


def pack_body(pack: HandsPack) -> str:
    """The pack as the table stores it: canonical JSON, without its hash."""
    return pack.model_copy(update={"hash": ""}).model_dump_json()


def load_pack(path: Path | str | None = None) -> HandsPack:
    """The checked pack in `path` (default: `default_pack_dir()`); PackError lists every problem."""
    root = Path(path) if path is not None else default_pack_dir()
    shown = f"{root.parent.name}/{root.name}" if root.parent.name else root.name
    if not root.is_dir():
        raise PackError([PackProblem(str(root), "", "no content pack here: not a folder")])
    pack, problems = check_pack({name: _read(root / name) for name in FILES})
    if pack is None:
        raise PackError([PackProblem(f"{shown}/{p.file}", p.field, p.message) for p in problems])
    return pack.model_copy(update={"hash": pack_hash(pack)})


def check(path: str | None) -> int:
    """0 and a summary line for a good pack; 1 and one line per problem (on stderr) for a bad one."""
    root = Path(path) if path is not None else default_pack_dir()
    try:
        pack = load_pack(root)
    except PackError as error:
        for problem in error.problems:
            print(problem, file=sys.stderr)
        count = len(error.problems)
        print(f"{root}: {count} problem{'s' if count != 1 else ''}", file=sys.stderr)
        return 1
    board = pack.board
    print(
        f"{root}: ok: {pack.pack.name} {pack.pack.version}: {len(board.nodes)} places, {len(board.edges)} lines, "
        f"{len(pack.cards)} emotion cards, {len(pack.objectives)} objectives; hash {pack.hash[:12]}"
    )
    return 0
