"""A third game, kept in the tests (tests/games/tiny: Lantern), proves the seam (issue 37): put on the shelf by
one line, it is played through the Discord harness in three languages with the bot as partner, refused in
another game's channel in its own words, and its adapter on BasicGame stays small."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

from bot.app.client import HoldingOnBot
from bot.config import Settings
from bot.games.shelf import hosted_games, names, shelve, unshelve
from tests.cogs.game import _components
from tests.cogs.harness import Harness
from tests.db.helpers import Seeds
from tests.games.tiny import engine

TINY = Path(__file__).resolve().parent.parent / "games" / "tiny"


@pytest.fixture
def lantern_on_the_shelf() -> Iterator[None]:
    shelve("tests.games.tiny")  # the one registry line
    try:
        yield
    finally:
        unshelve("tests.games.tiny")


def lantern_bot(settings: Settings) -> HoldingOnBot:
    return HoldingOnBot(settings, games=hosted_games(), seed_source=Seeds(7))


def enabled_buttons(h: Harness, channel: str) -> tuple[object, dict[str, str]]:
    """The newest message in the channel with enabled buttons, and its buttons by the choice they carry."""
    for said in reversed(h.messages_in(channel)):
        message = h.messages.get(said.message_id or 0) or {}
        buttons = {
            c["custom_id"].rsplit("c=", 1)[-1]: c["custom_id"]
            for c in _components(message)
            if c.get("type") == 2 and not c.get("disabled")
        }
        if buttons:
            return said, buttons
    raise AssertionError("no message offers a move")


WON = {
    "en-US": "You made it across together.",
    "de": "gemeinsam hinüber geschafft",
    "fr": "Vous avez traversé ensemble.",
}
# A move after the game ended: the table's sentence as a game without its own words for it says it.
OVER = {
    "en-US": "The game is over (won): a new one can begin in this channel.",
    "de": "Die Partie ist vorbei (gewonnen): In diesem Kanal kann eine neue beginnen.",
    "fr": "La partie est finie (gagnée)\u00a0: une nouvelle peut commencer dans ce salon.",
}
# Another game's words the table must not say in this game's channel (the harness's bot is called Holding On).
NOT_ITS_WORDS = {
    "en-US": ("scenario", "nurse", "billy", "campaign", "shift"),
    "de": ("szenario", "pflegekraft", "billy", "kampagne", "schicht"),
    "fr": ("scénario", "infirmi", "billy", "campagne", "garde"),
}


@pytest.mark.parametrize("locale", WON)
async def test_a_player_and_the_bot_carry_the_lantern_across_in_her_language(
    lantern_on_the_shelf: None, make_settings: Callable[..., Settings], locale: str
) -> None:
    async with Harness.start(lantern_bot(make_settings())) as h:
        h.guild_locale = h.client_locales["ana"] = locale
        started = await h.slash("lantern start", user="ana", channel="elsewhere")
        assert not started.reply.ephemeral
        for _ in range(12):  # ten planks: at most ten moves between the two of them
            await h.settle()
            status = await h.bot.table.status(h.place("elsewhere").id)
            if status.playing is None:
                break
            public = status.playing["public"]
            said, buttons = enabled_buttons(h, "elsewhere")
            step = engine.bot_step(int(public["plank"]), public["last"])  # she plays as carefully as the bot
            assert set(buttons) == {s for s in engine.STEPS if int(s) != public["last"]}  # exactly the open moves
            await h.click(said, buttons[step], user="ana")
        told = " ".join(s.text() for s in h.messages_in("elsewhere"))
        assert WON[locale] in told
        after = (await h.slash("decide", user="ana", channel="elsewhere", choice="1")).reply
        assert after.ephemeral and after.text() == OVER[locale]  # the table's sentence, in this game's words
        everything = " ".join(s.text() for s in h.said).replace("Holding On", "the bot").lower()
        assert [word for word in NOT_ITS_WORDS[locale] if word in everything] == []
        games = await h.bot.table.store.games((await h.bot.table.status(h.place("elsewhere").id)).campaign_id)
        assert [g.status for g in games] == ["won"]


async def test_a_move_out_of_turn_is_refused_and_lantern_start_in_a_campaign_channel_names_both_games(
    lantern_on_the_shelf: None, make_settings: Callable[..., Settings]
) -> None:
    async with Harness.start(lantern_bot(make_settings())) as h:
        await h.slash("lantern start", user="ana", partner="ben", channel="elsewhere")
        state = (await h.bot.table.status(h.place("elsewhere").id)).playing
        assert state is not None
        waiting = "ben" if state["public"]["active"] == 0 else "ana"
        said, buttons = enabled_buttons(h, "elsewhere")
        refused = await h.click(said, next(iter(buttons.values())), user=waiting)
        turn = "Ana" if waiting == "ben" else "Ben"
        assert refused.reply.ephemeral and refused.reply.text() == f"It is {turn}’s turn to carry the lantern."
        typed = await h.slash("decide", user=waiting, channel="elsewhere", choice="1 forward")
        assert typed.reply.ephemeral and typed.reply.text().startswith("That is not one of your choices now.")
        assert (await h.bot.table.status(h.place("elsewhere").id)).playing["version"] == state["version"]
        await h.slash("campaign new", user="host", channel="campaign")
        refused = (await h.slash("lantern start", user="ana", channel="campaign")).reply
        assert refused.ephemeral and refused.text() == (
            "This channel's table already plays a Holding On campaign: start a game of Lantern in another channel "
            "or thread."
        )


def test_the_third_game_is_its_folder_and_one_line_and_its_adapter_is_small(lantern_on_the_shelf: None) -> None:
    assert "lantern" in names()
    assert len((TINY / "game.py").read_text(encoding="utf-8").splitlines()) <= 60
    assert sorted(p.name for p in (TINY / "locales").iterdir()) == ["de", "en", "fr"]
