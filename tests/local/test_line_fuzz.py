"""Random typed lines at the terminal table: every line is played or refused in one sentence, none escapes as a
traceback, and a refused line leaves the file exactly as it was.

Half the lines are a decision open at that moment (so the game goes on through its steps, attempts and
scenarios), the rest are commands of every kind with options drawn from names, numbers, choices and junk, named
in the table's language or in English, the terminal's own commands, and lines that are no command at all.
"""

from __future__ import annotations

import random
import sqlite3
import sys
import threading
from pathlib import Path
from types import SimpleNamespace

import pytest

from bot.terminal.holding_on.grammar import OPTIONS, said_command, said_option
from bot.terminal.holding_on.session import Session
from tests.local.play import args
from tests.local.script_maker import line_for

# Lines that end the table are left out: the fuzz plays on.
ENDING = frozenset({"quit"})
JUNK = ["", " ", "::", "/", "//shift", "ana:", "ana: ", ":/shift reveal", "x" * 3000, "👩‍⚕️", "\t", "#", "ana ben"]
VALUES = ["", " ", "0", "-1", "7", "99999999999999999999", "1.5", "nan", "Ben", "ben", "Zed", "Assistant 1",
          "Aushilfe 1", "on", "off", "true", "ja", "oui", "de", "fr", "en", "x" * 500, "a:b", "Ben: 2", "😀",
          "memory", "token", "medical", "palliative", "reveal.s=a1", "tokens.n=2", "assign.s=ben"]  # fmt: skip


def random_line(rng: random.Random, folder: Path) -> str:
    roll = rng.random()
    if roll < 0.1:
        return rng.choice(JUNK)
    command = rng.choice([c for c in OPTIONS if c not in ENDING])
    words = [said_command(command) if rng.random() < 0.5 else command]
    for option in rng.sample(OPTIONS[command], k=rng.randint(0, len(OPTIONS[command]))):
        name = said_option(command, option) if rng.random() < 0.5 else option
        words.append(f"{name}:{_value(rng, option, folder)}")
    if rng.random() < 0.1:
        words.append(f"{rng.choice(['staff', 'count', 'bogus', 'ß'])}:{rng.choice(VALUES)}")
    slash = "/" if command in OPTIONS and rng.random() < 0.9 else ""
    who = rng.choice(["", "", "ana: ", "ben: ", "cy: ", "zed: ", "ANA: "])
    return who + slash + " ".join(words)


def _value(rng: random.Random, option: str, folder: Path) -> str:
    if option in ("file", "picture"):  # files only inside the test's folder
        return str(folder / rng.choice(["out.json", "missing/x.json", "pic.png", "x" * 300]))
    return rng.choice(VALUES)


def stored(db: Path, *, reading: bool = False) -> dict[str, list]:
    """Every table of the file. `reading`: a terminal that shows private messages as they come marks them read
    after any line, a refused one too; that is their delivery, not the game, so the outbox is left out."""
    with sqlite3.connect(db) as conn:
        tables = [row[0] for row in conn.execute("SELECT name FROM sqlite_master WHERE type = 'table'")]
        tables = [table for table in tables if not (reading and table == "outbox")]
        return {table: conn.execute(f"SELECT * FROM {table}").fetchall() for table in tables}  # noqa: S608


async def fuzz(tmp_path: Path, monkeypatch, seed: int, lines: int, language: str, **mode: object) -> tuple[int, int]:
    """(lines played, lines refused); fails on a fault of ours (an apology) or a refusal that changed the file.
    `mode`: `seat="ana"` (--as), `reveal_private=True`."""
    from bot.terminal.cli import run

    db = tmp_path / "fuzz.sqlite3"
    reading = bool(mode)
    typed = _Typed(random.Random(seed), lines, tmp_path)
    counts = {"played": 0, "refused": 0}
    handle = Session.handle

    async def checked(session: Session, text: str) -> bool:
        before = stored(db, reading=reading)
        try:
            ok = await handle(session, text)
        finally:
            typed.handled(session)
        counts["played" if ok else "refused"] += 1
        if not ok:
            assert stored(db, reading=reading) == before, f"the refused line {text!r} changed the file"
        return ok

    faults: list[Exception] = []
    monkeypatch.setattr(Session, "handle", checked)
    monkeypatch.setattr(Session, "apologise", lambda session, error: faults.append(error))
    monkeypatch.setattr(sys, "stdin", typed)
    out: list[str] = []
    status = await run(args(db, seed=seed, language=language, **mode), out.append)
    assert status in (0, 1), out[-5:]  # 1: the pipe ended with the scenario unfinished
    assert not faults, [repr(f) for f in faults]  # a fault of ours is answered with an apology: none is expected
    assert not [line for line in out if "Traceback" in line]
    return counts["played"], counts["refused"]


class _Typed:
    """The pipe the lines come through (`python -m bot local < lines`), read by the table's input thread. A
    line is made only once the one before it was played, so half of them can be a decision open at that moment
    (the game goes on, and reaches later steps) and the rest are typed at random."""

    def __init__(self, rng: random.Random, lines: int, folder: Path) -> None:
        self.rng, self.left, self.folder = rng, lines, folder
        self.session: Session | None = None
        self.ready = threading.Event()
        self.ready.set()

    def handled(self, session: Session) -> None:
        self.session = session
        self.ready.set()

    def __iter__(self):
        return self

    def __next__(self) -> str:
        if not self.ready.wait(timeout=60) or self.left == 0:
            raise StopIteration
        self.ready.clear()
        self.left -= 1
        return self._line() + "\n"

    def _line(self) -> str:
        session = self.session
        playing = session is not None and session.legal and session.status and session.status.playing
        if playing and self.rng.random() < 0.5:
            public = session.status.playing["public"]
            staff = {s["id"]: SimpleNamespace(name=s["name"]) for s in public["staff"]}
            return line_for(SimpleNamespace(seats=public["seats"], staff=staff), self.rng.choice(session.legal))
        return random_line(self.rng, self.folder)


async def test_random_lines_are_played_or_refused_and_a_refusal_changes_nothing(tmp_path, monkeypatch):
    played, refused = await fuzz(tmp_path, monkeypatch, seed=5, lines=200, language="de")
    assert played > 50 and refused > 50  # both kinds were met


@pytest.mark.slow
@pytest.mark.parametrize("seed", [11, 12, 13])
@pytest.mark.parametrize("language", ["en", "de", "fr"])
async def test_many_random_lines_in_every_language(tmp_path, monkeypatch, seed, language):
    played, refused = await fuzz(tmp_path, monkeypatch, seed=seed, lines=1500, language=language)
    assert played > 300 and refused > 300


@pytest.mark.slow
@pytest.mark.parametrize("mode", [{"seat": "ana"}, {"reveal_private": True}], ids=["as-ana", "reveal-private"])
@pytest.mark.parametrize("language", ["en", "fr"])
async def test_many_random_lines_at_one_players_terminal_and_with_private_messages_shown(
    tmp_path, monkeypatch, mode, language
):
    played, refused = await fuzz(tmp_path, monkeypatch, seed=21, lines=1000, language=language, **mode)
    assert played > 100 and refused > 300
