"""What the table may see (H19): the public view, and one seat's view (the same: nobody holds a secret).

Public: the board, both tokens and scales, the visible halves of both rows, the
face-up objective and how many remain in each set, the discard piles' sizes,
the deck's size; during setup only, both halves of the twelve dealt cards (H7).
Never a covered half after setup, the deck's order, the objective decks'
order, a card's id or the seed. Rendering and the bot partner take only these.
"""

from __future__ import annotations

from bot.games.hands.engine.board import LINE_OPENS, board_of, objective_ring
from bot.games.hands.engine.game import legal_actions
from bot.games.hands.engine.objective import is_argument
from bot.games.hands.engine.rows import visible
from bot.games.hands.engine.state import GameState, Rules
from bot.games.hands.engine.view_types import (
    BoardView,
    HalvesView,
    ObjectiveView,
    PendingLine,
    PlayerView,
    Public,
    Seated,
)
from bot.games.hands.engine.vocab import CENTRE, SEAT_WORDS, Phase

SETUP_PHASES = frozenset({Phase.FIRST_PLAYER, Phase.HALVES})

_BOARDS: dict[str, BoardView] = {}


def board_view(rules: Rules) -> BoardView:
    """The printed board, public and fixed (H1): built once per board and shared by every view; read, never change."""
    found = _BOARDS.get(rules.board_key)
    if found is None:
        found = _BOARDS[rules.board_key] = {
            "key": rules.board_key,
            "nodes": [
                {"id": n.id, "ring": str(n.ring), "angle": n.angle, "emotion": n.emotion and str(n.emotion)}
                for n in rules.nodes
            ],
            "lines": [
                {"a": line.a, "b": line.b, "kind": line.kind, "opens": LINE_OPENS[line.kind]} for line in rules.lines
            ],
        }
    return found


def _player(state: GameState, seat: int) -> PlayerView:
    player = state.players[seat]
    board = board_of(state.rules)
    return {
        "seat": seat,
        "name": player.name,
        "place": SEAT_WORDS[seat].lower(),  # H5
        "node": player.node,
        "board_half": board.side_of[seat][player.node],  # H6: left, right, or None on the middle line
        "balance": player.balance,
        "side": player.side and str(player.side),  # H12: the half her row shows
        "row": [str(half) for half in visible(state, seat)],
        "discards": len(player.discards),
        "in_centre": player.node == CENTRE,
        "entered_centre": player.entered_centre,
    }


def _setup_rows(state: GameState) -> list[list[HalvesView]] | None:
    """H7: before choosing, both players see both halves of all twelve cards; after setup, nobody does."""
    if state.phase not in SETUP_PHASES:
        return None
    cards = state.rules.cards
    return [
        [{"left": str(cards[c].left), "right": str(cards[c].right)} for c in player.row] for player in state.players
    ]


def pending(state: GameState) -> list[PendingLine]:
    """Who must decide what now (one line per seat and kind)."""
    seen: list[PendingLine] = []
    for action in legal_actions(state):
        entry: PendingLine = {"seat": action.seat, "kind": action.kind}
        if entry not in seen:
            seen.append(entry)
    return seen


def public_view(state: GameState) -> Public:
    rules = state.rules
    objective: ObjectiveView | None = None
    if state.objective is not None:
        spec = rules.objectives[state.objective]
        objective = {
            "emotion": str(spec.emotion),
            "bar": spec.bar,
            "argument": is_argument(rules, state.objective),
        }
    ring = objective_ring(state)
    return {
        "game": "hands",
        "version": state.version,
        "difficulty": str(rules.difficulty),
        "phase": str(state.phase),
        "result": state.result and str(state.result),
        "loss_cause": state.loss_cause and str(state.loss_cause),
        "turn": state.turn,
        "active": state.active,
        "first_player": state.first_player,
        "sets_completed": state.set_index,  # H14: lines whose `opens` is at most this are open
        "objective_ring": ring and str(ring),
        "objective": objective,
        "objectives_left": [len(deck) for deck in state.objective_sets],  # not yet revealed, per set
        "completed": state.completed,  # in the current set
        "deck": len(state.deck),
        "path": list(state.path),  # this turn's nodes, its start first
        "players": [_player(state, seat) for seat in range(len(state.players))],
        "setup_rows": _setup_rows(state),
        "pending": pending(state),
        "board": board_view(rules),
    }


def view(state: GameState, seat: int) -> Seated:
    """One seat's view: the public view. H7, H19: she does not see her own covered halves either."""
    return {"public": public_view(state), "seat": seat, "name": state.players[seat].name}
