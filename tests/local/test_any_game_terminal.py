"""A game with no terminal of its own plays at the one every game gets (bot/terminal/any_game.py, issue 37):
the tests' third game (tests/games/tiny: Lantern), with the bot partner, in three languages; a line that is
not a choice is one sentence and changes nothing; `python -m bot local --game lantern` runs it from a script."""

from __future__ import annotations

import argparse
from collections.abc import Iterator
from pathlib import Path

import pytest

from bot.games.shelf import faces, hosted_games, shelve, unshelve
from bot.table import Table
from bot.terminal import words as w
from bot.terminal.any_game import AnyGameSession
from bot.terminal.cli import run
from bot.terminal.identity import CHANNEL, GUILD, user_id
from bot.terminal.screen import Screen
from db.sqlite import SqliteStore
from tests.games.tiny import engine


@pytest.fixture(autouse=True)
def lantern_on_the_shelf() -> Iterator[None]:
    shelve("tests.games.tiny")  # the one registry line
    try:
        yield
    finally:
        unshelve("tests.games.tiny")
        w.use("en")


ACROSS = {
    "en": "You made it across together.",
    "de": "gemeinsam hinüber geschafft",
    "fr": "Vous avez traversé ensemble.",
}
FORWARD = {"en": "{} forward", "de": "{} weiter", "fr": "{} plus loin"}


async def _session(tmp_path: Path, language: str) -> tuple[AnyGameSession, list[str]]:
    w.use(language)
    store = await SqliteStore.open(str(tmp_path / "lantern.sqlite3"))
    table = Table(store, hosted_games(), seed_source=lambda: 3)
    out: list[str] = []
    session = AnyGameSession(table, Screen(collect=out.append), faces()["lantern"], "lantern")
    seats = [(user_id("ana"), "Ana"), (user_id("bot"), "Bot")]
    await table.start_game(GUILD, CHANNEL, seats[0][0], seats, {}, game="lantern", language=language)
    await session.catch_up()
    return session, out


@pytest.mark.parametrize("language", ACROSS)
async def test_a_player_and_the_bot_carry_the_lantern_across_typing_her_buttons_words(
    tmp_path: Path, language: str
) -> None:
    session, out = await _session(tmp_path, language)
    try:
        for _ in range(12):
            if session.status is None or session.status.playing is None:
                break
            public = session.status.playing["public"]
            step = engine.bot_step(int(public["plank"]), public["last"])
            assert await session.handle(FORWARD[language].format(step)), out[-3:]
        assert any(ACROSS[language] in line for line in out), out[-3:]
        games = await session.table.store.games((await session.table.status(CHANNEL)).campaign_id)
        assert [game.status for game in games] == ["won"]
    finally:
        await session.table.store.close()


async def test_a_line_that_is_not_a_choice_is_one_sentence_and_changes_nothing(tmp_path: Path) -> None:
    session, out = await _session(tmp_path, "en")
    try:
        version = (await session.table.status(CHANNEL)).playing["version"]
        last = session.status.playing["public"]["last"]
        for line in ("dance", "9 forward", "bot: 1", f"{last or 4} forward" if last else "7"):
            told = len(out)
            assert not await session.handle(line), line
            refusals = [text for text in out[told:] if text.startswith("✗ ")]
            assert len(refusals) == 1 and "\n" not in refusals[0], (line, out[told:])
        assert (await session.table.status(CHANNEL)).playing["version"] == version
        told = len(out)
        assert await session.handle("help") and out[told:] == [
            f"{n}. Ana: {step} forward" for n, step in enumerate([s for s in engine.STEPS if int(s) != last], 1)
        ]
    finally:
        await session.table.store.close()


async def _carry_across(session: AnyGameSession, language: str) -> None:
    for _ in range(12):
        if session.status is None or session.status.playing is None:
            return
        public = session.status.playing["public"]
        assert await session.handle(FORWARD[language].format(engine.bot_step(int(public["plank"]), public["last"])))


async def test_what_every_game_gets_besides_its_choices_names_refusals_the_end_and_again(tmp_path: Path) -> None:
    """One terminal for every game (issue 37): a name not at the table and a line without words are refused in
    one sentence; the end says how to play again, a move after it is refused, and `again` begins another game
    with the same players."""
    session, out = await _session(tmp_path, "en")
    try:
        refused = {"zed: 1 forward": "✗ 'Zed' has no seat here; players: Ana, Bot.", "ana:": "✗ Cannot read"}
        for line, says in refused.items():
            told = len(out)
            assert not await session.handle(line)
            assert [text for text in out[told:] if text.startswith("✗")] == [out[told]] and out[told].startswith(says)
        await _carry_across(session, "en")
        assert "The game is over. again begins another with the same players." in out
        told = len(out)
        assert not await session.handle("1 forward") and out[told].startswith("✗ The game is over (won)")
        assert await session.handle("again")
        games = await session.table.store.games((await session.table.status(CHANNEL)).campaign_id)
        assert [game.status for game in games] == ["won", "playing"]
        openings = [line for line in out if line.endswith("takes up the lantern first. Ten planks to the other side.")]
        assert len(openings) == 2  # the new game's opening, told as the first was
    finally:
        await session.table.store.close()


async def test_a_file_without_a_game_says_how_to_start_one(tmp_path: Path) -> None:
    store = await SqliteStore.open(str(tmp_path / "empty.sqlite3"))
    out: list[str] = []
    session = AnyGameSession(Table(store, hosted_games()), Screen(collect=out.append), faces()["lantern"], "lantern")
    try:
        await session.catch_up()
        start = "No game is in this file yet: start one with python -m bot local --game lantern --players ana,bot."
        assert session.prompt_status() == start
        assert not await session.handle("board") and out == [f"✗ {start}"]
    finally:
        await store.close()


async def test_python_m_bot_local_plays_it_from_a_script_and_stops_at_a_refusal(tmp_path: Path) -> None:
    script = tmp_path / "lines.txt"
    script.write_text("help\nboard\ndance\n", encoding="utf-8")
    values = {"players": "ana,bot", "seed": 3, "resume": False, "seat": None, "reveal_private": False}
    args = argparse.Namespace(db=str(tmp_path / "l.sqlite3"), script=str(script), language=None, game="lantern")
    out: list[str] = []
    status = await run(argparse.Namespace(**vars(args), difficulty=None, **values), out.append)
    assert status == 1  # the script stopped at "dance"
    assert any(line.startswith("✗ ") for line in out) and any("takes up the lantern first" in line for line in out)


async def test_tab_offers_the_open_choices_in_her_language_then_the_terminals_words(tmp_path: Path) -> None:
    from bot.terminal.game_complete import completions

    session, _ = await _session(tmp_path, "de")
    try:
        last = session.status.playing["public"]["last"]
        open_now = [f"{step} weiter" for step in engine.STEPS if int(step) != last]
        assert session.words_open() == [*open_now, "hilfe", "spielplan", "nochmal", "beenden"]
        completed = [c.text for c in await completions(session, "ana: hi")]
        assert completed == ["hilfe"]
    finally:
        await session.table.store.close()


def test_the_flags_are_judged_by_the_games_own_rules() -> None:
    """How many players a game seats and whether it has a difficulty are its rules' to say, not the terminal's."""
    from bot.terminal.cli import game_problem

    def problem(**flags: object) -> str | None:
        return game_problem(argparse.Namespace(**{"game": "lantern", "difficulty": None, "players": None, **flags}))

    assert problem(players="ana,bot") is None
    assert problem(players="ana,ben,cy") == (
        "This game is for exactly 2 players: --players names them, separated by commas, e.g. --players ana,bot to "
        "play with the bot"
    )
    assert problem(players="ana,ben", difficulty="difficult").startswith("--difficulty is for --game hands")
    assert problem(game="hands", players="ana,ben,cy").startswith("--game hands is for two players")
    assert problem(game="holding_on", players="ana,ben,cy") is None
