"""Records to rows and back, the same in both dialects (SQLite and PostgreSQL store the same columns).

JSON columns hold compact JSON text in both (never jsonb), so a snapshot, a
log row or an export is byte-for-byte the same whichever store kept it.
Rows are positional (an aiosqlite row or an asyncpg Record), in the order of
the *_COLUMNS lists.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from typing import Any

from db.store import CampaignRecord, Delivery, GameRecord, LogRow, NightSeries, Progress

Row = Sequence[Any]  # an aiosqlite row or an asyncpg Record: positional, in the order of the *_COLUMNS lists


def dumps(value: object) -> str:
    return json.dumps(value, separators=(",", ":"), ensure_ascii=False)


def progress_from(won: str, attempts: str, flags: str) -> Progress:
    return Progress(
        scenarios_won=tuple(json.loads(won)),
        attempts={int(k): v for k, v in json.loads(attempts).items()},
        flags=tuple(json.loads(flags)),
    )


def progress_columns(progress: Progress) -> tuple[str, str, str]:
    """The three progress columns, canonical (attempts sorted): equal progress gives equal text."""
    attempts = {str(k): v for k, v in sorted(progress.attempts.items())}
    return dumps(list(progress.scenarios_won)), dumps(attempts), dumps(list(progress.flags))


CAMPAIGN_COLUMNS = (
    "id, guild_id, channel_id, host_user_id, options, scenarios_won, attempts, flags, created_at, updated_at, language,"
    " game"
)


def campaign_from(row: Row) -> CampaignRecord:
    return CampaignRecord(
        id=row[0],
        guild_id=row[1],
        channel_id=row[2],
        host_user_id=row[3],
        options=json.loads(row[4]),
        progress=progress_from(row[5], row[6], row[7]),
        created_at=row[8],
        updated_at=row[9],
        language=row[10],
        game=row[11],
    )


GAME_COLUMNS = (
    "id, campaign_id, scenario, attempt, seed, seat_users, seat_names, options, campaign_flags, start_events,"
    " snapshot, version, status, rules_version, pack_hash, state_schema, started_at, updated_at, ended_at"
)


def game_from(row: Row) -> GameRecord:
    return GameRecord(
        id=row[0],
        campaign_id=row[1],
        scenario=row[2],
        attempt=row[3],
        seed=row[4],
        seat_users=tuple(json.loads(row[5])),
        seat_names=tuple(json.loads(row[6])),
        options=json.loads(row[7]),
        campaign_flags=tuple(json.loads(row[8])),
        start_events=json.loads(row[9]),
        snapshot=row[10],
        version=row[11],
        status=row[12],
        rules_version=row[13],
        pack_hash=row[14],
        state_schema=row[15],
        started_at=row[16],
        updated_at=row[17],
        ended_at=row[18],
    )


LOG_COLUMNS = "seq, kind, seat, user_id, action, undoable, undoes, public_events, at"


def log_row_from(row: Row) -> LogRow:
    return LogRow(
        seq=row[0],
        kind=row[1],
        seat=row[2],
        user_id=row[3],
        action=json.loads(row[4]) if row[4] is not None else None,
        undoable=bool(row[5]),
        undoes=row[6],
        public_events=json.loads(row[7]),
        at=row[8],
    )


DELIVERY_COLUMNS = (
    "id, campaign_id, game_id, recipient_user_id, seat, payload, status, attempts, next_attempt_at, last_error,"
    " created_at"
)


def delivery_from(row: Row) -> Delivery:
    return Delivery(
        id=row[0],
        campaign_id=row[1],
        game_id=row[2],
        recipient_user_id=row[3],
        seat=row[4],
        payload=json.loads(row[5]),
        status=row[6],
        attempts=row[7],
        next_attempt_at=row[8],
        last_error=row[9],
        created_at=row[10],
    )


NIGHT_COLUMNS = "campaign_id, guild_id, event_id, due_at, version, body"
_NIGHT_KEYED = ("campaign_id", "guild_id", "event_id", "due_at", "version")


def night_from(row: Row) -> NightSeries:
    body = json.loads(row[5])
    body["reminders"] = tuple(body.get("reminders", ()))
    body["reminded"] = tuple(body.get("reminded", ()))
    body["said"] = tuple(body.get("said", ()))
    known = {name for name in NightSeries.__dataclass_fields__ if name not in _NIGHT_KEYED}
    fields = {name: value for name, value in body.items() if name in known}  # a newer bot's extra fields: left
    return NightSeries(campaign_id=row[0], guild_id=row[1], event_id=row[2], due_at=row[3], version=row[4], **fields)


def night_params(series: NightSeries) -> tuple[object, ...]:
    """(campaign_id, guild_id, event_id, due_at, version, body): the columns, in NIGHT_COLUMNS' order."""
    body = {name: getattr(series, name) for name in NightSeries.__dataclass_fields__ if name not in _NIGHT_KEYED}
    for name in ("reminders", "reminded", "said"):
        body[name] = list(body[name])
    return (series.campaign_id, series.guild_id, series.event_id, series.due_at, series.version, dumps(body))
