"""What the table answers: a Reply to render, or a Refused with the reason (COMMANDS.md).

Both are plain data, easy for the Discord layer and the terminal table to show.
A Refused's message never names a hidden card, the seed or the deck order.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any, Self, TypedDict

from bot.games.errors import Refusal, RuleError, Words
from bot.games.events import EventDict
from bot.games.interface import PublicView
from bot.i18n import DEFAULT, has, say_data, t


class TableError(Refusal):
    """Something the table will not do; `message` is for the player (ephemeral).

    `message` and `allowed` are English; `key` and `data` say the same as a catalogue message
    (bot/render/sayings.py says it in the reader's language), `choices` are the actions `allowed`
    names and `public` the public view their names come from (nothing the channel may not see).
    A Refusal, like the game's RuleError, but not one: a game's refusal is turned into this with its view.
    """

    def __init__(
        self,
        message: str,
        allowed: list[str] | None = None,
        *,
        key: str | None = None,
        data: dict[str, object] | None = None,
        choices: Sequence[object] | None = None,
        public: PublicView | None = None,
        game: str | None = None,
    ):
        super().__init__(message, allowed, key=key, data=data, choices=choices)
        self.public = public
        self.game = game  # the game whose actions `choices` are (its face says them)

    @classmethod
    def of(cls, key: str, **data: object) -> Self:
        """The refusal the catalogue calls `key`: its English words are `message`."""
        return cls(str(say_data(DEFAULT, Words(key, data))), key=key, data=data)

    @classmethod
    def other_game(cls, here: str, wanted: str) -> Self:
        """A channel's table plays `here`, and a command of `wanted` was used in it: each game is named by its
        own words (`<game>-table-name`, in its folder), so the table's sentence names no game itself. A table of
        a game this bot does not host (its words are not here) is said to be one."""
        if not has(DEFAULT, f"{here}-table-name"):
            return cls.of("refuse-game-unknown", game=here[:40])
        return cls.of(
            "refuse-other-game",
            here=Words(f"{here}-table-name", {"case": "nom"}),
            wanted=Words(f"{wanted}-table-name", {"case": "acc"}),
        )

    @classmethod
    def rule(cls, error: RuleError, public: PublicView | None, game: str | None = None) -> Self:
        """The game's refusal, with its data for other languages."""
        return cls(
            error.message,
            error.allowed,
            key=error.key,
            data=error.data,
            choices=error.choices,
            public=public,
            game=game,
        )


class Refused(TableError):
    """The decision, or the lifecycle step, is not allowed now: nothing was changed."""


class Passed(Refused):
    """A button pressed for a decision that is no longer open (the game moved on, or another attempt began)."""

    def __init__(self) -> None:
        super().__init__(t(DEFAULT, "passed"), key="passed")


@dataclass(frozen=True, slots=True)
class PrivateDelivery:
    """A face-down card or a quote for one player, queued in the outbox in the decision's transaction."""

    recipient_user_id: int
    seat: int
    # {"campaign": {...}, "game": {...}, "seat", "nurse", "event", "stand_in_for"}: the outbox's row, JSON as stored
    payload: dict[str, Any]


@dataclass(frozen=True, slots=True)
class Reply:
    """What to say after a decision (or a start, an undo, an abandon), and to whom.

    `events` go to the channel (the interaction's public response); `note` and
    `actor_events` are for the actor alone (ephemeral: her own private events,
    also sent by DM); `deliveries` are already in the outbox, listed so a
    terminal table can show them; `legal` is every decision open now, each with
    its seat, for the next buttons, and `labels` says each in words;
    `seat_users` is who plays each seat now (a stand-in for an absent player),
    to mention the player who must act; `game_id` names the attempt, for the
    buttons' custom ids; `notices` tell the actor about DMs that could not
    reach her.
    """

    events: list[EventDict]
    note: str  # English
    deliveries: list[PrivateDelivery] = field(default_factory=list)
    version: int = 0
    legal: list[Any] = field(default_factory=list)  # the game's actions (bot/games/interface.py: the game's own type)
    public: PublicView | None = None  # public_view after the decision (None when no attempt is in play)
    result: str | None = None  # won | lost | abandoned, when the attempt just ended
    actor_events: list[EventDict] = field(default_factory=list)
    notices: list[str] = field(default_factory=list)
    applied: int = 0  # decisions applied (0 for a repeated press)
    game_id: int | None = None  # the attempt the decision belongs to
    pack_hash: str | None = None  # the pack that attempt plays with (a game keeps its pack)
    seat_users: list[int] = field(default_factory=list)  # seat -> the user who plays it now
    bot_seats: list[int] = field(default_factory=list)  # seats the bot plays now (a stand-in), of `seat_users`
    labels: list[str] = field(default_factory=list)  # describe() of each action in `legal`, in order
    language: str = "en"  # the campaign's language: the channel's words for this reply
    game: str = ""  # the game the table plays (GameRules.name): whose words and pictures
    note_words: Words | None = None  # `note` as data, said in the reader's language (bot/render/sayings.py)


@dataclass(frozen=True, slots=True)
class SeatStatus:
    name: str  # the name the seat's player goes by at the table (Holding On: her Nurse's)
    user_id: int
    seat_order: int
    stand_in_user_id: int | None
    gender: str = "n"  # her Nurse's words: f, m or n (issue 25)


class Playing(TypedDict):
    """The attempt in play, as a status shows it."""

    chapter: int  # its chapter (each game names it: Holding On's scenario)
    attempt: int
    pack_hash: str
    version: int
    game_id: int
    seat_users: list[int]  # seat -> its player
    public: PublicView


@dataclass(frozen=True, slots=True)
class CampaignStatus:
    campaign_id: int
    guild_id: int
    channel_id: int
    host_user_id: int
    seats: list[SeatStatus]
    chapters_won: list[int]  # (each game names a chapter: Holding On's scenarios)
    attempts: dict[int, int]  # chapter -> attempts begun
    flags: list[str]
    next_chapter: int | None
    options: dict[str, Any]  # the game's table options (GameRules.known_options), as stored: JSON
    playing: Playing | None
    problem: Words | None = None  # why the attempt in play cannot be continued, if it cannot (a catalogue sentence)
    language: str = "en"  # the campaign's: channel posts, DMs and the story
    game: str = ""  # the game the table plays (GameRules.name)
