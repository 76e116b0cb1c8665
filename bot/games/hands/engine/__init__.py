"""The rules of "...and then, we held hands.", pure and deterministic (HANDS.md H1-H20).

No Discord, no database, no asyncio, no clock: state in, action in, the state
moved on and events out. Imports only the standard library, pydantic,
`bot.games.events`, `bot.games.errors` and itself.

Inside, in layers (each imports only those above it in this list):
  vocab, actions, state, content, rng      the small value types; the content's models and checks (H1-H3)
  board                                    places, lines open after each set, halves of the board (H1, H5, H6, H14)
  rows, objective                          what rows show, drawing, turning (H10-H12); objectives (H8, H13, H16)
  movement, ending                         steps (H4, H9, H15, H17); winning and losing (H17, H18)
  setup                                    the rules from content, the deal, the setup's choices (H2, H3, H5, H7)
  moves                                    one record per kind of decision
  flow                                     the one loop that advances the game (H10's order)
  explain, game, views                     refusals; legal_actions and apply; what the table sees (H19)
"""

from bot.games.errors import RuleError
from bot.games.events import Event
from bot.games.hands.engine.actions import Action
from bot.games.hands.engine.content import HandsPack, PackError, PackProblem, check_pack
from bot.games.hands.engine.game import Outcome, apply, legal_actions
from bot.games.hands.engine.moves import MOVES, Move, describe
from bot.games.hands.engine.setup import new_game, shared_rules, start_events
from bot.games.hands.engine.state import (
    RULES_VERSION,
    STATE_SCHEMA,
    GameState,
    Rules,
    state_from_json,
    state_to_json,
)
from bot.games.hands.engine.views import public_view, view
from bot.games.hands.engine.vocab import Difficulty, FirstPlayer

__all__ = [
    "MOVES",
    "RULES_VERSION",
    "STATE_SCHEMA",
    "Action",
    "Difficulty",
    "Event",
    "FirstPlayer",
    "GameState",
    "HandsPack",
    "Move",
    "Outcome",
    "PackError",
    "PackProblem",
    "RuleError",
    "Rules",
    "apply",
    "check_pack",
    "describe",
    "legal_actions",
    "new_game",
    "public_view",
    "shared_rules",
    "start_events",
    "state_from_json",
    "state_to_json",
    "view",
]
