"""The second game's table holds as Holding On's does (issue 32): a channel plays again after a game is won, a
refused start writes nothing, only the player whose turn it is takes back her steps (H9), a player may give the
game up and a host who does not play may not, /decide takes the words on her own buttons in her language, a
night's button stays in its game, the bot never plays every seat, and a forged scenario number is refused."""

from __future__ import annotations

import asyncio
from collections.abc import Callable

import discord

from bot.config import Settings
from bot.games.hands.engine import legal_actions, public_view
from bot.games.hands.words import label
from tests.cogs.game import HandsTable as Hands
from tests.cogs.game import Table, make_bot
from tests.cogs.harness import Harness
from tests.db.helpers import Seeds
from tests.fuzz.observe import StoreFingerprint


async def setup_halves(game: Hands) -> None:
    """Each player chooses her half (H7): the game begins."""
    for action in legal_actions(await game.state()):
        if action.kind == "half" and action.choice == "left":
            await game.take_hands(action, how="button")


async def test_a_channel_plays_again_after_a_game_was_won_and_a_refused_start_writes_nothing(
    make_settings: Callable[..., Settings],
) -> None:
    settings = make_settings()
    async with Harness.start(make_bot(settings, seeds=Seeds(4_000))) as h:
        game = Hands(h, players=("ana", "ben"))
        outcomes = []
        for _ in range(8):  # games until one is won (the partner policy wins about half of them)
            await game.start("ben")
            status = await game.play_to_the_end(how=lambda step: "button")
            outcomes.append((await h.bot.table.store.games(status.campaign_id))[-1].status)
            if outcomes[-1] == "won":
                break
        assert outcomes[-1] == "won", outcomes
        again = await game.start("ben")  # refused for ever before: "every scenario won"
        assert not again.reply.ephemeral and (await h.bot.table.status(game.channel_id)).playing is not None
        fingerprint = StoreFingerprint(str(settings.database_path))
        try:
            before = fingerprint()
            refused = await h.slash("hands start", user="cy", partner="dee")  # a game is in play: refused
            assert refused.reply.ephemeral and fingerprint() == before  # ...and the store is as it was
        finally:
            fingerprint.close()


async def test_only_the_player_whose_turn_it_is_takes_back_her_steps_not_the_host(
    make_settings: Callable[..., Settings],
) -> None:
    async with Harness.start(make_bot(make_settings())) as h:
        await h.slash("hands start", user="dee", partner="ben")  # dee opens the channel's table: its host
        await h.slash("hands abandon", user="dee")
        game = Hands(h, players=("ana", "ben"))
        await game.start("ben")  # ana and ben play; the host does not
        await setup_halves(game)
        state = await game.state()
        mover = game.players[state.active]
        step = next(a for a in legal_actions(state) if a.kind == "step")
        await game.take_hands(step, how="button")
        version = await game.version()
        refused = await h.slash("hands undo", user="dee")
        assert refused.reply.ephemeral and await game.version() == version
        partner = await h.slash("hands undo", user=game.players[1 - state.active])
        assert partner.reply.ephemeral and await game.version() == version
        undone = await h.slash("hands undo", user=mover)
        assert not undone.reply.ephemeral and await game.version() == version + 1


async def test_a_player_gives_the_game_up_and_a_host_who_does_not_play_cannot(
    make_settings: Callable[..., Settings],
) -> None:
    async with Harness.start(make_bot(make_settings())) as h:
        await h.slash("hands start", user="dee", partner="ben")  # dee opens the channel's table: its host
        await h.slash("hands abandon", user="dee")
        game = Hands(h, players=("ana", "ben"))
        await game.start("ben")
        refused = await h.slash("hands abandon", user="dee")
        assert refused.reply.ephemeral and "Only a player of this game" in refused.reply.content
        spectator = await h.slash("hands abandon", user="cy")
        assert spectator.reply.ephemeral and (await h.bot.table.status(game.channel_id)).playing is not None
        given_up = await h.slash("hands abandon", user="ben")
        assert not given_up.reply.ephemeral and (await h.bot.table.status(game.channel_id)).playing is None


async def test_decide_takes_the_words_of_her_own_buttons_in_german_and_french(
    make_settings: Callable[..., Settings],
) -> None:
    async with Harness.start(make_bot(make_settings())) as h:
        game = Hands(h, players=("ana", "ben"))
        await game.start("ben")
        for player, lang in (("ana", "de"), ("ben", "fr")):
            h.client_locales[player] = lang
            state = await game.state()
            seat = game.players.index(player)
            mine = next(a for a in legal_actions(state) if a.seat == seat and a.kind == "half")
            words = label(lang, mine, public_view(state))
            version = await game.version()
            done = await h.slash("decide", user=player, choice=words)
            assert not done.reply.ephemeral and await game.version() == version + 1, (words, done.reply.content)


async def test_a_nights_stand_in_button_does_not_seat_the_bot_in_another_game_or_everywhere(
    make_settings: Callable[..., Settings],
) -> None:
    async with Harness.start(make_bot(make_settings())) as h:
        game = Hands(h, players=("ana", "bot"))
        await game.start(None)  # the bot is the partner already
        view = discord.ui.View(timeout=None)
        from bot.app.nights import StandInButton  # a reminder's button, as an older night left it

        view.add_item(StandInButton(h.person("ana").id, label="The bot plays Ana"))
        posted = await h.bot.get_partial_messageable(h.channel.id).send("reminder", view=view)
        pressed = await h.click(posted.id, f"night:bot:{h.person('ana').id}", user="ana")
        assert pressed.reply.ephemeral
        status = await h.bot.table.status(game.channel_id)
        assert all(seat.stand_in_user_id is None for seat in status.seats)
        alone = await h.slash("campaign standin", user="ana", seat="Ana", member="bot")  # the bot would play alone
        assert alone.reply.ephemeral


async def test_a_forged_huge_scenario_number_is_refused_in_one_sentence(make_settings: Callable[..., Settings]) -> None:
    async with Harness.start(make_bot(make_settings())) as h:
        await Table(h).open(start=False)
        refused = await h.slash("campaign start", user="host", scenario=2**70)
        assert refused.reply.ephemeral and "There is no scenario" in refused.reply.content
        assert not [line for line in h.log_lines() if "Incident" in line]


async def test_a_hundred_presses_of_end_turn_at_once_apply_once_and_leave_one_message_offering_what_is_open(
    make_settings: Callable[..., Settings],
) -> None:
    async with Harness.start(make_bot(make_settings())) as h:
        h.human_pace = 0.0
        game = Hands(h, players=("ana", "ben"))
        await game.start("ben")
        await setup_halves(game)
        state = await game.state()
        step = next(a for a in legal_actions(state) if a.kind == "step")
        await game.take_hands(step, how="button")
        state = await game.state()
        end = next(a for a in legal_actions(state) if a.kind == "end")
        mover, partner = game.players[state.active], game.players[1 - state.active]
        message = h.messages[game.decision_message().message_id]
        custom_id, values = game.offered(message, end)
        version = await game.version()
        presses = [
            h.click(dict(message), custom_id, user=(mover, partner, "cy")[i % 3], values=values, collect=True)
            for i in range(100)
        ]
        exchanges = await asyncio.gather(*presses)
        assert all(not e.unanswered for e in exchanges)
        assert await game.version() == version + 1  # the turn ended once
        open_now = {a.key() for a in legal_actions(await game.state())}
        now = f"ho:{(await h.bot.table.status(game.channel_id)).playing['game_id']}:{await game.version()}:"

        def enabled(message: dict) -> list[dict]:
            return [c for r in message["components"] for c in r["components"] if not c.get("disabled")]

        # Exactly one message offers what is open now (an older one may keep buttons of a moment that passed:
        # pressed, they are told so and disabled).
        offering = [m for m in h.messages.values() if any(c.get("custom_id", "").startswith(now) for c in enabled(m))]
        assert len(offering) == 1
        offered = {c["custom_id"].removeprefix(now) for c in enabled(offering[0]) if c["type"] == 2}
        offered |= {o["value"] for c in enabled(offering[0]) for o in c.get("options", [])}
        assert offered == open_now


async def test_a_name_that_reads_like_a_decisions_key_is_refused_at_the_door(
    make_settings: Callable[..., Settings],
) -> None:
    async with Harness.start(make_bot(make_settings())) as h:
        await h.slash("campaign new", user="host")
        refused = await h.slash("campaign join", user="ana", nurse_name="care.c=medical")
        assert refused.reply.ephemeral and "without “=”" in refused.reply.content
        assert (await h.bot.table.status(h.channel.id)).seats == []
