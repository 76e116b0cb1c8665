"""Lantern's rules: the state, the one decision (`carry`), what it does, and the bot partner's choice."""

from __future__ import annotations

from dataclasses import dataclass

from pydantic import BaseModel

from bot.games.command_spec import Command
from bot.games.english import English
from bot.games.errors import RuleError
from bot.games.events import public
from bot.games.kit import BasicAction, BasicOutcome

END = 10  # planks: the lantern is set down on the last
STEPS = ("1", "2", "3")
GROUPS: dict[str, str] = {}


@dataclass(frozen=True)
class Move:
    phrase: str
    label: English
    undoable: bool = False
    commands: tuple[Command, ...] = ()


MOVES = {"carry": Move("carry the lantern", English("{choice} forward"))}


class State(BaseModel):
    seed: int
    seat_names: list[str]
    version: int = 0
    result: str | None = None
    plank: int = 0
    last: int | None = None  # the planks the partner just carried it
    active: int = 0


def legal(state: State) -> list[BasicAction]:
    if state.result is not None:
        return []
    return [BasicAction("carry", state.active, step) for step in STEPS if int(step) != state.last]


def apply(state: State, action: BasicAction, offered: list[BasicAction]) -> BasicOutcome:
    if action.seat != state.active and state.result is None:
        name = state.seat_names[state.active]
        raise RuleError(f"It is {name}'s turn.", key="lantern-not-your-turn", data={"name": name})
    if action not in offered:
        raise RuleError("That is not open now.", key="lantern-not-open", data={})
    step = int(action.choice or 0)
    state.plank, state.last, state.version = state.plank + step, step, state.version + 1
    events = [public("carried", seat=action.seat, planks=step, plank=state.plank)]
    state.active = 1 - state.active
    if state.plank == END:
        state.result = "won"
    elif state.plank > END or not legal(state):
        state.result = "lost"
    if state.result:
        events.append(public(state.result, plank=state.plank))
    return BasicOutcome(state, events, False, lambda: legal(state))


def bot_step(plank: int, last: int | None) -> str:
    """The step after which the pair can still set it down exactly, whatever the partner then does well."""
    for step in STEPS:
        if int(step) != last and _reachable(plank + int(step), int(step)):
            return step
    return next(step for step in STEPS if int(step) != last)


def _reachable(plank: int, last: int) -> bool:
    if plank >= END:
        return plank == END
    return any(_reachable(plank + step, step) for step in (1, 2, 3) if step != last)
