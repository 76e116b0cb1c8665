"""Holding On behind the table's game interface (bot/games/interface.py): its rules, setup, storage and commands.

Everything the table asks of Holding On is answered here, by the engine and the
pieces beside it in this package (the table options, the DM policy, the stored
snapshots and their migrations, the command mapping); the table itself names
no scenario, Nurse or Shift Manager.
"""

from __future__ import annotations

import hashlib
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

from bot.games.command_spec import Surface, surface
from bot.games.events import Event
from bot.games.holding_on import commands, dms, options, snapshots, standin
from bot.games.holding_on.content_pack import PackError, load_pack
from bot.games.holding_on.engine import (
    MOVES,
    RULES_VERSION,
    STATE_SCHEMA,
    Action,
    ContentPack,
    GameState,
    Options,
    Outcome,
    apply,
    campaign_facts,
    describe,
    legal_actions,
    new_game,
    public_view,
    scenario_rules,
    start_events,
    state_to_json,
    view,
)
from bot.games.holding_on.engine.moves import known
from bot.games.holding_on.engine.state import Rules
from bot.games.holding_on.engine.view_types import AnswerView, ContactView, Public, Seated, public_of
from bot.games.interface import Choice, GameRules, Hosted, PublicView


class HoldingOn:
    """The co-operative campaign of ten scenarios for 2–4 Nurses (RULINGS.md, R1–R29)."""

    name = "holding_on"
    rules_version = RULES_VERSION
    state_schema = STATE_SCHEMA
    min_seats = 2
    max_seats = 4
    # Who may do what at the table (the table asks, bot/table): the host may undo (FLOW.md, Undo), only the host
    # abandons an attempt, and scenarios unlock one by one (a won one is replayed by name).
    undo_by_host = True
    abandon_by_players = False
    campaign = True

    # --- content ---------------------------------------------------------------------------------
    def pack_body(self, pack: ContentPack) -> str:
        return pack.model_dump_json()

    def pack_hash(self, pack: ContentPack, body: str | None = None) -> str:
        """The pack's own hash (the loader sets it); a fixture without one is named by its content."""
        if pack.hash:
            return pack.hash
        return "sha256:" + hashlib.sha256((body or self.pack_body(pack)).encode()).hexdigest()

    def pack_from_body(self, body: str) -> ContentPack:
        return ContentPack.model_validate_json(body)

    def pack_label(self, pack: ContentPack) -> tuple[str, str]:
        return pack.pack.name, pack.pack.version

    def chapters(self, pack: ContentPack) -> list[int]:
        return sorted(scenario.number for scenario in pack.scenarios)

    # --- table options ---------------------------------------------------------------------------
    def default_options(self) -> dict[str, Any]:
        return options.default_options()

    def known_options(self, stored: Mapping[str, Any]) -> dict[str, Any]:
        return options.known_options(dict(stored))

    def options_problem(self, given: object, *, complete: bool = False) -> Any:
        return options.options_problem(given, complete=complete)

    # --- setup -----------------------------------------------------------------------------------
    def shared_rules(self, pack: ContentPack, chapter: int, given: Mapping[str, Any], flags: Sequence[str]) -> Rules:
        return scenario_rules(pack, chapter, Options(**given), list(flags))

    def rule_flags(self, flags: Sequence[str]) -> tuple[str, ...]:
        return tuple(campaign_facts.rule_flags(flags))  # who made a call, what was told: read by texts only

    def new_game(
        self,
        pack: ContentPack,
        chapter: int,
        seat_names: Sequence[str],
        seed: int,
        given: Mapping[str, Any],
        flags: Sequence[str],
    ) -> GameState:
        return new_game(pack, chapter, list(seat_names), seed, Options(**given), list(flags))

    def start_events(self, state: GameState) -> list[Event]:
        return start_events(state)

    # --- play ------------------------------------------------------------------------------------
    def legal_actions(self, state: GameState) -> list[Action]:
        return legal_actions(state)

    def apply(self, state: GameState, action: Action, *, legal: Sequence[Action] | None = None) -> Outcome:
        return apply(state, action, legal=legal)

    def kind_undoable(self, kind: str) -> bool:
        move = MOVES.get(kind)
        return move is not None and move.undoable

    def describe(self, state: GameState, action: Action) -> str:
        return describe(state, action)

    def action_from_dict(self, data: Mapping[str, Any]) -> Action:
        return Action.from_dict(dict(data))

    def action_from_key(self, key: str, seat: int) -> Action:
        return known(Action.from_key(key, seat))

    def undo_seats(self, state: GameState) -> set[int]:
        return {state.shift_manager}  # FLOW.md, Undo: the host, or the Shift Manager

    def chapter_of(self, state: GameState) -> int:
        return state.rules.scenario

    def seat_names(self, state: GameState) -> list[str]:
        return list(state.seats)

    def flags_won(self, state: GameState) -> list[str]:
        return list(state.campaign_flags)

    def public_view(self, state: GameState) -> Public:
        return public_view(state)

    def view(self, state: GameState, seat: int) -> Seated:
        return view(state, seat)

    def bot_choice(self, state: GameState, seat: int) -> Action | None:
        """The stand-in (standin.py) for an absent player: from her seat's view and her seat's open decisions
        only (the buttons everyone sees), never the state itself."""
        options = [action for action in legal_actions(state) if action.seat == seat]
        return standin.choose(view(state, seat), options)

    def worth_a_dm(self, event: Event) -> bool:
        return dms.worth_a_dm(event)

    # --- storage ---------------------------------------------------------------------------------
    def snapshot(self, state: GameState, shared: Rules | None) -> str:
        return snapshots.snapshot_json(state, shared)

    def read_snapshot(
        self, text: str, schema: int, *, game_id: int | None = None, shared: Rules | None = None
    ) -> GameState:
        return snapshots.read_snapshot(text, schema, game_id=game_id, rules=shared)

    def shares(self, state: GameState, shared: Rules | None) -> bool:
        return shared is not None and state.rules is shared

    def adopt(self, state: GameState, shared: Rules | None) -> None:
        if shared is not None and state.rules == shared:
            state.rules = shared

    def whole_json(self, state: GameState) -> str:
        return state_to_json(state)

    # --- commands --------------------------------------------------------------------------------
    def commands(self) -> list[Surface]:
        return surface((kind, move.commands) for kind, move in MOVES.items())

    def plan(self, state: GameState, seat: int, command: str, given: Mapping[str, Any]) -> list[Action]:
        return commands.plan(state, seat, command, dict(given))

    def choices(self, state: GameState, seat: int, command: str, option: str, typed: str = "") -> list[Choice]:
        return commands.choices(state, seat, command, option, typed)


HOLDING_ON: GameRules = HoldingOn()


class ShippedPack:
    """The content pack new attempts start with (CONTENT_DIR, or the repository's `content/`), loaded at first
    use, and the same pack told in another language (loaded once each; None where the pack lacks its words)."""

    def __init__(self, folder: Path | str | None = None, *, loaded: ContentPack | None = None) -> None:
        self.folder = folder
        self._pack = loaded
        self._words: dict[str, ContentPack | None] = {}

    def __call__(self) -> ContentPack:
        """The shipped pack; a broken one raises PackError, naming each problem's file and field."""
        if self._pack is None:
            self._pack = load_pack(self.folder)
        return self._pack

    def words(self, language: str) -> ContentPack | None:
        if language not in self._words:
            shipped = self()
            try:
                self._words[language] = (
                    shipped if language == shipped.pack.language else load_pack(self.folder, language)
                )
            except PackError:  # a pack without these words: its games are told in the stored words
                self._words[language] = None
        return self._words[language]


def hosted(folder: Path | str | None = None, *, pack: ContentPack | None = None) -> Hosted:
    """Holding On on a table, starting attempts with the pack in `folder` (or `pack`, already loaded)."""
    shipped = ShippedPack(folder, loaded=pack)
    return Hosted(HOLDING_ON, shipped, shipped.words, contacts_told)


def contacts_told(view: PublicView, words: ContentPack) -> PublicView:
    """The public view with its contacts named as `words` name them (issue 25: the game's own pack names
    them in its language; a German table phones "Jess" by her German card), and a choice it is asked said so."""
    public = public_of(view)
    chapter = words.scenario(public["scenario"])
    names = {c.id: c.name for setup in (chapter.setup, *chapter.conditional_setup) for c in setup.contacts}
    if names:
        contacts: list[ContactView] = [{**c, "name": names.get(c["id"], c["name"])} for c in public["contacts"]]
        public = {**public, "contacts": contacts}
    asked = public.get("choice")
    if asked is not None:
        labels = {a.flag: a.label for t in chapter.triggers if t.id == asked["trigger"] for a in t.choices}
        answers: list[AnswerView] = [{**a, "words": labels.get(a["flag"], a["words"])} for a in asked["answers"]]
        public = {**public, "choice": {**asked, "answers": answers}}
    return public
