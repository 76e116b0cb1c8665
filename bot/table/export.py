"""A whole campaign as one JSON document: export, and import with every check before anything changes.

The document holds spoilers (seeds, deck order, held cards), so the Discord
layer sends it to the host privately. It round-trips exactly: importing a
file and exporting again gives the same text. Snapshots and pack bodies are
kept as the exact strings the store holds.

An imported file is untrusted input (issue 11). It is refused, with one
sentence that names what is wrong but never quotes the file's contents,
unless all of this holds: it is at most 5 MB of UTF-8 JSON, nested no deeper
than an export is, with finite numbers and ids a Discord snowflake (and
SQLite) can hold; it is this export format; its table options are ones this
bot knows; its seats are distinct, with Nurse names a player could choose;
every game names a scenario and a content pack the file holds, has as many
seats as its state, and REPLAYS: its log, row by row from its seed, gives its
public events and its saved state exactly, whatever rules version the file
claims; and the campaign's progress (scenarios won, attempts, flags) is what
its games add up to.
"""

from __future__ import annotations

import json
from collections.abc import Iterable
from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from bot.games.errors import Words
from bot.games.holding_on.engine import RULES_VERSION, STATE_SCHEMA, ContentPack, Options, scenario_rules, state_to_json
from bot.i18n import DEFAULT, say_data
from bot.names import nurse_name_problem
from bot.table.options import options_problem
from bot.table.replay import ReplayError, pack_from_body, verify
from bot.table.snapshots import SnapshotUnreadable, read_snapshot
from db.store import CampaignBundle, CampaignRecord, GameRecord, LogRow, Progress, SeatRecord

FORMAT = "holding-on-campaign"
FORMAT_VERSION = 1
MAX_BYTES = 5 * 1024 * 1024  # an exported campaign of ten scenarios played many times over is well under 1 MB
MAX_DEPTH = 32  # an export nests about 8 deep (a log row's event data); far deeper is not one
ID_MAX = 2**63 - 1  # Discord snowflakes, and SQLite's INTEGER

Id = Annotated[int, Field(gt=0, le=ID_MAX)]
Count = Annotated[int, Field(ge=0, le=ID_MAX)]
Time = Annotated[float, Field(ge=0, allow_inf_nan=False)]


class ImportRefused(ValueError):
    """The file cannot be imported; the message says why, without quoting the file.

    Given as a catalogue sentence (`words`, said in any language: the reason of refuse-import); its
    English is the message.
    """

    def __init__(self, key: str, **args: object) -> None:
        self.words = Words(key, args)
        super().__init__(str(say_data(DEFAULT, self.words)))


class _Model(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class _Campaign(_Model):
    guild_id: Id
    channel_id: Id
    host_user_id: Id
    options: dict
    scenarios_won: list[Count]
    attempts: dict[Count, Count]
    flags: list[str]
    created_at: Time
    updated_at: Time
    language: Literal["en", "de", "fr"] = "en"  # issue 16; files exported before it are English campaigns


class _Seat(_Model):
    user_id: Id
    nurse_name: str = Field(min_length=1, max_length=32)
    seat_order: Annotated[int, Field(ge=0, le=3)]
    stand_in_user_id: Id | None
    joined_at: Time
    gender: Literal["f", "m", "n"] = "n"  # issue 25; files exported before it name every Nurse neutrally


class _Pack(_Model):
    hash: str
    body: str


class _LogRow(_Model):
    seq: Annotated[int, Field(ge=1, le=ID_MAX)]
    kind: Literal["decision", "undo"]
    seat: Annotated[int, Field(ge=0, le=3)] | None
    user_id: Id | None
    action: dict | None
    undoable: bool
    undoes: Count | None
    public_events: list[dict]
    at: Time


class _Game(_Model):
    scenario: Count
    attempt: Count
    seed: Count
    seat_users: list[Id] = Field(min_length=2, max_length=4)
    seat_names: list[str] = Field(min_length=2, max_length=4)
    options: dict
    campaign_flags: list[str]
    start_events: list[dict]
    snapshot: str
    version: Count
    status: Literal["playing", "won", "lost", "abandoned"]
    rules_version: str
    pack_hash: str
    state_schema: int
    started_at: Time
    updated_at: Time
    ended_at: Time | None
    log: list[_LogRow]


class _Document(_Model):
    format: Literal["holding-on-campaign"]
    format_version: int
    rules_version: str
    state_schema: int
    campaign: _Campaign
    seats: list[_Seat] = Field(max_length=4)
    packs: list[_Pack]
    games: list[_Game]


def export_document(bundle: CampaignBundle) -> str:
    c = bundle.campaign
    document = {
        "format": FORMAT,
        "format_version": FORMAT_VERSION,
        "rules_version": RULES_VERSION,
        "state_schema": STATE_SCHEMA,
        "campaign": {
            "guild_id": c.guild_id,
            "channel_id": c.channel_id,
            "host_user_id": c.host_user_id,
            "options": c.options,
            "scenarios_won": list(c.progress.scenarios_won),
            "attempts": {str(k): v for k, v in sorted(c.progress.attempts.items())},
            "flags": list(c.progress.flags),
            "created_at": c.created_at,
            "updated_at": c.updated_at,
            "language": c.language,
        },
        "seats": [
            {
                "user_id": s.user_id,
                "nurse_name": s.nurse_name,
                "seat_order": s.seat_order,
                "stand_in_user_id": s.stand_in_user_id,
                "joined_at": s.joined_at,
                "gender": s.gender,
            }
            for s in bundle.seats
        ],
        "packs": [{"hash": h, "body": body} for h, body in sorted(bundle.packs.items())],
        "games": [_game_document(game, log) for game, log in bundle.games],
    }
    return json.dumps(document, ensure_ascii=False, indent=1) + "\n"


def _game_document(game: GameRecord, log: list[LogRow]) -> dict:
    return {
        "scenario": game.scenario,
        "attempt": game.attempt,
        "seed": game.seed,
        "seat_users": list(game.seat_users),
        "seat_names": list(game.seat_names),
        "options": game.options,
        "campaign_flags": list(game.campaign_flags),
        "start_events": game.start_events,
        "snapshot": game.snapshot,
        "version": game.version,
        "status": game.status,
        "rules_version": game.rules_version,
        "pack_hash": game.pack_hash,
        "state_schema": game.state_schema,
        "started_at": game.started_at,
        "updated_at": game.updated_at,
        "ended_at": game.ended_at,
        "log": [
            {
                "seq": r.seq,
                "kind": r.kind,
                "seat": r.seat,
                "user_id": r.user_id,
                "action": r.action,
                "undoable": r.undoable,
                "undoes": r.undoes,
                "public_events": r.public_events,
                "at": r.at,
            }
            for r in log
        ],
    }


def parse_document(text: str | bytes, *, guild_id: int | None, channel_id: int | None) -> CampaignBundle:
    """The file as a bundle for this guild and channel (None: the file's own), checked throughout.

    Raises ImportRefused."""
    raw = _json(text)
    if not isinstance(raw, dict) or raw.get("format") != FORMAT:
        raise ImportRefused("import-not-export")
    version = raw.get("format_version")
    if version != FORMAT_VERSION:
        shown = version if isinstance(version, int) and not isinstance(version, bool) else "unknown"
        raise ImportRefused("import-format", shown=str(shown), format=FORMAT_VERSION)
    try:
        document = _Document.model_validate(raw)
    except ValidationError as error:
        raise ImportRefused("import-shape", **_shape_problem(error)) from None
    bundle = _bundle(document, guild_id, channel_id)
    _check(bundle)
    return bundle


def _json(text: str | bytes) -> object:
    """The file's JSON: at most MAX_BYTES of UTF-8, finite numbers only, nested at most MAX_DEPTH deep."""
    size = len(text.encode("utf-8", "surrogatepass") if isinstance(text, str) else text)
    if size > MAX_BYTES:
        raise ImportRefused("import-too-large", megabytes=MAX_BYTES // (1024 * 1024))
    try:
        text = text.decode("utf-8-sig") if isinstance(text, bytes) else text
    except UnicodeDecodeError:
        raise ImportRefused("import-not-utf8") from None
    try:
        raw = json.loads(text, parse_constant=_not_finite)
    except RecursionError:
        raise ImportRefused("import-too-deep") from None
    except ValueError as error:  # not JSON at all, or a number of more than 4,300 digits
        if isinstance(error, ImportRefused):
            raise
        raise ImportRefused("import-not-json") from None
    if _depth(raw) > MAX_DEPTH:
        raise ImportRefused("import-too-deep")
    return raw


def _not_finite(constant: str) -> float:
    raise ImportRefused("import-not-finite")


def _depth(value: object) -> int:
    """How deep lists and objects nest in `value` (without recursion: the file decides how deep that is)."""
    deepest, stack = 0, [(value, 1)]
    while stack:
        item, depth = stack.pop()
        children: Iterable[Any]
        if isinstance(item, dict):
            children = item.values()
        elif isinstance(item, list):
            children = item
        else:
            continue
        deepest = max(deepest, depth)
        if deepest > MAX_DEPTH:
            return deepest
        stack.extend((child, depth + 1) for child in children)
    return deepest


def _bundle(document: _Document, guild_id: int | None, channel_id: int | None) -> CampaignBundle:
    c = document.campaign
    campaign = CampaignRecord(
        id=0,
        guild_id=c.guild_id if guild_id is None else guild_id,
        channel_id=c.channel_id if channel_id is None else channel_id,
        host_user_id=c.host_user_id,
        options=c.options,
        progress=Progress(tuple(c.scenarios_won), dict(c.attempts), tuple(c.flags)),
        created_at=c.created_at,
        updated_at=c.updated_at,
        language=c.language,
    )
    seats = [
        SeatRecord(s.user_id, s.nurse_name, s.seat_order, s.stand_in_user_id, s.joined_at, s.gender)
        for s in document.seats
    ]
    packs = {p.hash: p.body for p in document.packs}
    games = []
    for index, g in enumerate(document.games, start=1):
        record = GameRecord(
            id=index,
            campaign_id=0,
            scenario=g.scenario,
            attempt=g.attempt,
            seed=g.seed,
            seat_users=tuple(g.seat_users),
            seat_names=tuple(g.seat_names),
            options=g.options,
            campaign_flags=tuple(g.campaign_flags),
            start_events=g.start_events,
            snapshot=g.snapshot,
            version=g.version,
            status=g.status,
            rules_version=g.rules_version,
            pack_hash=g.pack_hash,
            state_schema=g.state_schema,
            started_at=g.started_at,
            updated_at=g.updated_at,
            ended_at=g.ended_at,
        )
        log = [
            LogRow(r.seq, r.kind, r.seat, r.user_id, r.action, r.undoable, r.undoes, r.public_events, r.at)
            for r in g.log
        ]
        games.append((record, log))
    return CampaignBundle(campaign, seats, packs, games)


def _check(bundle: CampaignBundle) -> None:
    _check_table(bundle)
    packs: dict[str, ContentPack] = {}
    finals = []
    for game, log in bundle.games:
        where = Words("import-where", {"game": game.id, "scenario": game.scenario, "attempt": game.attempt})
        if game.pack_hash not in bundle.packs:
            raise ImportRefused("import-game-pack-missing", where=where)
        if game.pack_hash not in packs:
            packs[game.pack_hash] = _pack(game.pack_hash, bundle.packs[game.pack_hash])
        finals.append(_check_game(game, log, packs[game.pack_hash], where))
    _check_progress(bundle, finals)


def _check_table(bundle: CampaignBundle) -> None:
    problem = options_problem(bundle.campaign.options)
    if problem:
        raise ImportRefused("import-table-options", problem=problem)
    users = [s.user_id for s in bundle.seats]
    names = [s.nurse_name for s in bundle.seats]
    if len(set(users)) != len(users):
        raise ImportRefused("import-two-seats")
    if len({s.seat_order for s in bundle.seats}) != len(bundle.seats):
        raise ImportRefused("import-seat-order")
    for index, name in enumerate(names):
        problem = nurse_name_problem(name, names[:index])
        if problem:
            raise ImportRefused("import-seat-name", seat=index + 1, problem=problem)
    if sum(1 for game, _ in bundle.games if game.status == "playing") > 1:
        raise ImportRefused("import-two-in-play")


def _pack(pack_hash: str, body: str) -> ContentPack:
    try:
        return pack_from_body(body)
    except (ValidationError, ValueError):
        raise ImportRefused("import-pack-unreadable", pack=pack_hash[:40]) from None


def _check_game(game: GameRecord, log: list[LogRow], pack: ContentPack, where: Words):
    problem = options_problem(game.options, complete=True)
    if problem:
        raise ImportRefused("import-game-options", where=where, problem=problem)
    if game.scenario not in {s.number for s in pack.scenarios}:
        raise ImportRefused("import-game", where=where, what="no-scenario")
    if len(game.seat_users) != len(game.seat_names) or len(set(game.seat_users)) != len(game.seat_users):
        raise ImportRefused("import-game", where=where, what="seats-pair")
    if [row.seq for row in log] != list(range(1, game.version + 1)):
        raise ImportRefused("import-game-log", where=where, version=game.version)
    try:
        rules = scenario_rules(pack, game.scenario, Options(**game.options), list(game.campaign_flags))
        state = read_snapshot(game.snapshot, game.state_schema, game_id=game.id, rules=rules)
    except SnapshotUnreadable as error:
        raise ImportRefused(
            "import-snapshot", where=where, why=error.why, schema=error.schema, reads=STATE_SCHEMA
        ) from None
    if state.version != game.version:
        raise ImportRefused("import-game", where=where, what="version")
    if list(state.seats) != list(game.seat_names):
        raise ImportRefused("import-game", where=where, what="seats")
    if _status_of(state) != game.status and not (game.status == "abandoned" and state.result is None):
        raise ImportRefused("import-game", where=where, what="status")
    try:
        replayed = verify(pack, game, log)  # under this bot's rules, whatever rules_version the file names
    except ReplayError as error:
        raise ImportRefused(
            "import-replay", where=where, why=error.why, row=error.row, undoes=error.undoes or 0
        ) from None
    if state_to_json(replayed) != state_to_json(state):  # whole, rules included, as the engine writes a state
        raise ImportRefused("import-game", where=where, what="replay")
    return game, replayed


def _status_of(state) -> str:
    return state.result or "playing"


def _check_progress(bundle: CampaignBundle, finals: list) -> None:
    """Scenarios won, attempts and flags must be what the file's games add up to."""
    progress = bundle.campaign.progress
    won = {game.scenario for game, _ in finals if game.status == "won"}
    if not set(progress.scenarios_won) <= won:
        raise ImportRefused("import-progress", what="won")
    attempts: dict[int, int] = {}
    for game, _ in finals:
        attempts[game.scenario] = attempts.get(game.scenario, 0) + 1
    if dict(progress.attempts) != attempts:
        raise ImportRefused("import-progress", what="attempts")
    for scenario, count in attempts.items():
        numbers = sorted(game.attempt for game, _ in finals if game.scenario == scenario)
        if numbers != list(range(1, count + 1)):
            raise ImportRefused("import-attempts", scenario=scenario, count=count)
    earned = {flag for game, state in finals if game.status == "won" for flag in state.campaign_flags}
    if not set(progress.flags) <= earned:
        raise ImportRefused("import-progress", what="flags")


def _shape_problem(error: ValidationError) -> dict[str, object]:
    """The first field that does not fit (its path in the file, as the file spells it), what is wrong with it
    in a word the catalogue says in any language, and how many more problems there are."""
    first = error.errors(include_input=False, include_url=False)[0]
    where = ".".join(str(part) for part in first.get("loc", ()))
    kind = first.get("type", "")
    if not where:
        problem = "whole"
    elif kind == "missing":
        problem = "missing"
    elif kind == "extra_forbidden":
        problem = "extra"
    elif kind.endswith(("_type", "_parsing")):
        problem = "type"
    else:
        problem = "other"
    return {"where": where, "problem": problem, "more": error.error_count() - 1}
