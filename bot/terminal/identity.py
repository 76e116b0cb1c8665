"""Who is who at the terminal table: its one channel, and each player's id, from her name.

A terminal table's file holds one campaign, in channel 1 of server 1 (ids a
Discord table never uses, so `python -m bot render --channel 1` finds it). A
player is known by her name, the same at every terminal and every night, so
her id is derived from it rather than stored.
"""

from __future__ import annotations

import hashlib

from bot.names import name_key

GUILD, CHANNEL = 1, 1


def user_id(name: str) -> int:
    """A player's id at the terminal, from her name (compared as names are: case and accents folded)."""
    digest = hashlib.sha256(name_key(name).encode("utf-8")).digest()
    return int.from_bytes(digest[:7], "big") + 1  # within SQLite's INTEGER, never 0
