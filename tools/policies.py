"""Players for simulations: a random one and a sensible baseline (issue 3, Balance).

Both choose only among `legal_actions`. The baseline reads what a table can see
(the board, the grid, the backs of held cards and its own hand): it never
looks at the order of a deck.

The baseline, in short (the numbers are class attributes, for experiments):
- staffing: the Shift Manager staffs the revealed card for what it needs: an
  Emergency, or a deteriorating card that will need Medical care, gets the
  staff bringing the most tokens (an Assistant brings the pool); an inquiry
  card, while asking is useful, the Nurses who can Inquire, the most tokens
  first; any other card the staff holding the fewest tokens, keeping the rich
  Nurses for later. Cover by On-Call before anyone gains Stress, then the
  lowest Stress; a Nurse goes on the Contact Tile whenever a contact can be
  called; staff with 2+ Stress go On Leave after Morning; Stress costs a token
  before a card;
- care: Emergencies are Medical. A deteriorating card is Palliative (its
  rewards are worth what it costs) unless Billy would fall below 8 and a
  token can go on the card, or it is the Night and the day has had no
  Medical care (R12); then Medical. A stable card is Palliative, except that
  it takes the day's Medical care at Night when the day has had none (R12).
  Medical care takes every token that can cover a symbol, the pool first
  (it serves nothing else); a stable card takes one token, for +1, only once
  Billy has left the green;
- "token or memory" icons take memories while a timeline the objective still
  needs has fewer than 2 Partials known (in the grid or held, by their
  backs), tokens otherwise; tokens handed out go to the Nurse holding the
  fewest (the pool when no Nurse on the card has room);
- the talker is the Nurse holding the most tokens; she Steers towards the
  needed timeline with the fewest Partials known when she holds 2+ tokens;
  never Persist; spend trust on Billy's condition below 14 and on memories
  while the objective needs them, with 2+ tokens;
- inquire where a Clear is likeliest to be useful: the chance that the next
  Clear of a timeline matches a Partial the objective needs (in the grid, or
  held today when any Clear of the timeline will do), counting the Clears of
  that timeline the table already holds today (their backs are public) as
  possible matches already found. Ask when that chance is 0.3 or more, or
  0.15 or more when more Partials could not raise it (the named ones are
  all placed) or the Nurse holds 3+ tokens; otherwise stop.
"""

from __future__ import annotations

import random
from math import comb

from bot.games.holding_on import standin
from bot.games.holding_on.engine.actions import Action
from bot.games.holding_on.engine.condition import on_card
from bot.games.holding_on.engine.objective import holds, memories_asked_for
from bot.games.holding_on.engine.state import GameState
from bot.games.holding_on.engine.views import view
from bot.games.holding_on.standin import prefer as _prefer


class RandomPolicy:
    name = "random"

    def __init__(self, seed: int):
        self._random = random.Random(seed)

    def choose(self, state: GameState, actions: list[Action]) -> Action:
        return self._random.choice(actions)


# --- what the table knows about the objective ------------------------------------------


def _memories_of(state: GameState, timeline: int) -> list[str]:
    return [m for m, spec in state.rules.memories.items() if spec.timeline == timeline]


def _held(state: GameState, what: str) -> list[str]:
    """Cards the team holds face down today (their backs, hence their timelines, are public)."""
    cards = [c for s in state.staff.values() for c in getattr(s, what)]
    if what == "partials":
        cards += state.sm_board_partials
    return cards


def _needed_clears(state: GameState) -> dict[int, set[str] | None]:
    """Timeline -> the memories whose Clear the objective still wants there (None: any one will do)."""
    objective = state.rules.objective
    if holds(objective, state):
        return {}
    memories = state.rules.memories
    need: dict[int, set[str] | None] = {}
    for m in memories_asked_for(objective):
        if m not in state.grid_clears:
            need.setdefault(memories[m].timeline, set()).add(m)
    have = [memories[m].timeline for m in state.grid_clears]
    for t, count in _clears_per_timeline(objective).items():
        if have.count(t) < count and t not in need:  # a named Clear fills its timeline too
            need[t] = None
    return need


def _clears_per_timeline(node: dict) -> dict[int, int]:
    """How many Clears of any kind the objective's leaves ask for in each timeline."""
    if "all_of" in node or "any_of" in node:
        wanted: dict[int, int] = {}
        for child in node.get("all_of", node.get("any_of")):
            for t, count in _clears_per_timeline(child).items():
                wanted[t] = max(wanted.get(t, 0), count)
        return wanted
    if "clear_in_each_timeline" in node:
        return {t: node["clear_in_each_timeline"] for t in range(1, 6)}
    if "clear_in_timeline" in node:
        return {node["clear_in_timeline"]["timeline"]: node["clear_in_timeline"]["count"]}
    return {}


def _needs_memories(state: GameState) -> bool:
    return bool(_needed_clears(state))


def _partials_wanted(state: GameState) -> list[int]:
    """Timelines where a Partial Memory would still help the objective."""
    wanted = []
    placed = set(state.grid_partials)
    for t, named in _needed_clears(state).items():
        if named is None or any(m not in placed for m in named):
            wanted.append(t)
    return wanted


def _ask_value(state: GameState, timeline: int) -> tuple[float, bool]:
    """The chance that one more Clear of this timeline is a match the objective needs (R14, R15),
    and whether more Partials of the timeline could still raise that chance.

    A table counts: the Clears of the timeline not yet placed; the Partials that can
    match, in the grid or (when any Clear of the timeline will do) held today, since
    they are placed before the Clears are checked; and the Clears of the timeline
    already drawn today, each of which may already be the match.
    """
    named = _needed_clears(state).get(timeline, "no")
    if named == "no":
        return 0.0, False
    memories = [m for m in _memories_of(state, timeline) if m not in state.grid_clears]
    if named is None:  # any Clear will do: every Partial of the timeline counts, held ones too
        held = sum(1 for m in _held(state, "partials") if state.rules.memories[m].timeline == timeline)
        good = sum(1 for m in memories if m in state.grid_partials) + held
        can_improve = good < len(memories)
    else:  # the named ones, once their Partials are in the grid (a held Partial's face is unseen)
        good = sum(1 for m in named if m in state.grid_partials)
        can_improve = good < len(named)
    drawn = sum(1 for c in _held(state, "clears") if state.rules.memories[c].timeline == timeline)
    left = len(memories) - drawn
    if not good or left <= 0:
        return 0.0, can_improve
    # the chance that none of today's draws is one of the good ones, then that the next one is
    still_open = comb(len(memories) - good, drawn) / comb(len(memories), drawn)
    return still_open * good / left, can_improve


class BaselinePolicy:
    name = "baseline"

    # The numbers the shipped stand-in shares (bot/games/holding_on/standin.py), for experiments here.
    SAFETY = standin.SAFETY  # Palliative on a deteriorating card only while Billy stays above this
    ASK_AT_LEAST = standin.ASK_AT_LEAST  # an inquiry is worth a token when its chance of a useful match is this,
    ASK_IF_RICH = standin.ASK_IF_RICH  # or this for a Nurse holding RICH tokens or more
    RICH = standin.RICH
    PARTIALS_ENOUGH = standin.PARTIALS_ENOUGH  # per timeline still needing a Clear, before "either" icons take tokens
    STEER_WITH = standin.STEER_WITH  # tokens a talker holds before she pays one to Steer

    def __init__(self, seed: int):
        self._random = random.Random(seed)

    def choose(self, state: GameState, actions: list[Action]) -> Action:
        by_kind: dict[str, list[Action]] = {}
        for action in actions:
            by_kind.setdefault(action.kind, []).append(action)
        for kind, chooser in _PREFERENCE:
            if kind in by_kind:
                picked = chooser(self, state, by_kind[kind], by_kind)
                if picked is not None:
                    return picked
        return actions[0]

    # --- staffing -------------------------------------------------------------------
    def _stress_cost(self, state, options, _):
        return _prefer(options, "choice", ["token", "partial", "clear"])

    def _leave(self, state, options, by_kind):
        tired = [a for a in options if state.staff[a.staff].stress >= 2]
        return tired[0] if tired else None

    def _reveal(self, state, options, _):
        return options[0]

    def _call(self, state, options, _):
        return min(options, key=lambda a: state.staff[a.staff].stress)

    def _assign(self, state, options, _):
        card = state.rules.patients[state.current.card]
        pool_on_card = any(state.staff[s].kind != "nurse" for s in state.current.slots)

        def brings(a: Action) -> int:  # tokens this placement adds to the card's Medical care
            staff = state.staff[a.staff]
            if staff.kind == "nurse":
                return staff.tokens
            return 0 if pool_on_card else state.pool

        if card.kind == "emergency" or self._medical_likely(state, card):
            return max(options, key=lambda a: (brings(a), -state.staff[a.staff].stress))
        if card.inquiry and self._asking_useful(state):  # Nurses who can afford to Inquire (R14)
            return max(options, key=lambda a: (_can_ask(state, a.staff), _holding(state, a.staff)))
        return min(options, key=lambda a: (_holding(state, a.staff), state.staff[a.staff].stress))

    def _cover(self, state, options, _):
        return min(options, key=lambda a: (state.staff[a.staff].kind != "on_call", state.staff[a.staff].stress))

    def _extra(self, state, options, _):
        return min(options, key=lambda a: (a.count, state.staff[a.staff].stress))

    # --- care -----------------------------------------------------------------------
    def _medical_likely(self, state: GameState, card) -> bool:
        return card.kind == "deteriorating" and state.condition - card.deterioration < self.SAFETY

    def _asking_useful(self, state: GameState) -> bool:
        return any(_ask_value(state, t)[0] >= self.ASK_IF_RICH for t in range(1, 6))

    def _care(self, state, options, _):
        card = state.rules.patients[state.current.card]
        r12 = not state.medical_today and state.current.index == 2
        # Medical with no token to place would cost Billy as much and give nothing (R10, R11).
        medical = r12 or (self._medical_likely(state, card) and _tokens_on_card(state) > 0)
        return _prefer(options, "choice", ["medical" if medical else "palliative"])

    def _medical_budget(self, state: GameState) -> int:
        """How many tokens this card's Medical care should take, all sources together."""
        card = state.rules.patients[state.current.card]
        if card.kind == "stable":  # +1 for a token, once Billy has left the green
            return 1 if state.condition < 14 else 0
        return card.deterioration

    def _tokens(self, state, options, _):
        budget = self._medical_budget(state) - state.current.pool_committed
        for nurse in dict.fromkeys(a.staff for a in options):
            others = sum(n for s, n in state.current.committed.items() if s != nurse)
            most = min(state.staff[nurse].tokens, max(budget - others, 0))
            mine = [a for a in options if a.staff == nurse and a.count <= max(most, 0)] or [options[0]]
            best = max(mine, key=lambda a: a.count)
            if best.count > state.current.committed.get(nurse, 0):
                return best
        return None

    def _pool(self, state, options, _):
        budget = self._medical_budget(state) - sum(state.current.committed.values())
        best = max((a for a in options if a.count <= budget), key=lambda a: a.count, default=options[0])
        return best if best.count > state.current.pool_committed else None

    def _resolve(self, state, options, _):
        return options[0]

    def _bonus(self, state, options, _):
        return min(options, key=lambda a: (state.staff[a.staff].kind != "nurse", _holding(state, a.staff)))

    def _reward(self, state, options, _):
        wanted = _partials_wanted(state)
        known = [state.rules.memories[m].timeline for m in state.grid_partials + _held(state, "partials")]
        few = any(known.count(t) < self.PARTIALS_ENOUGH for t in wanted)
        return _prefer(options, "choice", ["memory" if few else "token"])

    def _talker(self, state, options, _):
        return max(options, key=lambda a: (state.staff[a.staff].kind == "nurse", _holding(state, a.staff)))

    def _billy_voice(self, state, options, _):
        return options[0]

    def _focus(self, state, options, _):
        talker = state.staff[state.talker]
        wanted = _partials_wanted(state)
        known = [state.rules.memories[m].timeline for m in state.grid_partials + _held(state, "partials")]
        steer = [a for a in options if a.choice == "steer" and a.timeline in wanted]
        if steer and talker.tokens >= self.STEER_WITH:
            return min(steer, key=lambda a: known.count(a.timeline))
        return _prefer(options, "choice", ["none"])

    def _persist(self, state, options, _):
        return _prefer(options, "choice", ["no"])

    def _trust(self, state, options, _):
        offer = state.conversation.pending_trust.effect
        payer = state.staff[state.conversation.payer]
        useful = state.condition < 14 if offer == "trust_for_condition" else _needs_memories(state)
        return _prefer(options, "choice", ["yes" if useful and payer.tokens >= 2 else "no"])

    def _worth_asking(self, state: GameState, staff_id: str, timeline: int) -> float | None:
        """The ask's chance when it is worth a token: a good one always; a poor one when more
        Partials cannot make it better (the wait would gain nothing) or the Nurse is rich."""
        value, can_improve = _ask_value(state, timeline)
        poor_is_fine = not can_improve or state.staff[staff_id].tokens >= self.RICH
        return value if value >= (self.ASK_IF_RICH if poor_is_fine else self.ASK_AT_LEAST) else None

    def _inquire(self, state, options, by_kind):
        worth = {(a.staff, a.timeline): self._worth_asking(state, a.staff, a.timeline) for a in options}
        useful = [a for a in options if worth[a.staff, a.timeline] is not None]
        if not useful:
            return None
        return max(useful, key=lambda a: (worth[a.staff, a.timeline], state.staff[a.staff].tokens))

    def _first(self, state, options, _):
        return options[0]

    def _sm_return(self, state, options, _):
        return _prefer(options, "choice", ["yes"])


def _tokens_on_card(state: GameState) -> int:
    """Tokens that can go on the current card: its Nurses' own, and the pool with an Assistant there (R10)."""
    shift = state.current
    tokens = sum(state.staff[s].tokens for s in on_card(shift) if state.staff[s].kind == "nurse")
    if any(state.staff[s].kind != "nurse" for s in shift.slots):
        tokens += state.pool
    return tokens


def _can_ask(state: GameState, staff_id: str) -> bool:
    staff = state.staff[staff_id]
    return staff.kind == "nurse" and staff.tokens >= 1 and staff.stress < 2


def _holding(state: GameState, staff_id: str) -> int:
    staff = state.staff[staff_id]
    return staff.tokens if staff.kind == "nurse" else state.pool


_PREFERENCE = [
    ("stress_cost", BaselinePolicy._stress_cost),
    ("send_on_leave", BaselinePolicy._leave),
    ("reveal", BaselinePolicy._reveal),
    ("call", BaselinePolicy._call),
    ("assign", BaselinePolicy._assign),
    ("cover", BaselinePolicy._cover),
    ("extra", BaselinePolicy._extra),
    ("end_staffing", BaselinePolicy._first),
    ("bonus", BaselinePolicy._bonus),
    ("care", BaselinePolicy._care),
    ("pool", BaselinePolicy._pool),  # the pool serves Medical care only: it goes on first
    ("tokens", BaselinePolicy._tokens),
    ("resolve", BaselinePolicy._resolve),
    ("reward", BaselinePolicy._reward),
    ("give_token", BaselinePolicy._bonus),
    ("talker", BaselinePolicy._talker),
    ("billy_voice", BaselinePolicy._billy_voice),
    ("focus", BaselinePolicy._focus),
    ("persist", BaselinePolicy._persist),
    ("spend_trust", BaselinePolicy._trust),
    ("inquire", BaselinePolicy._inquire),
    ("stop_inquiry", BaselinePolicy._first),
    ("close_inquiries", BaselinePolicy._first),
    ("sm_return", BaselinePolicy._sm_return),
    ("choose", BaselinePolicy._first),  # the table's choice of the heart: the answer the pack lists first
]


class StandInPolicy:
    """Every seat played by the shipped stand-in (bot/games/holding_on/standin.py), each from its own seat's view.

    A step the stand-ins all leave to someone else (the senior waiting for the others' tokens or inquiries,
    and no one else acting) is closed by its senior, as an impatient stand-in would (`patient=False`)."""

    name = "standin"

    def __init__(self, seed: int):
        self._random = random.Random(seed)

    def choose(self, state: GameState, actions: list[Action]) -> Action:
        seats = list(dict.fromkeys(action.seat for action in actions))
        for patient in (True, False):
            for seat in seats:
                picked = standin.choose(view(state, seat), [a for a in actions if a.seat == seat], patient=patient)
                if picked is not None:
                    return picked
        return actions[0]


POLICIES = {"random": RandomPolicy, "baseline": BaselinePolicy, "standin": StandInPolicy}

__all__ = ["POLICIES", "BaselinePolicy", "RandomPolicy", "StandInPolicy"]
