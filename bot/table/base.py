"""What the table's halves share: the store, the cache, the packs, and a channel's campaign as the table sees it.

`Table` (service.py: decisions) and `CampaignLifecycle` (lifecycle.py: campaigns and attempts) both
read a channel's entry, its seats' players and the shared Rules through these, so neither stubs the other.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Sequence

from bot.games.holding_on.engine import ContentPack, public_view, scenario_rules
from bot.games.holding_on.engine.state import GameState, Options, Rules
from bot.table import heap
from bot.table.cache import ChannelLocks, Entry, GameCache
from bot.table.replay import pack_from_body
from bot.table.reply import Refused
from db.store import Store


class TableBase:
    store: Store
    cache: GameCache
    _locks: ChannelLocks
    _clock: Callable[[], float]
    _seed_source: Callable[[], int]
    _pack_provider: Callable[[], ContentPack]
    _packs: dict[str, ContentPack]
    _rules: dict[tuple, Rules]  # (pack, scenario, options, flags) -> the Rules its games share
    _undelivered: set[tuple[int, int]]  # (campaign, user) with DMs that could not be sent
    _seeded_undelivered: set[int]

    async def _entry(self, channel_id: int) -> Entry:
        entry = await self.cache.get(channel_id)
        if entry is None:
            raise Refused.of("refuse-no-campaign")
        if entry.campaign.id not in self._seeded_undelivered:
            self._seeded_undelivered.add(entry.campaign.id)
            for delivery in await self.store.unnoticed_undeliverable(entry.campaign.id):
                self._undelivered.add((entry.campaign.id, delivery.recipient_user_id))
        return entry

    async def _playing_entry(self, channel_id: int) -> Entry:
        entry = await self._entry(channel_id)
        if entry.unreadable:
            raise Refused.of("refuse-unreadable", why=entry.unreadable)
        if entry.game is None:
            raise Refused.of("refuse-no-scenario-played")
        return entry

    def _public(self, entry: Entry, state: GameState) -> dict:
        """The public view, with each seat's chosen gender (public: the table hears it every turn), so that the
        words said from it name each Nurse as her player asked, and the contacts named in the campaign's
        language (issue 25: the game's own pack names them in English)."""
        public = {**public_view(state), "genders": entry.genders()}
        names = self._contact_names(entry.campaign.language, state.rules.scenario)
        if names:
            public["contacts"] = [{**c, "name": names.get(c["id"], c["name"])} for c in public["contacts"]]
        return public

    def _contact_names(self, language: str, scenario: int) -> dict[str, str]:
        provider = getattr(self, "words_provider", None)
        try:
            words = provider(language) if provider is not None else None
            chapter = words.scenario(scenario) if words is not None else None
        except (KeyError, LookupError, ValueError):
            return {}
        if chapter is None:
            return {}
        return {c.id: c.name for setup in (chapter.setup, *chapter.conditional_setup) for c in setup.contacts}

    def _controllers(self, entry: Entry) -> list[int]:
        """Seat -> the user who plays it now: the seat's player, or her stand-in."""
        out = []
        for user in entry.playing.seat_users:
            seat = entry.seat_of_user.get(user)
            out.append(seat.stand_in_user_id if seat and seat.stand_in_user_id else user)
        return out

    async def shared_rules(self, pack_hash: str, scenario: int, options: dict, campaign_flags: Sequence[str]) -> Rules:
        """The Rules of an attempt (`scenario_rules`), built once and shared by every game that plays by them."""
        key = (pack_hash, scenario, json.dumps(options, sort_keys=True), tuple(campaign_flags))
        rules = self._rules.get(key)
        if rules is None:
            pack = await self._pack(pack_hash)
            rules = self._rules[key] = scenario_rules(pack, scenario, Options(**options), list(campaign_flags))
        return rules

    async def _pack(self, pack_hash: str) -> ContentPack:
        pack = self._packs.get(pack_hash)
        if pack is None:
            body = await self.store.pack_body(pack_hash)
            if body is None:
                raise Refused.of("refuse-pack-missing", pack=pack_hash)
            pack = self._packs[pack_hash] = pack_from_body(body)
            heap.freeze_loaded()
        return pack
