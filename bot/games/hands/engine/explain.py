"""Why an action is refused, in words a player understands, citing the ruling (H7, H9, H12, H14, H15, H17).

Each reason is an English sentence, a catalogue key ("hands-refuse-visited")
and its arguments, with the decisions this seat may take instead.
"""

from __future__ import annotations

from bot.games.errors import RuleError
from bot.games.hands.engine.actions import Action
from bot.games.hands.engine.board import LINE_OPENS, board_of
from bot.games.hands.engine.moves import MOVES, card_token, describe, open_moves, seat_name
from bot.games.hands.engine.rows import visible
from bot.games.hands.engine.state import GameState
from bot.games.hands.engine.vocab import BALANCE_LIMIT, BALANCE_STEP, CENTRE, EMOTION_NAMES

ALLOWED_SHOWN = 8  # the decisions a refusal names, at most


def refusal(state: GameState, action: Action, legal: list[Action]) -> RuleError:
    """The reason `action` is not among `legal` (the open decisions), as a RuleError."""
    mine = [a for a in legal if a.seat == action.seat]
    message, key, data = _reason(state, action, legal)
    return RuleError(
        message,
        [describe(state, a) for a in mine[:ALLOWED_SHOWN]],
        key=key,
        data=data,
        choices=mine[:ALLOWED_SHOWN],
    )


Reason = tuple[str, str, dict[str, object]]
# Where the game stands, as the reason a decision of another moment is refused (the catalogue: hands-refuse-not-now)
PHASE_WORDS = {
    "first_player": "the first player is being chosen (H7)",
    "halves": "the halves of the rows are being chosen (H7)",
    "move": "a turn is under way, a step at a time (H9)",
    "perspective": "the turn ended on the middle line, where the perspective is chosen (H12)",
}


def _reason(state: GameState, action: Action, legal: list[Action]) -> Reason:
    if state.result is not None:
        return f"The game is over ({state.result}).", "hands-refuse-over", {"result": str(state.result)}
    move = MOVES.get(action.kind)
    if move is None or action.seat not in (0, 1):
        return "That is not a decision of this game.", "refuse-not-a-decision", {}
    turn_kinds = ("step", "end", "perspective")
    if move in open_moves(state) and action.kind in turn_kinds and action.seat != state.active:
        name = seat_name(state, state.active)
        return f"It is {name}'s turn.", "hands-refuse-not-your-turn", {"name": name}
    if move in open_moves(state) and action.kind == "step":
        return _step_reason(state, action)
    if move in open_moves(state) and action.kind == "end" and len(state.path) < 2:
        return "A turn has at least one step (H9).", "hands-refuse-no-step-yet", {}
    if move not in open_moves(state) or not any(a.kind == action.kind for a in legal):
        # the kind, not its English phrase: the catalogue says it in the reader's language. What she may do
        # instead follows the refusal (its choices); with nothing of hers open, who the game waits for.
        if any(a.seat == action.seat for a in legal) or not legal:
            phase = str(state.phase)
            return (
                f"You cannot {move.phrase} now: {PHASE_WORDS.get(phase, 'the game is elsewhere')}.",
                "hands-refuse-not-now",
                {"kind": action.kind, "phase": phase},
            )
        name = seat_name(state, legal[0].seat)
        return (
            f"You cannot {move.phrase} now: the game waits for {name}.",
            "hands-refuse-not-now-waiting",
            {"kind": action.kind, "name": name},
        )
    if not any(a.kind == action.kind and a.seat == action.seat for a in legal):
        return (
            f"{seat_name(state, action.seat)} has already chosen (H7).",
            "hands-refuse-chosen",
            {"name": seat_name(state, action.seat)},
        )
    return f"That choice is not open: {move.phrase}.", "hands-refuse-choice", {"kind": action.kind}


def _step_reason(state: GameState, action: Action) -> Reason:
    board = board_of(state.rules)
    player, partner = state.mover, state.partner
    name, here, node = player.name, player.node, action.node or ""
    if node not in board.order:
        return f"There is no node {node!r} on the board.", "hands-refuse-no-node", {"node": node}
    if here == CENTRE:
        return f"{name}'s token is in the centre and stays there (H17).", "hands-refuse-in-centre", {"name": name}
    if len(state.path) > 1 and here == partner.node:
        return (
            f"{name}'s token is on {partner.name}'s node, and a token never passes over its partner's (H15).",
            "hands-refuse-joined",
            {"name": name, "partner": partner.name},
        )
    if node == here:
        return f"{name} is on {node} already.", "hands-refuse-here", {"name": name, "node": node}
    every_line = board.neighbours[-1][here]
    if node not in every_line:
        return f"No line joins {here} to {node}.", "hands-refuse-not-next", {"node": node, "here": here}
    if node not in board.neighbours[state.set_index][here]:
        kind = next(
            line.kind for line in state.rules.lines if {line.a, line.b} == {here, node}
        )  # the line exists: it is in the last level's neighbours
        opens = LINE_OPENS[kind]
        return (
            f"The line from {here} to {node} is not open yet: it opens when set {opens} is complete (H14).",
            "hands-refuse-line-closed",
            {"node": node, "here": here, "set": opens},
        )
    if node in state.path:
        return (
            f"{name} has already been on {node} this turn (H9).",
            "hands-refuse-visited",
            {"name": name, "node": node},
        )
    if node == partner.node and node != CENTRE:
        return (
            f"{node} is {partner.name}'s node: a token may not enter it (H15), except to resolve an argument there "
            "(H16).",
            "hands-refuse-partner-node",
            {"node": node, "partner": partner.name},
        )
    row, card = action.row, action.card
    if row is None or card is None:  # no card named, and none in either row allows this step (game.plan)
        return (
            f"No card allows a step to {node} now: its visible half must show {node}'s emotion, and the balance "
            "must stay between -2 and +2 (H9).",
            "hands-refuse-no-payer",
            {"node": node},
        )
    halves = visible(state, row) if row in (0, 1) else []
    if not 0 <= card < len(halves):
        token = card_token(row, card) if row in (0, 1) and card >= 0 else f"{row}/{card}"
        return f"There is no card {token} to play.", "hands-refuse-no-card", {"card": token}
    half = halves[card]
    if node != CENTRE and half != board.emotion[node]:
        token, wanted = card_token(row, card), board.emotion[node]
        assert wanted is not None  # a node of the rings: only the centre has no emotion
        return (
            f"Card {token} shows {EMOTION_NAMES[half]}, not {EMOTION_NAMES[wanted]} (H9).",
            "hands-refuse-wrong-half",
            {"card": token, "half": str(half), "emotion": str(wanted)},
        )
    balance = player.balance + BALANCE_STEP[half]
    if abs(balance) > BALANCE_LIMIT:
        return (
            f"That step would take {name}'s balance to {balance:+d}: it stays between -2 and +2 (H9).",
            "hands-refuse-balance",
            {"name": name, "balance": balance},
        )
    return "That step is not open.", "hands-refuse-choice", {"kind": action.kind}
