"""`python -m bot invite`: the link that puts the bot on a server, with exactly the permissions it uses.

The permissions are the ones the bot checks before it posts or plans a night (bot/app/channel_permissions.py),
so the link cannot ask for more or less than the code needs. The application's id is read from the bot's
token (its first part is the bot user's id, which is the application's), or given with --client-id; nothing
is sent anywhere.
"""

from __future__ import annotations

import argparse
import base64
import binascii
import sys

import discord

from bot.app.channel_permissions import NIGHTS, POSTING, STAGE_NIGHTS, VOICE_NIGHTS

SCOPES = ("bot", "applications.commands")
WHY = {
    "view_channel": "see the channels it plays in",
    "send_messages": "post the moves of a seat it plays, a night's reminders and story (answers need none)",
    "send_messages_in_threads": "the same in a thread",
    "embed_links": "the story of each decision, as embeds",
    "attach_files": "the board and memory pictures",
    "create_events": "campaign nights: each night a Scheduled Event (optional: without it, no nights)",
    "connect": "a campaign night held in a voice channel (optional)",
    "manage_channels": "a campaign night held in a stage channel, with the next two (optional; rarely wanted)",
    "mute_members": "(stage nights only)",
    "move_members": "(stage nights only)",
}
OPTIONAL = (*NIGHTS, *VOICE_NIGHTS, *STAGE_NIGHTS)


def permissions(*, nights: bool = True, stage: bool = False) -> discord.Permissions:
    names = [*POSTING, *(NIGHTS + VOICE_NIGHTS if nights else ()), *(STAGE_NIGHTS if stage else ())]
    return discord.Permissions(**dict.fromkeys(names, True))


def client_id_of(token: str) -> int | None:
    """The bot user's id, from the first part of its token (base64 of the id), or None when it is not one."""
    first = token.strip().split(".", 1)[0]
    try:
        decoded = base64.b64decode(first + "=" * (-len(first) % 4), validate=False).decode("ascii")
    except (binascii.Error, UnicodeDecodeError, ValueError):
        return None
    return int(decoded) if decoded.isdigit() and 0 < int(decoded) < 2**64 else None


def url(client_id: int, granted: discord.Permissions) -> str:
    scope = "+".join(SCOPES)
    return f"https://discord.com/oauth2/authorize?client_id={client_id}&scope={scope}&permissions={granted.value}"


def main(args: argparse.Namespace) -> int:
    client_id = args.client_id
    if client_id is None:
        from bot.config import ConfigError, load_settings

        try:
            client_id = client_id_of(load_settings().discord_token.get_secret_value())
        except ConfigError as wrong:
            if wrong.variable != "DISCORD_TOKEN":  # another setting is wrong: the bot would not start either
                print(wrong, file=sys.stderr)
                return 2
    if client_id is None:  # no token, a placeholder, or not a bot token
        print(
            "Give the application's id with --client-id (Developer Portal → your application → General "
            "Information → Application ID), or set DISCORD_TOKEN in .env first.",
            file=sys.stderr,
        )
        return 2
    granted = permissions(nights=not args.no_nights, stage=args.stage)
    print(url(client_id, granted))
    print()
    print("It asks for these permissions, and why:")
    for name in [n for n in WHY if getattr(granted, n)]:
        optional = " (optional)" if name in OPTIONAL and "optional" not in WHY[name] else ""
        print(f"  {name.replace('_', ' ').title()}: {WHY[name]}{optional}")
    print("No privileged intent is needed. --no-nights leaves out the nights' permissions; --stage adds a stage's.")
    return 0
