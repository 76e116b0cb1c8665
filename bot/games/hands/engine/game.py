"""The engine's two verbs (OpenSpiel's state API, in our words): `legal_actions` and `apply`.

`legal_actions` reads the open moves (moves.py); `apply` checks an action,
applies it, and lets `flow.advance` run the game on to the next decision.
`Outcome.legal()` lists the next decisions once, and a caller that hands them
back to the next `apply(..., legal=...)` is not charged for them again.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from bot.games.errors import RuleError
from bot.games.events import Event
from bot.games.hands.engine import flow
from bot.games.hands.engine.actions import Action
from bot.games.hands.engine.explain import refusal
from bot.games.hands.engine.moves import MOVES, open_moves
from bot.games.hands.engine.state import GameState


@dataclass(slots=True)
class Outcome:
    state: GameState
    events: list[Event]
    undoable: bool  # it revealed nothing and did not end the game: undo may take it back
    _legal: list[Action] | None = field(default=None, repr=False)

    def legal(self) -> list[Action]:
        """`legal_actions` of the state this decision led to (computed once)."""
        if self._legal is None:
            self._legal = legal_actions(self.state)
        return self._legal


def legal_actions(state: GameState) -> list[Action]:
    """Exactly the open choices, each with the seat that may take it, in a stable order (kind, seat, fields)."""
    actions: list[Action] = []
    for move in open_moves(state):
        actions += move.options(state, move.kind)
    return actions


def apply(state: GameState, action: Action, *, legal: Sequence[Action] | None = None) -> Outcome:
    """Apply one legal action to `state` in place; an illegal one raises RuleError and changes nothing.

    `legal`, when given, must be `legal_actions(state)` as it is now (e.g. the last Outcome's `legal()`).
    """
    if not isinstance(action, Action):
        raise RuleError("That is not a decision of this game.", key="refuse-not-a-decision")
    if legal is None:
        legal = legal_actions(state)
    if action not in legal:
        raise refusal(state, action, list(legal))
    move = MOVES[action.kind]
    hidden_before = state.hidden_moves
    events: list[Event] = []
    move.apply(state, action, events)
    flow.advance(state, events)
    state.version += 1
    undoable = move.undoable and state.hidden_moves == hidden_before and state.result is None
    return Outcome(state, events, undoable)
