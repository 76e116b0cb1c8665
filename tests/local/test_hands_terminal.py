""" "...and then, we held hands." at the terminal (issue 26), in-process and fast: whole games from a pipe (two
players, and a player with the bot partner), the grammar, Tab's values, refusals that change nothing, the board at
80 columns without covered halves (H19), the flags and `render board` for a hands file.
"""

from __future__ import annotations

import argparse
import asyncio
import re
import sqlite3
from pathlib import Path

import pytest

from bot.__main__ import main
from bot.games.hands.engine.rows import visible
from bot.games.hands.engine.vocab import EMOTION_NAMES
from bot.games.hands.face import TERMINAL_FACE
from bot.games.shelf import hosted_games
from bot.i18n import t
from bot.render.sayings import refusal_text
from bot.table import Table
from bot.table.reply import Refused
from bot.terminal import words as w
from bot.terminal.cli import run
from bot.terminal.game_complete import completions
from bot.terminal.game_grammar import grammar_of
from bot.terminal.game_session import AnyGameSession
from bot.terminal.identity import CHANNEL, GUILD, user_id
from bot.terminal.lines import Line, LineError
from bot.terminal.screen import Screen
from bot.terminal.voice import TerminalVoice
from db.sqlite import SqliteStore
from tests.local.hands_script import make_script

SEED = 5
STEP_SAID = re.compile(r"^(Ana|Ben|Bot) (steps to|enters the centre)")


def parse(text: str) -> Line:
    """A line as the terminal every game plays at reads it with this game's grammar."""
    return grammar_of("hands").parse(text)


def hands_args(db: Path, script: Path | None, players: str, **flags: object) -> argparse.Namespace:
    values = {"players": players, "seed": SEED, "resume": False, "seat": None, "reveal_private": False}
    values |= {"language": None, "game": "hands", "difficulty": None, **flags}
    return argparse.Namespace(db=str(db), script=str(script) if script else None, **values)


async def play_lines(tmp_path: Path, lines: list[str], players: str, **flags: object) -> tuple[int, list[str]]:
    script = tmp_path / f"lines-{len(list(tmp_path.iterdir()))}.txt"
    script.write_text("\n".join(lines) + "\n", encoding="utf-8")
    out: list[str] = []
    status = await run(hands_args(tmp_path / "hands.sqlite3", script, players, **flags), out.append)
    return status, out


def statuses(db: Path) -> list[str]:
    with sqlite3.connect(db) as connection:
        return [row[0] for row in connection.execute("SELECT status FROM games")]


@pytest.mark.parametrize("players", ["ana,ben", "ana,bot"])
async def test_a_whole_game_is_played_from_the_lines_players_type(tmp_path: Path, players: str) -> None:
    lines, result = make_script(players.split(","), SEED)
    status, out = await play_lines(tmp_path, lines, players)
    assert status == 0, out[-5:]
    assert not [line for line in out if line.startswith("✗")], "every line was played"
    ending = "They held hands." if result == "won" else "Lost"
    assert any(line.startswith(ending) for line in out), out[-3:]
    assert statuses(tmp_path / "hands.sqlite3") == [result]
    assert "do not talk about the game" in "\n".join(out)  # H20, when the game starts


async def test_the_bot_partner_moves_by_itself_in_the_words_of_a_players_move(tmp_path: Path) -> None:
    lines, _ = make_script(["ana", "bot"], SEED)
    assert not [line for line in lines if line.startswith("bot")], "nobody types for the bot"
    _, out = await play_lines(tmp_path, lines, "ana,bot")
    said = [line for line in out if STEP_SAID.match(line)]
    by_bot = [line.removeprefix("Bot ") for line in said if line.startswith("Bot ")]
    by_ana = [line.removeprefix("Ana ") for line in said if line.startswith("Ana ")]
    assert by_bot and by_ana
    card = r"playing (their|Ana's|Bot's) card [SN]\d( \(\w+\))?"  # as players type it (issue 33)
    shape = re.compile(rf"^(steps to \S+ \(\w+\)|enters the centre), {card}; balance")
    assert all(shape.match(line) for line in by_bot + by_ana), "the same sentence, whoever moved"


def test_lines_read_as_people_type_them_in_any_of_our_languages() -> None:
    assert parse("step O15 S1").options == {"card": "O15 S1"}
    assert parse("/hands step to:O15 card:S1").options == {"to": "O15", "card": "S1"}
    line = parse("ben: half left")
    assert (line.who, line.command, line.options) == ("ben", "hands half", {"side": "left"})
    assert parse("board picture:b.png").options == {"picture": "b.png"}
    assert parse("rules H12").options == {"topic": "H12"}
    assert parse("end").command == "hands end"
    w.use("de")
    try:
        assert parse("/hands schritt nach:O15 karte:S1").command == "hands step"
        assert parse("spielplan bild:b.png").options == {"picture": "b.png"}
        assert parse("zugende").command == "hands end"
    finally:
        w.use("en")


@pytest.mark.parametrize(
    ("line", "says"),
    [
        ("dance", "no command 'dance'"),
        ("step nope:1", "has no option 'nope'"),
        ("end now", "takes no options"),
        ("ana:", "Cannot read that line"),
    ],
)
def test_a_line_that_cannot_be_read_is_one_sentence(line: str, says: str) -> None:
    with pytest.raises(LineError) as refused:
        parse(line)
    assert says in str(refused.value) and "\n" not in str(refused.value)


async def _session(tmp_path: Path, players: list[str], language: str = "en") -> AnyGameSession:
    w.use(language)
    store = await SqliteStore.open(str(tmp_path / "s.sqlite3"))
    table = Table(store, hosted_games(), seed_source=lambda: SEED)
    out: list[str] = []
    session = AnyGameSession(table, Screen(collect=out.append), TERMINAL_FACE, "hands")
    session.said = out  # type: ignore[attr-defined]
    seats = [(user_id(name), name.capitalize()) for name in players]
    options = {"difficulty": "normal", "first_player": "random"}
    await table.start_game(GUILD, CHANNEL, seats[0][0], seats, options, game="hands", language=language)
    await session.catch_up()
    return session


async def _version(session: AnyGameSession) -> int:
    status = await session.table.status(CHANNEL)
    assert status.playing is not None
    return int(status.playing["version"])


async def test_every_bad_line_is_one_sentence_and_changes_nothing(tmp_path: Path) -> None:
    session = await _session(tmp_path, ["ana", "ben"])
    try:
        assert not await session.handle("step O15")  # both still choose halves: whose line is it?
        for line in ("ana: half left", "ben: half right"):
            assert await session.handle(line)
        active = (await session.table.status(CHANNEL)).playing["public"]["active"]
        other = ("ana", "ben")[1 - active]
        bad = [
            "step O99",  # no such node
            "end",  # a turn with no step is not allowed (H9)
            f"{other}: step O1",  # only the active player moves
            "perspective keep",  # not on the middle line at the end of a turn (H12)
            "half left",  # setup is over (H7)
            "step S3",  # a card without its node
            "board picture:board.txt",
            "rules H99",
            "dance",
        ]
        said = session.said  # type: ignore[attr-defined]
        for line in bad:
            before, told = await _version(session), len(said)
            assert not await session.handle(line), line
            refusals = [text for text in said[told:] if text.startswith("✗ ")]
            assert len(refusals) == 1, (line, said[told:])
            assert await _version(session) == before, f"{line!r} changed the game"
        assert not (tmp_path / "board.txt").exists()
    finally:
        await session.table.store.close()


async def test_the_board_is_80_columns_and_shows_visible_halves_only(tmp_path: Path) -> None:
    session = await _session(tmp_path, ["ana", "bot"])
    try:
        assert await session.handle("half left")
        said = session.said  # type: ignore[attr-defined]
        told = len(said)
        assert await session.handle("board")
        board = said[told:]
        board = board[: next(i for i, line in enumerate(board) if line.startswith("Waiting for"))]
        assert re.match(r"…and then, we held hands\. · Turn \d+ · Ana to move", board[0])
        assert max(len(line) for line in board) <= 80
        assert not [line for line in board if "|" in line], "after setup no card shows both halves (H7, H19)"
        entry = await session.table.cache.get(CHANNEL)
        assert entry is not None
        state = entry.state()  # what the engine holds: read here only to compare with what was printed
        for seat, letter in ((0, "S"), (1, "N")):
            row = " · ".join(f"{letter}{i + 1} {EMOTION_NAMES[half]}" for i, half in enumerate(visible(state, seat)))
            assert f"halves: {row}" in " ".join(line.strip() for line in board), row  # a long row is folded
    finally:
        await session.table.store.close()


async def test_tab_offers_commands_open_now_and_values_in_words(tmp_path: Path) -> None:
    session = await _session(tmp_path, ["ana", "bot"])
    try:
        offered = [c.text for c in await completions(session, "ha")]
        assert offered == ["hands half"] or "half" in " ".join(offered)
        sides = {c.text: c.display_text for c in await completions(session, "half ")}
        assert sides == {"left": "left", "right": "right"}
        assert await session.handle("half left")
        steps = await completions(session, "step ")
        assert steps and all(re.fullmatch(r"[OMI]\d+/[SN]\d", c.text) for c in steps)
        assert all(re.search(r" with card [SN]\d", c.display_text) for c in steps)
        node = steps[0].text.split("/")[0]
        cards = await completions(session, f"step to:{node} card:")
        assert cards and all(re.fullmatch(r"[SN]\d", c.text) for c in cards)
        assert len(cards) == len([c for c in steps if c.text.startswith(f"{node}/")])
        nodes = await completions(session, "step to:")
        assert {c.text for c in nodes} == {c.text.split("/")[0] for c in steps}
        assert all(re.fullmatch(r"[OMI]\d+ \(\w+\)", c.display_text) for c in nodes)
        assert await session.handle(f"step {steps[0].text}")
        assert "hands end" in [c.text for c in await completions(session, "hands e")]
    finally:
        await session.table.store.close()


async def test_tab_speaks_the_tables_language(tmp_path: Path) -> None:
    session = await _session(tmp_path, ["ana", "bot"], language="de")
    try:
        sides = {c.text: c.display_text for c in await completions(session, "hälfte ")}
        assert sides == {"left": "links", "right": "rechts"}
        assert await session.handle("hälfte links")
        steps = await completions(session, "schritt ")
        assert steps and all("Karte" in c.display_text for c in steps)
    finally:
        w.use("en")
        await session.table.store.close()


@pytest.mark.parametrize(
    ("flags", "says"),
    [
        (["--players", "ana,ben,cy"], "two players"),
        (["--players", "ana,ben", "--difficulty", "hard"], "--difficulty is one of"),
        (["--game", "chess", "--players", "ana,ben"], "--game is the game to play"),
    ],
)
def test_flags_a_hands_table_cannot_use_are_one_line(
    flags: list[str], says: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    game = [] if "--game" in flags else ["--game", "hands"]
    assert main(["local", *game, *flags, "--db", str(tmp_path / "h.sqlite3")]) == 2
    err = capsys.readouterr().err.strip()
    assert says in err and len(err.splitlines()) == 1
    assert not (tmp_path / "h.sqlite3").exists()


def test_difficulty_is_refused_for_holding_on(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["local", "--players", "ana,ben", "--difficulty", "difficult", "--db", str(tmp_path / "h")]) == 2
    assert "--difficulty is for --game hands" in capsys.readouterr().err


def test_resume_continues_the_files_game_and_render_draws_it(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    lines, _ = make_script(["ana", "bot"], SEED, difficulty="challenging")
    status, _ = asyncio.run(play_lines(tmp_path, lines[:7], "ana,bot", difficulty="challenging"))
    assert status == 0
    status, out = asyncio.run(play_lines(tmp_path, lines[7:], None, resume=True, game=None))
    assert status == 0 and not [line for line in out if line.startswith("✗")]
    assert out[0].startswith("Resumed from")
    db, picture = tmp_path / "hands.sqlite3", tmp_path / "ring.png"
    assert main(["render", "board", "--db", str(db), "--out", str(picture)]) == 0  # no --channel: a terminal's
    assert picture.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    capsys.readouterr()
    assert main(["render", "memories", "--db", str(db), "--out", str(picture)]) == 2
    assert "has no such picture" in capsys.readouterr().err
    assert main(["local", "--resume", "--game", "holding_on", "--db", str(db)]) == 2
    assert "holds a game of hands" in capsys.readouterr().err


@pytest.mark.parametrize(
    ("language", "discord_only"), [("en", "Manage Server"), ("de", "Serververwaltung"), ("fr", "gère le serveur")]
)
async def test_help_at_the_terminal_has_no_discord_only_words(tmp_path: Path, language: str, discord_only: str) -> None:
    """`help` lists every command in the terminal's own words: who may abandon is a Discord permission there."""
    _, out = await play_lines(tmp_path, ["help"], "ana,ben", language=language)
    told = "\n".join(out)
    assert discord_only not in told
    assert t(language, "term-hands-abandon-words") in told


async def test_a_whole_game_in_french_is_told_in_french(tmp_path: Path) -> None:
    """The lines as the baseline partner plays them, at a French table: the rule, each move and the end in French."""
    lines, result = make_script(["ana", "bot"], SEED)
    status, out = await play_lines(tmp_path, lines, "ana,bot", language="fr")
    told = "\n".join(out)
    assert status == 0 and not [line for line in out if line.startswith("✗")]
    assert "ne parlez pas du jeu pendant que vous y jouez" in told  # H20
    assert ("Main dans la main." if result == "won" else "La partie est perdue") in told
    assert "Bot avance vers " in told and "en défaussant sa carte" in told and "playing" not in told  # each move
    assert statuses(tmp_path / "hands.sqlite3") == [result]


async def test_a_finished_game_offers_another_and_again_begins_it(tmp_path: Path) -> None:
    """Issue 36: after a game ended there was no way to play again but a new --db."""
    lines, result = make_script(["ana", "ben"], SEED)
    status, out = await play_lines(tmp_path, [*lines, "again", "help"], "ana,ben")
    assert status == 0, out[-5:]
    text = "\n".join(out)
    assert "again begins another with the same players and difficulty" in text
    assert statuses(tmp_path / "hands.sqlite3") == [result, "playing"]
    assert text.count("do not talk about the game") == 2  # the new game's opening, told as the first was
    assert "again: Once a game is over" in text  # help names it


async def test_the_second_games_terminal_speaks_its_own_words_not_discords_or_holding_ons(tmp_path: Path) -> None:
    status, out = await play_lines(tmp_path, ["dee: /hands abandon"], "ana,ben")
    refusal = next(line for line in out if line.startswith("✗"))
    # A name not at the table is told so first (issue 33), with no server, campaign or host in it
    assert refusal == "✗ 'Dee' has no seat here; players: Ana, Ben.", refusal
    # and the give-up a player of no game may not do is said as a terminal says it: no Discord permission
    said = refusal_text(Refused.of("refuse-abandon-players"), "en", TerminalVoice(TERMINAL_FACE))
    assert said == "Only a player of this game can give it up.", said


async def test_review_at_the_terminal_waits_for_the_end_then_tells_the_bots_turns(tmp_path: Path) -> None:
    """`review` (/hands review) refused in one sentence while the game is played (H20), then told turn by turn."""
    lines, result = make_script(["ana", "bot"], SEED)
    status, out = await play_lines(tmp_path, ["review"], "ana,bot", language="de")  # a script stops at a refusal
    refused = [line for line in out if line.startswith("✗")]
    assert status == 1 and len(refused) == 1 and "erst, wenn sie vorbei ist (H20)" in refused[0]
    assert "/hands rückblick" in refused[0] and refused[0].count(". ") == 0
    status, out = await play_lines(tmp_path, [*lines, "review"], "ana,bot", language="de", resume=True)
    assert status == 0 and not [line for line in out if line.startswith("✗")]
    at = next(i for i, line in enumerate(out) if "Was der Bot Zug für Zug vorhatte" in line)
    assert ("eine gewonnene Partie" if result == "won" else "eine verlorene Partie") in out[at]
    turns = [line for line in out[at + 1 :] if re.match(r"^Zug \d+\. Bot ", line)]
    assert turns and all("Turn" not in line and "paid" not in line for line in turns)


async def test_a_player_who_leaves_at_the_terminal_has_the_bot_play_her_turn_until_she_rejoins(tmp_path: Path) -> None:
    lines, _ = make_script(["ana", "ben"], SEED)
    assert lines[:4] == ["ana: half right", "half right", "step O31/S1", "end"]  # Ben begins (seed 5)
    script = ["ana: half right", "ana: leave", "ben: leave", *lines[1:4], "ana: rejoin", "ana: rejoin"]
    status, out = await play_lines(tmp_path, script[:3], "ana,ben")  # a script stops at a refusal
    assert status == 1 and out[-2] == (
        "✗ The bot would then play both seats, and a game needs at least one member playing: "
        "give it up with /hands abandon instead."
    )
    status, out = await play_lines(tmp_path, script[3:], "ana,ben", resume=True)
    told = "\n".join(out)
    assert "Ana steps to " in told.split("> ana: rejoin")[0]  # the bot played her turn, nobody typed it
    assert "Ana is back: that seat is theirs again." in told
    assert out[-2] == "✗ Your seat is yours: the bot plays it only after /hands leave."


async def test_a_player_who_leaves_on_her_turn_has_the_bot_play_it_at_once(tmp_path: Path) -> None:
    """`leave` hands her seat to the bot partner, which plays her turn with that very line, not after the next one
    (it used to read who it plays from before the line: a refused line then let it move, and changed the file)."""
    session = await _session(tmp_path, ["ana", "ben"])
    try:
        for line in ("ana: half left", "ben: half right"):
            assert await session.handle(line)
        active = (await session.table.status(CHANNEL)).playing["public"]["active"]
        leaving = ("ana", "ben")[active]
        said = session.said  # type: ignore[attr-defined]
        told = len(said)
        assert await session.handle(f"{leaving}: leave")
        playing = (await session.table.status(CHANNEL)).playing
        assert playing is None or playing["public"]["active"] != active, said[told:]  # her turn, played and ended
        assert any(line.startswith(f"{leaving.capitalize()} ends the turn") for line in said[told:]), said[told:]
    finally:
        await session.table.store.close()
