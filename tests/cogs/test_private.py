"""Face-down cards reach one player only (RULINGS D1, D2; ARCHITECTURE.md, Hidden information)."""

from __future__ import annotations

from collections.abc import Callable

from bot.config import Settings
from bot.games.holding_on.engine import ContentPack, GameState, legal_actions
from tests.cogs.game import Table, drain_outbox, inquiry_pack, make_bot, private_answers, public_messages
from tests.cogs.harness import Harness
from tests.fixtures.pack import fixture_pack

CLOSED_NOTICE = "could not reach you by DM"


def held(state: GameState) -> dict[str, int]:
    """Face-down memory id -> the seat whose player holds it (the Shift Manager holds the SM Board's)."""
    out = {
        card: staff.seat
        for staff in state.staff.values()
        if staff.kind == "nurse"
        for card in [*staff.partials, *staff.clears]
    }
    out.update({card: state.shift_manager for card in state.sm_board_partials})
    return out


def fronts(pack: ContentPack, memory_id: str) -> list[str]:
    memory = pack.memory(memory_id)
    return [memory.id, memory.title, memory.partial_scene, memory.clear_scene]


def seen_by(h: Harness, text: str) -> set[str]:
    return {person for person in h.people if any(text in s.text() for s in h.seen_by(person))}


async def test_a_palliative_draw_reaches_the_holder_by_dm_and_nobody_sees_its_front(
    make_settings: Callable[..., Settings],
) -> None:
    pack = fixture_pack()
    async with Harness.start(make_bot(make_settings(), pack)) as h:
        table = Table(h)
        await table.open()
        state = await table.play(until=lambda s: bool(held(s)))
        await drain_outbox(h.bot)
        assert held(state)
        for memory_id, seat in held(state).items():
            holder = table.player_of(state, seat)
            quote = pack.memory(memory_id).quote
            dms = h.dms_to(holder)
            assert any(quote in dm.content for dm in dms), f"{holder} did not get the card's quote by DM"
            assert dms[-1].content.splitlines()[0] == "**Holding On · Holding On Night › #campaign**"
            assert not any(quote in s.text() for s in h.messages_in("campaign"))
            (voice,) = [
                p
                for p in h.people
                if any(  # D2: the quote, to read aloud, for Billy's voice alone
                    "Read this aloud as Billy" in dm.content and quote in dm.content for dm in h.dms_to(p)
                )
            ]
            assert voice != holder and f"{voice.capitalize()} speaks for Billy." in "\n".join(
                s.text() for s in h.messages_in("campaign")
            )
            assert seen_by(h, quote) == {holder, voice}
            assert not any(quote in line for line in h.log_lines())
            for secret in fronts(pack, memory_id):  # not in a channel message, a DM, an error or a log line
                h.assert_nowhere(secret)


async def test_with_closed_dms_the_card_waits_in_hand_and_she_is_told_on_her_next_command(
    make_settings: Callable[..., Settings],
) -> None:
    pack = fixture_pack()
    async with Harness.start(make_bot(make_settings(), pack), dm_closed=["ana", "ben", "cy"]) as h:
        table = Table(h)
        await table.open()
        for player in table.players:  # joining checked the DMs, and said how to open them
            (warning,) = [s for s in h.ephemeral_to(player) if "Direct Messages" in s.content]
            assert "Server Privacy Settings" in warning.content
        state = await table.play(until=lambda s: bool(held(s)))
        await drain_outbox(h.bot)
        memory_id, seat = next(iter(held(state).items()))
        holder = table.player_of(state, seat)
        assert [s for s in h.undelivered if s.dm_user_id == h.person(holder).id]  # refused with 50007
        deliveries = await h.bot.table.store.deliveries((await h.bot.table.status(table.channel_id)).campaign_id)
        assert {d.status for d in deliveries if d.recipient_user_id == h.person(holder).id} == {"undeliverable"}

        hand = await h.slash("hand", user=holder)
        (answer,) = private_answers(hand)
        assert answer.visible_to(h.person(holder)) and answer.ephemeral
        assert pack.memory(memory_id).quote in answer.text() and CLOSED_NOTICE in answer.text()
        again = await h.slash("hand", user=holder)
        assert CLOSED_NOTICE not in again.reply.text()  # told once
        for secret in fronts(pack, memory_id):
            h.assert_nowhere(secret)


async def test_the_notice_comes_with_her_next_decision_too(make_settings: Callable[..., Settings]) -> None:
    async with Harness.start(make_bot(make_settings()), dm_closed=["ana", "ben", "cy"]) as h:
        table = Table(h)
        await table.open()
        state = await table.play(until=lambda s: bool(held(s)))
        await drain_outbox(h.bot)
        holders = {table.player_of(state, seat) for seat in held(state).values()}
        action = next(a for a in legal_actions(state) if table.player_of(state, a.seat) in holders)
        exchange = await table.take(action, how="button")
        assert len(public_messages(exchange)) == 1
        (notice,) = [s for s in private_answers(exchange) if CLOSED_NOTICE in s.content]
        assert notice.ephemeral and notice.interaction_user_id == h.person(table.player_of(state, action.seat)).id


async def test_inquire_3_draws_a_clear_memory_face_down_for_the_nurse_alone(
    make_settings: Callable[..., Settings],
) -> None:
    pack = inquiry_pack()
    async with Harness.start(make_bot(make_settings(), pack)) as h:
        table = Table(h)
        await table.open()
        state = await table.state()
        manager = table.player_of(state, state.shift_manager)
        await h.slash("shift reveal", user=manager)
        await h.slash("shift assign", user=manager, staff="Ana")
        await h.slash("care medical", user="ana")
        await h.slash("care resolve", user="ana")
        offered = await h.autocomplete("inquire", "timeline", "", user="ana")
        assert {"name": "timeline 3", "value": "3"} in offered
        assert await h.autocomplete("inquire", "timeline", "", user="ben") == []

        asked = await h.slash("inquire", user="ana", timeline="3", billy="ben")
        (message,) = public_messages(asked)
        assert "Ana asks Billy about timeline 3" in message.text()
        await drain_outbox(h.bot)
        state = await table.state()
        clears = list(state.staff["n0"].clears)
        # Its back (timeline 3) is the table's to see: the story says who took it, her /hand lists it, and no
        # DM is spent on it (D1, bot/table/dms.py).
        assert "Ana receives a Clear Memory, face down (timeline 3)" in message.text()
        assert not any("Clear Memory" in dm.content for dm in h.dms_to("ana"))
        hand = (await h.slash("hand", user="ana")).reply
        assert hand.ephemeral and "Clear Memories (face down)" in hand.text() and "Timeline 3" in hand.text()
        for secret in fronts(pack, clears[0]):  # face down: not even Ana sees its front yet
            h.assert_nowhere(secret)
        assert clears, "this deal draws a Clear Memory of timeline 3"
        assert any(cid.endswith(":stop_inquiry.s=n0") for cid in message.custom_ids())  # ask again, or stop
        stopped = await h.slash("inquire", user="ana", timeline="stop")
        assert "Ana stops inquiring" in public_messages(stopped)[0].text()

        # Talk About Billy (R15): Ana alone sees her Clear Memory's front, in private, at the end of the day.
        state = await table.play(until=lambda s: s.day == 2)
        await drain_outbox(h.bot)
        scene = pack.memory(clears[0]).clear_scene
        assert seen_by(h, scene) == {"ana"}
        assert any(
            scene in dm.content and ("in private" in dm.content or "is placed" in dm.content) for dm in h.dms_to("ana")
        )
        assert not any(scene in line for line in h.log_lines())
        if clears[0] not in state.grid_clears:  # returned to the deck unseen: its title and id stay hidden
            h.assert_nowhere(pack.memory(clears[0]).title)
            h.assert_nowhere(clears[0])


async def test_a_stand_in_gets_the_seats_cards_with_a_line_saying_so(make_settings: Callable[..., Settings]) -> None:
    async with Harness.start(make_bot(make_settings())) as h:
        payload = {
            "campaign": {"id": 1, "guild_id": h.guild.id, "channel_id": h.channel.id},
            "seat": 0,
            "nurse": "Ana",
            "stand_in_for": h.person("ana").id,
            "event": {
                "kind": "memory_received",
                "audience": "seat",
                "seat": 0,
                "data": {"deck": "clear", "timeline": 2, "memory": "m2-4"},
            },
        }
        text = h.bot.app.direct_messages.text(payload, h.bot.app.table.hosted("holding_on").pack())
        assert text.splitlines()[0] == "**Holding On · Holding On Night › #campaign**"
        assert "You are playing Ana as a stand-in" in text and "(timeline 2)" in text
        assert "m2-4" not in text and "memory 2.4" not in text
