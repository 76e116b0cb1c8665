"""`/board`, `/memories`, `/help` (cogs/look.py): pictures of the public view, and what to do now."""

from __future__ import annotations

from collections.abc import Callable

from bot.config import Settings
from tests.cogs.game import Table, make_bot
from tests.cogs.harness import Harness


async def test_board_and_memories_are_pictures_for_me_or_for_the_table(
    make_settings: Callable[..., Settings],
) -> None:
    async with Harness.start(make_bot(make_settings())) as h:
        nothing = (await h.slash("board", user="ana")).reply
        assert nothing.ephemeral and "no campaign" in nothing.content
        table = Table(h)
        await table.open()
        board = (await h.slash("board", user="ana")).reply
        assert board.ephemeral and [a.filename for a in board.attachments] == ["board.png"]
        assert board.attachments[0].data.startswith(b"\x89PNG")
        shared = (await h.slash("memories", user="ben", share=True)).reply
        assert not shared.ephemeral and [a.filename for a in shared.attachments] == ["memories.png"]

        await h.slash("campaign abandon", user="host")
        await h.slash("campaign options", user="host", images=False)
        await h.slash("campaign start", user="host")
        text = (await h.slash("board", user="ana")).reply
        assert not text.attachments and text.embeds and "Billy's condition" in text.text()
        memories = (await h.slash("memories", user="ana")).reply
        assert "Billy's Collected Memories" in memories.embed_titles


async def test_help_says_what_i_can_do_now(make_settings: Callable[..., Settings]) -> None:
    async with Harness.start(make_bot(make_settings())) as h:
        general = (await h.slash("help", user="dee")).reply
        assert general.ephemeral and "/campaign new" in general.content
        table = Table(h)
        await table.open()
        state = await table.state()
        manager = table.player_of(state, state.shift_manager)
        mine = (await h.slash("help", user=manager)).reply
        assert mine.ephemeral and "(Shift Manager today)" in mine.content
        assert "Reveal the Patient Card" in mine.content or "reveal the Patient Card" in mine.content
        assert "/shift reveal" in mine.content
        other = (await h.slash("help", user=next(p for p in table.players if p != manager))).reply
        assert "Nothing is waiting for you now" in other.content and "reveal the Patient Card" in other.content
