"""What a careless or curious player types: odd strings, numbers, names, custom ids, and tampered exports.

Each generator returns `(value, forged)`: forged is True for what a Discord
client cannot send (Discord checks option types and ranges, snowflakes are 64
bits, strings at most 6,000 characters, choices are enforced server-side).
"""

from __future__ import annotations

import json
import math
import random
from collections.abc import Callable

from bot.games.holding_on.engine import Action, GameState
from bot.games.holding_on.render.rules_text import TOPICS

DISCORD_STRING_MAX = 6000
SNOWFLAKE_MAX = 2**64 - 1

# Strings a real client can send in any string option.
ODD_STRINGS: tuple[str, ...] = (
    " ",
    "\u200b",
    "🐶",
    "🐱",
    "³",
    "²",
    "①",
    "٣",
    "𝟑",
    "Ⅻ",
    "a" * 101,
    "x" * DISCORD_STRING_MAX,
    "\u202eevil",
    "line\nbreak",
    "@everyone",
    "<@123>",
    "<@!99999999999999999999999>",
    "-1",
    "0",
    "7",
    "99999999999999999999",
    "nan",
    "1e3",
    "3.0",
    "'; DROP TABLE campaigns; --",
    "**bold** `code`",
    "ANA",
    " ana ",
    "Ana\u0301",
    "ＡＮＡ",
    "Assistant 1",
    "assistant1",
    "ASSISTANT 2",
    "On-Call 2",
    "on call 1",
    "n0",
    "a1",
    "stop",
    "ｓｔｏｐ",
    "STOP ",
    "reveal",
    "tokens.n=0",
    "tokens.n=abc",
    "assign.s=",
    "assign.s=zz",
    "care.c=medical",
    "inquire.t=9",
    "frobnicate",
    "ho:1:1:reveal",
)
# Strings no client sends (Discord limits and strips them).
FORGED_STRINGS: tuple[str, ...] = ("", "\x00", "a\x00b", "y" * (DISCORD_STRING_MAX + 1))

NURSE_NAMES: tuple[str, ...] = (
    "Ana",
    "ana",
    "Ben",
    "Cy",
    "Dee",
    "Eve",
    "🐶",
    "🐱",
    "ＡＮＡ",
    "Ana\u0301",
    "Assistant 1",
    "assistant 1",
    "On-Call 2",
    "ON-CALL 1",
    "n" * 32,
    "n" * 33,
    "Nurse With A Very Long Name Indeed",
    " ",
    "\u200b",
    "\u200b\u200b",
    "a\tb",
    "@everyone",
    "<@123>",
    "**Ana**",
    "Zoë",
    "ß",
    "SS",
)
ACTION_KEY_JUNK: tuple[str, ...] = (
    "",
    "reveal",
    "tokens.n=abc",
    "tokens.n=99999999999999999999999",
    "tokens.n=-1",
    "tokens.s=n9.n=1",
    "assign.s=",
    "assign.s=zz",
    "assign.q=1",
    "frobnicate",
    "inquire.t=3.t=4",
    "x" * 90,
    "care.c=medical",
    "billy_voice.p=99",
    "billy_voice.p=-1",
    "end_staffing",
)


def odd_string(rng: random.Random) -> tuple[str, bool]:
    if rng.random() < 0.08:
        return rng.choice(FORGED_STRINGS), True
    return rng.choice(ODD_STRINGS), False


def text_for(option: str, rng: random.Random, state: GameState | None, offered: list[str]) -> tuple[str, bool]:
    """A value for a string option: often a sensible one for it, sometimes anything at all."""
    if rng.random() < 0.35:
        return odd_string(rng)
    sensible: list[str] = list(offered)
    if option in ("staff", "nurse", "talker", "seat") and state is not None:
        sensible += [s.name for s in state.staff.values()] + list(state.staff)
        sensible += [s.name.upper() for s in state.staff.values()] + ["🐶", "🐱", "Assistant1", "oncall2"]
    if option == "contact" and state is not None:
        sensible += [c.id for c in state.rules.contacts] + [c.name for c in state.rules.contacts]
    if option == "timeline":
        sensible += ["1", "2", "3", "4", "5", "stop", "Stop", " 3 ", "0", "6", "³", "²", "①", "٣", "𝟑", "３"]
    if option == "topic":
        sensible += [t.key for t in TOPICS] + [t.ruling for t in TOPICS] + ["inquire", "night bonus"]
    if option == "nurse_name":
        sensible += list(NURSE_NAMES)
    if option == "order" and state is not None:
        names = list(state.seats)
        rng.shuffle(names)
        sensible += [", ".join(names), " ".join(names), ", ".join(names[:1]), ", ".join(names + names[:1])]
    if option == "choice":
        sensible += list(ACTION_KEY_JUNK)
        if state is not None:
            from bot.games.holding_on.engine import legal_actions

            sensible += [a.key() for a in legal_actions(state)]
    if not sensible:
        return odd_string(rng)
    return rng.choice(sensible), False


def number_for(low: int | None, high: int | None, choices: list, rng: random.Random) -> tuple[int, bool]:
    if choices:
        if rng.random() < 0.1:
            return rng.choice([0, 3, -1, 2**31]), True
        return rng.choice(choices), False
    low = 0 if low is None else low
    high = 10 if high is None else high
    roll = rng.random()
    if roll < 0.85:
        return rng.randint(low, high), False
    return rng.choice([low - 1, high + 1, -(2**53), 2**53, 2**63 - 1]), True


def choice_string(choices: list[str], rng: random.Random) -> tuple[str, bool]:
    if rng.random() < 0.1:
        return rng.choice(["EN", "fr", "", "dm ", "both"]), True
    return rng.choice(choices), False


def user_ref(rng: random.Random, people: list[str]) -> tuple[str | int, bool]:
    roll = rng.random()
    if roll < 0.9:
        return rng.choice(people), False
    if roll < 0.95:
        return rng.randrange(10**17, 10**18), False  # someone the bot never met (left the server, say)
    return rng.choice([2**64 + 5, 2**80]), True


def custom_id_junk(rng: random.Random, game_id: int, version: int, legal: list[Action]) -> str:
    """A custom id that is not on the message: an older bot's, a mangled one, or one for another game."""
    key = rng.choice(legal).key() if legal else "reveal"
    return rng.choice(
        [
            "garbage",
            "ho:",
            "ho:abc:1:reveal",
            f"ho:{game_id}:{version}:",
            f"ho:{game_id}:{version}:{key}",
            f"ho:{game_id + 1}:{version}:{key}",
            f"ho:{2**80}:{version}:{key}",
            f"ho:{game_id}:{2**80}:{key}",
            f"ho:{game_id}:{version}:tokens.n=99999999999999999999",
            f"ho:{game_id}:{version}:assign.s=zz",
            f"ho:{game_id}:{version}:frobnicate",
            f"ho:{game_id}:{version}:{key}:extra",
            f"hs:{game_id}:{version}:tokens:0",
            f"hs:{game_id}:{version}:tokens:{2**70}",
            f"hs:{game_id}:{version}:nonsense:0",
            f"decision:{game_id}:{version}:{key}",  # an older bot's format
            "x" * 100,
        ]
    )


# --------------------------------------------------------------------------- tampered exports


def _edit_snapshot(document: dict, change: Callable[[dict], None], rules_version: str | None = None) -> None:
    games = document.get("games") or []
    if not games:
        return
    game = games[-1]
    state = json.loads(game["snapshot"])
    change(state)
    game["snapshot"] = json.dumps(state)
    if rules_version is not None:
        game["rules_version"] = rules_version


def _first_deck_card(state: dict) -> None:
    for deck in ("patient_deck", "partial_deck", "clear_deck"):
        if state.get(deck):
            state[deck][0] = "no-such-card"
            return


def _shorten_seats(document: dict) -> None:
    for game in document.get("games") or []:
        game["seat_users"] = game["seat_users"][:1]
        game["seat_names"] = game["seat_names"][:1]


def _public_events_mismatch(document: dict) -> None:
    for game in document.get("games") or []:
        for row in game.get("log") or []:
            row["public_events"] = [{"kind": "condition_changed", "audience": "channel", "data": {"oops": 1}}]


TAMPERINGS: dict[str, Callable[[dict], None]] = {
    "as exported": lambda d: None,
    "rules_version changed, condition 99": lambda d: _edit_snapshot(
        d, lambda s: s.__setitem__("condition", 99), rules_version="0.0-old"
    ),
    "condition 99": lambda d: _edit_snapshot(d, lambda s: s.__setitem__("condition", 99)),
    "unknown card id": lambda d: _edit_snapshot(d, _first_deck_card),
    "unknown card id, rules_version changed": lambda d: _edit_snapshot(d, _first_deck_card, rules_version="9.9"),
    "unknown table option": lambda d: d["campaign"]["options"].__setitem__("turbo_mode", True),
    "unknown game option": lambda d: [g["options"].__setitem__("turbo_mode", True) for g in d.get("games") or []],
    "bad option value": lambda d: d["campaign"]["options"].__setitem__("images", "sometimes"),
    "shortened seat list": _shorten_seats,
    "NaN time": lambda d: d["campaign"].__setitem__("created_at", math.nan),
    "infinite time": lambda d: d["campaign"].__setitem__("updated_at", math.inf),
    "host id beyond 64 bits": lambda d: d["campaign"].__setitem__("host_user_id", 2**70),
    "seat id beyond 64 bits": lambda d: [s.__setitem__("user_id", 2**64 + 1) for s in d.get("seats") or []],
    "seed beyond 64 bits": lambda d: [g.__setitem__("seed", 2**90) for g in d.get("games") or []],
    "negative user id": lambda d: d["campaign"].__setitem__("host_user_id", -5),
    "public log events changed": _public_events_mismatch,
    "scenarios won without games": lambda d: (
        d["campaign"].__setitem__("scenarios_won", list(range(1, 11))),
        d.__setitem__("games", []),
    ),
    "scenario 99 won": lambda d: d["campaign"].__setitem__("scenarios_won", [99]),
    "attempts of scenario 42": lambda d: d["campaign"].__setitem__("attempts", {"42": 3}),
    "nurse names equal after NFKC": lambda d: [
        s.__setitem__("nurse_name", n) for s, n in zip(d.get("seats") or [], ["ＡＮＡ", "ANA", "ana"], strict=False)
    ],
    "nurse named Assistant 1": lambda d: [
        s.__setitem__("nurse_name", "Assistant 1") for s in (d.get("seats") or [])[:1]
    ],
    "stand-in id beyond 64 bits": lambda d: [s.__setitem__("stand_in_user_id", 2**65) for s in d.get("seats") or []],
    "duplicate seat order": lambda d: [s.__setitem__("seat_order", 0) for s in d.get("seats") or []],
    "flags not strings": lambda d: d["campaign"].__setitem__("flags", [1, None]),
    "log row action unknown": lambda d: [
        row.__setitem__("action", {"kind": "frobnicate", "seat": 0})
        for g in d.get("games") or []
        for row in (g.get("log") or [])[:1]
    ],
}
RAW_FILES: dict[str, bytes] = {
    "empty": b"",
    "not utf-8": b"\xff\xfe\x00garbage\x80",
    "json null": b"null",
    "json list": b"[1, 2, 3]",
    "deep nesting": b"[" * 5000 + b"]" * 5000,
    "deep object nesting": b'{"a":' * 3000 + b"1" + b"}" * 3000,
    "huge number": b'{"format": "holding-on-campaign", "format_version": 1' + b', "x": 1' + b"0" * 5000 + b"}",
    "format version text": b'{"format": "holding-on-campaign", "format_version": "one"}',
}
OVERSIZE = 6 * 1024 * 1024


def tampered_export(exported: str | None, rng: random.Random) -> tuple[str, bytes]:
    """A file for /campaign import: an export, usually tampered with, or something else entirely."""
    roll = rng.random()
    if exported is None or roll < 0.2:
        if rng.random() < 0.1:
            return "oversize", b" " * OVERSIZE + b"{}"
        name = rng.choice(sorted(RAW_FILES))
        return name, RAW_FILES[name]
    name = rng.choice(sorted(TAMPERINGS))
    document = json.loads(exported)
    try:
        TAMPERINGS[name](document)
    except (KeyError, IndexError, TypeError):
        name = "as exported"
        document = json.loads(exported)
    return name, json.dumps(document, ensure_ascii=False).encode()
