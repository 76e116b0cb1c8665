"""Three players play a whole day of scenario 1 on Discord, with slash commands and buttons (issue 5)."""

from __future__ import annotations

from collections.abc import Callable

from bot.config import Settings
from bot.games.holding_on.engine import legal_actions
from tests.cogs.game import Table, make_bot, public_messages
from tests.cogs.harness import Harness
from tests.fixtures.pack import fixture_pack


def _all_disabled(message: dict) -> bool:
    parts = [c for row in message["components"] for c in row.get("components", [])]
    return bool(parts) and all(c.get("disabled") for c in parts)


def _headlines(said) -> list[str]:
    """Its embeds' titles, and the bold lines a continued story turned them into (bot/app/messages.py)."""
    lines = [line for e in said.embeds for line in e.get("description", "").splitlines()]
    bold = [line[2:-2] for line in lines if line.startswith("**") and line.endswith("**")]
    return said.embed_titles + bold


async def test_three_players_play_a_full_day_with_slash_commands_and_buttons(
    make_settings: Callable[..., Settings],
) -> None:
    pack = fixture_pack()
    async with Harness.start(make_bot(make_settings(), pack)) as h:
        table = Table(h)
        start = await table.open()
        opening = start.reply
        assert not opening.ephemeral and "# Scenario 1" in opening.text()
        assert "board.png" in [a.filename for a in opening.attachments]

        state = await table.play(until=lambda s: s.day == 2)
        assert state.day == 2 and state.result is None
        hows = [how for how, _, _ in table.steps]
        assert hows.count("button") >= 5 and hows.count("slash") >= 5

        for _how, key, exchange in table.steps:
            (message,) = public_messages(exchange)  # one decision, one message in the channel
            assert message.channel_id == table.channel_id, key
            assert not [s for s in exchange.answers if s.audience == "ephemeral" and "refused" in s.text()]
        # A message that offered a decision has its buttons disabled once the game moved on by a press (or
        # they became the next decision's); a slash command's answer, and a press's answer that is a new message
        # because the turn passed to someone (a mention notifies only in a new message), leave the message
        # before it as it was (one Discord call per decision: test_decisions presses such a message).
        offered = [public_messages(e)[0] for _, _, e in table.steps if public_messages(e)[0].components]
        answers = [public_messages(e)[0].message_id for _, _, e in table.steps]
        for said in offered[:-1]:
            last = max(i for i, answer in enumerate(answers) if answer == said.message_id)
            if last + 1 < len(answers) and answers[last + 1] != said.message_id:
                superseded_by = table.steps[last + 1][0]
                turn_passed = bool(table.turns[last + 1][0])
                left = superseded_by == "slash" or turn_passed
                assert left or _all_disabled(h.messages[said.message_id]), said.message_id
        # ...and the latest one offers exactly the decisions open now, naming who must act.
        latest = h.messages[offered[-1].message_id]
        state = await table.state()
        keys = {cid.split(":", 3)[3] for cid in offered[-1].custom_ids() if cid.startswith("ho:")}
        keys |= {o["value"] for row in latest["components"] for c in row["components"] for o in c.get("options", [])}
        assert keys == {a.key() for a in legal_actions(state)}
        users = {h.person(table.player_of(state, a.seat)).id for a in legal_actions(state)}
        assert all(f"<@{user}>" in latest["content"] for user in users)

        # End of each shift, and of the day: one narrated message each, with the summary and the picture.
        # (A press updates its message, whose story goes on: a title counts where it first appears.)
        messages = [public_messages(e)[0] for _, _, e in table.steps]
        seen: set[tuple[int | None, str]] = set()
        endings, titles = [], []
        for said in messages:
            new = [t for t in _headlines(said) if t.startswith("End of") and (said.message_id, t) not in seen]
            seen |= {(said.message_id, t) for t in new}
            titles += new
            if new:
                endings.append(said)
        assert titles[:2] == ["End of the Morning shift", "End of the Day shift"]
        assert titles[-1] == "End of day 1"
        for said in endings:
            assert "board.png" in [a.filename for a in said.attachments]
            assert "Summary" in said.text()
        assert "memories.png" in [a.filename for a in endings[-1].attachments]
        # A press that ends a shift updates its message: the new board replaces the one it showed, and every
        # picture an embed shows is attached to that message (Discord would show a broken image otherwise).
        for message_id in {said.message_id for said in messages}:
            message = h.messages[message_id]
            names = [a["filename"] for a in message.get("attachments", [])]
            assert names.count("board.png") <= 1 and names.count("memories.png") <= 1, names
            shown = [e["image"]["url"] for e in message["embeds"] if e.get("image")]
            # Discord keeps an `attachment://` picture as the address of that message's own attachment.
            assert sorted(shown) == sorted(a["url"] for a in message.get("attachments", [])), (shown, names)

        # Nothing face down was ever posted in the channel: no card's quote, title or scene, no card id.
        # (Talk About Billy reveals the Partials at the end of the day: those titles are public then.)
        grid = set(state.grid_partials)
        channel_text = "\n".join(s.text() for s in h.messages_in("campaign"))
        for memory in pack.memories:
            assert memory.quote not in channel_text
            assert memory.id not in channel_text
            if memory.id not in grid:
                assert memory.title not in channel_text


async def test_the_end_of_a_scenario_is_one_message_with_both_pictures_and_no_buttons(
    make_settings: Callable[..., Settings],
) -> None:
    from tests.db.helpers import easy_pack

    async with Harness.start(make_bot(make_settings(), easy_pack())) as h:
        table = Table(h)
        start = (await table.open()).reply
        state = await table.state()
        (reveal,) = legal_actions(state)
        won = await table.take(reveal, how="button")  # the easy pack's objective holds at once
        (message,) = public_messages(won)
        assert message.embed_titles[0] == "Scenario 1 won" and "Objective complete" in message.text()
        assert [a.filename for a in message.attachments] == ["board.png", "memories.png"]
        assert not message.components and "Waiting for" not in message.content
        assert _all_disabled(h.messages[start.message_id])
        status = (await h.slash("campaign status", user="ana")).reply
        assert "Scenarios won" in status.text() and "Scenario 2: /campaign start" in status.text()
