"""An event's words must not promise what its effects do not do (issue 25).

An event's title and line are read when it is revealed, whatever Billy's band; its effects then follow
(RULINGS R24). "Patience buys a little trust", followed by "Ignore Event: keep drawing", is a promise the card
breaks. Where the words say it plainly (the English, the pack's own language: the translations say the same),
each claim is held to the effects:

- a claim, and a band where the event is only ignored: the words promise what the band does not do;
- a claim no band keeps at all.

Claims are read from a few plain phrases only: a check that cannot read a line stays silent about it.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from bot.games.holding_on.content_pack.draft import Draft
from bot.games.holding_on.content_pack.problems import PackProblem
from bot.games.holding_on.engine.content import EventCard

BANDS = ("green", "orange", "red", "black")
FILE = "events.toml"
TRUST = frozenset({"trust_for_condition", "trust_for_memory", "trust_for_memory_ignoring_events"})


@dataclass(frozen=True, slots=True)
class Claim:
    name: str  # what the words promise, in a problem's words
    words: re.Pattern[str]
    effects: frozenset[str]  # any of these keeps the promise


CLAIMS = (
    Claim("trust", re.compile(r"\btrust\b", re.IGNORECASE), TRUST),
    Claim(
        "a change of subject",
        re.compile(r"\bchanges? the subject\b|\bnever mind that\b", re.IGNORECASE),
        frozenset({"change_of_subject"}),
    ),
    Claim(
        "silence",
        re.compile(r"\bnothing needs saying\b|\bwill not say\b|\bsays nothing\b", re.IGNORECASE),
        frozenset({"quiet_moment", "no_more_talking"}),
    ),
    Claim(
        "more to tell",
        re.compile(r"\bloosens him\b|\bsets him off\b|\bopens another door\b|\bhe is away\b", re.IGNORECASE),
        frozenset({"draw", "draw_ignoring_events", "change_of_subject"}) | TRUST,
    ),
)
# Known data faults another change of the pack corrects (the campaign's texts are not this module's to edit):
# each is still reported by `content check` as a note, and must still be found (tests/content/test_event_words.py)
# so that once the words are fixed, the entry is dropped and the check is strict for it again.
AWAITING = frozenset({"ev-p-tea", "ev-c-subject", "ev-c-rain"})


def contradictions(event: EventCard) -> list[tuple[str, str]]:
    """(field, message) for each promise of the event's words its effects break."""
    said = f"{event.title}. {event.text}"
    found = []
    for claim in CLAIMS:
        if not claim.words.search(said):
            continue
        for band in BANDS:
            if event.effects(band) == ["ignore"]:
                found.append((band, f"its words promise {claim.name}, but in the {band} band the event is ignored"))
        if not any(effect in claim.effects for band in BANDS for effect in event.effects(band)):
            found.append(("text", f"its words promise {claim.name}, and no band's effect keeps the promise"))
    return found


def check(draft: Draft) -> list[PackProblem]:
    """The pack's events whose words and effects disagree (the ones AWAITING their fix aside: `awaiting`)."""
    return [problem for event in draft.events if event.id not in AWAITING for problem in _problems(draft, event)]


def _problems(draft: Draft, event: EventCard) -> list[PackProblem]:
    return [PackProblem(draft.shown(FILE), event.id, field, message) for field, message in contradictions(event)]
