"""The interactive table in a pseudo-terminal, as a person plays it: the prompt, completion, help, a refusal,
undo, resume after the process is killed, and one seat's private cards never on another seat's screen.
"""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pexpect
import pytest

from bot.games.holding_on.content_pack.loader import load_pack
from bot.terminal.screen import CLEAR
from tests.local.pty import Terminal
from tests.local.script_maker import make_script


@pytest.mark.slow
def test_the_prompt_completes_helps_refuses_undoes_and_resumes_after_a_kill(tmp_path: Path) -> None:
    db = tmp_path / "night.sqlite3"
    ana = Terminal(db, "--players", "ana,ben", "--seed", "1")
    try:
        assert ana.prompt() == "ana"  # a line without a name is played by the one player awaited
        assert "Day 1, Morning shift · Shift Manager Ana · revealing the Patient Card" in ana.screen()
        assert "Waiting for: Ana – /shift reveal (reveal the Patient Card)" in ana.screen()
        ana.child.send("/shift rev\t")  # completion of a command ("/shift rev" alone is no command)
        ana.shows("/shift reveal")  # completed on the line before Enter (a loaded machine may take a moment)
        ana.type("")
        ana.expect("Morning shift: The Wee Radio")
        ana.prompt()
        ana.type("help")
        ana.expect("Open to Ana now:")
        ana.expect("/shift assign staff:… (assign staff from the break room)")
        ana.prompt()
        ana.type("ben: /care resolve")  # a refusal, with the reason
        ana.expect("✗ ")
        ana.prompt()
        ana.child.send("/shift assign staff:B\t")  # completion of a value, from the legal actions ("B" is nobody)
        ana.shows("staff:Ben")
        ana.type("")
        ana.expect("Ben is assigned.")
        ana.prompt()
        ana.type("/campaign undo")
        ana.expect("Undone: assign Ben.")
        ana.prompt()
        assert "ana>/shift reveal" in ana.screen() and "ana>/shift assign staff:Ben" in ana.screen()
        ana.type("/shift assign staff:Assistant 1")
        ana.expect("Assistant 1 is assigned.")
        ana.prompt()
    finally:
        ana.kill()  # the process dies: what it confirmed is in the file
    again = Terminal(db, "--resume")
    try:
        again.expect("Resumed from")
        assert again.prompt() == "ana"
        assert "Waiting for: Ana – /care medical or /care palliative" in again.screen()
        assert "Scenario 1: Arrivals" not in again.screen()  # not told again
        assert again.leave() == 0
        assert "Left the table; the game is saved" in again.screen()
    finally:
        again.child.close(force=True)


def _private_lines(db: Path) -> dict[str, set[str]]:
    """Per player's name, the first line of each private message the file holds for her."""
    from bot.games.holding_on.engine import Event
    from bot.games.holding_on.render.narrate import private_text

    pack = load_pack()
    found: dict[str, set[str]] = {}
    with sqlite3.connect(db) as connection:
        for payload, nurse in connection.execute("SELECT payload, json_extract(payload, '$.nurse') FROM outbox"):
            import json

            event = Event.from_dict(json.loads(payload)["event"])
            found.setdefault(nurse, set()).add(private_text(event, pack, "x").split("\n")[1])
    return found


@pytest.mark.slow
def test_one_terminal_per_seat_shows_each_seat_its_own_cards_and_nobody_elses(tmp_path: Path) -> None:
    db = tmp_path / "shared.sqlite3"
    ana = Terminal(db, "--players", "ana,ben", "--seed", "1", "--as", "ana")
    ben = None
    try:
        ana.prompt()
        ben = Terminal(db, "--resume", "--as", "ben")
        assert ben.prompt() == "ben"
        for line, told in [
            ("/shift reveal", "Morning shift"),
            ("/shift assign staff:Assistant 1", "Assistant 1 is assigned."),
            ("/care palliative", "Palliative care."),
            ("/decide choice:take a Partial Memory", "The Morning shift ends."),
        ]:
            ana.type(line)
            ana.expect(told)
            ana.prompt()
            ben.expect(told)  # the other terminal tells it too, read from the shared file
        # Ben speaks for Billy: Billy's words come to his screen at their moment, before the card is given (R13)
        told = ben.screen()
        assert told.index("Read this aloud as Billy") < told.index("Assistant 1 receives a Partial Memory")
        assert "A Partial Memory came to you face down" in ana.screen()  # told before her prompt came back
        ben.type("/shift reveal")  # not his to take: refused with the reason, at his terminal only
        ben.expect("✗ ")
        ben.prompt()
        ana.type("board")
        ana.expect("Billy's Collected Memories")
        ana.prompt()
    finally:
        ana.kill()
        if ben is not None:
            ben.kill()
    private = _private_lines(db)
    assert private["Ana"] and private["Ben"]
    for owner, other in ((ana, "Ben"), (ben, "Ana")):
        shown = owner.screen()
        assert not [text for text in private[other] if text in shown], f"{other}'s private text on another screen"
    assert "Read this aloud as Billy" not in ana.screen()
    assert "A Partial Memory came to you face down" not in ben.screen()


@pytest.mark.slow
def test_a_newcomer_plays_scenario_one_to_its_end_at_a_shared_screen(tmp_path: Path) -> None:
    """Hot-seat: every line typed at one prompt, the table stopping at each of Billy's words for its reader,
    private messages shown only with `show NAME`, the screen cleared."""
    pack = load_pack()
    lines, result = make_script(pack, ["ana", "ben", "cy"], seed=3)
    table = Terminal(tmp_path / "night.sqlite3", "--players", "ana,ben,cy", "--seed", "3", timeout=60)
    moments = 0
    try:
        table.prompt()
        for number, line in enumerate(lines):
            moments += table.play(line)
            if number == 20:
                table.type("show cy")
                table.expect("Everyone else, look away")
                table.type("")
                table.expect("press Enter to hide them")
                table.type("")
                table.prompt()
        assert ("Objective complete." if result == "won" else "The scenario is lost.") in table.screen()
        assert table.leave() == 0  # at the prompt drawn again after the end: no scenario is being played
    finally:
        table.child.close(force=True)
    shown = table.screen()
    assert "✗" not in shown
    assert moments == shown.count("Read this aloud as Billy") > 0, "the table stopped at each of Billy's words"
    assert "\x1b[3J" in table.log.getvalue(), "the screen and its scrollback are cleared around a private look"


@pytest.mark.slow
def test_a_german_table_at_the_prompt_completes_shows_privately_and_leaves_in_german(tmp_path: Path) -> None:
    """`--language de` at an interactive terminal: the prompt's status, a completed name in German, a private
    look behind `show NAME`, and the leaving words."""
    table = Terminal(tmp_path / "abend.sqlite3", "--players", "ana,ben", "--seed", "1", "--language", "de")
    try:
        assert table.prompt() == "ana"
        assert "Tag 1, Frühschicht · Schichtleitung: Ana · Patientenkarte aufdecken" in table.screen()
        assert "Am Zug: Ana – /schicht aufdecken (die Patientenkarte aufdecken)" in table.screen()
        table.child.send("/schicht auf\t")  # Discord's German command name, completed
        table.shows("/schicht aufdecken")  # on the line before Enter (a loaded machine may take a moment)
        table.type("")
        table.expect("Frühschicht: ")
        table.prompt()
        table.child.send("/schicht einteilen pers\t")  # and its German option name
        table.shows("einteilen personal:")
        table.child.send("hilfe 1\t")  # completed to her German name ("hilfe 1" is nobody)
        table.shows("personal:Aushilfe 1")
        table.type("")
        table.expect("Aushilfe 1 wird eingeteilt.")
        table.prompt()
        table.type("show ben")
        table.expect("Alle anderen schauen bitte weg.")
        table.type("")
        table.expect("um alles zu verbergen")
        table.type("")
        table.prompt()
        assert table.leave() == 0
        assert "Tisch verlassen; das Spiel ist gespeichert in" in table.screen()
    finally:
        table.child.close(force=True)


def test_ctrl_d_while_a_hand_is_shown_clears_the_screen_and_leaves(tmp_path: Path) -> None:
    """Ctrl-D at 'press Enter to hide them' leaves the table, as at the prompt, and her cards are cleared first."""
    table = Terminal(tmp_path / "t.sqlite3", "--players", "ana,ben", "--seed", "1")
    try:
        table.prompt()
        table.type("show ben")
        table.expect("Everyone else, look away.")
        table.type("")
        table.expect("press Enter to hide them")
        shown = len(table.log.getvalue())
        table.child.sendcontrol("d")
        table.child.expect(pexpect.EOF)
        table.child.close()
        assert table.child.exitstatus == 0
        after = table.log.getvalue()[shown:]
        assert CLEAR in after and "Left the table; the game is saved" in table.screen()
    finally:
        table.child.close(force=True)


@pytest.mark.slow
def test_a_french_prompt_at_80_columns_folds_its_status_instead_of_cutting_it(tmp_path: Path) -> None:
    """prompt_toolkit cut the lines above the input at the edge (issue 25: "révélation de la Carte Patie"): the
    status and the waiting line are folded, whole, their continuation indented."""
    table = Terminal(tmp_path / "soir.sqlite3", "--players", "ana,ben", "--seed", "1", "--language", "fr", columns=80)
    try:
        table.prompt()
        table.type("/quart révéler")
        table.expect("repos)")  # the end of the waiting line is on the screen: folded, not cut at column 80
        waiting = table.screen().rsplit("À Ana de jouer", 1)[1].split("ana>")[0]
        lines = waiting.strip("\n").split("\n")
        assert len(lines) == 2 and lines[1].startswith("  ") and lines[1].rstrip().endswith("repos)"), lines
        assert all(len("À Ana de jouer" + line) <= 80 for line in lines[:1]) and all(len(line) <= 80 for line in lines)
    finally:
        table.child.close(force=True)


@pytest.mark.slow
def test_billy_s_voice_at_a_shared_screen_is_read_at_its_moment(tmp_path: Path) -> None:
    """Issue 25: the table stops as each Partial is drawn; Ben alone reads Billy's words aloud, the screen is
    cleared and the story goes on, before the card is given (R13) — not days later with `show ben`."""
    table = Terminal(tmp_path / "t.sqlite3", "--players", "ana,ben", "--seed", "1")
    try:
        table.prompt()
        for line in ("/shift reveal", "/shift assign staff:Assistant 1", "/care palliative"):
            table.type(line)
            table.prompt()
        table.type("/decide choice:take a Partial Memory")
        for _ in range(2):  # this card's reward is two Partials: two quotes, each at its moment
            table.expect("Ben speaks for Billy: the table stops")
            table.expect("press Enter when only you can see the screen")
            table.type("")
            table.expect("Read this aloud as Billy")
            table.expect("press Enter once you have read them aloud")
            table.type("")
            table.expect("receives a Partial Memory")
        table.prompt()
        told = table.screen()
        assert told.index("the table stops") < told.index("Read this aloud") < told.index("receives a Partial Memory")
        assert "Ben has 1 private message waiting" not in told  # read at its moment, not left waiting
        assert CLEAR in table.log.getvalue()
    finally:
        table.child.close(force=True)


@pytest.mark.slow
def test_a_seats_terminal_says_how_to_come_back_to_its_seat(tmp_path: Path) -> None:
    table = Terminal(tmp_path / "t.sqlite3", "--players", "ana,ben", "--seed", "1", "--as", "ana")
    try:
        table.prompt()
        assert table.leave() == 0
        assert "--resume --db" in table.screen() and "--as ana" in table.screen()
    finally:
        table.child.close(force=True)
