"""The decisions of "...and then, we held hands." in words, in any language: each open choice as a button label,
each kind as a phrase, a node, an emotion, a card by whose row and place it is.

Made from the action and the public view only (H19), never from the state: a
label names a card by its row, its place from the cover card and the half it
shows, never by its id, so a covered half cannot reach it. The English
catalogue's label is made from the record's own English (bot/i18n/records.py),
so English says what the engine's `describe` says as long as the arguments
agree (tests/hands/test_render_words.py holds them equal over random games).
"""

from __future__ import annotations

from collections.abc import Callable
from functools import lru_cache
from typing import TypedDict

from bot.games.hands.engine import MOVES, Action
from bot.games.hands.engine.moves import ROW_LETTERS
from bot.games.hands.engine.view_types import BoardView, PlayerView
from bot.games.hands.engine.vocab import CENTRE
from bot.i18n import initial_sound, t


class Names(TypedDict):
    """What the words read of a view to name things: the players (names, rows) and the board (nodes' emotions).
    The public view is one (engine/view_types.py, Public), and so is the picture's data."""

    players: list[PlayerView]
    board: BoardView


def emotion_word(language: str, emotion: object) -> str:
    """ "Sadness", "Trauer", "Tristesse": an emotion's name, a noun (docs/TERMS.hands.md), the same for a node, a
    card half and an objective (H1)."""
    return t(language, "hands-emotion", emotion=str(emotion))


def phrase(language: str, kind: str) -> str:
    """What a kind of decision is, after "may" or "to" ("end your turn"); English is its record's phrase."""
    return t(language, f"hands-phrase-{kind}")


@lru_cache(maxsize=8)
def _emotions(board_key: str, nodes: tuple[tuple[str, str | None], ...]) -> dict[str, str | None]:
    return dict(nodes)


def node_emotions(public: Names) -> dict[str, str | None]:
    """Each node's emotion (None for the centre), from the view's board: built once per board."""
    board = public["board"]
    return _emotions(str(board["key"]), tuple((n["id"], n["emotion"]) for n in board["nodes"]))


def node_label(language: str, node_id: str | None, public: Names) -> str:
    """ "O12 (Calm)", or "the centre" (H1); a node the board lacks is said as it was given."""
    if node_id == CENTRE:
        return t(language, "hands-centre")
    emotion = node_emotions(public).get(node_id or "")
    if emotion is None:
        return str(node_id)
    return t(language, "hands-node-emotion", node=node_id, emotion=emotion_word(language, emotion))


def player_name(public: Names, seat: int | None) -> str:
    players = public.get("players", [])
    if seat is not None and 0 <= seat < len(players):
        return str(players[seat]["name"])
    return f"seat {seat}"


def begins_with_vowel(name: str) -> str:
    """ "yes" when French elides "de" before a name ("d’Ana", "d’Hugo", but "de Yann"): the catalogue's own test of
    a name's first sound (bot/i18n `initial_sound`, Fluent's INITIAL)."""
    return "yes" if initial_sound(name) == "vowel" else "no"


def named(name: str, role: str = "name") -> dict[str, str]:
    """A name as the catalogue takes it: the name, and whether it begins with a vowel (`vowel`, `partner_vowel`)."""
    return {role: name, "vowel" if role == "name" else f"{role}_vowel": begins_with_vowel(name)}


def signed(balance: object) -> str:
    """A balance as the scale reads it (H4): "+1", "0", "-2"."""
    return f"{balance:+d}" if isinstance(balance, int) and balance else str(balance)


def card_token(row: int, place: int) -> str:
    """ "S3": a card as players type it, its row's letter (South's, North's, H5) and its place from the cover card."""
    return f"{ROW_LETTERS[row]}{place + 1}" if row in (0, 1) else f"{row}/{place + 1}"


def _shown_half(public: Names, row: int, place: int) -> str | None:
    players = public.get("players", [])
    shown = players[row]["row"] if 0 <= row < len(players) else []
    return str(shown[place]) if 0 <= place < len(shown) else None


def card_label(
    language: str, public: Names, row: int | None, place: int | None, half: str | None = None, shown: bool = False
) -> str:
    """ "card S3", as a player types it (a choice's label: the row's letter says whose); with `shown`, the half it
    shows too, "card S3 (Calm)", for the centre, which any card enters (H17).

    `half` is the half it showed when it was played (an event's); without it, the row's visible half now.
    """
    if row is None or place is None:
        return t(language, "hands-card-any")
    half = half or (_shown_half(public, row, place) if shown else None)
    if not shown or half is None:
        return t(language, "hands-card", card=card_token(row, place))
    return t(language, "hands-card-half", card=card_token(row, place), half=emotion_word(language, half))


def played_card(language: str, public: Names, seat: int, row: int, place: int, half: str | None, shown: bool) -> str:
    """The card a step played, in the story: "their card S6" when it was the mover's own row, "Bot's card N1" when
    the partner's (H9: either row), with its half when `shown` (the centre, H17)."""
    owner = player_name(public, row)
    return t(
        language,
        "hands-card-played",
        own="yes" if row == seat else "no",
        card=card_token(row, place),
        half=emotion_word(language, half) if shown and half else "none",
        **named(owner, "owner"),
    )


# The arguments a label may read, said in `language` from the public view: the engine's own (moves.SAID) by name.
SAID: dict[str, Callable[[str, Action, Names], object]] = {
    "name": lambda language, action, public: player_name(public, action.seat),
    "target": lambda language, action, public: player_name(public, action.target),
    "node": lambda language, action, public: node_label(language, action.node, public),
    "node_id": lambda language, action, public: action.node,
    "card": lambda language, action, public: card_label(
        language, public, action.row, action.card, shown=action.node == CENTRE
    ),
    "choice": lambda language, action, public: action.choice,
}


def label(language: str, action: Action, public: Names) -> str:
    """One open choice, as a button or a select option reads it: its record's label, with the arguments its
    English reads."""
    move = MOVES.get(action.kind)
    if move is None:
        return action.kind
    args = {name: SAID[name](language, action, public) for name in move.label.names}
    return t(language, f"hands-label-{action.kind}", **args)
