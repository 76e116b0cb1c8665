"""Reading one pack file as TOML, as untrusted input (issue 11): at most 5 MB, nested at most 32 deep.

A pack folder may come from anyone (CONTENT_DIR, `python -m bot content
check PATH`): a huge file is refused before it is read, and one nested far
deeper than any pack (tomllib would recurse until Python gives up) is a
problem to report like any other, never a crash.
"""

from __future__ import annotations

import tomllib
from pathlib import Path
from typing import Any

MAX_FILE_BYTES = 5 * 1024 * 1024  # the shipped pack's largest file is under 60 kB
MAX_DEPTH = 32  # the shipped pack nests 7 deep (an objective's tree)


class Unreadable(Exception):
    """The file cannot be a pack file; `str(error)` says why, for the pack's list of problems."""


def read_toml(path: Path) -> dict[str, Any]:
    """The file's TOML table; raises Unreadable with the reason."""
    try:
        if path.stat().st_size > MAX_FILE_BYTES:
            raise Unreadable(f"larger than {MAX_FILE_BYTES // (1024 * 1024)} MB: not a pack file")
        with path.open("rb") as handle:
            table = tomllib.load(handle)
    except tomllib.TOMLDecodeError as error:
        raise Unreadable(f"not valid TOML: {error}") from None
    except UnicodeDecodeError as error:
        raise Unreadable(f"not UTF-8 text: {error}") from None
    except RecursionError:
        raise Unreadable(f"nested more than {MAX_DEPTH} deep: not a pack file") from None
    except OSError as error:
        raise Unreadable(f"cannot be read ({error.strerror or type(error).__name__})") from None
    if _depth(table) > MAX_DEPTH:
        raise Unreadable(f"nested more than {MAX_DEPTH} deep: not a pack file")
    return table


def _depth(value: object) -> int:
    """How deep tables and arrays nest in `value` (without recursion: the file decides how deep that is)."""
    deepest, stack = 0, [(value, 1)]
    while stack:
        item, depth = stack.pop()
        children = item.values() if isinstance(item, dict) else item if isinstance(item, list) else None
        if children is None:
            continue
        deepest = max(deepest, depth)
        if deepest > MAX_DEPTH:
            break
        stack.extend((child, depth + 1) for child in children)
    return deepest
