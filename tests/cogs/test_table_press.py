"""Table.press (a button on a message showing one version of one attempt) and the Reply fields the buttons need."""

from __future__ import annotations

import pytest

from bot.table import Passed, Refused
from tests.db.helpers import HOST, easy_pack, open_table, seat_users, seated
from tests.fixtures.pack import fixture_pack

CHANNEL = 501


@pytest.fixture
async def table(tmp_path):
    store, table = await open_table(tmp_path / "press.sqlite3", fixture_pack())
    yield table
    await store.close()


async def test_a_reply_names_its_attempt_who_plays_each_seat_and_each_decision_in_words(table) -> None:
    reply = await seated(table, CHANNEL)
    users = await seat_users(table, CHANNEL)
    assert reply.game_id is not None and reply.seat_users == users
    assert len(reply.labels) == len(reply.legal) and reply.labels[0] == "reveal the Patient Card"
    (reveal,) = reply.legal
    after = await table.press(CHANNEL, users[reveal.seat], reply.game_id, reply.version, reveal.key())
    assert after.applied == 1 and after.game_id == reply.game_id and after.seat_users == users
    assert [len(after.labels)] == [len(after.legal)]


async def test_a_press_applies_while_open_and_is_passed_afterwards(table) -> None:
    reply = await seated(table, CHANNEL)
    users = await seat_users(table, CHANNEL)
    (reveal,) = reply.legal
    manager = users[reveal.seat]
    wrong = next(u for u in users if u != manager)
    with pytest.raises(Refused) as refused:
        await table.press(CHANNEL, wrong, reply.game_id, reply.version, reveal.key())
    assert not isinstance(refused.value, Passed) and "Shift Manager" in refused.value.message
    await table.press(CHANNEL, manager, reply.game_id, reply.version, reveal.key())
    again = await table.press(CHANNEL, manager, reply.game_id, reply.version, reveal.key())
    assert again.applied == 0  # a double press applies once
    with pytest.raises(Passed):
        await table.press(CHANNEL, wrong, reply.game_id, reply.version, reveal.key())


async def test_a_button_of_another_attempt_never_applies_to_this_one(tmp_path) -> None:
    store, table = await open_table(tmp_path / "attempts.sqlite3", easy_pack())
    try:
        first = await seated(table, CHANNEL)
        await table.abandon(CHANNEL, HOST)
        second = await table.start(CHANNEL, HOST)
        assert second.game_id != first.game_id and second.legal[0].key() == first.legal[0].key()
        users = await seat_users(table, CHANNEL)
        with pytest.raises(Passed):
            await table.press(CHANNEL, users[second.legal[0].seat], first.game_id, first.version, first.legal[0].key())
        assert (await table.status(CHANNEL)).playing["version"] == second.version
    finally:
        await store.close()
