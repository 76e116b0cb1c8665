"""Can a token reach one node this turn with the halves shown? (H9, H15, H17), asked of a plan's next turn.

`engine.turns.turn_ends` lists every way a turn can end; the planner, looking a
turn further, only asks whether one way leads to a given node (the partner's, to
resolve an argument, H16; the centre, balanced, H17). Walking only towards the
node (no more steps than it is away, plus `spare`) answers that in a few steps.
"""

from __future__ import annotations

from collections.abc import Sequence

from bot.games.hands.engine.turns import DELTA, Compact
from bot.games.hands.planner.tables import hops


def can_reach(
    board: Compact,
    level: int,
    start: int,
    target: int,
    balance: int,
    shown: Sequence[int],
    blocked: int,
    *,
    spare: int = 1,
    balanced: bool = False,
) -> bool:
    """Whether a turn from `start` at `balance` can end on `target` paying the `shown` halves (counted by
    emotion), never entering `blocked` (the partner's node, unless it is the target); `balanced`: ending at 0.
    Ways longer than the fewest steps by more than `spare` are not tried."""
    if start == target:
        return False
    away = hops(board, level, target)
    if away[start] > 12:
        return False
    near = board.neighbours[level]
    emotions = board.emotion
    centre = board.centre
    have = list(shown)
    seen = {start}
    limit = away[start] + spare

    def walk(node: int, bal: int, steps: int) -> bool:
        for other in near[node]:
            if other in seen or (other == blocked and other != target) or steps + 1 + away[other] > limit:
                continue
            if other == centre:
                if other != target:
                    continue
                return any(
                    have[h] and -2 <= bal + DELTA[h] <= 2 and (not balanced or bal + DELTA[h] == 0) for h in range(4)
                )
            half = emotions[other]
            after = bal + DELTA[half]
            if not have[half] or not -2 <= after <= 2:
                continue
            if other == target:
                if not balanced or after == 0:
                    return True
                continue
            have[half] -= 1
            seen.add(other)
            found = walk(other, after, steps + 1)
            seen.discard(other)
            have[half] += 1
            if found:
                return True
        return False

    return walk(start, balance, 0)
