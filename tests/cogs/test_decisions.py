"""Who may decide, and buttons pressed at once, twice, or too late (RULINGS D4; ARCHITECTURE.md, Buttons)."""

from __future__ import annotations

import asyncio
from collections.abc import Callable

from bot.config import Settings
from bot.games.holding_on.engine import legal_actions
from tests.cogs.game import Table, make_bot, private_answers, public_messages, snapshot
from tests.cogs.harness import Harness


def _enabled(message: dict) -> list[str]:
    return [c["custom_id"] for row in message["components"] for c in row["components"] if not c.get("disabled")]


async def test_a_decision_from_the_wrong_player_is_refused_ephemerally_and_nothing_changes(
    make_settings: Callable[..., Settings],
) -> None:
    async with Harness.start(make_bot(make_settings())) as h:
        table = Table(h)
        await table.open()
        state = await table.state()
        (reveal,) = legal_actions(state)
        manager = table.player_of(state, reveal.seat)
        wrong = next(p for p in table.players if p != manager)
        version, said, asking = await table.version(), len(h.messages_in()), table.decision_message()

        by_command = await h.slash("shift reveal", user=wrong)
        by_button = await table.press(reveal, wrong)
        by_stranger = await table.press(reveal, "dee")
        for exchange, who in ((by_command, wrong), (by_button, wrong), (by_stranger, "dee")):
            (answer,) = exchange.answers
            assert answer.ephemeral and answer.visible_to(h.person(who))
            assert not any(answer.visible_to(h.person(p)) for p in (*table.players, "dee") if p != who)
        assert "Shift Manager" in by_command.reply.content and "(R3)" in by_command.reply.content
        assert by_button.reply.content == by_command.reply.content  # the same reason, not "the moment has passed"
        assert "no seat" in by_stranger.reply.content
        assert await table.version() == version and len(h.messages_in()) == said
        assert _enabled(h.messages[asking.message_id])  # still open, for the Shift Manager

        done = await table.press(reveal, manager)
        assert len(public_messages(done)) == 1 and await table.version() == version + 1


async def test_two_nurses_press_their_token_buttons_at_once_and_a_double_press_applies_once(
    make_settings: Callable[..., Settings],
) -> None:
    async with Harness.start(make_bot(make_settings())) as h:
        table = Table(h)
        await table.open()
        await table.play(until=lambda s: len({a.seat for a in legal_actions(s) if a.kind == "tokens"}) >= 2)
        state = await table.state()
        seats = sorted({a.seat for a in legal_actions(state) if a.kind == "tokens"})[:2]
        # one token each: together within the card's symbols (R10)
        choice = {
            seat: next(a for a in legal_actions(state) if a.kind == "tokens" and a.seat == seat and a.count == 1)
            for seat in seats
        }
        asking = table.decision_message()
        seen = snapshot(h, asking)  # both Nurses look at the same message
        version = await table.version()

        first, second = await asyncio.gather(
            *(table.press(choice[seat], table.player_of(state, seat), on=snapshot(h, asking)) for seat in seats)
        )
        assert len(public_messages(first)) == 1 and len(public_messages(second)) == 1
        after = await table.state()
        shift = after.shifts[after.shift]
        assert {staff: count for staff, count in shift.committed.items() if count} == {
            f"n{seat}": choice[seat].count for seat in seats
        }
        assert await table.version() == version + 2
        answered = {asking.message_id} | {m.message_id for m in public_messages(first) + public_messages(second)}
        offering = sorted(m for m in answered if _enabled(h.messages[m]))
        assert len(offering) == 1  # whichever answer went out first, only the newest keeps its buttons
        assert all(f":{version + 2}:" in cid for cid in _enabled(h.messages[offering[0]]))

        again = await table.press(choice[seats[0]], table.player_of(state, seats[0]), on=seen)
        assert public_messages(again) == []
        (answer,) = private_answers(again)
        assert answer.ephemeral and "already done" in answer.content
        assert await table.version() == version + 2
        assert (await table.state()).shifts[after.shift].committed == shift.committed

        # A Nurse pressing another Nurse's token button is told why, and what she may do instead.
        other = next(p for p in table.players if p not in {table.player_of(state, s) for s in seats})
        mine = [a for a in legal_actions(after) if table.player_of(after, a.seat) == other]
        refused = await table.press(choice[seats[1]], other, on=seen)
        assert private_answers(refused)[0].ephemeral and await table.version() == version + 2
        if mine:
            assert "You can:" in refused.reply.content


async def test_a_press_after_its_moment_is_answered_so_and_its_buttons_are_disabled(
    make_settings: Callable[..., Settings],
) -> None:
    async with Harness.start(make_bot(make_settings())) as h:
        table = Table(h)
        await table.open()
        state = await table.state()
        (reveal,) = legal_actions(state)
        manager = table.player_of(state, reveal.seat)
        asking = table.decision_message()
        old = snapshot(h, asking)
        by_command = await h.slash("shift reveal", user=manager)
        # One call: the answer is a new message; the one before keeps its buttons until someone presses them.
        assert [said.kind for said in by_command.said] == ["message"]
        assert _enabled(h.messages[asking.message_id]) != []
        again = await table.press(reveal, manager, on=old)
        assert "already done" in private_answers(again)[0].content
        assert _enabled(h.messages[asking.message_id]) == []  # disabled then

        staffing = table.decision_message()
        offered = snapshot(h, staffing)
        assigns = [a for a in legal_actions(await table.state()) if a.kind == "assign"]
        state = await table.play(until=lambda s: not any(a.kind == "assign" for a in legal_actions(s)))
        placed = {staff for shift in state.shifts for staff in shift.slots if staff}
        never = next(a for a in assigns if a.staff not in placed)
        version = await table.version()

        late = await table.press(never, manager, on=offered)
        (answer,) = private_answers(late)
        assert answer.ephemeral and "moment has passed" in answer.content
        assert await table.version() == version and public_messages(late) == []
        assert _enabled(h.messages[staffing.message_id]) == []


async def test_more_choices_than_a_row_holds_come_as_a_select_that_works_the_same(
    make_settings: Callable[..., Settings],
) -> None:
    from bot.games.holding_on.engine import ContentPack
    from tests.fixtures.pack import fixture_pack_data

    data = fixture_pack_data()
    for card in data["patients"]:
        card.update(kind="deteriorating", staff=1, deterioration=5, rewards=["token"], inquiry=False)
    data["scenarios"][0]["setup"] = {"starting_tokens": 6}
    data["hash"] = "fixture-many-tokens"
    async with Harness.start(make_bot(make_settings(), ContentPack.model_validate(data))) as h:
        table = Table(h)
        await table.open()
        state = await table.state()
        manager = table.player_of(state, state.shift_manager)
        await h.slash("shift reveal", user=manager)
        await h.slash("shift assign", user=manager, staff="Ana")
        await h.slash("care medical", user="ana")
        state = await table.state()
        three = next(a for a in legal_actions(state) if a.kind == "tokens" and a.count == 3)
        message = h.messages[table.decision_message().message_id]
        select = next(c for row in message["components"] for c in row["components"] if c["type"] == 3)
        assert select["custom_id"].startswith("hs:") and select["custom_id"].endswith(f":{state.version}:tokens:0")
        assert [o["value"] for o in select["options"]] == [f"tokens.s=n0.n={n}" for n in range(6)]
        chosen = await table.press(three, "ana")
        assert "Ana: 3 tokens on the card" in public_messages(chosen)[0].text()
        assert (await table.state()).shifts[0].committed == {"n0": 3}
