"""Players for simulations: a random one and a sensible baseline (issue 3, Balance).

Both choose only among `legal_actions`. The baseline reads what a table can see
(the board, the grid, the backs of held cards and its own hand): it never
looks at the order of a deck.

The baseline, in short:
- staffing: Nurses from the break room first (the senior decides), then
  Assistants; cover by On-Call before anyone gains Stress; the lowest Stress
  covers; a Nurse goes on the Contact Tile whenever a contact can be called;
- care: Emergencies are Medical; a deteriorating card is Medical when the
  tokens on the card can cover most of it or Billy is below 14, otherwise
  Palliative; a stable card is Palliative (memories and tokens), except that
  the Night shift is Medical when the day has had none (R12);
- every token that can cover a symbol goes on the card; "token or memory"
  icons take memories while the objective still needs Clears;
- Steer towards a timeline the objective still needs when the talker can
  afford it; never Persist; spend trust on Billy's condition below 14 and on
  memories while the objective needs them;
- inquire about the timelines whose Clears the objective still needs, the
  ones with the most Partials placed first; stop when none is useful;
- send staff with 2+ Stress On Leave after Morning; the Night and Emergency
  tokens go to whoever holds fewest.
"""

from __future__ import annotations

import random

from bot.engine.actions import Action
from bot.engine.board import on_card
from bot.engine.objective import holds, memories_asked_for
from bot.engine.state import GameState


class RandomPolicy:
    name = "random"

    def __init__(self, seed: int):
        self._random = random.Random(seed)

    def choose(self, state: GameState, actions: list[Action]) -> Action:
        return self._random.choice(actions)


def _wanted_timelines(state: GameState) -> list[int]:
    """Timelines in which the objective still needs a Clear Memory."""
    objective = state.rules.objective
    named = memories_asked_for(objective)
    memories = state.rules.memories
    if named:
        return sorted({memories[m].timeline for m in named if m not in state.grid_clears})
    have = {memories[m].timeline for m in state.grid_clears}
    return [t for t in range(1, 6) if t not in have] or list(range(1, 6))


def _needs_memories(state: GameState) -> bool:
    return not holds(state.rules.objective, state)


class BaselinePolicy:
    name = "baseline"

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
        if card.inquiry:  # Nurses who can afford to Inquire go where Billy may be asked (R14)
            return max(options, key=lambda a: (_can_ask(state, a.staff), -state.staff[a.staff].stress))
        return min(options, key=lambda a: (state.staff[a.staff].kind != "nurse", state.staff[a.staff].stress))

    def _cover(self, state, options, _):
        return min(options, key=lambda a: (state.staff[a.staff].kind != "on_call", state.staff[a.staff].stress))

    def _extra(self, state, options, _):
        return min(options, key=lambda a: (a.count, state.staff[a.staff].stress))

    # --- care -----------------------------------------------------------------------
    def _care(self, state, options, _):
        card = state.rules.patients[state.current.card]
        shift = state.current
        tokens = sum(state.staff[s].tokens for s in on_card(shift) if state.staff[s].kind == "nurse")
        if any(state.staff[s].kind != "nurse" for s in shift.slots):
            tokens += state.pool
        medical = False
        if card.kind == "stable":
            medical = not state.medical_today and shift.index == 2
        else:
            medical = tokens * 2 >= card.deterioration or state.condition < 14
            medical = medical or (not state.medical_today and shift.index == 2)
        return _prefer(options, "choice", ["medical" if medical else "palliative"])

    def _tokens(self, state, options, _):
        healthy = state.condition >= 12
        for nurse in dict.fromkeys(a.staff for a in options):
            # While Billy is healthy, each Nurse keeps one token to Inquire with later.
            keep = 1 if healthy and state.staff[nurse].tokens > 0 else 0
            most = state.staff[nurse].tokens - keep
            mine = [a for a in options if a.staff == nurse and a.count <= most] or [options[0]]
            best = max(mine, key=lambda a: a.count)
            if best.count > state.current.committed.get(nurse, 0):
                return best
        return None

    def _pool(self, state, options, _):
        best = max(options, key=lambda a: a.count)
        return best if best.count > state.current.pool_committed else None

    def _resolve(self, state, options, _):
        return options[0]

    def _bonus(self, state, options, _):
        return min(options, key=lambda a: _holding(state, a.staff))

    def _reward(self, state, options, _):
        # Partials first; once the grid has plenty to match, tokens to Inquire with matter more.
        held = sum(len(s.partials) for s in state.staff.values()) + len(state.sm_board_partials)
        enough = len(state.grid_partials) + held >= 12
        return _prefer(options, "choice", ["token" if enough or not _needs_memories(state) else "memory"])

    def _talker(self, state, options, _):
        return max(options, key=lambda a: _holding(state, a.staff))

    def _billy_voice(self, state, options, _):
        return options[0]

    def _focus(self, state, options, _):
        talker = state.staff[state.talker]
        wanted = set(_wanted_timelines(state))
        steer = [a for a in options if a.choice == "steer" and a.timeline in wanted]
        if steer and talker.tokens >= 2:
            return steer[0]
        return _prefer(options, "choice", ["none"])

    def _persist(self, state, options, _):
        return _prefer(options, "choice", ["no"])

    def _trust(self, state, options, _):
        offer = state.conversation.pending_trust[0]
        payer = state.staff[state.conversation.payer]
        useful = state.condition < 14 if offer == "trust_for_condition" else _needs_memories(state)
        return _prefer(options, "choice", ["yes" if useful and payer.tokens >= 2 else "no"])

    def _inquire(self, state, options, by_kind):
        wanted = _wanted_timelines(state)
        # Ask where placed Partials still wait for their Clear: the likeliest match at Talk About Billy.
        waiting = [state.rules.memories[m].timeline for m in state.grid_partials if m not in state.grid_clears]
        useful = [a for a in options if a.timeline in wanted and a.timeline in waiting]
        if not useful:
            return None
        return max(useful, key=lambda a: (waiting.count(a.timeline), state.staff[a.staff].tokens))

    def _first(self, state, options, _):
        return options[0]

    def _sm_return(self, state, options, _):
        return _prefer(options, "choice", ["yes"])


def _can_ask(state: GameState, staff_id: str) -> bool:
    staff = state.staff[staff_id]
    return staff.kind == "nurse" and staff.tokens >= 1 and staff.stress < 2


def _holding(state: GameState, staff_id: str) -> int:
    staff = state.staff[staff_id]
    return staff.tokens if staff.kind == "nurse" else state.pool


def _prefer(options: list[Action], field: str, order: list[str]) -> Action:
    for wanted in order:
        for action in options:
            if getattr(action, field) == wanted:
                return action
    return options[0]


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
    ("tokens", BaselinePolicy._tokens),
    ("pool", BaselinePolicy._pool),
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
]

POLICIES = {"random": RandomPolicy, "baseline": BaselinePolicy}

__all__ = ["POLICIES", "BaselinePolicy", "RandomPolicy"]
