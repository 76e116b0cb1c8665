"""A completed line is always accepted (issue 36): every choice an option's autocomplete offers (on Discord its
value; at the terminal its words, in English, German or French) is taken by the game's planner for that command.

Found by a newcomer: Tab completed `/inquire timeline:` to "timeline 3", which the game then refused; so did
`/care steer`; and `/care palliative talker:` was offered once care was chosen, when the command is refused.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

from bot.games.errors import RuleError
from bot.games.hands.face import FACE as HANDS_FACE
from bot.games.hands.game import HandsGame
from bot.games.hands.partner import HandsPartner
from bot.games.holding_on.content_pack.loader import load_pack
from bot.games.holding_on.face import FACE as HOLDING_ON_FACE
from bot.games.holding_on.game import HoldingOn
from bot.games.interface import GameRules
from bot.render.sayings import say
from tools.policies import BaselinePolicy

LANGUAGES = ("en", "de", "fr")


def holding_on_states(games: int) -> Iterator[Any]:
    rules, pack = HoldingOn(), load_pack()
    for game in range(games):
        for scenario in (1, 2):
            options = rules.default_options()
            state = rules.new_game(pack, scenario, ["Ana", "Ben", "Cy"], 5_000 + game, options, [])
            rules.adopt(state, rules.shared_rules(pack, scenario, options, []))
            policy = BaselinePolicy(game)
            for _ in range(400):
                if state.result:
                    break
                yield state
                state = rules.apply(state, policy.choose(state, rules.legal_actions(state))).state


def hands_states(games: int) -> Iterator[Any]:
    rules = HandsGame()
    pack = rules_pack(rules)
    for game in range(games):
        options = {**rules.default_options(), "first_player": "choose"}
        state = rules.new_game(pack, 1, ["Ana", "Ben"], 6_000 + game, options, [])
        partners = {seat: HandsPartner(seat) for seat in (0, 1)}
        for _ in range(300):
            if state.result:
                break
            yield state
            legal = rules.legal_actions(state)
            chosen = partners[legal[0].seat].choose(rules.public_view(state)) or legal[0]
            state = rules.apply(state, chosen).state


def rules_pack(rules: HandsGame) -> Any:
    from bot.games.hands.content_pack import load_pack as load_hands_pack

    return load_hands_pack()


def refused_completions(
    rules: GameRules, face: Any, states: Iterator[Any], seats: int, *, words: bool
) -> list[tuple[str, ...]]:
    """Choices the planner refuses: their value (what Discord sends) and, where the terminal's Tab writes a choice's
    words (`words`: Holding On's), those words in each language."""
    refused = []
    for state in states:
        public = rules.public_view(state)
        for surface in rules.commands():
            for option in surface.options:
                for seat in range(seats):
                    for choice in rules.choices(state, seat, surface.path, option.name):
                        said = {say(lang, choice.words, public, face) for lang in LANGUAGES} if choice.words else set()
                        completed = {choice.label, *said} if words else set()
                        for value in {choice.value, *completed}:
                            others = _other_required(rules, state, seat, surface, option.name)
                            if others is None:
                                continue
                            try:
                                rules.plan(state, seat, surface.path, {**others, option.name: value})
                            except RuleError as error:
                                refused.append((surface.path, option.name, repr(value), str(error)[:100]))
    return refused


def _other_required(rules: GameRules, state: Any, seat: int, surface: Any, name: str) -> dict[str, str] | None:
    """The command's other required options, each as its first offered choice (None: one has no choice now)."""
    filled = {}
    for other in surface.options:
        if other.name == name or not getattr(other, "required", False):
            continue
        offered = rules.choices(state, seat, surface.path, other.name)
        if not offered:
            return None
        filled[other.name] = offered[0].value
    return filled


def test_every_offered_choice_of_holding_on_is_taken_as_typed_or_completed() -> None:
    refused = refused_completions(HoldingOn(), HOLDING_ON_FACE, holding_on_states(2), 3, words=True)
    assert not refused, sorted(set(refused))[:10]


def test_every_offered_choice_of_the_second_game_is_taken_as_typed_or_completed() -> None:
    refused = refused_completions(HandsGame(), HANDS_FACE, hands_states(2), 2, words=False)
    assert not refused, sorted(set(refused))[:10]


@pytest.mark.parametrize("typed", ["timeline 3", "Lebensabschnitt 3", "période 3", "3"])
def test_a_timeline_is_read_as_its_choice_says_it(typed: str) -> None:
    from bot.games.holding_on.commands import _timeline

    assert _timeline(typed) == "3"
