"""Steps (H4, H9, H14, H15, H17): which are open, and taking one.

`steps_from` is the rule on plain public data (a board, positions, the visible
halves of both rows, a balance, the face-up argument): the engine lists the
legal steps with it, and a player or a bot partner reading only the public
view (H19) can ask it the same question.
"""

from __future__ import annotations

from collections.abc import Sequence

from bot.games.events import Event, public
from bot.games.hands.engine.actions import Action, new_action
from bot.games.hands.engine.board import Board, board_of, objective_ring
from bot.games.hands.engine.objective import is_argument
from bot.games.hands.engine.rows import visible
from bot.games.hands.engine.state import GameState
from bot.games.hands.engine.vocab import BALANCE_LIMIT, BALANCE_STEP, CENTRE, Emotion, Ring

Step = tuple[str, int, int]  # (node entered, row's seat, card's place in that row)


def steps_from(
    board: Board,
    level: int,
    path: Sequence[str],
    partner_node: str,
    balance: int,
    rows: Sequence[Sequence[Emotion]],
    argument: tuple[Emotion, Ring] | None,
) -> list[Step]:
    """Every legal next step of a turn whose nodes so far are `path` (its start first), in the stable order:
    node (the board's order), row, card.

    H9: along an open line (H14) to a neighbour, paying a card from either row whose visible half shows the
    node's emotion, the balance moving by that half (H4); not into a node visited this turn (the start node
    included), nor the partner's node (H15), nor past -2 or +2. H15 aside: the partner's node may be entered
    to resolve a face-up `argument` (its emotion, on its ring), and then the turn can only end there, since a
    token never passes through the partner's node. H17: a token in the centre stays there; the centre is
    entered by any card, the balance moving by its visible half (our reading: within -2..+2 like every
    step), and may hold both tokens (our reading: the partner's token there does not bar the way in).
    """
    node = path[-1]
    if node == CENTRE:
        return []  # H17: a token in the centre stays there
    if len(path) > 1 and node == partner_node:
        return []  # H15: she joined her partner to resolve an argument, and may not pass through her
    out: list[Step] = []
    seen = set(path)
    for target in board.neighbours[level][node]:
        if target in seen:
            continue  # H9: no node twice in a turn
        if target == CENTRE:
            for seat, row in enumerate(rows):  # H17: any card, its visible half moves the balance
                for index, half in enumerate(row):
                    if -BALANCE_LIMIT <= balance + BALANCE_STEP[half] <= BALANCE_LIMIT:
                        out.append((target, seat, index))
            continue
        if target == partner_node and (
            argument is None or board.emotion[target] != argument[0] or board.ring[target] != argument[1]
        ):
            continue  # H15
        emotion = board.emotion[target]
        assert emotion is not None
        if not -BALANCE_LIMIT <= balance + BALANCE_STEP[emotion] <= BALANCE_LIMIT:
            continue  # H9: the balance may not go past -2 or +2
        for seat, row in enumerate(rows):
            for index, half in enumerate(row):
                if half == emotion:
                    out.append((target, seat, index))
    return out


def face_up_argument(state: GameState) -> tuple[Emotion, Ring] | None:
    """H16: the face-up objective's emotion and ring when it is an argument."""
    objective = state.objective
    ring = objective_ring(state)
    if objective is None or ring is None or not is_argument(state.rules, objective):
        return None
    return state.rules.objectives[objective].emotion, ring


def legal_steps(state: GameState) -> list[Step]:
    """The active player's legal steps now (H9, with both rows, open lines, her balance, her partner's token)."""
    return steps_from(
        board_of(state.rules),
        state.set_index,
        state.path,
        state.partner.node,
        state.mover.balance,
        (visible(state, 0), visible(state, 1)),
        face_up_argument(state),
    )


def step_options(state: GameState, kind: str) -> list[Action]:
    seat = state.active
    return [new_action(kind, seat, node, row, card) for node, row, card in legal_steps(state)]


def take_step(state: GameState, node: str, row: int, card: int, events: list[Event]) -> None:
    """H9: the token moves, the card goes to the active player's discard pile (whoever's row it came from), the
    balance moves by the half paid (H4). H17: a step into the centre is the entry."""
    player = state.mover
    payer = state.players[row]
    half = visible(state, row)[card]
    card_id = payer.row.pop(card)
    player.discards.append(card_id)
    start = player.node
    player.node = node
    player.balance += BALANCE_STEP[half]
    state.path.append(node)
    if node == CENTRE:
        player.entered_centre = state.turn
    events.append(
        public(
            "stepped",
            seat=state.active,
            start=start,
            node=node,
            row=row,
            card=card,
            half=str(half),
            balance=player.balance,
            centre=node == CENTRE,
        )
    )
