"""The game's small words, as types: steps, places, kinds of staff, decks, bands (COMMANDS.md glossary).

String enums, so a stored snapshot and an event read as plain JSON text ("reveal",
"break_room"), and so code and tests may compare them with plain strings.
Nothing here imports anything else of the engine: every other module may use it.
"""

from __future__ import annotations

from enum import StrEnum

SHIFT_NAMES = ("Morning", "Day", "Night")
MORNING, DAY, NIGHT = 0, 1, 2


class Step(StrEnum):
    """Where the flow stands (FLOW.md); `flow.advance` alone moves it on."""

    REVEAL = "reveal"  # the Shift Manager reveals the next Patient Card (R3)
    STAFFING = "staffing"  # the Shift Manager fills the card's spaces (R3–R5, R18)
    BONUS = "bonus"  # the senior gives the Night or averted-Emergency token (R6, R10)
    CARE = "care"  # the senior chooses Medical or Palliative care (R9)
    MEDICAL = "medical"  # tokens on the card, then resolve (R10)
    REWARDS = "rewards"  # the senior picks each "token or memory" icon (R11)
    GIVE_TOKEN = "give_token"  # the senior hands out a palliative token (R11, R23)
    TALKER = "talker"  # the senior names who talks to Billy (R13)
    BILLY_VOICE = "billy_voice"  # the senior names who speaks for Billy (R13)
    FOCUS = "focus"  # the talker may Steer or Persist (R17)
    DRAWING = "drawing"  # the draws of a talk with Billy (R13, R24–R26)
    INQUIRY = "inquiry"  # Nurses on a stable card may Inquire (R14)
    SM_RETURN = "sm_return"  # two players: the Shift Manager may return to the break room (R19)
    OVER = "over"  # won or lost
    # Automatic steps: `flow.advance` passes through them, so a state at rest never stands on one.
    DAY_START = "day_start"  # R2, R27, R20, the day's narrative
    PALLIATIVE = "palliative"  # R11, R13: what the palliative care asks next
    AFTER_CARE = "after_care"  # R14: the inquiry window, or not
    CALL = "call"  # R18: the call after the card
    SHIFT_END = "shift_end"
    DAY_END = "day_end"  # R21, R12
    TALK_ABOUT_BILLY = "talk_about_billy"  # R21, R15


class Place(StrEnum):
    BREAK_ROOM = "break_room"
    SHIFT = "shift"  # assigned today: on a Patient Card or the Contact Tile
    LEAVE = "leave"  # On Leave (R7, R8)
    SM_BOARD = "sm_board"  # the four-player Shift Manager (R20)
    ON_CALL = "on_call"  # an On-Call Assistant not yet used (R4a)
    GONE = "gone"  # an On-Call Assistant used on an earlier day


class StaffKind(StrEnum):
    NURSE = "nurse"
    ASSISTANT = "assistant"
    ON_CALL = "on_call"


class Deck(StrEnum):
    PARTIAL = "partial"
    CLEAR = "clear"


class CardKind(StrEnum):
    STABLE = "stable"
    DETERIORATING = "deteriorating"
    EMERGENCY = "emergency"


class Band(StrEnum):
    """R1: the colour of Billy's condition, read by events."""

    GREEN = "green"
    ORANGE = "orange"
    RED = "red"
    BLACK = "black"


class TalkMode(StrEnum):
    PLAIN = "plain"
    STEER = "steer"  # R17
    PERSIST = "persist"  # R17
    INQUIRY = "inquiry"  # R14


class Result(StrEnum):
    WON = "won"
    LOST = "lost"
