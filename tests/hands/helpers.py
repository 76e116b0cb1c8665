"""Helpers for the rule tests of "...and then, we held hands.": arrange a table by hand, take decisions.

Decks are lists whose END is the top: a draw pops from the end. A row is
arranged as the halves it shows, each with the half it covers: ("sad", "calm")
is a card showing sad on the row's side and hiding calm.
"""

from __future__ import annotations

import json
import random
from collections.abc import Iterable, Sequence

from bot.games.errors import RuleError
from bot.games.events import Event
from bot.games.hands.content_pack import load_pack
from bot.games.hands.engine import (
    Action,
    Difficulty,
    FirstPlayer,
    GameState,
    Outcome,
    apply,
    legal_actions,
    new_game,
    public_view,
    shared_rules,
    state_from_json,
    state_to_json,
)
from bot.games.hands.engine.flow import advance
from bot.games.hands.engine.rows import visible
from bot.games.hands.engine.vocab import SET_SIZE, Phase, Side

PACK = load_pack()
NAMES = ["Ana", "Ben"]
RULES = {
    (difficulty, first): shared_rules(PACK, difficulty, first) for difficulty in Difficulty for first in FirstPlayer
}
SOUTH, NORTH = 0, 1


def rules(difficulty: str = "normal", first: str = "random"):
    return RULES[(Difficulty(difficulty), FirstPlayer(first))]


def fresh(difficulty: str = "normal", seed: int = 7, first: str = "random") -> GameState:
    return new_game(rules(difficulty, first), NAMES, seed)


def started(difficulty: str = "normal", seed: int = 7, sides: tuple[str, str] = ("left", "left")) -> GameState:
    """A game past its setup: both halves chosen, the first turn begun."""
    state = fresh(difficulty, seed)
    for seat, side in enumerate(sides):
        apply(state, Action("half", seat, choice=side))
    return state


def copy(state: GameState) -> GameState:
    return state_from_json(state_to_json(state))


def _take_card(state: GameState, pool: list[str], side: Side, shows: str, covers: str | None) -> str:
    cards = state.rules.cards
    for card in pool:
        spec = cards[card]
        halves = (spec.left, spec.right) if side == Side.LEFT else (spec.right, spec.left)
        if halves[0] == shows and (covers is None or halves[1] == covers):
            pool.remove(card)
            return card
    raise AssertionError(f"no card left showing {shows} and covering {covers}")


Row = Sequence[str | tuple[str, str]]  # each card: the half shown, or (shown, covered)


def arrange(
    state: GameState,
    *,
    active: int = SOUTH,
    nodes: tuple[str, str] = ("O16", "O0"),
    balances: tuple[int, int] = (0, 0),
    rows: tuple[Row, Row] = ((), ()),
    sides: tuple[str, str] = ("left", "left"),
    objective: tuple[str, int] | None = None,
    set_index: int = 0,
    completed: int = 0,
    discards: tuple[int, int] = (0, 0),
    deck: int | None = None,
    turn: int = 5,
    start: bool = True,
) -> GameState:
    """Lay out a table by hand (a short `deck`: the other cards lie in the discard piles, beyond `discards`),
    then begin the active player's turn (H8 and H18 run as in play) unless `start`
    is False (then the turn stands in its MOVE phase as arranged, its objective as given)."""
    pool = list(state.rules.cards)
    random.Random(1).shuffle(pool)
    for seat, player in enumerate(state.players):
        player.side = Side(sides[seat])
        player.node = nodes[seat]
        player.balance = balances[seat]
        player.entered_centre = None
        player.row = []
        for card in rows[seat]:
            shows, covers = (card, None) if isinstance(card, str) else card
            player.row.append(_take_card(state, pool, player.side, shows, covers))
    for seat, player in enumerate(state.players):
        player.discards = [pool.pop() for _ in range(discards[seat])]
    state.deck = pool if deck is None else pool[:deck]
    for index, card in enumerate(pool[len(state.deck) :]):  # a short deck: the rest were played before
        state.players[index % 2].discards.append(card)
    # objectives: the face-up one as asked, the current set holding what is left of it
    wanted = None
    if objective is not None:
        emotion, bar = objective
        wanted = next(o for o, spec in state.rules.objectives.items() if spec.emotion == emotion and spec.bar == bar)
    others = [o for o in state.rules.objectives if o != wanted]
    state.objective_sets = [[], [], []]
    for index in range(set_index, 3):  # the sets done are gone; the current one has what is left of it
        size = SET_SIZE - completed - (wanted is not None) if index == set_index else SET_SIZE
        state.objective_sets[index], others = others[:size], others[size:]
    state.objective = wanted
    state.set_index = set_index
    state.completed = completed
    state.first_player = SOUTH
    state.active = active
    state.result = None
    state.loss_cause = None
    state.hidden_moves = 0
    if start:
        state.turn = turn - 1
        state.phase = Phase.TURN_START
        advance(state, [])
    else:
        state.turn = turn
        state.path = [state.players[active].node]
        state.phase = Phase.MOVE
    return state


def step(state: GameState, node: str, row: int, card: int, seat: int | None = None) -> Outcome:
    return apply(state, Action("step", state.active if seat is None else seat, node=node, row=row, card=card))


def end(state: GameState) -> Outcome:
    return apply(state, Action("end", state.active))


def refused(state: GameState, action: Action) -> RuleError:
    """The refusal `action` meets; the state is left exactly as it was."""
    before = state_to_json(state)
    try:
        apply(state, action)
    except RuleError as error:
        assert state_to_json(state) == before
        return error
    raise AssertionError(f"{action} was allowed")


def kinds(events: Iterable[Event]) -> list[str]:
    return [event.kind for event in events]


def steps_to(state: GameState) -> set[str]:
    return {a.node for a in legal_actions(state) if a.kind == "step" and a.node is not None}


def shows(state: GameState, seat: int) -> list[str]:
    return [str(h) for h in visible(state, seat)]


def view_text(state: GameState) -> str:
    return json.dumps(public_view(state), sort_keys=True)


def random_table(difficulty: str, seed: int) -> GameState:
    """A table laid out at random, as play might reach it: the tokens near each other (often next to each
    other, sometimes on one node after an argument), rows of 0-6 cards, any balances, sides and set, an
    objective face up or not (often an argument), so random play meets H15, H16 and H17 at once."""
    from bot.games.hands.engine.board import board_of

    rnd = random.Random(seed)
    state = fresh(difficulty, seed)
    board = board_of(state.rules)
    set_index = rnd.choice([0, 0, 1, 2, 3, 3])
    ring_nodes = [n for n in board.order if n != "C" and board.neighbours[set_index][n]]
    south = rnd.choice(ring_nodes)
    near = [n for n in board.neighbours[set_index][south] if n != "C"]
    north = rnd.choice([south, *near, *near, rnd.choice(ring_nodes)])
    emotions = ["sad", "angry", "calm", "happy"]

    def row() -> list[str]:
        return [rnd.choice(emotions) for _ in range(rnd.randrange(7))]

    objective = None
    if set_index < 3 and rnd.random() < 0.8:
        emotion = str(board.emotion[north]) if rnd.random() < 0.5 else rnd.choice(emotions)
        objective = (emotion, rnd.choice([0, 1, 2, 3]))
    return arrange(
        state,
        active=rnd.randrange(2),
        nodes=(south, north),
        balances=(rnd.randint(-2, 2), rnd.randint(-2, 2)),
        rows=(row(), row()),
        sides=(rnd.choice(["left", "right"]), rnd.choice(["left", "right"])),
        objective=objective,
        set_index=set_index,
        completed=rnd.choice([0, 3, 7]) if set_index < 3 else 0,
        discards=(rnd.randrange(4), rnd.randrange(4)),
        deck=rnd.choice([None, 0, 2, 10]),
        turn=rnd.randrange(2, 40),
    )
