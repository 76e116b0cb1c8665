"""How a small game is told by default (issue 37): every GameFace method from the game's own catalogue words.

A game on `BasicGame` (bot/games/basic.py) writes its words, not a face: each channel event as
`<game>-ev-<kind>` (its data as arguments, a seat said as its player's name), a choice as its record's label
(`<prefix>label-<kind>`, with the choice as `$choice`), a kind as its record's phrase, the board in one line
as `<game>-summary` (the public view's numbers and names as arguments) when the catalogue has it. The table's
sentences about it are its own `<game>-K` where it writes one, else the table's `game-K`, which name no
scenario, campaign or command. No pictures: a game with a board draws its own, as the two shipped games do.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from bot.games.errors import Words
from bot.games.events import EventDict
from bot.games.interface import Embed, PublicView
from bot.games.kit import BasicAction
from bot.i18n import has, t
from bot.render.sayings import refusal_text

NEUTRAL = 0x0072B2  # Okabe–Ito blue
ENDED = {"won": 0x009E73, "lost": 0x5A5A5A}


class BasicFace:
    """A game's face from its words alone; `game` is its name, `record_prefix` its records' (the shelf's)."""

    picture_names: tuple[str, ...] = ()

    def __init__(self, game: str, record_prefix: str) -> None:
        self.game, self.prefix = game, record_prefix
        # The table's sentence K is said as `<game>-K` where the game wrote one, else as `game-K`, the table's words
        # for any game (no scenario, no campaign), else as the table's own (bot/render/sayings.py own_key).
        self.prefixes = (game, "game")

    def story_lines(
        self,
        events: Sequence[EventDict],
        public: PublicView | None,
        language: str,
        pack: Any,
        engine_pack: Any,
        chapter: int | None = None,
    ) -> list[str]:
        lines = []
        for event in events:
            key = f"{self.game}-ev-{event['kind']}"
            if event["audience"] == "channel" and has(language, key):
                lines.append(t(language, key, **self._said(event["data"], public)))
        return lines

    def _said(self, data: Mapping[str, Any], public: PublicView | None) -> dict[str, object]:
        said: dict[str, object] = {k: v for k, v in data.items() if isinstance(v, str | int)}
        if isinstance(data.get("seat"), int):
            said["seat"] = self.seat_label(public or {}, data["seat"])
        return said

    def headline(
        self, events: Sequence[EventDict], public: PublicView | None, language: str, ended: str | None
    ) -> str | None:
        return None

    def summary(self, public: PublicView, language: str) -> str | None:
        key = f"{self.game}-summary"
        return t(language, key, **self._said(public, public)) if has(language, key) else None

    def colour(self, public: PublicView | None) -> int:
        return ENDED.get(str((public or {}).get("result")), NEUTRAL)

    def pictures_for(self, events: Sequence[EventDict], public: PublicView, ended: bool) -> tuple[str, ...]:
        return ()

    def picture(self, name: str, public: PublicView, pack: Any, language: str) -> bytes:
        raise ValueError(f"{self.game} draws no pictures")

    def picture_text(self, name: str, public: PublicView, pack: Any, language: str) -> Embed | None:
        return None

    def label(self, language: str, action: Any, public: PublicView) -> str:
        return t(language, f"{self.prefix}label-{action.kind}", choice=action.choice or "")

    def action(self, data: dict[str, Any]) -> BasicAction:
        return BasicAction.from_dict(data)

    def phrase(self, language: str, kind: str) -> str:
        return t(language, f"{self.prefix}phrase-{kind}")

    def seat_label(self, public: PublicView, seat: int) -> str:
        names = public.get("seat_names")
        return str(names[seat]) if isinstance(names, list) and 0 <= seat < len(names) else str(seat + 1)

    def quiet(self, action: Any) -> bool:
        return False

    def command_hint(self, action: Any, language: str) -> str:
        return "/" + t(language, "cmd-decide")

    def private_text(self, event: Any, pack: Any, where: str, language: str, engine_pack: Any) -> str:
        raise ValueError(f"{self.game} tells nobody a secret")

    def named(self, language: str, words: Words, args: dict[str, object], public: PublicView | None) -> str | None:
        return None

    def refusal_text(self, language: str, error: object, public: PublicView | None) -> str:
        return refusal_text(error, language, self)  # the choices open instead said as their buttons are
