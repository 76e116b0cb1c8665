"""The bot's stand-in for an absent player (bot/games/holding_on/standin.py, issue 28): it decides from its seat's
view alone, always legally, and leaves a decision open only where its docstring says it does."""

from __future__ import annotations

import ast
import functools
import json
import random
from dataclasses import asdict
from pathlib import Path

from bot.games.holding_on import standin
from bot.games.holding_on.engine import Action, GameState, apply, legal_actions, state_from_json, state_to_json, view
from bot.games.holding_on.game import HOLDING_ON
from tests.engine.helpers import PACK, game, varied_options
from tools.policies import BaselinePolicy
from tools.simulate import play

STANDIN = Path(standin.__file__)
WAITS = {"tokens", "pool", "resolve", "close_inquiries", "inquire"}  # the kinds it may leave open (its docstring)


@functools.cache
def _met() -> list[tuple[GameState, list[Action], dict[int, Action | None]]]:
    """Every state met in two whole games played by the baseline (varied options, 3 and 4 players), with the
    decisions open and the stand-in's choice for each seat that has one."""
    met = []
    for number in range(2):
        state = game(players=3 + number, seed=100 + number, **asdict(varied_options(number)))
        policy = BaselinePolicy(number)
        while state.result is None:
            actions = legal_actions(state)
            choices = {seat: HOLDING_ON.bot_choice(state, seat) for seat in sorted({a.seat for a in actions})}
            met.append((state_from_json(state_to_json(state)), actions, choices))
            apply(state, policy.choose(state, actions))
    return met


def _twin(state: GameState, seed: int) -> GameState:
    """The same game as every seat sees it, with what nobody sees changed: each deck's order and the seed."""
    twin = state_from_json(state_to_json(state))
    shuffler = random.Random(seed)
    for deck in (twin.patient_deck, twin.partial_deck, twin.clear_deck):
        shuffler.shuffle(deck)
    twin.seed += 12345
    return twin


def test_the_stand_in_imports_no_state_and_reads_only_a_seats_view() -> None:
    """Its module imports only the Action type of the engine: it is handed a seat's view and the seat's open
    decisions, and a game that differs only in what is hidden (deck order, seed) gets the same decisions."""
    tree = ast.parse(STANDIN.read_text(encoding="utf-8"))
    imported = {
        f"{node.module}.{alias.name}"
        for node in ast.walk(tree)
        if isinstance(node, ast.ImportFrom) and node.module and node.module.startswith("bot")
        for alias in node.names
    }
    assert imported == {"bot.games.holding_on.engine.actions.Action"}
    compared = 0
    for index, (state, actions, choices) in enumerate(_met()[::6]):
        for seat, choice in choices.items():
            plain_view = json.loads(json.dumps(view(state, seat)))  # plain data, nothing else to read
            assert standin.choose(plain_view, [a for a in actions if a.seat == seat]) == choice
            assert HOLDING_ON.bot_choice(_twin(state, index), seat) == choice
            compared += 1
    assert compared > 50


def test_every_choice_is_legal_and_it_waits_only_where_its_policy_says() -> None:
    waited = 0
    for state, actions, choices in _met():
        for seat, choice in choices.items():
            mine = [a for a in actions if a.seat == seat]
            if choice is not None:
                assert choice in mine
                continue
            waited += 1
            assert {a.kind for a in mine} <= WAITS, mine
            if any(a.kind in ("resolve", "close_inquiries") for a in mine):  # a shared step: only while others may act
                shift = view(state, seat)["public"]["shifts"][-1]
                others = [s for s in shift["slots"] if state.staff[s].kind == "nurse" and state.staff[s].seat != seat]
                assert others, "it waits for nobody"
            assert standin.choose(view(state, seat), mine, patient=False) is not None or {a.kind for a in mine} <= {
                "tokens",
                "pool",
                "inquire",
            }
    assert waited > 0


def test_it_names_another_seat_as_billys_voice_when_it_may() -> None:
    seen = 0
    for _, actions, choices in _met():
        for seat in {a.seat for a in actions if a.kind == "billy_voice"}:
            targets = {a.target for a in actions if a.kind == "billy_voice" and a.seat == seat}
            choice = choices[seat]
            assert choice is not None and choice.kind == "billy_voice"
            if targets - {seat}:
                assert choice.target != seat
                seen += 1
    assert seen > 0


def test_a_table_of_stand_ins_finishes_its_games_and_wins_some() -> None:
    """Every seat a stand-in (the simulator's `--policy standin`): no step waits forever, and it plays to win."""
    report = play(PACK, scenario=1, players=3, games=4, policy="standin", seed=3)
    assert report.games == 4 and report.wins + sum(report.losses.values()) == 4
    assert report.wins > 0
