"""Distances the planner looks up instead of searching: steps to a set of nodes, the balance counted (H9, H14).

`reach(board, level, targets)[node * 5 + balance + 2]` is the fewest steps from
`node`, starting at `balance`, to one of `targets` along the lines open at
`level`, with every balance on the way within -2..+2: a way that needs happy,
calm, happy from 0 is no way. Cards are not counted (the rows change with every
turn); tokens are not either. Each table is built once per board and target set.
"""

from __future__ import annotations

from bot.games.hands.engine.turns import DELTA, Compact

FAR = 99  # no way at all
BALANCES = 5  # -2..+2


def key(node: int, balance: int) -> int:
    return node * BALANCES + balance + 2


_REACH: dict[tuple[int, int, tuple[int, ...]], list[int]] = {}


def reach(board: Compact, level: int, targets: tuple[int, ...]) -> list[int]:
    """Fewest steps from each (node, balance) to a node of `targets` (a target itself: 0), by `key`."""
    found = _REACH.get((id(board), level, targets))
    if found is None:
        found = _build(board, level, targets, range(-2, 3))
        _REACH[id(board), level, targets] = found
    return found


def reach_balanced(board: Compact, level: int, target: int) -> list[int]:
    """Fewest steps from each (node, balance) to `target`, arriving with the balance at 0 (H17: the centre)."""
    found = _REACH.get((id(board), level, (target, -1)))
    if found is None:
        found = _build(board, level, (target,), range(0, 1))
        _REACH[id(board), level, (target, -1)] = found
    return found


def _build(board: Compact, level: int, targets: tuple[int, ...], arriving: range) -> list[int]:
    """Backwards from the targets: a state (node, balance on arriving) is one step further than the states that
    enter it, and entering `node` moved the balance by its half (the centre, any half: both ways)."""
    near = board.neighbours[level]
    steps = [FAR] * (len(board.ids) * BALANCES)
    frontier = [(node, balance) for node in targets for balance in arriving]
    for node, balance in frontier:
        steps[key(node, balance)] = 0
    distance = 0
    while frontier:
        distance += 1
        following: list[tuple[int, int]] = []
        for node, arrived in frontier:
            half = board.emotion[node]
            befores = (arrived + 1, arrived - 1) if half < 0 else (arrived - DELTA[half],)
            for before in befores:
                if not -2 <= before <= 2:
                    continue
                for other in near[node]:
                    k = key(other, before)
                    if steps[k] == FAR and other != board.centre:
                        steps[k] = distance
                        following.append((other, before))
        frontier = following
    return steps


_HOPS: dict[tuple[int, int, int], list[int]] = {}


def hops(board: Compact, level: int, target: int) -> list[int]:
    """Fewest steps from each node to `target` along the lines open at `level`, balances aside."""
    found = _HOPS.get((id(board), level, target))
    if found is None:
        found = [FAR] * len(board.ids)
        found[target] = 0
        frontier = [target]
        near = board.neighbours[level]
        while frontier:
            following = []
            for node in frontier:
                for other in near[node]:
                    if found[other] == FAR:
                        found[other] = found[node] + 1
                        following.append(other)
            frontier = following
        _HOPS[id(board), level, target] = found
    return found
