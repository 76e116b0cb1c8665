"""The fake Discord holds the bot to what Discord does (issue 31): each check proven by a probe that breaks it.

Discord's document and documented limits refuse a body (the test fails, naming the field), the bot's own posts
need its channel permissions, only a new message notifies, the rate limits answer 429 with Discord's headers
(discord.py waits and tries again), and an interaction's token dies after 15 minutes.
"""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator, Callable

import discord
import pytest
from jsonschema import Draft202012Validator

from bot.config import Settings
from tests.cogs import probe as probes
from tests.cogs.harness import ChannelSpec, GuildSpec, Harness, HarnessFailure
from tests.cogs.probe import ProbeBot
from tests.fake_discord.faults import Fault
from tests.fake_discord.openapi import ROOT, ApiDocument, _described
from tests.fake_discord.ratelimits import RateLimits

NO_SEND = discord.Permissions(send_messages=True)


@pytest.fixture
async def probe(make_settings: Callable[..., Settings]) -> AsyncIterator[Harness]:
    guild = GuildSpec(channels=(ChannelSpec("campaign"), ChannelSpec("read-only", bot_denied=NO_SEND)))
    async with Harness.start(ProbeBot(make_settings()), guild=guild) as h:
        yield h


async def test_a_message_over_discords_limits_fails_the_test_naming_the_field(probe: Harness) -> None:
    assert (await probe.slash("probe say", length=2000)).reply.content == "x" * 2000
    with pytest.raises(HarnessFailure, match=r"content: 2001 characters \(Discord allows 2000\)"):
        await probe.slash("probe say", length=2001, require_answer=False)
    with pytest.raises(HarnessFailure, match=r"embeds\.0\.fields\.0\.value: 0 characters"):
        await probe.slash("probe say", length=1, field_value="", require_answer=False)


def test_the_fakes_answers_are_held_to_discords_document_too() -> None:
    document = ApiDocument.shipped()
    create = document.operation("POST", "/channels/1/messages")
    assert create is not None and create.route == "POST /channels/{channel_id}/messages"
    assert document.response_problems(create, 200, {"id": "1"})  # a message without its required fields
    assert document.response_problems(create, 500, None) == ["POST /channels/{channel_id}/messages never answers 500"]
    assert document.operation("POST", "/channels/1/frobnicate") is None


def test_a_verdict_kept_for_a_body_is_the_one_its_validator_gives() -> None:
    """The document keeps each body's problems under its exact JSON text (openapi._exact_json): asked again, it
    says the same, in the same order; a body whose keys come in another order, or which holds a value JSON does
    not make (a tuple), is judged on its own."""
    document = ApiDocument.shipped()
    create = document.operation("POST", "/channels/1/messages")
    assert create is not None
    bad = {"id": "1", "channel_id": 2, "content": None}
    first = document.response_problems(create, 200, bad)
    assert first and document.response_problems(create, 200, bad) == first
    first.clear()  # the caller's list is its own
    assert document.response_problems(create, 200, bad)
    assert document.response_problems(create, 200, dict(reversed(bad.items())))
    payload = {"content": "hello", "embeds": []}
    assert document.request_problems(create, "application/json", payload) == []
    assert document.request_problems(create, "application/json", {**payload, "embeds": ()})  # not JSON's array
    assert document.request_problems(create, "application/json", payload) == []


async def test_the_bots_own_post_needs_send_messages_but_an_interactions_answer_does_not(probe: Harness) -> None:
    answered = await probe.slash("probe post", channel="read-only")
    assert answered.reply.content == "refused: 403 50013" and probe.messages_in("read-only") == []


async def test_a_new_message_notifies_whom_it_mentions_and_an_edit_nobody(probe: Harness) -> None:
    await probe.slash("probe post", user="ben", mention=True)
    posted, edited = [s for s in probe.said if s.via == "channel"]
    assert posted.kind == "message" and posted.notified == {probe.person("ben").id}
    assert edited.kind == "edit" and "<@" in edited.content and edited.notified == frozenset()


def test_buckets_and_the_global_limit_answer_as_discord_does() -> None:
    now = [1000.0]
    limits = RateLimits(lambda: now[0])
    route, channel = "POST /channels/{channel_id}/messages", {"channel_id": "7"}
    verdicts = [limits.judge(route, channel) for _ in range(6)]
    assert [v.refused is None for v in verdicts] == [True] * 5 + [False]  # 5 per 5 s in a channel
    assert verdicts[4].headers["X-RateLimit-Remaining"] == "0" and "X-RateLimit-Bucket" in verdicts[4].headers
    refused = verdicts[5]
    assert (
        refused.refused is not None and refused.refused["global"] is False and 0 < refused.refused["retry_after"] <= 5
    )
    assert refused.headers["X-RateLimit-Scope"] == "user"
    assert limits.judge(route, {"channel_id": "8"}).refused is None  # another channel, another bucket
    now[0] += 5.0
    assert limits.judge(route, channel).refused is None  # the window has passed
    callbacks = [
        limits.judge("POST /interactions/{interaction_id}/{interaction_token}/callback", {}) for _ in range(60)
    ]
    assert all(v.refused is None for v in callbacks[:50])  # answers to interactions do not count globally
    dms = [limits.judge(route, {"channel_id": str(100 + i)}) for i in range(60)]
    over = [v for v in dms if v.refused is not None]
    assert over and over[0].refused["global"] is True and over[0].headers["X-RateLimit-Global"] == "true"


async def test_a_429_with_retry_after_is_waited_out_by_discord_py_and_the_post_made_once(probe: Harness) -> None:
    probe.faults.add(Fault(route="POST /channels/", status=429, retry_after=0.05))
    done = await probe.slash("probe post")
    assert done.reply.content == "posted 1" and len(probe.messages_in("campaign")) == 1
    assert probe.faults.injected == [("POST /channels/{channel_id}/messages", 429)]


async def test_an_interactions_token_dies_after_fifteen_minutes(probe: Harness) -> None:
    probes.GO.clear()
    probes.LATE_ERRORS.clear()
    task = probe.bot.loop.create_task(probe.slash("probe late", require_answer=False))
    while not probe.said or probe.said[-1].kind != "defer":
        await asyncio.sleep(0.01)  # the defer goes out
    probe.advance(15 * 60 + 1)
    probes.GO.set()
    await task
    assert probes.LATE_ERRORS == [(401, 50027)]


@pytest.mark.parametrize(
    "change",
    [
        {},  # as sent
        {"label": "x" * 81},  # a button's label over Discord's 80
        {"type": 99},  # no component has this type: every branch is tried
        {"type": True},  # not a number at all
        {"style": 9},
    ],
)
def test_a_oneof_judged_by_its_branches_constants_gives_the_plain_validators_problems(change: dict) -> None:
    """openapi._discriminating skips the oneOf branches an object's constants rule out (a button is not checked
    as a select): its problems are those of Discord's document read by jsonschema without the shortcut."""
    document = ApiDocument.shipped()
    create = document.operation("POST", "/channels/1/messages")
    assert create is not None
    button = {"type": 2, "custom_id": "go", "style": 1, "label": "Go", **change}
    message = {"content": "hello", "components": [{"type": 1, "components": [button]}]}
    pointer = create.request["application/json"]
    plain = Draft202012Validator({"$ref": f"{ROOT}#{pointer}"}, registry=document._requests)
    expected = [_described(error) for error in plain.iter_errors(message)][:3]
    assert document.request_problems(create, "application/json", message) == expected
    assert bool(expected) == bool(change)
