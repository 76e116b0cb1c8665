"""What is wrong with a pack: one problem per line, naming file, card and field."""

from __future__ import annotations

from dataclasses import dataclass

from bot.games.interface import ContentError


@dataclass(frozen=True, slots=True)
class PackProblem:
    """One thing wrong with a pack.

    `file` is shown as the pack folder's name and the file inside it
    ("content/memories.toml"); `card_id` is the card, contact or trigger id
    ("m2-3"), or "scenario 6" for a scenario's own fields; `field` is the
    field's path inside it ("red[1]", "setup.start_partials[2]").
    """

    file: str
    card_id: str
    field: str
    message: str

    def __str__(self) -> str:
        return ": ".join(part for part in (self.file, self.card_id, self.field, self.message) if part)


class PackError(ContentError):
    """A pack that cannot be played, with every problem found (not just the first)."""

    def __init__(self, problems: list[PackProblem]) -> None:
        self.problems = list(problems)
        super().__init__(str(self))

    def __str__(self) -> str:
        count = len(self.problems)
        head = f"the content pack has {count} problem{'s' if count != 1 else ''}:"
        return "\n".join([head] + [str(problem) for problem in self.problems])
