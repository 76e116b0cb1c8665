"""The pair's convention for an argument on the outer ring (issue 34, planner/meet.py): the cards and turns to meet.

The table is read from the board, both tokens and both scales only (H19): it names who waits where and with
what balance the other comes, the same for both partners, with no word said (H20). On the outer ring a scale
may forbid the nodes between the tokens (H9: -2..+2), so the same places cost more or less by the balances.
"""

from __future__ import annotations

from bot.games.hands.engine import public_view
from bot.games.hands.engine.turns import EMOTION_INDEX
from bot.games.hands.engine.vocab import Emotion
from bot.games.hands.planner.meet import FAR, TURN, meeting_cost, state
from bot.games.hands.planner.position import read
from tests.hands.helpers import fresh

BOARD = read(public_view(fresh("challenging", seed=1)), 0).board
OUTER = 0
SAD = EMOTION_INDEX[Emotion.SAD]


def cost(mover: str, mover_balance: int, waiter: str, waiter_balance: int, emotion: int = SAD) -> int:
    i = BOARD.index
    return meeting_cost(BOARD, OUTER, emotion)[state(BOARD, i[mover], mover_balance, i[waiter], waiter_balance)]


def test_a_waiter_on_a_node_of_the_argument_is_joined_in_one_turn_when_the_scale_allows_it() -> None:
    # O10 is sad; from O7 the way is O8 calm, O9 happy, O10 sad: +1, +1, -1 (H4)
    assert cost("O7", 0, "O10", 0) == 3 + TURN
    assert cost("O9", 2, "O10", -2) == 1 + TURN  # one step, down to +1, whatever the waiter's scale


def test_the_same_places_cost_more_when_the_scale_forbids_the_way_between() -> None:
    # from +1 the way O8, O9 takes the scale to +3 (H9): the pair needs more turns, and from +2 more still
    assert cost("O7", 1, "O10", 0) > cost("O7", 0, "O10", 0) + TURN
    assert cost("O7", 2, "O10", 0) >= cost("O7", 1, "O10", 0)


def test_every_pair_of_places_on_the_outer_ring_can_meet_for_each_emotion() -> None:
    outer = [node for node in BOARD.ids if node.startswith("O")]
    for emotion in range(4):
        for mover in outer:
            for waiter in outer:
                if mover != waiter:
                    assert cost(mover, 0, waiter, 0, emotion) < FAR, (emotion, mover, waiter)


def test_the_table_names_the_waiter_on_a_node_of_the_argument_only() -> None:
    # a walk that ends on the waiter resolves the argument only where its node shows the argument's emotion (H16)
    assert BOARD.emotion[BOARD.index["O11"]] != SAD
    assert cost("O12", 0, "O11", 0) > 1 + TURN  # O11 is calm: the pair must meet elsewhere
