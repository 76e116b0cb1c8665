"""The game state: plain data, serialisable to JSON and back without loss.

The state carries everything it plays by (the board, the cards, the
objectives, the difficulty: `Rules`), so a game never depends on the content
pack changing under it, and `apply` needs nothing but the state. Decks are
ordered lists whose END is the top (a draw pops from the end); randomness
comes from the seed and a counter kept here (rng.py). Dataclasses rather than
pydantic models: `apply` changes the state in place on the hot path, and
pydantic is used only at the JSON edge (TypeAdapter).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from pydantic import TypeAdapter

from bot.games.hands.engine.vocab import Difficulty, Emotion, FirstPlayer, LossCause, Phase, Result, Ring, Side

# Bump, with a migration in the game's `read_snapshot`, when the shape below (or the stored form) changes.
STATE_SCHEMA = 1
RULES_VERSION = "1.1"  # bump when a ruling changes how a recorded game replays (1.1: H10, H17 amended)


@dataclass(slots=True)
class NodeRule:
    """H1: one place of the board."""

    id: str
    ring: Ring
    angle: float | None  # degrees clockwise from 12 o'clock; None for the centre
    emotion: Emotion | None  # None for the centre


@dataclass(slots=True)
class LineRule:
    """H1: one printed line; its kind says when it opens (H14)."""

    a: str
    b: str
    kind: str


@dataclass(slots=True)
class CardRule:
    """H2: an emotion card's two halves."""

    left: Emotion
    right: Emotion


@dataclass(slots=True)
class ObjectiveRule:
    """H3: an objective's emotion and its grey bar (0 none, 1 a third, 2 two thirds, 3 full)."""

    emotion: Emotion
    bar: int


@dataclass(slots=True)
class Rules:
    """Everything an attempt plays by, copied from content and the table's options when it starts."""

    difficulty: Difficulty  # H16
    first_player: FirstPlayer  # H7
    nodes: list[NodeRule]
    lines: list[LineRule]
    cards: dict[str, CardRule]
    objectives: dict[str, ObjectiveRule]
    board_key: str  # the board's fingerprint (board.board_key): its compiled form is built once per board
    pack_hash: str = ""  # the content pack it was built from


@dataclass(slots=True)
class Player:
    name: str
    node: str  # where her token stands (H5)
    row: list[str]  # card ids in order: index 0 lies at the cover card, new cards go to the far end (H10)
    side: Side | None = None  # the half of her cards she sees (H12); None until she chooses it (H7)
    balance: int = 0  # H4: -2..+2
    discards: list[str] = field(default_factory=list)  # her discard pile (H9), in the order played
    entered_centre: int | None = None  # the turn she entered the centre (H17)


@dataclass(slots=True)
class GameState:
    seed: int
    rules: Rules
    players: list[Player]  # by seat: 0 South, 1 North (H5)
    deck: list[str]  # the emotion deck; the end is the top
    objective_sets: list[list[str]]  # H3: set 1, 2, 3, each a deck whose end is the top
    schema: int = STATE_SCHEMA
    rules_version: str = RULES_VERSION
    version: int = 0  # bumped by every applied decision
    rng_counter: int = 0
    hidden_moves: int = 0  # counts reveals, draws, turns of a row and shuffles: what undo may not take back
    phase: Phase = Phase.HALVES
    first_player: int | None = None  # H7
    active: int = 0  # whose turn it is
    turn: int = 0  # turns begun so far (the first turn is 1)
    set_index: int = 0  # 0, 1, 2: set 1, 2, 3 in play; 3: all done, the centre's lines open (H14)
    objective: str | None = None  # the face-up objective (H8)
    completed: int = 0  # objectives completed in the current set (H13)
    path: list[str] = field(default_factory=list)  # the nodes of this turn, its start first (H9)
    result: Result | None = None
    loss_cause: LossCause | None = None

    @property
    def mover(self) -> Player:
        return self.players[self.active]

    @property
    def partner(self) -> Player:
        return self.players[1 - self.active]


_ADAPTER = TypeAdapter(GameState)
_RULES_ADAPTER = TypeAdapter(Rules)


def state_to_json(state: GameState) -> str:
    return _ADAPTER.dump_json(state).decode()


def state_from_json(text: str | bytes) -> GameState:
    state = _ADAPTER.validate_json(text)
    if state.schema != STATE_SCHEMA:
        raise ValueError(
            f"this game was saved with state schema {state.schema}; this engine reads schema {STATE_SCHEMA}"
        )
    return state


def state_to_json_without_rules(state: GameState) -> str:
    """The state without its shared rules: a stored snapshot whose game's pack supplies them."""
    return _ADAPTER.dump_json(state, exclude={"rules"}).decode()


def state_from_data(data: object) -> GameState:
    """A state from parsed JSON (its `rules` may be a `Rules` already: kept as it is, not copied)."""
    return _ADAPTER.validate_python(data)


def rules_to_json(rules: Rules) -> str:
    return _RULES_ADAPTER.dump_json(rules).decode()


def rules_from_json(text: str | bytes) -> Rules:
    return _RULES_ADAPTER.validate_json(text)
