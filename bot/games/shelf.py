"""The games this bot hosts: each game's rules and its shipped content, for the front ends that build a table.

The one place that names every game: the Discord client, the terminal table and
the database commands take their table's games from here, and the table knows
them only through the interface (bot/games/interface.py).
"""

from __future__ import annotations

from pathlib import Path

from bot.games.hands import game as hands
from bot.games.hands.face import FACE as HANDS_FACE
from bot.games.holding_on import game as holding_on
from bot.games.holding_on.engine import ContentPack
from bot.games.holding_on.face import FACE as HOLDING_ON_FACE
from bot.games.interface import GameFace, Hosted


def hosted_games(content_dir: Path | str | None = None, *, holding_on_pack: ContentPack | None = None) -> list[Hosted]:
    """Every game, each with its shipped pack (Holding On's from `content_dir`, or `holding_on_pack` already
    loaded), loaded at first use."""
    return [holding_on.hosted(content_dir, pack=holding_on_pack), hands.hosted()]


def faces() -> dict[str, GameFace]:
    """How each game is told (its words and pictures), by the game's name."""
    return {"holding_on": HOLDING_ON_FACE, "hands": HANDS_FACE}
