"""RuleError: an action the rules do not allow now, in words a player understands.

`message` is the English sentence (logs, the terminal, every existing caller);
`key` and `data` say the same as data, a catalogue message id and its
arguments, so the bot can say it in the player's language (bot/render/sayings.py).
An argument is a plain value, another `Words`, a list of them (`Listing`), or an
Action (said as its button label); `choices` are the actions this seat may take
instead, `allowed` the same in English words.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field


@dataclass(frozen=True, slots=True)
class Words:
    """One catalogue message as data: its id and its arguments."""

    key: str
    args: dict[str, object] = field(default_factory=dict)


@dataclass(frozen=True, slots=True)
class Listing:
    """Several values said as one: joined by `join` ("and", "or": the language's word; "comma", "semicolon")."""

    items: tuple[object, ...]
    join: str = "comma"


class Refusal(Exception):
    """What is refused, in words: the English sentence, its catalogue id and data, and what may be done instead."""

    def __init__(
        self,
        message: str,
        allowed: list[str] | None = None,
        *,
        key: str | None = None,
        data: dict[str, object] | None = None,
        choices: Sequence[object] | None = None,
    ):
        super().__init__(message)
        self.message = message
        self.allowed = allowed or []  # what this seat may do instead, in words
        self.key = key  # the catalogue's id for `message` (None: only English words exist)
        self.data = data or {}
        self.choices = list(choices or [])  # the actions `allowed` names, for saying them in another language


class RuleError(Refusal):
    """Raised by `apply` for an illegal action; the state is left exactly as it was."""
