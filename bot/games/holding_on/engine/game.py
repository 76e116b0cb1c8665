"""The engine's two verbs (OpenSpiel's state API, in our words): `legal_actions` and `apply`.

`legal_actions` reads the open moves (moves.py); `apply` checks an action,
applies it, and lets `flow.advance` run the game on to the next decision.

The legal actions of a step are computed once: `Outcome.legal()` lists the
next step's (on first use), and a caller that hands them back to the next
`apply(..., legal=...)` is not charged for them again. Without them, `apply`
lists only the applied move's own choices.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from bot.games.errors import RuleError
from bot.games.events import Event
from bot.games.holding_on.engine import flow
from bot.games.holding_on.engine.actions import Action
from bot.games.holding_on.engine.explain import refusal
from bot.games.holding_on.engine.moves import KIND_ORDER, MOVES, Now, is_open, open_moves
from bot.games.holding_on.engine.state import GameState


@dataclass(slots=True)
class Outcome:
    state: GameState
    events: list[Event]
    undoable: bool  # FLOW.md, Undo: it revealed nothing, and undo may take it back
    _legal: list[Action] | None = field(default=None, repr=False)

    def legal(self) -> list[Action]:
        """`legal_actions` of the state this decision led to (computed once)."""
        if self._legal is None:
            self._legal = legal_actions(self.state)
        return self._legal


def legal_actions(state: GameState) -> list[Action]:
    """Exactly the open choices, each with the seat that may take it, in a stable order (`sort_key`).

    The open moves come in the order of their kinds and list their own choices in order, so their
    lists only follow one another; `Now` works out what several of them read once.
    """
    now = Now(state)
    actions: list[Action] = []
    for move in open_moves(state):
        actions += move.options(now, move.kind)
    return actions


def is_legal(state: GameState, action: Action) -> bool:
    """Is this action open now? Lists only its own move's choices.

    Each choice carries the one seat the rules give it to (D4), so the same choice from any other seat
    is not open and is refused with the reason.
    """
    if action.kind not in MOVES:
        return False
    move = MOVES[action.kind]
    return is_open(state, move) and action in move.options(Now(state), move.kind)


def sort_key(action: Action) -> tuple[int, int, str, int, int, str, int, str]:
    """The stable order of `legal_actions`: kind (the records' order), seat, staff, count, timeline, choice,
    target, contact.

    Nothing sorts by it at play time: each move lists its own choices in this order (moves.py), and the
    random-play invariants check every listing against it.
    """
    kind, seat, staff, count, timeline, choice, target, contact = action
    return (
        KIND_ORDER[kind],
        seat,
        staff or "",
        -1 if count is None else count,
        timeline or 0,
        choice or "",
        -1 if target is None else target,
        contact or "",
    )


def apply(state: GameState, action: Action, *, legal: Sequence[Action] | None = None) -> Outcome:
    """Apply one legal action to `state` in place; an illegal one raises RuleError and changes nothing.

    `legal`, when given, must be `legal_actions(state)` as it is now (e.g. the last Outcome's `legal()`).
    A caller that needs the state as it was keeps its own copy (the store reloads its snapshot;
    simulations play one state through).
    """
    if not isinstance(action, Action):
        raise RuleError("That is not a decision of this game.", key="refuse-not-a-decision")
    if not (action in legal if legal is not None else is_legal(state, action)):
        raise refusal(state, action, legal_actions(state))
    move = MOVES[action.kind]
    hidden_before = state.hidden_moves
    events: list[Event] = []
    move.apply(state, action, events)
    flow.advance(state, events)
    state.version += 1
    undoable = move.undoable and state.hidden_moves == hidden_before and state.result is None
    return Outcome(state, events, undoable)
