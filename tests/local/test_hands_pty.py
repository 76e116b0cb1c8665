""" "...and then, we held hands." in a pseudo-terminal, as a person plays it (issue 26): `--game hands --players
ana,bot` at the prompt, Tab completing a step in words, help, a refusal, undo, then every line typed to the game's
end while the bot partner moves by itself.
"""

from __future__ import annotations

import re
import sqlite3
import time
from pathlib import Path

import pytest

from tests.local.hands_script import make_script
from tests.local.pty import Terminal

SEED = 5
ENDED = re.compile(r"They held hands\.|Lost \(H18")


def version(db: Path) -> int:
    """The game's version in its file: one more for every decision taken (the bot's too)."""
    with sqlite3.connect(db) as connection:
        row = connection.execute("SELECT version FROM games ORDER BY id DESC LIMIT 1").fetchone()
    return int(row[0]) if row else 0


def _played(db: Path, before: int, line: str, terminal: Terminal, seconds: float = 30) -> None:
    """Wait until the file's game has moved past `before` (a redraw of the old prompt is no answer)."""
    deadline = time.monotonic() + seconds
    while version(db) <= before:
        if time.monotonic() > deadline:
            raise AssertionError(f"{line!r} was never played; the screen ends with:\n{terminal.screen()[-800:]}")
        time.sleep(0.02)


@pytest.mark.slow  # a whole game typed line by line at a prompt: about half a minute on a loaded machine
def test_a_whole_game_with_the_bot_partner_is_played_at_the_prompt(tmp_path: Path) -> None:
    lines, result = make_script(["ana", "bot"], SEED)
    db = tmp_path / "hands.sqlite3"
    ana = Terminal(db, "--game", "hands", "--players", "ana,bot", "--seed", str(SEED))
    try:
        assert ana.prompt() == "ana"  # the one player awaited: the bot chose its half by itself
        assert "Bot will see the" in ana.screen()
        ana.type("help")
        ana.expect("Open to Ana now:")
        ana.prompt()
        before = version(db)
        ana.type(lines[0])  # her half (H7)
        _played(db, before, lines[0], ana)
        ana.prompt()
        ana.child.send("step to:")
        ana.child.send("\t")  # Tab lists the nodes open now, in words
        ana.shows("(")  # "O15 (Joy)": a node with its emotion, never a card's id
        ana.child.sendcontrol("u")  # clear the line, as a person would
        ana.type("end")  # a turn with no step is refused (H9), in one sentence
        ana.expect("✗ ")
        ana.prompt()
        for line in lines[1:]:
            before = version(db)
            ana.play(line)  # waits for an empty prompt drawn after the line (and the bot's moves) were played
            assert version(db) > before, f"{line!r} was not played; the screen ends with:\n{ana.screen()[-800:]}"
        assert ENDED.search(ana.screen()), ana.screen()[-800:]
        assert ("They held hands." in ana.screen()) == (result == "won")
        assert re.search(r"Bot steps to \S+ \(\w+\), playing", ana.screen()), "the bot's moves are told"
        assert ana.screen().count("✗ ") == 1, "only the one refusal: every typed line of the game was played"
        assert ana.leave() == 0
    finally:
        ana.child.close(force=True)


def _one_card_step(mover: str) -> tuple[str, str]:
    """A step open to the first mover of this seed's game, whose row letter names one card only ("O31", "S3")."""
    from bot.games.hands.engine import legal_actions
    from bot.games.hands.engine.moves import card_token
    from bot.games.hands.game import HandsGame, ShippedPack

    game = HandsGame()
    options = {"difficulty": "normal", "first_player": "random"}
    state = game.new_game(ShippedPack()(), 1, ["Ana", "Ben"], SEED, options, [])
    for seat in (0, 1):
        game.apply(state, next(a for a in legal_actions(state) if a.seat == seat and a.choice == "left"))
    steps = [(str(a.node), card_token(a.row or 0, a.card or 0)) for a in legal_actions(state) if a.kind == "step"]
    assert state.players[state.active].name.lower() == mover
    for node, card in steps:
        if [c for n, c in steps if n == node and c[0] == card[0]] == [card]:
            return node, card
    raise AssertionError("no step of this seed is paid by one card of a row alone: choose another seed")


@pytest.mark.slow  # a pty, 3 s: Tab, undo and resume are also tested without one in test_hands_terminal.py
def test_tab_completes_a_step_and_undo_and_resume_work_at_the_prompt(tmp_path: Path) -> None:
    db = tmp_path / "hands.sqlite3"
    ana = Terminal(db, "--game", "hands", "--players", "ana,ben", "--seed", str(SEED))
    try:
        ana.prompt()
        assert "Waiting for: Ana – /hands half side:… (choose which half of your row you see) · Ben –" in ana.screen()
        ana.type("ana: half left")
        ana.prompt()
        ana.type("ben: half left")
        ana.expect("Setup is done")
        mover = ana.prompt()
        ana.child.send("step ")
        ana.child.send("\t")  # the first option's values: each step and its card, in words
        ana.shows("with card")
        ana.child.send("\x7f" * 20)  # rubbed out, as a person would
        node, card = _one_card_step(mover)
        before = version(db)
        ana.child.send(f"step to:{node} card:{card[0]}")
        ana.child.send("\t")  # the one card that pays for this node from that row: completed in place
        ana.shows(f"card:{card}")
        ana.type("")
        _played(db, before, "the completed step", ana)
        ana.expect(f"{mover.capitalize()} steps to ")
        ana.prompt()
        ana.type("undo")
        ana.expect("Undone: step to ")
        ana.prompt()
        assert version(db) == before + 2  # the step, and the row that undid it
    finally:
        ana.kill()  # the process dies: what it confirmed is in the file
    again = Terminal(db, "--resume")
    try:
        again.expect("Resumed from")
        assert again.prompt() == mover
        assert "Setup is done" not in again.screen()  # not told again
        assert again.leave() == 0
    finally:
        again.child.close(force=True)
