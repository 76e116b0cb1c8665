"""The emotion rows (H7, H10 (2), H11, H12): what each row shows, drawing, and turning a row.

A row shows one half of each of its cards, the side its player chose or
turned to (H12); the other halves are covered and seen by nobody (H19), so
nothing here puts a covered half into an event.
"""

from __future__ import annotations

from bot.games.events import Event, public
from bot.games.hands.engine.board import board_of
from bot.games.hands.engine.state import GameState
from bot.games.hands.engine.vocab import ROW_SIZE, Emotion, Side


def visible(state: GameState, seat: int) -> list[Emotion]:
    """H12: the halves a row shows, in order from the cover card (none before its side is chosen, H7)."""
    player = state.players[seat]
    cards = state.rules.cards
    if player.side is None:
        return []
    if player.side == Side.LEFT:
        return [cards[card].left for card in player.row]
    return [cards[card].right for card in player.row]


def draw_up(state: GameState, events: list[Event]) -> None:
    """H10 (2): balanced at the end of her movement, she draws up to 6; H11: an empty deck gives what it has.

    New cards go to the far end of her row, showing the half of her current perspective, and those halves are
    public at that moment: the event says them even when her row turns at once (H10 (3), H12) and covers them
    (H10 as amended 2026-12; a player may remember them).
    """
    player = state.mover
    if player.balance != 0:
        return
    wanted = ROW_SIZE - len(player.row)
    if wanted <= 0:
        return
    drawn = [state.deck.pop() for _ in range(min(wanted, len(state.deck)))]
    player.row.extend(drawn)
    if drawn:
        state.hidden_moves += 1  # their visible halves are now known: undo may not take this back
    shows = visible(state, state.active)[-len(drawn) :] if drawn else []
    events.append(
        public(
            "drew",
            seat=state.active,
            count=len(drawn),
            wanted=wanted,
            shows=[str(e) for e in shows],
            deck=len(state.deck),
        )
    )


def side_needed(state: GameState) -> Side | None:
    """H12: the half her token's half of the board asks for; None on the middle line (she chooses)."""
    board = board_of(state.rules)
    return board.side_of[state.active][state.mover.node]


def turn_row(state: GameState, seat: int, events: list[Event]) -> None:
    """H12: her whole row turns to the other half, order kept; the halves it now shows are seen by all."""
    player = state.players[seat]
    assert player.side is not None
    player.side = Side.RIGHT if player.side == Side.LEFT else Side.LEFT
    state.hidden_moves += 1  # halves nobody had seen are shown
    shows = [str(e) for e in visible(state, seat)]
    events.append(public("perspective_turned", seat=seat, side=str(player.side), shows=shows))
