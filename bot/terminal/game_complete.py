"""Tab at the terminal every game plays at: commands, options, and values from the decisions open now.

The values are the table's `choices` (the game's legal actions for this player now, the same source as Discord's
autocomplete), shown in words in the run's language ("O15 (fröhlich), mit Anas Karte 1 (fröhlich)"), inserted
as the value the game reads back ("O15/S1"). A choice's value may carry another option's value before a slash
(the second game's card, "O15/S1", names its node first, since a Discord option cannot read another): with that
option already on the line (`to:O15`), Tab offers only the choices that agree with it, without the part given.
For a game played by its choices' words, the first word offers those choices as their buttons read.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from prompt_toolkit.completion import Completion

from bot.games.interface import Choice, RulesFace
from bot.names import name_key
from bot.render.sayings import say
from bot.terminal import words as w
from bot.terminal.lines import OPTION_AT_END, OPTION_NAME, split_who
from bot.terminal.prompt import OffersCompleter

if TYPE_CHECKING:
    from bot.terminal.game_session import AnyGameSession

_GIVEN = re.compile(r"(?:^|\s)(?P<name>[a-zß-öø-ÿœ_]+):(?P<value>\S+)")  # an option given a value on the line


class GameCompleter(OffersCompleter):
    def __init__(self, session: AnyGameSession):
        self.session = session

    async def offers(self, text: str) -> list[Completion]:
        return await completions(self.session, text)


async def completions(session: AnyGameSession, text: str) -> list[Completion]:
    """What Tab offers at the end of `text`: a command (or a choice's words), an option's name, or its values."""
    grammar = session.grammar
    who, rest = split_who(text)
    body = rest.lstrip().removeprefix("/")
    words = body.split(" ")
    command, size = grammar.command_of([word for word in words if word])
    if command is None or (len(words) <= size and not body.endswith(" ")):
        return _first_words(session, body)
    option = OPTION_AT_END.search(body)
    if option is not None:
        name = grammar.option_of(command, option["name"])
        return await _values(session, who, command, name, option["typed"], body)
    loose = " ".join(words[size:])
    if grammar.options[command] and ":" not in body:  # words before any option fill the first one
        values = await _values(session, who, command, grammar.options[command][0], loose, body)
        if values:
            return values
    typed = words[-1].lower()
    given = {grammar.option_of(command, name) for name in OPTION_NAME.findall(body)}
    return [
        Completion(f"{said}:", -len(typed), display_meta=grammar.description(command))
        for name in grammar.options[command]
        if name not in given and (said := grammar.said_option(command, name)).startswith(typed)
    ]


def _first_words(session: AnyGameSession, typed: str) -> list[Completion]:
    """The commands a line may start with now: the table's and the terminal's, and of the game's only those open
    now; for a game played by its choices' words, those words and the terminal's own."""
    grammar = session.grammar
    if grammar.by_words:
        offered = [word for word in session.words_open() if word.casefold().startswith(typed.casefold())]
        return [Completion(word, -len(typed)) for word in offered]
    kinds = {action.kind for action in session.legal}
    found = []
    for name in grammar.options:
        if name in grammar.kinds and not kinds & set(grammar.kinds[name]):
            continue
        said = grammar.said_command(name).removeprefix("/")
        short = said.split(" ", 1)[-1]  # typed without the group's word too ("step")
        for form in dict.fromkeys((said, short)):
            if form.startswith(typed.lower()):
                found.append(Completion(form, -len(typed), display_meta=grammar.description(name)))
    return found


async def _values(
    session: AnyGameSession, who: str | None, command: str, option: str, typed: str, body: str
) -> list[Completion]:
    """An option's values: a ruling's topic, or the choices open to this player now, said in words."""
    if command.split()[-1] == "rules" and isinstance(session.face, RulesFace):
        topics = session.face.rule_topics(w.language())
        return [Completion(k, -len(typed), display=title) for k, title in topics if k.lower().startswith(typed.lower())]
    if command not in session.grammar.game_commands:
        return []
    found = await session.offered(who, command, option)
    given = [m["value"] for m in _GIVEN.finditer(body) if session.grammar.option_of(command, m["name"]) != option]
    pairs = [(_said(session, choice), _narrowed(choice.value, given)) for choice in found]
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


def _narrowed(value: str, given: list[str]) -> str | None:
    """A value carrying another option's value before a slash ("O15/S1"), when the line gives that option: the
    rest if it agrees ("S1" after to:O15), None if not (another node's card)."""
    if not given or "/" not in value:
        return value
    head, _, rest = value.partition("/")
    return rest if head.casefold() in {text.casefold() for text in given} else None


def _said(session: AnyGameSession, choice: Choice) -> str:
    """The choice in the run's language, as its button says it (a node, a step and its card, a side)."""
    if choice.words is None:
        return choice.label
    return say(w.language(), choice.words, session.public or {}, session.face)
