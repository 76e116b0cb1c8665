"""`/campaign …`: opening a table, seats, options, stand-ins, status, recap, undo, abandon, export."""

from __future__ import annotations

import json
from collections.abc import Callable

import discord

from bot.config import Settings
from bot.games.holding_on.engine import legal_actions
from tests.cogs.game import Table, make_bot, public_messages
from tests.cogs.harness import ChannelSpec, GuildSpec, Harness
from tests.fixtures.pack import fixture_pack


async def test_new_checks_the_bots_permissions_and_says_what_is_missing(
    make_settings: Callable[..., Settings],
) -> None:
    denied = discord.Permissions(attach_files=True, embed_links=True)
    guild = GuildSpec(channels=(ChannelSpec("campaign", bot_denied=denied), ChannelSpec("elsewhere")))
    async with Harness.start(make_bot(make_settings()), guild=guild) as h:
        refused = (await h.slash("campaign new", user="host")).reply
        assert refused.ephemeral and "Embed Links" in refused.content and "Attach Files" in refused.content
        assert "Send Messages" not in refused.content
        assert "no campaign" in (await h.slash("campaign status", user="host")).reply.content
        opened = (await h.slash("campaign new", user="host", channel="elsewhere")).reply
        assert not opened.ephemeral and opened.channel_id == h.place("elsewhere").id


async def test_new_shows_the_content_note_and_one_campaign_per_channel(harness: Harness) -> None:
    from tests.cogs.conftest import shipped_pack

    opened = (await harness.slash("campaign new", user="ana")).reply
    assert not opened.ephemeral and "Content note" in opened.text()
    assert shipped_pack().pack.content_note[:60] in opened.text()
    again = (await harness.slash("campaign new", user="ben")).reply
    assert again.ephemeral and "already has a campaign" in again.content


async def test_status_shows_the_content_note_on_request(harness: Harness) -> None:
    from tests.cogs.conftest import shipped_pack

    await harness.slash("campaign new", user="ana")
    plain = (await harness.slash("campaign status", user="ben")).reply
    assert plain.ephemeral and "Content note" not in plain.embed_titles
    asked = (await harness.slash("campaign status", user="ben", note=True)).reply
    assert asked.ephemeral and asked.embed_titles[-1] == "Content note"
    assert shipped_pack().pack.content_note[:60] in asked.embeds[-1]["description"]


async def test_host_only_steps_are_refused_to_others_and_allowed_with_manage_server(
    make_settings: Callable[..., Settings],
) -> None:
    async with Harness.start(make_bot(make_settings())) as h:
        table = Table(h, host="ana")
        await table.open(start=False)
        refused = (await h.slash("campaign options", user="ben", billy_voice="channel")).reply
        assert refused.ephemeral and "Only the host" in refused.content
        listed = (await h.slash("campaign options", user="ben")).reply
        assert listed.ephemeral and "`billy_voice` = **by DM**" in listed.content  # words, not stored values
        changed = (await h.slash("campaign options", user="host", billy_voice="channel")).reply  # Manage Server
        assert not changed.ephemeral and "apply from the next scenario attempt" in changed.content
        status = await h.bot.table.status(table.channel_id)
        assert status.options["billy_voice"] == "channel"
        house = (await h.slash("campaign options", user="ana", contact_tile_clears=True)).reply  # R18 house rule
        assert not house.ephemeral and "`contact_tile_clears` = on" in house.content  # values in words
        assert (await h.bot.table.status(table.channel_id)).options["contact_tile_clears"] is True
        assert (await h.slash("campaign export", user="ben")).reply.ephemeral
        assert "Only the host" in (await h.slash("campaign abandon", user="ben")).reply.content


async def test_billy_voice_in_the_channel_posts_the_quote_there(make_settings: Callable[..., Settings]) -> None:
    pack = fixture_pack()
    async with Harness.start(make_bot(make_settings(), pack)) as h:
        table = Table(h)
        await table.open(start=False)
        await h.slash("campaign options", user="host", billy_voice="channel")
        await h.slash("campaign start", user="host")
        await table.play(until=lambda s: bool(s.sm_board_partials) or any(st.partials for st in s.staff.values()))
        text = "\n".join(s.text() for s in h.messages_in("campaign"))
        assert "Billy: “quote of memory" in text
        assert not [dm for p in table.players for dm in h.dms_to(p) if "Read this aloud" in dm.content]


async def test_join_leave_standin_status_recap(make_settings: Callable[..., Settings]) -> None:
    async with Harness.start(make_bot(make_settings())) as h:
        table = Table(h, players=("ana", "ben"))
        await table.open(start=False)
        joined = [s for s in h.messages_in() if "joins the table as Nurse **Ben**" in s.content]
        assert joined and h.person("ben").mention in joined[0].content
        assert "Direct Messages" not in "".join(s.content for s in h.ephemeral_to("ben"))  # her DMs are open
        assert "as Nurse Ben" in h.dms_to("ben")[0].content
        await h.slash("campaign join", user="cy", nurse_name="Cy")
        left = (await h.slash("campaign leave", user="cy")).reply
        assert not left.ephemeral and "leaves the table" in left.content

        await h.slash("campaign start", user="host", order="Ben, Ana")
        state = await table.state()
        assert state.seats == ["Ben", "Ana"]
        assert "seats change between attempts" in (await h.slash("campaign leave", user="ana")).reply.content

        standin = (await h.slash("campaign standin", user="host", seat="Ana", member="dee")).reply
        assert not standin.ephemeral and "now plays Nurse **Ana**" in standin.content
        hand = (await h.slash("hand", user="dee")).reply
        assert hand.ephemeral and "Your hand: Nurse Ana" in hand.text()
        away = (await h.slash("shift reveal", user="ana")).reply
        assert away.ephemeral and "standing in" in away.content
        back = (await h.slash("campaign standin", user="host", seat="Ana")).reply
        assert "played by" in back.content and h.person("ana").mention in back.content

        status = (await h.slash("campaign status", user="cy")).reply
        assert status.ephemeral and "Playing: scenario 1, attempt 1" in status.text()
        recap = (await h.slash("campaign recap", user="cy")).reply
        assert not recap.ephemeral and "Previously on Holding On" in recap.text() and "# Scenario 1" in recap.text()


async def test_undo_then_abandon(make_settings: Callable[..., Settings]) -> None:
    async with Harness.start(make_bot(make_settings())) as h:
        table = Table(h)
        await table.open()
        state = await table.state()
        manager = table.player_of(state, state.shift_manager)
        await h.slash("shift reveal", user=manager)
        assigned = await h.slash("shift assign", user=manager, staff="Ana")
        assert "Ana is assigned" in public_messages(assigned)[0].text()
        refused = (await h.slash("campaign undo", user=next(p for p in table.players if p != manager))).reply
        assert refused.ephemeral and "Only the host or the Shift Manager" in refused.content
        undone = await h.slash("campaign undo", user=manager)
        (message,) = public_messages(undone)
        assert "Undone: assign Ana" in message.text()
        assert any(cid.endswith(":assign.s=n0") for cid in message.custom_ids())  # open again, with its button
        assert any(a.key() == "assign.s=n0" for a in legal_actions(await table.state()))

        abandoned = await h.slash("campaign abandon", user="host")
        (message,) = public_messages(abandoned)
        assert "Scenario 1 (attempt 1) was abandoned" in message.text() and not message.components
        offered = h.messages[public_messages(undone)[0].message_id]
        assert all(c.get("disabled") for row in offered["components"] for c in row["components"])
        status = (await h.slash("campaign status", user="ana")).reply
        assert "Scenario 1: /campaign start" in status.text()


async def test_export_is_sent_to_the_host_by_dm_and_nowhere_else(make_settings: Callable[..., Settings]) -> None:
    async with Harness.start(make_bot(make_settings())) as h:
        table = Table(h, host="ana")
        await table.open()
        seed = (await table.state()).seed
        answer = (await h.slash("campaign export", user="host")).reply  # Manage Server may ask; the host gets it
        assert answer.ephemeral and f"Sent to {h.person('ana').mention} by DM" in answer.content
        (sent,) = [dm for dm in h.dms_to("ana") if dm.attachments]
        (file,) = sent.attachments
        assert file.filename.endswith(".json") and str(seed) in file.data.decode()
        json.loads(file.data)
        assert "spoilers" in sent.content
        assert not [s for s in h.said if s.attachments and s.audience != "dm" and file.filename in s.text()]
        assert not any(str(seed) in s.text() for s in h.said if s is not sent)
        assert not any(str(seed) in line for line in h.log_lines())


async def test_an_exported_file_imports_back_into_another_channel_refused_to_others(
    make_settings: Callable[..., Settings],
) -> None:
    from tests.cogs.harness import SentFile

    async with Harness.start(make_bot(make_settings())) as h:
        table = Table(h, host="ana")
        await table.open()
        await h.slash("campaign export", user="ana")
        (sent,) = [dm for dm in h.dms_to("ana") if dm.attachments]
        upload = SentFile("campaign.json", sent.attachments[0].data)
        await h.slash("campaign abandon", user="ana")

        refused = await h.slash("campaign import", user="ben", file=upload)
        assert all(s.ephemeral for s in refused.answers if s.kind != "defer")
        assert "Only the host" in refused.said[-1].content
        bad = await h.slash("campaign import", user="ana", file=SentFile("x.json", b"{not json"))
        assert "cannot be imported" in bad.said[-1].content and bad.said[-1].ephemeral
        restored = await h.slash("campaign import", user="ana", file=upload)
        public = [s for s in restored.answers if s.audience == "channel" and s.kind == "message"]
        assert public and "restored this channel's campaign" in public[0].content
        status = await h.bot.table.status(table.channel_id)
        assert status.playing is not None and status.playing["chapter"] == 1  # as it was when exported
