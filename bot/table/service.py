"""The table: the one path every decision takes (ARCHITECTURE.md, One decision, end to end).

`act(channel, user, actions)` takes the channel's lock, loads the game (from
memory while it is being played: parsed once, kept parsed), finds the user's
seat (a stand-in plays the absent player's seat), applies each action with the
engine to the cached state in place (all or none: a refusal of the first
changes nothing, a later refusal or any failure drops the cached copy, and the
store, which was not written, has the game as it was), then writes the new
snapshot (version-checked), the log rows, the undo points and the private
deliveries in ONE transaction. Only after the commit does it return what to
say, and to whom. The decisions open are computed once per step: the reply's
buttons are the next `apply`'s check.

Stand-ins and private cards: a stand-in plays the seat tonight, so the seat's
new face-down cards and quotes are sent to her. The absent player loses
nothing: `/hand` (`Table.hand`) reads the engine's view of her seat, so she
sees every card her Nurse holds when she is back.

The bot as a stand-in (issue 28): a seat whose stand-in is `bot_user_id` is
played by `bot_turn` (the game's `bot_choice`, from that seat's view). Its
private cards go to nobody while the bot holds it; the moment its player acts
at the table the seat is hers again and her hand comes to her by DM (as when
the host ends the stand-in). A decision the bot leaves open (its choice is
None: a step it shares with the Nurses beside it) may be taken by any player
of the attempt.
"""

from __future__ import annotations

import asyncio
import dataclasses
import logging
import secrets
import time
from collections.abc import Callable, Iterable, Sequence
from typing import Any

from bot.games.errors import Listing, RuleError, Words
from bot.games.events import Event
from bot.games.interface import Choice, Hosted, PublicView, SeatView
from bot.i18n import t
from bot.table.cache import ChannelLocks, Entry, GameCache
from bot.table.lifecycle import CampaignLifecycle
from bot.table.nights import CampaignNights
from bot.table.replay import ReplayError, replay, standing_decisions
from bot.table.reply import CampaignStatus, Passed, PrivateDelivery, Refused, Reply, TableError
from bot.table.review import TableReview
from db.store import (
    CampaignRecord,
    GameRecord,
    GameWrite,
    LogRow,
    NewDelivery,
    Progress,
    Store,
    UndoPoint,
    VersionConflict,
)

__all__ = ["CampaignStatus", "Passed", "PrivateDelivery", "Refused", "Reply", "Table", "TableError"]

log = logging.getLogger(__name__)

ActionLike = Any  # a game's action (its seat is rebound to the actor's), or its compact key ("assign.s=a1")
MAX_CHOICES = 25  # Discord's limit for autocomplete
# A fact the caller keeps about the answer, written in the decision's own transaction: the answer, before it is
# committed, to (key, value) as `keep` would store it, or None (bot/app/decision_messages.py: the message offering
# the next decision).
KeptWith = Callable[[Reply], tuple[str, str] | None]


def _kept_pairs(kept: KeptWith | None, reply: Reply) -> list[tuple[str, str]]:
    pair = kept(reply) if kept is not None else None
    return [pair] if pair is not None else []


class Table(CampaignLifecycle, CampaignNights, TableReview):
    """The table for every channel of one process.

    `games` are the games it hosts, each with its shipped pack (cached: it is
    called on every start and status); attempts already started keep their
    own pack, read from the store by hash. `on_deliveries` is called after a
    commit that queued private deliveries (the outbox worker's `wake`); hand
    the worker `table.undeliverable` as its `on_undeliverable`.
    """

    def __init__(
        self,
        store: Store,
        games: Iterable[Hosted],
        *,
        clock: Callable[[], float] = time.time,
        seed_source: Callable[[], int] | None = None,
        idle_seconds: float = 900.0,
        max_cached: int = 20_000,
        on_deliveries: Callable[[], None] | None = None,
    ) -> None:
        self.store = store
        self.games = {hosted.rules.name: hosted for hosted in games}
        self._clock = clock
        self._seed_source = seed_source or (lambda: secrets.randbits(62))
        self._locks = ChannelLocks()
        self.cache = GameCache(
            store,
            self._locks,
            clock,
            self._rules_of,
            self._shared_for,
            idle_seconds=idle_seconds,
            max_entries=max_cached,
        )
        self._packs: dict[str, Any] = {}
        self._shared: dict[tuple[str, str, int, str, tuple[str, ...]], Any] = {}
        self._undelivered: set[tuple[int, int]] = set()  # (campaign, user) with DMs that could not be sent
        self._seeded_undelivered: set[int] = set()
        self.on_deliveries = on_deliveries  # the outbox worker's wake-up
        self.bot_user_id: int | None = None  # the user the bot plays seats as (Discord: its own account)

    # --- decisions ------------------------------------------------------------------------------

    async def act(
        self, channel_id: int, user_id: int, actions: Sequence[ActionLike], *, shown_version: int | None = None
    ) -> Reply:
        """Apply `actions` in order for `user_id`, all or none; raise Refused with the reason otherwise.

        `shown_version` is the version of the message a button was pressed on:
        when every action of the press was already applied since then (a double
        press), nothing is applied again and the reply says so.
        """
        if not actions:
            raise Refused.of("refuse-no-decision")
        return await self._decide(channel_id, user_id, lambda entry: actions, shown_version)

    async def _decide(
        self,
        channel_id: int,
        user_id: int,
        plan: Callable[[Entry], Sequence[ActionLike]],
        shown_version: int | None,
        *,
        passed: Callable[[Entry], bool] | None = None,
        kept: KeptWith | None = None,
    ) -> Reply:
        """The one way a decision is taken: under the channel's lock, taken once, the actions are planned on
        the game as it is and applied. `passed` turns a refusal into Passed when the moment has gone; `kept`
        is written with the decision when one is."""
        async with self._locks.hold(channel_id):
            for attempt in (1, 2):
                try:
                    entry = await self._playing_entry(channel_id)
                    if user_id != self.bot_user_id and self._bot_holds(entry, user_id) is not None:
                        # She is back: her try is judged as hers, and only once it is taken is her seat hers again
                        # (with her hand, by DM): a refused try leaves the bot in her seat and the store as it was.
                        hers = self._as_hers(entry, user_id)
                        try:
                            reply = await self._act(channel_id, hers, user_id, plan(hers), shown_version, kept)
                        except Passed:
                            raise
                        except Refused:  # the real reason: the bot plays her seat, and how she takes it back
                            nurse = hers.seat_of_user[user_id].nurse_name
                            raise Refused.of("refuse-seat-held-by-bot", nurse=nurse) from None
                        await self._return_seat(channel_id, await self._playing_entry(channel_id), user_id)
                        return reply
                    return await self._act(channel_id, entry, user_id, plan(entry), shown_version, kept)
                except VersionConflict:
                    # Another writer (another process) moved the game on: reload and judge again.
                    self.cache.evict(channel_id)
                    if attempt == 2:
                        raise Refused.of("refuse-game-changed") from None
                except Refused:
                    if passed is not None and passed(await self._entry(channel_id)):
                        raise Passed() from None
                    raise
        raise AssertionError("unreachable")

    @staticmethod
    def _as_hers(entry: Entry, user_id: int) -> Entry:
        """The table as it will be once her seat is hers again (nothing written)."""
        seats = [dataclasses.replace(s, stand_in_user_id=None) if s.user_id == user_id else s for s in entry.seats]
        return dataclasses.replace(entry, seats=seats)

    async def _act(
        self,
        channel_id: int,
        entry: Entry,
        user_id: int,
        actions: Sequence[ActionLike],
        shown_version: int | None,
        kept: KeptWith | None = None,
    ) -> Reply:
        game = entry.playing
        seats = self._seats_of(entry, user_id)
        controllers = self._controllers(entry)
        if (
            shown_version is not None
            and shown_version < game.version  # pressed on an older message
            and await self._already_applied(entry, seats, actions, shown_version)
        ):
            return self._reply(
                entry,
                entry.state(),
                [],
                "That was already done.",
                [],
                seats,
                applied=0,
                game_id=game.id,
                pack_hash=game.pack_hash,
                seat_users=controllers,
                note_words=Words("note-already-done"),
                legal=entry.open_now(),
            )
        working = entry.state()  # moved on in place; dropped from the cache unless the move is committed
        legal = entry.open_now()
        try:
            return await self._apply_and_commit(channel_id, entry, user_id, actions, seats, controllers, legal, kept)
        except Refused:
            if working.version != game.version:  # an earlier action of the command moved the cached state
                self.cache.evict(channel_id)
            raise
        except BaseException:
            self.cache.evict(channel_id)
            raise

    async def _apply_and_commit(
        self,
        channel_id: int,
        entry: Entry,
        user_id: int,
        actions: Sequence[ActionLike],
        seats: list[int],
        controllers: list[int],
        legal: list[Any],
        kept: KeptWith | None,
    ) -> Reply:
        game, working, rules = entry.playing, entry.state(), entry.rules
        now = self._clock()
        events: list[Event] = []
        rows: list[LogRow] = []
        points: list[UndoPoint] = []
        deliveries: list[NewDelivery] = []
        taken: list[Any] = []
        notes: list[str] = []
        for index, item in enumerate(actions):
            action = self._bind(entry, item, seats, legal)
            before = game.snapshot if index == 0 else None
            if index and len(actions) > 1:
                before = entry.snapshot(working)  # a command's later step: undo returns to here
            try:
                outcome = rules.apply(working, action, legal=legal)
            except RuleError as error:
                log.debug("campaign %s: refused %s (nothing applied)", entry.campaign.id, action.kind)
                raise Refused.rule(error, self._public(entry, working), rules.name) from None
            legal = outcome.legal()
            public = [e.to_dict() for e in outcome.events if e.audience == "channel"]
            fields = action.to_dict()
            rows.append(
                LogRow(working.version, "decision", action.seat, user_id, fields, outcome.undoable, None, public, now)
            )
            points.append(
                UndoPoint(working.version, fields, True, before, rules.state_schema)
                if outcome.undoable
                else UndoPoint(working.version, fields, False)
            )
            deliveries += self._deliveries(entry, game, working.version, outcome.events)
            events += outcome.events
            taken.append(action)
            notes.append(rules.describe(working, action))
        if not events:
            working.version = game.version
            if entry.snapshot(working) == game.snapshot:
                # "My tokens: 0" again: nothing to write, nothing to tell the table (no log row, no version).
                return self._reply(
                    entry,
                    working,
                    [],
                    "Already so: " + "; ".join(notes) + ". Nothing was changed.",
                    [],
                    seats,
                    applied=0,
                    game_id=game.id,
                    pack_hash=game.pack_hash,
                    seat_users=controllers,
                    legal=legal,
                    note_words=Words("note-already-so", {"done": Listing(tuple(taken), "semicolon")}),
                )
            working.version = rows[-1].seq
        status = working.result or "playing"
        progress = self._progress_after(entry, working) if working.result == "won" else None
        reply = self._reply(
            entry,
            working,
            events,
            "Done: " + "; ".join(notes) + ".",
            deliveries,
            seats,
            applied=len(rows),
            game_id=game.id,
            pack_hash=game.pack_hash,
            seat_users=controllers,
            note_words=Words("note-done", {"done": Listing(tuple(taken), "semicolon")}),
            legal=legal,
        )
        write = GameWrite(
            game_id=game.id,
            campaign_id=entry.campaign.id,
            old_version=game.version,
            new_version=working.version,
            snapshot=entry.snapshot(working),
            state_schema=rules.state_schema,
            status=status,
            log=rows,
            deliveries=deliveries,
            progress=progress,
            at=now,
            undo_points=points,
            meta=_kept_pairs(kept, reply),
        )
        await self._commit(channel_id, entry, write, working, legal)
        log.debug(
            "campaign %s game %s: %d decision(s), now version %d",
            entry.campaign.id,
            game.id,
            len(rows),
            working.version,
        )
        return await self._with_notices(entry, user_id, reply)

    async def press(
        self,
        channel_id: int,
        user_id: int,
        game_id: int,
        shown_version: int,
        key: str,
        *,
        kept: KeptWith | None = None,
    ) -> Reply:
        """A button or select pressed on a message showing `game_id` at `shown_version`: apply `key` for this player.

        Applied while that decision is still open (several Nurses may press at
        once; a double press applies once). Passed when the attempt is over or
        the decision is no longer open to anyone; Refused with the reason when
        it is open, but not to this player. `kept(answer)` is written in the
        decision's transaction (the Discord side: the pressed message, which the
        answer updates, now offers the next decision).
        """

        def pressed(entry: Entry) -> list[ActionLike]:
            if entry.playing.id != game_id:
                raise Passed()  # another attempt: never apply an old message's key to a new game
            return [key]

        def gone(entry: Entry) -> bool:
            if entry.game is None or entry.unreadable or entry.game.id != game_id:
                return True
            return all(action.key() != key for action in entry.open_now())

        return await self._decide(channel_id, user_id, pressed, shown_version, passed=gone, kept=kept)

    async def bot_turn(self, channel_id: int, *, most: int = 60) -> Reply | None:
        """The decisions open to the seats the bot plays (a partner for a player alone, a stand-in), taken one
        after another, each committed as a player's is, until none is open to them; one Reply telling them all
        (None when the bot had nothing to decide). Its choices come from the game (`bot_choice`), which reads
        only what that seat may see."""
        if self.bot_user_id is None:
            return None
        replies: list[Reply] = []
        for _ in range(most):
            try:
                reply = await self._decide(channel_id, self.bot_user_id, self._bot_plan, None)
            except Refused:  # nothing is open to the bot (or no attempt is in play)
                break
            replies.append(reply)
            if reply.result is not None or not reply.applied:
                break
        if not replies:
            return None
        events = [event for reply in replies for event in reply.events]
        return dataclasses.replace(replies[-1], events=events, applied=sum(r.applied for r in replies))

    def _bot_plan(self, entry: Entry) -> list[Any]:
        state, controllers = entry.state(), self._controllers(entry)
        for action in entry.open_now():
            if controllers[action.seat] == self.bot_user_id:
                choice = entry.rules.bot_choice(state, action.seat)
                if choice is not None:
                    return [choice]
        raise Refused.of("refuse-no-decision")

    async def command(
        self,
        channel_id: int,
        user_id: int,
        command: str,
        options: dict[str, Any] | None = None,  # the command's options, by name (Discord's, or a terminal line's)
        *,
        shown_version: int | None = None,
    ) -> Reply:
        """A slash command (or a terminal line) for this player: mapped by the game's `plan` on the game as it
        is, under the same hold of the lock as the decision itself."""

        def planned(entry: Entry) -> list[Any]:
            return self._plan(entry, self._seats_of(entry, user_id), command, options or {})

        return await self._decide(channel_id, user_id, planned, shown_version)

    async def choices(self, channel_id: int, user_id: int, command: str, option: str, typed: str = "") -> list[Choice]:
        """Autocomplete: what this player may pick for `option` now (legal_actions only, at most 25)."""
        async with self._locks.hold(channel_id):
            entry = await self._playing_entry(channel_id)
            state = entry.state()
            found: list[Choice] = []
            for seat in self._seats_of(entry, user_id):
                found += [c for c in entry.rules.choices(state, seat, command, option, typed) if c not in found]
            return found[:MAX_CHOICES]

    def _plan(self, entry: Entry, seats: list[int], command: str, options: dict[str, Any]) -> list[Any]:
        """With two seats (a stand-in), the seat for which the command's first step is open."""
        state, open_now, rules = entry.state(), entry.open_now(), entry.rules
        first_error: RuleError | None = None
        for seat in seats:
            try:
                actions = rules.plan(state, seat, command, options)
            except RuleError as error:
                first_error = first_error or error
                continue
            if actions[0] in open_now or seat == seats[-1]:
                return actions
        assert first_error is not None  # seats is never empty: _seats_of refuses a player without one
        raise Refused.rule(first_error, self._public(entry, state), rules.name)

    async def _commit(
        self, channel_id: int, entry: Entry, write: GameWrite, state: Any, legal: list[Any] | None
    ) -> None:
        """Write through, then move the cache on; on any failure the cache is dropped (the store is the truth)."""
        try:
            # Shielded: a cancelled interaction must not leave a commit half-awaited and the cache unsure.
            await asyncio.shield(self.store.write_game(write))
        except BaseException:
            self.cache.evict(channel_id)
            raise
        if write.status == "playing":
            game = dataclasses.replace(
                entry.playing, snapshot=write.snapshot, version=write.new_version, updated_at=write.at
            )
            entry.moved_on(game, state, legal)
        else:
            entry.moved_on(None, None, None)
            if write.progress is not None:
                entry.campaign = dataclasses.replace(entry.campaign, progress=write.progress, updated_at=write.at)
        if write.deliveries and self.on_deliveries is not None:
            self.on_deliveries()

    async def undo(self, channel_id: int, user_id: int) -> Reply:
        """Take back the last decision standing, when it revealed nothing: the host, or a seat the game names
        (Holding On: the Shift Manager).

        The state before it is the undo point's snapshot (one row read, at any log length); a game that
        keeps no undo points (an older bot's, or imported) is rebuilt by replaying its log instead.
        """
        async with self._locks.hold(channel_id):
            entry = await self._playing_entry(channel_id)
            game, state, rules = entry.playing, entry.state(), entry.rules
            controllers = self._controllers(entry)
            undoers = {controllers[seat] for seat in rules.undo_seats(state)}
            host = rules.undo_by_host and user_id == entry.campaign.host_user_id
            if not host and user_id not in undoers:
                raise Refused.of("refuse-undo-who")
            top = await self.store.undo_top(game.id)
            if top is None:
                rebuilt, row, undone = await self._undo_by_replay(entry, user_id)
            else:
                rebuilt, row, undone = await self._undo_to_point(entry, top, user_id)
            write = GameWrite(
                game.id,
                entry.campaign.id,
                game.version,
                rebuilt.version,
                entry.snapshot(rebuilt),
                rules.state_schema,
                "playing",
                [row],
                at=row.at,
                undone=row.undoes if top is not None else None,
            )
            await self._commit(channel_id, entry, write, rebuilt, None)
            undone_action = rules.action_from_dict(row.public_events[0]["data"]["action"])
            return self._reply(
                entry,
                rebuilt,
                [Event.from_dict(row.public_events[0])],
                f"Undone: {undone}.",
                [],
                self._hand_seats(entry, user_id),
                game_id=game.id,
                pack_hash=game.pack_hash,
                seat_users=controllers,
                note_words=Words("note-undone", {"decision": undone_action}),
            )

    def _undoable_or_refuse(self, entry: Entry, action: Any, undoable: bool) -> None:
        game, state, rules = entry.playing, entry.state(), entry.rules
        if not undoable:
            key = "refuse-undo-final" if rules.kind_undoable(action.kind) else "refuse-undo-kind"
            why = _why_final(rules.describe(state, action), rules.kind_undoable(action.kind))
            raise Refused(why, key=key, data={"decision": action}, public=self._public(entry, state), game=rules.name)
        if game.rules_version != rules.rules_version:
            raise Refused.of("refuse-undo-rules", stored=game.rules_version, current=rules.rules_version)

    async def _undo_to_point(self, entry: Entry, top: UndoPoint, user_id: int) -> tuple[Any, LogRow, str]:
        game, state, rules = entry.playing, entry.state(), entry.rules
        if top.action is None:
            raise Refused.of("refuse-undo-nothing")
        action = rules.action_from_dict(top.action)
        self._undoable_or_refuse(entry, action, top.undoable and top.snapshot is not None)
        undone = rules.describe(state, action)
        row = _undo_row(game.version + 1, top.seq, top.action, action.seat, user_id, undone, self._clock())
        assert top.snapshot is not None  # _undoable_or_refuse refused a point without one
        schema = top.state_schema or rules.state_schema
        rebuilt = rules.read_snapshot(top.snapshot, schema, game_id=game.id, shared=entry.shared)
        rebuilt.version = row.seq
        return rebuilt, row, undone

    async def _undo_by_replay(self, entry: Entry, user_id: int) -> tuple[Any, LogRow, str]:
        game, state, rules = entry.playing, entry.state(), entry.rules
        rows = await self.store.log(game.id)
        standing = standing_decisions(rows)
        if not standing:
            raise Refused.of("refuse-undo-nothing")
        last = standing[-1]
        last_action = _logged_action(entry, last)
        self._undoable_or_refuse(entry, last_action, last.undoable)
        undone = rules.describe(state, last_action)
        row = _undo_row(game.version + 1, last.seq, last_action.to_dict(), last.seat, user_id, undone, self._clock())
        pack = await self._pack(rules, game.pack_hash)
        try:
            rebuilt = replay(rules, pack, game, [*rows, row])  # the engine is deterministic: the log minus `last`
        except ReplayError:
            log.exception("campaign %s game %s: the log does not replay", entry.campaign.id, game.id)
            raise Refused.of("refuse-undo-no-replay") from None
        rules.adopt(rebuilt, entry.shared)  # shared again, as the state it replaces was
        return rebuilt, row, undone

    # --- looking ---------------------------------------------------------------------------------

    async def last_board(self, channel_id: int) -> tuple[PublicView, str] | None:
        """The public view of the attempt in play, or else of the last one played, and its pack's hash: after a
        loss or a win the table can still look at its board and memories (issue 25); None before any attempt."""
        async with self._locks.hold(channel_id):
            entry = await self._entry(channel_id)
            if entry.game is not None and entry.unreadable is None:
                return self._public(entry, entry.state()), entry.game.pack_hash
            games = await self.store.games(entry.campaign.id)
            if not games:
                return None
            game = games[-1]
            shared = await self._shared_for(entry.rules, game)
            state = entry.rules.read_snapshot(game.snapshot, game.state_schema, game_id=game.id, shared=shared)
            seated = {seat.user_id: seat for seat in entry.seats}
            genders = [getattr(seated.get(user), "gender", "n") for user in game.seat_users]
            public = {**self._public(entry, state), "genders": genders}
            return public, game.pack_hash

    async def hand(self, channel_id: int, user_id: int) -> list[SeatView]:
        """The game's view of each seat this player holds or stands in for (her own even while away)."""
        async with self._locks.hold(channel_id):
            entry = await self._playing_entry(channel_id)
            state = entry.state()
            return [entry.rules.view(state, seat) for seat in self._hand_seats(entry, user_id)]

    async def standing(self, channel_id: int) -> Reply | None:
        """The table as it stands, told like a decision's reply with nothing new in it (its board and the
        decisions open, with who takes them): for a night's opening message. None when nothing is in play."""
        async with self._locks.hold(channel_id):
            entry = await self._entry(channel_id)
            if entry.game is None or entry.unreadable is not None:
                return None
            game = entry.game
            controllers = self._controllers(entry)
            return self._reply(
                entry,
                entry.state(),
                [],
                "",
                [],
                [],
                applied=0,
                game_id=game.id,
                pack_hash=game.pack_hash,
                seat_users=controllers,
            )

    async def open_decisions(self, channel_id: int, user_id: int) -> list[Any]:
        """The decisions this player may take now (for /decide's autocomplete and /help)."""
        async with self._locks.hold(channel_id):
            entry = await self._playing_entry(channel_id)
            seats = set(self._seats_of(entry, user_id))
            return [a for a in entry.open_now() if a.seat in seats]

    async def game_of(self, channel_id: int) -> str | None:
        """The game this channel's table plays (None: no table here)."""
        async with self._locks.hold(channel_id):
            entry = await self.cache.get(channel_id)
            return entry.campaign.game if entry is not None else None

    async def language(self, channel_id: int) -> str | None:
        """The language of this channel's campaign (None: no campaign here)."""
        async with self._locks.hold(channel_id):
            entry = await self.cache.get(channel_id)
            return entry.campaign.language if entry is not None else None

    async def notices(self, channel_id: int, user_id: int) -> list[str]:
        """Tell a player (once) about private cards that could not reach her by DM."""
        async with self._locks.hold(channel_id):
            entry = await self._entry(channel_id)
            return await self._notices_for(entry, user_id)

    # --- what the Discord side keeps across restarts (the store is reached only through the table) -------

    async def kept(self, key: str) -> str | None:
        """A small value the Discord side kept (a channel's decision message), or None."""
        return await self.store.get_meta(key)

    async def keep(self, key: str, value: str) -> None:
        await self.store.set_meta(key, value)

    async def dm_channel(self, user_id: int) -> int | None:
        """The DM channel opened with this player, when one was (a DM is then one Discord call)."""
        return await self.store.dm_channel(user_id)

    async def keep_dm_channel(self, user_id: int, channel_id: int) -> None:
        await self.store.set_dm_channel(user_id, channel_id, self._clock())

    def undeliverable(self, campaign_id: int, user_id: int) -> None:
        """The outbox worker's callback: a DM to this player could not be delivered."""
        self._undelivered.add((campaign_id, user_id))

    # --- helpers --------------------------------------------------------------------------------

    def _seats_of(self, entry: Entry, user_id: int) -> list[int]:
        controllers = self._controllers(entry)
        seats = [i for i, user in enumerate(controllers) if user == user_id]
        if seats or user_id in entry.playing.seat_users:
            seats += self._left_open(entry, controllers, user_id)
        if seats:
            return seats
        if user_id in entry.playing.seat_users:
            raise Refused.of("refuse-stood-in")
        raise Refused.of("refuse-no-seat-in-scenario")

    def _left_open(self, entry: Entry, controllers: list[int], user_id: int) -> list[int]:
        """Seats the bot plays whose open decisions it leaves to the people at the table (its choice is None)."""
        if self.bot_user_id is None or user_id == self.bot_user_id or self.bot_user_id not in controllers:
            return []
        state = entry.state()
        bots = sorted({a.seat for a in entry.open_now() if controllers[a.seat] == self.bot_user_id})
        return [seat for seat in bots if entry.rules.bot_choice(state, seat) is None]

    def _hand_seats(self, entry: Entry, user_id: int) -> list[int]:
        controllers = self._controllers(entry)
        return [i for i, owner in enumerate(entry.playing.seat_users) if owner == user_id or controllers[i] == user_id]

    @staticmethod
    def _bind(entry: Entry, item: ActionLike, seats: list[int], open_now: list[Any]) -> Any:
        """The action with the actor's seat; with two seats (a stand-in), the one where it is open."""
        try:
            if isinstance(item, str):
                candidates = [entry.rules.action_from_key(item, seat) for seat in seats]
            elif hasattr(item, "with_seat"):
                candidates = [item] if item.seat in seats else [item.with_seat(s) for s in seats]
            else:
                raise ValueError("not an action")
        except (ValueError, TypeError):
            raise Refused.of("refuse-not-a-decision") from None
        if len(candidates) > 1:
            for candidate in candidates:
                if candidate in open_now:
                    return candidate
        return candidates[0]

    async def _already_applied(self, entry: Entry, seats: list[int], actions: Sequence[ActionLike], shown: int) -> bool:
        since = [row for row in await self.store.log_after(entry.playing.id, shown) if row.kind == "decision"]
        done = {(row.seat, _logged_action(entry, row).key()) for row in since}
        for item in actions:
            try:
                key = entry.rules.action_from_key(item, 0).key() if isinstance(item, str) else item.key()
            except (ValueError, TypeError):
                return False
            if not any((seat, key) in done for seat in seats):
                return False
        return True

    def _deliveries(self, entry: Entry, game: GameRecord, seq: int, events: list[Event]) -> list[NewDelivery]:
        private = [e for e in events if e.audience == "seat" and entry.rules.worth_a_dm(e)]
        if not private:
            return []
        controllers = self._controllers(entry)
        out = []
        for event in private:
            assert event.seat is not None  # a private event is addressed to a seat (engine: events.private)
            recipient = controllers[event.seat]
            if recipient == self.bot_user_id:
                continue  # the bot holds the seat: its cards go to nobody, and to her by DM when she is back
            out.append(NewDelivery(recipient, event.seat, seq, self._payload(entry, game, seq, event)))
        return out

    def _progress_after(self, entry: Entry, state: Any) -> Progress:
        """A win unlocks the next chapter and carries the flags the game says it earned."""
        progress = entry.campaign.progress
        won = tuple(sorted(set(progress.scenarios_won) | {entry.rules.chapter_of(state)}))
        flags = list(progress.flags) + [f for f in entry.rules.flags_won(state) if f not in progress.flags]
        return Progress(won, dict(progress.attempts), tuple(flags))

    def _reply(
        self,
        entry: Entry,
        state: Any,
        events: list[Event],
        note: str,
        deliveries: list[NewDelivery],
        actor_seats: list[int],
        *,
        applied: int = 1,
        result: str | None = None,
        game_id: int | None = None,
        pack_hash: str | None = None,
        seat_users: list[int] | None = None,
        note_words: Words | None = None,
        legal: list[Any] | None = None,
    ) -> Reply:
        rules = entry.rules
        legal = legal if legal is not None else entry.open_now() if state is not None else []
        actor_events = [e.to_dict() for e in events if e.audience == "seat" and e.seat in actor_seats]
        if any(rules.worth_a_dm(e) for e in events if e.audience == "seat" and e.seat in actor_seats):
            note += " A card came to you face down: see your DMs, or /hand."
            note_words = Words("note-with-card", {"note": note_words}) if note_words else None
        return Reply(
            events=[e.to_dict() for e in events if e.audience == "channel"],
            note=note,
            note_words=note_words,
            deliveries=[
                PrivateDelivery(d.recipient_user_id, d.seat, d.payload) for d in deliveries if d.seat is not None
            ],
            version=state.version if state is not None else 0,
            legal=legal,
            public=self._public(entry, state) if state is not None else None,
            result=result or (state.result if state is not None and applied else None),
            actor_events=actor_events,
            applied=applied,
            game_id=game_id,
            pack_hash=pack_hash or (entry.game.pack_hash if entry.game is not None else None),
            seat_users=list(seat_users or []),
            bot_seats=[i for i, user in enumerate(seat_users or []) if user == self.bot_user_id],
            labels=[rules.describe(state, action) for action in legal] if state is not None else [],
            language=entry.campaign.language,
            game=rules.name,
        )

    async def _with_notices(self, entry: Entry, user_id: int, reply: Reply) -> Reply:
        notices = await self._notices_for(entry, user_id)
        return dataclasses.replace(reply, notices=notices) if notices else reply

    async def _notices_for(self, entry: Entry, user_id: int) -> list[str]:
        key = (entry.campaign.id, user_id)
        if key not in self._undelivered:
            return []
        self._undelivered.discard(key)
        missed = await self.store.unnoticed_undeliverable(entry.campaign.id, user_id)
        if not missed:
            return []
        await self.store.mark_notified([d.id for d in missed], self._clock())
        return [t(entry.campaign.language, "notice-undelivered", count=len(missed))]  # her campaign's language

    async def pack(self, game: str, pack_hash: str | None, language: str | None = None) -> Any:
        """The content pack an attempt of `game` plays with, for its words and pictures; the shipped one when
        none is named.

        With a `language`, the same pack's words in that language when this bot holds them: the shipped pack
        in that language, if it is the very pack (same hash: every language's text files count) the attempt
        started with; otherwise the words the attempt's pack was stored with.
        """
        hosted = self.hosted(game)
        pack = hosted.pack() if pack_hash is None else await self._pack(hosted.rules, pack_hash)
        if language is None:
            return pack
        words = hosted.words(language)
        return words if words is not None and words.hash == pack.hash else pack

    def _rules_of(self, campaign: CampaignRecord) -> Any:
        return self.hosted(campaign.game).rules

    async def _shared_for(self, rules: Any, game: GameRecord) -> Any:
        return await self.shared_rules(rules, game.pack_hash, game.scenario, game.options, game.campaign_flags)


def _logged_action(entry: Entry, row: LogRow) -> Any:
    """The action of a decision row (undo rows have none, and are never asked)."""
    if row.action is None:
        raise ValueError(f"log row {row.seq} holds no decision")
    return entry.rules.action_from_dict(row.action)


def _undo_row(
    seq: int, undone_seq: int, action: dict[str, Any], seat: int | None, user_id: int, undone: str, at: float
) -> LogRow:
    public = [{"kind": "decision_undone", "audience": "channel", "data": {"decision": undone, "action": action}}]
    return LogRow(seq, "undo", seat, user_id, None, False, undone_seq, public, at)


def _why_final(what: str, kind_undoable: bool) -> str:
    if not kind_undoable:
        return (
            f"The last decision ({what}) cannot be undone: only staffing, tokens, the bonus token and leave can be "
            "taken back, and only while they revealed nothing."
        )
    return (
        f"The last decision ({what}) cannot be undone: it revealed or moved something hidden (a card, a draw, "
        "a shuffle), or it ended the attempt."
    )
