"""The fuzzer's inputs: what to send next, by category, and how to send it through the harness.

`Moves` is mixed into the Fuzzer (tests/fuzz/session.py), which holds the
harness (`h`), the random source (`rng`) and the step `index`. Each category
method returns a Plan: the step (what it is, and a line that sends it again)
and a coroutine that sends it. They read the table only to choose inputs as a
player could (who sits where, what is open, which message offers it).
"""

from __future__ import annotations

import asyncio
import random
from collections.abc import Awaitable, Callable
from dataclasses import dataclass

import discord
from discord import app_commands

from bot.games.holding_on.engine import Action, GameState, legal_actions
from tests.cogs.game import hands_slash_for, slash_for
from tests.cogs.harness import Exchange, Harness, Person, Said, SentFile
from tests.db.helpers import Clock
from tests.fuzz import inputs
from tests.fuzz.report import Step
from tools.policies import BaselinePolicy

# channel -> the players who sit there, and who opens the campaign
TABLES: dict[str, tuple[tuple[str, ...], str]] = {
    "campaign": (("ana", "ben", "cy"), "host"),
    "elsewhere": (("ben", "dee"), "ben"),
    "nightshift": (("cy", "dee", "ana", "ben"), "dee"),  # a thread of #campaign
    "pair": (("ana", "ben"), "ana"),  # ...and then, we held hands.: ana with ben, or with the bot
}
VOICE = "table-voice"  # a voice channel, where a campaign night may meet (/campaign schedule place:)
GAME_TABLES = {"pair": "hands"}  # a table of another game than Holding On
PEOPLE = ("ana", "ben", "cy", "dee", "host", "eve")  # eve joined the server later and sits nowhere
BURST_SIZES = (2, 3, 5, 10, 25, 100)
GIANT = Person(2**64 + 7, "giant")  # an id Discord never makes (forged)


Send = Callable[[], Awaitable[list[Exchange]]]


@dataclass
class Plan:
    step: Step
    send: Send
    burst: bool = False
    channel: str = ""
    kind: str = ""  # a burst's decision kind


def _quote(value: object) -> str:
    if isinstance(value, str) and len(value) > 60:
        return f"{value[:20]!r} * …({len(value)} chars)"
    if isinstance(value, SentFile):
        return f"SentFile({value.filename!r}, <{len(value.data)} bytes>)"
    return repr(value)


def _call(method: str, first: str, /, **kwargs: object) -> str:
    parts = [repr(first)] + [f"{k}={_quote(v)}" for k, v in kwargs.items()]
    return f"await h.{method}({', '.join(parts)})"


class Moves:
    """The input categories (mixed into the Fuzzer, which provides h, rng, index and the policy)."""

    h: Harness
    rng: random.Random
    index: int
    _policy: BaselinePolicy
    clock: Clock  # the bot's (the table's and its nights'), moved on by `_night`

    # ------------------------------------------------------------------ reading the table (to choose inputs)

    async def _entry(self, channel: str):
        h = self.h
        try:
            return await h.bot.table.cache.get(h.place(channel).id)
        except Exception:  # an unreadable campaign: the fuzzer then plays blind
            return None

    async def _state(self, channel: str) -> GameState | None:
        """The Holding On game in play here (another game's is read by `_play_hands`)."""
        entry = await self._entry(channel)
        if entry is None or entry.game is None or entry.unreadable or entry.rules.name != "holding_on":
            return None
        try:
            return entry.state()
        except Exception:
            return None

    def _controllers(self, entry) -> dict[int, str]:
        """seat -> the person who plays it now."""
        by_id = {p.id: name for name, p in self.h.people.items()}
        out = {}
        for seat, user in enumerate(entry.game.seat_users):
            record = entry.seat_of_user.get(user)
            plays = record.stand_in_user_id if record and record.stand_in_user_id else user
            out[seat] = by_id.get(plays, "eve")
        return out

    def _decision_message(self, channel: str) -> Said | None:
        h = self.h
        for said in reversed(h.messages_in(channel)):
            current = h.messages.get(said.message_id or 0)
            if current and any(not c.get("disabled") for c in _components(current) if "custom_id" in c):
                return said
        return None

    # ------------------------------------------------------------------ choosing the next input

    def _step(self, label: str, call: str, forged: bool = False) -> Step:
        return Step(self.index, label, call, forged)

    # --- sending ---------------------------------------------------------------------------------

    def _send_slash(self, command: str, user: str, channel: str, *, in_dm: bool = False, **options) -> Send:
        async def send() -> list[Exchange]:
            return [
                await self.h.slash(
                    command, user=user, channel=channel, in_dm=in_dm, collect=True, require_answer=False, **options
                )
            ]

        return send

    def _send_click(self, message: dict, custom_id: str, user: str, values=None, component_type=None) -> Send:
        async def send() -> list[Exchange]:
            return [
                await self.h.click(
                    message,
                    custom_id,
                    user=user,
                    values=values,
                    component_type=component_type,
                    collect=True,
                    require_answer=False,
                )
            ]

        return send

    def _slash_plan(self, label: str, command: str, user: str, channel: str, forged: bool = False, **options) -> Plan:
        call = _call("slash", command, user=user, channel=channel, **options)
        return Plan(self._step(label, call, forged), self._send_slash(command, user, channel, **options))

    def _press_plan(self, label: str, message: dict, custom_id: str, user: str, forged=False, **extra) -> Plan:
        call = f"await h.click(<message {message['id']}>, {custom_id!r}, user={user!r}" + "".join(
            f", {k}={v!r}" for k, v in extra.items()
        )
        return Plan(self._step(label, call + ")", forged), self._send_click(message, custom_id, user, **extra))

    # --- categories --------------------------------------------------------------------------------

    async def _play(self, channel: str) -> Plan:
        """Move the table on: open it, seat its players, start, or take a decision open now."""
        if channel in GAME_TABLES:
            return await self._play_hands(channel)
        players, opener = TABLES[channel]
        entry = await self._entry(channel)
        if entry is None:
            return self._slash_plan("/campaign new", "campaign new", opener, channel)
        seated = {self.h.person(name).id for name in players} & set(entry.seat_of_user)
        if entry.game is None:
            missing = [p for p in players if self.h.person(p).id not in entry.seat_of_user]
            if missing and (len(seated) < 2 or self.rng.random() < 0.7):
                name = missing[0]
                return self._slash_plan("/campaign join", "campaign join", name, channel, nurse_name=name.capitalize())
            host = next((n for n, p in self.h.people.items() if p.id == entry.campaign.host_user_id), opener)
            if self.rng.random() < 0.15:
                return self._slash_plan("/campaign options", "campaign options", host, channel, images=False)
            return self._slash_plan("/campaign start", "campaign start", host, channel)
        state = await self._state(channel)
        if state is None:
            return await self._slash(channel)
        legal = legal_actions(state)
        action = self._policy.choose(state, legal) if self.rng.random() < 0.6 else self.rng.choice(legal)
        user = self._controllers(entry).get(action.seat, "eve")
        return self._take(channel, state, action, user, label_prefix="")

    async def _play_hands(self, channel: str) -> Plan:
        """Start a game of hands (with ben, or the bot), or take a decision open in it, as its player would."""
        players, opener = TABLES[channel]
        entry = await self._entry(channel)
        if entry is None or entry.game is None or entry.unreadable:
            options: dict[str, object] = {"difficulty": self.rng.choice(("normal", "challenging", "impossible"))}
            if self.rng.random() < 0.6:
                options["partner"] = players[1]  # else the bot
            return self._slash_plan("/hands start", "hands start", opener, channel, **options)
        legal = entry.open_now()
        if entry.rules.name != "hands" or not legal:
            return await self._slash(channel)
        action = self.rng.choice(legal)
        user = self._controllers(entry).get(action.seat, "eve")
        return self._take_hands(channel, entry.state(), action, user, label_prefix="")

    def _take_hands(self, channel: str, state, action, user: str, *, label_prefix: str) -> Plan:
        said = self._decision_message(channel)
        if said is not None and self.rng.random() < 0.6:
            message = self.h.messages[said.message_id]
            found = _offered(message, action)
            if found is not None:
                custom_id, values = found
                return self._press_plan(f"{label_prefix}press {action.kind}", message, custom_id, user, values=values)
        command, options = hands_slash_for(state, action)
        return self._slash_plan(f"{label_prefix}/{command}", command, user, channel, **options)

    def _take(self, channel: str, state: GameState, action: Action, user: str, *, label_prefix: str) -> Plan:
        said = self._decision_message(channel)
        if said is not None and self.rng.random() < 0.6:
            message = self.h.messages[said.message_id]
            found = _offered(message, action)
            if found is not None:
                custom_id, values = found
                return self._press_plan(f"{label_prefix}press {action.kind}", message, custom_id, user, values=values)
        command, options = slash_for(state, action)
        return self._slash_plan(f"{label_prefix}/{command}", command, user, channel, **options)

    async def _wrong_player(self, channel: str) -> Plan:
        entry = await self._entry(channel)
        hands = entry is not None and entry.game is not None and not entry.unreadable and entry.rules.name == "hands"
        if hands and entry is not None and entry.open_now():  # the game in play, not the channel's usual one
            action = self.rng.choice(entry.open_now())
            rightful = self._controllers(entry).get(action.seat)
            user = self.rng.choice([p for p in PEOPLE if p != rightful])
            return self._take_hands(channel, entry.state(), action, user, label_prefix="wrong player: ")
        state = await self._state(channel)
        if entry is None or state is None:
            return await self._slash(channel)
        action = self.rng.choice(legal_actions(state))
        rightful = self._controllers(entry).get(action.seat)
        user = self.rng.choice([p for p in PEOPLE if p != rightful])
        return self._take(channel, state, action, user, label_prefix="wrong player: ")

    async def _someone(self, channel: str) -> str:
        """Who sends a random input: often someone seated here, or the host, else anyone at all."""
        entry = await self._entry(channel)
        roll = self.rng.random()
        by_id = {p.id: n for n, p in self.h.people.items()}
        if entry is not None and roll < 0.45:
            seated = [by_id[s.user_id] for s in entry.seats if s.user_id in by_id]
            if entry.game is not None:
                seated = list(self._controllers(entry).values())
            if seated:
                return self.rng.choice(seated)
        if entry is not None and roll < 0.65:
            return by_id.get(entry.campaign.host_user_id, "host")
        return self.rng.choice(PEOPLE)

    async def _slash(self, channel: str) -> Plan:
        command, options, forged = await self._random_command(channel)
        user = await self._someone(channel)
        name = command.qualified_name
        return self._slash_plan(f"/{name}", name, user, channel, forged, **options)

    async def _random_command(self, channel: str) -> tuple[app_commands.Command, dict[str, object], bool]:
        commands = [c for c in self.h.bot.tree.walk_commands() if isinstance(c, app_commands.Command)]
        command = self.rng.choice(commands)
        state = await self._state(channel)
        options: dict[str, object] = {}
        forged = False
        for parameter in command.parameters:
            if not parameter.required and self.rng.random() < 0.5:
                continue
            if parameter.required and self.rng.random() < 0.03:
                forged = True  # Discord never sends a command without its required options
                continue
            value, odd = await self._value(command.qualified_name, parameter, state, channel)
            options[parameter.name] = value
            forged |= odd
        return command, options, forged

    async def _value(self, command: str, parameter, state: GameState | None, channel: str) -> tuple[object, bool]:
        kind = parameter.type
        choices = [c.value for c in parameter.choices]
        if kind is discord.AppCommandOptionType.string:
            if choices:
                return inputs.choice_string(choices, self.rng)
            offered = await self._offered_values(command, parameter.name, channel)
            return inputs.text_for(parameter.name, self.rng, state, offered)
        if kind is discord.AppCommandOptionType.integer:
            return inputs.number_for(parameter.min_value, parameter.max_value, choices, self.rng)
        if kind is discord.AppCommandOptionType.boolean:
            return self.rng.random() < 0.5, False
        if kind is discord.AppCommandOptionType.user:
            return inputs.user_ref(self.rng, list(PEOPLE))
        if kind is discord.AppCommandOptionType.channel:
            return self.rng.choice([*TABLES, VOICE]), False  # where a night meets: a voice channel or any other
        if kind is discord.AppCommandOptionType.attachment:
            name, data = inputs.tampered_export(await self._export(channel), self.rng)
            return SentFile(f"{name}.json", data), False
        raise AssertionError(f"the fuzzer has no values for options of type {kind.name}")

    async def _offered_values(self, command: str, option: str, channel: str) -> list[str]:
        """What autocomplete would offer some player now (read from the table directly, not sent)."""
        try:
            channel_id = self.h.place(channel).id
            user = self.h.person(self.rng.choice(PEOPLE)).id
            return [c.value for c in await self.h.bot.table.choices(channel_id, user, command, option)]
        except Exception:
            return []

    async def _export(self, channel: str) -> str | None:
        entry = await self._entry(self.rng.choice(list(TABLES)))
        if entry is None:
            return None
        try:
            return await self.h.bot.table.export(entry.campaign.channel_id, entry.campaign.host_user_id)
        except Exception:
            return None

    async def _autocomplete(self, channel: str) -> Plan:
        targets = [
            (c, p)
            for c in self.h.bot.tree.walk_commands()
            if isinstance(c, app_commands.Command)
            for p in c.parameters
            if p.autocomplete
        ]
        command, parameter = self.rng.choice(targets)
        state = await self._state(channel)
        if parameter.type is discord.AppCommandOptionType.integer and self.rng.random() < 0.6:
            typed, forged = str(inputs.number_for(parameter.min_value, parameter.max_value, [], self.rng)[0]), False
        else:
            typed, forged = inputs.text_for(parameter.name, self.rng, state, [])
        user = await self._someone(channel)
        name = command.qualified_name

        async def send() -> list[Exchange]:
            return [await self.h.autocomplete_exchange(name, parameter.name, typed, user=user, channel=channel)]

        call = _call("autocomplete", name, option=parameter.name, typed=typed, user=user, channel=channel)
        return Plan(self._step(f"autocomplete /{name} {parameter.name}", call, forged), send)

    async def _stale_press(self, channel: str) -> Plan:
        """A button on an older message, as the client showed it before the bot disabled it."""
        h = self.h
        offers = [s for s in h.messages_in(channel) if s.kind == "message" and s.custom_ids()]
        if not offers:
            return await self._play(channel)
        said = self.rng.choice(offers[-12:])
        message = {**h.messages.get(said.message_id, {}), "id": str(said.message_id), "components": said.components}
        message.setdefault("channel_id", str(h.place(channel).id))
        component = self.rng.choice([c for c in _components(message) if "custom_id" in c])
        values = None
        if component["type"] == 3:
            values = [self.rng.choice(component["options"])["value"]]
        user = await self._someone(channel)
        return self._press_plan("stale press", message, component["custom_id"], user, values=values)

    async def _forged_press(self, channel: str) -> Plan:
        h = self.h
        offers = [s for s in h.messages_in(channel) if s.kind == "message"]
        if not offers:
            return await self._play(channel)
        said = offers[-1]
        message = h.messages.get(said.message_id)
        if message is None:
            return await self._play(channel)
        entry = await self._entry(channel)
        state = await self._state(channel)
        game_id = entry.game.id if entry is not None and entry.game is not None else 1
        version = state.version if state is not None else 0
        legal = legal_actions(state) if state is not None else []
        user = self.rng.choice(PEOPLE)
        selects = [c for c in _components(message) if c.get("type") == 3]
        if selects and self.rng.random() < 0.4:
            select = self.rng.choice(selects)
            values = self.rng.choice([[], ["tokens.n=99"], ["frobnicate"], ["-"], ["a", "b"]])
            return self._press_plan("forged select values", message, select["custom_id"], user, True, values=values)
        custom_id = inputs.custom_id_junk(self.rng, game_id, version, legal)
        if any(c.get("custom_id") == custom_id for c in _components(message)):
            custom_id += ":forged"  # the junk hit a real button: a forged press is one the message does not carry
        component_type = self.rng.choice([2, 2, 3])
        values = ["reveal"] if component_type == 3 else None
        return self._press_plan(
            "forged custom id", message, custom_id, user, True, values=values, component_type=component_type
        )

    async def _import(self, channel: str) -> Plan:
        name, data = inputs.tampered_export(await self._export(channel), self.rng)
        entry = await self._entry(channel)
        by_id = {p.id: n for n, p in self.h.people.items()}
        host = by_id.get(entry.campaign.host_user_id, "host") if entry is not None else TABLES[channel][1]
        user = host if self.rng.random() < 0.8 else self.rng.choice(PEOPLE)
        plan = self._slash_plan(
            f"/campaign import ({name})", "campaign import", user, channel, file=SentFile("c.json", data)
        )
        return plan

    async def _dm(self, channel: str) -> Plan:
        """A command from a DM with the bot (the guild-only ones are not even offered there: forged)."""
        command, options, _ = await self._random_command(channel)
        user = self.rng.choice(PEOPLE)
        name = command.qualified_name

        async def send() -> list[Exchange]:
            return [await self.h.slash(name, user=user, in_dm=True, collect=True, require_answer=False, **options)]

        call = _call("slash", name, user=user, in_dm=True, **options)
        return Plan(self._step(f"DM /{name}", call, True), send)

    async def _burst(self, channel: str) -> Plan:
        """One decision tried many times at once: by button, by its command and by /decide, mixed (in either
        game: the second game's own command, with its own words)."""
        entry = await self._entry(channel)
        hands = entry is not None and entry.game is not None and not entry.unreadable and entry.rules.name == "hands"
        state = entry.state() if hands and entry is not None else await self._state(channel)
        if entry is None or state is None or not entry.open_now():
            return await self._play(channel)
        action = self.rng.choice(entry.open_now())
        user = self._controllers(entry).get(action.seat, "eve")
        size = self.rng.choice(BURST_SIZES)
        said = self._decision_message(channel)
        message = self.h.messages[said.message_id] if said is not None else None
        offered = _offered(message, action) if message is not None else None
        command, options = hands_slash_for(state, action) if hands else slash_for(state, action)
        sends: list[Send] = []
        for _ in range(size):
            roll = self.rng.random()
            if offered is not None and roll < 0.4:
                sends.append(self._send_click(dict(message), offered[0], user, values=offered[1]))
            elif roll < 0.7:
                sends.append(self._send_slash(command, user, channel, **options))
            else:
                sends.append(self._send_slash("decide", user, channel, choice=action.key()))

        async def send() -> list[Exchange]:
            results = await asyncio.gather(*(one() for one in sends))
            return [exchange for batch in results for exchange in batch]

        call = f"{size} at once of {action.key()!r} by {user!r} (button, /{command}, /decide), channel={channel!r}"
        step = Step(self.index, f"burst of {action.kind}", call, False, size)
        return Plan(step, send, burst=True, channel=channel, kind=action.kind)

    async def _raw(self, channel: str) -> Plan:
        """Payloads no Discord client sends: unknown commands, options of the wrong type, unknown modals and
        component types, ids beyond 64 bits, autocomplete on an option that has none."""
        h = self.h
        user = self.rng.choice([*PEOPLE, GIANT])
        roll = self.rng.random()
        if roll < 0.2:
            data: dict = {"id": "42", "name": self.rng.choice(["frobnicate", "campaign", "shift"]), "type": 1}
            data["options"] = [] if data["name"] == "frobnicate" else [{"name": "nope", "type": 1, "options": []}]
            return self._raw_plan("unknown command", 2, data, user, channel)
        if roll < 0.45:
            command, _, _ = await self._random_command(channel)
            if not command.parameters:
                return await self._slash(channel)
            parameter = self.rng.choice(command.parameters)
            data = h._command_data(command.qualified_name, {}, focused=None, guild_id=h.guild_spec.id)
            leaf = _leaf_options(data)
            wrong = self.rng.choice(["abc", "", 5, -1, 2**70, None, True, [1], {"a": 1}, "99999999999999999999999"])
            leaf.append({"name": parameter.display_name, "type": parameter.type.value, "value": wrong})
            return self._raw_plan(f"/{command.qualified_name} mistyped", 2, data, user, channel)
        if roll < 0.6:
            targets = [
                (c, p)
                for c in h.bot.tree.walk_commands()
                if isinstance(c, app_commands.Command)
                for p in c.parameters
                if not p.autocomplete
            ]
            command, parameter = self.rng.choice(targets)
            data = h._command_data(command.qualified_name, {parameter.name: "x"}, focused=parameter.name, guild_id=None)
            return self._raw_plan(f"autocomplete /{command.qualified_name} (none)", 4, data, user, channel)
        if roll < 0.75:
            data = {"custom_id": self.rng.choice(["modal", "ho:1:1:reveal", ""]), "components": []}
            return self._raw_plan("modal submit", 5, data, user, channel)
        if roll < 0.9:
            offers = [s for s in h.messages_in(channel) if s.kind == "message"]
            if not offers or offers[-1].message_id not in h.messages:
                return await self._play(channel)
            message = h.messages[offers[-1].message_id]
            custom_id = self.rng.choice([c.get("custom_id", "x") for c in _components(message)] or ["x"])
            data = {"custom_id": custom_id, "component_type": self.rng.choice([5, 6, 7, 8, 4]), "values": ["1"]}
            return self._raw_plan("component of another type", 3, data, user, channel, message=message)
        commands = [c for c in h.bot.tree.walk_commands() if isinstance(c, app_commands.Command)]
        return self._raw_plan_slash(self.rng.choice(commands).qualified_name, channel)

    def _raw_plan(self, label: str, kind: int, data: dict, user, channel: str, message: dict | None = None) -> Plan:
        person = self.h.person(user) if isinstance(user, str) else user

        async def send() -> list[Exchange]:
            return [
                await self.h._dispatch(
                    kind,
                    data,
                    person,
                    channel,
                    in_dm=False,
                    expect_error=False,
                    require_answer=False,
                    message=message,
                    collect=True,
                )
            ]

        who = person.name if isinstance(person, Person) else person
        call = f"await h._dispatch({kind}, {_quote(data)}, {who!r}, {channel!r}, ...)"
        return Plan(self._step(label, call, True), send)

    def _raw_plan_slash(self, name: str, channel: str) -> Plan:
        """A plain command, sent by someone whose id is beyond 64 bits."""
        data = self.h._command_data(name, {}, focused=None, guild_id=self.h.guild_spec.id)
        return self._raw_plan(f"/{name} by a giant id", 2, data, GIANT, channel)

    async def _night(self, channel: str) -> Plan:
        """Campaign nights (issue 28): a host plans them (with a voice channel or not), time passes for Discord
        and for the bot (its events begin and end, reminders fall due), or someone presses a reminder's
        "the bot plays …" button (a host, a player, anyone; after an import of another game, too)."""
        h = self.h
        roll = self.rng.random()
        reminders = [s for s in h.messages_in(channel) if any(c.startswith("night:bot:") for c in s.custom_ids())]
        if reminders and roll < 0.3:
            said = self.rng.choice(reminders[-4:])
            message = h.messages.get(said.message_id)
            if message is not None:
                custom_id = self.rng.choice([c for c in said.custom_ids() if c.startswith("night:bot:")])
                return self._press_plan("a night's stand-in button", message, custom_id, self.rng.choice(PEOPLE))
        if roll < 0.6:
            hours = self.rng.choice((0.5, 1.0, 3.0, 23.0, 25.0, 24.0 * 7))

            async def send() -> list[Exchange]:
                self.clock.now += hours * 3600
                h.time_passes()
                await h.bot.app.nights.tick()
                await h.settle(raise_failures=False)
                return []

            return Plan(self._step(f"{hours} hours pass", f"clock.now += {hours * 3600}; tick()"), send)
        players, opener = TABLES[channel]
        options: dict[str, object] = {"weekday": self.rng.choice(("monday", "thursday", "sunday")), "at": "19:30"}
        options["zone"] = self.rng.choice(("Europe/Berlin", "America/New_York", "Mars/Olympus"))
        if self.rng.random() < 0.5:
            options["place"] = VOICE
        user = opener if self.rng.random() < 0.7 else self.rng.choice(PEOPLE)
        return self._slash_plan("/campaign schedule", "campaign schedule", user, channel, **options)

    async def _restart_gap(self, channel: str) -> Plan:
        """The bot forgets which message offers what (as after a restart), then someone presses an old one."""
        memory = self.h.bot.app.decision_messages  # what a process keeps in memory (a fresh one has none of it)
        for kept in ("_latest", "_loaded"):
            getattr(memory, kept, {}).clear()
        return await self._stale_press(channel)


def _components(message: dict) -> list[dict]:
    out = []
    for row in message.get("components", []):
        out += row.get("components", [row])
    return out


def _offered(message: dict, action: Action) -> tuple[str, list[str] | None] | None:
    for component in _components(message):
        custom_id = component.get("custom_id", "")
        if component["type"] == 2 and custom_id.endswith(":" + action.key()) and not component.get("disabled"):
            return custom_id, None
        if component["type"] == 3 and any(o["value"] == action.key() for o in component.get("options", [])):
            return custom_id, [action.key()]
    return None


def _leaf_options(data: dict) -> list[dict]:
    options = data.setdefault("options", [])
    while options and options[0].get("type") in (1, 2):
        options = options[0].setdefault("options", [])
    return options
