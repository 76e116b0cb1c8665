"""What the handlers of typed lines and the shared screen's moments need of a terminal session.

They are given the session and call back into it; typed by this Protocol, they need not import
`bot.terminal.holding_on.session`, which imports them (issue 37: no circle, type-only imports included).
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from typing import Protocol

from bot.games.holding_on.engine import Action, ContentPack
from bot.games.interface import GameFace
from bot.table import CampaignStatus, Table
from bot.terminal.feed import Feed
from bot.terminal.lines import Line
from bot.terminal.screen import Screen
from db.store import Delivery


@dataclass(frozen=True)
class Mode:
    seat: str | None = None  # --as: this terminal is this player's
    interactive: bool = False  # a person at a terminal (not a script, not a pipe)
    reveal_private: bool = False  # --reveal-private: print private messages, labelled


class SessionView(Protocol):
    table: Table
    content: ContentPack
    screen: Screen
    mode: Mode
    engine_pack: ContentPack | None
    confirm: Callable[[str], Awaitable[None]] | None
    status: CampaignStatus | None
    legal: list[Action]
    announced: dict[int, int]
    waited: str
    face: GameFace
    game: str
    stand_ins: dict[int, str]
    feed: Feed

    def names(self) -> dict[int, str]: ...
    def controllers(self) -> dict[int, int]: ...
    def name_of(self, user: int) -> str: ...
    def actor(self, line: Line) -> int: ...
    async def act(self, user: int, line: Line) -> None: ...
    async def read(self, deliveries: list[Delivery], label: bool) -> None: ...
    async def show(self, name: str) -> None: ...
    async def hand(self, user: int, label: bool = False) -> None: ...
