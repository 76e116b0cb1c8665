"""Lantern for the table: the adapter on BasicGame, whose defaults say everything its rules do not."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

from bot.games.basic import BasicGame, BasicPack
from bot.games.events import Event, public
from bot.games.interface import Hosted
from bot.games.kit import BasicAction, BasicOutcome
from tests.games.tiny import engine


class Lantern(BasicGame):
    name = "lantern"
    moves = engine.MOVES
    state_model = engine.State

    def new_state(self, seat_names: Sequence[str], seed: int, options: Mapping[str, Any]) -> engine.State:
        return engine.State(seed=seed, seat_names=list(seat_names), active=seed % 2)

    def start_events(self, state: engine.State) -> list[Event]:
        return [public("set-out", seat=state.active)]

    def legal_actions(self, state: engine.State) -> list[BasicAction]:
        return engine.legal(state)

    def apply(self, state: engine.State, action: Any, *, legal: Sequence[Any] | None = None) -> BasicOutcome:
        return engine.apply(state, action, list(legal) if legal is not None else engine.legal(state))

    def public_view(self, state: engine.State) -> Mapping[str, object]:
        return state.model_dump(exclude={"seed"})

    def bot_choice(self, state: engine.State, seat: int) -> BasicAction | None:
        if state.result is not None or state.active != seat:
            return None
        return BasicAction("carry", seat, engine.bot_step(state.plank, state.last))


GAME = Lantern()
PACK = BasicPack(name="lantern")


def hosted(folder: Path | str | None = None, *, pack: BasicPack | None = None) -> Hosted:
    return Hosted(GAME, lambda: pack or PACK)
