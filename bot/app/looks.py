"""Words and pictures for looking at the table: the board, the memories, a hand, what to do now.

The board and the memories are drawn from the public view only; a hand
(`view(state, seat)`) is shown only in an ephemeral reply to its holder.
"""

from __future__ import annotations

import discord

from bot.app.campaign_text import waiting_words

HAND_COLOUR = 0x7A5A9A
KIND_COMMANDS = {
    "reveal": "/shift reveal",
    "assign": "/shift assign",
    "cover": "/shift cover",
    "extra": "/shift extra",
    "call": "/shift call",
    "end_staffing": "/shift done",
    "send_on_leave": "/shift leave",
    "care": "/care medical or /care palliative",
    "tokens": "/care tokens",
    "pool": "/care pool",
    "resolve": "/care resolve",
    "bonus": "/care bonus",
    "give_token": "/care bonus",
    "talker": "/care palliative talker:",
    "focus": "/care steer",
    "inquire": "/inquire",
    "stop_inquiry": "/inquire stop",
}
GENERAL_HELP = (
    "**Holding On at this table**\n"
    "• `/campaign new`, `/campaign join`, `/campaign start`: open a table, take a seat, play.\n"
    "• Decisions come as buttons on the message that asks for them; `/decide` lists yours by name.\n"
    "• Shift Manager: `/shift reveal`, `/shift assign`, `/shift cover`, `/shift extra`, `/shift done`, "
    "`/shift leave`.\n"
    "• Care: `/care medical`, `/care tokens`, `/care resolve`, `/care palliative`, `/care bonus`; "
    "`/inquire 3` asks Billy about timeline 3.\n"
    "• Looking: `/board`, `/memories`, `/hand` (only you see it), `/rules`."
)


def hand_embed(seat_view: dict) -> discord.Embed:
    """One seat's face-down cards and tokens (RULINGS D1), for her eyes only."""
    hand = seat_view["hand"]
    embed = discord.Embed(
        title=f"Your hand: Nurse {seat_view['name']}",
        colour=HAND_COLOUR,
        description=f"Care Tokens **{hand['tokens']}** · Stress **{hand['stress']}**",
    )
    partials = [f"Timeline {card['timeline']}: “{card['quote']}”" for card in hand["partials"]]
    embed.add_field(name="Partial Memories (face down)", value="\n".join(partials)[:1024] or "none", inline=False)
    clears = [f"Timeline {card['timeline']}" for card in hand["clears"]]
    embed.add_field(name="Clear Memories (face down)", value=", ".join(clears)[:1024] or "none", inline=False)
    if hand.get("sm_board"):
        board = [f"Timeline {card['timeline']}: “{card['quote']}”" for card in hand["sm_board"]]
        embed.add_field(name="Shift Manager Board (you hold it today)", value="\n".join(board)[:1024], inline=False)
    return embed


def help_text(public: dict | None, mine: list[tuple[str, str]], nurses: list[str]) -> str:
    """What this player can do now: her open decisions (label, key) and the commands for them."""
    if public is None:
        return GENERAL_HELP
    seats = public["seats"]
    roles = []
    for nurse in nurses:
        role = " (Shift Manager today)" if seats.index(nurse) == public["shift_manager"] else ""
        roles.append(f"Nurse {nurse}{role}")
    lines = [
        f"You play {', '.join(roles) or 'no Nurse in this scenario'}. "
        f"Day {public['day']}, {public['shift_name']} shift."
    ]
    if mine:
        lines.append("**Open to you now** (the buttons, or these commands):")
        for label, key in mine:
            kind = key.split(".", 1)[0]
            lines.append(f"• {label}: {KIND_COMMANDS.get(kind, '/decide')}")
    else:
        lines.append(f"Nothing is waiting for you now. Waiting for: {waiting_words(public)}.")
    lines.append("Look: /board, /memories, /hand. Rules: /rules.")
    return "\n".join(lines)
