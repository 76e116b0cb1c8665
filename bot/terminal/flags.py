"""`python -m bot local`'s flags, and its `--help` in the table's language (issue 25).

The help speaks the language `--language` names, else the environment's
(`LC_ALL`, `LC_MESSAGES`, `LANG`, as a terminal says it: `de_DE.UTF-8`), else
English: the words are the catalogue's (`term-cli-…` in terminal.ftl),
argparse's own ("usage:", "options:", "-h") included.
"""

from __future__ import annotations

import argparse
import os
import re
import textwrap
from collections.abc import Mapping, Sequence
from typing import Any, TypeVar

from bot.i18n import DEFAULT, LOCALES, t

_ENVIRONMENT = ("LC_ALL", "LC_MESSAGES", "LANG")


def help_language(argv: Sequence[str], environ: Mapping[str, str] = os.environ) -> str:
    """The language `local --help` is said in: `--language X` (or `--language=X`), else the environment's."""
    for index, word in enumerate(argv):
        given = word.split("=", 1)[1] if word.startswith("--language=") else None
        if word == "--language" and index + 1 < len(argv):
            given = argv[index + 1]
        if given in LOCALES:
            return given
    for name in _ENVIRONMENT:
        value = environ.get(name, "")
        if value:  # the first one set decides, as the C library reads them
            code = re.split(r"[_.@-]", value.lower())[0]
            return code if code in LOCALES else DEFAULT
    return DEFAULT


class _Formatter(argparse.HelpFormatter):
    language = DEFAULT

    def add_usage(self, usage, actions, groups, prefix=None):  # type: ignore[no-untyped-def]
        return super().add_usage(usage, actions, groups, t(self.language, "term-cli-usage") + " ")

    def _split_lines(self, text: str, width: int) -> list[str]:
        # A path is not cut at its hyphen ("holding-on"); a no-break space is never a break (French "e.g.\u00a0:").
        return textwrap.wrap(" ".join(text.split(" ")), width, break_on_hyphens=False)


Parser = TypeVar("Parser", bound=argparse.ArgumentParser)  # the program's parser class (bot/__main__.py)


def add_local(sub: argparse._SubParsersAction[Parser], language: str) -> Parser:
    """The `local` subcommand, its flags described in `language`."""

    def said(key: str) -> str:
        return t(language, f"term-cli-{key}")

    formatter: Any = type("LocalHelp", (_Formatter,), {"language": language})
    local = sub.add_parser(
        "local",
        help="play at a terminal table, without Discord (docs/terminal.md)",
        description=said("description"),
        formatter_class=formatter,
        add_help=False,
    )
    local._optionals.title = said("options")
    local.add_argument("-h", "--help", action="help", help=said("help"))
    local.add_argument("--players", default=None, help=said("players"), metavar=said("names"))
    local.add_argument("--resume", action="store_true", help=said("resume"))
    local.add_argument("--db", default=None, help=said("db"), metavar=said("file"))
    local.add_argument("--as", dest="seat", default=None, help=said("as"), metavar=said("name"))
    local.add_argument("--seed", type=int, default=None, help=said("seed"), metavar=said("number"))
    local.add_argument("--language", default=None, help=said("language"), metavar=said("code"))
    local.add_argument("--script", default=None, help=said("script"), metavar=said("file"))
    local.add_argument("--reveal-private", action="store_true", help=said("reveal-private"))
    local.add_argument("--game", default=None, help=said("game"), metavar=said("game-name"))
    local.add_argument("--difficulty", default=None, help=said("difficulty"), metavar=said("level"))
    return local
