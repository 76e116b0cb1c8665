"""What the bot needs in a channel to post there itself, and whether it has it.

An interaction's answer goes through the interaction's own webhook and needs no permission in the channel;
the bot's OWN posts do (its token, `POST /channels/{id}/messages`): the moves of a seat it plays, a night's
reminder and story, a decision told after Discord let its interaction go, and the edit that retires old
buttons. Discord refuses them without View Channel (50001) and Send Messages (50013; Send Messages in
Threads in a thread), and a post with a picture without Attach Files; without Embed Links it drops the
story's embeds. So a table checks them when it opens (`/campaign new`, `/hands start`), when the bot is given
a seat or a night is planned, and again before the bot moves (a role changed since).
"""

from __future__ import annotations

import discord

from bot.i18n import t

# What the bot asks of a server, stated once: the checks below read it, and `python -m bot invite` prints it.
POSTING = ("view_channel", "send_messages", "send_messages_in_threads", "embed_links", "attach_files")
NIGHTS = ("create_events",)  # a campaign night's Scheduled Event
VOICE_NIGHTS = ("connect",)  # ... held in a voice channel (View Channel is asked already)
STAGE_NIGHTS = ("manage_channels", "mute_members", "move_members")  # ... in a stage channel: Discord asks these


def missing_in(granted: discord.Permissions, *, thread: bool) -> list[str]:
    """The permission names (discord.Permissions attributes) the bot lacks to post a table's messages. Without
    View Channel Discord denies everything else, and without Send Messages embeds and files too: only the
    first that blocks is named (the others may well be granted)."""
    send = "send_messages_in_threads" if thread else "send_messages"
    for gate in ("view_channel", send):
        if not getattr(granted, gate):
            return [gate]
    return [name for name in ("embed_links", "attach_files") if not getattr(granted, name)]


def missing_for(interaction: discord.Interaction) -> list[str]:
    """What the bot lacks in the interaction's channel (Discord says what the bot may do there: app_permissions)."""
    return missing_in(interaction.app_permissions, thread=isinstance(interaction.channel, discord.Thread))


def missing_now(client: discord.Client, channel_id: int) -> list[str]:
    """What the bot lacks in a channel now, from what the gateway told this process (roles, overwrites); nothing
    when the channel is not in its cache (an archived thread): Discord's answer to the post will tell."""
    channel = client.get_channel(channel_id)
    if not isinstance(channel, discord.TextChannel | discord.Thread | discord.VoiceChannel | discord.StageChannel):
        return []
    return missing_in(channel.permissions_for(channel.guild.me), thread=isinstance(channel, discord.Thread))


def missing_words(lang: str, missing: list[str]) -> str:
    """'View Channel, Send Messages', in the reader's language."""
    return ", ".join(t(lang, "permission", name=name) for name in missing)


def missing_for_events(guild: discord.Guild, place: object) -> tuple[list[str], str]:
    """What the bot lacks to create (and then start, end, cancel) a night's Scheduled Event, and where: Discord
    asks Create Events (its own events it may then edit with it too), and in a voice channel View Channel and
    Connect, in a stage channel Manage Channels, Mute Members and Move Members (resources/guild-scheduled-event,
    Permissions Requirements). ("server", […]) for the role, ("place", […]) for the voice or stage channel."""
    me = guild.me
    if not me.guild_permissions.create_events:
        return list(NIGHTS), "server"
    if isinstance(place, discord.StageChannel):
        needed: tuple[str, ...] = (*NIGHTS, *STAGE_NIGHTS)
    elif isinstance(place, discord.VoiceChannel):
        needed = (*NIGHTS, "view_channel", *VOICE_NIGHTS)
    else:
        return [], "server"
    granted = place.permissions_for(me)
    return [name for name in needed if not getattr(granted, name)], "place"
