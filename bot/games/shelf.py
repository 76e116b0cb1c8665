"""The shelf: the one list of the games this bot hosts (issue 37).

Each line names a game's package, which declares what it is in a `Shelved` (bot/games/entry.py). The
Discord client (its extensions, its games and faces), the catalogue (each game's words and records), the
terminal's `--game`, `simulate`, `content check` and the database commands take their games from here; the
table knows them only through the interface (bot/games/interface.py). The first game is the bot's default:
the one a channel plays when nothing else is said, and the one `CONTENT_DIR` gives a pack to.
"""

from __future__ import annotations

import importlib
from collections.abc import Mapping
from functools import cache
from pathlib import Path
from typing import Any

from bot.games.entry import Shelved
from bot.games.interface import GameFace, Hosted

SHELF: tuple[str, ...] = (
    "bot.games.holding_on",
    "bot.games.hands",
)
_shelved_later: list[str] = []  # games put on the shelf while the process runs (`shelve`: the tests' own game)


def packages() -> tuple[str, ...]:
    """The packages of every game on the shelf, in order (a cache key: the catalogue is made for them)."""
    return (*SHELF, *_shelved_later)


def shelve(package: str) -> None:
    """Put one more game on the shelf (a game kept outside the product: the tests' third game), last."""
    if package not in packages():
        _shelved_later.append(package)


def unshelve(package: str) -> None:
    if package in _shelved_later:
        _shelved_later.remove(package)


def shelved() -> tuple[Shelved, ...]:
    """Every game on the shelf, in its order (the packages' `__init__` only: nothing of a game is loaded)."""
    return _entries(packages())


@cache
def _entries(packages: tuple[str, ...]) -> tuple[Shelved, ...]:
    entries = tuple(importlib.import_module(package).SHELVED for package in packages)
    if len({entry.name for entry in entries}) != len(entries):
        raise ValueError(f"two games on the shelf share a name: {[entry.name for entry in entries]}")
    return entries


def names() -> tuple[str, ...]:
    return tuple(entry.name for entry in shelved())


def default_game() -> str:
    return shelved()[0].name


def entry(name: str) -> Shelved:
    """The game called `name`; KeyError when no game on the shelf is."""
    for game in shelved():
        if game.name == name:
            return game
    raise KeyError(name)


def hosted_games(content_dir: Path | str | None = None, *, packs: Mapping[str, Any] | None = None) -> list[Hosted]:
    """Every game, each with its shipped pack, loaded at first use: the default game's from `content_dir` when
    given (CONTENT_DIR), and any game's from `packs` (by name) when already loaded."""
    packs = packs or {}
    unknown = set(packs) - set(names())
    if unknown:
        raise KeyError(f"no game on the shelf is called {sorted(unknown)}")
    return [
        game.load(game.hosted)(content_dir if index == 0 else None, pack=packs.get(game.name))
        for index, game in enumerate(shelved())
    ]


def faces() -> dict[str, GameFace]:
    """How each game is told (its words and pictures), by the game's name."""
    return {game.name: game.load(game.face) for game in shelved()}


def extensions() -> tuple[str, ...]:
    """The Discord extensions of every game's own commands, in the shelf's order."""
    return tuple(cog for game in shelved() for cog in game.cogs)
