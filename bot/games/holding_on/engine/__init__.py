"""The rules of Holding On, pure and deterministic (ARCHITECTURE.md).

No Discord, no database, no asyncio, no clock: state in, action in, the state
moved on and events out. Every other part of the bot asks this package what
is legal (`legal_actions`) and why not (`RuleError`).

Inside, in layers (each imports only those above it in this list):
  vocab, actions, events, errors, state, rng, content   the small value types
  condition, objective                                  what every rule shares (R1, R2, R12, R22, R23)
  memories, staffing, care, event_cards,                the rules, one file per RULINGS.md heading
  focus_and_calling, players
  moves                                                 one record per kind of decision: its choices, rules, words
  flow                                                  the one loop that advances the game
  explain, game, views, setup                           refusals; legal_actions and apply; views; new_game
"""

from bot.games.errors import RuleError
from bot.games.events import Event
from bot.games.holding_on.engine.actions import Action
from bot.games.holding_on.engine.content import ContentPack
from bot.games.holding_on.engine.game import Outcome, apply, legal_actions
from bot.games.holding_on.engine.moves import MOVES, Move, describe
from bot.games.holding_on.engine.setup import new_game, scenario_rules, start_events
from bot.games.holding_on.engine.state import (
    RULES_VERSION,
    STATE_SCHEMA,
    GameState,
    Options,
    state_from_json,
    state_to_json,
)
from bot.games.holding_on.engine.views import public_view, view

__all__ = [
    "MOVES",
    "RULES_VERSION",
    "STATE_SCHEMA",
    "Action",
    "ContentPack",
    "Event",
    "GameState",
    "Move",
    "Options",
    "Outcome",
    "RuleError",
    "apply",
    "describe",
    "legal_actions",
    "new_game",
    "public_view",
    "scenario_rules",
    "start_events",
    "state_from_json",
    "state_to_json",
    "view",
]
