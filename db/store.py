"""The store interface: what the table needs from a database, and nothing of SQL.

`db/sqlite.py` implements it on SQLite (aiosqlite, WAL: one process);
`db/postgres.py` on PostgreSQL (asyncpg: several processes sharing one
database). The engine and the cogs never see either (ARCHITECTURE.md, Scale).
Records are plain frozen dataclasses; JSON columns come back decoded.

The one write that matters is `write_game`: a game's new snapshot (only if the
stored version is still the one the caller read), its log rows, its private
deliveries and, when an attempt ends, the campaign's progress, in ONE
transaction. Starting an attempt is checked the same way: `create_game` writes
the campaign's progress only if it is still the progress the caller read, so a
second process holding an older copy of the campaign cannot undo a win.

The outbox may be shared by several processes: `due_deliveries` claims the
rows it returns for `claim_seconds`, and no other store sharing the database
gets them until they are marked, released or the claim runs out.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

# A JSON column as it comes back decoded: the store keeps what the table wrote (a game's options, an action's
# fields, an event, an outbox payload) and knows none of its fields, so its values are Any.
Json = dict[str, Any]
# A decision's events as the table wrote them (bot/games/events.py, EventDict): read-only here.
Events = Sequence[Mapping[str, Any]]


class StoreError(RuntimeError):
    """Something the store refused; the message is safe to show (it names ids, never game contents)."""


class VersionConflict(StoreError):
    """The game moved on since it was read (another writer): nothing was written."""


class AlreadyExists(StoreError):
    """A unique thing (a campaign in a channel, a seat, a Nurse name) is taken."""


@dataclass(frozen=True, slots=True)
class Progress:
    """A campaign's progress: scenarios won, attempts started per scenario, flags carried over."""

    scenarios_won: tuple[int, ...] = ()
    attempts: dict[int, int] = field(default_factory=dict)
    flags: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class CampaignRecord:
    id: int
    guild_id: int
    channel_id: int
    host_user_id: int
    options: Json
    progress: Progress
    created_at: float
    updated_at: float
    language: str = "en"  # the campaign's language: channel posts, DMs, the story (issue 16)
    game: str = "holding_on"  # the game the table plays (bot/games/interface.py, GameRules.name)


@dataclass(frozen=True, slots=True)
class SeatRecord:
    user_id: int
    nurse_name: str
    seat_order: int
    stand_in_user_id: int | None
    joined_at: float
    gender: str = "n"  # the words her Nurse is named with: f, m or n (neutral), her player's choice (issue 25)


@dataclass(frozen=True, slots=True)
class NewGame:
    campaign_id: int
    scenario: int
    attempt: int
    seed: int
    seat_users: tuple[int, ...]
    seat_names: tuple[str, ...]
    options: Json
    campaign_flags: tuple[str, ...]
    start_events: Events
    snapshot: str
    version: int
    status: str
    rules_version: str
    pack_hash: str
    state_schema: int
    started_at: float


@dataclass(frozen=True, slots=True)
class GameRecord:
    id: int
    campaign_id: int
    scenario: int
    attempt: int
    seed: int
    seat_users: tuple[int, ...]
    seat_names: tuple[str, ...]
    options: Json
    campaign_flags: tuple[str, ...]
    start_events: Events
    snapshot: str
    version: int
    status: str  # playing | won | lost | abandoned
    rules_version: str
    pack_hash: str
    state_schema: int
    started_at: float
    updated_at: float
    ended_at: float | None


@dataclass(frozen=True, slots=True)
class LogRow:
    """One row of a game's append-only log: a decision, or an undo of an earlier one."""

    seq: int
    kind: str  # decision | undo
    seat: int | None
    user_id: int | None
    action: Json | None
    undoable: bool
    undoes: int | None
    public_events: Events
    at: float


@dataclass(frozen=True, slots=True)
class CampaignLogRow:
    game_id: int
    scenario: int
    attempt: int
    row: LogRow


@dataclass(frozen=True, slots=True)
class NewDelivery:
    recipient_user_id: int
    seat: int | None
    action_seq: int | None
    payload: Json


@dataclass(frozen=True, slots=True)
class Delivery:
    id: int
    campaign_id: int
    game_id: int | None
    recipient_user_id: int
    seat: int | None
    payload: Json
    status: str  # pending | sent | undeliverable
    attempts: int
    next_attempt_at: float
    last_error: str | None
    created_at: float


@dataclass(frozen=True, slots=True)
class UndoPoint:
    """A decision undo may still reach (FLOW.md, Undo): undoable ones keep the stored snapshot from before them.

    seq 0 (no action) is the start of the attempt. A decision undo cannot take back is a floor: the points
    below it are dropped when it is written, so a game keeps only the run of undoable decisions on top.
    """

    seq: int
    action: Json | None
    undoable: bool
    snapshot: str | None = None
    state_schema: int | None = None


@dataclass(frozen=True, slots=True)
class GameWrite:
    """Everything one decision (or one undo) writes, committed together or not at all."""

    game_id: int
    campaign_id: int
    old_version: int
    new_version: int
    snapshot: str
    state_schema: int
    status: str
    log: Sequence[LogRow]
    deliveries: Sequence[NewDelivery] = ()
    progress: Progress | None = None  # set when the attempt ends
    at: float = 0.0
    undo_points: Sequence[UndoPoint] = ()  # the decisions of `log`, in order (see UndoPoint)
    undone: int | None = None  # an undo: the seq of the point it took back
    # The bot's own facts kept with the decision, (key, value) as `set_meta` keeps them: the message that
    # offers the next decision (bot/app/decision_messages.py), so a press answered in place is one transaction.
    meta: Sequence[tuple[str, str]] = ()

    def point_changes(self) -> tuple[bool, list[UndoPoint]]:
        """(drop every point of the game first?, the points to add): what this write does to the undo points."""
        if self.status != "playing":
            return True, []
        floors = [i for i, point in enumerate(self.undo_points) if not point.undoable]
        if floors:
            return True, list(self.undo_points[floors[-1] :])
        return False, list(self.undo_points)


@dataclass(frozen=True, slots=True)
class NightSeries:
    """A campaign's weekly nights (issue 28): the rule (a weekday and a local time in a time zone), and the night
    in hand (its start, its Discord Scheduled Event, the reminders sent for it). bot/table/nights.py reads it.

    Times are Unix seconds; `minute` counts from local midnight; `reminders` are minutes before a night;
    `last_night` is the previous night's tally (said in any language when shown); `said` names what was told
    in the channel once for this night (a missing permission). `version` goes up by one with every write.
    """

    campaign_id: int
    guild_id: int
    channel_id: int  # the campaign's channel: reminders and the night's story go there
    weekday: int  # 0 Monday … 6 Sunday
    minute: int
    zone: str  # an IANA time zone ("Europe/Berlin")
    place_id: int | None = None  # a voice or stage channel the night meets in (None: the campaign's channel)
    reminders: tuple[int, ...] = (1440, 60)
    night_at: float = 0.0
    event_id: int | None = None
    started_at: float | None = None  # the night in hand has begun (its event started)
    reminded: tuple[int, ...] = ()
    last_night: Json | None = None
    said: tuple[str, ...] = ()
    due_at: float = 0.0
    version: int = 0
    created_at: float = 0.0


@dataclass(frozen=True, slots=True)
class CampaignBundle:
    """A whole campaign, for export and import (bot/table/export.py owns the file format)."""

    campaign: CampaignRecord
    seats: list[SeatRecord]
    packs: dict[str, str]  # hash -> body
    games: list[tuple[GameRecord, list[LogRow]]]


class Store(ABC):
    """The table's database. Every method is one statement or one transaction."""

    # How long `due_deliveries` claims its rows from other processes; None: nothing else shares the outbox.
    claim_seconds: float | None = None
    # The schema migrations this store applied when it opened (db/migrate.py).
    applied_migrations: tuple[int, ...] = ()
    # Trips to the database so far: a statement (BEGIN and COMMIT included), or a SQLite group commit sent
    # whole to its thread (db/sqlite_commits.py). The benchmark's calls per decision.
    calls: int = 0

    @abstractmethod
    async def close(self) -> None: ...

    # --- campaigns and seats ------------------------------------------------------------

    @abstractmethod
    async def create_campaign(
        self,
        guild_id: int,
        channel_id: int,
        host_user_id: int,
        options: Json,
        at: float,
        language: str = "en",
        game: str = "holding_on",
    ) -> CampaignRecord:
        """Raises AlreadyExists when the channel has a campaign."""

    @abstractmethod
    async def campaign_by_channel(self, channel_id: int) -> CampaignRecord | None: ...

    @abstractmethod
    async def campaign_ids(self) -> list[int]:
        """Every campaign's id, oldest first (export-all)."""

    @abstractmethod
    async def set_campaign_options(self, campaign_id: int, options: Json, at: float) -> None: ...

    @abstractmethod
    async def set_campaign_language(self, campaign_id: int, language: str, at: float) -> None: ...

    @abstractmethod
    async def seats(self, campaign_id: int) -> list[SeatRecord]:
        """In seat order."""

    @abstractmethod
    async def add_seat(self, campaign_id: int, user_id: int, nurse_name: str, at: float, gender: str = "n") -> None:
        """Raises AlreadyExists when the user is seated or the Nurse name is taken."""

    @abstractmethod
    async def remove_seat(self, campaign_id: int, user_id: int) -> None: ...

    @abstractmethod
    async def set_stand_in(self, campaign_id: int, user_id: int, stand_in_user_id: int | None) -> None: ...

    @abstractmethod
    async def set_seat_order(self, campaign_id: int, user_ids: Sequence[int]) -> None: ...

    @abstractmethod
    async def return_seat(
        self, campaign_id: int, user_id: int, deliveries: Sequence[NewDelivery], game_id: int | None, at: float
    ) -> None:
        """One transaction: the seat's stand-in ends, and `deliveries` (her hand, by DM) join the outbox."""

    # --- content packs ----------------------------------------------------------------------

    @abstractmethod
    async def put_pack(self, pack_hash: str, name: str, version: str, body: str, at: float) -> None:
        """Stores a pack once; storing the same hash again keeps the first body."""

    @abstractmethod
    async def pack_body(self, pack_hash: str) -> str | None: ...

    # --- games --------------------------------------------------------------------------------

    @abstractmethod
    async def create_game(self, game: NewGame, progress: Progress, at: float, *, previous: Progress) -> GameRecord:
        """Inserts the attempt and records the campaign's progress (its attempt count) together.

        `previous` is the progress the caller read: when the campaign's progress is
        no longer that (another process moved it on), nothing is written and
        VersionConflict is raised. AlreadyExists when an attempt is in play.
        """

    @abstractmethod
    async def playing_game(self, campaign_id: int) -> GameRecord | None: ...

    @abstractmethod
    async def games(self, campaign_id: int) -> list[GameRecord]: ...

    @abstractmethod
    async def write_game(self, write: GameWrite) -> None:
        """One transaction: snapshot (version-checked), log rows, deliveries, progress. Raises VersionConflict."""

    @abstractmethod
    async def end_game(self, game_id: int, old_version: int, status: str, at: float) -> None:
        """Abandon: the status only, version-checked. Raises VersionConflict."""

    @abstractmethod
    async def log(self, game_id: int) -> list[LogRow]:
        """The game's whole log, in order."""

    @abstractmethod
    async def log_after(self, game_id: int, seq: int) -> list[LogRow]: ...

    @abstractmethod
    async def undo_top(self, game_id: int) -> UndoPoint | None:
        """The newest undo point of a game in play (one row); None when it keeps none (an older bot's game)."""

    @abstractmethod
    async def campaign_log(self, campaign_id: int, limit: int) -> list[CampaignLogRow]:
        """The campaign's latest log rows across its games, newest first."""

    # --- the outbox -------------------------------------------------------------------------------

    @abstractmethod
    async def due_deliveries(self, now: float, limit: int) -> list[Delivery]:
        """Pending deliveries whose time has come, oldest first, claimed for this store (see claim_seconds).

        A row waits while an older one to the same player waits for its retry
        (or is claimed elsewhere), so one player's messages go out in order.
        """

    @abstractmethod
    async def release_claims(self) -> None:
        """Give back the rows this store claimed and has not marked (at a stop, or when a claim runs short)."""

    @abstractmethod
    async def count_due(self, now: float) -> int:
        """How many pending deliveries are due now (claimed or not); claims nothing."""

    @abstractmethod
    async def next_delivery_at(self, after: float) -> float | None:
        """When the next pending delivery not yet due becomes due."""

    @abstractmethod
    async def mark_sent(self, delivery_id: int, at: float) -> None:
        """Returns once the mark is committed (SQLite: with the next group commit of decisions)."""

    @abstractmethod
    async def mark_retry(self, delivery_id: int, attempts: int, next_attempt_at: float, error: str) -> None: ...

    @abstractmethod
    async def mark_undeliverable(self, delivery_id: int, attempts: int, error: str, at: float) -> None: ...

    @abstractmethod
    async def unnoticed_undeliverable(self, campaign_id: int, user_id: int | None = None) -> list[Delivery]:
        """Undeliverable DMs the player has not been told about yet (all players when user_id is None)."""

    @abstractmethod
    async def mark_notified(self, delivery_ids: Sequence[int], at: float) -> None: ...

    @abstractmethod
    async def deliveries(self, campaign_id: int) -> list[Delivery]:
        """Every delivery of the campaign (tests, audits)."""

    # --- direct messages ----------------------------------------------------------------------------

    @abstractmethod
    async def dm_channel(self, user_id: int) -> int | None:
        """The DM channel this bot opened with a player, if it did."""

    @abstractmethod
    async def set_dm_channel(self, user_id: int, channel_id: int, at: float) -> None: ...

    # --- the bot's own facts ---------------------------------------------------------------------------

    @abstractmethod
    async def get_meta(self, key: str) -> str | None:
        """A fact the bot keeps about itself (e.g. the hash of the commands it last synced), or None."""

    @abstractmethod
    async def set_meta(self, key: str, value: str) -> None:
        """Keep `value` under `key`, replacing what was there."""

    # --- campaign nights (issue 28) ----------------------------------------------------------------------

    @abstractmethod
    async def night_series(self, campaign_id: int) -> NightSeries | None: ...

    @abstractmethod
    async def night_series_of_event(self, event_id: int) -> NightSeries | None:
        """The series whose night in hand is this Discord Scheduled Event."""

    @abstractmethod
    async def night_series_due(self, now: float, limit: int) -> list[NightSeries]:
        """Series whose `due_at` has come, the earliest first."""

    @abstractmethod
    async def put_night_series(self, series: NightSeries, previous_version: int | None) -> None:
        """Write `series` (its `version` as given): a new one replaces the campaign's series when
        `previous_version` is None; otherwise only over that version, else VersionConflict (another process)."""

    @abstractmethod
    async def delete_night_series(self, campaign_id: int) -> None: ...

    # --- export / import ------------------------------------------------------------------------------

    @abstractmethod
    async def read_bundle(self, campaign_id: int) -> CampaignBundle:
        """The whole campaign, read in one consistent snapshot."""

    @abstractmethod
    async def replace_campaign(self, bundle: CampaignBundle) -> CampaignRecord:
        """One transaction: delete the campaign in the bundle's channel (if any), insert the bundle's."""
