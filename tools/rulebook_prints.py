"""`python -m tools.rulebook_prints [FOLDER]`: write tests/fixtures/rulebook_runs.bin from the rulebooks.

The rulebooks (`../shared/rules/*.txt` by default) are kept beside the repository, never in it; the file
holds only a short digest of each run of seven words (tests/fixtures/rulebook.py), so the tests that keep
our texts our own run in any clone. Run it again when a rulebook is added or changed.
"""

from __future__ import annotations

import sys
from pathlib import Path

from tests.fixtures.rulebook import PRINTS, runs

DEFAULT = Path(__file__).resolve().parents[1].parent / "shared" / "rules"


def main(argv: list[str]) -> int:
    folder = Path(argv[0]) if argv else DEFAULT
    books = sorted(folder.glob("*.txt"))
    if not books:
        print(f"no rulebook (*.txt) in {folder}", file=sys.stderr)
        return 2
    prints: set[bytes] = set()
    for book in books:
        prints |= set(runs(book.read_text(encoding="utf-8", errors="replace")))
    PRINTS.write_bytes(b"".join(sorted(prints)))
    print(f"{PRINTS}: {len(prints)} runs of seven words from {len(books)} rulebooks")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
