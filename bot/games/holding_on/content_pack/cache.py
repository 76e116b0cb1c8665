"""A pack that loaded once is kept as its JSON body, so the next start does not parse and check it again.

Reading the shipped pack's TOML and running its cross-file checks takes a few hundred milliseconds, every
start; the body the table stores anyway reads back in a few (issue 37: a host restarting the bot waits on
this). The key is every file of the pack's folder (its pack files in every language, and what its checks also
read: the story bible), the language read, and the code that reads and checks packs (this package and the
engine's content types) with the Python and pydantic that ran it: change any of them and the pack is read from
its files again. Only a pack that passed every check is kept, and a kept body is validated as a ContentPack when
read back; a cache that cannot be read or written is passed by (the pack is read from its files), never a
reason not to start.

Kept by bot/kept.py under XDG_CACHE_HOME (else ~/.cache), `holding-on/packs/<key>.json`.
"""

from __future__ import annotations

import hashlib
import logging
import sys
from functools import cache
from pathlib import Path

import pydantic

from bot import kept
from bot.games.holding_on.engine.content import ContentPack

log = logging.getLogger(__name__)

_CODE = (Path(__file__).parent, Path(__file__).parent.parent / "engine")  # what reads, checks and shapes a pack
KIND = "packs"


def folder() -> Path:
    return kept.folder(KIND)


@cache
def _code_digest() -> str:
    digest = hashlib.sha256(f"{sys.version}|{pydantic.VERSION}".encode())
    for path in sorted(p for code in _CODE for p in code.glob("*.py")):
        digest.update(path.name.encode() + b"\0" + path.read_bytes())
    return digest.hexdigest()


def key(folder: str, language: str | None) -> str:
    """The cache's name for a pack: its folder's fingerprint, the language, and the code that reads packs."""
    return hashlib.sha256(f"{folder}|{language or ''}|{_code_digest()}".encode()).hexdigest()[:40]


def read(cache_key: str) -> ContentPack | None:
    """The pack kept under this key, or None (not kept, or not readable as a pack: then it is read again)."""
    body = kept.read(KIND, cache_key)
    if body is None:
        return None
    try:
        return ContentPack.model_validate_json(body)
    except ValueError as error:  # pydantic's ValidationError is a ValueError
        log.info("pack cache %s not used: %s", cache_key, type(error).__name__)
        return None


def write(cache_key: str, pack: ContentPack) -> None:
    """Keep a checked pack."""
    kept.write(KIND, cache_key, pack.model_dump_json())
