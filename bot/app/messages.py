"""A table Reply as one channel message: the story of the decision, the next decision's buttons, who acts.

One decision, one message (COMMANDS.md, Messages): its events narrated; at
the end of a shift or a day (or of the scenario) the same message carries
the summary and the picture, so that the end of a shift is one message, not
a stream. The players who must act next are mentioned by name. Only channel
events and the public view are read here: nothing face down can reach it.
"""

from __future__ import annotations

import asyncio
import io
from dataclasses import dataclass, field

import discord

from bot.app.decisions import decision_view
from bot.games.holding_on.decision_words import phrase
from bot.games.holding_on.engine import ContentPack
from bot.i18n import t
from bot.render.board import board_png
from bot.render.embeds import board_embed, memories_embed
from bot.render.memories import memories_png
from bot.render.story import chunks, story_lines
from bot.table.reply import Reply

DESCRIPTION_MAX = 4000  # under Discord's 4096 per embed
MESSAGE_TEXT_MAX = 5800  # under Discord's 6000 for all embeds of one message
EMBEDS_MAX = 10
CONTENT_MAX = 2000
BAND_COLOURS = {"green": 0x4AA05C, "orange": 0xE89630, "red": 0xC83830, "black": 0x28282C}
NEUTRAL = 0x5A6E9A
PICTURE_NAMES = ("board.png", "memories.png")  # the files a decision's message attaches (pictures_for)


@dataclass
class Outgoing:
    """A message to send: text, embeds, pictures (name -> PNG bytes), buttons; `more` follows it (rare)."""

    content: str = ""
    embeds: list[discord.Embed] = field(default_factory=list)
    pictures: dict[str, bytes] = field(default_factory=dict)
    view: discord.ui.View | None = None
    more: list[Outgoing] = field(default_factory=list)

    @classmethod
    def of(
        cls,
        content: str | None = None,
        *,
        embed: discord.Embed | None = None,
        embeds: list[discord.Embed] | None = None,
        pictures: dict[str, bytes] | None = None,
    ) -> Outgoing:
        return cls(content or "", [embed] if embed else list(embeds or []), dict(pictures or {}))

    def kwargs(self) -> dict:
        """Keyword arguments for send_message / followup.send (fresh file objects each time)."""
        out: dict = {"content": self.content or None, "embeds": self.embeds}
        if self.pictures:
            out["files"] = [discord.File(io.BytesIO(data), filename=name) for name, data in self.pictures.items()]
        if self.view is not None:
            out["view"] = self.view
        return out


def _headline(reply: Reply, kinds: dict[str, dict]) -> str | None:
    public, lang = reply.public or {}, reply.language
    if reply.result in ("won", "lost"):
        return t(lang, "msg-headline-result", scenario=public.get("scenario", ""), result=reply.result)
    if "day_ended" in kinds:
        return t(lang, "msg-headline-day", day=kinds["day_ended"].get("day", ""))
    if "shift_ended" in kinds:
        return t(lang, "msg-headline-shift", shift=kinds["shift_ended"].get("shift", 0))
    return None


def summary(public: dict, lang: str = "en") -> str:
    """The board in one line, for the end of a shift or a day."""
    return t(
        lang,
        "msg-summary",
        condition=public["condition"],
        band=public["band"],
        warnings=public["warnings"],
        pool=public["pool"],
        deck=public["decks"]["patient"],
        day=public["day"],
        shift=public["shift"],
    )


def waiting_for(reply: Reply) -> str:
    """'<@user> (Ana): reveal the Patient Card' for each seat with a decision open."""
    if reply.result is not None or not reply.legal or reply.public is None:
        return ""
    names, lang = reply.public["seats"], reply.language
    phrases: dict[int, list[str]] = {}
    for action in reply.legal:
        seat_phrases = phrases.setdefault(action.seat, [])
        if phrase(lang, action.kind) not in seat_phrases:
            seat_phrases.append(phrase(lang, action.kind))
    parts = []
    for seat, words in phrases.items():
        who = f"<@{reply.seat_users[seat]}>" if seat < len(reply.seat_users) else names[seat]
        parts.append(t(lang, "msg-waiting-seat", who=who, nurse=names[seat], phrases=", ".join(words)))
    return t(lang, "msg-waiting", who=" · ".join(parts))


async def pictures_for(
    public: dict, content: ContentPack, *, board: bool, memories: bool, lang: str = "en"
) -> dict[str, bytes]:
    """The board and/or memory pictures labelled in `lang`, drawn off the event loop (from the public view only)."""
    out: dict[str, bytes] = {}
    if board:
        out[PICTURE_NAMES[0]] = await asyncio.to_thread(board_png, public, lang)
    if memories:
        out[PICTURE_NAMES[1]] = await asyncio.to_thread(memories_png, public, content, lang)
    return out


async def picture_embeds(
    public: dict, content: ContentPack, *, board: bool, memories: bool, colour: int, lang: str = "en"
) -> tuple[list[discord.Embed], dict[str, bytes]]:
    """Embeds showing the pictures, or their text alternative when the table chose no images (in `lang`)."""
    if not public.get("options", {}).get("images", True):
        embeds = [discord.Embed.from_dict(board_embed(public, lang))] if board else []
        if memories:
            embeds.append(discord.Embed.from_dict(memories_embed(public, content, lang)))
        return embeds, {}
    pictures = await pictures_for(public, content, board=board, memories=memories, lang=lang)
    embeds = [discord.Embed(colour=colour).set_image(url=f"attachment://{name}") for name in pictures]
    return embeds, pictures


def _pack_embeds(embeds: list[discord.Embed]) -> list[list[discord.Embed]]:
    """Embeds grouped into messages within Discord's limits (10 embeds, 6000 characters each)."""
    messages: list[list[discord.Embed]] = [[]]
    used = 0
    for embed in embeds:
        size = len(embed)
        if messages[-1] and (used + size > MESSAGE_TEXT_MAX or len(messages[-1]) == EMBEDS_MAX):
            messages.append([])
            used = 0
        messages[-1].append(embed)
        used += size
    return messages


async def reply_message(reply: Reply, content: ContentPack, engine_pack: ContentPack | None = None) -> Outgoing:
    """The channel message for a decision (or a start, an undo, an abandon); `more` only for a long story."""
    public = reply.public
    scenario = public["scenario"] if public else 1
    kinds = {event["kind"]: event.get("data", {}) for event in reply.events if event.get("audience") == "channel"}
    lang = reply.language
    lines = story_lines(reply.events, content, scenario, lang, public, engine_pack)
    colour = BAND_COLOURS.get(public["band"], NEUTRAL) if public else NEUTRAL
    embeds = [
        discord.Embed(description=text, colour=colour)
        for text in chunks(lines or [t(lang, "msg-done")], DESCRIPTION_MAX)
    ]
    headline = _headline(reply, kinds)
    if headline:
        embeds[0].title = headline

    pictures: dict[str, bytes] = {}
    if public is not None and (headline or "scenario_started" in kinds):
        if headline:
            embeds[-1].add_field(name=t(lang, "msg-summary-field"), value=summary(public, lang), inline=False)
        shown, pictures = await picture_embeds(
            public,
            content,
            board=True,
            memories="day_ended" in kinds or reply.result is not None,
            colour=colour,
            lang=lang,
        )
        embeds += shown
    view, left_out = decision_view(reply, public["seats"] if public else [])
    text = waiting_for(reply) + (t(lang, "msg-more-choices") if left_out else "")
    text = text if len(text) <= CONTENT_MAX else text[: CONTENT_MAX - 1] + "…"

    messages = [Outgoing(embeds=group) for group in _pack_embeds(embeds)]
    for message in messages:
        message.pictures = {
            name: data
            for name, data in pictures.items()
            if any(e.image and e.image.url == f"attachment://{name}" for e in message.embeds)
        }
    last = messages[-1]
    last.content, last.view = text, view  # who acts, and the buttons, go with the end of the story
    first = messages[0]
    first.more = messages[1:]
    return first


def continued_story(shown: list[discord.Embed], new: list[discord.Embed]) -> list[discord.Embed] | None:
    """A message's story with a new decision's appended, or None when it would not fit in one message.

    The new text joins the last text shown when they share a colour: a
    headline becomes a bold line, a summary field a line of its own, so that
    the story reads on in one embed and a message holds several shifts
    (Discord allows 10 embeds). New pictures replace the ones shown (the board
    as it is now, at the end of the message): a message never shows two
    boards, and a new board needs no new message (`/board` draws it again).
    """
    replacing = any(e.image for e in new)
    embeds = [_as_sent(e) for e in shown if not (replacing and e.image)]
    for embed in new:
        last = embeds[-1] if embeds else None
        joined = _joined(last, embed) if last is not None else None
        if joined is not None:
            embeds[-1] = joined
        else:
            embeds.append(embed)
    if len(embeds) > EMBEDS_MAX or sum(len(e) for e in embeds) > MESSAGE_TEXT_MAX:
        return None
    return embeds


def _as_sent(embed: discord.Embed) -> discord.Embed:
    """A copy of a shown embed; its picture named as it was sent (`attachment://board.png`): Discord hands the
    message back with the attachment's CDN address, a signed link that expires, and an edit that kept it
    would show a broken picture a day later."""
    copy = discord.Embed.from_dict(embed.to_dict())
    url = embed.image.url if embed.image else None
    if url and not url.startswith("attachment://"):
        name = url.split("?", 1)[0].rsplit("/", 1)[-1]
        if name in PICTURE_NAMES:
            copy.set_image(url=f"attachment://{name}")
    return copy


def _joined(last: discord.Embed, embed: discord.Embed) -> discord.Embed | None:
    """`last` with `embed`'s text after its own (both text only, one colour, within an embed's size), or None."""
    if last.image or embed.image or last.colour != embed.colour:
        return None
    text = "\n".join([*([f"**{embed.title}**"] if embed.title else []), embed.description or "", *_lines(embed)])
    head = "\n".join([last.description or "", *_lines(last)])
    if len(head) + len(text) + 1 > DESCRIPTION_MAX:
        return None
    joined = discord.Embed(title=last.title, description=f"{head}\n{text}", colour=last.colour)
    return joined


def _lines(embed: discord.Embed) -> list[str]:
    """An embed's fields as lines of text (a field would show above text added after it)."""
    return [f"**{field.name}**: {field.value}" for field in embed.fields]
