"""A choice of the heart (issue 35): a narrative card that asks the table something the rules do not weigh.

Once such a card is read (R29), play waits until it is answered: the table talks it over and the Shift Manager
says what it chose (D4). Each answer sets its own flag, which carries into the campaign with a win, as a call
made does; a later chapter reads it. Nothing else waits: the choice is open before any other decision.
"""

from __future__ import annotations

from bot.games.events import Event, public
from bot.games.holding_on.engine.state import GameState, TriggerSpec


def pending(state: GameState) -> TriggerSpec | None:
    """The card read whose choice is not yet taken, if any."""
    if not state.fired_triggers:
        return None
    asked = [t for t in state.rules.triggers if t.choices and t.id in state.fired_triggers]
    return next((t for t in asked if not any(answer.flag in state.flags for answer in t.choices)), None)


def answer(state: GameState, flag: str, events: list[Event]) -> None:
    trigger = pending(state)
    assert trigger is not None and any(a.flag == flag for a in trigger.choices), "no such choice open"
    state.flags.append(flag)
    events.append(public("choice_made", trigger=trigger.id, answer=flag))
