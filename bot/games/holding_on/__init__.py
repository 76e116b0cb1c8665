"""Holding On: The Troubled Life of Billy Kerr: its rules (`engine`), its content packs (`content_pack`), its
words in every language (`locales/`). `SHELVED` is what the shelf (bot/games/shelf.py) knows of it."""

from pathlib import Path

from bot.games.entry import Shelved

SHELVED = Shelved(
    name="holding_on",
    title="Holding On: The Troubled Life of Billy Kerr",
    folder=Path(__file__).parent,
    hosted=f"{__name__}.game:hosted",
    face=f"{__name__}.face:FACE",
    records=f"{__name__}.engine.moves",
    cogs=("cogs.holding_on.look", "cogs.holding_on.campaign"),
    terminal="bot.terminal.holding_on.run:play",
    simulate="simulate",
    check=f"{__name__}.content_pack.cli:check",
)
