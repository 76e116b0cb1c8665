"""Python's garbage collector, tuned for a table holding many parsed games (issue 13).

The games in play are trees of small objects with no reference cycles: reference
counting frees them, and the cycle collector only ever walks them to find nothing.
`settle()` runs once when start-up is done (the content pack, the commands and the
caches loaded): a last full collection, then `gc.freeze()` moves everything alive
into a generation the collector never scans again. The youngest generation's
threshold is raised so that the many short-lived objects of each decision are
collected in fewer, still short, passes: with the default 700 a busy table ran a
young collection every few decisions; `python -m bot bench table` prints the pauses.
"""

from __future__ import annotations

import gc

THRESHOLD = (20_000, 20, 20)  # young, middle, old: see `bench table`'s GC line for what this buys


_settled = False


def settle() -> None:
    """Collect once, freeze what start-up left alive, and set the measured thresholds."""
    global _settled
    _settled = True
    gc.collect()
    gc.freeze()
    gc.set_threshold(*THRESHOLD)


def freeze_loaded() -> None:
    """After loading something that lives as long as the process (a content pack): keep the collector off it.

    Only in a settled process (a test process builds many tables and freezes nothing)."""
    if _settled:
        gc.freeze()
