"""The bot partner: it plays one seat as a careful player would, from the public view only (H19), without a word (H20).

Its input is `public_view(state)`, what anyone at the table sees: the board,
both tokens, scales and rows' visible halves, the face-up objective, the counts
of decks and piles, this turn's path and who must decide what. It never sees a
covered half, the deck's order or the objective decks' order, and it says
nothing to its partner during play: its moves are its only message. After the
game, `aim` tells what it was aiming at in each of its turns (`/hands review`),
from the same view, so a player learns the conventions it keeps. It plays a
player alone's partner, and stands in for a player who leaves (the table's
stand-in seat). Its decisions are a function of the view: the same view, the
same move, whatever is hidden (tests/hands/test_partner.py). The balance table
(docs/balance.md) measures it with itself and beside weaker teammates.

The strategy (planner/search.py; the numbers are `Weights`, for experiments):
- each turn it plans the whole move once, when the turn begins: every way the
  turn can end (engine/turns.py: each place, balance and set of halves paid),
  each paid from its own row first and, where that leaves other rows, from
  hers first (H9: either row pays; only a player who ends balanced draws her
  row back up to 6, H10, so which row is spent decides whose cards come back),
  scored quickly; the ten most promising (fourteen at normal, where no
  argument comes) are played out one turn further with the partner's best
  reply (the convention that she plays as it does): every way her turn can
  end with the halves she will certainly see (her row, and its own unless it
  turns, H12), over what the new objective may be when it completes one (H8:
  any emotion, an argument as often as the difficulty makes one, H16);
- what the pair values, in points (an objective is 100): objectives completed;
  cards spent (her cards a little more); the cards left in both rows, the
  first few worth most (every way either has is there); each scale near 0
  (only a balanced player draws, H10) and with halves shown that bring it back
  (H4, H9); her first step next turn, and its own after hers (a turn with no
  legal step loses, H18 a: a chance, when halves nobody has seen may give
  one); how far the next objective lies;
- arguments (H16): it joins her where she ended her turn when it can; else it
  waits on a node of the argument that she can reach with the halves she will
  see, keeping two halves of the argument's emotion (one to stop on its node,
  one to join there); an argument still open as a turn ends has a price of its
  own (many are never resolved, and lose the game), so it sets up a meeting
  she can make next turn even at a few cards' cost; on the outer ring (set 1,
  where the tokens cannot pass each other and a scale may forbid the nodes
  between them) it follows a convention both partners read from the public
  view alone (planner/meet.py): a table of the fewest cards and turns (a turn
  counted as two cards) the pair needs to meet from each pair of tokens and
  scales, both walking the same plan, so that who waits, where, and with what
  balance the other comes is the same for both without a word (H19, H20); it
  ends its turn where that cost is least, and counts her reply by it too; on
  the other rings, where arguments are met far more often, it comes closer and
  looks a turn further (after her reply, could it wait where she could then
  join it); where a third of the objectives or more are arguments (difficult,
  impossible) it meets sooner: a meeting's cards and turns weigh less beside
  the rest, a scale off 0 with a short row more; where there are none (normal)
  a half of her row costs what one of its own does (`weights_for`);
- after set 3 (H17): when she waits in the centre it joins her balanced; it
  enters first only when she can then follow balanced with the cards known,
  and otherwise walks towards the doors, its scale kept at +1 or -1 (the step
  in moves it by one);
- on the middle line (H12, blind) it turns its row only when the turned row,
  counted as unseen halves, leaves the pair better off than the one it shows;
- at setup (H7) it names its partner to go first, and sees the half of its row
  with the most different emotions, the ones beside its token, both signs.

It decides within 100 ms at the 99th percentile on one core (the slow tier
asserts it: tests/hands/test_partner_speed.py).
"""

from __future__ import annotations

import dataclasses
from collections import OrderedDict

from bot.games.hands.engine.actions import Action, new_action
from bot.games.hands.engine.board import board_from_view
from bot.games.hands.engine.view_types import Public
from bot.games.hands.engine.vocab import Emotion
from bot.games.hands.planner.aims import Aim, aim_of
from bot.games.hands.planner.position import Position, read
from bot.games.hands.planner.search import Plan, Search, Weights, path_halves, weights_for

Step = tuple[int, int, bool]  # (node, half paid, paid from its own row), by the board's integer form
PLANS_KEPT = 1024  # turn plans kept per process: a game's worth and more, for /hands review (`aim`) after it

# A turn's plan is a function of the position and the weights (the search reads nothing else), so the plans
# this process made are kept, the most recently used last: the review asks again for every turn the partner
# began (H20), and a partner made again after a restart plans the same turn again.
_PLANS: OrderedDict[tuple[object, ...], Plan | None] = OrderedDict()
_POSITION_FIELDS = tuple(f.name for f in dataclasses.fields(Position) if f.name != "board")


def best_plan(pos: Position, weights: Weights) -> Plan | None:
    """`Search(pos, weights).best()`, made once per position and weights. The plan is only read after."""
    board = pos.board  # by what it is (its `index` is its `ids` again), not by which object it is
    shape = (board.ids, board.emotion, board.ring, board.neighbours, board.side, board.centre, board.objective_nodes)
    key = (shape, weights, *(getattr(pos, name) for name in _POSITION_FIELDS))
    if key in _PLANS:
        _PLANS.move_to_end(key)
        return _PLANS[key]
    plan = _PLANS[key] = Search(pos, weights).best()
    while len(_PLANS) > PLANS_KEPT:
        _PLANS.popitem(last=False)
    return plan


class HandsPartner:
    """The partner of a player alone: plays `seat` from public views (`choose`), and says why after (`aim`)."""

    name = "partner"

    def __init__(self, seat: int, weights: Weights | None = None) -> None:
        self.seat = seat
        self.weights = weights  # None: the weights of the game's difficulty (`weights_for`)
        self._plan: tuple[int, tuple[int, ...], list[Step]] | None = None  # (turn, path planned from, steps)

    # --- the decision ------------------------------------------------------------------------
    def choose(self, view: Public) -> Action | None:
        """Its decision in this public view, or None when no decision is open to its seat."""
        kinds = {p["kind"] for p in view["pending"] if p["seat"] == self.seat}
        if not kinds:
            return None
        if "first" in kinds:
            return new_action("first", self.seat, target=1 - self.seat)  # H7: its partner goes first
        if "half" in kinds:
            return new_action("half", self.seat, choice=self._half(view))
        pos = read(view, self.seat)
        weights = self._weights(view)
        if "perspective" in kinds:
            turn = Search(pos, weights).turns_row()
            return new_action("perspective", self.seat, choice="turn" if turn else "keep")
        step = self._next_step(pos, weights)
        if step is None:
            return new_action("end", self.seat)
        return self._pay(pos, *step)

    def aim(self, view: Public) -> Aim | None:
        """What it aims at with the turn beginning in this view (its first step's decision), for the review."""
        kinds = {p["kind"] for p in view["pending"] if p["seat"] == self.seat}
        if "step" not in kinds or len(view["path"]) != 1:
            return None
        pos = read(view, self.seat)
        plan = best_plan(pos, self._weights(view))
        return None if plan is None else aim_of(pos, plan)

    def _weights(self, view: Public) -> Weights:
        return weights_for(view["difficulty"]) if self.weights is None else self.weights

    # --- setup (H7) -----------------------------------------------------------------------------
    def _half(self, view: Public) -> str:
        board = board_from_view(view["board"])
        me = view["players"][self.seat]
        near = {board.emotion[n] for n in board.neighbours[0][me["node"]]}
        rows = view["setup_rows"]
        assert rows is not None  # a half is chosen at setup, while the view shows both halves of every card (H7)
        best, best_score = "left", float("-inf")
        for side in ("left", "right"):
            halves = [Emotion(card[side]) for card in rows[self.seat]]
            ups = sum(1 for h in halves if h in (Emotion.CALM, Emotion.HAPPY))
            score = 3 * len(set(halves)) + 2 * len(near & set(halves)) - abs(2 * ups - len(halves))
            if score > best_score:
                best, best_score = side, score
        return best

    # --- a turn's plan --------------------------------------------------------------------------
    def _next_step(self, pos: Position, weights: Weights) -> Step | None:
        """The next step of this turn's plan, planned when the turn is new or went elsewhere."""
        done = pos.path[1:]
        if self._plan is not None:
            turn, prefix, steps = self._plan
            taken = done[len(prefix) :]
            if turn == pos.turn and done[: len(prefix)] == prefix and tuple(s[0] for s in steps[: len(taken)]) == taken:
                return steps[len(taken)] if len(taken) < len(steps) else None
        plan = best_plan(pos, weights)
        steps = _payers(plan, path_halves(pos.board, plan.end, plan.nodes)) if plan is not None else []
        self._plan = (pos.turn, done, steps)
        return steps[0] if steps else None

    def _pay(self, pos: Position, node: int, half: int, own: bool) -> Action:
        """The row the plan pays this half from (H9: either row may)."""
        mine, hers = pos.rows[self.seat], pos.rows[1 - self.seat]
        node_id = pos.board.ids[node]
        if own:
            return new_action("step", self.seat, node_id, self.seat, mine.index(half))
        return new_action("step", self.seat, node_id, 1 - self.seat, hers.index(half))


def _payers(plan: Plan, steps: list[tuple[int, int]]) -> list[Step]:
    """Each step with the row that pays it: its own row for as many halves of each emotion as the plan says."""
    own = list(plan.over.pays)
    paid: list[Step] = []
    for node, half in steps:
        from_own = own[half] > 0
        own[half] -= from_own
        paid.append((node, half, from_own))
    return paid
