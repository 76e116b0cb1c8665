"""The rules of Holding On, pure and deterministic (ARCHITECTURE.md).

No Discord, no database, no asyncio, no clock: state in, action in, the state
moved on and events out. Every other part of the bot asks this package what
is legal (`legal_actions`) and why not (`RuleError`).
"""

from bot.engine.actions import Action
from bot.engine.apply import Outcome, apply
from bot.engine.content import ContentPack
from bot.engine.describe import describe
from bot.engine.errors import RuleError
from bot.engine.events import Event
from bot.engine.legal import legal_actions
from bot.engine.setup import new_game, start_events
from bot.engine.state import (
    RULES_VERSION,
    STATE_SCHEMA,
    GameState,
    Options,
    state_from_json,
    state_to_json,
)
from bot.engine.views import public_view, view

__all__ = [
    "RULES_VERSION",
    "STATE_SCHEMA",
    "Action",
    "ContentPack",
    "Event",
    "GameState",
    "Options",
    "Outcome",
    "RuleError",
    "apply",
    "describe",
    "legal_actions",
    "new_game",
    "public_view",
    "start_events",
    "state_from_json",
    "state_to_json",
    "view",
]
