"""A whole campaign as one JSON document: export, and import with every check before anything changes.

The document holds spoilers (seeds, deck order, held cards), so the Discord
layer sends it to the host privately. It round-trips exactly: importing a
file and exporting again gives the same text. Snapshots and pack bodies are
kept as the exact strings the store holds.

The document names its game (format 2; a format-1 file, from before the bot
hosted a second game, is a Holding On campaign), and every check below asks
that game's rules (bot/games/interface.py).

An imported file is untrusted input (issue 11). It is refused, with one
sentence that names what is wrong but never quotes the file's contents,
unless all of this holds: it is at most 5 MB of UTF-8 JSON, nested no deeper
than an export is, with finite numbers and ids a Discord snowflake (and
SQLite) can hold; it is this export format, of a game this bot hosts; its
table options are ones that game knows; its seats are distinct, as many as
the game seats, with names a player could choose; every attempt names a
chapter and a content pack the file holds, has as many seats as its state,
and REPLAYS: its log, row by row from its seed, gives its public events and
its saved state exactly, whatever rules version the file claims; and the
table's progress (chapters won, attempts, flags) is what its attempts add up
to.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Mapping
from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from bot.games.errors import RuleError, Words
from bot.games.interface import GameRules, Hosted, SnapshotUnreadable
from bot.i18n import DEFAULT, say_data
from bot.names import seat_name_problem
from bot.table.replay import ReplayError, verify
from db.store import CampaignBundle, CampaignRecord, GameRecord, LogRow, Progress, SeatRecord

FORMAT = "table-campaign"
FORMAT_VERSION = 2
FORMATS = {("holding-on-campaign", 1), (FORMAT, FORMAT_VERSION)}  # format 1: a Holding On campaign, unnamed
MAX_SEATS = 8  # more than any hosted game seats: the game's own limits are checked after the shape
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
    options: dict[str, Any]  # the game's table options: read from the file, checked by the game (GameRules)
    scenarios_won: list[Count]
    attempts: dict[Count, Count]
    flags: list[str]
    created_at: Time
    updated_at: Time
    language: Literal["en", "de", "fr"] = "en"  # issue 16; files exported before it are English campaigns


class _Seat(_Model):
    user_id: Id
    nurse_name: str = Field(min_length=1, max_length=32)
    seat_order: Annotated[int, Field(ge=0, lt=MAX_SEATS)]
    stand_in_user_id: Id | None
    joined_at: Time
    gender: Literal["f", "m", "n"] = "n"  # issue 25; files exported before it name every Nurse neutrally


class _Pack(_Model):
    hash: str
    body: str


class _LogRow(_Model):
    seq: Annotated[int, Field(ge=1, le=ID_MAX)]
    kind: Literal["decision", "undo"]
    seat: Annotated[int, Field(ge=0, lt=MAX_SEATS)] | None
    user_id: Id | None
    action: dict[str, Any] | None  # the game's action, read by the game (GameRules.action_from_dict)
    undoable: bool
    undoes: Count | None
    public_events: list[dict[str, Any]]  # checked by replaying the log (bot/table/replay.py)
    at: Time


class _Game(_Model):
    scenario: Count
    attempt: Count
    seed: Count
    seat_users: list[Id] = Field(min_length=1, max_length=MAX_SEATS)
    seat_names: list[str] = Field(min_length=1, max_length=MAX_SEATS)
    options: dict[str, Any]
    campaign_flags: list[str]
    start_events: list[dict[str, Any]]
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
    format: Literal["holding-on-campaign", "table-campaign"]
    format_version: int
    game: str = "holding_on"  # format 1 named none: it was a Holding On campaign
    rules_version: str
    state_schema: int
    campaign: _Campaign
    seats: list[_Seat] = Field(max_length=MAX_SEATS)
    packs: list[_Pack]
    games: list[_Game]


def export_document(bundle: CampaignBundle, rules: GameRules) -> str:
    c = bundle.campaign
    document = {
        "format": FORMAT,
        "format_version": FORMAT_VERSION,
        "game": rules.name,
        "rules_version": rules.rules_version,
        "state_schema": rules.state_schema,
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


def _game_document(game: GameRecord, log: list[LogRow]) -> dict[str, Any]:
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


def parse_document(
    text: str | bytes, games: Mapping[str, Hosted], *, guild_id: int | None, channel_id: int | None
) -> CampaignBundle:
    """The file as a bundle for this guild and channel (None: the file's own), checked throughout by the rules
    of the game it names (one of `games`). Raises ImportRefused."""
    raw = _json(text)
    if not isinstance(raw, dict) or raw.get("format") not in {name for name, _ in FORMATS}:
        raise ImportRefused("import-not-export")
    version = raw.get("format_version")
    if (raw.get("format"), version) not in FORMATS:
        shown = version if isinstance(version, int) and not isinstance(version, bool) else "unknown"
        raise ImportRefused("import-format", shown=str(shown), format=FORMAT_VERSION)
    if version == 1 and "game" in raw:
        raise ImportRefused("import-shape", where="game", problem="extra", more=0)
    try:
        document = _Document.model_validate(raw)
    except ValidationError as error:
        raise ImportRefused("import-shape", **_shape_problem(error)) from None
    hosted = games.get(document.game)
    if hosted is None:
        raise ImportRefused("import-game-unknown", game=document.game[:40])
    bundle = _bundle(document, guild_id, channel_id)
    _check(bundle, hosted.rules)
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
        game=document.game,
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


def _check(bundle: CampaignBundle, rules: GameRules) -> None:
    _check_table(bundle, rules)
    packs: dict[str, Any] = {}
    finals = []
    for game, log in bundle.games:
        where = Words("import-where", {"game": game.id, "scenario": game.scenario, "attempt": game.attempt})
        if game.pack_hash not in bundle.packs:
            raise ImportRefused("import-game-pack-missing", where=where)
        if game.pack_hash not in packs:
            packs[game.pack_hash] = _pack(rules, game.pack_hash, bundle.packs[game.pack_hash])
        finals.append(_check_game(rules, game, log, packs[game.pack_hash], where))
    _check_progress(bundle, rules, finals)


def _check_table(bundle: CampaignBundle, rules: GameRules) -> None:
    problem = rules.options_problem(bundle.campaign.options)
    if problem:
        raise ImportRefused("import-table-options", problem=problem)
    if len(bundle.seats) > rules.max_seats:
        raise ImportRefused("import-seat-count", most=rules.max_seats)
    users = [s.user_id for s in bundle.seats]
    names = [s.nurse_name for s in bundle.seats]
    if len(set(users)) != len(users):
        raise ImportRefused("import-two-seats")
    if len({s.seat_order for s in bundle.seats}) != len(bundle.seats):
        raise ImportRefused("import-seat-order")
    for index, name in enumerate(names):
        problem = seat_name_problem(name, names[:index])
        if problem:
            raise ImportRefused("import-seat-name", seat=index + 1, problem=problem)
    if sum(1 for game, _ in bundle.games if game.status == "playing") > 1:
        raise ImportRefused("import-two-in-play")


def _pack(rules: GameRules, pack_hash: str, body: str) -> Any:
    try:
        return rules.pack_from_body(body)
    except (ValidationError, ValueError):
        raise ImportRefused("import-pack-unreadable", pack=pack_hash[:40]) from None


def _check_game(
    rules: GameRules, game: GameRecord, log: list[LogRow], pack: Any, where: Words
) -> tuple[GameRecord, Any]:
    problem = rules.options_problem(game.options, complete=True)
    if problem:
        raise ImportRefused("import-game-options", where=where, problem=problem)
    if game.scenario not in rules.chapters(pack):
        raise ImportRefused("import-game", where=where, what="no-scenario")
    if len(game.seat_users) != len(game.seat_names) or len(set(game.seat_users)) != len(game.seat_users):
        raise ImportRefused("import-game", where=where, what="seats-pair")
    if not rules.min_seats <= len(game.seat_users) <= rules.max_seats:
        raise ImportRefused("import-game", where=where, what="seats-pair")
    if [row.seq for row in log] != list(range(1, game.version + 1)):
        raise ImportRefused("import-game-log", where=where, version=game.version)
    try:
        shared = rules.shared_rules(pack, game.scenario, game.options, game.campaign_flags)
        state = rules.read_snapshot(game.snapshot, game.state_schema, game_id=game.id, shared=shared)
    except SnapshotUnreadable as error:
        raise ImportRefused(
            "import-snapshot", where=where, why=error.why, schema=error.schema, reads=rules.state_schema
        ) from None
    except RuleError:  # the chapter cannot be set up with these options and flags
        raise ImportRefused("import-game", where=where, what="no-scenario") from None
    if state.version != game.version:
        raise ImportRefused("import-game", where=where, what="version")
    if rules.seat_names(state) != list(game.seat_names):
        raise ImportRefused("import-game", where=where, what="seats")
    if _status_of(state) != game.status and not (game.status == "abandoned" and state.result is None):
        raise ImportRefused("import-game", where=where, what="status")
    try:
        replayed = verify(rules, pack, game, log)  # under this bot's rules, whatever rules_version the file names
    except ReplayError as error:
        raise ImportRefused(
            "import-replay", where=where, why=error.why, row=error.row, undoes=error.undoes or 0
        ) from None
    if rules.whole_json(replayed) != rules.whole_json(state):  # whole, shared rules included
        raise ImportRefused("import-game", where=where, what="replay")
    return game, replayed


def _status_of(state: Any) -> str:
    return state.result or "playing"


def _check_progress(bundle: CampaignBundle, rules: GameRules, finals: list[tuple[GameRecord, Any]]) -> None:
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
    earned = {flag for game, state in finals if game.status == "won" for flag in rules.flags_won(state)}
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
