"""The engine's events of "...and then, we held hands." as the lines a table reads, in any language.

One short line per channel event; a seat's event would be private, and this
game has none (H19: nobody holds a secret). Lines are made from the event's
data and the names in the public view: a bot partner's moves read exactly as
a player's, since both are the same events. The halves a line names are the
ones the event says were visible; a covered half is in no event (H19).
The table's own events (an undone step, an abandoned game) are told here too.
"""

from __future__ import annotations

import contextlib
import logging
from collections.abc import Callable, Iterable, Sequence

from bot.games.events import Event, EventData, EventDict
from bot.games.hands.engine import Action
from bot.games.hands.engine.vocab import CENTRE
from bot.games.hands.words import (
    Names,
    emotion_word,
    label,
    named,
    node_label,
    played_card,
    player_name,
    signed,
)
from bot.i18n import t

log = logging.getLogger(__name__)

Data = EventData  # an event's data: JSON, as the log keeps it (bot/games/events.py)
Teller = Callable[[str, Data, Names], str]


def _shows(language: str, halves: Iterable[object]) -> str:
    """The halves a row now shows, in order; "none" (a selector's value) when the event names none."""
    words = [emotion_word(language, half) for half in halves]
    return ", ".join(words) if words else "none"


def _game_started(language: str, d: Data, public: Names) -> str:
    names = {seat["place"]: seat["name"] for seat in d["seats"]}
    return t(language, "hands-ev-game_started", difficulty=d["difficulty"], south=names["south"], north=names["north"])


def _stepped(language: str, d: Data, public: Names) -> str:
    return t(
        language,
        "hands-ev-stepped",
        centre=bool(d["centre"]),
        **named(player_name(public, d["seat"])),
        node=node_label(language, d["node"], public),
        card=played_card(language, public, d["seat"], d["row"], d["card"], d["half"], shown=bool(d["centre"])),
        balance=signed(d["balance"]),
    )


def _drew(language: str, d: Data, public: Names) -> str:
    count = d["count"]
    return t(
        language,
        "hands-ev-drew",
        **named(player_name(public, d["seat"])),
        count=count,
        short=0 < count < d["wanted"],  # H11: the deck gave what it had
        shows=_shows(language, d["shows"]),
    )


def _lost(language: str, d: Data, public: Names) -> str:
    seat = d["seat"]
    return t(
        language,
        "hands-ev-lost",
        cause=d["cause"],
        turn=d["turn"],
        **named(player_name(public, seat)),
        **named(player_name(public, 1 - seat), "partner"),
    )


def _undone(language: str, d: Data, public: Names) -> str:
    """The table's undo: the step said in this language when the action is known, else as the table said it."""
    decision = d.get("decision", "")
    if d.get("action"):
        with contextlib.suppress(TypeError, ValueError):  # an action this version cannot read: the table's words
            decision = label(language, Action.from_dict(dict(d["action"])), public)
    return t(language, "hands-ev-decision_undone", decision=decision)


TELLERS: dict[str, Teller] = {
    "game_started": _game_started,
    "dealt": lambda lang, d, p: t(lang, "hands-ev-dealt", cards=d["cards"], deck=d["deck"]),
    "first_player": lambda lang, d, p: t(lang, "hands-ev-first_player", **named(player_name(p, d["seat"]))),
    "half_chosen": lambda lang, d, p: t(
        lang, "hands-ev-half_chosen", **named(player_name(p, d["seat"])), side=d["side"]
    ),
    "setup_done": lambda lang, d, p: t(lang, "hands-ev-setup_done", **named(player_name(p, d["first_player"]))),
    "turn_started": lambda lang, d, p: t(
        lang,
        "hands-ev-turn_started",
        turn=d["turn"],
        **named(player_name(p, d["seat"])),
        node=node_label(lang, d["node"], p),
        centre=d["node"] == CENTRE,
    ),
    "objective_revealed": lambda lang, d, p: t(
        lang,
        "hands-ev-objective_revealed",
        argument=bool(d["argument"]),
        emotion=emotion_word(lang, d["emotion"]),
        ring=d["ring"],
        set=d["set"],
        left=d["left"],
    ),
    "stepped": _stepped,
    "turn_ended": lambda lang, d, p: t(
        lang,
        "hands-ev-turn_ended",
        **named(player_name(p, d["seat"])),
        node=node_label(lang, d["node"], p),
        centre=d["node"] == CENTRE,
        steps=d["steps"],
        balance=signed(d["balance"]),
    ),
    "objective_completed": lambda lang, d, p: t(
        lang,
        "hands-ev-objective_completed",
        argument=bool(d["argument"]),
        node=node_label(lang, d["node"], p),
        completed=d["completed"],
        set=d["set"],
    ),
    "drew": _drew,
    "perspective_kept": lambda lang, d, p: t(
        lang, "hands-ev-perspective_kept", **named(player_name(p, d["seat"])), side=d["side"]
    ),
    "perspective_turned": lambda lang, d, p: t(
        lang,
        "hands-ev-perspective_turned",
        **named(player_name(p, d["seat"])),
        side=d["side"],
        shows=_shows(lang, d["shows"]),
    ),
    "set_completed": lambda lang, d, p: t(
        lang,
        "hands-ev-set_completed",
        set=d["set"],
        **named(player_name(p, d["reshuffled_by"])),
        cards=d["cards"],
        deck=d["deck"],
    ),
    "lines_opened": lambda lang, d, p: t(lang, "hands-ev-lines_opened", opened=d["opened"]),
    "won": lambda lang, d, p: t(
        lang,
        "hands-ev-won",
        **named(player_name(p, d["seat"])),
        **named(player_name(p, 1 - d["seat"]), "partner"),
        turn=d["turn"],
    ),
    "lost": _lost,
    "decision_undone": _undone,
    "attempt_abandoned": lambda lang, d, p: t(lang, "hands-ev-game_abandoned"),
}


def _as_dict(event: EventDict | Event) -> EventDict:
    return event.to_dict() if isinstance(event, Event) else event  # an engine Event, as a caller may hand it over


def story_lines(events: Sequence[EventDict | Event], public: Names, language: str) -> list[str]:
    """What the channel is told of these events in `language`, one line each, in order (channel events only).

    An event this version cannot tell is skipped and logged, rather than failing the whole message.
    """
    lines: list[str] = []
    for raw in events:
        event = _as_dict(raw)
        if event.get("audience", "channel") != "channel":
            continue
        teller = TELLERS.get(str(event.get("kind")))
        try:
            if teller is None:
                raise LookupError("no words for it")
            lines.append(teller(language, event.get("data", {}), public))
        except (LookupError, TypeError, ValueError) as error:
            log.warning("cannot tell a %s event of hands (%s); skipped", event.get("kind"), error)
    return lines
