"""The safety nets are wired everywhere (issue 11): every autocomplete, every view, the command tree."""

from __future__ import annotations

from discord import app_commands

from bot.app.decisions import decision_view, disabled_copy
from bot.app.errors import SafeView, Tree
from bot.games.holding_on.engine import Action
from bot.games.holding_on.face import FACE
from bot.table.reply import Reply
from tests.cogs.harness import Harness


async def test_every_autocomplete_every_view_and_the_tree_have_a_safety_net(harness: Harness) -> None:
    callbacks = [
        parameter.autocomplete
        for command in harness.bot.tree.walk_commands()
        if isinstance(command, app_commands.Command)
        for parameter in command._params.values()  # the callbacks themselves (test code may look inside)
        if parameter.autocomplete is not None
    ]
    assert len(callbacks) == 21  # 15 of Holding On and the table (the 15th: /campaign schedule's zone), 6 of hands
    assert all(getattr(callback, "__safe_autocomplete__", False) for callback in callbacks)
    assert isinstance(harness.bot.tree, Tree)
    reply = Reply(events=[], note="", game_id=1, legal=[Action("reveal", 0)], labels=["reveal the Patient Card"])
    view, _ = decision_view(reply, FACE)
    assert isinstance(view, SafeView) and isinstance(disabled_copy([]), SafeView)
