"""The game's choices in words (bot/games/hands/words.py): English says exactly what the engine's describe()
says for every open choice of random games; German and French say it within Discord's limits; a card is named by
the half it shows, never the one it covers (H19)."""

from __future__ import annotations

import re

import pytest

from bot.games.hands.engine import MOVES, Action, legal_actions, public_view
from bot.games.hands.engine.vocab import EMOTIONS
from bot.games.hands.words import (
    begins_with_vowel,
    emotion_word,
    label,
    named,
    node_label,
    phrase,
)
from bot.i18n import LOCALES, t
from tests.hands.helpers import arrange, fresh, started
from tests.hands.render_support import moments

BUTTON_MAX = 80  # Discord: a button's label (a select option's is 100)
SELECT_OPTION_MAX = 100


def test_english_labels_say_exactly_what_the_engine_describes_over_random_games():
    compared = 0
    kinds = set()
    for moment in moments():
        for action, described in moment.choices:
            assert label("en", action, moment.view) == described
            compared += 1
            kinds.add(action.kind)
    assert kinds == set(MOVES)  # every kind of decision was compared
    assert compared > 2000


@pytest.mark.parametrize("language", LOCALES)
def test_every_label_and_phrase_fits_a_button_and_leaves_no_placeholder(language):
    for moment in moments():
        for action, _ in moment.choices:
            words = label(language, action, moment.view)
            assert words and "{" not in words and len(words) <= BUTTON_MAX, words
    for kind in MOVES:
        assert 0 < len(phrase(language, kind)) <= SELECT_OPTION_MAX and "{" not in phrase(language, kind)


def test_english_phrases_are_the_engines_own():
    assert {kind: phrase("en", kind) for kind in MOVES} == {kind: move.phrase for kind, move in MOVES.items()}


@pytest.mark.parametrize("language", ["de", "fr"])
def test_german_and_french_labels_are_not_english(language):
    state = started()
    public = public_view(state)
    for action in legal_actions(state):
        assert label(language, action, public) != label("en", action, public)


def test_a_step_names_its_card_as_players_type_it_and_never_the_covered_half():
    """Issue 33: a card is named as players type it (S2, N1); the centre's step, which any card takes (H17), says the
    half the card shows. H19: the card's other half differs from it (H2), and is never said."""
    state = arrange(started(), rows=((("calm", "sad"), ("happy", "angry")), (("calm", "happy"),)), start=False)
    public = public_view(state)
    words = label("en", Action("step", 0, node="O15", row=0, card=1), public)
    assert words == "step to O15 (Joy) with card S2"  # it covers Anger
    words = label("en", Action("step", 0, node="O18", row=1, card=0), public)
    assert words == "step to O18 (Calm) with card N1" and "Joy" not in words  # it covers Joy
    words = label("de", Action("step", 0, node="C", row=0, card=1), public)
    assert words == "in die Mitte mit Karte S2 (Freude)" and "Wut" not in words


def test_nodes_emotions_and_the_centre_in_three_languages():
    public = public_view(fresh())
    said = {language: node_label(language, "O12", public) for language in LOCALES}
    assert said == {"en": "O12 (Sadness)", "de": "O12 (Trauer)", "fr": "O12 (Tristesse)"}  # nouns (issue 33)
    assert [node_label(language, "C", public) for language in LOCALES] == ["the centre", "die Mitte", "le centre"]
    assert node_label("en", "O99", public) == "O99"  # a node the board lacks is said as given
    for language in LOCALES:
        words = [emotion_word(language, emotion) for emotion in EMOTIONS]
        assert len(set(words)) == 4 and all(words)


def test_french_elides_de_before_a_vowel_or_h():
    assert [begins_with_vowel(name) for name in ("Ana", "Éloïse", "hugo", "Ben", "", "7ème", "Yann", "Yves")] == [
        "yes",
        "yes",
        "yes",
        "no",
        "no",
        "no",
        "no",  # "de Yann": a Y before a vowel is a consonant (issue 33)
        "yes",
    ]
    assert t("fr", "hands-refuse-not-your-turn", **named("Ana")) == "C’est le tour d’Ana."
    assert t("fr", "hands-refuse-not-your-turn", **named("Ben")) == "C’est le tour de Ben."
    assert t("en", "hands-refuse-not-your-turn", **named("Ana")) == "It is Ana's turn."


def test_a_label_holds_no_english_game_word_in_german_or_french():
    english = re.compile(r"\b(step|paying|card|centre|sad|angry|happy|halves|row|turn|perspective)\b")
    for moment in list(moments())[:200]:
        for action, _ in moment.choices:
            for language in ("de", "fr"):
                words = label(language, action, moment.view)
                if language == "fr":  # French writes "perspective" and "centre" as English does
                    words = words.replace("perspective", "").replace("centre", "")
                assert not english.search(words.replace("Ana", "").replace("Ben", "")), (language, words)
