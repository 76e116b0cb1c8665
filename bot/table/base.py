"""What the table's halves share: the store, the cache, the games hosted, and a channel's table as the table sees it.

`Table` (service.py: decisions) and `CampaignLifecycle` (lifecycle.py: tables and attempts) both
read a channel's entry, its seats' players, its game's rules and the shared rules of its chapters
through these, so neither stubs the other.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping, Sequence
from typing import Any

from bot.games.events import SEAT, Event
from bot.games.interface import GameRules, Hosted, PublicView
from bot.table import gc_tuning
from bot.table.cache import ChannelLocks, Entry, GameCache
from bot.table.reply import Refused
from db.store import GameRecord, Json, NewDelivery, SeatRecord, Store


class TableBase:
    store: Store
    cache: GameCache
    games: Mapping[str, Hosted]  # the games this table hosts, by name
    _locks: ChannelLocks
    _clock: Callable[[], float]
    _seed_source: Callable[[], int]
    _packs: dict[str, Any]  # hash -> a content pack read from the store
    _shared: dict[tuple[str, str, int, str, tuple[str, ...]], Any]  # (game, pack, chapter, options, flags) -> rules
    _undelivered: set[tuple[int, int]]  # (campaign, user) with DMs that could not be sent
    _seeded_undelivered: set[int]
    bot_user_id: int | None  # the user the bot plays seats as (Discord: its own account); None: it plays none
    on_deliveries: Callable[[], None] | None  # the outbox worker's wake-up

    @property
    def default_game(self) -> str:
        """The game a channel plays when nothing names one: the first this table hosts (the shelf's first)."""
        return next(iter(self.games))

    def hosted(self, game: str) -> Hosted:
        """The game a table plays; a table of a game this bot does not host is refused."""
        found = self.games.get(game)
        if found is None:
            raise Refused.of("refuse-game-unknown", game=game[:40])
        return found

    async def _entry(self, channel_id: int) -> Entry:
        entry = await self.cache.get(channel_id)
        if entry is None:
            raise Refused.of("refuse-no-campaign")
        if entry.campaign.id not in self._seeded_undelivered:
            self._seeded_undelivered.add(entry.campaign.id)
            for delivery in await self.store.unnoticed_undeliverable(entry.campaign.id):
                self._undelivered.add((entry.campaign.id, delivery.recipient_user_id))
        return entry

    async def _nothing_in_play(self, entry: Entry, key: str) -> Refused:
        """Nothing is in play: when the last game ended won or lost, that is what a move after it is told (not
        "nothing is being played here, start one"); else the refusal `key`."""
        games = await self.store.games(entry.campaign.id)
        last = max(games, key=lambda game: game.started_at, default=None)
        if last is not None and last.status in ("won", "lost"):
            return Refused.of("refuse-game-ended", result=last.status)
        return Refused.of(key)

    async def _playing_entry(self, channel_id: int) -> Entry:
        entry = await self._entry(channel_id)
        if entry.unreadable:
            raise Refused.of("refuse-unreadable", why=entry.unreadable)
        if entry.game is None:
            raise await self._nothing_in_play(entry, "refuse-no-scenario-played")
        return entry

    def _public(self, entry: Entry, state: Any) -> PublicView:
        """The public view, with each seat's chosen gender (public: the table hears it every turn), so that the
        words said from it name each player as she asked, and the attempt's number (a story may tell a chapter's
        loss another way each time), and its names as the campaign's language gives them (`Hosted.told`: Holding
        On's contacts, which the game's own pack names in English)."""
        attempt = entry.game.attempt if entry.game is not None else None  # public: the table is told it
        public: PublicView = {**entry.rules.public_view(state), "genders": entry.genders(), "attempt": attempt}
        hosted = self.hosted(entry.rules.name)
        try:
            words = hosted.words(entry.campaign.language)
            return hosted.told(public, words) if words is not None else public
        except (KeyError, LookupError, ValueError):
            return public

    def _controllers(self, entry: Entry) -> list[int]:
        """Seat -> the user who plays it now: the seat's player, or her stand-in."""
        out = []
        for user in entry.playing.seat_users:
            seat = entry.seat_of_user.get(user)
            out.append(seat.stand_in_user_id if seat and seat.stand_in_user_id else user)
        return out

    def _bot_holds(self, entry: Entry, user_id: int) -> SeatRecord | None:
        """Her seat, when the bot stands in for her now (she is away and it plays her Nurse)."""
        seat = entry.seat_of_user.get(user_id)
        if seat is None or self.bot_user_id is None or seat.stand_in_user_id != self.bot_user_id:
            return None
        return seat

    async def _return_seat(self, channel_id: int, entry: Entry, owner_id: int) -> None:
        """The bot's stand-in for `owner_id` ends: her seat is hers again, and what her seat holds face down
        (the game's view of it, less the public part) goes to her by DM, queued with the stand-in's end in one
        transaction: while the bot held the seat its private cards went to nobody (`Table._deliveries`)."""
        game, deliveries = entry.game, []
        if game is not None and entry.live is not None and entry.unreadable is None and owner_id in game.seat_users:
            seat = game.seat_users.index(owner_id)
            seen = entry.rules.view(entry.state(), seat)
            private = {key: value for key, value in seen.items() if key != "public"}
            event = Event("seat_returned", SEAT, seat, {"seat_view": private})
            if entry.rules.worth_a_dm(event):
                # to her own player, who stands in for nobody: the bot still holds the seat as this is queued
                payload = {**self._payload(entry, game, game.version, event), "stand_in_for": None}
                deliveries.append(NewDelivery(owner_id, seat, None, payload))
        await self.store.return_seat(
            entry.campaign.id, owner_id, deliveries, game.id if game is not None else None, self._clock()
        )
        self.cache.evict(channel_id)
        if deliveries and self.on_deliveries is not None:
            self.on_deliveries()

    def _payload(self, entry: Entry, game: GameRecord, seq: int, event: Event) -> Json:
        """A private event as the outbox keeps it: the table it belongs to, the seat, the words' pack."""
        assert event.seat is not None  # a private event is addressed to a seat (engine: events.private)
        campaign, controllers = entry.campaign, self._controllers(entry)
        owner = game.seat_users[event.seat]
        recipient = controllers[event.seat]
        return {
            "campaign": {"id": campaign.id, "guild_id": campaign.guild_id, "channel_id": campaign.channel_id},
            "game": {"id": game.id, "scenario": game.scenario, "attempt": game.attempt, "version": seq},
            "seat": event.seat,
            "nurse": game.seat_names[event.seat],
            "pack": game.pack_hash,
            "game_name": entry.rules.name,
            "language": campaign.language,
            "stand_in_for": owner if recipient != owner else None,
            "event": event.to_dict(),
        }

    async def shared_rules(
        self, rules: GameRules, pack_hash: str, chapter: int, options: Mapping[str, Any], flags: Sequence[str]
    ) -> Any:
        """The shared rules of an attempt (`GameRules.shared_rules`), built once for every game that plays by them."""
        key = (rules.name, pack_hash, chapter, json.dumps(options, sort_keys=True), rules.rule_flags(flags))
        shared = self._shared.get(key)
        if shared is None:
            pack = await self._pack(rules, pack_hash)
            shared = self._shared[key] = rules.shared_rules(pack, chapter, options, list(flags))
        return shared

    async def _pack(self, rules: GameRules, pack_hash: str) -> Any:
        pack = self._packs.get(pack_hash)
        if pack is None:
            body = await self.store.pack_body(pack_hash)
            if body is None:
                raise Refused.of("refuse-pack-missing", pack=pack_hash)
            pack = self._packs[pack_hash] = rules.pack_from_body(body)
            gc_tuning.freeze_loaded()
        return pack
