"""Where and how to meet for an argument (H16): the pair's shared convention, looked up rather than searched.

An argument is resolved when the active player ends her turn on the node where
her partner ended the previous one, a node of the argument's emotion on the
current ring. On the outer ring (set 1, where only its lines are open, H14)
the tokens cannot pass each other (H15), every turn must take a step (H9), and
each step moves a scale by one (H4) within -2..+2: two tokens side by side may
still be unable to meet because the nodes between them take a scale past +2.

`meeting_cost(board, level, emotion)` answers, for every (mover's node and
balance, waiter's node and balance), the fewest cards and turns the pair needs
to resolve the argument, both playing the same plan: each turn the mover walks
a way (at most `WALK` steps, never onto the waiter's node unless it resolves
the argument there) and then waits while the other moves. A turn costs its
steps plus `TURN` (every turn spends a card at least, and risks H18 a). Cards
are not counted (the rows change with every turn), so it is a convention, not
a promise: both partners read it from the public view (the board, both tokens
and scales), so each knows where the other will wait and who will walk, with
no word said (H19, H20). Built once per board, level and emotion.
"""

from __future__ import annotations

import heapq

from bot.games.hands.engine.turns import DELTA, Compact

WALK = 6  # steps in one turn, at most (a turn paying more than six cards is rare)
TURN = 2  # what a turn costs on top of its steps
FAR = 99  # no meeting at all
BALANCES = 5


def state(board: Compact, mover: int, mover_balance: int, waiter: int, waiter_balance: int) -> int:
    """The index of (mover's node and balance, waiter's node and balance) in a meeting table."""
    nodes = len(board.ids)
    return ((mover * BALANCES + mover_balance + 2) * nodes + waiter) * BALANCES + waiter_balance + 2


_MEET: dict[tuple[int, int, int], list[int]] = {}


def meeting_cost(board: Compact, level: int, emotion: int) -> list[int]:
    """The cost (cards plus `TURN` per turn) of resolving an argument of `emotion` on ring `level`, by `state`."""
    found = _MEET.get((id(board), level, emotion))
    if found is None:
        found = _build(board, level, emotion)
        _MEET[id(board), level, emotion] = found
    return found


def _back(board: Compact, level: int, node: int, balance: int, avoid: int) -> list[tuple[int, int, int]]:
    """Every (start, balance there, steps) from which one turn's way ends on `node` at `balance` without entering
    `avoid` (the other token): the way walked backwards, each node entered having moved the balance by its half."""
    near = board.neighbours[level]
    emotions = board.emotion
    found: list[tuple[int, int, int]] = []
    seen = {node}

    def walk(at: int, after: int, steps: int) -> None:
        before = after - DELTA[emotions[at]]
        if not -2 <= before <= 2:
            return
        for prev in near[at]:
            if prev in seen or prev == avoid or emotions[prev] < 0:
                continue
            found.append((prev, before, steps))
            if steps < WALK:
                seen.add(prev)
                walk(prev, before, steps + 1)
                seen.discard(prev)

    walk(node, balance, 1)
    return found


def _build(board: Compact, level: int, emotion: int) -> list[int]:
    """Dijkstra backwards from the meetings: a state costs the cheapest turn into a state already costed."""
    nodes = len(board.ids)
    cost = [FAR] * (nodes * BALANCES * nodes * BALANCES)
    heap: list[tuple[int, int, int, int, int, int]] = []
    for waiter in board.objective_nodes[level][emotion]:
        for arrive in range(-2, 3):  # the mover ends on the waiter's node (H16), whatever the waiter's balance
            for start, before, steps in _back(board, level, waiter, arrive, -1):
                for waiter_balance in range(-2, 3):
                    k = state(board, start, before, waiter, waiter_balance)
                    if steps + TURN < cost[k]:
                        cost[k] = steps + TURN
                        heapq.heappush(heap, (steps + TURN, start, before, waiter, waiter_balance, k))
    while heap:
        value, mover, mover_balance, waiter, waiter_balance, k = heapq.heappop(heap)
        if value > cost[k]:
            continue
        # the turn before: the waiter was the mover, and walked to where it waits
        for start, before, steps in _back(board, level, waiter, waiter_balance, mover):
            j = state(board, start, before, mover, mover_balance)
            total = value + steps + TURN
            if total < cost[j]:
                cost[j] = total
                heapq.heappush(heap, (total, start, before, mover, mover_balance, j))
    return cost
