"""What a player of "...and then, we held hands." reads at the terminal without deciding: help, the board, the rules,
the partner's review after a game, and the lines that say where the table stands.

All of it from the public view (H19) and the open decisions, said by the
game's own words (its face, its text board, its rulings); the hints name the
command each decision's record names, as Discord's buttons and /help do.
"""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import TYPE_CHECKING

from bot.games.hands.engine.view_types import Public
from bot.games.hands.engine.vocab import CENTRE
from bot.games.hands.face import BOARD
from bot.games.hands.render import rules_text
from bot.games.hands.render.text_board import board_text
from bot.games.hands.render.text_board import state_line as board_state_line
from bot.games.interface import ReviewFace
from bot.i18n import t
from bot.table import Refused
from bot.terminal import words as w
from bot.terminal.hands import grammar
from bot.terminal.identity import CHANNEL
from bot.terminal.lines import Line, LineError

if TYPE_CHECKING:
    from bot.terminal.hands.session_view import HandsSessionView

Look = Callable[["HandsSessionView", Line], Awaitable[None]]
WIDTH = 80  # the text board is folded to a classic terminal's width, on a pipe too


def state_line(public: Public) -> str:
    return board_state_line(public, w.language())


def seat_hints(session: HandsSessionView) -> dict[int, list[str]]:
    """Per seat awaited, each way to answer once: "/hands step card:… (step to a neighbouring node…)"."""
    language, face = w.language(), session.face
    by_seat: dict[int, dict[str, list[str]]] = {}
    for action in session.legal:
        hints = by_seat.setdefault(action.seat, {}).setdefault(action.kind, [])
        hint = face.command_hint(action, language)
        if hint not in hints:
            hints.append(hint)
    centre = {action.seat for action in session.legal if action.kind == "step" and action.node == CENTRE}
    return {
        seat: [
            f"{w.OR.join(hints)} ({_phrase(session, language, kind, seat in centre)})" for kind, hints in said.items()
        ]
        for seat, said in by_seat.items()
    }


def _phrase(session: HandsSessionView, language: str, kind: str, centre: bool) -> str:
    """What a kind of decision is; a step names the centre only when it may be entered now (H14, H17)."""
    if kind == "step" and centre:
        return t(language, "hands-phrase-step-centre")
    return session.face.phrase(language, kind)


def _seat_name(session: HandsSessionView, seat: int) -> str:
    return session.face.seat_label(session.public or {}, seat)


def waiting_line(session: HandsSessionView) -> str:
    """ "Waiting for: Ana: /hands step card:… (step …); /hands end (end your turn)"."""
    between = t(w.language(), "list-semicolon")
    parts = [
        w.WAITING_SEAT.format(name=_seat_name(session, seat), hints=between.join(hints))
        for seat, hints in seat_hints(session).items()
    ]
    return w.WAITING.format(who=" · ".join(parts) or w.WAITING_NOBODY)


def help_lines(session: HandsSessionView) -> list[str]:
    """Every command with its line; then what is open now, to whom, with the command that answers it."""
    who = w.HELP_WHO_SEAT.format(name=session.seat.capitalize()) if session.seat else t(w.language(), "term-hands-who")
    lines = [f"**{w.HELP_TITLE}**", who]
    for command in grammar.OPTIONS:
        said = grammar.said_command(command)
        lines.append(f"  {w.HELP_LINE.format(command=said, words=grammar.description(command))}")
    for seat, hints in seat_hints(session).items():
        lines.append(w.OPEN_TO.format(name=_seat_name(session, seat)))
        lines += [f"  {hint}" for hint in hints]
    return lines


async def look_help(session: HandsSessionView, line: Line) -> None:
    for text in help_lines(session):
        session.screen.story(text)


def _public(session: HandsSessionView) -> Public:
    if session.public is None:
        raise Refused(t(w.language(), "term-hands-no-game"))
    return session.public


async def look_board(session: HandsSessionView, line: Line) -> None:
    """The board as text (80 columns, no colour needed), or `picture:FILE.png`: the picture Discord shows."""
    public = _public(session)
    if line.options.get("picture"):
        await _picture(session, line.options["picture"], public)
        return
    session.screen.story(board_text(public, w.language(), WIDTH))
    session.waited = ""  # "Waiting for" once more, after the board


async def _picture(session: HandsSessionView, path_text: str, public: Public) -> None:
    path = Path(path_text.strip()).expanduser()
    if path.suffix.lower() != ".png":
        raise LineError(t(w.language(), "term-hands-picture-png", path=str(path)))
    try:
        data = await asyncio.to_thread(session.face.picture, BOARD, public, None, w.language())
        await asyncio.to_thread(path.write_bytes, data)
    except OSError as error:
        raise LineError(w.PICTURE_FAILED.format(path=path, reason=error.strerror or type(error).__name__)) from None
    session.screen.say(w.PICTURE_WRITTEN.format(path=path))


async def look_rules(session: HandsSessionView, line: Line) -> None:
    """A ruling (H1–H20) or the glossary; without a topic, the list; an unknown one, said with the list."""
    language, topic = w.language(), line.options.get("topic", "").strip()
    if not topic:
        session.screen.story(rules_text.rules_list(language))
        return
    said = rules_text.rule_text(language, topic)
    if said is None:
        raise LineError(t(language, "hands-rules-unknown", topic=topic[:40]))
    session.screen.story(said)


async def look_review(session: HandsSessionView, line: Line) -> None:
    """After a game: what the bot partner aimed at, turn by turn (H20: only once the game is over)."""
    review = await session.table.review(CHANNEL)
    face = session.face
    assert isinstance(face, ReviewFace)  # the game's face tells a review (bot/games/hands/face.py)
    for text in face.review_lines(review.aims, review.public, review.status, w.language()):
        session.screen.story(text)


LOOKS: dict[str, Look] = {
    "hands board": look_board,
    "hands rules": look_rules,
    "hands review": look_review,
    "help": look_help,
}
