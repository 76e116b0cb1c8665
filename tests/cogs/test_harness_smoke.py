"""The harness itself: fails loudly when a discord.py upgrade moves what it leans on, and proves each fake path.

If a test in the first group fails after an upgrade, fix tests/cogs/harness.py
(and only it) before trusting any other tests/cogs result.
"""

from __future__ import annotations

import inspect
from collections.abc import AsyncIterator, Callable

import discord
import pytest
from discord.app_commands import CommandTree
from discord.http import HTTPClient, Route
from discord.interactions import Interaction, InteractionCallbackResponse
from discord.state import ConnectionState
from discord.webhook.async_ import AsyncWebhookAdapter

from bot.config import Settings
from tests.cogs.harness import WAITED_TASK_PREFIXES, ChannelSpec, GuildSpec, Harness, HarnessFailure
from tests.cogs.probe import ProbeBot

# --------------------------------------------------------------------------- the private API the harness uses


def test_discord_py_is_the_pinned_minor_version() -> None:
    assert discord.version_info.major == 2 and discord.version_info.minor == 7, (
        f"discord.py {discord.__version__}: the harness was written against 2.7; re-check tests/cogs/harness.py"
    )


def test_the_patched_seam_is_still_the_one_aiohttp_session_beneath_discord_py() -> None:
    # The fake Discord is the aiohttp session discord.py's HTTP client opens at login (tests/fake_discord/wire.py):
    # REST goes through it with discord.py's own rate limits, and so do interaction responses (the webhook adapter).
    assert "aiohttp.ClientSession(" in inspect.getsource(HTTPClient.static_login)
    assert "self.connector is MISSING" in inspect.getsource(HTTPClient.static_login)
    assert "self.__session.request(method, url, **kwargs)" in inspect.getsource(HTTPClient.request)
    assert "session.request(" in inspect.getsource(AsyncWebhookAdapter.request)
    assert "X-Ratelimit-Remaining" in inspect.getsource(HTTPClient.request)
    for name in ("parse_guild_create", "parse_interaction_create", "call_handlers"):
        assert callable(getattr(ConnectionState, name, None)), f"ConnectionState.{name} is gone"
    assert hasattr(discord.webhook.async_, "async_context"), "interaction responses no longer use async_context"
    assert Route.BASE == "https://discord.com/api/v10"


def test_interactions_still_take_the_session_and_parse_the_callback_body() -> None:
    # Interaction.__init__ reads the HTTP session by its mangled name.
    assert "_HTTPClient__session" in inspect.getsource(Interaction.__init__)
    # discord.py 2.7 parses {"interaction": …, "resource": …} from the callback.
    source = inspect.getsource(InteractionCallbackResponse._update)
    assert "data['interaction']" in source and "resource" in source


def test_the_task_names_the_harness_waits_for_are_still_given() -> None:
    sources = {
        "CommandTree-invoker": inspect.getsource(CommandTree._from_interaction),
        "discord-ui-view-dispatch": inspect.getsource(discord.ui.View._dispatch_item),
        "discord.py: ": inspect.getsource(discord.Client._schedule_event),
        "discord-ui-modal-dispatch": inspect.getsource(discord.ui.Modal._dispatch_submit),
        "discord-ui-dynamic-item": inspect.getsource(discord.ui.view.ViewStore.dispatch_dynamic_items),
    }
    for prefix, source in sources.items():
        assert prefix in WAITED_TASK_PREFIXES
        assert prefix in source, f"discord.py no longer names its tasks {prefix!r}…"


# --------------------------------------------------------------------------- every fake path, through a probe cog


@pytest.fixture
async def probe(make_settings: Callable[..., Settings]) -> AsyncIterator[Harness]:
    guild = GuildSpec(channels=(ChannelSpec("campaign"), ChannelSpec("night shift", thread_of="campaign")))
    async with Harness.start(ProbeBot(make_settings()), guild=guild, dm_closed=["dee"]) as h:
        yield h


async def test_a_slash_command_round_trips(harness: Harness) -> None:
    assert [r.route for r in harness.requests[:2]] == ["GET /users/@me", "GET /oauth2/applications/@me"]
    exchange = await harness.slash("rules", topic="R3", user="ben")
    reply = exchange.reply
    assert reply.via == "response" and reply.ephemeral and reply.interaction_user_id == harness.person("ben").id
    assert reply.channel_id == harness.channel.id
    assert harness.requests[-1].route == "POST /interactions/{interaction_id}/{interaction_token}/callback"


async def test_buttons_are_bound_to_the_message_and_a_select_sends_values(probe: Harness) -> None:
    posted = (await probe.slash("probe buttons")).reply
    assert posted.audience == "channel" and set(posted.custom_ids()) == {"probe:press", "probe:off", "probe:pick"}

    with pytest.raises(AssertionError, match="disabled"):
        await probe.click(posted, "probe:off", user="ben")

    picked = await probe.click(posted, "probe:pick", user="cy", values=["b"])
    assert picked.reply.content == "picked b" and picked.reply.visible_to(probe.person("cy"))
    assert not picked.reply.visible_to(probe.person("ben"))

    pressed = await probe.click(posted, "probe:press", user="ben")
    assert pressed.reply.kind == "edit" and pressed.reply.via == "update"
    assert pressed.reply.content == "pressed by ben" and pressed.reply.components == []
    assert probe.messages[posted.message_id]["content"] == "pressed by ben"


async def test_dms_arrive_and_closed_dms_answer_50007(probe: Harness) -> None:
    sent = await probe.slash("probe dm", secret="Clear memory 3.2", user="ana")
    assert sent.reply.content == "sent you a DM"
    probe.assert_only_seen_by("Clear memory 3.2", "ana")
    assert [s.content for s in probe.dms_to("ana")] == ["your card: Clear memory 3.2"]

    refused = await probe.slash("probe dm", secret="Partial 1.1", user="dee")
    assert refused.reply.content == "cannot DM you (code 50007)" and refused.reply.ephemeral
    assert probe.dms_to("dee") == [] and probe.undelivered[0].dm_user_id == probe.person("dee").id
    probe.assert_nowhere("Partial 1.1")

    probe.open_dms("dee")
    await probe.slash("probe dm", secret="Partial 1.1", user="dee")
    assert len(probe.dms_to("dee")) == 1


async def test_after_a_thinking_defer_the_original_is_edited_and_a_followup_is_a_new_message(probe: Harness) -> None:
    exchange = await probe.slash("probe slow", user="cy")
    kinds = [(s.kind, s.via, s.ephemeral, s.content) for s in exchange.answers]
    assert kinds == [
        ("defer", "response", True, ""),
        ("edit", "original", True, "the loading message, replaced"),
        ("message", "followup", False, "a followup"),
    ]
    assert exchange.reply.content == "the loading message, replaced" and not exchange.unanswered


async def test_a_first_followup_replacing_the_thinking_message_fails_the_test_as_deprecated(probe: Harness) -> None:
    # Discord (receiving-and-responding): the followup endpoint edits the loading message "for backwards
    # compatibility … This behavior is deprecated": the harness still does it, and fails the test that relies on it.
    with pytest.raises(HarnessFailure, match="deprecated"):
        await probe.slash("probe deprecated", user="cy")


async def test_channel_files_are_recorded_with_their_bytes(probe: Harness) -> None:
    await probe.slash("probe file")
    board = probe.messages_in("campaign")[-1]
    assert board.content == "the board" and [(f.filename, f.data) for f in board.attachments] == [
        ("board.png", b"board-bytes")
    ]


async def test_an_error_in_a_command_fails_the_test_unless_expected(probe: Harness) -> None:
    with pytest.raises(HarnessFailure, match="boom"):
        await probe.slash("probe boom", require_answer=False)
    exchange = await probe.slash("probe boom", expect_error=True)
    assert "boom" in exchange.failures[0].describe()


async def test_an_unanswered_interaction_is_reported(probe: Harness) -> None:
    with pytest.raises(AssertionError, match="did not respond"):
        await probe.slash("probe silent")


async def test_logs_are_captured_and_searched(probe: Harness) -> None:
    await probe.slash("probe log", line="seed=12345")
    assert any("seed=12345" in line for line in probe.log_lines())
    with pytest.raises(AssertionError, match="seed=12345"):
        probe.assert_nowhere("seed=12345")


async def test_member_options_and_caller_permissions(probe: Harness) -> None:
    as_host = await probe.slash("probe who", member="ben", user="host")
    assert as_host.reply.content == "ben; caller manages server: True"
    as_ana = await probe.slash("probe who", member="cy", user="ana")
    assert as_ana.reply.content == "cy; caller manages server: False"


async def test_subcommand_groups_and_integer_options(probe: Harness) -> None:
    exchange = await probe.slash("probe deep inner", count=41)
    assert exchange.reply.content == "count 42" and exchange.reply.audience == "channel"


async def test_modals_are_shown_and_submitted(probe: Harness) -> None:
    shown = await probe.slash("probe modal", user="ben")
    assert shown.reply.kind == "modal" and shown.reply.modal["custom_id"]
    submitted = await probe.submit_modal(shown.reply.modal["custom_id"], {"probe:nurse": "Ada"}, user="ben")
    assert submitted.reply.content == "welcome, Nurse Ada"


async def test_a_dynamic_button_from_before_a_restart_is_routed_by_custom_id(probe: Harness) -> None:
    old_message = {
        "id": "1000",
        "channel_id": str(probe.channel.id),
        "author": probe._bot_user_json(),
        "content": "old",
        "timestamp": "2024-01-01T00:00:00+00:00",
        "edited_timestamp": None,
        "tts": False,
        "mention_everyone": False,
        "mentions": [],
        "mention_roles": [],
        "attachments": [],
        "embeds": [],
        "pinned": False,
        "type": 0,
        "flags": 0,
        "components": [{"type": 1, "components": [{"type": 2, "style": 1, "label": "7", "custom_id": "probe:dyn:7"}]}],
    }
    exchange = await probe.click(old_message, "probe:dyn:7", user="cy")
    assert exchange.reply.content == "dynamic 7"


async def test_interactions_in_a_thread(probe: Harness) -> None:
    thread = probe.place("night shift")
    exchange = await probe.slash("probe deep inner", count=1, channel=thread)
    assert exchange.reply.channel_id == thread.id and probe.messages_in(thread) == [exchange.reply]
