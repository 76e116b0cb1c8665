"""Winning and losing (H17, H18), found when they happen; the first of them ends the game.

Losses are looked for at the two moments they can happen: a turn's start
(H18 b, then a: no legal step) and the end of a turn's movement (H18 c, and
H17's win). The game's last event is the one that ends it, once.
"""

from __future__ import annotations

from bot.games.events import Event, public
from bot.games.hands.engine.movement import legal_steps
from bot.games.hands.engine.state import GameState
from bot.games.hands.engine.vocab import LOSS_RULINGS, LossCause, Phase, Result


def lose(state: GameState, cause: LossCause, events: list[Event]) -> None:
    state.result = Result.LOST
    state.loss_cause = cause
    state.phase = Phase.OVER
    events.append(public("lost", cause=str(cause), ruling=LOSS_RULINGS[cause], seat=state.active, turn=state.turn))


def win(state: GameState, events: list[Event]) -> None:
    state.result = Result.WON
    state.phase = Phase.OVER
    events.append(public("won", seat=state.active, turn=state.turn))


def check_out_of_cards(state: GameState, events: list[Event]) -> None:
    """H18 (b): the deck is empty and neither row holds a card.

    Looked for at a turn's start, when the turn before has ended: until then a set's end could still
    shuffle a discard pile back into the deck (H13). It comes before (a), which it would also cause, so
    the loss says the plainer reason.
    """
    if not state.deck and not any(player.row for player in state.players):
        lose(state, LossCause.OUT_OF_CARDS, events)


def check_stuck(state: GameState, events: list[Event]) -> None:
    """H18 (a): at the start of her turn (the objective revealed: an argument opens the partner's node, H15),
    the active player has no legal step. Our reading: a step into the centre is a legal step (H17)."""
    if not legal_steps(state):
        lose(state, LossCause.STUCK, events)


def check_turn_end(state: GameState, events: list[Event]) -> None:
    """H17, H18 (c), when her movement ends: she entered the centre this turn, so her balance must be 0; and if
    her partner entered on the turn before, she wins with her (balanced) or the pair lose (she did not enter)."""
    mover, partner = state.mover, state.partner
    partner_waits = partner.entered_centre is not None and partner.entered_centre == state.turn - 1
    if mover.entered_centre == state.turn:
        if mover.balance != 0:
            lose(state, LossCause.UNBALANCED, events)
        elif partner_waits:
            win(state, events)
    elif partner_waits:
        lose(state, LossCause.NOT_FOLLOWED, events)
