"""A whole campaign as one JSON document: export, and import with every check before anything changes.

The document holds spoilers (seeds, deck order, held cards), so the Discord
layer sends it to the host privately. It round-trips exactly: importing a
file and exporting again gives the same text. Snapshots and pack bodies are
kept as the exact strings the store holds. An import is refused, with a
message that names what is wrong but never quotes the file's contents, when
the file is not JSON, not a campaign export, from another export format, has
a game from a newer bot, or has a game whose log does not replay to its
snapshot.
"""

from __future__ import annotations

import json
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from bot.engine import RULES_VERSION, STATE_SCHEMA, state_to_json
from bot.replay import ReplayError, pack_from_body, replay
from db.snapshots import SnapshotUnreadable, read_snapshot
from db.store import CampaignBundle, CampaignRecord, GameRecord, LogRow, Progress, SeatRecord

FORMAT = "holding-on-campaign"
FORMAT_VERSION = 1


class ImportRefused(ValueError):
    """The file cannot be imported; the message says why, without quoting the file."""


class _Model(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class _Campaign(_Model):
    guild_id: int
    channel_id: int
    host_user_id: int
    options: dict
    scenarios_won: list[int]
    attempts: dict[int, int]
    flags: list[str]
    created_at: float
    updated_at: float


class _Seat(_Model):
    user_id: int
    nurse_name: str = Field(min_length=1, max_length=32)
    seat_order: int
    stand_in_user_id: int | None
    joined_at: float


class _Pack(_Model):
    hash: str
    body: str


class _LogRow(_Model):
    seq: int = Field(ge=1)
    kind: Literal["decision", "undo"]
    seat: int | None
    user_id: int | None
    action: dict | None
    undoable: bool
    undoes: int | None
    public_events: list[dict]
    at: float


class _Game(_Model):
    scenario: int
    attempt: int
    seed: int
    seat_users: list[int]
    seat_names: list[str]
    options: dict
    campaign_flags: list[str]
    start_events: list[dict]
    snapshot: str
    version: int = Field(ge=0)
    status: Literal["playing", "won", "lost", "abandoned"]
    rules_version: str
    pack_hash: str
    state_schema: int
    started_at: float
    updated_at: float
    ended_at: float | None
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
        },
        "seats": [
            {
                "user_id": s.user_id,
                "nurse_name": s.nurse_name,
                "seat_order": s.seat_order,
                "stand_in_user_id": s.stand_in_user_id,
                "joined_at": s.joined_at,
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
    try:
        raw = json.loads(text)
    except (UnicodeDecodeError, json.JSONDecodeError):
        raise ImportRefused("it is not a JSON file.") from None
    if not isinstance(raw, dict) or raw.get("format") != FORMAT:
        raise ImportRefused("it is not a Holding On campaign export.")
    version = raw.get("format_version")
    if version != FORMAT_VERSION:
        shown = version if isinstance(version, int) else "unknown"
        raise ImportRefused(f"it was written in export format {shown}; this bot reads format {FORMAT_VERSION}.")
    try:
        document = _Document.model_validate(raw)
    except ValidationError as error:
        raise ImportRefused(_describe(error)) from None
    bundle = _bundle(document, guild_id, channel_id)
    _check(bundle)
    return bundle


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
    )
    seats = [SeatRecord(s.user_id, s.nurse_name, s.seat_order, s.stand_in_user_id, s.joined_at) for s in document.seats]
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
    users = [s.user_id for s in bundle.seats]
    names = [s.nurse_name.casefold() for s in bundle.seats]
    if len(set(users)) != len(users) or len(set(names)) != len(names):
        raise ImportRefused("a player or a Nurse name has two seats.")
    if sum(1 for game, _ in bundle.games if game.status == "playing") > 1:
        raise ImportRefused("it has more than one scenario attempt in play.")
    packs = {}
    for game, log in bundle.games:
        where = f"game {game.id} (scenario {game.scenario}, attempt {game.attempt})"
        if game.pack_hash not in bundle.packs:
            raise ImportRefused(f"{where} names a content pack the file does not hold.")
        if [row.seq for row in log] != list(range(1, game.version + 1)):
            raise ImportRefused(f"{where}: its log does not run from 1 to its version {game.version}.")
        try:
            state = read_snapshot(game.snapshot, game.state_schema, game_id=game.id)
        except SnapshotUnreadable as error:
            raise ImportRefused(str(error)) from None
        if state.version != game.version:
            raise ImportRefused(f"{where}: its saved state is not at its recorded version.")
        if game.rules_version != RULES_VERSION or game.state_schema != STATE_SCHEMA:
            continue  # kept as it is; a replay under other rules would not be exact
        if game.pack_hash not in packs:
            try:
                packs[game.pack_hash] = pack_from_body(bundle.packs[game.pack_hash])
            except (ValidationError, ValueError):
                raise ImportRefused(f"the content pack {game.pack_hash} in the file cannot be read.") from None
        try:
            replayed = state_to_json(replay(packs[game.pack_hash], game, log))
        except ReplayError as error:
            raise ImportRefused(f"{where}: {error}.") from None
        if replayed != game.snapshot:
            raise ImportRefused(f"{where}: its log does not replay to its saved state (the file was changed).")


def _describe(error: ValidationError) -> str:
    problems = []
    for item in error.errors(include_input=False, include_url=False)[:3]:
        where = ".".join(str(part) for part in item.get("loc", ())) or "the file"
        problems.append(f"{where}: {item.get('msg', 'invalid')}")
    more = error.error_count() - len(problems)
    return "; ".join(problems) + (f" (and {more} more)" if more > 0 else "") + "."
