"""A campaign's life at the table (COMMANDS.md, /campaign …): new, join, leave, start, abandon, stand-in,
options, status, recap, export and import.

Mixed into `Table`, which provides the store, the cache, the locks, the clock,
the seed source and the shipped content pack. Seats change only between
attempts (a stand-in covers an absent player tonight); options apply from the
next attempt; a win unlocks the next scenario and records its flags (in
`Table.act`), a loss leaves it to be tried again.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from typing import Any

from bot.games.errors import RuleError, Words
from bot.games.events import EventDict
from bot.i18n import GENDERS, LOCALES, NEUTRAL, Quoted
from bot.names import name_key, seat_name_problem, shown, tidy
from bot.table.base import TableBase
from bot.table.cache import Entry
from bot.table.export import ImportRefused, export_document, parse_document
from bot.table.recap import Recap, build_recap
from bot.table.reply import CampaignStatus, Playing, Refused, Reply, SeatStatus
from db.store import AlreadyExists, NewGame, Progress, SeatRecord, VersionConflict

ID_MAX = 2**63 - 1  # a Discord snowflake; SQLite's INTEGER holds no more


class CampaignLifecycle(TableBase):
    """Campaigns and their attempts: open, join, start, abandon, export, import (the table provides the rest)."""

    # --- the table ------------------------------------------------------------------------------

    async def new_campaign(
        self, guild_id: int, channel_id: int, host_user_id: int, language: str = "en", game: str | None = None
    ) -> CampaignStatus:
        """A campaign of `game` (default: the table's first game, the shelf's default) opened in a channel."""
        _check_language(language)
        game = game or self.default_game
        rules = self.hosted(game).rules
        async with self._locks.hold(channel_id):
            try:
                await self.store.create_campaign(
                    guild_id, channel_id, host_user_id, rules.default_options(), self._clock(), language, game
                )
            except AlreadyExists:
                existing = await self.cache.get(channel_id)
                if existing is not None and existing.rules.name != game:
                    raise Refused.other_game(existing.rules.name, game) from None
                raise Refused.of("refuse-campaign-exists") from None
            self.cache.evict(channel_id)
            return self._status(await self._entry(channel_id))

    async def start_game(
        self,
        guild_id: int,
        channel_id: int,
        host_user_id: int,
        seats: Sequence[tuple[int, str]],
        options: dict[str, Any],
        *,
        game: str,
        language: str = "en",
    ) -> Reply:
        """A game of fixed seats set up and begun in one step (`/hands start`): the channel's table of this game
        (opened now if there is none) seats exactly these players, in order, with these options, and the next
        attempt begins. A channel whose table plays another game is refused, saying so."""
        _check_language(language)
        rules = self.hosted(game).rules
        problem = rules.options_problem(options)
        if problem:
            raise Refused.of("refuse-options", problem=problem)
        for index, (_, name) in enumerate(seats):
            problem = seat_name_problem(tidy(name), [tidy(other) for _, other in seats[:index]])
            if problem:
                raise Refused.of(problem.key, **problem.args)
        if not rules.min_seats <= len(seats) <= rules.max_seats:
            raise Refused.of("refuse-seats-needed", low=rules.min_seats, high=rules.max_seats, count=len(seats))
        async with self._locks.hold(channel_id):
            entry = await self.cache.get(channel_id)
            if entry is None:
                await self.store.create_campaign(
                    guild_id, channel_id, host_user_id, rules.default_options(), self._clock(), language, game
                )
                entry = await self._reloaded(channel_id)
            elif entry.rules.name != game:
                raise Refused.other_game(entry.rules.name, game)
            # Everything `start` would refuse is refused here, before a seat or an option is written.
            self._between_attempts(entry, "playing")
            self._scenario_to_play(entry, self.hosted(game).pack(), None)
            await self._seat_exactly(entry, seats)
            merged = {**rules.known_options(entry.campaign.options), **options}
            await self.store.set_campaign_options(entry.campaign.id, merged, self._clock())
            self.cache.evict(channel_id)
        return await self.start(channel_id, host_user_id)

    async def _seat_exactly(self, entry: Entry, seats: Sequence[tuple[int, str]]) -> None:
        """The table's seats become exactly `seats` (user, name), in order; a seat that stays keeps its row."""
        names = dict(seats)
        stays = {s.user_id for s in entry.seats if name_key(s.nurse_name) == name_key(names.get(s.user_id, ""))}
        for seat in entry.seats:
            if seat.user_id not in stays:
                await self.store.remove_seat(entry.campaign.id, seat.user_id)
        for user, name in seats:
            if user not in stays:
                await self.store.add_seat(entry.campaign.id, user, tidy(name), self._clock())
        await self.store.set_seat_order(entry.campaign.id, [user for user, _ in seats])

    async def _reloaded(self, channel_id: int) -> Entry:
        self.cache.evict(channel_id)
        return await self._entry(channel_id)

    async def join(self, channel_id: int, user_id: int, nurse_name: str, gender: str = NEUTRAL) -> CampaignStatus:
        """Take a seat; `gender` is how her Nurse is named (f, m or n: her player's choice, issue 25)."""
        name = tidy(nurse_name)
        problem = seat_name_problem(name)
        if problem:
            raise Refused.of(problem.key, **problem.args)
        if gender not in GENDERS:
            raise Refused.of("refuse-gender", given=shown(str(gender)))
        async with self._locks.hold(channel_id):
            entry = await self._entry(channel_id)
            self._between_attempts(entry, "seats")
            if user_id in entry.seat_of_user:
                raise Refused.of("refuse-seated-already", nurse=entry.seat_of_user[user_id].nurse_name)
            if len(entry.seats) >= entry.rules.max_seats:
                raise Refused.of("refuse-table-full", seats=entry.rules.max_seats)
            problem = seat_name_problem(name, [s.nurse_name for s in entry.seats])
            if problem:
                raise Refused.of(problem.key, **problem.args)
            try:
                await self.store.add_seat(entry.campaign.id, user_id, name, self._clock(), gender)
            except AlreadyExists:  # another join won the race between our check and the write
                raise Refused.of("refuse-seat-raced") from None
            return await self._reloaded_status(channel_id)

    async def leave(self, channel_id: int, user_id: int) -> CampaignStatus:
        async with self._locks.hold(channel_id):
            entry = await self._entry(channel_id)
            if user_id not in entry.seat_of_user:
                raise Refused.of("refuse-no-seat")
            self._between_attempts(entry, "leave")
            await self.store.remove_seat(entry.campaign.id, user_id)
            return await self._reloaded_status(channel_id)

    async def stand_in(
        self, channel_id: int, user_id: int, nurse_name: str, stand_in_user_id: int | None, *, is_admin: bool = False
    ) -> CampaignStatus:
        """`stand_in_user_id` plays `nurse_name`'s seat until ended (None ends it): host only."""
        async with self._locks.hold(channel_id):
            entry = await self._entry(channel_id)
            seat = next((s for s in entry.seats if name_key(s.nurse_name) == name_key(nurse_name)), None)
            back = seat is not None and seat.user_id == user_id and stand_in_user_id in (None, user_id)
            if not back:  # her own player may take her seat back herself; the rest is the host's
                self._host_only(entry, user_id, is_admin, "standin")
            if seat is None:
                names = ", ".join(s.nurse_name for s in entry.seats)
                raise Refused.of("refuse-no-such-nurse", name=shown(nurse_name), names=names, count=len(entry.seats))
            if stand_in_user_id is not None and not 0 < stand_in_user_id <= ID_MAX:
                raise Refused.of("refuse-not-a-member")
            if stand_in_user_id == seat.user_id:
                stand_in_user_id = None  # her own player is back
            if (
                stand_in_user_id is not None
                and stand_in_user_id == self.bot_user_id
                and not self._members_left(entry, seat.user_id)
            ):
                raise Refused.of("refuse-bot-alone")  # the bot would play every seat: no table of people
            if stand_in_user_id is None and self._bot_holds(entry, seat.user_id) is not None:
                await self._return_seat(channel_id, entry, seat.user_id)  # with her hand, by DM
            else:
                await self.store.set_stand_in(entry.campaign.id, seat.user_id, stand_in_user_id)
            return await self._reloaded_status(channel_id)

    async def leave_to_bot(self, channel_id: int, user_id: int) -> CampaignStatus:
        """A player leaves the game in play: the bot plays her seat as her stand-in, from that seat's view, until
        she acts at the table again (the second game's /hands leave; in Holding On the host seats a stand-in)."""
        async with self._locks.hold(channel_id):
            entry = await self._entry(channel_id)
            seat = entry.seat_of_user.get(user_id)
            if entry.game is None:
                raise Refused.of("refuse-no-scenario-played")
            if seat is None or user_id not in entry.game.seat_users or self.bot_user_id is None:
                raise Refused.of("refuse-no-seat-in-scenario")
            if seat.stand_in_user_id == self.bot_user_id:
                raise Refused.of("refuse-left-already")
            if not self._members_left(entry, user_id):
                raise Refused.of("refuse-bot-alone")  # the bot would play every seat: no table of people
            await self.store.set_stand_in(entry.campaign.id, user_id, self.bot_user_id)
            return await self._reloaded_status(channel_id)

    async def rejoin(self, channel_id: int, user_id: int) -> CampaignStatus:
        """Her seat is hers again (after `leave_to_bot`), with what it holds face down, by DM when there is any."""
        async with self._locks.hold(channel_id):
            entry = await self._entry(channel_id)
            if entry.seat_of_user.get(user_id) is None or self._bot_holds(entry, user_id) is None:
                raise Refused.of("refuse-not-left")
            await self._return_seat(channel_id, entry, user_id)
            return await self._reloaded_status(channel_id)

    async def set_options(
        self, channel_id: int, user_id: int, changes: dict[str, Any], *, is_admin: bool = False
    ) -> CampaignStatus:
        """Table options; they apply from the next scenario attempt (host, or Manage Server)."""
        async with self._locks.hold(channel_id):
            entry = await self._entry(channel_id)
            problem = entry.rules.options_problem(changes)
            if problem:
                raise Refused.of("refuse-options", problem=problem)
            self._host_only(entry, user_id, is_admin, "options")
            options = {**entry.rules.known_options(entry.campaign.options), **changes}
            await self.store.set_campaign_options(entry.campaign.id, options, self._clock())
            return await self._reloaded_status(channel_id)

    async def set_language(
        self, channel_id: int, user_id: int, language: str, *, is_admin: bool = False
    ) -> CampaignStatus:
        """The campaign's language (channel posts, DMs, the story), from the next message (host, or Manage Server)."""
        _check_language(language)
        async with self._locks.hold(channel_id):
            entry = await self._entry(channel_id)
            self._host_only(entry, user_id, is_admin, "options")
            await self.store.set_campaign_language(entry.campaign.id, language, self._clock())
            self.cache.evict(channel_id)
            return self._status(await self._entry(channel_id))

    async def status(self, channel_id: int) -> CampaignStatus:
        async with self._locks.hold(channel_id):
            return self._status(await self._entry(channel_id))

    # --- attempts ---------------------------------------------------------------------------------

    async def start(
        self, channel_id: int, user_id: int, scenario: int | None = None, order: Sequence[int] | None = None
    ) -> Reply:
        """The next scenario (or a replay of one already won), seats in `order` (user ids), options fixed now."""
        async with self._locks.hold(channel_id):
            entry = await self._entry(channel_id)
            if user_id != entry.campaign.host_user_id and user_id not in entry.seat_of_user:
                raise Refused.of("refuse-start-who")
            self._between_attempts(entry, "playing")
            rules = entry.rules
            if not rules.min_seats <= len(entry.seats) <= rules.max_seats:
                low, high = rules.min_seats, rules.max_seats
                raise Refused.of("refuse-seats-needed", low=low, high=high, count=len(entry.seats))
            seats = self._ordered_seats(entry, order)
            pack = self.hosted(rules.name).pack()
            number = self._scenario_to_play(entry, pack, scenario)
            options = rules.known_options(entry.campaign.options)
            progress = entry.campaign.progress
            names = [s.nurse_name for s in seats]
            try:
                state = rules.new_game(pack, number, names, self._seed_source(), options, progress.flags)
            except RuleError as error:
                raise Refused.rule(error, None) from None
            body = rules.pack_body(pack)
            hashed = rules.pack_hash(pack, body)
            now = self._clock()
            await self.store.put_pack(hashed, *rules.pack_label(pack), body, now)
            self._packs.setdefault(hashed, pack)
            # the stored snapshot leaves the chapter's shared rules to the pack, shared by every attempt
            shared = await self.shared_rules(rules, hashed, number, options, progress.flags)
            rules.adopt(state, shared)
            attempts = {**progress.attempts, number: progress.attempts.get(number, 0) + 1}
            opening = [e.to_dict() for e in rules.start_events(state)]
            if order is not None:
                await self.store.set_seat_order(entry.campaign.id, [s.user_id for s in seats])
            new = NewGame(
                campaign_id=entry.campaign.id,
                scenario=number,
                attempt=attempts[number],
                seed=state.seed,
                seat_users=tuple(s.user_id for s in seats),
                seat_names=tuple(s.nurse_name for s in seats),
                options=options,
                campaign_flags=tuple(progress.flags),
                start_events=opening,
                snapshot=rules.snapshot(state, shared),
                version=state.version,
                status="playing",
                rules_version=rules.rules_version,
                pack_hash=hashed,
                state_schema=rules.state_schema,
                started_at=now,
            )
            try:
                game = await self.store.create_game(
                    new, Progress(progress.scenarios_won, attempts, progress.flags), now, previous=progress
                )
            except (AlreadyExists, VersionConflict):
                # Another process of the bot started or finished an attempt here since this one read the
                # campaign (a rolling restart): nothing was written; read it afresh next time.
                self.cache.evict(channel_id)
                raise Refused.of("refuse-start-raced") from None
            self.cache.evict(channel_id)
            fresh = await self._entry(channel_id)
            legal = rules.legal_actions(state)
            return Reply(
                events=opening,
                note=f"Scenario {number}, attempt {attempts[number]}, has begun.",
                note_words=Words("note-begun", {"scenario": number, "attempt": attempts[number]}),
                version=state.version,
                legal=legal,
                public=self._public(fresh, state),
                applied=0,
                game_id=game.id,
                pack_hash=hashed,
                seat_users=self._controllers(fresh),
                bot_seats=[i for i, user in enumerate(self._controllers(fresh)) if user == self.bot_user_id],
                labels=[rules.describe(state, action) for action in legal],
                language=fresh.campaign.language,
                game=rules.name,
            )

    async def abandon(self, channel_id: int, user_id: int, *, is_admin: bool = False) -> Reply:
        """The attempt in play given up: by the host (or Manage Server); in a game whose players may, by one of
        them (whoever plays a seat now: a stand-in too) or Manage Server, and not by a host who does not play."""
        async with self._locks.hold(channel_id):
            entry = await self._entry(channel_id)
            if not entry.rules.abandon_by_players:
                self._host_only(entry, user_id, is_admin, "abandon")
            game = entry.game
            if game is None:
                raise await self._nothing_in_play(entry, "refuse-nothing-to-abandon")
            if entry.rules.abandon_by_players and user_id not in self._controllers(entry) and not is_admin:
                raise Refused.of("refuse-abandon-players")
            await self.store.end_game(game.id, game.version, "abandoned", self._clock())
            self.cache.evict(channel_id)
            event: EventDict = {
                "kind": "attempt_abandoned",
                "audience": "channel",
                "data": {"scenario": game.scenario, "attempt": game.attempt},
            }
            return Reply(
                events=[event],
                note=f"Scenario {game.scenario} was abandoned.",
                note_words=Words("note-abandoned", {"scenario": game.scenario}),
                result="abandoned",
                version=game.version,
                applied=0,
                language=entry.campaign.language,
                game=entry.rules.name,
            )

    # --- recap, export, import -----------------------------------------------------------------------

    async def recap(self, channel_id: int) -> Recap:
        async with self._locks.hold(channel_id):
            entry = await self._entry(channel_id)
            recap = await build_recap(self.store, entry.campaign.id)
            return dataclasses.replace(recap, genders={seat.nurse_name: seat.gender for seat in entry.seats})

    async def export(self, channel_id: int, user_id: int, *, is_admin: bool = False) -> str:
        """The whole campaign as one JSON document. It holds spoilers: send it to the host privately."""
        async with self._locks.hold(channel_id):
            entry = await self._entry(channel_id)
            self._host_only(entry, user_id, is_admin, "export")
            return export_document(await self.store.read_bundle(entry.campaign.id), entry.rules)

    async def import_campaign(
        self, guild_id: int, channel_id: int, user_id: int, text: str | bytes, *, is_admin: bool = False
    ) -> CampaignStatus:
        """Replace this channel's campaign with the file's; a bad file is refused and nothing changes."""
        try:
            bundle = parse_document(text, self.games, guild_id=guild_id, channel_id=channel_id)
        except ImportRefused as error:
            raise Refused.of("refuse-import", why=error.words) from None
        async with self._locks.hold(channel_id):
            existing = await self.cache.get(channel_id)
            host = existing.campaign.host_user_id if existing else bundle.campaign.host_user_id
            if user_id != host and not is_admin:
                raise Refused.of("refuse-host-only", what="import")
            for hashed, body in bundle.packs.items():
                stored = await self.store.pack_body(hashed)
                if stored is not None and stored != body:  # a pack is stored once: the file may not rewrite one
                    raise Refused.of("refuse-import-pack")
            await self.store.replace_campaign(bundle)
            return await self._reloaded_status(channel_id)

    # --- rules of the table --------------------------------------------------------------------------

    @staticmethod
    def _host_only(entry: Entry, user_id: int, is_admin: bool, what: str) -> None:
        if user_id != entry.campaign.host_user_id and not is_admin:
            raise Refused.of("refuse-host-only", what=what)

    def _members_left(self, entry: Entry, replaced: int) -> bool:
        """Would a member still play a seat, if the bot took `replaced`'s?"""
        bot = self.bot_user_id
        return any(s.user_id != replaced and (s.stand_in_user_id or s.user_id) != bot for s in entry.seats)

    @staticmethod
    def _between_attempts(entry: Entry, reason: str) -> None:
        if entry.game is not None:
            raise Refused.of("refuse-between-attempts", reason=reason)

    @staticmethod
    def _ordered_seats(entry: Entry, order: Sequence[int] | None) -> list[SeatRecord]:
        if order is None:
            return list(entry.seats)
        if sorted(order) != sorted(entry.seat_of_user):
            raise Refused.of("refuse-seat-order")
        return [entry.seat_of_user[user] for user in order]

    @staticmethod
    def _next_scenario(entry: Entry, pack: Any) -> int | None:
        won = set(entry.campaign.progress.scenarios_won)
        remaining = [number for number in entry.rules.chapters(pack) if number not in won]
        return remaining[0] if remaining else None

    def _scenario_to_play(self, entry: Entry, pack: Any, scenario: int | None) -> int:
        chapters = entry.rules.chapters(pack)
        if scenario is not None and scenario not in chapters:  # (a forged number too big for the store among them)
            raise Refused.of("refuse-no-such-scenario", scenario=min(scenario, ID_MAX))
        if not entry.rules.campaign:
            return scenario if scenario is not None else chapters[0]  # every start plays the game anew
        upcoming = self._next_scenario(entry, pack)
        if scenario is None:
            if upcoming is None:
                raise Refused.of("refuse-all-won")
            return upcoming
        if scenario == upcoming or scenario in entry.campaign.progress.scenarios_won:
            return scenario
        raise Refused.of("refuse-scenario-locked", scenario=scenario, upcoming=upcoming or 0)

    async def _reloaded_status(self, channel_id: int) -> CampaignStatus:
        self.cache.evict(channel_id)
        return self._status(await self._entry(channel_id))

    def _status(self, entry: Entry) -> CampaignStatus:
        campaign, progress = entry.campaign, entry.campaign.progress
        playing: Playing | None = None
        if entry.game is not None and entry.unreadable is None:
            playing = {
                "chapter": entry.game.scenario,
                "attempt": entry.game.attempt,
                "pack_hash": entry.game.pack_hash,
                "version": entry.game.version,
                "game_id": entry.game.id,
                "seat_users": list(entry.game.seat_users),
                "public": self._public(entry, entry.state()),
            }
        try:
            upcoming = self._next_scenario(entry, self.hosted(entry.rules.name).pack())
        except Exception:  # the shipped pack failing to load must not hide the campaign's status
            upcoming = None
        return CampaignStatus(
            campaign_id=campaign.id,
            guild_id=campaign.guild_id,
            channel_id=campaign.channel_id,
            host_user_id=campaign.host_user_id,
            seats=[
                SeatStatus(s.nurse_name, s.user_id, s.seat_order, s.stand_in_user_id, s.gender) for s in entry.seats
            ],
            chapters_won=list(progress.scenarios_won),
            attempts=dict(progress.attempts),
            flags=list(progress.flags),
            next_chapter=upcoming,
            options=entry.rules.known_options(campaign.options),
            playing=playing,
            problem=entry.unreadable,
            language=campaign.language,
            game=entry.rules.name,
        )


def _check_language(language: str) -> None:
    if language not in LOCALES:
        raise Refused.of("refuse-language", languages=", ".join(LOCALES), given=Quoted(str(language)[:8]))
