"""Actions: one small decision each (FLOW.md), tagged with the seat that takes it."""

from __future__ import annotations

from dataclasses import asdict, dataclass, fields

# Every decision the engine can ask, with who takes it. Order is the stable
# order legal_actions lists them in.
KINDS = (
    "stress_cost",  # the stressed Nurse, or the SM for an Assistant (R16)
    "reveal",  # SM (R3)
    "send_on_leave",  # SM, after Morning (R8)
    "assign",  # SM, from the break room (R3)
    "cover",  # SM, an On-Call or someone from the previous shift (R4a, R4b)
    "extra",  # SM, extra cover by someone on this shift (R4c)
    "call",  # SM, a Nurse on the Contact Tile (R18)
    "end_staffing",  # SM (R5)
    "bonus",  # senior: the Night or averted-Emergency token (R6, R10)
    "care",  # senior: medical | palliative (R9)
    "tokens",  # each Nurse on the card: her own tokens on it (R10)
    "pool",  # senior: pool tokens, with an Assistant on the card (R10)
    "resolve",  # senior: resolve Medical care (R10)
    "reward",  # senior: token | memory for a "token or memory" icon (R11)
    "give_token",  # senior: who gets the next palliative token (R11, R23)
    "talker",  # senior: who talks to Billy (R13)
    "billy_voice",  # senior (palliative) or the inquiring Nurse: who speaks for Billy
    "focus",  # talker: none | persist | steer (R17)
    "persist",  # talker: yes = pay 1 to set the drawn Partial aside (R17)
    "spend_trust",  # payer: yes = pay 1 token for the event's offer (R24)
    "inquire",  # a Nurse on the card: ask about a timeline (R14)
    "stop_inquiry",  # the inquiring Nurse (R14)
    "close_inquiries",  # senior: end the shift's inquiry window
    "sm_return",  # two players: the SM returns to the break room (R19)
)
KIND_ORDER = {kind: i for i, kind in enumerate(KINDS)}

_ABBREVIATIONS = {"staff": "s", "count": "n", "timeline": "t", "choice": "c", "target": "p", "contact": "k"}
_FIELDS_BY_ABBREVIATION = {v: k for k, v in _ABBREVIATIONS.items()}


@dataclass(frozen=True, slots=True)
class Action:
    kind: str
    seat: int
    staff: str | None = None
    count: int | None = None
    timeline: int | None = None
    choice: str | None = None
    target: int | None = None  # a seat (who speaks for Billy)
    contact: str | None = None

    def to_dict(self) -> dict:
        return {k: v for k, v in asdict(self).items() if v is not None}

    @classmethod
    def from_dict(cls, data: dict) -> Action:
        known = {f.name for f in fields(cls)}
        unknown = set(data) - known
        if unknown:
            raise ValueError(f"unknown action fields: {sorted(unknown)}")
        return cls(**data)

    def key(self) -> str:
        """A compact, public key (no seat): 'assign.s=a1', 'tokens.n=2'. Holds nothing hidden."""
        parts = [self.kind]
        for name, abbreviation in _ABBREVIATIONS.items():
            value = getattr(self, name)
            if value is not None:
                parts.append(f"{abbreviation}={value}")
        return ".".join(parts)

    @classmethod
    def from_key(cls, key: str, seat: int) -> Action:
        kind, *parts = key.split(".")
        if kind not in KIND_ORDER:
            raise ValueError(f"unknown action {kind!r}")
        values: dict = {}
        for part in parts:
            abbreviation, _, raw = part.partition("=")
            name = _FIELDS_BY_ABBREVIATION.get(abbreviation)
            if name is None:
                raise ValueError(f"unknown action field {abbreviation!r}")
            values[name] = int(raw) if name in ("count", "timeline", "target") else raw
        return cls(kind=kind, seat=seat, **values)


def sort_key(action: Action) -> tuple:
    return (
        KIND_ORDER[action.kind],
        action.seat,
        action.staff or "",
        action.count if action.count is not None else -1,
        action.timeline or 0,
        action.choice or "",
        action.target if action.target is not None else -1,
        action.contact or "",
    )
