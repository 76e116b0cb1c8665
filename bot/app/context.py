"""What the Discord layer works with, built once by the client and handed to every part that uses it.

The table (the only way to the store), the in-flight gate, the clock and the
deadline for an answer, the decision messages and the DMs: `respond`, the
options, the decision buttons, the cogs and the game commands are given this
context; none of them looks its helpers up on the client.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import datetime

import discord

from bot.app.arrivals import Arrivals
from bot.app.in_flight import InFlight
from bot.app.pace import GLOBAL_RATE, Pace
from bot.app.parts import BotMoves, DecisionOffers, NightKeeper, PrivateMessages
from bot.games.interface import GameFace
from bot.table import Table


@dataclass(slots=True)
class AppContext:
    client: discord.Client  # channels, DMs and the server's names, as this process sees them
    table: Table
    gate: InFlight  # every table call passes it; closed when the bot stops
    clock: Callable[[], datetime]  # now, as Discord's timestamps count (a test makes it late)
    answer_within: float  # seconds after an interaction by which it is answered or deferred (Discord: 3)
    faces: dict[str, GameFace]  # how each game is told, by its name (bot/games/shelf.py)
    night_clock: Callable[[], float] = time.time  # the table's clock, Unix seconds: campaign nights keep to it
    owns: Callable[[int], bool] = lambda guild_id: True  # this process runs the guild's shard (its nights)
    pace: Pace = field(default_factory=lambda: Pace(GLOBAL_RATE))  # its share of Discord's global rate limit
    arrivals: Arrivals = field(init=False)  # how long ago Discord created an interaction (its 3 seconds)
    # The parts, built on this context by `with_parts` (bot/app/client.py), held by what they offer (bot/app/parts.py)
    decision_messages: DecisionOffers = field(init=False)
    direct_messages: PrivateMessages = field(init=False)
    bot_seats: BotMoves = field(init=False)  # the seats the bot plays move without being asked
    nights: NightKeeper = field(init=False)

    def __post_init__(self) -> None:
        self.arrivals = Arrivals(lambda: self.clock())  # read anew each time: a test moves the clock
