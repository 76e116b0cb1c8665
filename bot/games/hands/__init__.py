""" "...and then, we held hands.": the second game on the table (issue 24).

`engine/` holds the rules (pure, HANDS.md H1–H20); `content_pack.py` reads and
checks `content/hands/`; `game.py` is the game's `GameRules` for the table;
`partner.py` plays a seat for a player alone, from the public view only;
`locales/` holds its words in every language. `SHELVED` is what the shelf
(bot/games/shelf.py) knows of it.
"""

from pathlib import Path

from bot.games.entry import Shelved

SHELVED = Shelved(
    name="hands",
    title="...and then, we held hands.",
    folder=Path(__file__).parent,
    hosted=f"{__name__}.game:hosted",
    face=f"{__name__}.face:FACE",
    records=f"{__name__}.engine.moves",
    record_prefix="hands-",
    cogs=("cogs.hands.table",),
    terminal_face=f"{__name__}.face:TERMINAL_FACE",
    table_commands=("board", "rules", "undo", "review", "leave", "rejoin", "abandon"),  # cogs/hands/table.py
    simulate="simulate_hands",
    check=f"{__name__}.content_pack:check",
    claims=f"{__name__}.content_pack:is_pack",
)
