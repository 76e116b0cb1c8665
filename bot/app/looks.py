"""Words and pictures for looking at the table: the board, the memories, a hand, what to do now.

The board and the memories are drawn from the public view only; a hand
(`view(state, seat)`) is shown only in an ephemeral reply to its holder.
"""

from __future__ import annotations

import discord

from bot.app.campaign_text import waiting_words
from bot.games.holding_on.engine import Action
from bot.i18n import DEFAULT, t
from bot.render.labels import label
from bot.render.narrate import genders_of, person

HAND_COLOUR = 0x7A5A9A


def hand_embed(seat_view: dict, lang: str = DEFAULT) -> discord.Embed:
    """One seat's face-down cards and tokens (RULINGS D1), for her eyes only."""
    hand = seat_view["hand"]
    embed = discord.Embed(
        title=t(lang, "hand-title", name=person(seat_view["name"], genders_of(seat_view.get("public")))),
        colour=HAND_COLOUR,
        description=t(lang, "hand-line", tokens=hand["tokens"], stress=hand["stress"]),
    )
    none = t(lang, "hand-none")

    def timeline(card: dict) -> str:
        return t(lang, "hand-timeline", timeline=card["timeline"])

    def quoted(card: dict) -> str:
        return t(lang, "hand-quote", timeline=card["timeline"], quote=card["quote"])

    partials = [quoted(card) for card in hand["partials"]]
    embed.add_field(name=t(lang, "hand-partials"), value="\n".join(partials)[:1024] or none, inline=False)
    clears = [timeline(card) for card in hand["clears"]]
    embed.add_field(name=t(lang, "hand-clears"), value=", ".join(clears)[:1024] or none, inline=False)
    if hand.get("sm_board"):
        board = [quoted(card) for card in hand["sm_board"]]
        embed.add_field(name=t(lang, "hand-board"), value="\n".join(board)[:1024], inline=False)
    return embed


def help_text(public: dict | None, mine: list[tuple[str, str]], nurses: list[str], lang: str = DEFAULT) -> str:
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
            kind = key.split(".", 1)[0]
            if lang != DEFAULT:  # the table's labels are English: say the decision in her language
                words = label(lang, Action.from_key(key, 0), public)
            lines.append(t(lang, "help-item", label=words, command=t(lang, "help-command", kind=kind)))
    else:
        lines.append(t(lang, "help-nothing", who=waiting_words(public, lang)))
    lines.append(t(lang, "help-look"))
    return "\n".join(lines)
