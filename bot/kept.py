"""Work the bot keeps between starts so as not to do it again: a checked content pack, the parsed catalogues.

Each kind has its folder under XDG_CACHE_HOME (else ~/.cache): `holding-on/<kind>/<key>.json`. The key names
everything the kept work depends on, so a changed input is a new key and never a stale file. A file is written
whole and then renamed (a reader never sees half of one); a folder that cannot be read or written is passed by
(the work is done again), never a reason not to start. What a file holds is checked by whoever reads it.
"""

from __future__ import annotations

import contextlib
import logging
import os
from pathlib import Path

log = logging.getLogger(__name__)


def folder(kind: str) -> Path:
    base = os.environ.get("XDG_CACHE_HOME") or str(Path.home() / ".cache")
    return Path(base) / "holding-on" / kind


def read(kind: str, key: str) -> bytes | None:
    """The bytes kept under this key, or None (nothing kept, or the folder cannot be read)."""
    path = folder(kind) / f"{key}.json"
    try:
        return path.read_bytes()
    except FileNotFoundError:
        return None
    except OSError as error:
        log.info("%s cache %s not used: %s", kind, path.name, error.strerror or type(error).__name__)
        return None


def write(kind: str, key: str, body: str) -> None:
    """Keep `body` under this key (whole, then renamed); a folder that cannot be written is passed by."""
    target = folder(kind) / f"{key}.json"
    partial = target.with_suffix(f".{os.getpid()}.part")
    try:
        target.parent.mkdir(parents=True, exist_ok=True)
        partial.write_text(body, encoding="utf-8")
        os.replace(partial, target)
    except OSError as error:
        log.info("%s cache not written: %s", kind, error.strerror or type(error).__name__)
        with contextlib.suppress(OSError):  # (no folder to leave a part in, or none was written)
            partial.unlink()
