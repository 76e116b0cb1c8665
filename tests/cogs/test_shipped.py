"""The shipped campaign's scenario 1, played to its end on Discord: Discord's limits kept, nothing hidden posted."""

from __future__ import annotations

from collections.abc import Callable

from bot.config import Settings
from tests.cogs.conftest import shipped_pack
from tests.cogs.game import Table, drain_outbox, make_bot, public_messages
from tests.cogs.harness import Harness, Said
from tests.db.helpers import Seeds


def _text_without_pictures(said: Said) -> str:
    return "\n".join([said.content, str(said.embeds), str(said.components)])


def _embed_size(embed: dict) -> int:
    fields = "".join(f["name"] + f["value"] for f in embed.get("fields", []))
    return len((embed.get("title") or "") + (embed.get("description") or "") + fields)


async def test_scenario_one_of_the_shipped_pack_plays_to_its_end(make_settings: Callable[..., Settings]) -> None:
    pack = shipped_pack()
    async with Harness.start(make_bot(make_settings(), pack, Seeds(4))) as h:
        table = Table(h)
        await table.open()
        await table.play(until=lambda s: False, limit=2000)
        await drain_outbox(h.bot)
        assert (await h.bot.table.status(table.channel_id)).playing is None
        ending = public_messages(table.steps[-1][2])[0]
        assert ending.embed_titles[0] in ("Scenario 1 won", "Scenario 1 lost")

        for said in h.said:
            assert len(said.content) <= 2000 and len(said.embeds) <= 10
            assert sum(_embed_size(e) for e in said.embeds) <= 6000
            assert all(len(cid) <= 100 for cid in said.custom_ids())
        channel = "\n".join(_text_without_pictures(s) for s in h.messages_in())
        for memory in pack.memories:
            assert memory.quote not in channel  # Billy's voice is by DM (D2)
            assert memory.id not in channel
        dms = [s for s in h.said if s.audience == "dm"]
        assert dms and all(s.content.startswith("**Holding On · Holding On Night › #campaign**") for s in dms)
