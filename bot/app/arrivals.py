"""How long ago Discord created an interaction, measured so that a host clock unlike Discord's does no harm.

Discord takes an interaction's first answer within 3 seconds of creating it; the interaction's id says when
(a snowflake, in Discord's time). Subtracting it from the host's wall clock mixes two clocks: a host 3 s
fast deferred every press ("thinking…" and three calls instead of one in-place update), a host 3 s slow
risked answering too late. So the time an interaction has already spent is read as
`(its arrival offset − the smallest recent arrival offset) + the time since it arrived`, where an arrival
offset is the host's clock minus the snowflake's time when the bot first sees the interaction. The smallest
recent offset is the skew between the two clocks plus the quickest delivery: what is left is how much later
than usual this interaction arrived, whatever the skew. A clock that steps (NTP, a test moving it) by more
than `STEP` seconds starts the window anew. The time since arrival is the host's monotonic clock, which no
adjustment moves.
"""

from __future__ import annotations

import time
from collections import deque
from collections.abc import Callable
from datetime import datetime

import discord

ARRIVED = "holding-on: arrived"  # interaction.extras: (monotonic time it was first seen, how late it arrived)
WINDOW = 64  # arrivals remembered
STEP = 30.0  # seconds: an arrival this much later than the quickest means a clock stepped, not a slow delivery


class Arrivals:
    def __init__(self, clock: Callable[[], datetime], monotonic: Callable[[], float] = time.monotonic) -> None:
        self.clock = clock  # the host's wall clock (AppContext.clock: a test makes it run ahead)
        self._monotonic = monotonic
        self._offsets: deque[float] = deque(maxlen=WINDOW)

    def arrived(self, interaction: discord.Interaction) -> tuple[float, float]:
        """Note the interaction's arrival (once): when, on the monotonic clock, and how late it came."""
        noted: tuple[float, float] | None = interaction.extras.get(ARRIVED)
        if noted is not None:
            return noted
        offset = (self.clock() - interaction.created_at).total_seconds()
        if self._offsets and not -STEP < offset - min(self._offsets) < STEP:
            self._offsets.clear()  # a clock stepped: what came before says nothing of this one
        self._offsets.append(offset)
        noted = (self._monotonic(), offset - min(self._offsets))
        interaction.extras[ARRIVED] = noted
        return noted

    def elapsed(self, interaction: discord.Interaction) -> float:
        """Seconds since Discord created the interaction, as well as this host can tell."""
        at, late = self.arrived(interaction)
        return late + (self._monotonic() - at)
