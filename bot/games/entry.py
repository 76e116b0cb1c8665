"""What the shelf knows of a game before it is loaded (issue 37): its name, where its parts are, its words.

A game's package declares one `Shelved` in its `__init__.py`; the shelf (bot/games/shelf.py) lists the
packages, and every front end takes its games from there: the Discord extensions to load, the catalogue's
words, the terminal's `--game`, `simulate`'s tools, `content check`. Parts are named as "module:attribute"
and imported only when first used, so listing the games costs nothing at start-up.
"""

from __future__ import annotations

import importlib
from dataclasses import dataclass
from pathlib import Path
from typing import Any


@dataclass(frozen=True, slots=True)
class Shelved:
    name: str  # GameRules.name: stored with every table, chosen by `--game`
    title: str  # the game's English title, for help text
    folder: Path  # the game's package folder: its words are in `locales/<lang>/*.ftl` beside its code
    hosted: str  # "module:function": (folder=None, *, pack=None) -> Hosted, the game on a table
    face: str  # "module:attribute": its GameFace
    records: str  # a module with its decision records, MOVES and GROUPS (bot/i18n/records.py words them)
    record_prefix: str = ""  # the catalogue ids of its records begin with it ("hands-phrase-…")
    cogs: tuple[str, ...] = ()  # its Discord extensions: the commands only it answers
    terminal: str | None = None  # "module:function" that plays it at a terminal of its own (None: any_game.py's)
    terminal_face: str | None = None  # "module:attribute": its GameFace as a terminal tells it, if not `face`
    table_commands: tuple[str, ...] = ()  # the table's commands its Discord group has (undo, board, rules, review,
    # leave, rejoin, abandon): a terminal offers them too, named as Discord names them
    simulate: str | None = None  # the development tool (tools/<name>.py) `python -m bot simulate --game` runs
    check: str | None = None  # "module:function" (folder | None) -> exit status: `python -m bot content check`
    claims: str | None = None  # "module:function" (folder) -> bool: a folder of this game's content

    @property
    def locales(self) -> Path:
        return self.folder / "locales"

    def load(self, part: str) -> Any:
        """One of its parts ("module:attribute"), imported now."""
        module, _, attribute = part.partition(":")
        return getattr(importlib.import_module(module), attribute)

    def load_terminal_face(self) -> Any:
        """Its GameFace as a terminal tells it (`terminal_face`, else `face`), imported now."""
        return self.load(self.terminal_face or self.face)
