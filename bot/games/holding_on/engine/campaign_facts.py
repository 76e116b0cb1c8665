"""What a campaign remembers of how it was played, beyond its choices (issue 35): who made each call, what Billy
told and let slip in the attempts it won.

The campaign's one store that outlives an attempt is its flags, so these facts travel as flags of their own
shape, `<kind>:<what>`, which no pack's flag can take (a pack's flag is a plain word):

- `caller:<contact id>:<Nurse>`: set in the attempt when the call is made, so it carries only if that attempt
  is won, as every flag set in play does;
- `told:<timeline>-<position>` and `heard:<timeline>-<position>`: each Clear and each Partial in the grid of a
  won attempt, in the order they were placed (by grid slot, never by card id: RULINGS D3);
- `recorded:<scenario>`: this scenario's win was recorded so, which tells a whole record from one begun before
  the facts were kept (that campaign never says what it did not hear: it cannot know).

A chapter's rules never read them: `rule_flags` leaves them out wherever rules are built or shared.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field

CALLER, TOLD, HEARD, RECORDED = "caller", "told", "heard", "recorded"
KINDS = (CALLER, TOLD, HEARD, RECORDED)
Slot = tuple[int, int]  # (timeline, position): a memory as the table sees it


def caller(contact: str, nurse: str) -> str:
    return f"{CALLER}:{contact}:{nurse}"


def told(slot: Slot) -> str:
    return f"{TOLD}:{slot[0]}-{slot[1]}"


def heard(slot: Slot) -> str:
    return f"{HEARD}:{slot[0]}-{slot[1]}"


def recorded(scenario: int) -> str:
    return f"{RECORDED}:{scenario}"


def is_fact(flag: str) -> bool:
    kind, colon, _ = flag.partition(":")
    return bool(colon) and kind in KINDS


def rule_flags(flags: Iterable[str]) -> list[str]:
    """The flags a chapter's rules may read: a campaign's choices and outcomes, not its facts."""
    return [flag for flag in flags if not is_fact(flag)]


def won_facts(scenario: int, clears: Sequence[Slot], partials: Sequence[Slot]) -> list[str]:
    """The facts a won attempt adds: what its grid holds, in the order it was placed, and that it was recorded."""
    return [*(heard(slot) for slot in partials), *(told(slot) for slot in clears), recorded(scenario)]


@dataclass(frozen=True)
class CampaignFacts:
    """The facts a campaign's flags hold, read back."""

    callers: dict[str, str] = field(default_factory=dict)  # contact id -> the Nurse who made the call
    told: tuple[Slot, ...] = ()
    heard: tuple[Slot, ...] = ()  # in the order placed, across the campaign
    recorded: frozenset[int] = frozenset()

    def whole_before(self, scenario: int) -> bool:
        """Every scenario before `scenario` was won with its facts recorded."""
        return all(number in self.recorded for number in range(1, scenario))


def read(flags: Iterable[str]) -> CampaignFacts:
    callers: dict[str, str] = {}
    told_slots: list[Slot] = []
    heard_slots: list[Slot] = []
    scenarios: set[int] = set()
    for flag in flags:
        kind, _, rest = flag.partition(":")
        if kind == CALLER and ":" in rest:
            contact, _, nurse = rest.partition(":")
            callers[contact] = nurse
        elif kind in (TOLD, HEARD) and (slot := _slot(rest)) is not None:
            (told_slots if kind == TOLD else heard_slots).append(slot)
        elif kind == RECORDED and rest.isdigit():
            scenarios.add(int(rest))
    told_once, heard_once = tuple(dict.fromkeys(told_slots)), tuple(dict.fromkeys(heard_slots))
    return CampaignFacts(callers, told_once, heard_once, frozenset(scenarios))


def _slot(text: str) -> Slot | None:
    timeline, dash, position = text.partition("-")
    if not (dash and timeline.isdigit() and position.isdigit()):
        return None
    return int(timeline), int(position)
