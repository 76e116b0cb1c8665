"""What the second game's looks (help, board, rules, review) need of its terminal session.

Typed by this Protocol, `looks` need not import `bot.terminal.hands.session`, which imports them
(issue 37: no circle, type-only imports included).
"""

from __future__ import annotations

from typing import Any, Protocol

from bot.games.hands.engine.view_types import Public
from bot.games.interface import GameFace
from bot.table import Table
from bot.terminal.screen import Screen


class HandsSessionView(Protocol):
    table: Table
    screen: Screen
    seat: str | None
    face: GameFace
    public: Public | None
    legal: list[Any]
    waited: str
