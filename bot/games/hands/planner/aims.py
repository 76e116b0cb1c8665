"""What the partner aimed at in a turn, as plain public data: what `/hands review` tells after the game (H20).

An `Aim` names only what the public view showed (nodes, emotions, counts of
cards paid from each row): the renderer (render/review.py) says it in the
reader's language. The goals, in the order the partner's plan is read:
- `objective`: it ended on a node of the objective's emotion (H10);
- `argument`: it joined its partner where she ended her turn (H16);
- `wait`: it stopped on a node of the argument, for her to join it next turn;
- `approach`: it moved towards the objective's nodes;
- `meet`: in an argument on the outer ring, it moved where the pair's way to meet (planner/meet.py: who waits
  where, read from both tokens and scales) costs fewer cards and turns than when its turn began;
- `closer`: in an argument, it moved closer to her;
- `centre`: it entered the centre balanced, for her to follow (H17);
- `follow`: it joined her in the centre, balanced (H17);
- `door`: after set 3, it moved on its way to the centre;
- `safe`: none of these: it moved where both keep a step for their next turns (said without that when the
  steps it leaves her are none).
"""

from __future__ import annotations

from typing import TypedDict

from bot.games.hands.engine.turns import Compact, turn_ends
from bot.games.hands.engine.vocab import EMOTIONS
from bot.games.hands.planner.meet import meeting_cost, state
from bot.games.hands.planner.position import NO_OBJECTIVE, Position
from bot.games.hands.planner.search import LAST_LEVEL, Plan, Weights
from bot.games.hands.planner.tables import hops, reach

MEET_BELOW = Weights().meet_below  # the levels the meeting table is read on
OPEN_SHOWN = 3  # the partner's open steps an aim names, at most


class Aim(TypedDict):
    turn: int
    seat: int
    goal: str  # objective | argument | wait | approach | meet | closer | centre | follow | door | safe
    node: str  # where its turn ended
    emotion: str | None  # the objective's emotion (an Emotion's value), when one was face up
    target: str | None  # approach: the nearest node it moved towards
    own: int  # cards paid from its own row
    theirs: int  # cards paid from its partner's row
    draws: bool  # it ended balanced and drew (H10)
    kept: str | None  # an emotion of its partner's row it left for her first step
    kept_for: str | None  # that step's node
    opens: list[str]  # nodes its partner can step to next turn with the halves known (at most OPEN_SHOWN)


def aim_of(pos: Position, plan: Plan) -> Aim:
    board = pos.board
    over = plan.over
    node = plan.end[0]
    emotion = None if pos.objective == NO_OBJECTIVE else str(EMOTIONS[pos.objective])
    goal, target = _goal(pos, plan)
    opens = _open_steps(pos, plan)
    kept, kept_for = None, None
    for step, half in opens:
        if over.hers[half]:
            kept, kept_for = str(EMOTIONS[half]), board.ids[step]
            break
    return {
        "turn": pos.turn,
        "seat": pos.me,
        "goal": goal,
        "node": board.ids[node],
        "emotion": emotion,
        "target": target,
        "own": over.own_paid,
        "theirs": over.steps - over.own_paid,
        "draws": over.balance == 0 and node != board.centre and over.mine_drawn > 0,
        "kept": kept,
        "kept_for": kept_for,
        "opens": [board.ids[step] for step, _ in opens[:OPEN_SHOWN]],
    }


def _goal(pos: Position, plan: Plan) -> tuple[str, str | None]:
    board = pos.board
    node, balance, _ = plan.end
    if pos.level >= LAST_LEVEL and pos.objective == NO_OBJECTIVE:
        if node == board.centre:
            partner_in = pos.entered[pos.partner] is not None
            return ("follow" if partner_in else "centre"), None
        return "door", None
    if plan.over.completes:
        return ("argument" if pos.argument else "objective"), None
    if pos.objective == NO_OBJECTIVE:
        return "safe", None
    on_ring = board.emotion[node] == pos.objective and board.ring[node] == pos.ring
    if pos.argument:
        if on_ring:
            return "wait", None
        partner = pos.nodes[pos.partner]
        if pos.level < MEET_BELOW:
            costs = meeting_cost(board, pos.level, pos.objective)
            mine, hers = pos.balances[pos.me], pos.balances[pos.partner]
            before_turn = costs[state(board, pos.path[0], mine, partner, hers)]
            if costs[state(board, partner, hers, node, balance)] < before_turn:
                return "meet", None
        before, after = (hops(board, pos.level, partner)[n] for n in (pos.path[0], node))
        return ("closer", board.ids[partner]) if after < before else ("safe", None)
    targets = board.objective_nodes[pos.ring][pos.objective]
    start = pos.path[0]
    before = min(hops(board, pos.level, target)[start] for target in targets)
    after = reach(board, pos.level, targets)[node * 5 + balance + 2]
    if after < before:
        nearest = min(targets, key=lambda target: (hops(board, pos.level, target)[node], target))
        return "approach", board.ids[nearest]
    return "safe", None


def _open_steps(pos: Position, plan: Plan) -> list[tuple[int, int]]:
    """Her first steps next turn with the halves she will certainly see, each with the half it pays."""
    board: Compact = pos.board
    over = plan.over
    if plan.end[0] == board.centre and pos.level >= LAST_LEVEL and pos.entered[pos.partner] is not None:
        return []  # the game is won as this turn ends (H17)
    shown = [over.mine[e] + over.hers[e] for e in range(4)]
    partner = pos.nodes[pos.partner]
    argument = (pos.objective, over.level) if pos.argument and not over.completes else None
    ends = turn_ends(board, over.level, (partner,), plan.end[0], pos.balances[pos.partner], shown, argument, 1)
    steps: dict[int, int] = {}
    for step, _, need in sorted(ends):
        half = board.emotion[step]
        if half < 0:  # the centre: any half (H17)
            half = next(e for e in range(4) if need >> (4 * e) & 15)
        steps.setdefault(step, half)
    return sorted(steps.items())
