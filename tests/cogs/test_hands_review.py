"""After a game of "...and then, we held hands." the bot partner says why (issue 34): /hands review tells, turn by
turn, what it aimed at, in the reader's language, and only once the game is over (H20); a player who leaves a game
has the bot play her seat (/hands leave) until she takes it back (/hands rejoin), and the review tells those turns
too. Every refusal is one sentence that says what is allowed, and changes nothing."""

from __future__ import annotations

import re
from collections.abc import Callable
from contextlib import closing

from bot.config import Settings
from bot.games.hands.engine import legal_actions, public_view
from bot.games.hands.partner import HandsPartner
from bot.table.replay import fresh_state, standing_decisions
from db.store import GameRecord
from tests.cogs.game import HandsTable as Hands
from tests.cogs.game import make_bot
from tests.cogs.harness import Harness
from tests.db.helpers import Seeds
from tests.fuzz.observe import StoreFingerprint

TURN = {"en": re.compile(r"\*\*Turn (\d+)\.\*\* "), "de": re.compile(r"\*\*Zug (\d+)\.\*\* ")}
TURN["fr"] = re.compile(r"\*\*Tour (\d+)\.\*\* ")


def told(exchange) -> str:
    """Every embed and message the bot answered with, in order."""
    parts = []
    for said in exchange.answers:
        parts.append(said.content)
        parts += [str(embed.get("description", "")) for embed in said.embeds]
    return "\n".join(part for part in parts if part)


def one_sentence(text: str) -> bool:
    return text.count(". ") == 0 and text.rstrip().endswith(".")


async def test_the_review_waits_for_the_end_then_tells_each_turn_the_bot_began_in_her_language(
    make_settings: Callable[..., Settings],
) -> None:
    async with Harness.start(make_bot(make_settings(), seeds=Seeds(7_000))) as h:
        game = Hands(h, players=("ana", "bot"))
        nothing = await h.slash("hands review", user="ana")
        assert nothing.reply.ephemeral and one_sentence(nothing.reply.content)
        assert "No game has been played in this channel yet" in nothing.reply.content
        assert "/hands start" in nothing.reply.content and "campaign" not in nothing.reply.content
        await game.start(None)
        during = await h.slash("hands review", user="ana")  # H20: not a word about a game being played
        assert during.reply.ephemeral and one_sentence(during.reply.content)
        assert "once it is over" in during.reply.content and "/hands review" in during.reply.content
        assert not during.reply.embeds
        status = await game.play_to_the_end(how=lambda step: "button", bot_seat=1)
        record = (await h.bot.table.store.games(status.campaign_id))[-1]
        bot_turns = set(await turns_played_by(h, record, h.bot.user.id))
        assert bot_turns, "the bot never began a turn"

        english = await h.slash("hands review", user="ana")
        text = told(english)
        assert english.reply.ephemeral and all(said.ephemeral for said in english.answers)
        assert "What the bot aimed at, turn by turn" in text
        assert ("a game won" if record.status == "won" else "a game lost") in text
        numbered = [int(n) for n in TURN["en"].findall(text)]
        assert numbered == sorted(numbered) and set(numbered) <= bot_turns  # only the bot's turns, in order
        assert bot_turns - {max(bot_turns)} <= set(numbered)  # each turn it began (its last may have had no step)
        assert "Holding On " in text and "Ana" in text  # the bot plays under its own name
        assert "seed" not in text.casefold() and "deck" not in text.casefold()

        h.client_locales["ana"] = "de"
        german = told(await h.slash("hands review", user="ana"))
        assert "Was der Bot Zug für Zug vorhatte" in german and "Turn " not in german
        assert [int(n) for n in TURN["de"].findall(german)] == numbered
        assert re.search(r"Holding On (ging nach|beendete den Zug auf|blieb auf|kam zu|betrat|folgte) ", german)

        h.client_locales["ana"] = "fr"
        french = told(await h.slash("hands review", user="ana"))
        assert "Ce que visait le bot, tour par tour" in french and "Tour " in french
        assert [int(n) for n in TURN["fr"].findall(french)] == numbered
        assert "l’objectif" in french or "dispute" in french or "centre" in french

        shared = await h.slash("hands review", user="ana", share=True)  # for everyone, in the table's language
        public = [said for said in h.messages_in("campaign") if said.interaction_id == shared.interaction_id]
        assert public and not any(said.ephemeral for said in public if said.embeds)
        assert "What the bot aimed at, turn by turn" in told(shared)


async def turns_played_by(h: Harness, record: GameRecord, user_id: int) -> dict[int, int]:
    """Turn -> seat, for each turn whose first step `user_id` took (the log's rows carry the user who decided)."""
    table = h.bot.table
    rules = table.hosted("hands").rules
    state = fresh_state(rules, await table._pack(rules, record.pack_hash), record)
    turns = {}
    for row in standing_decisions(await table.store.log(record.id)):
        action = rules.action_from_dict(row.action or {})
        if row.user_id == user_id and action.kind == "step" and len(state.path) == 1:
            turns[state.turn] = action.seat
        rules.apply(state, action)
    return turns


async def test_a_player_who_leaves_has_the_bot_play_her_seat_until_she_rejoins(
    make_settings: Callable[..., Settings],
) -> None:
    settings = make_settings()
    async with Harness.start(make_bot(settings, seeds=Seeds(7_100))) as h:
        game = Hands(h, players=("ana", "ben"))
        with closing(StoreFingerprint(str(settings.database_path))) as fingerprint:  # a refusal changes nothing
            before = fingerprint()
            nothing = await h.slash("hands leave", user="ana")
            assert fingerprint() == before
            assert nothing.reply.ephemeral and "No game has been played in this channel yet" in nothing.reply.content
            await game.start("ben")
            for action in legal_actions(await game.state()):  # each chooses her half (H7)
                if action.kind == "half" and action.choice == "left":
                    await game.take_hands(action, how="button")
            before = fingerprint()
            spectator = await h.slash("hands leave", user="cy")
            assert spectator.reply.ephemeral and one_sentence(spectator.reply.content) and fingerprint() == before
            assert "You do not play in this game" in spectator.reply.content

            left = await h.slash("hands leave", user="ana")
            assert not left.reply.ephemeral and "Ana leaves the game: the bot plays that seat" in left.reply.content
            assert fingerprint() != before  # the fingerprint sees a seat left to the bot
            state = await game.state()
            assert not [a for a in legal_actions(state) if a.seat == 0], "the bot moved for her when her turn came"
            before = fingerprint()
            again = await h.slash("hands leave", user="ana")
            assert again.reply.ephemeral and "/hands rejoin" in again.reply.content
            assert one_sentence(again.reply.content)
            alone = await h.slash("hands leave", user="ben")  # the bot would play both seats
            assert alone.reply.ephemeral and one_sentence(alone.reply.content)
            assert "/hands abandon" in alone.reply.content
            assert fingerprint() == before

            ben = HandsPartner(1)
            began = (await game.state()).turn
            while (state := await game.state()).result is None and state.turn < began + 4:  # Ben's turns and the bot's
                action = ben.choose(public_view(state))
                assert action is not None, "the game waits for the bot, which should have moved for Ana"
                await game.take_hands(action, how="button")
            campaign = (await h.bot.table.status(game.channel_id)).campaign_id
            record = (await h.bot.table.store.games(campaign))[-1]
            stood_in = await turns_played_by(h, record, h.bot.user.id)
            assert stood_in and set(stood_in.values()) == {0}, "the bot began Ana's turns, and only hers"

            back = await h.slash("hands rejoin", user="ana")
            assert not back.reply.ephemeral and "Ana is back" in back.reply.content
            before = fingerprint()
            twice = await h.slash("hands rejoin", user="ana")
            assert twice.reply.ephemeral and one_sentence(twice.reply.content) and "/hands leave" in twice.reply.content
            assert fingerprint() == before
            seats = (await h.bot.table.status(game.channel_id)).seats
            assert all(seat.stand_in_user_id is None for seat in seats)
            played = len(stood_in)
            status = await game.play_to_the_end(how=lambda step: "slash")  # both play again: the bot moves for nobody
            record = (await h.bot.table.store.games(status.campaign_id))[-1]
            assert len(await turns_played_by(h, record, h.bot.user.id)) == played

            review = told(await h.slash("hands review", user="ben"))
            numbered = [int(n) for n in TURN["en"].findall(review)]
            assert set(numbered) == set(stood_in)  # the turns it played for Ana, told under her name
            lines = review.splitlines()[1:]
            assert all(line.startswith(f"**Turn {n}.** Ana ") for n, line in zip(numbered, lines, strict=True))
