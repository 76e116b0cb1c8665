"""`/hands review`: after a game, what the bot aimed at in each of the turns it played (issue 34).

The rulebook forbids talking about the game while it is played, not after
(H20): the review tells only a game that has ended, the latest one. It is made
by replaying that game's log from its seed (replay.py) and asking the game, at
each decision the bot took (a partner's or a stand-in's: its log rows carry the
bot's user), what it aimed at, from what that seat could see then (the game's
`bot_aim`, like `bot_choice` reading the view only). Nothing is stored for it,
so a game played before a restart is reviewed the same.
"""

from __future__ import annotations

import asyncio
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from bot.games.interface import ExplainsItsMoves, GameRules, PublicView
from bot.table.base import TableBase
from bot.table.replay import REPLAY_FAILURES, fresh_state, standing_decisions
from bot.table.reply import Refused
from db.store import GameRecord, LogRow

Aim = Mapping[str, object]  # one turn's aim, as the game says it (plain public data)


@dataclass(frozen=True, slots=True)
class Review:
    game: str  # GameRules.name
    language: str  # the table's
    status: str  # won | lost | abandoned
    public: PublicView  # the board as the game ended: the names and the board the aims name
    aims: list[Aim]  # in the order the bot played its turns


class TableReview(TableBase):
    async def review(self, channel_id: int) -> Review:
        """The latest ended game of this channel, told by the bot's aims; refused while it is being played."""
        async with self._locks.hold(channel_id):
            entry = await self._entry(channel_id)
            rules = entry.rules
            if not isinstance(rules, ExplainsItsMoves):
                raise Refused.of("refuse-review-none")
            if entry.game is not None:
                raise Refused.of("refuse-review-in-play")  # H20: not a word about a game being played
            ended = [game for game in await self.store.games(entry.campaign.id) if game.status != "playing"]
            if not ended:
                raise Refused.of("refuse-review-nothing")
            game = ended[-1]
            pack = await self._pack(rules, game.pack_hash)
            rows = await self.store.log(game.id)
            bot = self.bot_user_id
            try:
                state, aims = await asyncio.to_thread(_aims, rules, pack, game, rows, bot)
            except REPLAY_FAILURES:
                raise Refused.of("refuse-review-unreadable") from None
            seated = {seat.user_id: seat for seat in entry.seats}
            genders = [getattr(seated.get(user), "gender", "n") for user in game.seat_users]
            public = {**self._public(entry, state), "genders": genders}
            return Review(rules.name, entry.campaign.language, game.status, public, aims)


def _aims(
    rules: GameRules, pack: Any, game: GameRecord, rows: Sequence[LogRow], bot: int | None
) -> tuple[Any, list[Aim]]:
    """Replays the game, asking the bot's aim before each decision it took (off the event loop: it plans again)."""
    assert isinstance(rules, ExplainsItsMoves)
    state = fresh_state(rules, pack, game)
    aims: list[Aim] = []
    for row in standing_decisions(rows):
        action = rules.action_from_dict(row.action or {})
        if bot is not None and row.user_id == bot:
            aim = rules.bot_aim(state, action.seat)
            if aim is not None:
                aims.append(aim)
        rules.apply(state, action)
    return state, aims
