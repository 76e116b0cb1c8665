"""Holding On's words on Discord for its table commands: a campaign's status, its options, a recap, the welcome
DM (`/campaign …`), a hand and what to do now (`/hand`, `/help`).

Read from CampaignStatus (public view only), a seat's own view (for her eyes
only) and the recap's public events: nothing face down reaches the channel.
"""

from __future__ import annotations

import re
from collections.abc import Mapping

import discord

from bot.games.holding_on.commands import command_hint
from bot.games.holding_on.decision_words import genders_of, label, person
from bot.games.holding_on.decision_words import phrase as phrase_in
from bot.games.holding_on.engine import Action, ContentPack
from bot.games.holding_on.engine.view_types import HandClear, HandPartial, Public, Seated, public_of
from bot.games.holding_on.render.pack_words import content_note
from bot.games.interface import GameFace
from bot.i18n import DEFAULT, say_data, t
from bot.names import name_key, shown
from bot.render.story import chunks, story_lines
from bot.table.recap import Recap
from bot.table.reply import CampaignStatus, Refused

COLOUR = 0x5A6E9A


def seat_lines(status: CampaignStatus, lang: str = DEFAULT) -> str:
    lines = []
    for seat in status.seats:
        user = f"<@{seat.user_id}>"
        stand_in = t(lang, "status-stand-in", user=f"<@{seat.stand_in_user_id}>") if seat.stand_in_user_id else ""
        lines.append(t(lang, "status-seat", nurse=seat.name, user=user) + stand_in)
    return "\n".join(lines) or t(lang, "status-nobody")


def waiting_words(public: Public, lang: str = DEFAULT) -> str:
    names = public["seats"]
    by_seat: dict[int, list[str]] = {}
    for entry in public["pending"]:
        words = by_seat.setdefault(entry["seat"], [])
        said = phrase_in(lang, entry["kind"])
        if said not in words:
            words.append(said)
    lines = [t(lang, "waiting-seat", who=names[seat], phrases=", ".join(words)) for seat, words in by_seat.items()]
    return t(lang, "list-semicolon").join(lines) or t(lang, "waiting-nobody")


def option_value(value: object, lang: str = DEFAULT) -> str:
    """An option's value as people read it ("English", "on"), not as it is stored ("en", True)."""
    return t(lang, "option-value", value=value) if isinstance(value, str | bool) else str(value)


def options_text(options: Mapping[str, object], lang: str = DEFAULT) -> str:
    return "\n".join(
        t(
            lang,
            "option-line",
            name=t(lang, "option-name", key=key),
            value=option_value(value, lang),
            words=t(lang, "option-words", key=key),
        )
        for key, value in options.items()
    )


def status_embed(status: CampaignStatus, where: str, lang: str = DEFAULT) -> discord.Embed:
    embed = discord.Embed(title=t(lang, "status-title", where=where), colour=COLOUR)
    embed.add_field(name=t(lang, "status-host"), value=f"<@{status.host_user_id}>", inline=True)
    won = ", ".join(str(n) for n in status.chapters_won) or t(lang, "status-none-yet")
    embed.add_field(name=t(lang, "status-won"), value=won, inline=True)
    attempts = ", ".join(
        t(lang, "status-attempts-of", scenario=n, count=count) for n, count in sorted(status.attempts.items())
    ) or t(lang, "status-none")
    embed.add_field(name=t(lang, "status-attempts"), value=attempts, inline=True)
    embed.add_field(name=t(lang, "status-seats"), value=seat_lines(status, lang), inline=False)
    if status.playing:
        public = public_of(status.playing["public"])
        line = t(
            lang,
            "status-playing-line",
            day=public["day"],
            shift=public["shift"],
            condition=public["condition"],
            warnings=public["warnings"],
        )
        embed.add_field(
            name=t(lang, "status-playing", scenario=status.playing["chapter"], attempt=status.playing["attempt"]),
            value=line + "\n" + t(lang, "status-waiting", who=waiting_words(public, lang)),
            inline=False,
        )
    elif status.next_chapter is not None:
        next_line = t(lang, "status-next-line", scenario=status.next_chapter)
        embed.add_field(name=t(lang, "status-next"), value=next_line, inline=False)
    if status.problem:
        embed.add_field(name=t(lang, "status-problem"), value=str(say_data(lang, status.problem))[:1000], inline=False)
    embed.add_field(name=t(lang, "status-options"), value=options_text(status.options, lang)[:1024], inline=False)
    return embed


def note_embed(pack: ContentPack, status: CampaignStatus, lang: str = DEFAULT) -> discord.Embed:
    """`/campaign status note:True`: the campaign's content note, and the current or next scenario's own."""
    scenario = status.playing["chapter"] if status.playing else status.next_chapter
    note = content_note(pack, scenario, lang)[:4000]
    return discord.Embed(title=t(lang, "note-title"), description=note, colour=COLOUR)


def recap_embeds(recap: Recap, face: GameFace, content: ContentPack, lang: str = DEFAULT) -> list[discord.Embed]:
    lines: list[str] = []
    for item in recap.items:
        lines += story_lines(item.events, face, lang, recap.names_view, content, chapter=item.scenario)
    if not lines:
        return [discord.Embed(title=t(lang, "recap-title"), description=t(lang, "recap-nothing"), colour=COLOUR)]
    if recap.truncated:
        lines.insert(0, t(lang, "recap-truncated"))
    texts = chunks(lines, 3900)
    kept: list[str] = []
    for text in reversed(texts):  # one message holds 6000 characters: the latest part of a long session
        if sum(map(len, kept)) + len(text) > 5600:
            break
        kept.insert(0, text)
    if len(kept) < len(texts):
        kept[0] = "*(…earlier in the session)*\n" + kept[0]
    embeds = [discord.Embed(description=text, colour=COLOUR) for text in kept]
    embeds[0].title = t(lang, "recap-title")
    return embeds


def seat_order(text: str, status: CampaignStatus) -> list[int]:
    """'Ana, Ben, @cy' (Nurse names or mentions) -> user ids in that order."""
    by_name = {name_key(seat.name): seat.user_id for seat in status.seats}
    order: list[int] = []
    for word in (w for w in re.split(r"[,\s]+", text) if w):
        mention = re.fullmatch(r"<@!?(\d{1,20})>", word)
        user_id = int(mention[1]) if mention else by_name.get(name_key(word))
        if user_id is None:
            names = ", ".join(seat.name for seat in status.seats)
            raise Refused.of("refuse-no-such-nurse", name=shown(word), names=names, count=len(status.seats))
        order.append(user_id)
    return order


def welcome_text(where: str, nurse: str, language: str = "en") -> str:
    return f"**{where}**\n" + t(language, "campaign-welcome", nurse=nurse)


HAND_COLOUR = 0x7A5A9A


def hand_embed(seat_view: Seated, lang: str = DEFAULT) -> discord.Embed:
    """One seat's face-down cards and tokens (RULINGS D1), for her eyes only."""
    hand = seat_view["hand"]
    embed = discord.Embed(
        title=t(lang, "hand-title", name=person(seat_view["name"], genders_of(seat_view.get("public")))),
        colour=HAND_COLOUR,
        description=t(lang, "hand-line", tokens=hand["tokens"], stress=hand["stress"]),
    )
    none = t(lang, "hand-none")

    def timeline(card: HandClear) -> str:
        return t(lang, "hand-timeline", timeline=card["timeline"])

    def quoted(card: HandPartial) -> str:
        return t(lang, "hand-quote", timeline=card["timeline"], quote=card["quote"])

    partials = [quoted(card) for card in hand["partials"]]
    embed.add_field(name=t(lang, "hand-partials"), value="\n".join(partials)[:1024] or none, inline=False)
    clears = [timeline(card) for card in hand["clears"]]
    embed.add_field(name=t(lang, "hand-clears"), value=", ".join(clears)[:1024] or none, inline=False)
    if hand.get("sm_board"):
        board = [quoted(card) for card in hand["sm_board"]]
        embed.add_field(name=t(lang, "hand-board"), value="\n".join(board)[:1024], inline=False)
    return embed


def help_text(public: Public | None, mine: list[tuple[str, str]], nurses: list[str], lang: str = DEFAULT) -> str:
    """What this player can do now: her open decisions (label, key) and the commands for them."""
    if public is None:
        return t(lang, "help-general")
    seats = public["seats"]
    genders = genders_of(public)
    roles = [
        t(
            lang,
            "help-role",
            name=person(nurse, genders),
            manager="yes" if seats.index(nurse) == public["shift_manager"] else "no",
        )
        for nurse in nurses
    ]
    who = ", ".join(roles) or t(lang, "help-no-nurse")
    lines = [t(lang, "help-you-play", roles=who, day=public["day"], shift=public["shift"])]
    if mine:
        lines.append(t(lang, "help-open"))
        for words, key in mine:
            if lang != DEFAULT:  # the table's labels are English: say the decision in her language
                words = label(lang, Action.from_key(key, 0), public)
            hint = command_hint(Action.from_key(key, 0), lang)
            lines.append(t(lang, "help-item", label=words, command=hint))
    else:
        lines.append(t(lang, "help-nothing", who=waiting_words(public, lang)))
    lines.append(t(lang, "help-look"))
    return "\n".join(lines)
