"""A table Reply as one channel message: the story of the decision, the next decision's buttons, who acts.

One decision, one message: its events told by the game's face (bot/games/interface.py, GameFace); at the
moments the game says count (Holding On: the end of a shift, a day, the scenario) the same message carries
a headline, the summary and the pictures, so that the end of a shift is one message, not a stream. The
players who must act next are mentioned by name. Only channel events and the public view are read here:
nothing face down can reach it. The table's own events (an undo, an abandoned attempt) are told here, in
the same words for every game.
"""

from __future__ import annotations

import asyncio
import io
from dataclasses import dataclass, field
from typing import Any

import discord

from bot.app.decisions import decision_view
from bot.games.interface import GameFace, PublicView
from bot.i18n import DEFAULT, join_list, t
from bot.render.sayings import own_key
from bot.render.story import chunks, story_lines
from bot.table.reply import Reply

DESCRIPTION_MAX = 4000  # under Discord's 4096 per embed
MESSAGE_TEXT_MAX = 5800  # under Discord's 6000 for all embeds of one message
EMBEDS_MAX = 10
CONTENT_MAX = 2000


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

    def kwargs(self) -> dict[str, Any]:
        """Keyword arguments for send_message / followup.send (fresh file objects each time)."""
        out: dict[str, Any] = {"content": self.content or None, "embeds": self.embeds}
        if self.pictures:
            out["files"] = [discord.File(io.BytesIO(data), filename=name) for name, data in self.pictures.items()]
        if self.view is not None:
            out["view"] = self.view
        return out


def waited_users(reply: Reply) -> set[int]:
    """The members the game waits for now (a seat the bot plays has no one to tell)."""
    if reply.result is not None:
        return set()
    users = reply.seat_users
    return {users[a.seat] for a in reply.legal if a.seat < len(users) and a.seat not in reply.bot_seats}


def waiting_for(reply: Reply, face: GameFace) -> str:
    """'<@user> (Ana): reveal the Patient Card' for each seat with a decision open."""
    if reply.result is not None or not reply.legal or reply.public is None:
        return ""
    public, lang = reply.public, reply.language
    phrases: dict[int, list[str]] = {}
    for action in reply.legal:
        seat_phrases = phrases.setdefault(action.seat, [])
        if face.phrase(lang, action.kind) not in seat_phrases:
            seat_phrases.append(face.phrase(lang, action.kind))
    parts = []
    for seat, words in phrases.items():
        name = face.seat_label(public, seat)
        if seat in reply.bot_seats:  # the bot stands in: no one to mention, and what it leaves open is anyone's
            # Holding On: the bot stands in for a Nurse; the second game: the bot is the partner (its own words)
            said = join_list(lang, words, last="or")  # "reveal the Patient Card or send staff On Leave"
            parts.append(t(lang, own_key(face, "msg-waiting-bot-seat"), nurse=name, phrases=said))
            continue
        who = f"<@{reply.seat_users[seat]}>" if seat < len(reply.seat_users) else name
        parts.append(t(lang, "msg-waiting-seat", who=who, nurse=name, phrases=join_list(lang, words, last="or")))
    return t(lang, "msg-waiting", who=" · ".join(parts))


async def picture_embeds(
    face: GameFace, names: tuple[str, ...], public: PublicView, pack: Any, *, colour: int, lang: str
) -> tuple[list[discord.Embed], dict[str, bytes]]:
    """Embeds showing the pictures (drawn off the event loop, from the public view only, labelled in `lang`), or
    their text alternative when the table chose no images."""
    embeds: list[discord.Embed] = []
    pictures: dict[str, bytes] = {}
    for name in names:
        text = face.picture_text(name, public, pack, lang)
        if text is not None:
            embeds.append(discord.Embed.from_dict(text))
            continue
        pictures[name] = await asyncio.to_thread(face.picture, name, public, pack, lang)
        embeds.append(discord.Embed(colour=colour).set_image(url=f"attachment://{name}"))
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


async def reply_message(reply: Reply, face: GameFace, pack: Any, engine_pack: Any = None) -> Outgoing:
    """The channel message for a decision (or a start, an undo, an abandon); `more` only for a long story."""
    public, lang = reply.public, reply.language
    lines = story_lines(reply.events, face, lang, public, pack, engine_pack)
    colour = face.colour(public)
    embeds = [
        discord.Embed(description=text, colour=colour)
        for text in chunks(lines or [t(lang, "msg-done")], DESCRIPTION_MAX)
    ]
    ended = reply.result if reply.result in ("won", "lost") else None
    headline = face.headline(reply.events, public, lang, ended)
    if headline:
        embeds[0].title = headline

    pictures: dict[str, bytes] = {}
    if public is not None:
        summary = face.summary(public, lang) if headline else None
        if summary:
            embeds[-1].add_field(name=t(lang, "msg-summary-field"), value=summary, inline=False)
        names = face.pictures_for(reply.events, public, ended is not None)
        shown, pictures = await picture_embeds(face, names, public, pack, colour=colour, lang=lang)
        embeds += shown
    view, left_out = decision_view(reply, face)
    text = waiting_for(reply, face) + (t(lang, "msg-more-choices") if left_out else "")
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


def continued_story(
    shown: list[discord.Embed], new: list[discord.Embed], picture_names: tuple[str, ...], language: str = DEFAULT
) -> list[discord.Embed] | None:
    """A message's story with a new decision's appended, or None when it would not fit in one message.

    The new text joins the last text shown when they share a colour: a
    headline becomes a bold line, a summary field a line of its own, so that
    the story reads on in one embed and a message holds several shifts
    (Discord allows 10 embeds). New pictures replace the ones shown (the board
    as it is now, at the end of the message): a message never shows two
    boards, and a new board needs no new message (`/board` draws it again).
    """
    replacing = any(e.image for e in new)
    embeds = [_as_sent(e, picture_names) for e in shown if not (replacing and e.image)]
    for embed in new:
        last = embeds[-1] if embeds else None
        joined = _joined(last, embed, language) if last is not None else None
        if joined is not None:
            embeds[-1] = joined
        else:
            embeds.append(embed)
    if len(embeds) > EMBEDS_MAX or sum(len(e) for e in embeds) > MESSAGE_TEXT_MAX:
        return None
    return embeds


def _as_sent(embed: discord.Embed, picture_names: tuple[str, ...]) -> discord.Embed:
    """A copy of a shown embed; its picture named as it was sent (`attachment://board.png`): Discord hands the
    message back with the attachment's CDN address, a signed link that expires, and an edit that kept it
    would show a broken picture a day later."""
    copy = discord.Embed.from_dict(embed.to_dict())
    url = embed.image.url if embed.image else None
    if url and not url.startswith("attachment://"):
        name = url.split("?", 1)[0].rsplit("/", 1)[-1]
        if name in picture_names:
            copy.set_image(url=f"attachment://{name}")
    return copy


def _joined(last: discord.Embed, embed: discord.Embed, language: str) -> discord.Embed | None:
    """`last` with `embed`'s text after its own (both text only, one colour, within an embed's size), or None."""
    if last.image or embed.image or last.colour != embed.colour:
        return None
    text = "\n".join(
        [*([f"**{embed.title}**"] if embed.title else []), embed.description or "", *_lines(embed, language)]
    )
    head = "\n".join([last.description or "", *_lines(last, language)])
    if len(head) + len(text) + 1 > DESCRIPTION_MAX:
        return None
    joined = discord.Embed(title=last.title, description=f"{head}\n{text}", colour=last.colour)
    return joined


def _lines(embed: discord.Embed, language: str) -> list[str]:
    """An embed's fields as lines of text (a field would show above text added after it), with the colon of the
    channel's language (French sets a no-break space before it)."""
    return [t(language, "field-line", name=field.name, value=field.value) for field in embed.fields]
