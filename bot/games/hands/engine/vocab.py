"""The game's small words, as types (HANDS.md): emotions, rings, halves, phases, difficulties.

String enums, so a stored snapshot and an event read as plain JSON text, and
code and tests may compare them with plain strings. Nothing here imports
anything else of the engine.
"""

from __future__ import annotations

from enum import StrEnum


class Emotion(StrEnum):
    """H1: the four emotions, with their printed colours."""

    SAD = "sad"  # black
    ANGRY = "angry"  # red
    CALM = "calm"  # blue
    HAPPY = "happy"  # green


EMOTIONS = tuple(Emotion)
# The four as the game's words name them, nouns like a card type's name (docs/TERMS.hands.md): "O12 (Calm)",
# "shows Joy, not Calm". The catalogue says them in German and French (hands-emotion).
EMOTION_NAMES = {Emotion.SAD: "Sadness", Emotion.ANGRY: "Anger", Emotion.CALM: "Calm", Emotion.HAPPY: "Joy"}
# H4: calm or happy moves a balance one step up, sad or angry one step down.
BALANCE_STEP = {Emotion.SAD: -1, Emotion.ANGRY: -1, Emotion.CALM: 1, Emotion.HAPPY: 1}
BALANCE_LIMIT = 2  # H4: each scale runs from -2 to +2
ROW_SIZE = 6  # H7, H10: a row is dealt 6 cards and drawn back up to 6


class Ring(StrEnum):
    """H1: where a place lies."""

    OUTER = "outer"
    MIDDLE = "middle"
    INNER = "inner"
    CENTER = "center"


CENTRE = "C"  # H1: the centre's node id
MIDDLE_LINE = frozenset({"O0", "M0", "I0", CENTRE, "I4", "M8", "O16"})  # H6, as the ruling names it
CENTRE_NEIGHBOURS = frozenset({"I0", "I2", "I4", "I6"})  # H1, H17
OBJECTIVE_RINGS = (Ring.OUTER, Ring.MIDDLE, Ring.INNER)  # H14: set 1, 2, 3 complete on these rings
SETS = 3  # H3
SET_SIZE = 8  # H3


class Side(StrEnum):
    """H6, H12: the half of her cards a player sees, and the half of the board that matches it."""

    LEFT = "left"
    RIGHT = "right"


def other_side(side: Side) -> Side:
    return Side.RIGHT if side == Side.LEFT else Side.LEFT


SOUTH, NORTH = 0, 1  # H5: seat 0 sits at 6 o'clock, seat 1 at 12 o'clock
SEAT_WORDS = ("South", "North")
START_NODES = ("O16", "O0")  # H5: the outer node in front of each player's scale


class Phase(StrEnum):
    """Where the game stands; `flow.advance` alone moves it on."""

    FIRST_PLAYER = "first_player"  # H7: the players name who goes first (option first_player=choose)
    HALVES = "halves"  # H7: each player chooses the half of her row she will see
    MOVE = "move"  # H9: the active player steps, then ends her turn
    PERSPECTIVE = "perspective"  # H12: on the middle line, she chooses whether to turn her row
    OVER = "over"  # won or lost
    # Automatic phases: `flow.advance` passes through them, so a state at rest never stands on one.
    TURN_START = "turn_start"  # H18 (b), H8, H18 (a)
    TURN_END = "turn_end"  # H10: (1) objective, (2) drawing, (3) perspective
    SET_END = "set_end"  # H10 (4): H13, then the partner's turn


class Difficulty(StrEnum):
    """H16: which barred objectives are arguments."""

    NORMAL = "normal"
    CHALLENGING = "challenging"
    DIFFICULT = "difficult"
    IMPOSSIBLE = "impossible"


# H16: the bars (1: 1/3, 2: 2/3, 3: full) that make an objective an argument at each difficulty.
ARGUMENT_BARS = {
    Difficulty.NORMAL: frozenset[int](),
    Difficulty.CHALLENGING: frozenset({1}),
    Difficulty.DIFFICULT: frozenset({1, 2}),
    Difficulty.IMPOSSIBLE: frozenset({1, 2, 3}),
}


class FirstPlayer(StrEnum):
    """H7: the first player is drawn from the seed, or named by the players at setup."""

    RANDOM = "random"
    CHOOSE = "choose"


class Result(StrEnum):
    WON = "won"
    LOST = "lost"


class LossCause(StrEnum):
    """H18's three losses (the third in its two ways)."""

    STUCK = "stuck"  # (a) the active player has no legal step at the start of her turn
    OUT_OF_CARDS = "out_of_cards"  # (b) the deck is empty and neither row holds a card
    UNBALANCED = "unbalanced"  # (c) she ended the turn she entered the centre with her balance not at 0
    NOT_FOLLOWED = "not_followed"  # (c) the partner did not enter, balanced, on the very next turn


LOSS_RULINGS = {
    LossCause.STUCK: "H18a",
    LossCause.OUT_OF_CARDS: "H18b",
    LossCause.UNBALANCED: "H18c",
    LossCause.NOT_FOLLOWED: "H18c",
}
