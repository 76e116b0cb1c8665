"""Playing Holding On through the harness: a table, its players, and decisions by slash command or button.

A test reads the engine state (through the table's cache) only to choose
decisions as a player would (the baseline policy) and to check outcomes;
every decision itself goes through Discord: a slash command or a press on
the message that offers it.
"""

from __future__ import annotations

import asyncio
import copy
import time
from collections.abc import Callable
from dataclasses import dataclass, field

from bot.app.client import HoldingOnBot
from bot.app.messages import waited_users
from bot.config import Settings
from bot.games.hands.engine import Action as HandsAction
from bot.games.hands.engine import GameState as HandsState
from bot.games.hands.engine import legal_actions as hands_legal_actions
from bot.games.hands.engine import public_view as hands_public_view
from bot.games.hands.engine.moves import card_token, seat_name
from bot.games.hands.partner import HandsPartner
from bot.games.holding_on.engine import Action, ContentPack, GameState, legal_actions
from bot.games.shelf import hosted_games
from tests.cogs.harness import Exchange, Harness, Said
from tests.db.helpers import Seeds
from tests.fixtures.pack import fixture_pack, fixture_pack_data
from tools.policies import BaselinePolicy

PLAYERS = ("ana", "ben", "cy")


def make_bot(settings: Settings, pack: ContentPack | None = None, seeds: Seeds | None = None) -> HoldingOnBot:
    return HoldingOnBot(
        settings, games=hosted_games(packs={"holding_on": pack or fixture_pack()}), seed_source=seeds or Seeds()
    )


def inquiry_pack() -> ContentPack:
    """The fixture pack with every base Patient Card stable, one space, inquiry allowed, and timeline 3's
    first Partial already in the grid, Nurses starting with 3 tokens: the first shift can end in `/inquire 3`."""
    data = fixture_pack_data()
    for card in data["patients"]:
        card.update(kind="stable", staff=1, deterioration=0, rewards=["token"], inquiry=True)
    data["scenarios"][0]["setup"] = {"start_partials": ["m3-1"], "starting_tokens": 3}
    data["hash"] = "fixture-inquiry"
    return ContentPack.model_validate(data)


def slash_for(state: GameState, action: Action) -> tuple[str, dict]:
    """The named command a player would type for this decision (else /decide with its key)."""
    name = state.staff[action.staff].name if action.staff else None
    named: dict[str, tuple[str, dict]] = {
        "reveal": ("shift reveal", {}),
        "assign": ("shift assign", {"staff": name}),
        "cover": ("shift cover", {"staff": name}),
        "send_on_leave": ("shift leave", {"staff": name}),
        "end_staffing": ("shift done", {}),
        "tokens": ("care tokens", {"count": action.count}),
        "pool": ("care pool", {"count": action.count}),
        "resolve": ("care resolve", {}),
        "inquire": ("inquire", {"timeline": str(action.timeline)}),
        "stop_inquiry": ("inquire", {"timeline": "stop"}),
        "bonus": ("care bonus", {"staff": name}),
        "give_token": ("care bonus", {"staff": name}),
    }
    if action.kind == "care":
        return f"care {action.choice}", {}
    return named.get(action.kind, ("decide", {"choice": action.key()}))


def hands_slash_for(state: HandsState, action: HandsAction) -> tuple[str, dict]:
    """The /hands command a player types for this decision, as its record names it."""
    if action.kind == "step":
        return "hands step", {"card": f"{action.node}/{card_token(action.row or 0, action.card or 0)}"}
    if action.kind == "first":
        return "hands first", {"player": seat_name(state, action.target)}
    if action.kind == "half":
        return "hands half", {"side": action.choice}
    if action.kind == "perspective":
        return "hands perspective", {"choice": action.choice}
    return f"hands {action.kind}", {}


@dataclass
class Table:
    """One channel's game, seen from the harness."""

    h: Harness
    channel: str = "campaign"
    players: tuple[str, ...] = PLAYERS
    host: str = "host"
    steps: list[tuple[str, str, Exchange]] = field(default_factory=list)  # (how, action key, exchange)
    # Per step: the members the game waited for newly after it (a turn that passed to them), and which of
    # them Discord notified of a message said during the step (its answer, or the bot's own moves after it).
    turns: list[tuple[set[int], set[int]]] = field(default_factory=list)

    @property
    def channel_id(self) -> int:
        return self.h.place(self.channel).id

    async def open(self, *, start: bool = True) -> Exchange | None:
        await self.h.slash("campaign new", user=self.host, channel=self.channel)
        for player in self.players:
            await self.h.slash("campaign join", user=player, nurse_name=player.capitalize(), channel=self.channel)
        if not start:
            return None
        return await self.h.slash("campaign start", user=self.host, channel=self.channel)

    async def state(self) -> GameState:
        entry = await self.h.bot.table.cache.get(self.channel_id)
        assert entry is not None and entry.game is not None, "no attempt is being played here"
        return entry.state()

    async def version(self) -> int:
        return (await self.h.bot.table.status(self.channel_id)).playing["version"]

    def player_of(self, state: GameState, seat: int) -> str:
        return state.seats[seat].lower()  # each player named her Nurse after herself

    def decision_message(self) -> Said:
        """The latest message in this channel with enabled decision buttons."""
        for said in reversed(self.h.messages_in(self.channel)):
            current = self.h.messages.get(said.message_id or 0)
            if current and any(not c.get("disabled") for c in _components(current) if "custom_id" in c):
                return said
        raise AssertionError(f"no message with enabled buttons in #{self.channel}")

    @staticmethod
    def offered(message: dict, action: Action) -> tuple[str, list[str] | None]:
        """The button for this action on the message, or the select (and value) that offers it."""
        for component in _components(message):
            custom_id = component.get("custom_id", "")
            if component["type"] == 2 and custom_id.endswith(":" + action.key()):
                return custom_id, None
            if component["type"] == 3 and any(o["value"] == action.key() for o in component.get("options", [])):
                return custom_id, [action.key()]
        ids = [c.get("custom_id") for c in _components(message)]
        raise AssertionError(f"{action.key()} is not offered on message {message['id']}: {ids}")

    async def press(self, action: Action, user: str, *, on: Said | dict | None = None) -> Exchange:
        """Press the button (or pick in the select) for `action` on a message (default: the latest)."""
        if on is None:
            on = self.decision_message()
        message = on if isinstance(on, dict) else self.h.messages[on.message_id]
        custom_id, values = self.offered(message, action)
        return await self.h.click(on, custom_id, user=user, values=values)

    async def take(self, action: Action, *, how: str) -> Exchange:
        state = await self.state()
        user = self.player_of(state, action.seat)
        before, said = await self.waited(), len(self.h.said)
        if how == "button":
            exchange = await self.press(action, user)
        else:
            command, options = slash_for(state, action)
            exchange = await self.h.slash(command, user=user, channel=self.channel, **options)
        self.steps.append((how, action.key(), exchange))
        await self.note_turn(before, said)
        return exchange

    async def waited(self) -> tuple[set[int], int]:
        """The members the game waits for now, and the game's version."""
        standing = await self.h.bot.table.standing(self.channel_id)
        if standing is None:
            return set(), -1
        return waited_users(standing), standing.version

    async def note_turn(self, before: tuple[set[int], int], said_before: int) -> None:
        await self.h.settle()  # the bot's own moves after the step, if it plays a seat
        waited_before, version_before = before
        waited, version = await self.waited()
        bot_moved = version > version_before + 1  # the bot held the turn in between: whoever waits now is new
        newly = waited if bot_moved else waited - waited_before
        notified = set().union(*(s.notified for s in self.h.said[said_before:]))
        self.turns.append((newly, newly & notified))

    def turn_changes(self) -> tuple[int, int]:
        """(members a turn passed to, of them notified), over every step taken."""
        return sum(len(newly) for newly, _ in self.turns), sum(len(told) for _, told in self.turns)

    async def play(
        self,
        until: Callable[[GameState], bool],
        *,
        policy_seed: int = 1,
        limit: int = 200,
        how: Callable[[int, Action], str] = lambda i, a: "button" if i % 2 else "slash",
    ) -> GameState:
        policy = BaselinePolicy(policy_seed)
        state = await self.state()
        for step in range(limit):
            if state.result is not None or until(state):
                return state
            action = policy.choose(state, legal_actions(state))
            await self.take(action, how=how(step, action))
            if (await self.h.bot.table.status(self.channel_id)).playing is None:
                return state  # the attempt ended with that decision (its last state before the end)
            state = await self.state()
        raise AssertionError(f"still playing after {limit} decisions")


def _components(message: dict) -> list[dict]:
    out = []
    for row in message.get("components", []):
        out += row.get("components", [row])
    return out


def snapshot(h: Harness, said: Said) -> dict:
    """A message as it is now (for a click from before a restart, or two presses at the same moment)."""
    return copy.deepcopy(h.messages[said.message_id])


async def drain_outbox(bot: HoldingOnBot) -> None:
    """Wait until the outbox worker has sent (or given up on) every DM that is due: however long that takes on
    a busy machine (a worker that never finishes is caught by pytest-timeout)."""
    worker = bot.outbox
    while True:
        running = worker is not None and worker.running
        if worker is not None and running:
            await worker.settled()  # every row due handled: sent or marked, and its callback made
        if not await bot.table.store.count_due(time.time()):
            return
        if not running:
            await asyncio.sleep(0.01)  # no worker: the test sends the rows itself (run_once); look again


def public_messages(exchange: Exchange) -> list[Said]:
    """What the channel was shown in answer: new messages, or the pressed message updated with the decision."""
    return [
        s
        for s in exchange.answers
        if s.audience == "channel" and (s.kind == "message" or (s.kind == "edit" and s.via == "update"))
    ]


def private_answers(exchange: Exchange) -> list[Said]:
    return [s for s in exchange.answers if s.audience == "ephemeral" and s.kind in ("message", "edit")]


class HandsTable(Table):
    """One channel's game of hands, seen from the harness: `players` are (South, North)."""

    async def start(self, partner: str | None, difficulty: str = "normal", first: str = "random"):
        options = {"difficulty": difficulty, "first": first}
        if partner is not None:
            options["partner"] = partner
        return await self.h.slash("hands start", user=self.players[0], channel=self.channel, **options)

    def player_of(self, state: HandsState, seat: int) -> str:  # type: ignore[override]
        return self.players[seat]

    async def play_to_the_end(self, *, how: Callable[[int], str], bot_seat: int | None = None, limit: int = 600):
        """Each human decision by the game's partner policy (it plays well enough to finish games), pressed or
        typed; the bot's seat moves by itself."""
        partners = {seat: HandsPartner(seat) for seat in (0, 1)}  # each plans a whole turn and keeps to it
        for step in range(limit):
            status = await self.h.bot.table.status(self.channel_id)
            if status.playing is None:
                return status
            state = await self.state()
            mine = [a for a in hands_legal_actions(state) if a.seat != bot_seat]
            assert mine, "the game waits for the bot, which should have moved"
            seat = mine[0].seat
            action = partners[seat].choose(hands_public_view(state))
            if action is None or action.seat == bot_seat:
                action = mine[0]
            await self.take_hands(action, how=how(step))
        raise AssertionError(f"still playing after {limit} decisions")

    async def take_hands(self, action: HandsAction, *, how: str):
        state = await self.state()
        user = self.players[action.seat]
        before, said = await self.waited(), len(self.h.said)
        if how == "button":
            exchange = await self.press(action, user)  # type: ignore[arg-type]
        else:
            command, options = hands_slash_for(state, action)
            exchange = await self.h.slash(command, user=user, channel=self.channel, **options)
        self.steps.append((how, action.key(), exchange))
        await self.note_turn(before, said)
        return exchange
