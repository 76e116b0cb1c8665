"""The second game's table speaks its own language (issue 33): whole games of it, in English, German and French,
with the bot as partner and with a refused line of each kind the table says (an undo and a give-up that are
not hers, a step the rules refuse, an empty /decide, an unknown rule, a move after the end, a second start, a
name not at the table), and no sentence of Holding On's (a scenario, a campaign, a Shift Manager, a Nurse) in
anything the channel or its players were told; nor an emotion said as an adjective, nested brackets or another
language's punctuation (tests/hands/typography.py)."""

from __future__ import annotations

import re
from collections.abc import Callable

import pytest

from bot.config import Settings
from bot.games.hands.engine import legal_actions
from tests.cogs.game import HandsTable as Hands
from tests.cogs.game import make_bot
from tests.cogs.harness import Harness, Said
from tests.hands.typography import faults, message_texts

HOLDING_ON_WORDS = {
    "en-US": re.compile(r"\b(scenario|campaign|shift manager|nurse)s?\b", re.IGNORECASE),
    "de": re.compile(r"(szenario|kampagne|schichtleit|pflegekraft|pflegekräfte)", re.IGNORECASE),
    "fr": re.compile(r"(scénario|campagne|responsable d’équipe|infirmi)", re.IGNORECASE),
}


def heard(h: Harness, since: int) -> list[Said]:
    """What the channel and the players saw: channel messages, ephemeral answers, DMs (not event texts)."""
    return [s for s in h.said[since:] if s.kind in ("message", "edit") and s.via != "event-create"]


# A whole game each: English in the default tier, German and French in the slow tier. The default tier still
# has the table's German and French on Discord (test_permissions' second-game matrix in three languages,
# test_hands_review's review in each) and whole games in each language's words at the terminal
# (tests/local/test_hands_terminal_words.py), from the same catalogue.
@pytest.mark.parametrize(
    "locale", ["en-US", pytest.param("de", marks=pytest.mark.slow), pytest.param("fr", marks=pytest.mark.slow)]
)
async def test_a_whole_game_and_its_refusals_never_speak_of_scenarios_or_campaigns(
    make_settings: Callable[..., Settings], locale: str
) -> None:
    async with Harness.start(make_bot(make_settings())) as h:
        h.guild_locale = locale
        for person in ("ana", "ben", "cy", "dee"):
            h.client_locales[person] = locale
        since = len(h.said)
        game = Hands(h, players=("ana", "bot"))
        await game.start(None, difficulty="challenging")
        await h.slash("hands start", user="cy", partner="dee")  # a game is in play here
        await h.slash("hands abandon", user="cy")  # not a player of it
        state = await game.state()
        if any(a.kind == "step" for a in legal_actions(state)):
            await h.slash("hands undo", user="cy")  # nothing of hers
        await h.slash("decide", user="dee", choice="end")  # not at this table
        state = await game.state()
        mover = game.players[state.active]
        await h.slash("hands step", user=mover, channel=game.channel, card="O0/S1")  # no line joins them (H9)
        await h.slash("decide", user=mover, channel=game.channel, choice="")  # which choice?
        await h.slash("hands rules", user=mover, channel=game.channel, topic="H99")
        await h.slash("hands rules", user=mover, channel=game.channel, topic="H12")
        await game.play_to_the_end(how=lambda step: "button" if step % 2 else "slash", bot_seat=1)
        await h.slash("hands undo", user="ana")  # after the end
        await h.slash("hands abandon", user="ana")
        await h.slash("decide", user="ana", choice="end")
        await game.start(None)  # a second game in the channel, given up at once
        given_up = await h.slash("hands abandon", user="ana")
        assert not given_up.reply.ephemeral
        texts = [s.text() for s in heard(h, since)]
        found = [(m.group(0), text[:160]) for text in texts for m in [HOLDING_ON_WORDS[locale].search(text)] if m]
        assert not found, found
        words = [text for said in heard(h, since) for text in message_texts(said)]
        assert len(words) > 100  # the story, the buttons and menus, the refusals
        typography = faults(words, locale.split("-")[0])
        assert not typography, typography
