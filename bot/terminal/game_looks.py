"""What a player reads at the terminal every game plays at without deciding: help, the board, the rules, the bot's
review after a game, and the line that says whom the table waits for.

All of it from the public view and the open decisions, said by the game's face: a decision answered by a
command of its own is hinted by that command, as Discord's /help hints it; one answered by its words, by its
words. What a face tells besides its GameFace (its board as text, its rulings, its review) it tells through the
optional parts of bot/games/interface.py; a face without them is told by its summary and the waiting line.
"""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Any, Protocol

from bot.games.interface import GameFace, OpenPhraseFace, PublicView, ReviewFace, RulesFace, TextBoardFace
from bot.i18n import t
from bot.table import Table
from bot.terminal import words as w
from bot.terminal.game_grammar import GameGrammar
from bot.terminal.identity import CHANNEL
from bot.terminal.lines import Line, LineError
from bot.terminal.screen import Screen

WIDTH = 80  # a text board is folded to a classic terminal's width, on a pipe too


class LookingSession(Protocol):
    """What the looks read of a terminal's session (bot/terminal/game_session.py, which imports this module)."""

    table: Table
    screen: Screen
    face: GameFace
    game: str
    grammar: GameGrammar
    seat: str | None
    public: PublicView | None
    legal: list[Any]
    waited: str

    @property
    def over(self) -> bool: ...


Look = Callable[[LookingSession, Line], Awaitable[None]]


def seat_hints(session: LookingSession) -> dict[int, list[str]]:
    """Per seat awaited, each kind of decision once, with the ways to answer it: "/hands step card:… (step …)",
    or a choice's words, "1 forward or 3 forward (carry the lantern)"."""
    language, face = w.language(), session.face
    by_seat: dict[int, dict[str, list[str]]] = {}
    for action in session.legal:
        hints = by_seat.setdefault(action.seat, {}).setdefault(action.kind, [])
        typed = session.grammar.typed(action.kind)
        hint = face.command_hint(action, language) if typed else face.label(language, action, session.public or {})
        if hint not in hints:
            hints.append(hint)
    return {
        seat: [f"{w.OR.join(hints)} ({_phrase(session, seat, kind)})" for kind, hints in said.items()]
        for seat, said in by_seat.items()
    }


def _phrase(session: LookingSession, seat: int, kind: str) -> str:
    if isinstance(session.face, OpenPhraseFace):
        return session.face.open_phrase(w.language(), kind, [a for a in session.legal if a.seat == seat])
    return session.face.phrase(w.language(), kind)


def seat_name(session: LookingSession, seat: int) -> str:
    return session.face.seat_label(session.public or {}, seat)


def waiting_line(session: LookingSession) -> str:
    """ "Waiting for: Ana – /hands step card:… (step …); /hands end (end your turn)"; "" when nobody is awaited."""
    between = t(w.language(), "list-semicolon")
    parts = [
        w.WAITING_SEAT.format(name=seat_name(session, seat), hints=between.join(hints))
        for seat, hints in seat_hints(session).items()
    ]
    return w.WAITING.format(who=" · ".join(parts)) if parts else ""


def help_lines(session: LookingSession) -> list[str]:
    """Every command with its line, then what is open now, to whom, with the command that answers it; for a game
    played by its choices' words, those choices, numbered (a line may say the number)."""
    grammar, language, public = session.grammar, w.language(), session.public or {}
    if grammar.by_words:
        return [
            f"{n}. {seat_name(session, action.seat)}: {session.face.label(language, action, public)}"
            for n, action in enumerate(session.legal, 1)
        ]
    who = w.HELP_WHO_SEAT.format(name=session.seat.capitalize()) if session.seat else w.game_says(session.game, "who")
    lines = [f"**{w.HELP_TITLE}**", who]
    for command in grammar.options:
        said = w.HELP_LINE.format(command=grammar.said_command(command), words=grammar.description(command))
        lines.append(f"  {said}")
    for seat, hints in seat_hints(session).items():
        lines.append(w.OPEN_TO.format(name=seat_name(session, seat)))
        lines += [f"  {hint}" for hint in hints]
    return lines


async def look_help(session: LookingSession, line: Line) -> None:
    for text in help_lines(session):
        session.screen.story(text)


def _public(session: LookingSession) -> PublicView:
    if session.public is None:
        raise LineError(w.game_says(session.game, "no-game", game=session.game))
    return session.public


async def look_board(session: LookingSession, line: Line) -> None:
    """The board as text (80 columns, no colour needed), or `picture:FILE.png`: the picture Discord shows; a game
    without a text board is told by its summary, or whom the table waits for."""
    public, face = _public(session), session.face
    if line.options.get("picture"):
        await _picture(session, line.options["picture"], public)
    elif isinstance(face, TextBoardFace):
        session.screen.story(face.board_text(public, w.language(), WIDTH))
        session.waited = ""  # "Waiting for" once more, after the board
    else:
        ended = w.game_says(session.game, "ended-again") if session.over else w.WAITING_NOBODY
        session.screen.say(face.summary(public, w.language()) or waiting_line(session) or ended)


async def _picture(session: LookingSession, path_text: str, public: PublicView) -> None:
    path = Path(path_text.strip()).expanduser()
    if path.suffix.lower() != ".png":
        raise LineError(w.game_says(session.game, "picture-png", path=str(path)))
    try:
        name = session.face.picture_names[0]
        data = await asyncio.to_thread(session.face.picture, name, public, None, w.language())
        await asyncio.to_thread(path.write_bytes, data)
    except OSError as error:
        raise LineError(w.PICTURE_FAILED.format(path=path, reason=error.strerror or type(error).__name__)) from None
    session.screen.say(w.PICTURE_WRITTEN.format(path=path))


async def look_rules(session: LookingSession, line: Line) -> None:
    """A ruling or the glossary; without a topic, the list; an unknown one, refused with what may be asked."""
    face, language, topic = session.face, w.language(), line.options.get("topic", "").strip()
    assert isinstance(face, RulesFace)  # a game whose group has `rules` says them (its shelf entry)
    if not topic:
        session.screen.story(face.rules_list(language))
        return
    said = face.rule_text(language, topic)
    if said is None:
        raise LineError(w.game_says(session.game, "rules-unknown", topic=topic[:40]))
    session.screen.story(said)


async def look_review(session: LookingSession, line: Line) -> None:
    """After a game: what the bot partner aimed at, turn by turn (refused by the table while it is played)."""
    review = await session.table.review(CHANNEL)
    face = session.face
    assert isinstance(face, ReviewFace)  # a game whose group has `review` tells it (its shelf entry)
    for text in face.review_lines(review.aims, review.public, review.status, w.language()):
        session.screen.story(text)


LOOKS: dict[str, Look] = {"board": look_board, "rules": look_rules, "review": look_review, "help": look_help}
