"""Words for `/campaign …` answers: a campaign's status, its options, a recap, the welcome DM.

Read from CampaignStatus (public view only) and from the recap's public
events: nothing face down is ever at hand here.
"""

from __future__ import annotations

import re

import discord

from bot.engine import ContentPack
from bot.engine.moves import phrase
from bot.i18n import t
from bot.names import name_key, shown
from bot.render.pack_words import content_note
from bot.render.story import chunks, story_lines
from bot.table.recap import Recap
from bot.table.reply import CampaignStatus, Refused

COLOUR = 0x5A6E9A
OPTION_WORDS = {
    "senior_reading": "Senior member (R3): English = the first Nurse placed; Deutsch = an Assistant first makes "
    "the SM decide",
    "medical_needs_token": "Medical care counts only with a token on the card (R9)",
    "inquire_same_timeline_reshuffles": "Inquiring again about the same timeline reshuffles (R14, the English text)",
    "two_player_reading": "Two players (R19): the English or the Deutsch rulebook's reading",
    "billy_voice": "Billy's voice (D2): by DM to his voice, or in the channel for text-only tables",
    "images": "Pictures for the board and memories (off: text)",
    "contact_tile_clears": "House rule (R18): the Contact Tile empties after every shift",
}
PERMISSION_NAMES = {
    "send_messages": "Send Messages",
    "send_messages_in_threads": "Send Messages in Threads",
    "embed_links": "Embed Links",
    "attach_files": "Attach Files",
}


def missing_permissions(interaction: discord.Interaction) -> list[str]:
    """What the bot lacks in this channel to run a campaign (it posts text, embeds and pictures)."""
    granted = interaction.app_permissions
    send = "send_messages_in_threads" if isinstance(interaction.channel, discord.Thread) else "send_messages"
    return [PERMISSION_NAMES[name] for name in (send, "embed_links", "attach_files") if not getattr(granted, name)]


def seat_lines(status: CampaignStatus) -> str:
    lines = []
    for seat in status.seats:
        stand_in = f", played tonight by <@{seat.stand_in_user_id}>" if seat.stand_in_user_id else ""
        lines.append(f"Nurse **{seat.nurse_name}**: <@{seat.user_id}>{stand_in}")
    return "\n".join(lines) or "nobody yet: /campaign join"


def waiting_words(public: dict) -> str:
    names = public["seats"]
    by_seat: dict[int, list[str]] = {}
    for entry in public["pending"]:
        words = by_seat.setdefault(entry["seat"], [])
        if phrase(entry["kind"]) not in words:
            words.append(phrase(entry["kind"]))
    return "; ".join(f"{names[seat]}: {', '.join(words)}" for seat, words in by_seat.items()) or "nobody"


VALUE_WORDS = {"en": "English", "de": "Deutsch", "dm": "by DM", "channel": "in the channel", True: "on", False: "off"}


def option_value(value: object) -> str:
    """An option's value as people read it ("English", "on"), not as it is stored ("en", True)."""
    return VALUE_WORDS.get(value, str(value)) if isinstance(value, str | bool) else str(value)


def options_text(options: dict) -> str:
    return "\n".join(
        f"`{key}` = **{option_value(value)}**: {OPTION_WORDS.get(key, '')}" for key, value in options.items()
    )


def status_embed(status: CampaignStatus, where: str) -> discord.Embed:
    embed = discord.Embed(title=f"Holding On campaign in {where}", colour=COLOUR)
    embed.add_field(name="Host", value=f"<@{status.host_user_id}>", inline=True)
    won = ", ".join(str(n) for n in status.scenarios_won) or "none yet"
    embed.add_field(name="Scenarios won", value=won, inline=True)
    attempts = ", ".join(f"{n}: {count}" for n, count in sorted(status.attempts.items())) or "none"
    embed.add_field(name="Attempts", value=attempts, inline=True)
    embed.add_field(name="Seats", value=seat_lines(status), inline=False)
    if status.playing:
        public = status.playing["public"]
        embed.add_field(
            name=f"Playing: scenario {status.playing['scenario']}, attempt {status.playing['attempt']}",
            value=(
                f"Day {public['day']}, {public['shift_name']} shift · Billy {public['condition']}/30 · "
                f"Hospital Warnings {public['warnings']}/2\nWaiting for: {waiting_words(public)}"
            ),
            inline=False,
        )
    elif status.next_scenario is not None:
        embed.add_field(name="Next", value=f"Scenario {status.next_scenario}: /campaign start", inline=False)
    if status.problem:
        embed.add_field(name="Problem", value=status.problem[:1000], inline=False)
    embed.add_field(
        name="Table options (from the next attempt)", value=options_text(status.options)[:1024], inline=False
    )
    return embed


def note_embed(pack: ContentPack, status: CampaignStatus) -> discord.Embed:
    """`/campaign status note:True`: the campaign's content note, and the current or next scenario's own."""
    scenario = status.playing["scenario"] if status.playing else status.next_scenario
    return discord.Embed(title="Content note", description=content_note(pack, scenario)[:4000], colour=COLOUR)


def recap_embeds(recap: Recap, content: ContentPack) -> list[discord.Embed]:
    lines: list[str] = []
    for item in recap.items:
        lines += story_lines(item.events, content, item.scenario)
    if not lines:
        return [
            discord.Embed(
                title="Previously on Holding On…", description="Nothing has been played here yet.", colour=COLOUR
            )
        ]
    if recap.truncated:
        lines.insert(0, "*(A long session: here is its latest part.)*")
    texts = chunks(lines, 3900)
    kept: list[str] = []
    for text in reversed(texts):  # one message holds 6000 characters: the latest part of a long session
        if sum(map(len, kept)) + len(text) > 5600:
            break
        kept.insert(0, text)
    if len(kept) < len(texts):
        kept[0] = "*(…earlier in the session)*\n" + kept[0]
    embeds = [discord.Embed(description=text, colour=COLOUR) for text in kept]
    embeds[0].title = "Previously on Holding On…"
    return embeds


def seat_order(text: str, status: CampaignStatus) -> list[int]:
    """'Ana, Ben, @cy' (Nurse names or mentions) -> user ids in that order."""
    by_name = {name_key(seat.nurse_name): seat.user_id for seat in status.seats}
    order: list[int] = []
    for word in (w for w in re.split(r"[,\s]+", text) if w):
        mention = re.fullmatch(r"<@!?(\d{1,20})>", word)
        user_id = int(mention[1]) if mention else by_name.get(name_key(word))
        if user_id is None:
            raise Refused(
                f"There is no Nurse called {shown(word)} at this table.",
                [f"order:{', '.join(seat.nurse_name for seat in status.seats)}"],
            )
        order.append(user_id)
    return order


def welcome_text(where: str, nurse: str, language: str = "en") -> str:
    return f"**{where}**\n" + t(language, "campaign-welcome", nurse=nurse)
