"""The table's sentences as a terminal says them: a game's face, with the terminal's own words first.

A table key K (a refusal) is said as the terminal says it for this game (`term-<game>-K`: the second game's end
without Discord's /hands start), else as the terminal says it for any (`term-K`: nothing about Manage Server, a
Discord permission, at one screen), else as the game says it (its face's `prefixes`, else `<game>-K`), else as
the table does (bot/render/sayings.own_key reads `prefixes`).
"""

from __future__ import annotations

from typing import Any

from bot.games.errors import Words
from bot.games.interface import GameFace, PublicView


class TerminalVoice:
    def __init__(self, face: GameFace) -> None:
        self.face = face
        self.prefixes = (f"term-{face.game}", "term", *getattr(face, "prefixes", (face.game,)))

    def label(self, language: str, action: Any, public: PublicView) -> str:
        return self.face.label(language, action, public)

    def named(self, language: str, words: Words, args: dict[str, object], public: PublicView | None) -> str | None:
        return self.face.named(language, words, args, public)
