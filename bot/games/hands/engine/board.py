"""The board as the rules read it (H1, H5, H6, H14), compiled once per board from the state's `Rules`.

The places, lines and emotions are content (content/hands/board.json, H1);
what this file adds are rulings: which lines are open after how many sets
(H14), and which half of the board a node lies in for each seat (H6).
"""

from __future__ import annotations

import hashlib
import json
from collections import deque

from bot.games.hands.engine.state import GameState, LineRule, NodeRule, Rules
from bot.games.hands.engine.view_types import BoardView
from bot.games.hands.engine.vocab import NORTH, OBJECTIVE_RINGS, SOUTH, Emotion, Ring, Side

# H14: the set after which each kind of line opens (0: open from the start). A line once open stays open.
LINE_OPENS = {
    "ring-outer": 0,  # set 1: only the outer ring's lines
    "ring-middle": 1,  # after set 1: the middle ring and the lines between outer and middle ring
    "spoke-OM-direct": 1,
    "spoke-OM-junction": 1,
    "ring-inner": 2,  # after set 2: every line but the centre's
    "spoke-MI-direct": 2,
    "spoke-MI-junction": 2,
    "spoke-IC": 3,  # after set 3: the centre's lines (H17)
}
LEVELS = 4  # sets completed: 0..3


class Board:
    """One board, compiled: neighbours along open lines per level, each node's emotion, ring and half."""

    __slots__ = ("order", "emotion", "ring", "angle", "side_of", "neighbours", "_distances")

    def __init__(self, nodes: list[NodeRule], lines: list[LineRule]) -> None:
        self.order = {node.id: index for index, node in enumerate(nodes)}
        self.emotion: dict[str, Emotion | None] = {node.id: node.emotion for node in nodes}
        self.ring: dict[str, Ring] = {node.id: node.ring for node in nodes}
        self.angle: dict[str, float | None] = {node.id: node.angle for node in nodes}
        # H6: for South the left half is the west (180°-360°), for North the east (0°-180°); the middle line
        # (0° and 180°, and the centre) is in neither half.
        south: dict[str, Side | None] = {}
        north: dict[str, Side | None] = {}
        for node in nodes:
            angle = node.angle
            if angle is None or angle % 180 == 0:
                south[node.id] = north[node.id] = None
            elif angle % 360 > 180:  # west
                south[node.id], north[node.id] = Side.LEFT, Side.RIGHT
            else:  # east
                south[node.id], north[node.id] = Side.RIGHT, Side.LEFT
        self.side_of = (south, north)  # by seat: SOUTH, NORTH
        assert (SOUTH, NORTH) == (0, 1)
        # H14: each level's neighbours, in the board's order (the stable order of legal steps)
        self.neighbours: list[dict[str, tuple[str, ...]]] = []
        for level in range(LEVELS):
            found: dict[str, list[str]] = {node.id: [] for node in nodes}
            for line in lines:
                if LINE_OPENS.get(line.kind, LEVELS) <= level:
                    found[line.a].append(line.b)
                    found[line.b].append(line.a)
            self.neighbours.append(
                {node: tuple(sorted(set(near), key=self.order.__getitem__)) for node, near in found.items()}
            )
        self._distances: dict[tuple[int, str], dict[str, int]] = {}

    def distances(self, level: int, start: str) -> dict[str, int]:
        """Steps along open lines from `start` to every node it reaches (a breadth-first search, cached)."""
        key = (level, start)
        found = self._distances.get(key)
        if found is None:
            found = {start: 0}
            queue = deque([start])
            near = self.neighbours[level]
            while queue:
                node = queue.popleft()
                for other in near[node]:
                    if other not in found:
                        found[other] = found[node] + 1
                        queue.append(other)
            self._distances[key] = found
        return found


def board_key(nodes: list[NodeRule], lines: list[LineRule]) -> str:
    """A fingerprint of the board's places and lines: two equal boards, one compiled form."""
    data = [[n.id, n.ring, n.angle, n.emotion] for n in nodes], [[ln.a, ln.b, ln.kind] for ln in lines]
    return hashlib.sha256(json.dumps(data).encode()).hexdigest()[:16]


_COMPILED: dict[str, Board] = {}


def board_of(rules: Rules) -> Board:
    board = _COMPILED.get(rules.board_key)
    if board is None:
        if board_key(rules.nodes, rules.lines) != rules.board_key:
            raise ValueError("the rules' board does not match its fingerprint")
        board = _COMPILED[rules.board_key] = Board(rules.nodes, rules.lines)
    return board


def board_from_view(board: BoardView) -> Board:
    """The compiled board of a view's "board" (views.board_view): what a player reading the view works with."""
    found = _COMPILED.get(str(board["key"]))
    if found is None:
        nodes = [
            NodeRule(n["id"], Ring(n["ring"]), n["angle"], None if n["emotion"] is None else Emotion(n["emotion"]))
            for n in board["nodes"]
        ]
        lines = [LineRule(line["a"], line["b"], line["kind"]) for line in board["lines"]]
        if board_key(nodes, lines) != board["key"]:
            raise ValueError("the view's board does not match its fingerprint")
        found = _COMPILED[board["key"]] = Board(nodes, lines)
    return found


def objective_ring(state: GameState) -> Ring | None:
    """H14: set 1's objectives are completed on the outer ring, set 2's on the middle, set 3's on the inner."""
    return OBJECTIVE_RINGS[state.set_index] if state.set_index < len(OBJECTIVE_RINGS) else None
