"""The catalogue ids of the command surface, and the names they give a command in a language.

One scheme for every place that names a command or an option the way a
player's Discord client shows it: the translator (bot/app/translator.py) for
Discord's own menus, refusals (bot/commands.py) and the terminal table (which
also reads those names). A command `"care palliative"` is `cmd-care` +
`cmd-care-palliative`; its option `talker` is `opt-care-palliative-talker`.
"""

from __future__ import annotations

from bot.games.command_spec import Command
from bot.i18n import has, t


def command_ids(command: str) -> list[str]:
    """`"care palliative"` -> `["cmd-care", "cmd-care-palliative"]`: one id per word of the path."""
    parts = command.split()
    return [f"cmd-{'-'.join(parts[: index + 1])}" for index in range(len(parts))]


def option_id(command: str, option: str) -> str:
    return f"opt-{command.replace(' ', '-')}-{option}"


def said_command(language: str, command: str) -> str | None:
    """The command as `language` names it ("versorgung palliativ"), or None when the catalogue lacks it."""
    ids = command_ids(command)
    if not all(has(language, msg_id) for msg_id in ids):
        return None
    return " ".join(t(language, msg_id) for msg_id in ids)


def said_option(language: str, command: str, option: str) -> str | None:
    """The option as `language` names it ("gesprächsperson"), or None when the catalogue lacks it."""
    msg_id = option_id(command, option)
    return t(language, msg_id) if has(language, msg_id) else None


def command_hint(spec: Command | None, language: str) -> str:
    """'/shift assign staff:…', '/care medical', '/inquire stop', '/decide': a decision's command (None: /decide),
    as `language` names it on Discord ('/schicht einteilen personal:…')."""
    if spec is None:
        return f"/{said_command(language, 'decide') or 'decide'}"
    said = said_command(language, spec.path) or spec.path
    if spec.when:
        words = (
            t(language, f"label-{word}") if has(language, f"label-{word}") else word for word in spec.when.values()
        )
        return f"/{said} " + " ".join(words)
    first = next((o for o in spec.fills().values() if o.required), None)
    if first is None:
        return f"/{said}"
    return f"/{said} {said_option(language, spec.path, first.name) or first.name}:…"
