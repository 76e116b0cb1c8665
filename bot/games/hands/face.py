""" "...and then, we held hands." as the front ends tell it (bot/games/interface.py, GameFace).

Every decision's message shows the ring board (the game is read from it, move
by move); the start of a game is told with the game's one social rule and a
short how-to-play (H20); nobody holds a secret (H19), so no event becomes a DM.
Everything here reads the public view and channel events only.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, cast

from bot.games.errors import Words
from bot.games.events import EventDict
from bot.games.hands import words
from bot.games.hands.commands import command_hint
from bot.games.hands.engine import Action
from bot.games.hands.engine.moves import known
from bot.games.hands.engine.view_types import public_of
from bot.games.hands.engine.vocab import CENTRE
from bot.games.hands.render import rules_text, text_board
from bot.games.hands.render.picture import board_png
from bot.games.hands.render.refusals import refusal_text
from bot.games.hands.render.review import review_lines
from bot.games.hands.render.rules_text import welcome
from bot.games.hands.render.story import story_lines
from bot.games.hands.words import Names, node_label
from bot.games.interface import Embed, GameFace, OpenPhraseFace, PublicView, ReviewFace, RulesFace, TextBoardFace
from bot.i18n import t

BOARD = "board.png"
OPENING = "dealt"  # the first event of a game: the table is told how it is played (H20)
COLOURS = {"won": 0x009E73, "lost": 0x5A5A5A}  # Okabe–Ito green; a grey for a game lost
NEUTRAL = 0x0072B2  # Okabe–Ito blue
# A story told without a view (a recap): a player is "seat N", and a line naming a node is skipped (no board).
NO_VIEW = cast(Names, {})


class HandsFace:
    game = "hands"  # its sentences for the table's keys are `hands-<key>` where the catalogue has one
    picture_names: tuple[str, ...] = (BOARD,)
    commands_line = "hands-welcome-commands"  # how-to-play's last line: Discord's list below the board, /hands step

    def story_lines(
        self,
        events: Sequence[EventDict],
        public: PublicView | None,
        language: str,
        pack: Any,
        engine_pack: Any,
        chapter: int | None = None,
    ) -> list[str]:
        lines = story_lines(events, public_of(public) if public and "board" in public else NO_VIEW, language)
        if any(event.get("kind") == OPENING for event in events):
            lines = [welcome(language, self.commands_line), *lines]
        return lines

    def headline(
        self, events: Sequence[EventDict], public: PublicView | None, language: str, ended: str | None
    ) -> str | None:
        return None  # every message shows the board: no moment is singled out

    def summary(self, public: PublicView, language: str) -> str | None:
        return None

    def colour(self, public: PublicView | None) -> int:
        return COLOURS.get(str((public or {}).get("result")), NEUTRAL)

    def pictures_for(self, events: Sequence[EventDict], public: PublicView, ended: bool) -> tuple[str, ...]:
        return (BOARD,)

    def picture(self, name: str, public: PublicView, pack: Any, language: str) -> bytes:
        return board_png(public_of(public), language)

    def picture_text(self, name: str, public: PublicView, pack: Any, language: str) -> Embed | None:
        return None  # the ring board is the game: it is always drawn

    def label(self, language: str, action: Action, public: PublicView) -> str:
        return words.label(language, action, public_of(public))

    def action(self, data: dict[str, Any]) -> Action:
        return known(Action.from_dict(data))

    def phrase(self, language: str, kind: str) -> str:
        return words.phrase(language, kind)

    def seat_label(self, public: PublicView, seat: int) -> str:
        return words.player_name(public_of(public), seat)

    def quiet(self, action: Action) -> bool:
        return action.kind == "perspective" and action.choice == "keep"

    def command_hint(self, action: Action, language: str) -> str:
        return command_hint(action, language)

    def private_text(self, event: Any, pack: Any, where: str, language: str, engine_pack: Any) -> str:
        raise ValueError("nobody holds a secret in this game (H19): no event is private")

    def named(self, language: str, words: Words, args: dict[str, object], public: PublicView | None) -> str | None:
        node = words.args.get("node")
        if words.key == "hands-node" and public is not None and isinstance(node, str):
            return node_label(language, node, public_of(public))  # a node alone, with its emotion: "O15 (happy)"
        return None  # no name in this game's sentences agrees with anything

    def refusal_text(self, language: str, error: object, public: PublicView | None) -> str:
        return refusal_text(language, error, public_of(public) if public is not None else None)

    def review_lines(
        self, aims: Sequence[Mapping[str, object]], public: PublicView, status: str, language: str
    ) -> list[str]:
        return review_lines(aims, public_of(public), status, language)

    # --- what a terminal shows besides (bot/terminal/any_game.py) ------------------------------------
    def board_text(self, public: PublicView, language: str, width: int) -> str:
        return text_board.board_text(public_of(public), language, width)

    def state_line(self, public: PublicView, language: str) -> str:
        return text_board.state_line(public_of(public), language)

    def rule_topics(self, language: str) -> list[tuple[str, str]]:
        return rules_text.topics(language)

    def rules_list(self, language: str) -> str:
        return rules_text.rules_list(language)

    def rule_text(self, language: str, topic: str) -> str | None:
        return rules_text.rule_text(language, topic)

    def open_phrase(self, language: str, kind: str, open_now: Sequence[Any]) -> str:
        """A step names the centre only when it may be entered now (H14, H17)."""
        if kind == "step" and any(action.kind == "step" and action.node == CENTRE for action in open_now):
            return t(language, "hands-phrase-step-centre")
        return self.phrase(language, kind)


class TerminalHandsFace(HandsFace):
    """The same game at a terminal, which has no list below the board: how to play ends with the typed step."""

    commands_line = "hands-welcome-commands-terminal"


FACE: GameFace = HandsFace()
TERMINAL_FACE: GameFace = TerminalHandsFace()
# mypy checks that it tells the partner's review (cogs/hands, the terminal), and its board, rulings and phrases
_face = HandsFace()
_told: tuple[ReviewFace, TextBoardFace, RulesFace, OpenPhraseFace] = (_face, _face, _face, _face)
