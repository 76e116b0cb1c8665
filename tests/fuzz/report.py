"""The fuzzer's findings: three counts, and defects grouped by command and exception, each with a reproducer."""

from __future__ import annotations

import traceback
from dataclasses import dataclass, field
from pathlib import Path

from discord import app_commands

ROOT = Path(__file__).resolve().parents[2]
PRODUCT = ("bot", "cogs", "db")


@dataclass
class Step:
    """One fuzzed input: what it was (for grouping), and how to send it again (a harness call)."""

    index: int
    label: str  # "/shift assign", "press assign", "autocomplete /care tokens count", "import: NaN time"
    call: str  # e.g. 'await h.slash("shift assign", user="ben", staff="🐶")'
    forged: bool = False  # outside what a Discord client can send
    interactions: int = 1


@dataclass
class Defect:
    kind: str  # unhandled | unanswered | state changed on refusal
    label: str
    what: str  # exception type and where it was raised, or the symptom
    first: Step
    count: int = 0
    forged_only: bool = True
    detail: str = ""  # the first traceback (or why it counts)

    def key(self) -> tuple[str, str, str]:
        return self.kind, self.label, self.what


@dataclass
class Findings:
    seed: int
    commands: int = 0  # interactions sent
    unhandled: int = 0
    unanswered: int = 0
    state_changes: int = 0
    out_of_turn: int = 0  # a decision taken by someone who does not play its seat
    defects: dict[tuple[str, str, str], Defect] = field(default_factory=dict)

    @property
    def clean(self) -> bool:
        return not (self.unhandled or self.unanswered or self.state_changes or self.out_of_turn)

    def add(self, kind: str, step: Step, what: str, detail: str = "") -> None:
        if kind == "unhandled":
            self.unhandled += 1
        elif kind == "unanswered":
            self.unanswered += 1
        elif kind == "move out of turn":
            self.out_of_turn += 1
        else:
            self.state_changes += 1
        defect = Defect(kind, step.label, what, step, detail=detail)
        defect = self.defects.setdefault(defect.key(), defect)
        defect.count += 1
        defect.forged_only &= step.forged

    def summary(self) -> str:
        return (
            f"seed {self.seed}: {self.commands} interactions; {self.unhandled} unhandled, "
            f"{self.unanswered} unanswered, {self.state_changes} state changes on refusal, "
            f"{self.out_of_turn} moves out of turn; "
            f"{len(self.defects)} distinct defects "
            f"({sum(not d.forged_only for d in self.defects.values())} reachable from a Discord client)"
        )

    def lines(self, tracebacks: bool = False) -> list[str]:
        out = [self.summary()]
        for defect in sorted(self.defects.values(), key=lambda d: (d.kind, d.label, d.what)):
            forged = " [forged input only]" if defect.forged_only else ""
            out.append(f"- {defect.kind}: {defect.label} · {defect.what} · ×{defect.count}{forged}")
            out.append(f"    first at step {defect.first.index}: {defect.first.call}")
            if tracebacks and defect.detail:
                out += ["    " + line for line in defect.detail.rstrip().splitlines()]
        return out


def unwrap(error: BaseException) -> BaseException:
    while isinstance(error, app_commands.CommandInvokeError | app_commands.TransformerError) and error.__cause__:
        error = error.__cause__
    original = getattr(error, "original", None)
    return original if isinstance(original, BaseException) else error


def where_raised(error: BaseException | None) -> str:
    """'KeyError at bot/commands.py:42 (staff_id)': the deepest frame in product code (else the deepest)."""
    if error is None:
        return "logged without an exception"
    error = unwrap(error)
    frames = traceback.extract_tb(error.__traceback__)
    ours = [f for f in frames if _relative(f.filename).startswith(PRODUCT)]
    frame = (ours or frames or [None])[-1]
    if frame is None:
        return type(error).__name__
    return f"{type(error).__name__} at {_relative(frame.filename)}:{frame.lineno} ({frame.name})"


def describe(error: BaseException | None, message: str) -> str:
    if error is None:
        return message
    error = unwrap(error)
    return message + "\n" + "".join(traceback.format_exception(type(error), error, error.__traceback__))


def _relative(filename: str) -> str:
    try:
        return str(Path(filename).resolve().relative_to(ROOT))
    except ValueError:
        return filename
