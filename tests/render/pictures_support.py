"""Shared by the picture tests: random legal play that yields views, and a pack with every objective kind."""

from __future__ import annotations

import io
import random
from collections.abc import Iterator

from PIL import Image

from bot.games.holding_on.engine import ContentPack, GameState, apply, legal_actions, new_game, public_view
from tests.fixtures.pack import fixture_pack, fixture_pack_data

NAMES = ["Ana", "Ben", "Cy", "Di"]
PACK = fixture_pack()


def random_states(games: range, pack: ContentPack = PACK, every: int = 1) -> Iterator[GameState]:
    """States after every `every`-th decision of random games (2, 3 and 4 players, each scenario in turn)."""
    scenarios = [s.number for s in pack.scenarios]
    for game in games:
        players = 2 + game % 3
        state = new_game(pack, scenarios[game % len(scenarios)], NAMES[:players], seed=1_000_003 + game)
        chooser = random.Random(game)
        yield state
        decisions = 0
        while state.result is None:
            apply(state, chooser.choice(legal_actions(state)))
            decisions += 1
            if decisions % every == 0 or state.result is not None:
                yield state


def png_image(png: bytes) -> Image.Image:
    image = Image.open(io.BytesIO(png))
    image.load()
    return image.convert("RGB")


def state_after(scenario: int, players: int, seed: int, decisions: int, pack: ContentPack = PACK) -> GameState:
    """A reproducible position: `decisions` random legal decisions into a game (fewer if it ends)."""
    state = new_game(pack, scenario, NAMES[:players], seed=seed)
    chooser = random.Random(seed)
    for _ in range(decisions):
        if state.result is not None:
            break
        apply(state, chooser.choice(legal_actions(state)))
    return state


def every_objective_pack() -> ContentPack:
    """The fixture pack plus scenarios whose objectives use every objective kind (CONTENT.md), nested too."""
    data = fixture_pack_data()
    extra = [
        {"clear_in_timeline": {"timeline": 3, "count": 2}},
        {"any_of": [{"condition_at_least": 20}, {"clear_memories": ["m5-6"]}]},
        {"all_of": [{"any_of": [{"flags": ["a_flag"]}, {"clear_in_each_timeline": 2}]}, {"by_day": 9}]},
    ]
    for number, objective in enumerate(extra, start=3):
        data["scenarios"].append(
            {
                "number": number,
                "title": f"Scenario {number}",
                "intro_1": "intro one",
                "intro_2": "intro two",
                "setup_text": "setup",
                "objective_text": f"objective of scenario {number}",
                "objective": objective,
                "outcome": "outcome",
            }
        )
    return ContentPack.model_validate(data)


def public(state: GameState) -> dict:
    return public_view(state)
