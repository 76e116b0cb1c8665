"""The order of a game, in one loop: `advance`.

A move only changes the state; `advance` alone decides what comes next. It
looks at the phase the game stands on: either a decision is open there (and it
stops), or the phase's automatic work is done and the game moves on.

Reading this file top to bottom is reading a game: the setup's choices (H7),
then turns: a turn's start (H18 b, H8, H18 a), the steps (decisions, H9), the
end of movement (H17, H18 c, then H10 in its order: the objective, drawing,
the perspective), the set's end (H13), and the partner's turn.
"""

from __future__ import annotations

from collections.abc import Callable

from bot.games.events import Event, public
from bot.games.hands.engine import ending, objective, rows
from bot.games.hands.engine.board import board_of
from bot.games.hands.engine.state import GameState
from bot.games.hands.engine.vocab import CENTRE, Phase

PHASE_LIMIT = 1_000  # every automatic phase moves towards a decision; this turns a future bug into a loud error


def advance(state: GameState, events: list[Event]) -> None:
    """Run automatic phases until a decision is open or the game is over."""
    for _ in range(PHASE_LIMIT):
        if state.result is not None:
            state.phase = Phase.OVER
            return
        if not _PHASES[state.phase](state, events):
            return
    raise RuntimeError(f"the flow did not settle (phase {state.phase})")


# Each phase's function does the phase's automatic work and returns True when the game moved on,
# or returns False when a decision is open there.
PhaseFunction = Callable[[GameState, list[Event]], bool]


def _first_player(state: GameState, events: list[Event]) -> bool:
    if state.first_player is None:
        return False  # H7: the players name who goes first
    state.phase = Phase.HALVES
    return True


def _halves(state: GameState, events: list[Event]) -> bool:
    if any(player.side is None for player in state.players):
        return False  # H7: each chooses the half of her own row she sees
    assert state.first_player is not None
    state.active = state.first_player
    # H7: from now on the covered halves are seen by nobody, the players included.
    events.append(public("setup_done", first_player=state.first_player))
    state.phase = Phase.TURN_START
    return True


def _turn_start(state: GameState, events: list[Event]) -> bool:
    state.turn += 1
    player = state.mover
    state.path = [player.node]
    events.append(public("turn_started", seat=state.active, turn=state.turn, node=player.node))
    ending.check_out_of_cards(state, events)  # H18 (b), once the turn before has ended
    if state.result is None:
        objective.reveal(state, events)  # H8
        ending.check_stuck(state, events)  # H18 (a): the steps open now, with the objective face up
    state.phase = Phase.MOVE
    return True


def _move(state: GameState, events: list[Event]) -> bool:
    return False  # H9: she steps, then ends her turn (the END decision moves on to TURN_END)


def _turn_end(state: GameState, events: list[Event]) -> bool:
    """H17 and H18 (c) first (the game may end here), then H10 in its order: (1) the objective, (2) drawing,
    (3) the perspective; (4) the set's end comes after the perspective's choice, in SET_END."""
    ending.check_turn_end(state, events)
    if state.result is not None:
        return True
    if objective.completes(state, board_of(state.rules)):
        objective.complete(state, events)  # (1)
    rows.draw_up(state, events)  # (2), H11
    if state.mover.node == CENTRE:  # (3): H17, a token in the centre never moves again: no perspective question
        state.phase = Phase.SET_END
        return True
    side = rows.side_needed(state)  # her token does not move while the turn ends
    if side is None:  # (3), H12
        state.phase = Phase.PERSPECTIVE  # on the middle line: she chooses, blind
        return True
    if side != state.mover.side:
        rows.turn_row(state, state.active, events)
    state.phase = Phase.SET_END
    return True


def _perspective(state: GameState, events: list[Event]) -> bool:
    return False  # H12: keep or turn (the decision moves on to SET_END)


def _set_end(state: GameState, events: list[Event]) -> bool:
    """H10 (4), H13; then the partner's turn begins."""
    if objective.set_over(state):
        objective.end_set(state, events)
    state.path = []
    state.active = 1 - state.active
    state.phase = Phase.TURN_START
    return True


def _over(state: GameState, events: list[Event]) -> bool:
    return False


_PHASES: dict[Phase, PhaseFunction] = {
    Phase.FIRST_PLAYER: _first_player,
    Phase.HALVES: _halves,
    Phase.TURN_START: _turn_start,
    Phase.MOVE: _move,
    Phase.TURN_END: _turn_end,
    Phase.PERSPECTIVE: _perspective,
    Phase.SET_END: _set_end,
    Phase.OVER: _over,
}
