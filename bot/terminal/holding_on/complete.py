"""Holding On's Tab completion at the terminal: it reads the same sources as Discord's autocomplete: the
commands and their options from its grammar, and each option's values from the table's `choices` (the engine's
legal actions, for this player, now), the rule topics, the seats."""

from __future__ import annotations

from collections.abc import AsyncGenerator, Iterable

from prompt_toolkit.completion import Completion

from bot.games.holding_on.engine import Action
from bot.games.holding_on.engine.moves import command_of as record_command
from bot.games.holding_on.face import FACE as HOLDING_ON_FACE
from bot.games.holding_on.options import OPTION_CHOICES
from bot.games.holding_on.render.rules_text import matching_topics
from bot.games.interface import Choice, PublicView
from bot.names import name_key
from bot.render.sayings import say
from bot.terminal import words as w
from bot.terminal.holding_on.grammar import (
    GAME_COMMANDS,
    OPTIONS,
    command_of,
    command_words,
    option_of,
    said_command,
    said_option,
)
from bot.terminal.holding_on.looks import glossary_word, option_value
from bot.terminal.holding_on.session import Session
from bot.terminal.lines import OPTION_AT_END, OPTION_NAME, split_who
from bot.terminal.prompt import OffersCompleter


class TableCompleter(OffersCompleter):
    def __init__(self, session: Session):
        self.session = session

    async def offers(self, text: str) -> list[Completion]:
        return [completion async for completion in self._completions(text)]

    async def _completions(self, text: str) -> AsyncGenerator[Completion, None]:
        who, rest = split_who(text)
        slash = rest.lstrip().startswith("/")
        body = rest.lstrip()[1:] if slash else rest.lstrip()
        words = body.split(" ")
        command, size = command_of([x for x in words if x])
        if command is None or (len(words) <= size and not body.endswith(" ")):
            for completion in self._commands(body):
                yield completion
            return
        option = OPTION_AT_END.search(body)
        if option is not None:
            for completion in await self._values(who, command, option_of(command, option["name"]), option["typed"]):
                yield completion
            return
        typed = words[-1].lower()
        given = {option_of(command, name) for name in OPTION_NAME.findall(body)}
        for name in OPTIONS[command]:
            said = said_option(command, name)  # as the run's language names it (Discord's name in German)
            if name not in given and said.startswith(typed):
                yield Completion(f"{said}:", -len(typed), display_meta=command_words(command))

    def _commands(self, typed: str) -> Iterable[Completion]:
        """The commands a line may start with now: the table's, the looks, and of the game's only those that
        answer a decision open now (`/sh` Tab offers `/shift assign`, not all seven)."""
        open_now = open_commands(self.session.legal)
        for name in OPTIONS:
            if name in GAME_COMMANDS and name not in open_now:
                continue
            said = said_command(name)
            if said.startswith(typed.lower()):
                yield Completion(said, -len(typed), display_meta=command_words(name))

    async def _values(self, who: str | None, command: str, option: str, typed: str) -> list[Completion]:
        pairs = await self._choices(who, command, option, typed)
        return [Completion(value, -len(typed), display=label) for label, value in pairs]

    async def _choices(self, who: str | None, command: str, option: str, typed: str) -> list[tuple[str, str]]:
        """(label, value) pairs for an option: legal actions, topics, seats, table options."""
        session = self.session
        lowered = typed.strip().lower()
        if command == "rules":
            topics = [(t.label, t.key) for t in matching_topics(typed, locale=w.language())]
            glossary = glossary_word()
            return [(glossary, glossary)] * glossary.startswith(lowered) + topics
        if command == "campaign options" and option in OPTION_CHOICES:
            values = [option_value(v).lower() for v in OPTION_CHOICES[option]]
            return [(v, v) for v in values if v.startswith(lowered)]
        if option in ("billy", "seat", "player", "member", "order") or (command, option) == ("campaign start", "order"):
            names = [n.lower() for n in session.names().values()]
            return [(n, n) for n in names if n.startswith(lowered)]
        if command == "campaign start" and option == "scenario":
            return [
                (str(s.number), str(s.number)) for s in session.content.scenarios if str(s.number).startswith(lowered)
            ]
        if command not in GAME_COMMANDS:
            return []
        found = await session.offered(who, command, option)
        public = session.status.playing["public"] if session.status and session.status.playing else {}
        # The choice's words in the run's language, written as they are said: the planner reads them back
        said = [(words, words) for words in (_said(choice, public) for choice in found)]
        return [(words, value) for words, value in said if name_key(typed) in name_key(words)]


def open_commands(legal: Iterable[Action]) -> set[str]:
    """The game commands that answer a decision open now (each kind's record names them), /decide always."""
    return {found.path for action in legal if (found := record_command(action)) is not None} | {"decide"}


def _said(choice: Choice, public: PublicView) -> str:
    """A choice in the run's language (a name, a timeline, a decision), or as it is (a number)."""
    return say(w.language(), choice.words, public, HOLDING_ON_FACE) if choice.words is not None else choice.label
