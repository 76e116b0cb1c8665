"""What the table needs from a game: the one interface every game's rules implement (issue 23).

The table (`bot/table`), the store, replay, export and import, the cache, the
outbox and the recap know a game only through `GameRules`; each game lives in
its own package beside the others (`bot/games/holding_on`, `bot/games/hands`)
and implements it once, in its `game.py`. Nothing here names a card, a seat's
role or a step of any game.

The words said: a *table* is a channel's campaign (a row of the store's
campaigns), played in *chapters* (Holding On's scenarios; a game without
chapters has one, number 1), each tried in *attempts* (a row of games). A
state is the game's own, plain data; an action is a small value naming its
kind and the seat that takes it, with a compact public key for buttons.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Protocol, Self, TypedDict, runtime_checkable

from bot.games.command_spec import Surface
from bot.games.errors import Words
from bot.games.events import Event, EventDict

# A game's views as the table carries them: read-only, JSON-shaped, keyed by the game's own field names. The table
# hosts several games through one seam, so it cannot know one game's shape: each game types its own views
# precisely (a TypedDict, which is a Mapping[str, object]: holding_on/engine/view_types.py, hands/engine/
# view_types.py), and its face reads back as its own the views its rules made (`public_view`, `view`), with the
# table's own "genders" added (bot/table/base.py).
PublicView = Mapping[str, object]  # what the whole table may see
SeatView = Mapping[str, object]  # what one seat may see: the public view and that seat's hidden cards


class Action(Protocol):
    """One decision of a game: its kind, the seat that takes it, and what it chose."""

    @property
    def kind(self) -> str: ...

    @property
    def seat(self) -> int: ...

    def key(self) -> str:
        """A compact public key without the seat ("assign.s=a1"): what a button carries. Holds nothing hidden."""
        ...

    def to_dict(self) -> dict[str, Any]: ...

    def with_seat(self, seat: int) -> Self: ...


class State(Protocol):
    """A game in play: plain data that the game's `apply` moves on in place."""

    version: int  # the seq of the log's last row: every applied decision adds one
    seed: int

    @property
    def result(self) -> str | None:
        """None while playing; "won" or "lost" once the attempt is over."""
        ...


class Outcome(Protocol):
    """What one applied decision did."""

    @property
    def state(self) -> Any: ...

    @property
    def events(self) -> list[Event]: ...

    @property
    def undoable(self) -> bool:
        """It revealed nothing and did not end the attempt, so undo may take it back."""
        ...

    def legal(self) -> list[Any]:
        """The decisions open in the state it led to (computed once)."""
        ...


class Pack(Protocol):
    """A game's content pack, as the table stores it (once, by hash) and hands it back."""

    @property
    def hash(self) -> str: ...


class GameRules(Protocol):
    """A game's rules, setup, storage and commands, as the table uses them."""

    name: str  # "holding_on", "hands": stored with every table and attempt, named in exports
    rules_version: str  # bumped when a ruling changes how a recorded game replays
    state_schema: int  # the stored snapshot's shape; older ones are migrated (`read_snapshot`)
    min_seats: int
    max_seats: int
    undo_by_host: bool  # the host may take back a step, besides the seats `undo_seats` names
    abandon_by_players: bool  # a player of the game may abandon it (else the host only; Manage Server always)
    campaign: bool  # chapters unlock one by one and a won one is replayed by name; False: each start plays anew

    # --- content ------------------------------------------------------------------------------
    def pack_body(self, pack: Any) -> str: ...

    def pack_hash(self, pack: Any, body: str | None = None) -> str: ...

    def pack_from_body(self, body: str) -> Any: ...

    def pack_label(self, pack: Any) -> tuple[str, str]:
        """(name, version) of a pack, stored beside its body."""
        ...

    def chapters(self, pack: Any) -> list[int]:
        """The chapters a table plays in order (Holding On's scenarios); one chapter, [1], for a single game."""
        ...

    # --- table options ------------------------------------------------------------------------
    def default_options(self) -> dict[str, Any]: ...

    def known_options(self, stored: Mapping[str, Any]) -> dict[str, Any]:
        """The defaults, overridden by the stored options this bot knows (an older bot's extra ones ignored)."""
        ...

    def options_problem(self, options: object, *, complete: bool = False) -> Words | None:
        """Why these options cannot be used (one catalogue sentence), or None."""
        ...

    # --- setup ---------------------------------------------------------------------------------
    def shared_rules(self, pack: Any, chapter: int, options: Mapping[str, Any], flags: Sequence[str]) -> Any:
        """The immutable part of a chapter's state, built once and shared by every attempt that plays by it."""
        ...

    def rule_flags(self, flags: Sequence[str]) -> tuple[str, ...]:
        """The campaign flags a chapter's rules are built from: the others (what a game remembers of how it was
        played) never change them, so attempts that differ only there share their rules."""
        ...

    def new_game(
        self,
        pack: Any,
        chapter: int,
        seat_names: Sequence[str],
        seed: int,
        options: Mapping[str, Any],
        flags: Sequence[str],
    ) -> Any:
        """A fresh attempt; raises RuleError when the setup is impossible."""
        ...

    def start_events(self, state: Any) -> list[Event]:
        """What the table is told when the attempt begins."""
        ...

    # --- play ----------------------------------------------------------------------------------
    def legal_actions(self, state: Any) -> list[Any]:
        """Exactly the open decisions, each with the seat that takes it, in a stable order."""
        ...

    def apply(self, state: Any, action: Any, *, legal: Sequence[Any] | None = None) -> Outcome:
        """Apply one action in place, or raise RuleError (bot.games.errors) and change nothing."""
        ...

    def kind_undoable(self, kind: str) -> bool:
        """Can a decision of this kind ever be undone (while it revealed nothing)?"""
        ...

    def describe(self, state: Any, action: Any) -> str:
        """One choice in English words ("assign Ana"), for logs and the stored undo row."""
        ...

    def action_from_dict(self, data: Mapping[str, Any]) -> Any:
        """An action from its stored fields; ValueError or TypeError when they are not one of this game's."""
        ...

    def action_from_key(self, key: str, seat: int) -> Any:
        """An action from a button's key and the presser's seat; ValueError when it is not one."""
        ...

    def undo_seats(self, state: Any) -> set[int]:
        """Besides the host, the seats that may undo the last decision (Holding On: the Shift Manager)."""
        ...

    def chapter_of(self, state: Any) -> int: ...

    def seat_names(self, state: Any) -> list[str]: ...

    def flags_won(self, state: Any) -> list[str]:
        """The flags a won attempt carries into the table's later chapters."""
        ...

    def public_view(self, state: Any) -> PublicView:
        """What the whole table may see: never a face-down card, the deck order or the seed."""
        ...

    def view(self, state: Any, seat: int) -> SeatView:
        """What one seat may see: the public view and its own hidden cards."""
        ...

    def bot_choice(self, state: Any, seat: int) -> Any | None:
        """The bot's decision for a seat it plays, read from what that seat may see (never the state beyond its
        view); None when it leaves the decision open to the people at the table."""
        ...

    def worth_a_dm(self, event: Event) -> bool:
        """A private event that tells its seat something the channel does not (a DM is a Discord call)."""
        ...

    # --- storage -------------------------------------------------------------------------------
    def snapshot(self, state: Any, shared: Any) -> str:
        """The stored form of a state: without its shared rules when they are `shared`."""
        ...

    def read_snapshot(self, text: str, schema: int, *, game_id: int | None = None, shared: Any = None) -> Any:
        """The state of a stored snapshot (older schemas migrated); raises SnapshotUnreadable."""
        ...

    def shares(self, state: Any, shared: Any) -> bool:
        """Does this state play by exactly the shared rules given (so its snapshot may leave them out)?"""
        ...

    def adopt(self, state: Any, shared: Any) -> None:
        """Let a state built or replayed on its own play by the shared rules given, when they are equal to its own."""
        ...

    def whole_json(self, state: Any) -> str:
        """The whole state as the engine writes it, shared rules included: two equal states, equal text."""
        ...

    # --- commands ------------------------------------------------------------------------------
    def commands(self) -> list[Surface]:
        """The slash commands that answer the game's decisions, from their records (Discord and the terminal)."""
        ...

    def plan(self, state: Any, seat: int, command: str, options: Mapping[str, Any]) -> list[Any]:
        """The actions a command stands for, in order, checked on a copy; RuleError says why not."""
        ...

    def choices(self, state: Any, seat: int, command: str, option: str, typed: str = "") -> list[Choice]:
        """Autocomplete for one option, from the open decisions only."""
        ...


@runtime_checkable
class ExplainsItsMoves(Protocol):
    """A game whose bot can say, after a game, what it aimed at in a turn it played (the second game's review)."""

    def bot_aim(self, state: Any, seat: int) -> Mapping[str, object] | None:
        """What the bot aims at with the decision open to `seat` now, from that seat's view only; None when it is
        not a decision that begins a plan (JSON-shaped, public: the face says it in words)."""
        ...


class EmbedField(TypedDict):
    name: str
    value: str
    inline: bool


class Embed(TypedDict):
    """A picture told as text (`GameFace.picture_text`): an embed as `discord.Embed.from_dict` takes it."""

    title: str
    description: str
    color: int
    fields: list[EmbedField]


@dataclass(frozen=True, slots=True)
class Choice:
    """One autocomplete choice: what the player reads, and what comes back when she picks it.

    `label` is English; `words` say it in any language (a catalogue sentence, or the decision itself, said as
    its button is), when it is more than a number or a name."""

    label: str
    value: str
    words: object = None


class GameFace(Protocol):
    """How a game is told: its words and pictures, from views and events only (never a state), in any language.

    The Discord layer and the terminal tell every game through this: a decision's story, its headline and
    summary, the pictures its message carries, each open choice as a label, who must act, a private event as a
    DM. Nothing face down reaches a face: views and channel events hold nothing hidden.
    """

    picture_names: tuple[str, ...]  # the files a message may carry ("board.png")
    game: str  # GameRules.name: the table's sentences about it are said as `<game>-<key>` where the catalogue has one

    def story_lines(
        self,
        events: Sequence[EventDict],
        public: PublicView | None,
        language: str,
        pack: Any,
        engine_pack: Any,
        chapter: int | None = None,
    ) -> list[str]:
        """What the channel is told of the game's own channel events, one line each (the table's own are told
        by the front end); `chapter` when there is no view to read it from (a recap)."""
        ...

    def headline(
        self, events: Sequence[EventDict], public: PublicView | None, language: str, ended: str | None
    ) -> str | None:
        """A title for a message that ends something (a shift, a day; `ended`: the attempt, won or lost), or None."""
        ...

    def summary(self, public: PublicView, language: str) -> str | None:
        """The board in one line, under a headline."""
        ...

    def colour(self, public: PublicView | None) -> int:
        """The colour of the story's embeds (Holding On: Billy's condition band)."""
        ...

    def pictures_for(self, events: Sequence[EventDict], public: PublicView, ended: bool) -> tuple[str, ...]:
        """Which pictures a decision's message shows (of `picture_names`): none between the moments that count."""
        ...

    def picture(self, name: str, public: PublicView, pack: Any, language: str) -> bytes:
        """One picture as PNG bytes (slow: the front ends draw it off the event loop)."""
        ...

    def picture_text(self, name: str, public: PublicView, pack: Any, language: str) -> Embed | None:
        """The picture told as an embed's fields instead, when the table chose no images (None: it shows images)."""
        ...

    def label(self, language: str, action: Any, public: PublicView) -> str:
        """One open choice as a button, a select option or an autocomplete label."""
        ...

    def action(self, data: dict[str, Any]) -> Any:
        """An action from its stored fields (an undo row names the decision it took back)."""
        ...

    def phrase(self, language: str, kind: str) -> str:
        """What a kind of decision is, after "may" or "to"."""
        ...

    def seat_label(self, public: PublicView, seat: int) -> str:
        """The name a seat goes by at the table."""
        ...

    def quiet(self, action: Any) -> bool:
        """A choice that ends or declines something: shown as a grey button."""
        ...

    def command_hint(self, action: Any, language: str) -> str:
        """The command that answers this decision, as the language names it on Discord ("/decide" when none)."""
        ...

    def private_text(self, event: Any, pack: Any, where: str, language: str, engine_pack: Any) -> str:
        """A private event as its DM (`where` names the table: server and channel)."""
        ...

    def named(self, language: str, words: Any, args: dict[str, object], public: PublicView | None) -> str | None:
        """A sentence of the catalogue the game says itself (`args` already said), or None for the catalogue's
        own: Holding On names a staff member with the gender her sentence agrees with."""
        ...

    def refusal_text(self, language: str, error: object, public: PublicView | None) -> str:
        """One of the game's refusals in words, with the choices open instead (said as their buttons are)."""
        ...


@runtime_checkable
class ReviewFace(Protocol):
    """A face that tells a bot's aims after a game (`ExplainsItsMoves`), one line per turn, in any language."""

    def review_lines(
        self, aims: Sequence[Mapping[str, object]], public: PublicView, status: str, language: str
    ) -> list[str]:
        """A title naming how the game ended (`status`: won, lost, abandoned), then one line per aim."""
        ...


@runtime_checkable
class TextBoardFace(Protocol):
    """A face that tells its board as text too (a terminal's `board`, and the line above its prompt)."""

    def board_text(self, public: PublicView, language: str, width: int) -> str:
        """The board in lines of at most `width` characters."""
        ...

    def state_line(self, public: PublicView, language: str) -> str:
        """Where the game stands, in one line (the turn, who moves, or the result)."""
        ...


@runtime_checkable
class RulesFace(Protocol):
    """A face that says its rulings when asked (a terminal's `rules`), in any language."""

    def rule_topics(self, language: str) -> list[tuple[str, str]]:
        """Each topic a player may ask for: its key and its title."""
        ...

    def rules_list(self, language: str) -> str: ...

    def rule_text(self, language: str, topic: str) -> str | None:
        """One ruling or the glossary in a few lines; None when no topic is called so."""
        ...


@runtime_checkable
class OpenPhraseFace(Protocol):
    """A face whose phrase for a kind of decision depends on the choices open now (the second game names the
    centre only when a step may enter it, H17)."""

    def open_phrase(self, language: str, kind: str, open_now: Sequence[Any]) -> str:
        """What a kind of decision is, after "may" or "to", said of `open_now` (one seat's open decisions)."""
        ...


@runtime_checkable
class NightFace(Protocol):
    """What a game says of its campaign nights (issue 28), beside its GameFace; a game may leave it out (its
    nights are then named after the game's name, and counted in attempts and decisions only)."""

    def campaign_title(self, pack: Any) -> str:
        """The campaign's name for a night's event ("Holding On")."""
        ...

    def chapter_title(self, pack: Any, chapter: int) -> str:
        """A chapter's title in the pack's words ("Paint on the Door"), for the night that plays it."""
        ...

    def night_words(self, counts: Mapping[str, int], language: str) -> list[str]:
        """What a night played, from its channel events counted by kind: one short phrase each ("3 memories
        placed", "1 call made"), for the night's summary."""
        ...


class ContentError(Exception):
    """A game's content pack that cannot be played; `str()` names every problem found (file and field)."""


@dataclass(frozen=True, slots=True)
class Hosted:
    """A game a table can host: its rules, and the content pack it starts new attempts with (the shipped one)."""

    rules: GameRules
    pack: Callable[[], Any]  # the shipped pack, called at every start and status: cache what it loads
    words: Callable[[str], Any | None] = lambda language: None  # the shipped pack told in another language
    told: Callable[[PublicView, Any], PublicView] = lambda public, words: public  # names as `words` give them


class SnapshotUnreadable(RuntimeError):
    """A stored game this bot cannot read; the message is safe to log (no game contents).

    `why` ("newer", "no-migration", "no-pack", "broken") and `schema` say it again for the catalogue
    (`unreadable`, `import-snapshot`): what a player reads, in her language; `reads` is the schema this
    bot reads.
    """

    def __init__(self, message: str, *, why: str, schema: int = 0, reads: int = 0) -> None:
        super().__init__(message)
        self.why, self.schema, self.reads = why, schema, reads

    def words(self) -> Words:
        """The sentence for the table: which of the reasons, in any language."""
        return Words("unreadable", {"why": self.why, "schema": self.schema, "reads": self.reads})
