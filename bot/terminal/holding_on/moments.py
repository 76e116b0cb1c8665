"""The moments a table stops at (issue 25, "A night at one shared screen").

- Billy's voice: the quote of a Partial Memory is read aloud as it is drawn, before the card is given (R13). At a
  shared screen the table stops there: the voice's player alone sees it, reads it aloud, and the screen is
  cleared and shows the story again; at her own terminal (`--as`) it is shown at that moment; with
  `--reveal-private` it is printed there, labelled.
- Private messages do not pile up: at the end of a day, those its Talk About Billy settled (a card received, a
  quote) and the Clear Memories' results of the day before are past, and no longer waiting.
- The end of an attempt shows its final board.

The story keeps its last lines, to tell them again once a private look has cleared the screen.
"""

from __future__ import annotations

import time
from collections import deque
from typing import TYPE_CHECKING

from bot.games.holding_on.engine.view_types import public_of
from bot.table import Refused
from bot.terminal import words as w
from bot.terminal.feed import FedEvent, event_of, row_of
from bot.terminal.holding_on import text_board
from bot.terminal.identity import CHANNEL, user_id

if TYPE_CHECKING:
    from bot.terminal.holding_on.session_view import SessionView
    from db.store import Delivery

RECENT = 8  # lines of the story told again after a private look
SETTLED = ("memory_received", "quote")  # what a Talk About Billy makes past: the card is in the grid, or back
ENDINGS = ("scenario_won", "scenario_lost")


class Moments:
    def __init__(self, session: SessionView) -> None:
        self.session = session
        self.recent: deque[str] = deque(maxlen=RECENT)
        self.day_ended_at = 0  # the log row of the last day's end told here

    def told(self, line: str) -> None:
        self.recent.append(line)

    def retell(self) -> None:
        """The last lines of the shared story, again, on a screen a private look has cleared."""
        for line in self.recent:
            self.session.screen.story(line)

    async def before(self, event: FedEvent) -> None:
        """R13: Billy's words are read before the Partial they came with is given."""
        data = event.get("data", {})
        if event.get("kind") != "memory_drawn" or data.get("deck") != "partial":
            return
        quote = await self._quote_of(event)
        if quote is not None:
            await self._voice(quote)

    async def after(self, event: FedEvent) -> None:
        if event.get("kind") == "day_ended":
            await self._past(int(event.get("seq", 0)))
        elif event.get("kind") in ENDINGS:
            await self._final_board()

    async def _quote_of(self, event: FedEvent) -> Delivery | None:
        for delivery in await self.session.feed.unread():
            same_row = delivery.game_id == event.get("game_id") and row_of(delivery) == event.get("seq")
            if same_row and event_of(delivery).get("kind") == "quote":
                return delivery
        return None

    async def _voice(self, quote: Delivery) -> None:
        session, mode = self.session, self.session.mode
        if mode.seat is not None:
            if quote.recipient_user_id == user_id(mode.seat):
                await session.read([quote], label=False)
            return
        if mode.reveal_private:
            await session.read([quote], label=True)
            return
        if not mode.interactive or session.confirm is None:
            return  # a script at a shared screen cannot stop: the message waits, announced
        name = session.name_of(quote.recipient_user_id)
        session.screen.say(w.VOICE_CALL.format(name=name), "bold magenta")
        await session.confirm(w.VOICE_ASK.format(name=name))
        session.screen.clear()
        try:
            await session.read([quote], label=False)
            await session.confirm(w.VOICE_DONE.format(name=name))
        finally:  # Billy's words do not stay on the shared screen, whatever ends the look
            session.screen.clear()
            self.retell()

    async def _past(self, row: int) -> None:
        """The end of a day: what its Talk About Billy settled, and the Clears' results of the day before."""
        session, before = self.session, self.day_ended_at
        self.day_ended_at = row
        past = [
            d
            for d in await session.feed.unread()
            if (event_of(d).get("kind") in SETTLED and row_of(d) <= row)
            or (event_of(d).get("kind") == "clear_checked" and row_of(d) <= before)
        ]
        if not past:
            return
        await session.feed.mark_read(past, time.time())
        if session.mode.seat is None and not session.mode.reveal_private:
            for user in dict.fromkeys(d.recipient_user_id for d in past):
                # Only what she was told was waiting is said to wait no more (a card dealt and settled in the
                # same moment was never announced: it goes quietly).
                told = min(sum(d.recipient_user_id == user for d in past), session.announced.pop(user, 0))
                if told:
                    session.screen.say(w.PRIVATE_PAST.format(name=session.name_of(user), count=told), "magenta")

    async def _final_board(self) -> None:
        """The attempt is over: its board, as it ended (R22)."""
        session = self.session
        try:
            found = await session.table.last_board(CHANNEL)
        except Refused:
            return
        if found is not None:
            public, pack_hash = found
            pack = await session.table.pack(session.game, pack_hash, w.language())
            session.screen.show(text_board.board(public_of(public), pack))
