"""A channel's offer the table wrote with a press's decision (issue 37) is trusted only while no other save of
this process came between: the table's transaction and the Discord side's own saves land in any order."""

from __future__ import annotations

import asyncio
from types import SimpleNamespace

from bot.app.decision_messages import DecisionMessages

CHANNEL = 7


class KeptValues:
    """The table's `keep`, recording each write; `hold` makes the next one wait (a save still under way)."""

    def __init__(self) -> None:
        self.writes: list[str] = []
        self.hold: asyncio.Event | None = None

    async def keep(self, key: str, value: str) -> None:
        if self.hold is not None:
            await self.hold.wait()
        self.writes.append(value)


def _offers() -> tuple[DecisionMessages, KeptValues]:
    table = KeptValues()
    return DecisionMessages(SimpleNamespace(table=table)), table  # type: ignore[arg-type]


def _kept(offers: DecisionMessages) -> tuple[str, tuple[int, int]]:
    """What `kept_with` records when the table writes "no offer" ("") with a decision."""
    return "", offers._saves.get(CHANNEL, (0, 0))


async def test_the_value_written_with_the_decision_is_not_written_again() -> None:
    offers, table = _offers()
    kept = _kept(offers)
    await offers._save(CHANNEL, None, kept)
    assert table.writes == []


async def test_a_save_after_the_decision_was_written_makes_the_next_save_write() -> None:
    offers, table = _offers()
    kept = _kept(offers)
    await offers._save(CHANNEL, ((1, 9), 5, []))  # another answer's offer, saved after the decision's transaction
    await offers._save(CHANNEL, None, kept)
    assert table.writes[-1] == ""  # the newer truth is written, not left to the other save


async def test_a_save_under_way_when_the_decision_was_written_makes_the_next_save_write() -> None:
    offers, table = _offers()
    table.hold = asyncio.Event()
    under_way = asyncio.create_task(offers._save(CHANNEL, ((1, 9), 5, [])))
    await asyncio.sleep(0)  # it has started, its write not yet done
    kept = _kept(offers)
    table.hold.set()
    await under_way
    await offers._save(CHANNEL, None, kept)
    assert table.writes == ['{"game": 1, "version": 9, "message": 5, "rows": []}', ""]
