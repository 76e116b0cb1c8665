"""Every option checked at the edge (issue 11): one ephemeral sentence, and the stored game byte for byte as it was.

Missing and empty names, names nobody has, odd unicode, over-long text,
numbers out of range and ids beyond 64 bits are refused before the table
changes anything; Nurse names cannot collide (NFKC, casefold) or take a staff
name; an option resolves to exactly the staff member it names.
"""

from __future__ import annotations

from collections.abc import Callable

import pytest

from bot.config import Settings
from bot.games.holding_on.engine import legal_actions
from tests.cogs.game import Table, make_bot, public_messages
from tests.cogs.harness import Exchange, Harness
from tests.fuzz.observe import StoreFingerprint


def refused(exchange: Exchange) -> str:
    """The one ephemeral answer of a refusal (nothing public), as text."""
    (answer,) = exchange.answers
    assert answer.ephemeral and answer.kind == "message", answer
    assert not public_messages(exchange)
    return answer.content


@pytest.mark.parametrize(
    ("command", "options"),
    [
        ("shift assign", {"staff": ""}),
        ("shift leave", {"staff": " "}),
        ("shift extra", {"staff": ""}),
        ("shift cover", {"staff": "   "}),
        ("shift call", {"nurse": ""}),
        ("care bonus", {"staff": ""}),
    ],
)
async def test_a_missing_or_empty_name_is_refused_saying_who_can_be_named(
    make_settings: Callable[..., Settings], command: str, options: dict
) -> None:
    settings = make_settings()
    async with Harness.start(make_bot(settings)) as h:
        table = Table(h)
        await table.open()
        state = await table.state()
        manager = table.player_of(state, state.shift_manager)
        await h.slash("shift reveal", user=manager)
        stored = StoreFingerprint(str(settings.database_path))
        before = stored()
        text = refused(await h.slash(command, user=manager, **options))
        assert text.startswith("Name someone: Ana, Ben, Cy, Assistant 1") and "On-Call 2" in text
        assert stored() == before
        stored.close()


async def test_odd_values_are_refused_in_one_short_sentence_and_change_nothing(
    make_settings: Callable[..., Settings],
) -> None:
    settings = make_settings()
    async with Harness.start(make_bot(settings)) as h:
        table = Table(h)
        await table.open()
        state = await table.state()
        manager = table.player_of(state, state.shift_manager)
        await h.slash("shift reveal", user=manager)
        stored = StoreFingerprint(str(settings.database_path))
        before = stored()

        long_name = refused(await h.slash("shift assign", user=manager, staff="x" * 6000))
        assert "no staff member called 'xxxx" in long_name and len(long_name) < 400  # the name is not echoed whole
        assert "no staff member called '🦄'" in refused(await h.slash("shift assign", user=manager, staff="🦄"))
        assert "The option count is a whole number from 0 to 6" in refused(
            await h.slash("care tokens", user=manager, count=9)
        )
        assert "not one of your choices" in refused(await h.slash("decide", user=manager, choice="tokens.n=abc"))
        assert stored() == before
        stored.close()


async def test_a_timeline_that_is_a_digit_only_to_isdigit_is_refused_not_a_value_error(
    make_settings: Callable[..., Settings],
) -> None:
    settings = make_settings()
    async with Harness.start(make_bot(settings)) as h:
        table = Table(h)
        await table.open()
        stored = StoreFingerprint(str(settings.database_path))
        before = stored()
        for timeline in ("³", "²", "①", "٣", "３", "0", "6", "3.0"):  # isdigit() is true for the first five
            text = refused(await h.slash("inquire", user="ana", timeline=timeline))
            assert text.startswith("Name a timeline from 1 to 5, or 'stop'")
        assert stored() == before
        stored.close()


async def test_a_user_id_beyond_64_bits_is_refused_not_an_overflow(make_settings: Callable[..., Settings]) -> None:
    settings = make_settings()
    async with Harness.start(make_bot(settings)) as h:
        table = Table(h)
        await table.open(start=False)
        stored = StoreFingerprint(str(settings.database_path))
        before = stored()
        for giant in (2**80, 2**64 + 1):
            refused(await h.slash("campaign standin", user="host", seat="Ana", member=giant))
        assert stored() == before
        stored.close()


async def _emoji_table(h: Harness, first: str, second: str) -> Table:
    table = Table(h, players=("ana", "ben", "cy"))
    await h.slash("campaign new", user="host")
    for player, name in (("ana", first), ("ben", second), ("cy", "Cy")):
        joined = await h.slash("campaign join", user=player, nurse_name=name)
        assert f"Nurse **{name}**" in joined.reply.content
    await h.slash("campaign start", user="host")
    return table


async def test_two_emoji_nurses_stay_two_and_an_option_assigns_exactly_the_one_it_names(
    make_settings: Callable[..., Settings],
) -> None:
    async with Harness.start(make_bot(make_settings())) as h:
        table = await _emoji_table(h, "🐱", "🐶")
        state = await table.state()
        seat_users = (await h.bot.table.status(table.channel_id)).playing["seat_users"]
        manager = h.person(seat_users[state.shift_manager]).name
        await h.slash("shift reveal", user=manager)
        assigned = await h.slash("shift assign", user=manager, staff="🐶")  # typed, as a player would
        assert public_messages(assigned)
        slots = (await table.state()).current.slots
        assert "n1" in slots and "n0" not in slots  # 🐶 (ben's Nurse) is on the shift, 🐱 (ana's) is not

        offered = await h.autocomplete("shift assign", "staff", "", user=manager)
        assert [c["name"] for c in offered].count("🐱") == 1 and "🐶" not in [c["name"] for c in offered]
        cat = next(c for c in offered if c["name"] == "🐱")
        assert cat["value"] == "n0"  # what autocomplete sends back is the exact key, not the text


@pytest.mark.parametrize(
    ("name", "why"),
    [
        ("Assistant 1", "staff"),
        ("assistant 2", "staff"),
        ("ON-CALL 1", "staff"),
        ("ＡＮＡ", "already a Nurse called"),  # NFKC: fullwidth letters are "ANA"
        ("ana", "already a Nurse called"),
        ("\u200b", "1 to 32 visible characters"),
        ("x" * 33, "1 to 32 visible characters"),
        ("\u202eevil", "1 to 32 visible characters"),  # a right-to-left override: not visible
        ("🐶\u200b", "1 to 32 visible characters"),
        ("<@1100000000000000003>", "cannot hold a Discord mention"),  # would ping ben whenever she is named
    ],
)
async def test_a_nurse_name_that_would_collide_is_refused(
    make_settings: Callable[..., Settings], name: str, why: str
) -> None:
    async with Harness.start(make_bot(make_settings())) as h:
        await h.slash("campaign new", user="host")
        await h.slash("campaign join", user="ana", nurse_name="Ana")
        text = refused(await h.slash("campaign join", user="ben", nurse_name=name))
        assert why in text
        status = await h.bot.table.status(h.channel.id)
        assert [seat.name for seat in status.seats] == ["Ana"]


async def test_a_nurse_can_be_called_by_a_name_a_player_could_type(make_settings: Callable[..., Settings]) -> None:
    async with Harness.start(make_bot(make_settings())) as h:
        await h.slash("campaign new", user="host")
        for player, name in (("ana", "Zoë"), ("ben", "🐶"), ("cy", "Ana-Maria")):
            assert f"Nurse **{name}**" in (await h.slash("campaign join", user=player, nurse_name=name)).reply.content
        started = await h.slash("campaign start", user="host")
        assert public_messages(started) and legal_actions(await Table(h).state())
