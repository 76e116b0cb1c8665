"""`python -m bot content check [PATH]`: every problem at once, or a one-line summary of a good pack."""

from __future__ import annotations

import sys
from pathlib import Path

from bot.games.holding_on.content_pack import event_words
from bot.games.holding_on.content_pack.loader import default_pack_dir, load_pack
from bot.games.holding_on.content_pack.problems import PackError
from bot.games.holding_on.content_pack.texts import language_dirs


def check(path: str | None) -> int:
    """0 and a summary line for a good pack; 1 and one line per problem (on stderr) for a bad one."""
    root = Path(path) if path is not None else default_pack_dir()
    try:
        pack = load_pack(root)
    except PackError as error:
        for problem in error.problems:
            print(problem, file=sys.stderr)
        count = len(error.problems)
        print(f"{root}: {count} problem{'s' if count != 1 else ''}", file=sys.stderr)
        return 1
    for event in pack.events:  # known faults another change corrects: said, not failed (event_words.AWAITING)
        if event.id in event_words.AWAITING:
            for field, message in event_words.contradictions(event):
                print(f"{root}/{event_words.FILE}: {event.id}: {field}: note: {message}", file=sys.stderr)
    base_patients = sum(1 for p in pack.patients if p.in_base)
    base_events = sum(1 for e in pack.events if e.in_base)
    contacts = {c.id for s in pack.scenarios for setup in (s.setup, *s.conditional_setup) for c in setup.contacts}
    print(
        f"{root}: ok: {pack.pack.name} {pack.pack.version}: "
        f"{base_patients} patients (+{len(pack.patients) - base_patients} scenario-only), "
        f"{len(pack.memories)} memories, "
        f"{base_events} events (+{len(pack.events) - base_events} scenario-only), "
        f"{len(pack.scenarios)} scenarios, {len(contacts)} contacts, "
        f"{sum(len(s.triggers) for s in pack.scenarios)} triggers, {len(pack.glossary)} glossary terms; "
        f"words in {', '.join(language_dirs(root))}; "
        f"hash {pack.hash[:12]}"
    )
    return 0
