"""The command surface of COMMANDS.md, autocomplete from legal_actions only, and the buttons' custom_ids."""

from __future__ import annotations

import re
from collections.abc import Callable

import discord

from bot.app.decisions import BUTTON_TEMPLATE, CUSTOM_ID_MAX, SELECT_TEMPLATE, decision_view
from bot.config import Settings
from bot.games.holding_on.engine import Action, describe, legal_actions
from bot.games.holding_on.face import FACE
from bot.table.reply import Reply
from tests.cogs.game import Table, make_bot, public_messages
from tests.cogs.harness import Harness

PROMISED = {
    "campaign": {
        "new",
        "join",
        "leave",
        "start",
        "status",
        "recap",
        "options",
        "standin",
        "schedule",  # issue 28: weekly campaign nights (COMMANDS.md's list predates it)
        "undo",
        "abandon",
        "export",
        "import",
    },
    "shift": {"reveal", "assign", "cover", "extra", "call", "done", "leave"},
    "care": {"medical", "tokens", "pool", "resolve", "palliative", "steer", "bonus"},
    "inquire": set(),
    "decide": set(),
    "board": set(),
    "memories": set(),
    "hand": set(),
    "rules": set(),
    "help": set(),
    "hands": {"start", "undo", "board", "rules", "abandon", "first", "half", "step", "end", "perspective"}
    | {"review", "leave", "rejoin"},  # issue 34: the partner's review, and the bot standing in for who leaves
}


def test_every_command_of_commands_md_is_in_the_tree(harness: Harness) -> None:
    tree = {command.name: command for command in harness.bot.tree.get_commands()}
    assert set(tree) == set(PROMISED)
    for name, subcommands in PROMISED.items():
        if subcommands:
            assert {c.name for c in tree[name].commands} == subcommands, name  # type: ignore[union-attr]
    inquire = tree["inquire"]
    assert [p.name for p in inquire.parameters][0] == "timeline"  # `/inquire 3`
    standin = tree["campaign"].get_command("standin")  # type: ignore[union-attr]
    assert [p.display_name for p in standin.parameters] == ["seat", "user"]
    game = [tree[name] for name in ("campaign", "shift", "care", "inquire", "decide", "board", "hand", "hands")]
    assert all(command.guild_only for command in game)


async def test_decisions_answer_at_once_and_autocomplete_lists_only_what_is_open(
    make_settings: Callable[..., Settings],
) -> None:
    async with Harness.start(make_bot(make_settings())) as h:
        table = Table(h)
        await table.open()
        state = await table.state()
        manager = table.player_of(state, state.shift_manager)
        others = [p for p in table.players if p != manager]
        revealed = await h.slash("shift reveal", user=manager)
        assert [s.kind for s in revealed.answers][0] == "message"  # answered at once: nothing deferred
        state = await table.state()

        mine = await h.autocomplete("decide", "choice", "", user=manager)
        assert mine == [{"name": describe(state, a), "value": a.key()} for a in legal_actions(state)]
        assert await h.autocomplete("decide", "choice", "", user=others[0]) == []
        assert await h.autocomplete("decide", "choice", "", user="dee") == []  # no seat: nothing to offer
        narrowed = await h.autocomplete("decide", "choice", "ana", user=manager)
        assert narrowed and all("ana" in c["name"].lower() for c in narrowed)

        staff = await h.autocomplete("shift assign", "staff", "", user=manager)
        assigns = [a for a in legal_actions(state) if a.kind == "assign"]
        # Read as names, sent back as staff ids: an exact key, never matched by text (issue 11).
        assert {(c["name"], c["value"]) for c in staff} == {(state.staff[a.staff].name, a.staff) for a in assigns}
        assert await h.autocomplete("shift assign", "staff", "", user=others[0]) == []
        assert await h.autocomplete("care tokens", "count", "", user=manager) == []  # no Medical care yet

        chosen = await h.slash("decide", user=manager, choice=mine[0]["value"])
        (message,) = public_messages(chosen)
        assert describe(state, legal_actions(state)[0]).split()[-1] in message.text()


def test_custom_ids_name_game_version_and_action_and_stay_within_100_characters() -> None:
    long_key = Action("call", 0, staff="n3", contact="x" * 40)
    legal = (
        [Action("assign", 0, staff=f"n{i}") for i in range(3)]
        + [Action("tokens", 1, staff="n1", count=n) for n in range(7)]
        + [long_key]
    )
    reply = Reply(
        events=[],
        note="",
        version=123456,
        legal=legal,
        labels=[a.key() for a in legal],
        game_id=987654321,
        seat_users=[1, 2, 3, 4],
        public={"seats": ["A", "B", "C", "D"]},
    )
    view, left_out = decision_view(reply, FACE)
    assert view is not None and not left_out
    rows = view.to_components()
    ids = [c["custom_id"] for row in rows for c in row["components"]]
    assert "ho:987654321:123456:assign.s=n0" in ids
    assert "hs:987654321:123456:tokens:1" in ids  # seven choices: one select
    select = next(c for row in rows for c in row["components"] if c["type"] == discord.ComponentType.select.value)
    assert [o["value"] for o in select["options"]] == [f"tokens.s=n1.n={n}" for n in range(7)]
    for custom_id in ids:
        assert len(custom_id) <= CUSTOM_ID_MAX
        assert re.fullmatch(BUTTON_TEMPLATE, custom_id) or re.fullmatch(SELECT_TEMPLATE, custom_id)
        assert Action.from_key(custom_id.split(":", 3)[3], 0) if custom_id.startswith("ho:") else True

    too_long = Action("call", 0, staff="n3", contact="x" * 90)
    crowded = Reply(
        events=[],
        note="",
        version=1,
        legal=[too_long],
        labels=["call"],
        game_id=1,
        seat_users=[1],
        public={"seats": ["A"]},
    )
    view, left_out = decision_view(crowded, FACE)
    assert left_out and not view.children  # left to /decide, never a custom_id over the limit
