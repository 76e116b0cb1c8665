"""The bot's stand-in for an absent player (issue 28): her Nurse's decisions, read from what she could see.

`choose(seat_view, options)` takes ONE seat's view (`engine.view(state, seat)`: the public view and that
seat's own hand, never a deck's order, the seed or another seat's cards) and the decisions open to that
seat now (the buttons the whole table sees), and returns one of them, or None. Nothing else reaches it:
it imports no state, and `HoldingOn.bot_choice` hands it exactly these two things.

The policy is the balance simulator's baseline (tools/policies.py, which imports its numbers and `prefer`
from here) read from a seat's view instead of the state, with two additions for playing beside people:

- it never holds the table up for long, and never takes a step from the people beside it: holding a
  decision that closes a step other Nurses share (resolving Medical care, closing the inquiries as the
  senior member), it first does its own part (its tokens and the pool; its own inquiries), closes the
  step at once when nobody else on the card could add anything (no token left to put on the card, nobody
  able to Inquire) or the Medical care is already covered, and otherwise leaves it open (None): the
  people at the table then add their tokens or Inquire, and any of them may close it (bot/table/service.py
  lets the players of the attempt take a decision the bot leaves open). `patient=False` (the simulator's
  tables of stand-ins, where nobody else would) closes such a step instead of waiting;
- it names someone else's seat as Billy's voice when it may (the bot cannot read Billy's words aloud).

Its decisions, in the baseline's words:
- staffing (the Shift Manager): staff the revealed card for what it needs: an Emergency, or a deteriorating
  card that will need Medical care, gets the staff bringing the most tokens (an Assistant brings the pool);
  an inquiry card, while asking is useful, the Nurses who can Inquire; any other card the staff holding
  the fewest tokens. Cover by On-Call first, then the lowest Stress; a Nurse goes on the Contact Tile
  whenever a contact can be called; staff with 2+ Stress go On Leave; Stress costs a token before a card;
- care (the senior member): Emergencies are Medical; a deteriorating card is Palliative unless Billy would
  fall below 8 with a token that can go on the card, or it is the Night and the day has had no Medical
  care (R12); a stable card is Palliative, except at Night when the day has had no Medical care (R12).
  Medical care takes the pool first, then her own tokens, up to what covers the card (a stable card: one
  token, once Billy has left the green);
- a reward's "token or memory" takes a memory while a timeline the objective needs has fewer than 2
  Partials known (placed, or held by their backs), a token otherwise; the bonus token goes to the Nurse
  holding the fewest; the talker is the Nurse holding the most tokens;
- the talker Steers towards a needed timeline with the fewest Partials known when she holds 2+ tokens, never
  Persists, spends trust on Billy's condition below 14 and on memories while the objective needs them (with
  2+ tokens);
- she Inquires about the timeline whose next Clear is likeliest to match a Partial the objective needs (its
  matching Partials over the Clears left of it, the Clear deck counted as spread evenly over the five
  timelines, halved for each Clear of it the table holds today), when that chance is 0.3 or more, or 0.15
  or more for a Nurse holding 3+ tokens; otherwise she stops.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

from bot.games.holding_on.engine.actions import Action

SAFETY = 8  # Palliative on a deteriorating card only while Billy stays above this
ASK_AT_LEAST = 0.3  # an inquiry is worth a token when its chance of a useful match is this,
ASK_IF_RICH = 0.15  # or this for a Nurse holding RICH tokens or more
RICH = 3
PARTIALS_ENOUGH = 2  # per timeline still needing a Clear, before "either" icons take tokens
STEER_WITH = 2  # tokens a talker holds before she pays one to Steer
GREEN = 14  # Billy's condition from which a stable card's token gives nothing
TIMELINES = range(1, 6)

View = Mapping[str, Any]  # a part of the seat's view, read with the defaults of a day before its first card


def prefer(options: Sequence[Action], field: str, order: Sequence[str]) -> Action:
    """The first option whose `field` is the first of `order` present (the first option when none is)."""
    for wanted in order:
        for action in options:
            if getattr(action, field) == wanted:
                return action
    return options[0]


def choose(seat_view: View, options: Sequence[Action], *, patient: bool = True) -> Action | None:
    """One of `options` (the decisions open to this seat now) for the seat whose view this is, or None: nothing
    more to do (her tokens are on the card as she wants them), or a shared step she leaves to the others."""
    if not options:
        return None
    table = _Seen(seat_view, patient)
    by_kind: dict[str, list[Action]] = {}
    for action in options:
        by_kind.setdefault(action.kind, []).append(action)
    for kind, chooser in _PREFERENCE:
        if kind in by_kind:
            picked = chooser(table, by_kind[kind])
            if picked is not None:
                return picked
    if set(by_kind) <= _MAY_WAIT:
        return None  # only her tokens (as she wants them), a pool as it should be, or a step she waits on
    return options[0]


class _Seen:
    """What one seat sees, with the questions the policy asks of it."""

    def __init__(self, seat_view: View, patient: bool) -> None:
        self.public: View = seat_view["public"]
        self.hand: View = seat_view["hand"]
        self.seat: int = seat_view["seat"]
        self.patient = patient
        self.staff: dict[str, View] = {s["id"]: s for s in self.public["staff"]}
        self.shift: View = self.public["shifts"][-1] if self.public["shifts"] else {}
        self.card: View = self.shift.get("card", {})
        self.me: str = next(s["id"] for s in self.public["staff"] if s["kind"] == "nurse" and s["seat"] == self.seat)

    # --- the staff ------------------------------------------------------------------------------
    def stress(self, staff_id: str | None) -> int:
        return int(self.staff[staff_id or ""]["stress"])

    def holding(self, staff_id: str | None) -> int:
        """Tokens a staff member brings: her own for a Nurse, the pool for an Assistant or On-Call."""
        staff = self.staff[staff_id or ""]
        return int(staff["tokens"]) if staff["kind"] == "nurse" else int(self.public["pool"])

    def can_ask(self, staff_id: str | None) -> bool:
        staff = self.staff[staff_id or ""]
        return bool(staff["kind"] == "nurse" and staff["tokens"] >= 1 and staff["stress"] < 2)

    def on_card(self) -> list[str]:
        return list(dict.fromkeys(self.shift.get("slots", [])))

    def others_on_card(self) -> list[View]:
        return [self.staff[s] for s in self.on_card() if s != self.me and self.staff[s]["kind"] == "nurse"]

    # --- the card -------------------------------------------------------------------------------
    def medical_likely(self) -> bool:
        if self.card.get("kind") != "deteriorating":
            return False
        return bool(self.public["condition"] - self.card["deterioration"] < SAFETY)

    def medical_today(self) -> bool:
        """R12: a shift of today before this one had Medical care."""
        return any(shift.get("care") == "medical" for shift in self.public["shifts"][:-1])

    def tokens_on_card(self) -> int:
        """Tokens that can go on the card: its Nurses' own, and the pool with an Assistant there (R10)."""
        on = self.on_card()
        tokens = sum(int(self.staff[s]["tokens"]) for s in on if self.staff[s]["kind"] == "nurse")
        if any(self.staff[s]["kind"] != "nurse" for s in self.shift.get("slots", [])):
            tokens += int(self.public["pool"])
        return tokens

    def medical_budget(self) -> int:
        """How many tokens this card's Medical care should take, all sources together."""
        if self.card.get("kind") == "stable":
            return 1 if self.public["condition"] < GREEN else 0
        return int(self.card.get("deterioration", 0))

    def committed(self) -> int:
        return int(sum(self.shift.get("committed", {}).values())) + int(self.shift.get("pool_committed", 0))

    # --- the objective --------------------------------------------------------------------------
    def clears_in(self, timeline: int) -> int:
        return sum(1 for slot in self.public["grid"] if slot["timeline"] == timeline and slot["clear"])

    def needed_clears(self) -> dict[int, set[int] | None]:
        """Timeline -> the slots (positions) whose Clear the objective still wants there (None: any will do)."""
        need: dict[int, set[int] | None] = {}
        clear_slots = {(s["timeline"], s["position"]) for s in self.public["grid"] if s["clear"]}
        for line in self.public["objective_progress"]:
            spec = line.get("spec")
            if not spec or line.get("done"):
                continue
            if "clear_memories" in spec:
                for slot in spec["clear_memories"]:
                    if (slot["timeline"], slot["position"]) not in clear_slots:
                        named = need.setdefault(slot["timeline"], set())
                        if named is not None:
                            named.add(slot["position"])
            elif "clear_in_each_timeline" in spec:
                for timeline in TIMELINES:
                    if self.clears_in(timeline) < spec["clear_in_each_timeline"]:
                        need[timeline] = None
            elif "clear_in_timeline" in spec:
                wanted = spec["clear_in_timeline"]
                if self.clears_in(wanted["timeline"]) < wanted["count"]:
                    need[wanted["timeline"]] = None
        return need

    def held(self, deck: str, timeline: int) -> int:
        """Cards of a timeline the team holds face down today (their backs are public)."""
        return sum(b["count"] for b in self.public["backs"] if b["deck"] == deck and b["timeline"] == timeline)

    def partials_known(self, timeline: int) -> int:
        placed = sum(1 for slot in self.public["grid"] if slot["timeline"] == timeline)
        return placed + self.held("partial", timeline)

    def partials_wanted(self) -> list[int]:
        """Timelines where a Partial Memory would still help the objective."""
        placed = {(s["timeline"], s["position"]) for s in self.public["grid"]}
        return [
            timeline
            for timeline, named in self.needed_clears().items()
            if named is None or any((timeline, position) not in placed for position in named)
        ]

    def ask_value(self, timeline: int) -> tuple[float, bool]:
        """The chance that the next Clear of this timeline matches a Partial the objective needs (R14, R15),
        and whether more Partials of the timeline could still raise it."""
        named = self.needed_clears().get(timeline, "no")
        if named == "no":
            return 0.0, False
        open_slots = [s for s in self.public["grid"] if s["timeline"] == timeline and not s["clear"]]
        if named is None:  # any Clear will do: held Partials of the timeline are placed before the Clears
            good = len(open_slots) + self.held("partial", timeline)
        else:
            good = sum(1 for s in open_slots if s["position"] in named)
        left = max(self.public["decks"]["clear"] / 5, 1.0)
        can_improve = good < left
        if not good:
            return 0.0, can_improve
        value = min(good / left, 1.0) * 0.5 ** self.held("clear", timeline)
        return value, can_improve

    def worth_asking(self, staff_id: str | None, timeline: int | None) -> float | None:
        value, can_improve = self.ask_value(timeline or 0)
        poor_is_fine = not can_improve or self.holding(staff_id) >= RICH
        return value if value >= (ASK_IF_RICH if poor_is_fine else ASK_AT_LEAST) else None

    def asking_useful(self) -> bool:
        return any(self.ask_value(timeline)[0] >= ASK_IF_RICH for timeline in TIMELINES)

    def others_could_inquire(self) -> bool:
        return any(
            s["tokens"] >= 1 and s["stress"] < 2 and self.worth_asking(s["id"], t) is not None
            for s in self.others_on_card()
            for t in TIMELINES
        )


# --- the decisions, as the baseline takes them ---------------------------------------------------------

Chooser = Callable[[_Seen, list[Action]], Action | None]


def _stress_cost(seen: _Seen, options: list[Action]) -> Action | None:
    return prefer(options, "choice", ["token", "partial", "clear"])


def _leave(seen: _Seen, options: list[Action]) -> Action | None:
    tired = [a for a in options if seen.stress(a.staff) >= 2]
    return tired[0] if tired else None


def _first(seen: _Seen, options: list[Action]) -> Action | None:
    return options[0]


def _call(seen: _Seen, options: list[Action]) -> Action | None:
    return min(options, key=lambda a: seen.stress(a.staff))


def _assign(seen: _Seen, options: list[Action]) -> Action | None:
    pool_on_card = any(seen.staff[s]["kind"] != "nurse" for s in seen.shift.get("slots", []))

    def brings(a: Action) -> int:  # tokens this placement adds to the card's Medical care
        if seen.staff[a.staff or ""]["kind"] == "nurse":
            return seen.holding(a.staff)
        return 0 if pool_on_card else int(seen.public["pool"])

    if seen.card.get("kind") == "emergency" or seen.medical_likely():
        return max(options, key=lambda a: (brings(a), -seen.stress(a.staff)))
    if seen.card.get("inquiry") and seen.asking_useful():  # Nurses who can afford to Inquire (R14)
        return max(options, key=lambda a: (seen.can_ask(a.staff), seen.holding(a.staff)))
    return min(options, key=lambda a: (seen.holding(a.staff), seen.stress(a.staff)))


def _cover(seen: _Seen, options: list[Action]) -> Action | None:
    return min(options, key=lambda a: (seen.staff[a.staff or ""]["kind"] != "on_call", seen.stress(a.staff)))


def _extra(seen: _Seen, options: list[Action]) -> Action | None:
    return min(options, key=lambda a: (a.count or 0, seen.stress(a.staff)))


def _bonus(seen: _Seen, options: list[Action]) -> Action | None:
    return min(options, key=lambda a: (seen.staff[a.staff or ""]["kind"] != "nurse", seen.holding(a.staff)))


def _care(seen: _Seen, options: list[Action]) -> Action | None:
    r12 = not seen.medical_today() and seen.shift.get("index") == 2
    # Medical with no token to place would cost Billy as much and give nothing (R10, R11).
    medical = r12 or (seen.medical_likely() and seen.tokens_on_card() > 0)
    return prefer(options, "choice", ["medical" if medical else "palliative"])


def _pool(seen: _Seen, options: list[Action]) -> Action | None:
    budget = seen.medical_budget() - sum(seen.shift.get("committed", {}).values())
    best = max((a for a in options if (a.count or 0) <= budget), key=lambda a: a.count or 0, default=options[0])
    return best if (best.count or 0) > seen.shift.get("pool_committed", 0) else None


def _tokens(seen: _Seen, options: list[Action]) -> Action | None:
    budget = seen.medical_budget() - int(seen.shift.get("pool_committed", 0))
    committed: dict[str, int] = seen.shift.get("committed", {})
    for nurse in dict.fromkeys(a.staff for a in options):
        others = sum(n for s, n in committed.items() if s != nurse)
        most = min(seen.holding(nurse), max(budget - others, 0))
        mine = [a for a in options if a.staff == nurse and (a.count or 0) <= most] or [options[0]]
        best = max(mine, key=lambda a: a.count or 0)
        if (best.count or 0) > committed.get(nurse or "", 0):
            return best
    return None


def _resolve(seen: _Seen, options: list[Action]) -> Action | None:
    if not seen.patient or seen.committed() >= seen.medical_budget():
        return options[0]
    committed: dict[str, int] = seen.shift.get("committed", {})
    others_can_add = any(s["tokens"] > committed.get(s["id"], 0) for s in seen.others_on_card())
    return None if others_can_add else options[0]


def _reward(seen: _Seen, options: list[Action]) -> Action | None:
    few = any(seen.partials_known(t) < PARTIALS_ENOUGH for t in seen.partials_wanted())
    return prefer(options, "choice", ["memory" if few else "token"])


def _talker(seen: _Seen, options: list[Action]) -> Action | None:
    return max(options, key=lambda a: (seen.staff[a.staff or ""]["kind"] == "nurse", seen.holding(a.staff)))


def _billy_voice(seen: _Seen, options: list[Action]) -> Action | None:
    """Someone at the table reads Billy's words aloud: another seat than the bot's own when one may."""
    return next((a for a in options if a.target != seen.seat), options[0])


def _focus(seen: _Seen, options: list[Action]) -> Action | None:
    talker = seen.public["conversation"]["talker"] if seen.public.get("conversation") else seen.me
    wanted = seen.partials_wanted()
    steer = [a for a in options if a.choice == "steer" and a.timeline in wanted]
    if steer and seen.holding(talker) >= STEER_WITH:
        return min(steer, key=lambda a: seen.partials_known(a.timeline or 0))
    return prefer(options, "choice", ["none"])


def _persist(seen: _Seen, options: list[Action]) -> Action | None:
    return prefer(options, "choice", ["no"])


def _trust(seen: _Seen, options: list[Action]) -> Action | None:
    offer = (seen.public.get("conversation") or {}).get("trust_offer")
    useful = seen.public["condition"] < GREEN if offer == "trust_for_condition" else bool(seen.needed_clears())
    return prefer(options, "choice", ["yes" if useful and seen.hand["tokens"] >= 2 else "no"])


def _inquire(seen: _Seen, options: list[Action]) -> Action | None:
    worth = {(a.staff, a.timeline): seen.worth_asking(a.staff, a.timeline) for a in options}
    useful = [a for a in options if worth[a.staff, a.timeline] is not None]
    if not useful:
        return None
    return max(useful, key=lambda a: (worth[a.staff, a.timeline] or 0.0, seen.holding(a.staff)))


def _close_inquiries(seen: _Seen, options: list[Action]) -> Action | None:
    if seen.patient and seen.others_could_inquire():
        return None  # the Nurses beside her may still want to ask: theirs to do, and any of them may close
    return options[0]


def _sm_return(seen: _Seen, options: list[Action]) -> Action | None:
    return prefer(options, "choice", ["yes"])


# The baseline's order of preference among the kinds open at once (tools/policies.py keeps the same order).
_PREFERENCE: list[tuple[str, Chooser]] = [
    ("stress_cost", _stress_cost),
    ("send_on_leave", _leave),
    ("reveal", _first),
    ("call", _call),
    ("assign", _assign),
    ("cover", _cover),
    ("extra", _extra),
    ("end_staffing", _first),
    ("bonus", _bonus),
    ("care", _care),
    ("pool", _pool),  # the pool serves Medical care only: it goes on first
    ("tokens", _tokens),
    ("resolve", _resolve),
    ("reward", _reward),
    ("give_token", _bonus),
    ("talker", _talker),
    ("billy_voice", _billy_voice),
    ("focus", _focus),
    ("persist", _persist),
    ("spend_trust", _trust),
    ("inquire", _inquire),
    ("stop_inquiry", _first),
    ("close_inquiries", _close_inquiries),
    ("sm_return", _sm_return),
    ("choose", _first),  # the table's choice of the heart: the answer the pack lists first
]
# Kinds she may leave open: her tokens and the pool (as she wants them), and a shared step she waits on.
_MAY_WAIT = {"tokens", "pool", "resolve", "close_inquiries", "inquire"}
