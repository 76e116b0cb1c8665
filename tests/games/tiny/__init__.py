"""Lantern: a tiny co-operative game for two, kept in the tests to prove the seam (issue 37).

Two players carry a lantern over a bridge of ten planks: in turn each moves it 1, 2 or 3 planks, never the
number her partner just moved it, and together they must set it down on the tenth plank exactly; past the
end, or with no move left, it falls. A player may play with the bot. Its folder is all of it: the rules
(`engine.py`), the table's adapter (`game.py`), how it is told (`face.py`), its start command (`cog.py`) and
its words (`locales/`); one line puts it on the shelf (`shelve(__name__)` in its tests).
"""

from pathlib import Path

from bot.games.entry import Shelved

SHELVED = Shelved(
    name="lantern",
    title="Lantern",
    folder=Path(__file__).parent,
    hosted=f"{__name__}.game:hosted",
    face=f"{__name__}.face:FACE",
    records=f"{__name__}.engine",
    record_prefix="lantern-",
    cogs=(f"{__name__}.cog",),
)
