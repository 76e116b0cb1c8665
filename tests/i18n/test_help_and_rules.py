"""/help, /rules and /hand in English, German and French (issue 16): the ruling ids stay the same, the English
catalogue says exactly the code's summaries, a German or French topic name (or the English one) finds its rule,
and every text fits Discord's limits."""

from __future__ import annotations

import pytest

from bot.games.holding_on.render.rules_text import TOPICS, find_topic, matching_topics, topics
from bot.i18n import LOCALES
from cogs.holding_on.texts import hand_embed, help_text

KEYS = (
    "reveal",
    "assign.s=a1",
    "tokens.s=p1.n=2",
    "talker.s=p1",
    "inquire.s=p1.t=3",
    "stop_inquiry",
    "billy_voice.p=1",
)


def test_the_english_catalogue_is_the_codes_own_rules():
    assert topics("en") == TOPICS


@pytest.mark.parametrize("locale", ["de", "fr"])
def test_every_rule_is_said_with_its_own_ruling_id_and_found_by_its_names(locale):
    said = topics(locale)
    assert [topic.ruling for topic in said] == [topic.ruling for topic in TOPICS]
    assert len({topic.key for topic in said}) == len(said)  # every name finds one rule
    for topic, english in zip(said, TOPICS, strict=True):
        assert topic.summary != english.summary and topic.title != english.title
        assert len(topic.summary) <= 4096 and len(topic.label) <= 100 and len(topic.key) <= 100
        assert find_topic(topic.key, locale) == topic
        assert find_topic(english.key, locale) == topic  # the English name works in every language
        assert find_topic(topic.ruling.lower(), locale) == topic
    assert matching_topics("R14", locale=locale)[0].ruling == "R14"


@pytest.mark.parametrize("locale", LOCALES)
def test_help_and_hand_are_said_in_each_language(locale):
    public = {"seats": ["Ana", "Ben"], "shift_manager": 0, "day": 2, "shift": 1, "shift_name": "Day", "staff": []}
    public |= {"pending": [{"seat": 1, "kind": "tokens"}], "contacts": []}
    mine = [("the table's English label", key) for key in KEYS]
    for text in (help_text(None, [], [], locale), help_text(public, mine, ["Ana"], locale)):
        assert "{" not in text and len(text) <= 2000
    nothing = help_text(public, [], ["Ana"], locale)
    assert "Ben" in nothing and "{" not in nothing
    hand = {"tokens": 2, "stress": 1, "partials": [{"timeline": 3, "quote": "q"}], "clears": [{"timeline": 2}]}
    embed = hand_embed({"name": "Ana", "hand": hand | {"sm_board": [{"timeline": 1, "quote": "b"}]}}, locale)
    assert "Ana" in embed.title and len(embed.fields) == 3
    if locale != "en":
        english = help_text(public, mine, ["Ana"], "en")
        assert help_text(public, mine, ["Ana"], locale) != english
