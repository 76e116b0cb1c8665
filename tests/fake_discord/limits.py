"""Discord's documented limits that its OpenAPI document does not express (or states more loosely).

From Discord's developer documentation (resources/message, resources/channel#embed-limits,
interactions/message-components, interactions/receiving-and-responding, resources/guild-scheduled-event,
reference#uploading-files). Each function returns the problems of one body, naming the field; Discord
answers such a body 400 (50035 Invalid Form Body, or 50006 for an empty message).
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from typing import Any

from tests.fake_discord.wire import SentFile

CONTENT_MAX = 2000  # a message's text (the document allows 4000 for some senders; a bot gets 2000)
EMBEDS_TOTAL_MAX = 6000  # title, description, field names and values, footer and author, over all embeds
FIELD_VALUE = (1, 1024)
FIELD_NAME = (1, 256)
ACTION_ROWS_MAX = 5
FILES_MAX = 10
FILE_SIZE_MAX = 10 * 1024 * 1024  # a server without boosts (reference#uploading-files)
CHOICE_VALUE_MAX = 100  # an autocomplete choice's string value
EVENT_NAME = (1, 100)
EVENT_DESCRIPTION_MAX = 1000
EVENT_LOCATION = (1, 100)
COMPONENTS_V2 = 1 << 15
ATTACHMENT_URL = re.compile(r"attachment://([^\s?#]+)")


def message_problems(body: dict[str, Any] | None, files: Sequence[SentFile], *, creating: bool) -> list[str]:
    """A message created or edited (channel post, interaction response, followup, edit)."""
    body = body or {}
    problems: list[str] = []
    content = body.get("content")
    if isinstance(content, str) and len(content) > CONTENT_MAX:
        problems.append(f"content: {len(content)} characters (Discord allows {CONTENT_MAX})")
    embeds = [e for e in body.get("embeds") or [] if isinstance(e, dict)]
    problems += _embed_problems(embeds)
    problems += _component_problems(body.get("components") or [], int(body.get("flags") or 0))
    if len(files) > FILES_MAX:
        problems.append(f"files: {len(files)} (Discord allows {FILES_MAX})")
    problems += [
        f"files: {f.filename} is {len(f.data)} bytes (over 10 MiB)" for f in files if len(f.data) > FILE_SIZE_MAX
    ]
    uploaded = {f.filename for f in files} | {
        a.get("filename") for a in body.get("attachments") or [] if isinstance(a, dict)
    }
    for index, embed in enumerate(embeds):
        for kind in ("image", "thumbnail"):
            url = (embed.get(kind) or {}).get("url") or ""
            named = ATTACHMENT_URL.match(url)
            if named and named[1] not in uploaded and creating:
                problems.append(f"embeds.{index}.{kind}.url: {url} names no file of this message")
    problems += _mention_problems(body.get("allowed_mentions"))
    if creating and not (
        content or embeds or body.get("components") or files or body.get("sticker_ids") or body.get("poll")
    ):
        problems.append("an empty message (Discord: 50006 Cannot send an empty message)")
    return problems


def _embed_problems(embeds: list[dict[str, Any]]) -> list[str]:
    problems, total = [], 0
    for index, embed in enumerate(embeds):
        total += len(embed.get("title") or "") + len(embed.get("description") or "")
        total += len((embed.get("footer") or {}).get("text") or "") + len((embed.get("author") or {}).get("name") or "")
        for number, field in enumerate(embed.get("fields") or []):
            name, value = str(field.get("name", "")), str(field.get("value", ""))
            total += len(name) + len(value)
            for label, text, (low, high) in (("name", name, FIELD_NAME), ("value", value, FIELD_VALUE)):
                if not low <= len(text) <= high:
                    problems.append(f"embeds.{index}.fields.{number}.{label}: {len(text)} characters ({low}-{high})")
    if total > EMBEDS_TOTAL_MAX:
        problems.append(f"embeds: {total} characters in all (Discord allows {EMBEDS_TOTAL_MAX})")
    return problems


def _component_problems(rows: list[Any], flags: int) -> list[str]:
    if flags & COMPONENTS_V2:
        return []  # the newer layout components follow other rules; the bot sends none
    problems = []
    if len(rows) > ACTION_ROWS_MAX:
        problems.append(f"components: {len(rows)} rows (Discord allows {ACTION_ROWS_MAX})")
    seen: set[str] = set()
    for index, row in enumerate(rows):
        if not isinstance(row, dict) or row.get("type") != 1:
            problems.append(f"components.{index}: only action rows may stand at the top level")
            continue
        items = [c for c in row.get("components") or [] if isinstance(c, dict)]
        if any(c.get("type") != 2 for c in items) and len(items) > 1:
            problems.append(f"components.{index}: a select menu must be alone in its row")
        for number, item in enumerate(items):
            custom_id = item.get("custom_id")
            where = f"components.{index}.components.{number}"
            if item.get("type") == 2 and (custom_id is None) == (item.get("url") is None) and item.get("style") != 6:
                problems.append(f"{where}: a button has a custom_id or a url, not both or neither")
            if isinstance(custom_id, str):
                if custom_id in seen:
                    problems.append(f"{where}.custom_id: {custom_id!r} twice in one message")
                seen.add(custom_id)
    return problems


def _mention_problems(allowed: Any) -> list[str]:
    if not isinstance(allowed, dict):
        return []
    parse = allowed.get("parse") or []
    problems = []
    for kind in ("users", "roles"):
        if kind in parse and allowed.get(kind):
            problems.append(f"allowed_mentions: parse:[{kind}] and {kind} together (mutually exclusive)")
    return problems


def autocomplete_problems(data: dict[str, Any] | None) -> list[str]:
    choices = (data or {}).get("choices") or []
    return [
        f"data.choices.{i}.value: {len(c['value'])} characters (Discord allows {CHOICE_VALUE_MAX})"
        for i, c in enumerate(choices)
        if isinstance(c, dict) and isinstance(c.get("value"), str) and len(c["value"]) > CHOICE_VALUE_MAX
    ]


def event_problems(body: dict[str, Any] | None, *, creating: bool) -> list[str]:
    """A scheduled event's fields, and what each entity type requires (resources/guild-scheduled-event)."""
    body = body or {}
    problems = []
    for key, (low, high) in (("name", EVENT_NAME),):
        if key in body and not low <= len(str(body[key] or "")) <= high:
            problems.append(f"{key}: {len(str(body[key] or ''))} characters ({low}-{high})")
    if len(str(body.get("description") or "")) > EVENT_DESCRIPTION_MAX:
        problems.append(f"description: over {EVENT_DESCRIPTION_MAX} characters")
    metadata = body.get("entity_metadata") or {}
    location = metadata.get("location") if isinstance(metadata, dict) else None
    if location is not None and not EVENT_LOCATION[0] <= len(location) <= EVENT_LOCATION[1]:
        problems.append(
            f"entity_metadata.location: {len(location)} characters ({EVENT_LOCATION[0]}-{EVENT_LOCATION[1]})"
        )
    kind = body.get("entity_type")
    if creating and kind == 3:
        for needed in ("scheduled_end_time",):
            if not body.get(needed):
                problems.append(f"{needed}: required for an external event")
        if body.get("channel_id"):
            problems.append("channel_id: an external event has none")
    if creating and kind in (1, 2) and not body.get("channel_id"):
        problems.append("channel_id: required for a voice or stage event")
    return problems


def names(problems: Iterable[str]) -> str:
    return "; ".join(problems)
