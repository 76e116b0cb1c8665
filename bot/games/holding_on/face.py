"""Holding On as the front ends tell it (bot/games/interface.py, GameFace): its words and pictures, from views.

A decision's story is the narration of its events; a shift's end, a day's end
and the attempt's end carry a headline, the board in one line and the pictures
(the board; the memories too at a day's end and at the end); the story's
colour is Billy's condition band. Everything here reads the public view and
channel events, never a state.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from bot.games.errors import Words
from bot.games.events import Event, EventDict
from bot.games.holding_on import commands
from bot.games.holding_on.decision_words import label, phrase
from bot.games.holding_on.engine import Action, ContentPack
from bot.games.holding_on.engine.moves import MOVES
from bot.games.holding_on.engine.view_types import public_of
from bot.games.holding_on.render.board_picture import board_png
from bot.games.holding_on.render.embeds import board_embed, memories_embed
from bot.games.holding_on.render.memories_picture import memories_png
from bot.games.holding_on.render.narrate import channel_lines, named, private_text
from bot.games.interface import Embed, GameFace, NightFace, PublicView
from bot.i18n import t
from bot.render.sayings import refusal_text

BAND_COLOURS = {"green": 0x4AA05C, "orange": 0xE89630, "red": 0xC83830, "black": 0x28282C}
NEUTRAL = 0x5A6E9A
BOARD, MEMORIES = "board.png", "memories.png"


class HoldingOnFace:
    game = "holding_on"  # its sentences for the table's keys are `holding_on-<key>` where the catalogue has one
    picture_names: tuple[str, ...] = (BOARD, MEMORIES)

    def story_lines(
        self,
        events: Sequence[EventDict],
        public: PublicView | None,
        language: str,
        pack: Any,
        engine_pack: Any,
        chapter: int | None = None,
    ) -> list[str]:
        seen = public_of(public) if public is not None else None
        scenario = chapter or (seen["scenario"] if seen else 1)
        return channel_lines([Event.from_dict(e) for e in events], pack, scenario, language, engine_pack, seen)

    def headline(
        self, events: Sequence[EventDict], public: PublicView | None, language: str, ended: str | None
    ) -> str | None:
        kinds = {e["kind"]: e.get("data", {}) for e in events if e.get("audience") == "channel"}
        if ended in ("won", "lost"):
            return t(language, "msg-headline-result", scenario=(public or {}).get("scenario", ""), result=ended)
        if "day_ended" in kinds:
            return t(language, "msg-headline-day", day=kinds["day_ended"].get("day", ""))
        if "shift_ended" in kinds:
            return t(language, "msg-headline-shift", shift=kinds["shift_ended"].get("shift", 0))
        return None

    def summary(self, view: PublicView, language: str) -> str | None:
        public = public_of(view)
        return t(
            language,
            "msg-summary",
            condition=public["condition"],
            band=public["band"],
            warnings=public["warnings"],
            pool=public["pool"],
            deck=public["decks"]["patient"],
            day=public["day"],
            shift=public["shift"],
        )

    def colour(self, public: PublicView | None) -> int:
        return BAND_COLOURS.get(public_of(public)["band"], NEUTRAL) if public else NEUTRAL

    def pictures_for(self, events: Sequence[EventDict], public: PublicView, ended: bool) -> tuple[str, ...]:
        kinds = {e["kind"] for e in events if e.get("audience") == "channel"}
        if ended or "day_ended" in kinds:
            return (BOARD, MEMORIES)
        if "shift_ended" in kinds or "scenario_started" in kinds:
            return (BOARD,)
        return ()

    def picture(self, name: str, public: PublicView, pack: ContentPack, language: str) -> bytes:
        seen = public_of(public)
        return board_png(seen, language) if name == BOARD else memories_png(seen, pack, language)

    def picture_text(self, name: str, public: PublicView, pack: ContentPack, language: str) -> Embed | None:
        seen = public_of(public)
        if seen.get("options", {}).get("images", True):
            return None
        return board_embed(seen, language) if name == BOARD else memories_embed(seen, pack, language)

    def label(self, language: str, action: Action, public: PublicView) -> str:
        return label(language, action, public_of(public))

    def action(self, data: dict[str, Any]) -> Action:
        return Action.from_dict(data)

    def phrase(self, language: str, kind: str) -> str:
        return phrase(language, kind)

    def seat_label(self, public: PublicView, seat: int) -> str:
        return public_of(public)["seats"][seat]

    def quiet(self, action: Action) -> bool:
        return MOVES[action.kind].quiet or action.choice in ("no", "none")

    def command_hint(self, action: Action, language: str) -> str:
        return commands.command_hint(action, language)

    def private_text(self, event: Event, pack: ContentPack, where: str, language: str, engine_pack: Any) -> str:
        return private_text(event, pack, where, language, engine_pack)

    def named(self, language: str, words: Words, args: dict[str, object], public: PublicView | None) -> str | None:
        return named(language, words, args, public_of(public) if public is not None else None)

    def refusal_text(self, language: str, error: object, public: PublicView | None) -> str:
        return refusal_text(error, language, self)

    # --- campaign nights (bot/games/interface.py, NightFace) ------------------------------------------------
    def campaign_title(self, pack: ContentPack) -> str:
        return pack.pack.name

    def chapter_title(self, pack: ContentPack, chapter: int) -> str:
        try:
            return pack.scenario(chapter).title
        except (KeyError, ValueError):
            return ""

    def night_words(self, counts: Mapping[str, int], language: str) -> list[str]:
        """Memories placed in the grid (Partials and Clears) and calls made (R18)."""
        placed = counts.get("partial_placed", 0) + counts.get("clear_placed", 0)
        said = (("night-tally-memories", placed), ("night-tally-calls", counts.get("call_made", 0)))
        return [t(language, key, count=count) for key, count in said if count]  # nothing said of what did not happen


_FACE = HoldingOnFace()
FACE: GameFace = _FACE
NIGHTS: NightFace = _FACE  # the same face tells the campaign's nights (bot/app/nights.py asks it by isinstance)
