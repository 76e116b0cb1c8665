""" "...and then, we held hands." on Discord (issue 26): started with /hands start, played by buttons and selects or
by /hands commands, with a member or with the bot as partner, to the end of the game.

The test reads the game's state (through the table's cache) only to choose as a player would (the game's own
partner, for the human seats too); every decision goes through Discord.
"""

from __future__ import annotations

from collections.abc import Callable

import pytest

from bot.config import Settings
from bot.games.hands.engine import legal_actions
from tests.cogs.game import HandsTable as Hands
from tests.cogs.game import make_bot, public_messages
from tests.cogs.harness import Harness


@pytest.mark.parametrize(
    ("difficulty", "how"),
    [pytest.param("normal", "button", marks=pytest.mark.slow), ("challenging", "slash")],  # the longer game: slow tier
)
async def test_two_members_play_a_whole_game(make_settings: Callable[..., Settings], difficulty: str, how: str) -> None:
    async with Harness.start(make_bot(make_settings())) as h:
        game = Hands(h, players=("ana", "ben"))
        opening = (await game.start("ben", difficulty)).reply
        assert not opening.ephemeral and "board.png" in [a.filename for a in opening.attachments]
        assert "talk" in opening.text().lower()  # H20: the one social rule, said when the game starts
        status = await game.play_to_the_end(how=lambda step: how)
        assert status.playing is None
        games = await h.bot.table.store.games(status.campaign_id)
        assert [g.status for g in games] in (["won"], ["lost"])
        hows = {way for way, _, _ in game.steps}
        assert hows == {how}
        for _, _, exchange in game.steps:  # every decision answered in public, once
            assert len(public_messages(exchange)) == 1, exchange.describe()


@pytest.mark.slow  # the default tier plays this game in test_hands_words[en-US] and test_real_discord (see there)
async def test_a_member_alone_plays_with_the_bot_which_moves_by_itself(make_settings: Callable[..., Settings]) -> None:
    async with Harness.start(make_bot(make_settings())) as h:
        game = Hands(h, players=("ana", "bot"))
        await game.start(None)
        status = await game.play_to_the_end(how=lambda step: "button" if step % 2 else "slash", bot_seat=1)
        games = await h.bot.table.store.games(status.campaign_id)
        assert games[0].status in ("won", "lost")
        bot_id = h.bot.user.id
        logged = [row for row in await h.bot.table.store.log(games[0].id) if row.user_id == bot_id]
        assert logged, "the bot never moved"
        said_by_bot = [s for s in h.messages_in("campaign") if s.kind == "message" and s.via == "channel"]
        assert said_by_bot, "the bot's moves were never told in the channel"


async def test_only_the_active_player_moves_and_a_spectator_acts_on_nothing(
    make_settings: Callable[..., Settings],
) -> None:
    async with Harness.start(make_bot(make_settings())) as h:
        game = Hands(h, players=("ana", "ben"))
        await game.start("ben", first="random")
        state = await game.state()
        for action in legal_actions(state):  # setup: each chooses her own half (H7)
            if action.kind == "half" and action.choice == "left":
                await game.take_hands(action, how="button")
        state = await game.state()
        active = state.active
        waiting = game.players[1 - active]
        step = next(a for a in legal_actions(state) if a.kind == "step")
        before = await h.bot.table.store.games((await h.bot.table.status(game.channel_id)).campaign_id)
        custom_id, values = game.offered(h.messages[game.decision_message().message_id], step)
        refused = await h.click(game.decision_message(), custom_id, user=waiting, values=values)
        assert refused.reply.ephemeral and "turn" in refused.reply.text().lower()
        watcher = await h.click(game.decision_message(), custom_id, user="cy", values=values)
        assert watcher.reply.ephemeral
        after = await h.bot.table.store.games((await h.bot.table.status(game.channel_id)).campaign_id)
        assert [g.snapshot for g in after] == [g.snapshot for g in before]  # refusals change nothing


# What each refusal says: the channel's game, then the one asked for, each named by its own words (its folder's
# `<game>-table-name`), in the asker's language.
OTHER_GAME = {
    "en-US": (
        "This channel's table already plays a Holding On campaign: start a game of “…and then, we held hands.” in "
        "another channel or thread.",
        "This channel's table already plays a game of “…and then, we held hands.”: start a Holding On campaign in "
        "another channel or thread.",
    ),
    "de": (
        "In diesem Kanal läuft schon eine Holding-On-Kampagne: Beginne eine Partie „…and then, we held hands.“ in "
        "einem anderen Kanal oder Thread.",
        "In diesem Kanal läuft schon eine Partie „…and then, we held hands.“: Beginne eine Holding-On-Kampagne in "
        "einem anderen Kanal oder Thread.",
    ),
    "fr": (
        "Ce salon accueille déjà une campagne Holding On\u00a0: lancez une partie de «\u00a0…and then, we held "
        "hands.\u00a0» dans un autre salon ou fil.",
        "Ce salon accueille déjà une partie de «\u00a0…and then, we held hands.\u00a0»\u00a0: lancez une campagne "
        "Holding On dans un autre salon ou fil.",
    ),
}


@pytest.mark.parametrize("locale", OTHER_GAME)
async def test_a_holding_on_channel_refuses_hands_start_and_the_other_way_round(harness: Harness, locale: str) -> None:
    harness.client_locales.update(ana=locale, host=locale)
    await harness.slash("campaign new", user="host")
    refused = (await harness.slash("hands start", user="ana", partner="ben")).reply
    assert refused.ephemeral and refused.text() == OTHER_GAME[locale][0]
    answer = (await harness.slash("hands start", user="ana", partner="ben", channel="elsewhere")).reply
    assert not answer.ephemeral
    refused = (await harness.slash("campaign new", user="host", channel="elsewhere")).reply
    assert refused.ephemeral and refused.text() == OTHER_GAME[locale][1]


@pytest.mark.parametrize("command", ["campaign status", "campaign recap", "hand", "help", "board", "memories"])
async def test_holding_on_commands_in_a_hands_channel_say_what_to_do(harness: Harness, command: str) -> None:
    """Found by the fuzzer: Holding On's table commands read a hands game as Holding On's (a KeyError, an
    apology); each is refused in one sentence instead, and nothing is changed."""
    await harness.slash("hands start", user="ana", partner="ben")
    refused = (await harness.slash(command, user="ana")).reply
    assert refused.ephemeral and "…and then, we held hands." in refused.text() and "another channel" in refused.text()


async def test_step_autocomplete_names_each_node_with_its_emotion_in_her_language(
    make_settings: Callable[..., Settings],
) -> None:
    """`/hands step to:` offers "O15 (Joy)", never a bare node id (issue 26: words, in the reader's language)."""
    from bot.games.hands.engine.board import board_of

    async with Harness.start(make_bot(make_settings())) as h:
        game = Hands(h, players=("ana", "ben"))
        await game.start("ben")
        state = await game.state()
        for action in legal_actions(state):
            if action.kind == "half" and action.choice == "left":
                await game.take_hands(action, how="button")
        state = await game.state()
        mover = game.players[state.active]
        emotion = board_of(state.rules).emotion
        nodes = {a.node for a in legal_actions(state) if a.kind == "step"}
        offered = await h.autocomplete("hands step", "to", "", user=mover, channel=game.channel)
        assert {c["value"] for c in offered} == nodes
        names = {"sad": "Sadness", "angry": "Anger", "calm": "Calm", "happy": "Joy"}  # the nouns (issue 33)
        assert {c["name"] for c in offered} == {f"{n} ({names[emotion[n]]})" for n in nodes if n != "C"}
        h.client_locales[mover] = "de"
        german = await h.autocomplete("hands step", "to", "", user=mover, channel=game.channel)
        assert all(c["name"].startswith(c["value"] + " (") for c in german)
        assert {c["name"] for c in german}.isdisjoint({c["name"] for c in offered}), "not said in German"
