"""A press's answer continues the pressed message's story (bot/app/messages.py `continued_story`)."""

from __future__ import annotations

import discord

from bot.app.messages import DESCRIPTION_MAX, continued_story
from bot.games.holding_on.face import FACE

NAMES = FACE.picture_names

GREEN = 0x4AA05C
CDN = "https://cdn.discordapp.com/attachments/1/2/board.png?ex=65f&is=65e&hm=abc"


def _text(description: str, **kwargs) -> discord.Embed:
    return discord.Embed(description=description, colour=GREEN, **kwargs)


def _picture(url: str) -> discord.Embed:
    return discord.Embed(colour=GREEN).set_image(url=url)


def test_a_headline_and_its_summary_read_on_as_lines_of_the_story() -> None:
    ended = _text("The shift ends.", title="End of the Morning shift").add_field(name="Summary", value="Billy 26/30")
    (embed,) = continued_story([_text("Ana is placed.")], [ended], NAMES)
    lines = ["Ana is placed.", "**End of the Morning shift**", "The shift ends.", "**Summary**: Billy 26/30"]
    assert embed.description == "\n".join(lines)
    assert not embed.fields


def test_new_pictures_replace_the_ones_shown_and_kept_ones_are_named_as_sent() -> None:
    shown = [_text("Day 1."), _picture(CDN)]
    kept = continued_story(shown, [_text("Ben is placed.")], NAMES)
    assert kept is not None and [e.image.url for e in kept if e.image] == ["attachment://board.png"]
    replaced = continued_story(shown, [_text("The Day shift ends."), _picture("attachment://board.png")], NAMES)
    assert replaced is not None and [e.image.url for e in replaced if e.image] == ["attachment://board.png"]
    assert len(replaced) == 2 and replaced[0].description == "Day 1.\nThe Day shift ends."  # then the new board


def test_a_story_that_would_not_fit_asks_for_a_message_of_its_own() -> None:
    full = [_text("x" * DESCRIPTION_MAX)]
    assert continued_story(full, [_text("y" * 3000)], NAMES) is None  # over Discord's 6,000 characters a message
    many = [discord.Embed(description=str(i), colour=i) for i in range(10)]
    assert continued_story(many, [_text("one more")], NAMES) is None  # over 10 embeds
