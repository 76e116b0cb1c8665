"""Every refusal the engine and the game's commands can raise, said in English, German and French from its data
(bot/games/hands/render/refusals.py): a catalogue entry for every key, English exactly the engine's message, the
choices open instead as their labels, and never a bare "not possible"."""

from __future__ import annotations

import random
import re
from pathlib import Path

import pytest

from bot.games.errors import RuleError, Words
from bot.games.hands.engine import Action, apply, legal_actions, public_view
from bot.games.hands.game import GAME
from bot.games.hands.render.refusals import refusal_text, say
from bot.games.hands.words import label
from bot.i18n import LOCALES, catalogue
from tests.hands.helpers import arrange, fresh, refused, started

HANDS = Path(__file__).resolve().parents[2] / "bot" / "games" / "hands"
EPHEMERAL_MAX = 2000
BARE = {"Not possible", "That is not possible", "Nicht möglich", "Das geht nicht", "Pas possible", "Impossible"}


def _keys_in_the_code() -> set[str]:
    """Every catalogue key a refusal of the game names: key="…" in its code, and the reasons explain.py returns."""
    keys: set[str] = set()
    for path in HANDS.rglob("*.py"):
        text = path.read_text(encoding="utf-8")
        keys |= set(re.findall(r'key="([a-z0-9-]+)"', text))
        keys |= (
            set(re.findall(r'"((?:hands|refuse)-[a-z0-9-]+)"', text))
            if path.name in ("explain.py", "game.py")
            else set()
        )
    return keys


def test_every_refusal_key_of_the_engine_and_the_commands_is_in_every_language():
    keys = _keys_in_the_code()
    assert len(keys) >= 30 and {"hands-refuse-visited", "hands-which-card", "hands-option-value"} <= keys
    for language in LOCALES:
        missing = sorted(key for key in keys if not catalogue(language).has(key))
        assert missing == [], (language, missing)


SAMPLE = {
    "name": "Ana",
    "partner": "Ben",
    "node": "O12",
    "here": "O4",
    "set": 1,
    "card": "S3",
    "half": "happy",
    "emotion": "sad",
    "balance": -3,
    "result": "lost",
    "kind": "end",
    "waiting": ["step", "perspective"],
    "phase": "move",
    "count": 3,
    "chapter": 2,
    "players": "Ana, Ben",
    "cards": "S1, N2",
    "option": "colour",
    "known": "difficulty, first_player",
    "value": "hard",
    "allowed": "normal, challenging",
    "command": "'hands fly'",
    "choice": "'zed'",
}


@pytest.mark.parametrize("language", LOCALES)
def test_every_refusal_key_is_said_with_its_reason(language):
    for key in sorted(_keys_in_the_code()):
        said = refusal_text(language, RuleError("x", key=key, data=SAMPLE))
        assert said and "{" not in said and "}" not in said, (key, said)
        assert said.rstrip(".") not in BARE, (key, said)  # a reason, never a bare "no"
        if key.startswith("hands-refuse-"):  # the rule's refusals cite it or name what is in the way
            assert re.search(r"\(H\d+", said) or re.search(r"Ana|O12|S3|lost|verloren|perdue|:", said), (key, said)
        if language != "en" and key.startswith("hands-"):
            assert said != refusal_text("en", RuleError("x", key=key, data=SAMPLE)), key


@pytest.fixture(scope="module")
def refusals() -> list[tuple[RuleError, dict]]:
    found = []
    chooser = random.Random(5)
    for difficulty, seed in (("normal", 1), ("impossible", 2), ("challenging", 3)):
        state = fresh(difficulty, seed, "choose")
        while state.result is None:
            legal = legal_actions(state)
            view = public_view(state)
            tries = [a.with_seat(1 - a.seat) for a in legal[:3]]
            tries += [a._replace(node=chooser.choice(["O3", "M4", "I2", "C", "Q9", "O17"])) for a in legal[:4]]
            tries += [a._replace(card=chooser.choice([0, 5, 9])) for a in legal[:2] if a.card is not None]
            tries += [Action(kind, legal[0].seat, choice="left") for kind in ("end", "half", "perspective", "first")]
            tries += [Action("step", legal[0].seat, node="O15")]
            for action in tries:
                if action not in legal:
                    try:
                        apply(state, action, legal=legal)
                    except RuleError as error:
                        found.append((error, view))
            apply(state, chooser.choice(legal), legal=legal)
        try:
            apply(state, Action("end", 0))
        except RuleError as error:
            found.append((error, public_view(state)))
    return found


def test_random_games_reach_most_kinds_of_refusal(refusals):
    keys = {error.key for error, _ in refusals}
    expected = {
        "hands-refuse-over",
        "hands-refuse-not-your-turn",
        "hands-refuse-not-now",
        "hands-refuse-no-node",
        "hands-refuse-not-next",
        "hands-refuse-line-closed",
        "hands-refuse-no-card",
        "hands-refuse-wrong-half",
        "hands-refuse-no-payer",
        "hands-refuse-chosen",
    }
    assert expected <= keys, sorted(expected - keys)


@pytest.mark.parametrize("language", LOCALES)
def test_every_refusal_of_random_games_is_said_in_each_language(refusals, language):
    said = set()
    for error, view in refusals:
        text = refusal_text(language, error, view)
        assert text and "{" not in text and len(text) <= EPHEMERAL_MAX, (error.key, text)
        if language == "en":  # English is the engine's own message, and its choices are the engine's words
            first, _, rest = text.partition("\n")
            assert first == error.message
            if error.choices:
                assert rest == "You can: " + "; ".join(error.allowed) + "."
        said.add(text)
    assert len(said) > 30


def test_the_rulings_own_refusals_say_why_in_three_languages():
    state = arrange(started(), rows=(("happy", "calm"), ("sad",)), nodes=("O16", "O0"), start=False)
    wrong = refused(state, Action("step", 0, node="O17", row=0, card=0))  # O17 is sad; the card shows happy
    said = {language: refusal_text(language, wrong, public_view(state)) for language in LOCALES}
    assert said["en"].startswith("Card S1 shows Joy, not Sadness (H9).")  # the emotions as nouns (issue 33)
    assert said["de"].startswith("Karte S1 zeigt Freude, nicht Trauer (H9).")
    assert said["fr"].startswith("La carte S1 montre la Joie, pas la Tristesse (H9).")


def test_the_commands_and_the_table_options_refusals_are_said():
    state = arrange(fresh(), rows=(["happy", "sad"], ["sad"]))
    asked = (
        ("hands step", {"to": "O17", "card": "left3"}, "hands-name-card"),
        ("hands step", {"to": "O17"}, "hands-which-card"),
        ("hands half", {"side": "up"}, "hands-name-side"),
        ("hands perspective", {"choice": "maybe"}, "hands-name-perspective"),
    )
    for command, options, key in asked:
        with pytest.raises(RuleError) as raised:
            GAME.plan(state, 0, command, options)
        assert raised.value.key == key
        assert refusal_text("en", raised.value, public_view(state)).split("\n")[0] == raised.value.message
        assert "{" not in refusal_text("fr", raised.value, public_view(state))
    problems = (
        GAME.options_problem([]),
        GAME.options_problem({"colour": 1}),
        GAME.options_problem({"difficulty": "x"}),
    )
    for problem in problems:
        assert isinstance(problem, Words)
        for language in LOCALES:
            text = refusal_text(language, problem)
            assert text and "{" not in text


def test_words_of_a_choice_are_said_in_the_readers_language():
    """Autocomplete's words (bot/games/hands/commands.py): a node with its emotion, a side, a perspective's choice."""
    public = public_view(fresh())
    assert say("de", Words("hands-node", {"node": "O12"}), public) == "O12 (Trauer)"
    assert say("fr", Words("hands-node", {"node": "C"}), public) == "le centre"
    assert say("fr", Words("hands-node", {"node": "O12"})) == "O12"  # no view: the id alone
    assert [say("de", Words(f"hands-word-{w}")) for w in ("left", "right", "keep", "turn")] == [
        "links",
        "rechts",
        "behalten",
        "drehen",
    ]
    step = Action("step", 0, node="O15", row=0, card=0)
    assert say("en", step, public_view(started())) == label("en", step, public_view(started()))
