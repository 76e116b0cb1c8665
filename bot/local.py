"""`python -m bot local`: a terminal table, the same commands and table as Discord, without Discord.

Each line is `name: /command sub option:value …` (e.g. `ana: /shift assign
staff:Ben`, `ben: /decide choice:Medical`, `cy: /inquire 3`). The line goes
through the same mapping (bot/commands.py) and the same `table` as the cogs;
what the channel would show is printed plain, and each DM and ephemeral reply
is labelled with the one player who would see it. With --script the file is
played and the first refused line or error stops it with a non-zero status.
Lines starting with `#` and blank lines are skipped.

Everything typed is checked first: `--players` names 2 to 4 players, each one
word a Nurse could be called, no two alike; a missing `--script` file, Ctrl-C,
or the end of the input with the scenario unfinished each end the table with
one sentence and a non-zero status, never a traceback.
"""

from __future__ import annotations

import argparse
import asyncio
import re
import sys
import tempfile
import threading
from collections.abc import AsyncIterator, Callable
from pathlib import Path

from bot.engine import ContentPack, Event
from bot.names import name_key, nurse_name_problem
from bot.render.narrate import private_text
from bot.render.pack_words import GLOSSARY_TOPIC, content_note, find_term, glossary_lines
from bot.render.rules_text import find_topic
from bot.render.story import story_lines
from bot.table import Refused, Reply, Table

GUILD, CHANNEL = 1, 1
_LINE = re.compile(r"^\s*(?P<who>[^:\s]+)\s*:\s*/(?P<rest>.+)$")
_OPTION = re.compile(r"(\w+):(.*?)(?=\s+\w+:|$)")
GAME_COMMANDS = {"shift", "care", "inquire", "decide"}
PLAYER_NAME = re.compile(r"[^\s:,#/]+")  # one word: a line starts with it, then a colon
MIN_PLAYERS, MAX_PLAYERS = 2, 4
SCENARIO = re.compile(r"[0-9]{1,2}")
UNFINISHED = "End of input: the scenario was left unfinished (the terminal table keeps nothing)."


class LineError(Exception):
    """A line the terminal table cannot read (not a refusal of the game)."""


def parse(line: str) -> tuple[str, str, dict]:
    """'ana: /shift assign staff:Ben' -> ('ana', 'shift assign', {'staff': 'Ben'})."""
    match = _LINE.match(line)
    if not match:
        raise LineError(f"cannot read {line!r}: write 'name: /command option:value'")
    rest = match["rest"].strip()
    first_option = _OPTION.search(rest)
    head = rest[: first_option.start()] if first_option else rest
    words = head.split()
    options = {k: v.strip() for k, v in _OPTION.findall(rest[len(head) :])}
    if words and words[0] == "inquire" and len(words) > 1:  # `/inquire 3`, `/inquire stop`
        options.setdefault("timeline", words.pop(1))
    return match["who"].lower(), " ".join(words), options


class TerminalTable:
    def __init__(self, table: Table, names: list[str], content: ContentPack, out: Callable[[str], None] = print):
        self.table = table
        self.users = {name.lower(): 1000 + i for i, name in enumerate(names)}
        self.names = {user: name for name, user in self.users.items()}
        self.content = content
        self.out = out

    async def open(self) -> None:
        self.out(f"Content note: {content_note(self.content)}")
        host = next(iter(self.users.values()))
        await self.table.new_campaign(GUILD, CHANNEL, host)
        for name, user in self.users.items():
            await self.table.join(CHANNEL, user, name.capitalize())
        self.show(await self.table.start(CHANNEL, host))

    async def play_line(self, line: str) -> None:
        who, command, options = parse(line)
        user = self.users.get(who)
        if user is None:
            raise LineError(f"{who!r} has no seat here; players: {', '.join(self.users)}")
        self.out(f"> {line.strip()}")
        reply = await self._run(user, command, options)
        if reply is not None:
            self.show(reply, actor=who)

    async def _run(self, user: int, command: str, options: dict) -> Reply | None:
        group = command.split(" ")[0]
        if group in GAME_COMMANDS:
            return await self.table.command(CHANNEL, user, command, options)
        if command == "hand":
            for seat_view in await self.table.hand(CHANNEL, user):
                self.out(f"[only {self.names[user]} sees] {_hand_text(seat_view)}")
            return None
        if command in ("help", "board"):
            status = await self.table.status(CHANNEL)
            self.out(_board_text(status.playing["public"]) if status.playing else "No scenario is being played.")
            return None
        if command == "campaign start":
            scenario = options.get("scenario")
            if scenario is not None and not SCENARIO.fullmatch(scenario.strip()):
                raise LineError(f"scenario must be a scenario's number, e.g. scenario:2 (not {scenario[:20]!r})")
            return await self.table.start(CHANNEL, user, int(scenario) if scenario is not None else None)
        if command == "campaign undo":
            return await self.table.undo(CHANNEL, user)
        if command == "campaign status":
            status = await self.table.status(CHANNEL)
            self.out(f"Scenarios won: {status.scenarios_won or 'none'}; next: {status.next_scenario}.")
            if options.get("note", "").lower() in ("true", "yes", "1"):
                playing = status.playing["scenario"] if status.playing else status.next_scenario
                self.out(f"Content note: {content_note(self.content, playing)}")
            return None
        if command == "rules":
            self.out(_rules_text(self.content, options.get("topic", "")))
            return None
        raise LineError(f"the terminal table does not know /{command}")

    def show(self, reply: Reply, actor: str | None = None) -> None:
        scenario = reply.public["scenario"] if reply.public else 1
        for line in story_lines(reply.events, self.content, scenario):  # the table's own events too (an undo)
            self.out(line)
        for delivery in reply.deliveries:
            event = Event.from_dict(delivery.payload["event"])
            text = private_text(event, self.content, "Terminal table")
            self.out(f"[DM to {self.names.get(delivery.recipient_user_id, '?')}] {text}")
        if actor is not None:
            self.out(f"[only {actor} sees] {reply.note}")
        if reply.legal and reply.public:
            self.out("Waiting for: " + _waiting(reply))


def _rules_text(content: ContentPack, topic: str) -> str:
    """`/rules topic:glossary` (every term), a glossary term, or a rule summary."""
    if topic.strip().lower() == GLOSSARY_TOPIC:
        return "\n".join(glossary_lines(content))
    rule = find_topic(topic)
    if rule is not None:
        return f"{rule.label}: {rule.summary}"
    term = find_term(content, topic)
    if term is not None:
        return f"{term.term}: {term.text.strip()}"
    return f"No rule or glossary term called {topic.strip()!r}; try /rules topic:{GLOSSARY_TOPIC}."


def _waiting(reply: Reply) -> str:
    seats = reply.public["seats"]
    pairs: list[str] = []
    for action in reply.legal:
        who = seats[action.seat]
        entry = f"{who} ({action.kind.replace('_', ' ')})"
        if entry not in pairs:
            pairs.append(entry)
    return ", ".join(pairs)


def _hand_text(seat_view: dict) -> str:
    hand = seat_view["hand"]
    partials = "; ".join(f"timeline {p['timeline']}: “{p['quote']}”" for p in hand["partials"]) or "none"
    clears = ", ".join(f"timeline {c['timeline']}" for c in hand["clears"]) or "none"
    return (
        f"{seat_view['name']}: {hand['tokens']} tokens, {hand['stress']} Stress; Partials: {partials}; Clears: {clears}"
    )


def _board_text(view: dict) -> str:
    nurses = ", ".join(
        f"{s['name']} {s['tokens']}t {s['stress']}s ({s['place']})" for s in view["staff"] if s["kind"] == "nurse"
    )
    return (
        f"Day {view['day']}, {view['shift_name']} shift; Billy {view['condition']} ({view['band']}); "
        f"Warnings {view['warnings']}/2; pool {view['pool']}; {nurses}; grid {len(view['grid'])} memories"
    )


def players_problem(text: str) -> str | None:
    """Why `--players` cannot seat a table (one sentence), or None."""
    names = [name.strip() for name in text.split(",")]
    if not MIN_PLAYERS <= len(names) <= MAX_PLAYERS:
        return f"--players names {MIN_PLAYERS} to {MAX_PLAYERS} players separated by commas, e.g. --players ana,ben,cy"
    for name in names:
        if not PLAYER_NAME.fullmatch(name):
            return f"--players: {name!r} is not one word (no spaces, colons or commas), e.g. --players ana,ben,cy"
        problem = nurse_name_problem(name.capitalize())
        if problem:
            return f"--players: {problem}"
    if len({name_key(name) for name in names}) != len(names):
        return "--players names each player once (names are compared ignoring case)"
    return None


async def run(args: argparse.Namespace, out: Callable[[str], None] = print) -> int:
    from bot.content_pack.loader import load_pack
    from db.sqlite import SqliteStore

    names = [n.strip() for n in args.players.split(",")]
    content = load_pack(getattr(args, "content", None))
    with tempfile.TemporaryDirectory() as folder:
        store = await SqliteStore.open(str(Path(folder) / "local.sqlite3"))
        seed = args.seed if args.seed is not None else 1
        table = Table(store, lambda: content, seed_source=lambda: seed)
        terminal = TerminalTable(table, names, content, out)
        try:
            await terminal.open()
            number = 0
            async for line in _lines(args.script):
                number += 1
                if not line.strip() or line.lstrip().startswith("#"):
                    continue
                try:
                    await terminal.play_line(line)
                except (Refused, LineError) as error:
                    message = error.message if isinstance(error, Refused) else str(error)
                    out(f"[refused] {message}")
                    if args.script:
                        out(f"stopped at line {number}")
                        return 1
            if not args.script and (await table.status(CHANNEL)).playing is not None:
                print(UNFINISHED, file=sys.stderr)
                return 1
        finally:
            await store.close()
    return 0


async def _lines(script: str | None) -> AsyncIterator[str]:
    """The script's lines, or what is typed: read by a thread of its own, so that Ctrl-C is never stuck in a read."""
    if script:
        for line in Path(script).read_text(encoding="utf-8").splitlines():
            yield line
        return
    loop = asyncio.get_running_loop()
    typed: asyncio.Queue[str | None] = asyncio.Queue()

    def read() -> None:
        try:
            for line in sys.stdin:
                loop.call_soon_threadsafe(typed.put_nowait, line.rstrip("\n"))
            loop.call_soon_threadsafe(typed.put_nowait, None)
        except RuntimeError:  # the table closed (Ctrl-C) while a line was on its way
            return

    threading.Thread(target=read, name="holding-on: terminal input", daemon=True).start()
    while (line := await typed.get()) is not None:
        yield line


def main(args: argparse.Namespace) -> int:
    problem = players_problem(args.players)
    if problem is None and args.script and not Path(args.script).is_file():
        problem = f"--script {args.script}: there is no such file"
    if problem:
        print(problem, file=sys.stderr)
        return 2
    try:
        return asyncio.run(run(args))
    except KeyboardInterrupt:
        print("Stopped (Ctrl-C): the terminal table is closed and keeps nothing.", file=sys.stderr)
        return 130
    except UnicodeDecodeError:
        print(f"--script {args.script}: not UTF-8 text", file=sys.stderr)
        return 2
