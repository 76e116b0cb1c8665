"""A small game's ground floor (issue 37): what most games hand the table the same way, written once.

`BasicGame` gives a game of one chapter, fixed options and a state that is one pydantic model every default
of `GameRules` (bot/games/interface.py) but its rules: a game says its name, its seats, its options, its
records (MOVES) and its state's model, and writes `new_state`, `legal_actions`, `apply` and `public_view` (and
`view` when a seat sees more than the table); anything else it overrides when its rules differ. Its engine
builds on the kit (bot/games/kit.py: `BasicAction`, `BasicOutcome`).

A game with its own content pack, chapters, shared rules or migrations (Holding On, the second game) writes
those parts itself; this base keeps the small ones small (a game's adapter in tens of lines, not hundreds).
"""

from __future__ import annotations

import hashlib
from abc import ABC, abstractmethod
from collections.abc import Mapping, Sequence
from typing import Any, ClassVar, Protocol

from pydantic import BaseModel, ValidationError

from bot.games.command_spec import Command, Surface, surface
from bot.games.english import English
from bot.games.errors import RuleError, Words
from bot.games.events import Event
from bot.games.interface import Choice, SnapshotUnreadable
from bot.games.kit import BasicAction, BasicOutcome
from bot.names import shown


class Record(Protocol):
    """What the base reads of a decision's record (the catalogue reads its phrase and label: bot/i18n/records)."""

    @property
    def label(self) -> English: ...

    @property
    def undoable(self) -> bool: ...

    @property
    def commands(self) -> tuple[Command, ...]: ...


class BasicGame(ABC):
    """Every default of GameRules for a game of one chapter whose state is one pydantic model (`state_model`),
    with `version`, `seed`, `result` and `seat_names` fields."""

    name: ClassVar[str]
    rules_version: ClassVar[str] = "1"
    state_schema: ClassVar[int] = 1
    min_seats: ClassVar[int] = 2
    max_seats: ClassVar[int] = 2
    undo_by_host: ClassVar[bool] = False
    abandon_by_players: ClassVar[bool] = True
    campaign: ClassVar[bool] = False
    options: ClassVar[Mapping[str, tuple[str, ...]]] = {}  # option -> its values, the first the default
    moves: ClassVar[Mapping[str, Record]] = {}  # kind -> its record
    state_model: ClassVar[type[BaseModel]]

    # --- what each game writes ----------------------------------------------------------------
    @abstractmethod
    def new_state(self, seat_names: Sequence[str], seed: int, options: Mapping[str, Any]) -> Any:
        """A fresh attempt with these players, from the seed, with the table's options (already checked)."""

    @abstractmethod
    def legal_actions(self, state: Any) -> list[Any]:
        """Exactly the open decisions, each with its seat, in a stable order."""

    @abstractmethod
    def apply(self, state: Any, action: Any, *, legal: Sequence[Any] | None = None) -> BasicOutcome:
        """Apply one action in place, or raise RuleError and change nothing."""

    @abstractmethod
    def public_view(self, state: Any) -> Mapping[str, object]:
        """What the whole table may see."""

    def view(self, state: Any, seat: int) -> Mapping[str, object]:
        return self.public_view(state)  # nothing hidden unless the game says so

    # --- content: a game of no files has a pack that only names it ------------------------------
    def pack_body(self, pack: Any) -> str:
        return str(pack.model_dump_json())

    def pack_hash(self, pack: Any, body: str | None = None) -> str:
        return hashlib.sha256((body if body is not None else self.pack_body(pack)).encode()).hexdigest()

    def pack_from_body(self, body: str) -> Any:
        return BasicPack.model_validate_json(body)

    def pack_label(self, pack: Any) -> tuple[str, str]:
        return pack.name, pack.version

    def chapters(self, pack: Any) -> list[int]:
        return [1]

    # --- options ----------------------------------------------------------------------------------
    def default_options(self) -> dict[str, Any]:
        return {option: values[0] for option, values in self.options.items()}

    def known_options(self, stored: Mapping[str, Any]) -> dict[str, Any]:
        known = {k: v for k, v in stored.items() if k in self.options and v in self.options[k]}
        return {**self.default_options(), **known}

    def options_problem(self, options: object, *, complete: bool = False) -> Words | None:
        if not isinstance(options, Mapping):
            return Words("game-options-not-a-table")
        for key, value in options.items():
            if key not in self.options:
                return Words("game-option-unknown", {"option": str(key)[:40], "known": ", ".join(self.options)})
            if value not in self.options[key]:
                allowed = ", ".join(self.options[key])
                return Words("game-option-value", {"option": key, "value": str(value)[:40], "allowed": allowed})
        missing = [key for key in self.options if key not in options]
        return Words("game-option-missing", {"option": missing[0]}) if complete and missing else None

    # --- setup --------------------------------------------------------------------------------------
    def shared_rules(self, pack: Any, chapter: int, options: Mapping[str, Any], flags: Sequence[str]) -> Any:
        return None  # nothing shared between attempts: each snapshot is whole

    def rule_flags(self, flags: Sequence[str]) -> tuple[str, ...]:
        return ()

    def new_game(
        self, pack: Any, chapter: int, seat_names: Sequence[str], seed: int, options: Mapping[str, Any], flags: Any
    ) -> Any:
        count, low, high = len(seat_names), self.min_seats, self.max_seats
        if not low <= count <= high:
            raise RuleError(
                f"This game seats {low} to {high}, not {count}.",
                key="refuse-seats-needed",
                data={"low": low, "high": high, "count": count},
            )
        if chapter != 1:
            raise RuleError("This game has one chapter: 1.", key="game-one-chapter", data={"chapter": chapter})
        problem = self.options_problem(options)
        if problem is not None:
            raise RuleError(f"These options cannot be used: {problem.args}.", key=problem.key, data=problem.args)
        return self.new_state(seat_names, seed, self.known_options(options))

    def start_events(self, state: Any) -> list[Event]:
        return []

    # --- play ------------------------------------------------------------------------------------------
    def kind_undoable(self, kind: str) -> bool:
        move = self.moves.get(kind)
        return move is not None and move.undoable

    def describe(self, state: Any, action: Any) -> str:
        """The choice in its record's English words (its label, the action's fields as its arguments)."""
        return self.moves[action.kind].label.say(action.to_dict())

    def action_from_dict(self, data: Mapping[str, Any]) -> Any:
        return self._known(BasicAction.from_dict(data))

    def action_from_key(self, key: str, seat: int) -> Any:
        return self._known(BasicAction.from_key(key, seat))

    def _known(self, action: BasicAction) -> BasicAction:
        if action.kind not in self.moves:
            raise ValueError(f"no decision of this game is called {action.kind[:40]!r}")
        return action

    def undo_seats(self, state: Any) -> set[int]:
        return set()  # only what `undo_by_host` allows

    def chapter_of(self, state: Any) -> int:
        return 1

    def seat_names(self, state: Any) -> list[str]:
        return list(state.seat_names)

    def flags_won(self, state: Any) -> list[str]:
        return []

    def bot_choice(self, state: Any, seat: int) -> Any | None:
        return None  # a game with a bot partner says how it plays

    def worth_a_dm(self, event: Event) -> bool:
        return False

    # --- storage -------------------------------------------------------------------------------------
    def snapshot(self, state: Any, shared: Any) -> str:
        return str(state.model_dump_json())

    def read_snapshot(self, text: str, schema: int, *, game_id: int | None = None, shared: Any = None) -> Any:
        where = f"game {game_id}" if game_id is not None else "a game"
        if schema != self.state_schema:
            why = "newer" if schema > self.state_schema else "no-migration"
            raise SnapshotUnreadable(
                f"{where} has state schema {schema}; this bot reads {self.state_schema}",
                why=why,
                schema=schema,
                reads=self.state_schema,
            )
        try:
            return self.state_model.model_validate_json(text)
        except (ValueError, ValidationError) as error:
            raise SnapshotUnreadable(
                f"{where}'s snapshot cannot be read ({type(error).__name__})", why="broken"
            ) from None

    def shares(self, state: Any, shared: Any) -> bool:
        return shared is None

    def adopt(self, state: Any, shared: Any) -> None:
        return None

    def whole_json(self, state: Any) -> str:
        return self.snapshot(state, None)

    # --- commands: the records' own, else the buttons and /decide alone ---------------------------
    def commands(self) -> list[Surface]:
        return surface((kind, move.commands) for kind, move in self.moves.items())

    def plan(self, state: Any, seat: int, command: str, options: Mapping[str, Any]) -> list[Any]:
        """/decide: a key from a button or autocomplete, or a choice's English words; a game with commands of
        its own plans them itself."""
        if command != "decide":
            raise RuleError(f"{command} is not one of this game's commands.", key="game-no-command", data={})
        choice = str(options.get("choice") or "")
        mine = [action for action in self.legal_actions(state) if action.seat == seat]
        for action in mine:
            if choice == action.key() or _plain(choice) == _plain(self.describe(state, action)):
                return [action]
        if not mine:
            raise RuleError("That is not one of your choices now.", key="refuse-no-choice-of-yours")
        if not _plain(choice):
            raise RuleError("Which choice?", key="refuse-which-choice", choices=mine)
        typed = shown(choice)
        raise RuleError(
            f"{typed} is not one of your choices now.",
            key="refuse-not-your-choice",
            data={"choice": typed},
            choices=mine,
        )

    def choices(self, state: Any, seat: int, command: str, option: str, typed: str = "") -> list[Choice]:
        """/decide's autocomplete: this player's open choices, in their English words (a face says them)."""
        if command != "decide":
            return []
        mine = [action for action in self.legal_actions(state) if action.seat == seat]
        found = [Choice(self.describe(state, action), action.key(), action) for action in mine]
        return [choice for choice in found if _plain(typed) in _plain(choice.label)][:25]


class BasicPack(BaseModel):
    """The pack of a game that has no content files: its name and version, stored as every pack is."""

    name: str
    version: str = "1"
    hash: str = ""


def _plain(text: str) -> str:
    return " ".join(text.split()).casefold()
