"""A bot partner for a player alone: it plays one seat from the public view only (H19), with no hint channel (H20).

Its input is `public_view(state)`, what anyone at the table sees: the board,
both tokens, scales and rows' visible halves, the face-up objective, the
counts of decks and piles, this turn's path and who must decide what. It never
sees a covered half, the deck's order or the objective decks' order, and it
says nothing to its partner: its moves are its only message. It is also the
simulator's "baseline" policy (both seats), so the README's balance table
measures the partner a player alone will meet.

The strategy, in short (the weights are class attributes, for experiments):
- setup: asked who goes first, it names its partner (H7: a choice open to both
  players, which a table should leave to the human); it sees the half of its row that
  shows the most different emotions, then covers the emotions of the nodes
  next to its token, then mixes up and down halves (H4);
- each turn it plans the whole move once, by searching every path of up to
  `depth` (5) steps its cards allow (the visible halves of both rows, counted
  by emotion, its own row paying first, since a balanced end refills it), and
  scores where each path ends:
  * completing the face-up objective (H10), or for an argument (H16) ending
    on the partner's node; failing that, how many steps the objective's nodes
    on its ring are from where it ends, counted with the balance it ends on
    (a way that would take the scale past -2 or +2 is no way, H9); for an
    argument the nodes nearest to both players (or the partner's own node,
    when it is one), a bonus for ending on one for her to join next turn;
  * every card spent costs dearly (10 points, a tenth of an objective: cards
    run out, H18 b), the partner's more; ending balanced (it draws up to 6,
    H10) is worth a little, ending at -2 or +2 costs;
  * safety, on the best 40 by that score: the partner must have a legal step
    next turn from what is known then (H18 a; a row that will turn counts as
    unknown), and so should it;
  * after set 3 (H17): with the partner in the centre, entering balanced wins
    and anything else loses; otherwise it enters, balanced, only when the
    partner can then reach the centre balanced on her next turn with the
    cards known, and else walks towards the centre's four doors;
- on the middle line (H12, blind) it keeps its perspective unless its row
  shows fewer than two different emotions; in the centre it always keeps it
  (the partner plans with those halves).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from bot.games.hands.engine.actions import Action, new_action
from bot.games.hands.engine.board import Board, board_from_view
from bot.games.hands.engine.view_types import ObjectiveView, Public
from bot.games.hands.engine.vocab import (
    BALANCE_LIMIT,
    CENTRE,
    CENTRE_NEIGHBOURS,
    OBJECTIVE_RINGS,
    ROW_SIZE,
    Emotion,
    Ring,
)

EMOTION_LIST = (Emotion.SAD, Emotion.ANGRY, Emotion.CALM, Emotion.HAPPY)
INDEX = {emotion: index for index, emotion in enumerate(EMOTION_LIST)}
DELTA = (-1, -1, 1, 1)  # H4, by INDEX


@dataclass(frozen=True, slots=True)
class Path:
    """One way to move this turn: the nodes entered and the emotion paid for each (any one for the centre)."""

    nodes: tuple[str, ...]
    paid: tuple[int, ...]  # INDEX of the half paid at each step
    balance: int
    quick: float  # its quick score (`_Quick`)


@dataclass(slots=True)
class Table:
    """What the partner reads from a view, once per decision."""

    board: Board
    level: int
    me: int
    turn: int
    path: list[str]
    nodes: tuple[str, str]
    balances: tuple[int, int]
    rows: tuple[list[int], list[int]]  # visible halves, by INDEX
    sides: tuple[str | None, str | None]
    entered: tuple[int | None, int | None]
    objective: ObjectiveView | None
    ring: Ring | None
    deck: int

    @property
    def other(self) -> int:
        return 1 - self.me


def _counts(*rows: Sequence[int]) -> list[int]:
    counts = [0, 0, 0, 0]
    for row in rows:
        for half in row:
            counts[half] += 1
    return counts


class BaselinePartner:
    """The baseline partner: plays `seat` from public views (`choose`)."""

    name = "baseline"
    depth = 5  # steps searched per turn
    candidates_checked = 40  # the best paths by the quick score that get the safety checks
    objective_reward = 100.0
    distance_cost = 4.0
    step_cost = 10.0  # every card spent is one the pair may miss before the centre (H18 a, b)
    partner_card_cost = 3.0
    balanced_reward = 10.0
    refill_reward = 2.0
    unbalance_cost = 5.0
    partner_stuck_cost = 400.0
    partner_one_way_cost = 15.0
    self_stuck_cost = 200.0
    argument_meeting_reward = 40.0
    argument_distance_cost = 15.0

    def __init__(self, seat: int) -> None:
        self.seat = seat
        # this turn's plan: (turn, the nodes already entered when it was made, its steps: node, row, half)
        self._plan: tuple[int, tuple[str, ...], list[tuple[str, int, int]]] | None = None
        self._targets: dict[tuple[Board, int, frozenset[str]], dict[tuple[str, int], int]] = {}

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
        table = self._read(view)
        if "perspective" in kinds:
            return new_action("perspective", self.seat, choice=self._perspective(table))
        step = self._next_step(table)
        if step is None:
            return new_action("end", self.seat)
        node, row, half = step
        card = table.rows[row].index(half)
        return new_action("step", self.seat, node, row, card)

    def _read(self, view: Public) -> Table:
        players = view["players"]
        ring = view["objective_ring"]
        return Table(
            board=board_from_view(view["board"]),
            level=view["sets_completed"],
            me=self.seat,
            turn=view["turn"],
            path=list(view["path"]),
            nodes=(players[0]["node"], players[1]["node"]),
            balances=(players[0]["balance"], players[1]["balance"]),
            rows=([INDEX[Emotion(h)] for h in players[0]["row"]], [INDEX[Emotion(h)] for h in players[1]["row"]]),
            sides=(players[0]["side"], players[1]["side"]),
            entered=(players[0]["entered_centre"], players[1]["entered_centre"]),
            objective=view["objective"],
            ring=None if ring is None else Ring(ring),
            deck=view["deck"],
        )

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
            ups = sum(1 for h in halves if DELTA[INDEX[h]] > 0)
            score = 3 * len(set(halves)) + 2 * len(near & set(halves)) - abs(2 * ups - len(halves))
            if score > best_score:
                best, best_score = side, score
        return best

    # --- H12, blind ------------------------------------------------------------------------------
    def _perspective(self, table: Table) -> str:
        if table.nodes[self.seat] == CENTRE:
            return "keep"  # its partner plans her entry with these halves
        row = table.rows[self.seat]
        return "turn" if len(row) >= 2 and len(set(row)) < 2 else "keep"

    # --- a turn's plan --------------------------------------------------------------------------
    def _next_step(self, table: Table) -> tuple[str, int, int] | None:
        """The next (node, row, half) of this turn's plan, planned when the turn is new or went elsewhere."""
        done = tuple(table.path[1:])
        plan = self._plan
        if plan is not None:
            turn, prefix, steps = plan
            taken = done[len(prefix) :]
            if (
                turn == table.turn
                and done[: len(prefix)] == prefix
                and taken == tuple(s[0] for s in steps[: len(taken)])
            ):
                if len(taken) == len(steps):
                    return None  # the plan is done: end the turn
                node, row, half = steps[len(taken)]
                if half in table.rows[row]:
                    return node, row, half
        steps = self._plan_turn(table)
        self._plan = (table.turn, done, steps)
        return steps[0] if steps else None

    def _plan_turn(self, table: Table) -> list[tuple[str, int, int]]:
        """The best path from here (after the steps already taken this turn): each step's node, payer and half."""
        paths = self._paths(table)
        if not paths:
            return []  # nothing more to do this turn (the engine offers only "end")
        best = self._best(table, paths)
        own, other = list(table.rows[self.seat]), list(table.rows[table.other])
        steps: list[tuple[str, int, int]] = []
        for node, half in zip(best.nodes, best.paid, strict=True):
            if half in own:  # its own row first: a balanced end draws it back up to 6 (H10)
                own.remove(half)
                steps.append((node, self.seat, half))
            else:
                other.remove(half)
                steps.append((node, table.other, half))
        return steps

    def _paths(self, table: Table) -> list[Path]:
        """The legal continuations of this turn (H9, H15, H17), its cards counted by emotion: for each place and
        balance a path could end on, the best by the quick score (`_Quick`)."""
        board, level = table.board, table.level
        near = board.neighbours[level]
        emotion = board.emotion
        ring = board.ring
        partner_node = table.nodes[table.other]
        argument = self._argument(table)
        own = _counts(table.rows[self.seat])
        other = _counts(table.rows[table.other])
        quick = _Quick(self, table)
        path = list(table.path)
        start = len(path)
        paid: list[int] = []
        best: dict[tuple[str, int], Path] = {}
        if path[-1] == CENTRE or (start > 1 and path[-1] == partner_node):
            return []

        def keep(balance: int, from_partner: int) -> None:
            nodes = tuple(path[start:])
            score = quick.score(nodes[-1], balance, len(nodes), own_left=sum(own), from_partner=from_partner)
            key = (nodes[-1], balance)
            found = best.get(key)
            if found is None or score > found.quick:
                best[key] = Path(nodes, tuple(paid), balance, score)

        def pay(half: int) -> int:
            """Its own row first (a balanced end draws it back up to 6, H10): 1 when the partner's row pays."""
            if own[half]:
                own[half] -= 1
                return 0
            other[half] -= 1
            return 1

        def unpay(half: int, partners: int) -> None:
            if partners:
                other[half] += 1
            else:
                own[half] += 1

        def walk(balance: int, from_partner: int) -> None:
            node = path[-1]
            for target in near[node]:
                if target in path:
                    continue
                if target == CENTRE:
                    for half in range(4):
                        after = balance + DELTA[half]
                        if (own[half] or other[half]) and -BALANCE_LIMIT <= after <= BALANCE_LIMIT:
                            partners = pay(half)
                            path.append(CENTRE)
                            paid.append(half)
                            keep(after, from_partner + partners)
                            paid.pop()
                            path.pop()
                            unpay(half, partners)
                    continue
                if target == partner_node and (
                    argument is None or emotion[target] != argument[0] or ring[target] != argument[1]
                ):
                    continue
                target_emotion = emotion[target]
                assert target_emotion is not None
                half = INDEX[target_emotion]
                after = balance + DELTA[half]
                if not (own[half] or other[half]) or not -BALANCE_LIMIT <= after <= BALANCE_LIMIT:
                    continue
                partners = pay(half)
                path.append(target)
                paid.append(half)
                keep(after, from_partner + partners)
                if target != partner_node and len(path) - start < self.depth:
                    walk(after, from_partner + partners)
                paid.pop()
                path.pop()
                unpay(half, partners)

        walk(table.balances[self.seat], 0)
        return list(best.values())

    def _argument(self, table: Table) -> tuple[Emotion, Ring] | None:
        objective = table.objective
        if objective is None or not objective["argument"] or table.ring is None:
            return None
        return Emotion(objective["emotion"]), table.ring

    # --- scores --------------------------------------------------------------------------------
    def _best(self, table: Table, paths: list[Path]) -> Path:
        if table.level >= len(OBJECTIVE_RINGS) and table.objective is None:
            return self._best_at_the_end(table, paths)
        paths = sorted(paths, key=lambda p: p.quick, reverse=True)
        best, best_score = paths[0], float("-inf")
        for path in paths[: self.candidates_checked]:
            score = path.quick - self._danger(table, path)
            if score > best_score:
                best, best_score = path, score
        return best

    def _used(self, table: Table, path: Path) -> tuple[list[int], list[int]]:
        """The rows after this path, its own row paying first (as `_plan_turn` allocates)."""
        own, other = list(table.rows[self.seat]), list(table.rows[table.other])
        for half in path.paid:
            if half in own:
                own.remove(half)
            else:
                other.remove(half)
        return own, other

    def _reach(self, table: Table, targets: frozenset[str]) -> dict[tuple[str, int], int]:
        """Steps from each (node, balance) to the nearest of `targets` along open lines, the balance kept within
        -2..+2 on the way (H9): where a balance shuts a way (happy, calm, happy in a row from 0), it counts."""
        board = table.board
        key = (board, table.level, targets)
        found = self._targets.get(key)
        if found is None:
            found = {}
            near = board.neighbours[table.level]
            frontier = [(node, b) for node in targets for b in range(-BALANCE_LIMIT, BALANCE_LIMIT + 1)]
            for state in frontier:
                found[state] = 0
            steps = 0
            while frontier:
                steps += 1
                nxt: list[tuple[str, int]] = []
                for node, arrived in frontier:
                    emotion = board.emotion[node]
                    if emotion is None:
                        continue
                    before = arrived - DELTA[INDEX[emotion]]  # the balance one step back, entering `node`
                    if not -BALANCE_LIMIT <= before <= BALANCE_LIMIT:
                        continue
                    for other in near[node]:
                        if other != CENTRE and (other, before) not in found:
                            found[other, before] = steps
                            nxt.append((other, before))
                frontier = nxt
            self._targets[key] = found
        return found

    def _danger(self, table: Table, path: Path) -> float:
        """H18 (a) ahead: will the partner have a step next turn, and will it, from what is known?"""
        board = table.board
        end = path.nodes[-1]
        own, other = self._used(table, path)
        turning = board.side_of[self.seat][end] not in (None, table.sides[self.seat])
        own_known = [] if turning else own  # a row that turns shows halves nobody has seen
        partner = table.other
        rows_next: list[list[int]] = [[], []]
        rows_next[self.seat], rows_next[partner] = own_known, other
        level = table.level
        partner_ways = self._targets_open(board, level, table.nodes[partner], table.balances[partner], rows_next, end)
        danger = 0.0
        if not partner_ways:
            danger += self.partner_stuck_cost
        elif len(partner_ways) == 1:
            danger += self.partner_one_way_cost
        rows_mine: list[list[int]] = [[], []]
        rows_mine[self.seat], rows_mine[partner] = own_known, other
        if end != CENTRE and not self._targets_open(board, level, end, path.balance, rows_mine, table.nodes[partner]):
            danger += self.self_stuck_cost
        return danger

    @staticmethod
    def _targets_open(
        board: Board, level: int, node: str, balance: int, rows: Sequence[Sequence[int]], blocked: str
    ) -> set[str]:
        """The nodes one step from `node` that some known half pays for (the centre: any card)."""
        have = set(rows[0]) | set(rows[1])
        found: set[str] = set()
        for target in board.neighbours[level][node]:
            if target == blocked and target != CENTRE:
                continue
            if target == CENTRE:
                if any(-BALANCE_LIMIT <= balance + DELTA[h] <= BALANCE_LIMIT for h in have):
                    found.add(target)
                continue
            target_emotion = board.emotion[target]
            assert target_emotion is not None
            half = INDEX[target_emotion]
            if half in have and -BALANCE_LIMIT <= balance + DELTA[half] <= BALANCE_LIMIT:
                found.add(target)
        return found

    # --- after set 3 (H17) -------------------------------------------------------------------------
    def _best_at_the_end(self, table: Table, paths: list[Path]) -> Path:
        partner = table.other
        waiting = table.entered[partner] is not None and table.entered[partner] == table.turn - 1
        best, best_score = paths[0], float("-inf")
        for path in paths:
            end = path.nodes[-1]
            if end == CENTRE:
                if path.balance != 0:
                    score = -5000.0  # H18 (c)
                elif waiting:
                    score = 10000.0  # H17: both in, balanced, on consecutive turns
                else:
                    own, other = self._used(table, path)
                    rows: list[list[int]] = [[], []]
                    rows[self.seat], rows[partner] = own, other
                    score = 3000.0 if self._can_follow(table, rows) else -3000.0
            else:
                score = path.quick - self.distance_cost * min(
                    table.board.distances(table.level, end).get(door, 99) for door in CENTRE_NEIGHBOURS
                )
                if waiting:
                    score -= 5000.0  # H18 (c): not following loses, whatever else happens
                else:
                    score -= self._danger(table, path)
            if score > best_score:
                best, best_score = path, score
        return best

    def _can_follow(self, table: Table, rows: Sequence[Sequence[int]]) -> bool:
        """Can the partner, next turn, reach the centre with her balance at 0 from the cards known (H17)?"""
        board, level = table.board, table.level
        partner = table.other
        pool = _counts(*rows)
        path = [table.nodes[partner]]

        def walk(balance: int) -> bool:
            node = path[-1]
            for target in board.neighbours[level][node]:
                if target in path:
                    continue
                if target == CENTRE:
                    if any(pool[h] and balance + DELTA[h] == 0 for h in range(4)):
                        return True
                    continue
                target_emotion = board.emotion[target]
                assert target_emotion is not None
                half = INDEX[target_emotion]
                after = balance + DELTA[half]
                if not pool[half] or not -BALANCE_LIMIT <= after <= BALANCE_LIMIT or len(path) > self.depth:
                    continue
                pool[half] -= 1
                path.append(target)
                found = walk(after)
                path.pop()
                pool[half] += 1
                if found:
                    return True
            return False

        return walk(table.balances[partner])


class _Quick:
    """The quick score of where a path ends (`BaselinePartner._paths`), with what it reads worked out once a plan."""

    __slots__ = (
        "partner",
        "board",
        "deck",
        "own_row",
        "wanted",
        "ring",
        "argument",
        "partner_node",
        "near_target",
    )

    def __init__(self, partner: BaselinePartner, table: Table) -> None:
        self.partner = partner
        self.board = table.board
        self.deck = table.deck
        self.own_row = len(table.rows[partner.seat])
        objective = table.objective
        self.wanted: Emotion | None = None
        self.ring = table.ring
        self.argument = False
        self.partner_node = table.nodes[table.other]
        self.near_target: dict[tuple[str, int], int] = {}
        if objective is not None and table.ring is not None:
            board = table.board
            self.wanted = Emotion(objective["emotion"])
            self.argument = bool(objective["argument"])
            on_ring = frozenset(
                n for n in board.order if board.emotion[n] == self.wanted and board.ring[n] == table.ring
            )
            if self.argument and self.partner_node in on_ring:
                on_ring = frozenset({self.partner_node})  # H16: she is on the argument's node: go to her
            elif self.argument and on_ring:  # meet her halfway: the argument's nodes nearest to both
                mine = board.distances(table.level, table.nodes[partner.seat])
                hers = board.distances(table.level, self.partner_node)
                apart = {n: mine.get(n, 99) + hers.get(n, 99) for n in on_ring}
                on_ring = frozenset(n for n, d in apart.items() if d == min(apart.values()))
            self.near_target = partner._reach(table, on_ring)

    def score(self, end: str, balance: int, steps: int, *, own_left: int, from_partner: int) -> float:
        p = self.partner
        score = -p.step_cost * steps - p.partner_card_cost * from_partner
        if balance == 0:
            score += p.balanced_reward + p.refill_reward * min(ROW_SIZE - own_left, self.deck)
        else:
            score -= p.unbalance_cost * abs(balance)
        if self.wanted is None:
            return score
        on_target = self.board.emotion[end] == self.wanted and self.board.ring[end] == self.ring
        if self.argument:
            if end == self.partner_node:
                return score + p.objective_reward  # H16: where the partner ended her turn
            if on_target:  # the partner may join it there next turn
                score += p.argument_meeting_reward
            return score - p.argument_distance_cost * self.near_target.get((end, balance), 99)
        if on_target:
            return score + p.objective_reward
        return score - p.distance_cost * self.near_target.get((end, balance), 99)
