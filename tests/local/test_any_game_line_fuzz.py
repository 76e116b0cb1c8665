"""Random typed lines at the terminal every game plays at (bot/terminal/game_session.py), here the second game's:
every line is played or refused in one sentence, none is a fault of ours, and a refused line leaves the file
exactly as it was (the standard for every input from outside; tests/local/test_line_fuzz.py does the same for
Holding On's terminal).

Half the lines are a decision open at that moment (so the game goes on through setup, turns and its end), the
rest are the grammar's commands in English or in the table's language, with options drawn from nodes, cards,
names, numbers and junk, and lines that are no command at all.
"""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from bot.games.hands.engine import legal_actions
from bot.terminal.game_grammar import grammar_of
from bot.terminal.game_session import AnyGameSession
from bot.terminal.identity import CHANNEL
from tests.local.hands_script import line_for
from tests.local.test_hands_terminal import _session
from tests.local.test_line_fuzz import stored

ENDING = frozenset({"quit"})  # leaves the table: the fuzz plays on
JUNK = ["", " ", "::", "/", "//hands", "ana:", "ana: ", ":step", "x" * 3000, "🤝", "\t", "#", "ana ben", "O15/S1"]
VALUES = ["", " ", "0", "-1", "99999999999999999999", "O15", "O15/S1", "I3/N2", "C", "centre", "S9", "N0", "ana",
          "Ben", "zed", "left", "right", "links", "gauche", "keep", "turn", "H7", "H99", "x" * 500, "a:b", "😀",
          "out.png", "missing/x.png"]  # fmt: skip


def random_line(rng: random.Random, folder: Path) -> str:
    if rng.random() < 0.1:
        return rng.choice(JUNK)
    grammar = grammar_of("hands")
    command = rng.choice([c for c in grammar.options if c not in ENDING])
    words = [grammar.said_command(command) if rng.random() < 0.5 else command]  # in the table's language, or English
    for option in rng.sample(list(grammar.options[command]), k=rng.randint(0, len(grammar.options[command]))):
        value = rng.choice(VALUES)
        if value.endswith(".png"):
            value = str(folder / value)  # a picture is written inside the test's folder, if anywhere
        name = grammar.said_option(command, option) if rng.random() < 0.5 else option
        words.append(f"{name}:{value}" if rng.random() < 0.6 else value)
    who = rng.choice(["", "", "ana: ", "ben: ", "zed: ", "BEN: "])
    return who + ("/" if rng.random() < 0.3 else "") + " ".join(words)


async def _open_line(session: AnyGameSession, rng: random.Random, language: str) -> str | None:
    """A line for a decision open now, as a player types it; None when the game is over."""
    entry = await session.table.cache.get(CHANNEL)
    if entry is None or entry.game is None:
        return None
    state = entry.state()
    legal = legal_actions(state)
    return line_for(state, rng.choice(legal), named=True, language=language) if legal else None


@pytest.mark.parametrize(
    ("seed", "language"),
    [pytest.param(1, "en", marks=pytest.mark.slow), (2, "de"), pytest.param(3, "fr", marks=pytest.mark.slow)],
)  # one language in the default tier, the others in the slow tier
async def test_random_lines_are_played_or_refused_and_a_refusal_changes_nothing(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, seed: int, language: str
) -> None:
    session = await _session(tmp_path, ["ana", "ben"], language)
    faults: list[Exception] = []
    monkeypatch.setattr(session, "apologise", faults.append)
    db = tmp_path / "s.sqlite3"
    rng = random.Random(seed)
    played = refused = 0
    try:
        for _ in range(300):
            line = await _open_line(session, rng, language) if rng.random() < 0.5 else None
            line = line or random_line(rng, tmp_path)
            before = stored(db)
            if await session.handle(line):
                played += 1
            else:
                refused += 1
                assert stored(db) == before, f"the refused line {line!r} changed the file"
            assert not faults, (line, [repr(f) for f in faults])
    finally:
        await session.table.store.close()
    assert played > 60 and refused > 60, (played, refused)  # both kinds were met
