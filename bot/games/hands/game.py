"""The game's `GameRules` (bot/games/interface.py): what the table needs from "...and then, we held hands.".

The table, the store, replay, export and import know this game only through
`GAME`. One chapter ([1]); two seats (South is seat 0, North seat 1: H5); the
table's options are the difficulty (H16) and how the first player is chosen
(H7), fixed when the game is created.

Commands (issue 26 puts them on Discord and at the terminal), each answering
one record of engine/moves.py:
  hands first player:NAME                  H7, when the option first_player is "choose"
  hands half side:left|right               H7, each player for her own row
  hands step to:NODE card:S3               H9 (to:C enters the centre, H17); card is South's/North's row and
                                           its place from the cover card; "O12/S3" names both at once
  hands end                                H10
  hands perspective choice:keep|turn       H12, on the middle line
  decide choice:KEY                        any open decision by its key (buttons, tests)
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

from pydantic import ValidationError

from bot.games.command_spec import Surface, surface
from bot.games.errors import RuleError, Words
from bot.games.events import Event
from bot.games.hands import commands, content_pack
from bot.games.hands.engine import (
    MOVES,
    RULES_VERSION,
    STATE_SCHEMA,
    Action,
    Difficulty,
    FirstPlayer,
    GameState,
    HandsPack,
    Outcome,
    Rules,
    check_pack,
    describe,
    legal_actions,
    shared_rules,
    state_to_json,
)
from bot.games.hands.engine import apply as engine_apply
from bot.games.hands.engine import new_game as engine_new_game
from bot.games.hands.engine import public_view as engine_public_view
from bot.games.hands.engine import start_events as engine_start_events
from bot.games.hands.engine import view as engine_view
from bot.games.hands.engine.board import board_of
from bot.games.hands.engine.content import BOARD_FILE, CARDS_FILE, OBJECTIVES_FILE, PACK_FILE
from bot.games.hands.engine.moves import known
from bot.games.hands.engine.state import state_from_data, state_to_json_without_rules
from bot.games.hands.engine.view_types import Public, Seated
from bot.games.hands.engine.vocab import Phase
from bot.games.hands.partner import HandsPartner
from bot.games.hands.planner.aims import Aim
from bot.games.interface import Choice, ExplainsItsMoves, GameRules, Hosted, SnapshotUnreadable

OPTIONS: dict[str, tuple[str, ...]] = {
    "difficulty": tuple(d.value for d in Difficulty),  # H16
    "first_player": tuple(f.value for f in FirstPlayer),  # H7
}
PARTNERS_KEPT = 5000  # bot partners of games in play kept between their steps (a few kilobytes each)
DEFAULT_OPTIONS = {"difficulty": Difficulty.NORMAL.value, "first_player": FirstPlayer.RANDOM.value}


class HandsGame:
    """ "...and then, we held hands." for the table (GameRules)."""

    name = "hands"
    rules_version = RULES_VERSION
    state_schema = STATE_SCHEMA
    min_seats = 2
    max_seats = 2
    # Who may do what at the table: only the player whose turn it is moves, so her steps are hers to take back
    # (H9: the host, as such, undoes nothing); either player may give up the game; every start is a new game.
    undo_by_host = False
    abandon_by_players = True
    campaign = False

    def __init__(self) -> None:
        self._rules: dict[tuple[str, str, str], Rules] = {}
        self._partners: dict[tuple[int, int], HandsPartner] = {}  # (game's seed, seat) -> the bot playing it

    # --- content ------------------------------------------------------------------------------
    def pack_body(self, pack: HandsPack) -> str:
        return content_pack.pack_body(pack)

    def pack_hash(self, pack: HandsPack, body: str | None = None) -> str:
        return hashlib.sha256((body if body is not None else self.pack_body(pack)).encode()).hexdigest()

    def pack_from_body(self, body: str) -> HandsPack:
        """A stored pack, checked again as content check checks the files (a stored body may come from an import)."""
        raw = json.loads(body)
        files = {
            PACK_FILE: raw.get("pack"),
            BOARD_FILE: raw.get("board"),
            CARDS_FILE: {"cards": raw.get("cards")},
            OBJECTIVES_FILE: {"objectives": raw.get("objectives")},
        }
        pack, problems = check_pack(files)
        if pack is None:
            raise ValueError("; ".join(str(p) for p in problems[:3]))
        return pack.model_copy(update={"hash": self.pack_hash(pack, body)})

    def pack_label(self, pack: HandsPack) -> tuple[str, str]:
        return pack.pack.name, pack.pack.version

    def chapters(self, pack: HandsPack) -> list[int]:
        return [1]  # one game, no chapters

    # --- table options ------------------------------------------------------------------------
    def default_options(self) -> dict[str, Any]:
        return dict(DEFAULT_OPTIONS)

    def known_options(self, stored: Mapping[str, Any]) -> dict[str, Any]:
        options = self.default_options()
        options.update({k: v for k, v in stored.items() if k in OPTIONS and v in OPTIONS[k]})
        return options

    def options_problem(self, options: object, *, complete: bool = False) -> Words | None:
        if not isinstance(options, Mapping):
            return Words("hands-options-not-a-table")
        for key, value in options.items():
            if key not in OPTIONS:
                return Words("hands-option-unknown", {"option": str(key), "known": ", ".join(OPTIONS)})
            if value not in OPTIONS[key]:
                return Words(
                    "hands-option-value", {"option": key, "value": str(value), "allowed": ", ".join(OPTIONS[key])}
                )
        missing = [key for key in OPTIONS if key not in options]
        if complete and missing:
            return Words("hands-option-missing", {"option": missing[0]})
        return None

    # --- setup ---------------------------------------------------------------------------------
    def shared_rules(self, pack: HandsPack, chapter: int, options: Mapping[str, Any], flags: Sequence[str]) -> Rules:
        options = self.known_options(options)
        key = (pack.hash, options["difficulty"], options["first_player"])
        rules = self._rules.get(key)
        if rules is None:
            rules = shared_rules(pack, Difficulty(options["difficulty"]), FirstPlayer(options["first_player"]))
            if pack.hash:  # a pack without its hash (made in a test) is not worth keeping
                self._rules[key] = rules
        return rules

    def rule_flags(self, flags: Sequence[str]) -> tuple[str, ...]:
        return ()  # one chapter, and no flag changes its rules

    def new_game(
        self,
        pack: HandsPack,
        chapter: int,
        seat_names: Sequence[str],
        seed: int,
        options: Mapping[str, Any],
        flags: Sequence[str],
    ) -> GameState:
        if len(seat_names) != 2:
            raise RuleError(
                f"“…and then, we held hands.” is for exactly two players, not {len(seat_names)}.",
                key="hands-two-players",
                data={"count": len(seat_names)},
            )
        if chapter != 1:
            raise RuleError("This game has one chapter: 1.", key="hands-one-chapter", data={"chapter": chapter})
        problem = self.options_problem(options)
        if problem is not None:
            raise RuleError(f"These options cannot be used: {problem.args}.", key=problem.key, data=problem.args)
        return engine_new_game(self.shared_rules(pack, chapter, options, flags), list(seat_names), seed)

    def start_events(self, state: GameState) -> list[Event]:
        return engine_start_events(state)

    # --- play ----------------------------------------------------------------------------------
    def legal_actions(self, state: GameState) -> list[Action]:
        return legal_actions(state)

    def apply(self, state: GameState, action: Action, *, legal: Sequence[Action] | None = None) -> Outcome:
        return engine_apply(state, action, legal=legal)

    def kind_undoable(self, kind: str) -> bool:
        """A step, a setup choice: yes (while nothing was revealed). Ending a turn draws and reveals: no."""
        move = MOVES.get(kind)
        return move is not None and move.undoable

    def describe(self, state: GameState, action: Action) -> str:
        return describe(state, action)

    def action_from_dict(self, data: Mapping[str, Any]) -> Action:
        return known(Action.from_dict(dict(data)))

    def action_from_key(self, key: str, seat: int) -> Action:
        return known(Action.from_key(key, seat))

    def undo_seats(self, state: GameState) -> set[int]:
        """The active player undoes her own steps; at setup, either player (each chose for herself)."""
        if state.phase in (Phase.FIRST_PLAYER, Phase.HALVES):
            return {0, 1}
        return {state.active}

    def chapter_of(self, state: GameState) -> int:
        return 1

    def seat_names(self, state: GameState) -> list[str]:
        return [player.name for player in state.players]

    def flags_won(self, state: GameState) -> list[str]:
        return []  # no later chapters to carry anything into

    def public_view(self, state: GameState) -> Public:
        return engine_public_view(state)

    def view(self, state: GameState, seat: int) -> Seated:
        return engine_view(state, seat)

    def bot_choice(self, state: GameState, seat: int) -> Action | None:
        """The partner's decision, from the public view alone (H19, H20). Who goes first (H7) is the player's to
        say: the partner leaves it open. A partner plans its whole turn at the turn's first step and keeps to it
        (partner.py), so the same one plays every step of a game (by its seed; after a restart mid-turn a new
        one plans the rest of the turn from where it stands)."""
        if any(a.seat == seat and a.kind == "first" for a in legal_actions(state)):
            return None
        key = (state.seed, seat)
        partner = self._partners.pop(key, None) or HandsPartner(seat)
        self._partners[key] = partner  # the most recently used last: the oldest go first
        while len(self._partners) > PARTNERS_KEPT:
            del self._partners[next(iter(self._partners))]
        return partner.choose(engine_public_view(state))

    def bot_aim(self, state: GameState, seat: int) -> Aim | None:
        """What the partner aims at with the turn `seat` begins now, from the public view alone, as its decision
        was made (the review, told once the game is over: H20). A new partner plans it again: its plans are a
        function of the view."""
        return HandsPartner(seat).aim(engine_public_view(state))

    def worth_a_dm(self, event: Event) -> bool:
        """Never: nobody holds a secret in this game (H19: covered halves are hidden from everyone)."""
        return False

    # --- storage -------------------------------------------------------------------------------
    def snapshot(self, state: GameState, shared: Any) -> str:
        if shared is not None and self.shares(state, shared):
            return state_to_json_without_rules(state)
        return state_to_json(state)

    def read_snapshot(self, text: str, schema: int, *, game_id: int | None = None, shared: Any = None) -> GameState:
        where = f"game {game_id}" if game_id is not None else "a game"
        if schema > STATE_SCHEMA:
            raise SnapshotUnreadable(
                f"{where} was saved by a newer bot (state schema {schema}; this one reads {STATE_SCHEMA})",
                why="newer",
                schema=schema,
                reads=STATE_SCHEMA,
            )
        if schema < STATE_SCHEMA:  # no older schema of this game exists yet: nothing to migrate from
            raise SnapshotUnreadable(
                f"{where} has state schema {schema}, which no migration reads", why="no-migration", schema=schema
            )
        try:
            data = json.loads(text)
            if not isinstance(data, dict) or data.get("schema") != STATE_SCHEMA:
                raise ValueError("not a state of this schema")
            if "rules" not in data:
                if shared is None:
                    raise SnapshotUnreadable(f"{where} needs its content pack", why="no-pack", schema=schema)
                data["rules"] = shared
            state = state_from_data(data)
            board_of(state.rules)  # its board matches its fingerprint
        except (ValueError, ValidationError, TypeError, RecursionError) as error:
            raise SnapshotUnreadable(
                f"{where}'s snapshot cannot be read ({type(error).__name__})", why="broken"
            ) from None
        return state

    def shares(self, state: GameState, shared: Any) -> bool:
        return state.rules is shared or (isinstance(shared, Rules) and state.rules == shared)

    def adopt(self, state: GameState, shared: Any) -> None:
        if isinstance(shared, Rules) and state.rules == shared:
            state.rules = shared

    def whole_json(self, state: GameState) -> str:
        return state_to_json(state)

    # --- commands ------------------------------------------------------------------------------
    def commands(self) -> list[Surface]:
        return surface((kind, move.commands) for kind, move in MOVES.items())

    def plan(self, state: GameState, seat: int, command: str, options: Mapping[str, Any]) -> list[Action]:
        return commands.plan(state, seat, command, options)

    def choices(self, state: GameState, seat: int, command: str, option: str, typed: str = "") -> list[Choice]:
        return commands.choices(state, seat, command, option, typed)


GAME = HandsGame()


class ShippedPack:
    """The pack new games start with (the repository's `content/hands`, or `folder`), loaded at first use."""

    def __init__(self, folder: Path | str | None = None, *, loaded: HandsPack | None = None) -> None:
        self.folder = folder
        self._pack = loaded

    def __call__(self) -> HandsPack:
        """The shipped pack; a broken one raises PackError, naming each problem's file and field."""
        if self._pack is None:
            self._pack = content_pack.load_pack(self.folder)
        return self._pack


def hosted(folder: Path | str | None = None, *, pack: HandsPack | None = None) -> Hosted:
    """The game on a table, starting games with the pack in `folder` (default: content/hands; or `pack`, already
    loaded). Its words are the catalogue's, in every language: the pack has none of its own."""
    return Hosted(GAME, ShippedPack(folder, loaded=pack))


_: GameRules = GAME  # mypy checks that the game has everything the table asks of it
_reviewed: ExplainsItsMoves = GAME  # and that its bot can say after a game what it aimed at (the review)
