"""Tab at the terminal of "...and then, we held hands.": commands, options, and values from the decisions open now.

The values are the table's `choices` (the game's legal actions for this
player now, the same source as Discord's autocomplete), shown in words in the
run's language ("O15 (fröhlich), mit Anas Karte 1 (fröhlich)"), and inserted
as the short form the game reads back ("O15/S1": the node, then the row and
the card's place). A card is never named by an id, and a covered half never
appears: the words come from the public view (H19). With `to:` already on the
line, `card:` offers only the cards that pay for that node.
"""

from __future__ import annotations

import logging
import re
from collections.abc import AsyncGenerator, Iterable
from typing import TYPE_CHECKING

from prompt_toolkit.completion import CompleteEvent, Completer, Completion
from prompt_toolkit.document import Document

from bot import incidents
from bot.games.errors import Words
from bot.games.hands.engine.moves import MOVES
from bot.games.hands.engine.view_types import public_of
from bot.games.hands.render import rules_text
from bot.games.hands.words import node_label
from bot.games.interface import Choice
from bot.names import name_key
from bot.render.sayings import say
from bot.table import Refused
from bot.terminal import words as w
from bot.terminal.hands import grammar
from bot.terminal.identity import CHANNEL
from bot.terminal.lines import OPTION_AT_END, OPTION_NAME, Line, LineError, split_who

if TYPE_CHECKING:
    from bot.terminal.hands.session import HandsSession

log = logging.getLogger(__name__)
_TO = re.compile(r"(?:^|\s)(?P<name>[a-zß-öø-ÿœ_]+):(?P<node>\S+)")


class HandsCompleter(Completer):
    def __init__(self, session: HandsSession):
        self.session = session

    def get_completions(self, document: Document, complete_event: CompleteEvent) -> Iterable[Completion]:
        return []  # only the asynchronous path: the values come from the table

    async def get_completions_async(
        self, document: Document, complete_event: CompleteEvent
    ) -> AsyncGenerator[Completion, None]:
        try:
            found = await completions(self.session, document.text_before_cursor)
        except Exception as error:  # noqa: BLE001 - prompt_toolkit would print the traceback under the prompt
            incidents.record(log, error, "completion at the terminal table")
            found = []  # Tab offers nothing; the line can still be typed
        for completion in found:
            yield completion


async def completions(session: HandsSession, text: str) -> list[Completion]:
    """What Tab offers at the end of `text`: a command, an option's name, or an option's values."""
    who, rest = split_who(text)
    body = rest.lstrip().removeprefix("/")
    words = body.split(" ")
    command, size = grammar.command_of([word for word in words if word])
    if command is None or (len(words) <= size and not body.endswith(" ")):
        return _commands(session, body)
    option = OPTION_AT_END.search(body)
    if option is not None:
        name = grammar.option_of(command, option["name"])
        return await _values(session, who, command, name, option["typed"], body)
    loose = " ".join(words[size:])
    if grammar.OPTIONS[command] and ":" not in body:  # words before any option fill the first one
        values = await _values(session, who, command, grammar.OPTIONS[command][0], loose, body)
        if values:
            return values
    typed = words[-1].lower()
    given = {grammar.option_of(command, name) for name in OPTION_NAME.findall(body)}
    return [
        Completion(f"{said}:", -len(typed), display_meta=grammar.description(command))
        for name in grammar.OPTIONS[command]
        if name not in given and (said := grammar.said_option(command, name)).startswith(typed)
    ]


def _commands(session: HandsSession, typed: str) -> list[Completion]:
    """The commands a line may start with now: the table's, and of the game's only those open now."""
    open_now = {spec.path for action in session.legal for spec in MOVES[action.kind].commands} | {"decide"}
    found = []
    for name in grammar.OPTIONS:
        if name in grammar.GAME_COMMANDS and name not in open_now:
            continue
        said = grammar.said_command(name).removeprefix("/")
        short = said.split(" ", 1)[-1]  # typed without the group's word too ("step")
        for form in dict.fromkeys((said, short)):
            if form.startswith(typed.lower()):
                found.append(Completion(form, -len(typed), display_meta=grammar.description(name)))
    return found


async def _values(
    session: HandsSession, who: str | None, command: str, option: str, typed: str, body: str
) -> list[Completion]:
    """An option's values: a ruling's id, or the choices open to this player now, said in words."""
    if command == "hands rules":
        topics = rules_text.topics(w.language())
        return [Completion(k, -len(typed), display=title) for k, title in topics if k.lower().startswith(typed.lower())]
    if command not in grammar.GAME_COMMANDS:
        return []
    try:
        user = session.actor(Line(who, command, {}))
        found = await session.table.choices(CHANNEL, user, command, option)
    except (Refused, LineError):
        return []
    node = _node_given(command, body, option)
    pairs = [(_said(session, choice), _value(choice, node)) for choice in found]
    return [
        Completion(value, -len(typed), display=words)
        for words, value in pairs
        if value is not None and _matches(typed, words, value)
    ]


def _matches(typed: str, words: str, value: str) -> bool:
    """What is typed begins the value ("O3", "S"), or one of the words shown ("ang" for angry, "ana" for her
    card): inside a word it would match nearly everything ("n" is in "paying")."""
    wanted = name_key(typed)
    if name_key(value).startswith(wanted):
        return True
    return any(name_key(word.strip("(),.;")).startswith(wanted) for word in words.split())


def _node_given(command: str, body: str, option: str) -> str | None:
    """The node already named by `to:` on the line, when `card:` is being completed."""
    if option != "card":
        return None
    for match in _TO.finditer(body):
        if grammar.option_of(command, match["name"]) == "to":
            return match["node"].upper()
    return None


def _value(choice: Choice, node: str | None) -> str | None:
    """What is inserted: the choice's value, without its node when `to:` names it (None: another node's card)."""
    if node is None or "/" not in choice.value:
        return choice.value
    at, _, card = choice.value.partition("/")
    return card if at == node else None


def _said(session: HandsSession, choice: Choice) -> str:
    """The choice in the run's language, as its button says it (a node, a step and its card, a side)."""
    if choice.words is None:
        return choice.label
    if isinstance(choice.words, Words) and choice.words.key == "hands-node":  # with its emotion: "O15 (happy)"
        return node_label(w.language(), str(choice.words.args.get("node")), public_of(session.public or {}))
    return say(w.language(), choice.words, session.public or {}, session.face)
