"""The table's memory: one lock per channel, and the games being played right now.

A game being played stays in memory between decisions: its campaign, seats,
stored snapshot and its parsed state, with the decisions open in it (computed
once per step). Every decision is written through to the store before the
cache moves on, and any failure drops the entry, so the cache is only ever a
copy of what is committed; a snapshot is parsed only on a miss. Its shared
rules are shared with every game of the same pack, chapter, options and flags. Games
idle for `idle_seconds` are dropped (ARCHITECTURE.md, Scale:
idle games are not held in memory), as are the oldest when there are more
than `max_entries`. A channel whose lock is held is never evicted.
"""

from __future__ import annotations

import asyncio
from collections import OrderedDict
from collections.abc import AsyncIterator, Awaitable, Callable
from contextlib import asynccontextmanager
from dataclasses import dataclass, field, replace
from typing import Any

from bot.games.errors import Words
from bot.games.interface import GameRules, SnapshotUnreadable
from db.store import CampaignRecord, GameRecord, SeatRecord, Store

RulesOf = Callable[[CampaignRecord], GameRules]  # a table's game (refuses a game this bot does not host)
SharedFor = Callable[[GameRules, GameRecord], Awaitable[Any]]  # an attempt's shared rules


class ChannelLocks:
    """An asyncio.Lock per channel, created on first use and dropped when nobody holds or awaits it."""

    def __init__(self) -> None:
        self._locks: dict[int, asyncio.Lock] = {}
        self._users: dict[int, int] = {}

    @asynccontextmanager
    async def hold(self, channel_id: int) -> AsyncIterator[None]:
        lock = self._locks.get(channel_id)
        if lock is None:
            lock = self._locks[channel_id] = asyncio.Lock()
        self._users[channel_id] = self._users.get(channel_id, 0) + 1
        try:
            async with lock:
                yield
        finally:
            self._users[channel_id] -= 1
            if not self._users[channel_id]:
                del self._users[channel_id]
                del self._locks[channel_id]

    def busy(self, channel_id: int) -> bool:
        return channel_id in self._users


@dataclass(slots=True)
class Entry:
    """A channel's campaign as the table last committed it."""

    campaign: CampaignRecord
    rules: GameRules  # the game this table plays
    seats: list[SeatRecord]
    game: GameRecord | None  # the attempt in play; its snapshot and version are kept current
    last_used: float
    unreadable: Words | None = None  # why the attempt in play cannot be loaded (SnapshotUnreadable.words)
    seat_of_user: dict[int, SeatRecord] = field(default_factory=dict)
    live: Any = None  # the attempt's state as committed (game.snapshot, parsed)
    shared: Any = None  # the pack's shared rules for this attempt (None: the snapshot keeps its own)
    legal: list[Any] | None = None  # legal_actions(live), once per step

    def __post_init__(self) -> None:
        self.seat_of_user = {seat.user_id: seat for seat in self.seats}

    def genders(self) -> list[str]:
        """Seat -> the gender her player chose for her Nurse's words (issue 25): read by the catalogue."""
        game = self.game
        if game is None:
            return []
        return [getattr(self.seat_of_user.get(user), "gender", "n") for user in game.seat_users]

    @property
    def playing(self) -> GameRecord:
        """The attempt in play, for callers past `Table._playing_entry` (which refuses when there is none)."""
        if self.game is None:
            raise RuntimeError("no attempt in play in this channel")
        return self.game

    def state(self) -> Any:
        """The attempt's state as committed. Read it, never change it: only `Table.act` moves it on,
        in place, and drops the entry when the move is not committed."""
        if self.live is None:
            raise RuntimeError("no attempt in play in this channel")
        return self.live

    def open_now(self) -> list[Any]:
        """Every decision open now (the game's legal_actions), computed once per step."""
        if self.legal is None:
            self.legal = self.rules.legal_actions(self.state())
        return self.legal

    def snapshot(self, state: Any) -> str:
        """A state of this attempt as the store keeps it (its shared rules left out)."""
        return self.rules.snapshot(state, self.shared)

    def moved_on(self, game: GameRecord | None, state: Any, legal: list[Any] | None) -> None:
        """The committed game after a write: its record, its state and, when known, its open decisions."""
        self.game, self.live, self.legal = game, state, legal


class GameCache:
    def __init__(
        self,
        store: Store,
        locks: ChannelLocks,
        clock: Callable[[], float],
        rules_of: RulesOf,
        shared_for: SharedFor,
        *,
        idle_seconds: float = 900.0,
        max_entries: int = 20_000,
    ) -> None:
        self._store = store
        self._locks = locks
        self._clock = clock
        self._rules_of = rules_of
        self._shared_for = shared_for
        self.idle_seconds = idle_seconds
        self.max_entries = max_entries
        self._entries: OrderedDict[int, Entry] = OrderedDict()
        self._last_sweep = clock()

    def __len__(self) -> int:
        return len(self._entries)

    def __contains__(self, channel_id: int) -> bool:
        return channel_id in self._entries

    async def get(self, channel_id: int) -> Entry | None:
        """The channel's entry (loading it from the store), or None when it has no campaign.

        Call with the channel's lock held.
        """
        now = self._clock()
        entry = self._entries.get(channel_id)
        if entry is None:
            entry = await self._load(channel_id, now)
            if entry is None:
                return None
            self._entries[channel_id] = entry
        else:
            self._entries.move_to_end(channel_id)
        entry.last_used = now
        self._maybe_sweep(now)
        return entry

    def evict(self, channel_id: int) -> None:
        self._entries.pop(channel_id, None)

    def sweep(self, now: float | None = None) -> int:
        """Drop idle entries and the oldest beyond max_entries; returns how many were dropped."""
        now = self._clock() if now is None else now
        self._last_sweep = now
        dropped = 0
        for channel_id in list(self._entries):
            over = len(self._entries) > self.max_entries
            idle = now - self._entries[channel_id].last_used >= self.idle_seconds
            if not (over or idle):
                break  # oldest first: the rest were used more recently
            if not self._locks.busy(channel_id):
                del self._entries[channel_id]
                dropped += 1
        return dropped

    def _maybe_sweep(self, now: float) -> None:
        if now - self._last_sweep >= min(60.0, self.idle_seconds) or len(self._entries) > self.max_entries:
            self.sweep(now)

    async def _load(self, channel_id: int, now: float) -> Entry | None:
        campaign = await self._store.campaign_by_channel(channel_id)
        if campaign is None:
            return None
        rules = self._rules_of(campaign)
        seats = await self._store.seats(campaign.id)
        game = await self._store.playing_game(campaign.id)
        if game is None:
            return Entry(campaign, rules, seats, None, now)
        try:
            shared = await self._shared_for(rules, game)
        except Exception:  # its pack is missing or lacks the chapter: only a snapshot with its own rules reads
            shared = None
        try:
            state = rules.read_snapshot(game.snapshot, game.state_schema, game_id=game.id, shared=shared)
        except SnapshotUnreadable as error:
            return Entry(campaign, rules, seats, game, now, error.words())
        kept = shared if rules.shares(state, shared) else None
        text = rules.snapshot(state, kept)  # as the next write stores it (an older schema: migrated)
        if text != game.snapshot or game.state_schema != rules.state_schema:
            game = replace(game, snapshot=text, state_schema=rules.state_schema)
        return Entry(campaign, rules, seats, game, now, live=state, shared=kept)
