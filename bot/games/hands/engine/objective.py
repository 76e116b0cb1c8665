"""Objectives (H3, H8, H10 (1), H13, H14, H16): revealing, completing, arguments, and a set's end."""

from __future__ import annotations

from bot.games.events import Event, public
from bot.games.hands.engine import rng
from bot.games.hands.engine.board import Board, objective_ring
from bot.games.hands.engine.state import GameState, Rules
from bot.games.hands.engine.vocab import ARGUMENT_BARS, OBJECTIVE_RINGS, SET_SIZE, SETS

OPENED_AFTER_SET = ("middle", "inner", "centre")  # H14: what the end of set 1, 2, 3 opens


def is_argument(rules: Rules, objective: str) -> bool:
    """H16: at this difficulty, is this objective an argument?"""
    return rules.objectives[objective].bar in ARGUMENT_BARS[rules.difficulty]


def reveal(state: GameState, events: list[Event]) -> None:
    """H8: with no objective face up, the active player reveals the top of the current set's deck."""
    if state.objective is not None or state.set_index >= SETS:
        return
    deck = state.objective_sets[state.set_index]
    if not deck:
        return
    state.objective = deck.pop()
    state.hidden_moves += 1
    spec = state.rules.objectives[state.objective]
    events.append(
        public(
            "objective_revealed",
            seat=state.active,
            emotion=str(spec.emotion),
            bar=spec.bar,
            argument=is_argument(state.rules, state.objective),
            set=state.set_index + 1,
            ring=str(OBJECTIVE_RINGS[state.set_index]),
            left=len(deck),
        )
    )


def argument_node(state: GameState, board: Board, node: str) -> bool:
    """H15, H16: may a token end on the partner's node here, to resolve the face-up argument?"""
    objective = state.objective
    if objective is None or not is_argument(state.rules, objective):
        return False
    spec = state.rules.objectives[objective]
    return board.emotion[node] == spec.emotion and board.ring[node] == objective_ring(state)


def completes(state: GameState, board: Board) -> bool:
    """H10 (1): the token ends on a node of the objective's emotion on the current set's ring (passing through
    does not count); H16: an argument, on the node where the partner ended the previous turn."""
    objective = state.objective
    if objective is None:
        return False
    node = state.mover.node
    if is_argument(state.rules, objective):
        # H16: the partner has not moved since she ended her turn, so her token is on that node. Our reading
        # for the very first turn, when there was no previous turn: her token's node, where she starts (H5).
        return node == state.partner.node and argument_node(state, board, node)
    spec = state.rules.objectives[objective]
    return board.emotion[node] == spec.emotion and board.ring[node] == objective_ring(state)


def complete(state: GameState, events: list[Event]) -> None:
    """H10 (1): the objective is done and discarded; at most one per turn (only one is ever face up)."""
    assert state.objective is not None
    spec = state.rules.objectives[state.objective]
    argument = is_argument(state.rules, state.objective)
    state.objective = None
    state.completed += 1
    events.append(
        public(
            "objective_completed",
            seat=state.active,
            node=state.mover.node,
            emotion=str(spec.emotion),
            argument=argument,
            set=state.set_index + 1,
            completed=state.completed,
            left=SET_SIZE - state.completed,
        )
    )


def set_over(state: GameState) -> bool:
    return state.set_index < SETS and state.completed >= SET_SIZE


def end_set(state: GameState, events: list[Event]) -> None:
    """H13: the player with more cards in her discard pile shuffles them into the deck (a tie: the player who
    completed the set); the other pile stays. H14: the next lines open. The next set begins with H8 on the
    next turn, so this reshuffle always comes before the next objective is revealed."""
    mine, theirs = state.mover, state.partner
    seat = state.active if len(mine.discards) >= len(theirs.discards) else 1 - state.active
    pile = state.players[seat].discards
    cards = len(pile)
    state.deck.extend(pile)
    pile.clear()
    rng.shuffle(state, state.deck)
    finished = state.set_index + 1
    events.append(public("set_completed", set=finished, reshuffled_by=seat, cards=cards, deck=len(state.deck)))
    state.set_index += 1
    state.completed = 0
    events.append(public("lines_opened", set=finished, opened=OPENED_AFTER_SET[finished - 1]))
