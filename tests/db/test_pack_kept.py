"""A game speaks in the words of the pack it started with, even after the shipped pack changes (Versions)."""

from __future__ import annotations

from bot.games.holding_on.engine import ContentPack
from tests.db.helpers import open_table, seated
from tests.fixtures.pack import fixture_pack_data

CHANNEL = 4242


def _pack(hash_: str, quote_prefix: str) -> ContentPack:
    data = fixture_pack_data()
    for memory in data["memories"]:
        memory["quote"] = f"{quote_prefix} {memory['timeline']}.{memory['position']}"
    data["hash"] = hash_
    return ContentPack.model_validate(data)


async def test_replies_and_dms_name_the_pack_their_game_started_with(store_target):
    packs = {"now": _pack("first-edition", "first words")}
    store, table = await open_table(store_target, lambda: packs["now"])
    try:
        started = await seated(table, CHANNEL)
        packs["now"] = _pack("second-edition", "second words")  # the shipped pack changes mid-attempt
        kept = await table.pack("holding_on", started.pack_hash)
        assert kept.memories[0].quote.startswith("first words")
        assert (await table.pack("holding_on", None)).memories[0].quote.startswith("second words")
        assert (await table.status(CHANNEL)).playing["pack_hash"] == started.pack_hash  # /board, /memories

        reply, seen_delivery = started, None
        for _ in range(400):  # play on until a private card is delivered
            moving = [a for a in reply.legal if a.kind not in ("tokens", "pool")]
            talk = [a for a in moving if a.choice == "palliative"]  # palliative draws bring private cards
            action = (talk or moving or [None])[0]
            if action is None:
                break
            users = (await table.status(CHANNEL)).playing["seat_users"]
            reply = await table.act(CHANNEL, users[action.seat], [action])
            assert reply.pack_hash == started.pack_hash
            if reply.deliveries:
                seen_delivery = reply.deliveries[0]
                break
        assert seen_delivery is not None
        assert seen_delivery.payload["pack"] == started.pack_hash
    finally:
        await store.close()
