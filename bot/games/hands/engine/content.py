"""The game's content as data (content/hands/), its models and its checks (H1, H2, H3).

Pure: the files arrive parsed (content_pack.py reads them); `check_pack`
validates them into a `HandsPack` and reports every problem at once, one line
each naming the file and the field ("board.json: edges[7].b: no node 'O40'").
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping
from dataclasses import dataclass
from typing import TypeVar

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from bot.games.hands.engine.vocab import (
    CENTRE,
    CENTRE_NEIGHBOURS,
    EMOTIONS,
    MIDDLE_LINE,
    SET_SIZE,
    SETS,
    Emotion,
    Ring,
)
from bot.games.interface import ContentError

PACK_FILE, BOARD_FILE, CARDS_FILE, OBJECTIVES_FILE = "pack.toml", "board.json", "cards.toml", "objectives.toml"
FILES = (PACK_FILE, BOARD_FILE, CARDS_FILE, OBJECTIVES_FILE)

T = TypeVar("T", bound=BaseModel)

RING_SIZES = {Ring.OUTER: 32, Ring.MIDDLE: 16, Ring.INNER: 8, Ring.CENTER: 1}  # H1
RING_LETTERS = {Ring.OUTER: "O", Ring.MIDDLE: "M", Ring.INNER: "I"}
NODES_PER_EMOTION = 14  # H1
LINES = 132  # H1
CARDS = 48  # H2
CARDS_PER_EMOTION_AND_SIDE = 12  # H2: every emotion 12 times on each side
OBJECTIVES = SETS * SET_SIZE  # H3: 24
BARS_PER_EMOTION = [0, 0, 0, 1, 2, 3]  # H3: 3 plain, then a 1/3, a 2/3 and a full grey bar
# H1: which rings each kind of line joins (its opening is H14's: board.LINE_OPENS)
LINE_KINDS = {
    "ring-outer": (Ring.OUTER, Ring.OUTER),
    "ring-middle": (Ring.MIDDLE, Ring.MIDDLE),
    "ring-inner": (Ring.INNER, Ring.INNER),
    "spoke-OM-direct": (Ring.OUTER, Ring.MIDDLE),
    "spoke-OM-junction": (Ring.OUTER, Ring.MIDDLE),
    "spoke-MI-direct": (Ring.MIDDLE, Ring.INNER),
    "spoke-MI-junction": (Ring.MIDDLE, Ring.INNER),
    "spoke-IC": (Ring.INNER, Ring.CENTER),
}


class _Strict(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class PackInfo(_Strict):
    name: str = Field(min_length=1)
    version: str = Field(min_length=1)


class NodeSpec(_Strict):
    id: str
    ring: Ring
    angle: float | None
    emotion: Emotion | None


class LineSpec(_Strict):
    a: str
    b: str
    kind: str


class BoardSpec(_Strict):
    source: str = ""
    emotions: dict[Emotion, str]  # the printed colour of each emotion
    nodes: list[NodeSpec]
    edges: list[LineSpec]


class CardSpec(_Strict):
    id: str
    left: Emotion
    right: Emotion


class CardsSpec(_Strict):
    cards: list[CardSpec]


class ObjectiveSpec(_Strict):
    id: str
    emotion: Emotion
    bar: int = Field(ge=0, le=3)  # 0 none, 1 a third, 2 two thirds, 3 a full grey bar


class ObjectivesSpec(_Strict):
    objectives: list[ObjectiveSpec]


class HandsPack(_Strict):
    """A checked pack: what `shared_rules` copies into a game's `Rules`."""

    pack: PackInfo
    board: BoardSpec
    cards: list[CardSpec]
    objectives: list[ObjectiveSpec]
    hash: str = ""


@dataclass(frozen=True, slots=True)
class PackProblem:
    file: str
    field: str
    message: str

    def __str__(self) -> str:
        return ": ".join(part for part in (self.file, self.field, self.message) if part)


class PackError(ContentError):
    """A pack that cannot be played, with every problem found."""

    def __init__(self, problems: list[PackProblem]) -> None:
        self.problems = list(problems)
        super().__init__("\n".join(str(problem) for problem in self.problems))


def _where(loc: tuple[int | str, ...]) -> str:
    out = ""
    for part in loc:
        out += f"[{part}]" if isinstance(part, int) else (f".{part}" if out else str(part))
    return out


def _parse(model: type[T], file: str, data: object, problems: list[PackProblem]) -> T | None:
    if isinstance(data, str):  # the reader's own complaint: not found, not TOML or JSON
        problems.append(PackProblem(file, "", data))
        return None
    try:
        return model.model_validate(data)
    except ValidationError as error:
        for item in error.errors():
            problems.append(PackProblem(file, _where(tuple(item["loc"])), item["msg"]))
        return None


def _duplicates(ids: list[str], file: str, what: str, problems: list[PackProblem]) -> None:
    seen: set[str] = set()
    for index, item in enumerate(ids):
        if item in seen:
            problems.append(PackProblem(file, f"{what}[{index}].id", f"{item!r} appears twice"))
        seen.add(item)


def _check_board(board: BoardSpec, problems: list[PackProblem]) -> None:
    file = BOARD_FILE

    def problem(field: str, message: str) -> None:
        problems.append(PackProblem(file, field, message))

    if set(board.emotions) != set(EMOTIONS):
        problem("emotions", f"the four emotions {', '.join(EMOTIONS)} each need a colour (H1)")
    nodes = board.nodes
    _duplicates([n.id for n in nodes], file, "nodes", problems)
    if len(nodes) != sum(RING_SIZES.values()):
        problem("nodes", f"{sum(RING_SIZES.values())} places expected (H1), found {len(nodes)}")
    for ring, size in RING_SIZES.items():
        ids = {n.id for n in nodes if n.ring == ring}
        expected = {CENTRE} if ring == Ring.CENTER else {f"{RING_LETTERS[ring]}{i}" for i in range(size)}
        if ids != expected:
            wrong = sorted(ids ^ expected)
            problem("nodes", f"the {ring} ring's places are {size} ({', '.join(wrong[:4])} wrong or missing) (H1)")
    for index, node in enumerate(nodes):
        if node.ring == Ring.CENTER:
            if node.emotion is not None or node.angle is not None:
                problem(f"nodes[{index}]", "the centre has neither emotion nor angle (H1)")
            continue
        if node.emotion is None:
            problem(f"nodes[{index}].emotion", f"{node.id} needs an emotion (H1)")
        if node.angle is None or not 0 <= node.angle < 360:
            problem(f"nodes[{index}].angle", f"{node.id} needs an angle from 0 to under 360 (H6)")
        elif (node.angle % 180 == 0) != (node.id in MIDDLE_LINE):
            problem(f"nodes[{index}].angle", f"{node.id} at {node.angle:g}° does not fit the middle line (H6)")
    emotions = Counter(n.emotion for n in nodes if n.emotion is not None)
    for emotion in EMOTIONS:
        if emotions[emotion] != NODES_PER_EMOTION:
            problem("nodes", f"{NODES_PER_EMOTION} {emotion} nodes expected (H1), found {emotions[emotion]}")

    ring_of = {n.id: n.ring for n in nodes}
    seen: set[frozenset[str]] = set()
    for index, line in enumerate(board.edges):
        ends_known = True
        for end in ("a", "b"):
            if getattr(line, end) not in ring_of:
                problem(f"edges[{index}].{end}", f"no node {getattr(line, end)!r}")
                ends_known = False
        pair = frozenset((line.a, line.b))
        if line.a == line.b:
            problem(f"edges[{index}]", f"a line from {line.a} to itself")
        elif pair in seen:
            problem(f"edges[{index}]", f"the line {line.a}-{line.b} appears twice")
        seen.add(pair)
        rings = LINE_KINDS.get(line.kind)
        if rings is None:
            problem(f"edges[{index}].kind", f"unknown kind {line.kind!r} (one of {', '.join(LINE_KINDS)})")
        elif ends_known and sorted((ring_of[line.a], ring_of[line.b])) != sorted(rings):
            problem(f"edges[{index}].kind", f"a {line.kind} line cannot join {line.a} and {line.b}")
    if len(board.edges) != LINES:
        problem("edges", f"{LINES} lines expected (H1), found {len(board.edges)}")
    centre = sorted((line.b if line.a == CENTRE else line.a) for line in board.edges if CENTRE in (line.a, line.b))
    if centre != sorted(CENTRE_NEIGHBOURS):
        problem("edges", f"the centre has four lines, to {', '.join(sorted(CENTRE_NEIGHBOURS))} (H1), not {centre}")


def _check_cards(cards: list[CardSpec], problems: list[PackProblem]) -> None:
    file = CARDS_FILE
    _duplicates([c.id for c in cards], file, "cards", problems)
    if len(cards) != CARDS:
        problems.append(PackProblem(file, "cards", f"{CARDS} cards expected (H2), found {len(cards)}"))
    for index, card in enumerate(cards):
        if card.left == card.right:
            problems.append(PackProblem(file, f"cards[{index}]", f"both halves are {card.left} (H2)"))
    for side in ("left", "right"):
        counts = Counter(getattr(card, side) for card in cards)
        for emotion in EMOTIONS:
            if counts[emotion] != CARDS_PER_EMOTION_AND_SIDE:
                message = f"{emotion} on {counts[emotion]} {side} halves, {CARDS_PER_EMOTION_AND_SIDE} expected (H2)"
                problems.append(PackProblem(file, "cards", message))


def _check_objectives(objectives: list[ObjectiveSpec], problems: list[PackProblem]) -> None:
    file = OBJECTIVES_FILE
    _duplicates([o.id for o in objectives], file, "objectives", problems)
    if len(objectives) != OBJECTIVES:
        problems.append(
            PackProblem(file, "objectives", f"{OBJECTIVES} objectives expected (H3), found {len(objectives)}")
        )
    for emotion in EMOTIONS:
        bars = sorted(o.bar for o in objectives if o.emotion == emotion)
        if bars != BARS_PER_EMOTION:
            message = f"{emotion}: 3 plain and one of each bar 1, 2, 3 expected (H3), found bars {bars}"
            problems.append(PackProblem(file, "objectives", message))


def check_pack(files: Mapping[str, object]) -> tuple[HandsPack | None, list[PackProblem]]:
    """The pack in these parsed files (by name: FILES), or None and every problem found."""
    problems: list[PackProblem] = []
    info = _parse(PackInfo, PACK_FILE, files.get(PACK_FILE, "missing"), problems)
    board = _parse(BoardSpec, BOARD_FILE, files.get(BOARD_FILE, "missing"), problems)
    cards = _parse(CardsSpec, CARDS_FILE, files.get(CARDS_FILE, "missing"), problems)
    objectives = _parse(ObjectivesSpec, OBJECTIVES_FILE, files.get(OBJECTIVES_FILE, "missing"), problems)
    if board is not None:
        _check_board(board, problems)
    if cards is not None:
        _check_cards(cards.cards, problems)
    if objectives is not None:
        _check_objectives(objectives.objectives, problems)
    if problems or info is None or board is None or cards is None or objectives is None:
        return None, problems
    return HandsPack(pack=info, board=board, cards=cards.cards, objectives=objectives.objectives), []
