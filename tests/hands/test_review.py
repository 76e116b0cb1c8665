"""What the bot partner aimed at, told after the game (issue 34, `/hands review`): an aim reads the public view only
(H19: the same aim whatever is hidden, and it names only halves shown then), and each goal is said in English,
German and French as a player of each language would say it."""

from __future__ import annotations

import json
import re

import pytest

from bot.games.hands.engine import apply, legal_actions, public_view
from bot.games.hands.partner import HandsPartner
from bot.games.hands.render.review import GOALS, review_lines
from tests.hands import invariants
from tests.hands.helpers import fresh


def _aims_of_a_game(difficulty: str, seed: int) -> list[tuple[dict, dict]]:
    """(view, aim) at the start of each turn of a game two partners play, checked against other hidden cards."""
    state = fresh(difficulty, seed=seed)
    partners = [HandsPartner(0), HandsPartner(1)]
    found = []
    number = 0
    while state.result is None:
        seat = legal_actions(state)[0].seat
        view = public_view(state)
        aim = HandsPartner(seat).aim(json.loads(json.dumps(view)))
        if aim is not None:
            number += 1
            other = invariants.hide_differently(state, number)
            assert HandsPartner(seat).aim(public_view(other)) == aim, "an aim read something hidden (H19)"
            found.append((view, dict(aim)))
        apply(state, partners[seat].choose(view))
    return found


@pytest.mark.parametrize(("difficulty", "seed"), [("normal", 3), ("challenging", 8)])
def test_an_aim_is_the_same_whatever_is_hidden_and_names_only_halves_shown_then(difficulty: str, seed: int) -> None:
    aims = _aims_of_a_game(difficulty, seed)
    assert aims
    for view, aim in aims:
        players = view["players"]
        seat = aim["seat"]
        assert aim["turn"] == view["turn"] and aim["goal"] in GOALS
        if aim["kept"] is not None:  # a card of her row left for her: its half was face up for everyone then
            assert aim["kept"] in players[1 - seat]["row"]
        assert aim["own"] + aim["theirs"] >= 1  # a turn has a step (H9)
        assert "seed" not in json.dumps(aim) and "deck" not in json.dumps(aim)


def _aim(goal: str, **changes: object) -> dict:
    aim = {"turn": 5, "seat": 1, "goal": goal, "node": "O31", "emotion": "calm", "target": "O15", "own": 2}
    aim |= {"theirs": 0, "draws": False, "kept": None, "kept_for": None, "opens": ["O15", "O17"]}
    return aim | changes


PUBLIC = {"players": [{"name": "Ana"}, {"name": "Ben"}], "board": public_view(fresh(seed=1))["board"]}


def test_each_goal_is_one_line_in_each_language_with_every_value_said() -> None:
    for language in ("en", "de", "fr"):
        lines = review_lines([_aim(goal) for goal in GOALS], PUBLIC, "lost", language)
        assert len(lines) == 1 + len(GOALS)
        for line in lines:
            assert not re.search(r"[{}$]|hands-", line), (language, line)
            assert "\n" not in line


@pytest.mark.parametrize(
    ("language", "says"),
    [
        (
            "en",
            "**Turn 5.** Ben moved to O31 (Calm), towards O15 (Joy), where the objective (Calm) is completed. "
            "Played: 2 cards from Ben's row, one from Ana's. Balanced, Ben drew back up to 6 cards. "
            "One of Ana's cards (Joy) was left for the step to O15 (Joy). "
            "On the next turn Ana could step to O15 (Joy) or O17 (Sadness).",
        ),
        (
            "de",
            "**Zug 5.** Ben ging nach O31 (Ruhe), in Richtung O15 (Freude), wo die Aufgabe (Ruhe) erfüllt wird. "
            "Abgelegt: 2 Karten aus der Reihe von Ben, eine aus der von Ana. "
            "Mit der Waage auf 0 zog Ben auf 6 Karten nach. "
            "Eine Karte von Ana (Freude) blieb für den Schritt nach O15 (Freude) liegen. "
            "Im nächsten Zug konnte Ana einen Schritt nach O15 (Freude) oder O17 (Trauer) machen.",
        ),
        (
            "fr",
            "**Tour 5.** Ben a avancé jusqu’à O31 (Calme), en direction de O15 (Joie), où s’atteint l’objectif "
            "(Calme). Cartes défaussées\u00a0: 2 de la rangée de Ben, une de celle d’Ana. "
            "Balance à 0, Ben a pioché jusqu’à avoir 6 cartes. "
            "Une carte d’Ana (Joie) a été gardée pour le pas vers O15 (Joie). "
            "Au tour suivant, Ana pouvait faire un pas vers O15 (Joie) ou O17 (Tristesse).",
        ),
    ],
)
def test_a_turn_is_said_as_a_player_of_the_language_would_say_it(language: str, says: str) -> None:
    aim = _aim("approach", theirs=1, draws=True, kept="happy", kept_for="O15")
    title, line = review_lines([aim], PUBLIC, "won", language)
    assert line == says
    assert (
        title
        == {
            "en": "**What the bot aimed at, turn by turn** (a game won)",
            "de": "**Was der Bot Zug für Zug vorhatte** (eine gewonnene Partie)",
            "fr": "**Ce que visait le bot, tour par tour** (une partie gagnée)",
        }[language]
    )


def test_a_way_that_leaves_her_no_step_is_not_called_safe() -> None:
    (line,) = review_lines([_aim("safe", opens=[])], PUBLIC, "lost", "en")[1:]
    assert line.startswith("**Turn 5.** Ben moved to O31 (Calm), the best of the ways left.")
    assert "keep a step" not in line and line.endswith("With the halves known, Ana had no step left.")


def test_a_game_the_bot_played_no_turn_of_says_so() -> None:
    assert review_lines([], PUBLIC, "abandoned", "de") == [
        "Der Bot hat in der letzten Partie hier keinen Zug gespielt: Es gibt nichts nachzubesprechen."
    ]
