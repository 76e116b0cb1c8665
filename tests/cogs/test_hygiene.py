"""Discord hygiene (issue 11): intents, command sync, choice labels, old buttons after a restart, DM delivery ids."""

from __future__ import annotations

import json
import re
from collections.abc import Callable

import discord

from bot.app.client import HoldingOnBot
from bot.config import Settings
from bot.games.holding_on.engine import legal_actions
from bot.games.shelf import hosted_games
from tests.cogs.conftest import shipped_pack
from tests.cogs.game import Table, drain_outbox, make_bot
from tests.cogs.harness import DEFAULT_GUILD_ID, Harness
from tests.cogs.probe import ProbeBot
from tools.policies import BaselinePolicy

GLOBAL_SYNC = "PUT /applications/{application_id}/commands"
GUILD_SYNC = "PUT /applications/{application_id}/guilds/{guild_id}/commands"


def test_the_bot_asks_for_guilds_and_their_scheduled_events_and_nothing_else(
    make_settings: Callable[..., Settings],
) -> None:
    assert HoldingOnBot(make_settings()).intents == discord.Intents(guilds=True, guild_scheduled_events=True)


async def test_commands_are_synced_only_when_they_changed(make_settings: Callable[..., Settings]) -> None:
    settings = make_settings()
    async with Harness.start(HoldingOnBot(settings, games=hosted_games(packs={"holding_on": shipped_pack()}))) as h:
        assert len(h.requests_to(GLOBAL_SYNC)) == 1  # a new database: never synced
    async with Harness.start(HoldingOnBot(settings, games=hosted_games(packs={"holding_on": shipped_pack()}))) as h:
        assert h.requests_to(GLOBAL_SYNC) == []  # a restart with the same commands: nothing to send
        assert (await h.slash("rules", topic="R1")).reply.embed_titles  # and the commands still answer
    async with Harness.start(ProbeBot(settings, games=hosted_games(packs={"holding_on": shipped_pack()}))) as h:
        (sync,) = h.requests_to(GLOBAL_SYNC)  # one command more: synced again
        assert "probe" in [command["name"] for command in sync.json]
    async with Harness.start(HoldingOnBot(settings.model_copy(update={"dev_guild_id": DEFAULT_GUILD_ID}))) as h:
        assert len(h.requests_to(GUILD_SYNC)) == 1 and h.requests_to(GLOBAL_SYNC) == []  # another target


async def test_choices_are_labelled_in_words_people_read(harness: Harness) -> None:
    (sync,) = harness.requests_to(GLOBAL_SYNC)
    campaign = next(command for command in sync.json if command["name"] == "campaign")
    options = next(sub for sub in campaign["options"] if sub["name"] == "options")["options"]
    choices = {option["name"]: option.get("choices", []) for option in options}
    readings = [{"name": c["name"], "value": c["value"]} for c in choices["senior_reading"]]
    assert readings == [{"name": "English", "value": "en"}, {"name": "Deutsch", "value": "de"}]
    # In German and French the readings say which edition's rule they are (issue 16).
    assert choices["senior_reading"][1]["name_localizations"] == {
        "de": "deutsche Lesart (deutsche Regel)",
        "fr": "règle allemande",
    }
    assert choices["two_player_reading"] == choices["senior_reading"]
    assert [c["value"] for c in choices["billy_voice"]] == ["dm", "channel"]
    assert all(c["name"] not in ("dm", "channel") for c in choices["billy_voice"])
    listed = await harness.slash("campaign options", user="host")
    assert listed.reply.ephemeral  # no campaign yet: refused, but the words were checked above


async def test_after_a_restart_an_old_decision_message_is_disabled_the_first_time_anyone_touches_the_channel(
    make_settings: Callable[..., Settings],
) -> None:
    settings = make_settings()
    async with Harness.start(make_bot(settings)) as h:
        table = Table(h)
        await table.open()
        state = await table.state()
        asking = table.decision_message()
        offer = dict(h.messages[asking.message_id])
        # The reveal is saved, but the bot stops before it could show it (or disable the old buttons).
        await h.bot.table.command(
            table.channel_id, h.person(table.player_of(state, state.shift_manager)).id, "shift reveal"
        )

    async with Harness.start(make_bot(settings)) as h2:
        h2.messages[int(offer["id"])] = offer  # the message is still in the channel after our restart
        assert not any(c.get("disabled") for row in offer["components"] for c in row["components"])
        await h2.slash("help", user="dee")  # not even a decision: someone merely touches the channel
        after = h2.messages[int(offer["id"])]["components"]
        assert all(c.get("disabled") for row in after for c in row["components"])


async def test_a_still_open_decision_message_is_left_enabled_after_a_restart(
    make_settings: Callable[..., Settings],
) -> None:
    settings = make_settings()
    async with Harness.start(make_bot(settings)) as h:
        table = Table(h)
        await table.open()
        offer = dict(h.messages[table.decision_message().message_id])

    async with Harness.start(make_bot(settings)) as h2:
        h2.messages[int(offer["id"])] = offer
        await h2.slash("help", user="dee")
        assert not any(
            c.get("disabled") for row in h2.messages[int(offer["id"])]["components"] for c in row["components"]
        )
        table2 = Table(h2)
        state = await table2.state()
        (reveal,) = legal_actions(state)
        await table2.press(reveal, table2.player_of(state, reveal.seat), on=offer)  # and it still works


async def test_a_press_answered_in_place_keeps_its_offer_in_the_decisions_own_transaction(
    make_settings: Callable[..., Settings],
) -> None:
    """Issue 37: the message that offers the next decision is written with the decision, not after it; only an
    answer that is a new message (its id unknown until sent) is kept by a write of its own."""
    async with Harness.start(make_bot(make_settings())) as h:
        table = Table(h)
        await table.open()
        kept_after: list[str] = []
        keep = h.bot.table.keep

        async def counted(key: str, value: str) -> None:
            kept_after.append(key)
            await keep(key, value)

        h.bot.table.keep = counted  # type: ignore[method-assign]
        key = f"decision_message:{table.channel_id}"
        seen = set()
        policy = BaselinePolicy(1)
        for _ in range(60):
            state = await table.state()
            action, before = policy.choose(state, legal_actions(state)), state.version
            pressed = table.decision_message()
            kept_after.clear()
            exchange = await table.press(action, table.player_of(state, action.seat), on=pressed)
            version = (await h.bot.table.status(table.channel_id)).playing["version"]
            if version == before:
                continue  # "already so": nothing written
            stored = json.loads(await h.bot.table.kept(key) or "null")
            if exchange.acknowledged == discord.InteractionResponseType.message_update.value:
                assert kept_after == [], "a press answered in place wrote its offer a second time"
                assert (stored["message"], stored["version"]) == (pressed.message_id, version)
                assert _shown(stored["rows"]) == _shown(h.messages[pressed.message_id]["components"])
                seen.add("in place")
            else:  # a new message (the turn passed to someone the pressed one did not name): kept once, after
                assert kept_after == [key]
                assert stored["message"] == table.decision_message().message_id != pressed.message_id
                seen.add("new message")
            if seen == {"in place", "new message"}:
                break
        assert seen == {"in place", "new message"}


async def test_each_dm_names_its_delivery_so_a_repeat_is_recognisable(make_settings: Callable[..., Settings]) -> None:
    async with Harness.start(make_bot(make_settings())) as h:
        table = Table(h)
        await table.open()
        await table.play(until=lambda s: bool(s.sm_board_partials) or any(x.partials for x in s.staff.values()))
        await drain_outbox(h.bot)
        campaign = (await h.bot.table.status(table.channel_id)).campaign_id
        sent = [d for d in await h.bot.table.store.deliveries(campaign) if d.status == "sent"]
        assert sent
        for delivery in sent:  # one decision's cards for one player share one DM, which names them all
            (dm,) = [m for m in h.dms_to(delivery.recipient_user_id) if delivery.id in _delivery_ids(m.content)]
            assert "same card" in dm.content


def _shown(rows: list[dict]) -> list[tuple[str, str]]:
    """The buttons and selects of rows of components (Discord adds an `id` to each when it keeps a message)."""
    return [(c["custom_id"], c.get("label", "")) for row in rows for c in row["components"]]


def _delivery_ids(content: str) -> list[int]:
    found = re.search(r"Deliver(?:y|ies) ([\d, ]+):", content)
    return [int(part) for part in found.group(1).split(",")] if found else []
