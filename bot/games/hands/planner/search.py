"""The partner's search: every way its turn can end, each answered by the partner's best reply (H9-H18).

From the public view only (H19): every way this turn can end (`engine.turns`),
scored quickly; the most promising are played out one turn further, the partner
replying as this planner would (the convention that she plays the same way):
every way her next turn can end, with the halves she will certainly see (her
row, and the planner's own unless it turns), the best of them for the pair.
What is unknown is counted, not guessed: a row that turns shows halves nobody
has seen (each card's other half is one of the three other emotions), a card
drawn shows any of the four, and a new objective is any emotion, an argument
as often as the difficulty makes one (H3, H16).

The pair's value of a table (`Search.table_value`), in points, an objective
being 100: the objectives completed, the cards spent, the cards left in the two
rows (the first few worth most: every way either player has is there), each
scale's distance from 0 (only a balanced player draws, H10), a scale off 0 with
few halves to bring it back, the chance that the next player has no legal step
(H18 a), and how far the next objective lies; for an argument, a price on its
being still open (many never are resolved, and the game is lost) and, on the
outer ring, the cards and turns the pair still needs to meet (planner/meet.py).
"""

from __future__ import annotations

from dataclasses import dataclass

from bot.games.hands.engine.turns import NO_SIDE, Compact, TurnEnd, needed, turn_ends
from bot.games.hands.engine.vocab import Difficulty
from bot.games.hands.planner.meet import meeting_cost, state
from bot.games.hands.planner.position import NO_OBJECTIVE, Position
from bot.games.hands.planner.tables import hops, key, reach, reach_balanced
from bot.games.hands.planner.ways import can_reach

ROW_SIZE = 6  # H10
SET_SIZE = 8  # H13
LAST_LEVEL = 3  # after set 3 the centre's lines are open (H14, H17)


def counts(row: tuple[int, ...]) -> list[int]:
    found = [0, 0, 0, 0]
    for half in row:
        found[half] += 1
    return found


@dataclass(frozen=True, slots=True)
class Weights:
    """What the pair values, in points (an objective is 100), and how far the search looks."""

    objective: float = 100.0
    loss: float = 2000.0
    win: float = 5000.0
    card_spent: float = 12.0  # 4, 8, 12, 16, 20 tried (docs/balance.md): 12 wins most at normal, as many above
    partner_card_spent: float = 2.0  # on top of `card_spent`: the other's row is hers to plan with
    card_values: tuple[float, ...] = (30, 30, 30, 25, 25, 20, 15, 12, 8, 5, 4, 3, 2, 2)  # the n-th card in the rows
    one_sided: float = 25.0  # a scale off 0 with few halves that bring it back (H4, H9)
    off_and_short: float = 4.0  # per step off 0 and card missing from that row: the draw not made (H10)
    imbalance: float = 2.0
    distance: float = 6.0  # per step between the next player and the objective (H10, H16)
    unknown_distance: float = 2.0  # steps to an objective not yet revealed, on average
    meeting: float = 60.0  # H16: an argument the other can resolve next turn
    apart: float = 12.0  # H16: per step between the tokens while an argument waits
    argument_half: float = 20.0  # H16: each of the two halves of its emotion a meeting pays
    set_up: float = 30.0  # H16: the planner can wait next turn where she can join it the turn after
    set_up_below: int = 1  # looked for on the levels below this (the outer ring, where arguments fail)
    meet_cost: float = 20.0  # H16: per card and turn the pair's way to meet still costs (planner/meet.py)
    meet_cap: int = 40
    unresolved: float = 75.0  # H16: an argument still open as a turn ends (many never are: a lost game)
    meet_below: int = 1  # the meeting table is used on the levels below this (the outer ring)
    way_in: float = 20.0  # after set 3, per step either player is from entering the centre balanced (H17)
    ready: float = 60.0  # after set 3, the planner can enter balanced on its next turn
    turn_margin: float = 5.0  # H12: a blind turn of the row must be worth this much more than keeping it
    candidates: int = 10
    my_steps: int = 7
    reply_steps: int = 5


# H16: where a third of the objectives or more are arguments, the pair meets sooner: a meeting's cards and turns
# count for less beside the rest, and a scale off 0 with a short row (no draw) for more. Set 1 is passed twice as
# often at difficult so (docs/balance.md); at challenging, where arguments are one in six, it loses games.
ARGUMENTS_OFTEN = Weights(meet_cost=8.0, off_and_short=12.0)
# Without arguments (normal), a half of her row costs the pair what one of its own does: which row pays is
# weighed by what each leaves (`hand_over`), and the extra cost only held the partner to its own row (85.2%
# against 84.0% on seeds 1-2000; at challenging it loses games, 15.3% against 16.4%, docs/balance.md). Fourteen
# ways played out instead of ten: 85.95% against 85.2% on seeds 1-2000, within the budget (normal's turns are
# the slowest); where arguments come, a wider search loses games (challenging 14.9% with thirty against 16.8%).
NO_ARGUMENTS = Weights(partner_card_spent=0.0, candidates=14)
BY_DIFFICULTY = {
    Difficulty.NORMAL: NO_ARGUMENTS,
    Difficulty.DIFFICULT: ARGUMENTS_OFTEN,
    Difficulty.IMPOSSIBLE: ARGUMENTS_OFTEN,
}


def weights_for(difficulty: str) -> Weights:
    """The partner's weights at a difficulty (H16)."""
    return BY_DIFFICULTY.get(Difficulty(difficulty), Weights())


# her end node and balance, the pair's value, what completing the set adds, the halves known then
Reply = tuple[int, int, float, float, list[int]]


@dataclass(slots=True)
class HandOver:
    """The table at the partner's turn, after one way of the planner's turn ends (H10's order)."""

    end: int
    balance: int
    need: int
    steps: int
    own_paid: int  # of `steps`, paid from the planner's own row
    pays: tuple[int, ...]  # of each emotion, paid from the planner's own row
    mine: list[int]  # halves of the planner's row both will see (counted by emotion)
    mine_turned: list[int]  # its cards whose other halves it will show, by the half they showed (H12)
    mine_drawn: int  # cards drawn, their halves not known yet (H10)
    hers: list[int]  # the partner's row after what the planner paid from it
    completes: bool
    level: int  # the lines open at her turn (a set's end opens more, H13, H14)
    completed: int
    deck: int
    quick: float = 0.0
    value: float = 0.0


def hand_over(pos: Position, end: TurnEnd, hers_first: bool = False) -> HandOver:
    """The table as the planner's turn ends at `end`, each half paid from its own row first (H9: either row
    may pay), or from hers first (a draw refills the row of whoever ends a turn balanced, H10)."""
    node, balance, need = end
    me, partner = pos.me, pos.partner
    own, other = counts(pos.rows[me]), counts(pos.rows[partner])
    paid = needed(need)
    if hers_first:
        own_paid = [paid[e] - min(paid[e], other[e]) for e in range(4)]
    else:
        own_paid = [min(paid[e], own[e]) for e in range(4)]
    mine = [own[e] - own_paid[e] for e in range(4)]
    hers = [other[e] - (paid[e] - own_paid[e]) for e in range(4)]
    board = pos.board
    completes = pos.objective != NO_OBJECTIVE and (
        node == pos.nodes[partner]
        if pos.argument
        else board.emotion[node] == pos.objective and board.ring[node] == pos.ring
    )
    drawn = min(ROW_SIZE - sum(mine), pos.deck) if balance == 0 else 0
    side = board.side[me][node]
    turned: list[int] = [0, 0, 0, 0]
    if node != board.centre and side != NO_SIDE and side != pos.sides[me]:
        turned, mine = mine, [0, 0, 0, 0]  # H12: the whole row turns
    level, completed = pos.level, pos.completed + completes
    if completed == SET_SIZE:
        level, completed = level + 1, 0
    return HandOver(
        node, balance, need, sum(paid), sum(own_paid), tuple(own_paid), mine, turned, drawn, hers, completes, level,
        completed, pos.deck - drawn,
    )  # fmt: skip


def standing(pos: Position, turn: bool) -> HandOver:
    """The table as the planner's turn ends where it stands (its steps taken, its draw seen), its row kept or
    turned (H12's choice on the middle line, made without seeing the covered halves)."""
    mine = counts(pos.rows[pos.me])
    level, completed = pos.level, pos.completed
    if completed >= SET_SIZE:  # H13 comes after the perspective: the set ends as her turn begins
        level, completed = level + 1, 0
    turned, mine = (mine, [0, 0, 0, 0]) if turn else ([0, 0, 0, 0], mine)
    node, balance = pos.nodes[pos.me], pos.balances[pos.me]
    hers = counts(pos.rows[pos.partner])
    return HandOver(node, balance, 0, 0, 0, (0, 0, 0, 0), mine, turned, 0, hers, False, level, completed, pos.deck)


@dataclass(frozen=True, slots=True)
class Plan:
    """The way chosen for this turn: where it ends, the nodes it enters, the table it leaves to the partner."""

    end: TurnEnd
    nodes: tuple[int, ...]
    over: HandOver


def path_halves(board: Compact, end: TurnEnd, nodes: tuple[int, ...]) -> list[tuple[int, int]]:
    """The (node, half paid) of each step of a way: a node's emotion, or for the centre the half the way's
    needs leave over (H17: any half enters it)."""
    left = list(needed(end[2]))
    for node in nodes:
        if board.emotion[node] >= 0:
            left[board.emotion[node]] -= 1
    steps = []
    for node in nodes:
        half = board.emotion[node]
        if half < 0:
            half = next(h for h in range(4) if left[h])
        steps.append((node, half))
    return steps


def no_step_chance(
    emotions: tuple[int, ...],
    neighbours: tuple[int, ...],
    blocked: int,
    balance: int,
    known: list[int],
    turned: list[int],
    drawn: int,
) -> float:
    """The chance of no legal first step (H18 a) from a node with these neighbours: `known` halves are certain,
    each `turned` card shows one of the three emotions other than the one it showed, each `drawn` card any."""
    stuck = 1.0
    all_turned = turned[0] + turned[1] + turned[2] + turned[3]
    for other in neighbours:
        if other == blocked:
            continue
        half = emotions[other]
        if half < 0:  # the centre takes any half that keeps the balance (H17)
            if known[0] + known[1] + known[2] + known[3]:
                return 0.0
            continue
        if not -2 <= balance + (1 if half >= 2 else -1) <= 2:
            continue
        if known[half]:
            return 0.0
        stuck *= (0.75**drawn) * (2 / 3) ** (all_turned - turned[half])
    return stuck


def expected_signs(known: list[int], turned: list[int], drawn: int) -> tuple[float, float]:
    """Halves that raise and lower a scale (H4) the rows are expected to show."""
    up_turned, down_turned = turned[2] + turned[3], turned[0] + turned[1]
    up = known[2] + known[3] + down_turned * 2 / 3 + up_turned / 3 + drawn / 2
    down = known[0] + known[1] + up_turned * 2 / 3 + down_turned / 3 + drawn / 2
    return up, down


class Search:
    """One turn's plan for `pos.me`, the active player."""

    def __init__(self, pos: Position, weights: Weights) -> None:
        self.pos = pos
        self.w = weights
        self.board = pos.board

    def ends(self) -> dict[TurnEnd, tuple[int, ...]]:
        pos = self.pos
        own, other = counts(pos.rows[pos.me]), counts(pos.rows[pos.partner])
        shown = [own[e] + other[e] for e in range(4)]
        argument = (pos.objective, pos.ring) if pos.argument else None
        me, partner = pos.me, pos.partner
        steps = self.w.my_steps
        return turn_ends(self.board, pos.level, pos.path, pos.nodes[partner], pos.balances[me], shown, argument, steps)

    def best(self) -> Plan | None:
        """The way this turn should end (None: no step is left, the turn can only end)."""
        ends = self.ends()
        if not ends:
            return None
        pos = self.pos
        waiting = pos.entered[pos.partner]
        if waiting is not None and waiting == pos.turn - 1:  # H17: she waits in the centre: join her, balanced
            joins = [end for end in ends if end[0] == self.board.centre and end[1] == 0]
            if joins:
                end = min(joins, key=lambda e: (sum(needed(e[2])), e))
                return Plan(end, ends[end], hand_over(pos, end))
        plans = [Plan(end, nodes, hand_over(pos, end)) for end, nodes in ends.items()]
        for plan in plans[:]:  # each way paid from her row first too, where that leaves other rows (H9, H10)
            over = hand_over(pos, plan.end, hers_first=True)
            if over.pays != plan.over.pays:
                plans.append(Plan(plan.end, plan.nodes, over))
        for plan in plans:
            plan.over.quick = self.quick(plan.over)
        plans.sort(key=lambda plan: (-plan.over.quick, plan.over.steps, plan.end))
        top = plans[: self.w.candidates]
        for plan in top:
            plan.over.value = self.replied(plan.over)
        return max(top, key=lambda plan: (plan.over.value, plan.over.quick, -plan.over.steps))

    def turns_row(self) -> bool:
        """H12 on the middle line: does turning the row (its other halves unseen) leave the pair better off?"""
        kept, turned = self.replied(standing(self.pos, False)), self.replied(standing(self.pos, True))
        return turned > kept + self.w.turn_margin

    # --- the table's value --------------------------------------------------------------------------
    def cards_value(self, cards: float) -> float:
        """The rows' halves are every way either player has: the first few are worth most (H18 a)."""
        values = self.w.card_values
        whole = min(int(cards), len(values) - 1)
        return sum(values[:whole]) + (cards - whole) * values[whole]

    def one_sided(self, balance: int, up: float, down: float) -> float:
        """A scale off 0 needs halves that bring it back; with none shown, each step takes it further (H4, H9)."""
        back = down if balance > 0 else up if balance < 0 else 2.0
        return self.w.one_sided * abs(balance) * max(0.0, 2.0 - back)

    def rows_value(self, balances: tuple[int, int], sizes: tuple[int, int], up: float, down: float) -> float:
        """Both rows (`sizes`, by the planner then the partner) and scales, as the next player finds them."""
        w = self.w
        value = self.cards_value(up + down)
        for balance, size in zip(balances, sizes, strict=True):
            value -= w.imbalance * abs(balance) + self.one_sided(balance, up, down)
            value -= w.off_and_short * abs(balance) * (ROW_SIZE - size)
        return value

    def quick(self, over: HandOver) -> float:
        """What this end is worth as the partner's turn begins: the objective, the cards, the scales."""
        w, pos = self.w, self.pos
        score = w.objective * over.completes - w.card_spent * over.steps
        score -= w.partner_card_spent * (over.steps - over.own_paid)
        known = [over.mine[e] + over.hers[e] for e in range(4)]
        up, down = expected_signs(known, over.mine_turned, over.mine_drawn)
        my_row = sum(over.mine) + sum(over.mine_turned) + over.mine_drawn
        score += self.rows_value((over.balance, pos.balances[pos.partner]), (my_row, sum(over.hers)), up, down)
        if not over.completes and pos.objective != NO_OBJECTIVE and not pos.argument:
            targets = self.board.objective_nodes[pos.ring][pos.objective]
            score -= w.distance * min(reach(self.board, pos.level, targets)[key(over.end, over.balance)], 6)
        if not over.completes and pos.argument:
            score += self.waiting(over, known) - w.unresolved
        if pos.level >= LAST_LEVEL:  # H17: the way in, balanced
            if over.end == self.board.centre:
                return score + (w.ready if over.balance == 0 else -w.loss)
            to_centre = reach_balanced(self.board, LAST_LEVEL, self.board.centre)
            score -= w.way_in * min(to_centre[key(over.end, over.balance)], 8)
        return score

    def waiting(self, over: HandOver, known: list[int]) -> float:
        """H16, as her turn begins: the planner waits on a node of the argument she can reach with the halves
        known; else how far apart the tokens are, and the argument's halves left."""
        w, pos = self.w, self.pos
        board = self.board
        partner = pos.nodes[pos.partner]
        objective = pos.objective
        if board.emotion[over.end] == objective and board.ring[over.end] == pos.ring:
            balance = pos.balances[pos.partner]
            if can_reach(board, over.level, partner, over.end, balance, known, -1):
                return w.meeting
        if over.level < w.meet_below:
            cost = meeting_cost(board, over.level, objective)[
                state(board, partner, pos.balances[pos.partner], over.end, over.balance)
            ]
            return -w.meet_cost * min(cost, w.meet_cap) + w.argument_half * min(known[objective], 2)
        apart = hops(board, over.level, partner)[over.end]
        return -w.apart * min(apart, 8) + w.argument_half * min(known[objective], 2)

    # --- the partner's reply ------------------------------------------------------------------------
    def replied(self, over: HandOver) -> float:
        """The pair's value after the partner's best reply, over what the objective she faces may be."""
        pos, w = self.pos, self.w
        base = w.objective * over.completes - w.card_spent * over.steps
        base -= w.partner_card_spent * (over.steps - over.own_paid)
        if over.level >= LAST_LEVEL:
            return base + self.replied_at_the_end(over)
        board = self.board
        meets = board.emotion[over.end] if board.ring[over.end] == over.level else -1
        if not over.completes and pos.objective != NO_OBJECTIVE:
            variants = [(pos.objective, pos.argument, 1.0)]
        else:
            share = pos.argument_share
            variants = [(e, False, (1 - share) / 4) for e in range(4)]
            variants += [(e, True, share / 4) for e in range(4) if share]
        arguing = meets >= 0 and any(argument and e == meets for e, argument, _ in variants)
        replies = self.replies(over, meets if arguing else -1)
        if replies is None:
            return base - w.loss * self.stuck_chance(over)
        total = 0.0
        for objective, argument, weight in variants:
            total += weight * self.best_reply(over, replies, objective, argument)
        return base + total

    def stuck_chance(self, over: HandOver) -> float:
        """H18 (a) at her turn: no step with the halves known, and perhaps none with the unknown ones either."""
        pos = self.pos
        partner = pos.nodes[pos.partner]
        known = [over.mine[e] + over.hers[e] for e in range(4)]
        near = self.board.neighbours[over.level][partner]
        balance = pos.balances[pos.partner]
        return no_step_chance(self.board.emotion, near, over.end, balance, known, over.mine_turned, over.mine_drawn)

    def replies(self, over: HandOver, meets: int) -> list[Reply] | None:
        """Each way her turn can end with the halves she will certainly see: (node, the pair's value then, the
        objective aside, and what it gains if she completes the set, opening more lines for the planner).
        `meets`: the emotion of the planner's node when an argument may let her end there."""
        pos, w = self.pos, self.w
        board = self.board
        partner = pos.partner
        shown = [over.hers[e] + over.mine[e] for e in range(4)]
        argument = (meets, over.level) if meets >= 0 else None
        start = pos.nodes[partner]
        ends = turn_ends(board, over.level, (start,), over.end, pos.balances[partner], shown, argument, w.reply_steps)
        if not ends:
            return None
        return [self.after_reply(over, end) for end in ends]

    def after_reply(self, over: HandOver, end: TurnEnd) -> Reply:
        """The pair's value as the planner's next turn begins, after hers ends at `end` (her objective aside),
        and what her completing the set would add (the lines it opens may give the planner a step, H14)."""
        pos, w = self.pos, self.w
        board = self.board
        partner = pos.partner
        node, balance, need = end
        paid = needed(need)
        hers, mine = over.hers, over.mine
        her_left = [0, 0, 0, 0]
        known = [0, 0, 0, 0]
        her_own = 0
        for e in range(4):
            from_her = paid[e] if paid[e] < hers[e] else hers[e]
            her_own += from_her
            her_left[e] = hers[e] - from_her
            known[e] = mine[e] - (paid[e] - from_her)
        steps = paid[0] + paid[1] + paid[2] + paid[3]
        her_size = her_left[0] + her_left[1] + her_left[2] + her_left[3]
        drawn = min(ROW_SIZE - her_size, over.deck) if balance == 0 else 0
        turned = over.mine_turned
        side = board.side[partner][node]
        if node != board.centre and side != NO_SIDE and side != pos.sides[partner]:
            turned = [turned[e] + her_left[e] for e in range(4)]  # H12: her row turns
        else:
            known = [known[e] + her_left[e] for e in range(4)]
        value = -w.card_spent * steps - w.partner_card_spent * (steps - her_own)
        unknown = over.mine_drawn + drawn
        up, down = expected_signs(known, turned, unknown)
        my_size = sum(over.mine) + sum(over.mine_turned) + over.mine_drawn - (steps - her_own)
        value += self.rows_value((over.balance, balance), (my_size, her_size + drawn), up, down)
        near = board.neighbours[over.level][over.end]
        stuck = no_step_chance(board.emotion, near, node, over.balance, known, turned, unknown)
        if over.level >= LAST_LEVEL:
            return node, balance, value - w.loss * stuck + self.at_the_end(over, node, balance, known), 0.0, known
        opened = 0.0
        if stuck and over.completed == SET_SIZE - 1:
            near = board.neighbours[over.level + 1][over.end]
            opened = w.loss * (stuck - no_step_chance(board.emotion, near, node, over.balance, known, turned, unknown))
        return node, balance, value - w.loss * stuck, opened, known

    def best_reply(self, over: HandOver, replies: list[Reply], objective: int, argument: bool) -> float:
        """Her best reply when she faces `objective` (H10, H16), with how far the planner then is from the next."""
        w = self.w
        board = self.board
        ring = over.level
        me = over.end
        unknown_next = -w.distance * w.unknown_distance
        best = -1e9
        if objective == NO_OBJECTIVE:
            return max(reply[2] for reply in replies)
        if argument:
            for node, balance, value, opened, known in replies:
                if node == me:
                    if board.emotion[me] != objective:
                        continue  # not open to her for this argument (H15)
                    value += w.objective + unknown_next + opened  # H16: she ends where the planner ended
                else:
                    value += self.meeting(over, node, balance, objective, known)
                    if not over.completes:
                        value -= w.unresolved
                best = max(best, value)
            return best
        targets = board.objective_nodes[ring][objective]
        far = reach(board, over.level, targets)[key(me, over.balance)]
        later = -w.distance * min(far, 6)
        for node, _, value, opened, _ in replies:
            if node == me:
                continue  # no argument: her token may not end on the planner's (H15)
            if board.emotion[node] == objective and board.ring[node] == ring:
                value += w.objective + unknown_next + opened
            else:
                value += later
            best = max(best, value)
        return best

    def meeting(self, over: HandOver, node: int, balance: int, objective: int, known: list[int]) -> float:
        """H16, as the planner's next turn begins with her token on `node`: she waits on a node of the argument
        the planner can reach with the halves known; else how far apart they are, and the argument's halves
        left (two are paid to meet: one to end on its node, one to join her there)."""
        w = self.w
        board = self.board
        on_argument = board.emotion[node] == objective and board.ring[node] == over.level
        if on_argument and can_reach(board, over.level, over.end, node, over.balance, known, -1):
            return w.meeting
        if over.level < w.meet_below:
            cost = meeting_cost(board, over.level, objective)[state(board, over.end, over.balance, node, balance)]
            return -w.meet_cost * min(cost, w.meet_cap) + w.argument_half * min(known[objective], 2)
        apart = hops(board, over.level, node)[over.end]
        value = -w.apart * min(apart, 8) + w.argument_half * min(known[objective], 2)
        if over.level < w.set_up_below and self.sets_up(over, node, balance, objective, known):
            value += w.set_up
        return value

    def sets_up(self, over: HandOver, hers: int, balance: int, objective: int, known: list[int]) -> bool:
        """H16, a turn further: can the planner then end on a node of the argument that she can reach next?"""
        board = self.board
        ring = over.level
        ends = turn_ends(board, over.level, (over.end,), hers, over.balance, known, None, self.w.reply_steps)
        for node, _, need in ends:
            if board.emotion[node] == objective and board.ring[node] == ring:
                paid = needed(need)
                left = [known[e] - paid[e] for e in range(4)]
                if can_reach(board, over.level, hers, node, balance, left, -1):
                    return True
        return False

    # --- after set 3 (H17) --------------------------------------------------------------------------
    def replied_at_the_end(self, over: HandOver) -> float:
        pos, w = self.pos, self.w
        board = self.board
        partner = pos.partner
        shown = [over.hers[e] + over.mine[e] for e in range(4)]
        start = pos.nodes[partner]
        ends = turn_ends(board, over.level, (start,), over.end, pos.balances[partner], shown, None, w.reply_steps)
        if over.end == board.centre:  # H17, H18 c: balanced, and she follows, balanced, next turn
            if over.balance != 0:
                return -w.loss
            if any(end[0] == board.centre and end[1] == 0 for end in ends):
                return w.win
            return -w.loss * (1 - 0.25 * min(over.mine_drawn, 3))  # the cards drawn may bring her in
        if not ends:
            return -w.loss * self.stuck_chance(over)
        return max(self.after_reply(over, end)[2] for end in ends)

    def at_the_end(self, over: HandOver, node: int, balance: int, known: list[int]) -> float:
        """After set 3 (H17): her entry, balanced, wins if the planner can follow balanced; else the way in."""
        w = self.w
        board = self.board
        if node == board.centre:
            if balance != 0:
                return -w.loss
            follows = can_reach(board, LAST_LEVEL, over.end, node, over.balance, known, -1, spare=2, balanced=True)
            return w.win if follows else -w.loss
        to_centre = reach_balanced(board, LAST_LEVEL, board.centre)
        mine = min(to_centre[key(over.end, over.balance)], 8)
        hers = min(to_centre[key(node, balance)], 8)
        ready = can_reach(board, LAST_LEVEL, over.end, board.centre, over.balance, known, node, spare=2, balanced=True)
        return -w.way_in * (mine + hers) + w.ready * ready
