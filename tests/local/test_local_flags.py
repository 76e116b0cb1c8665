"""`python -m bot local`: `--help` in the table's language, and `--players` naming each Nurse's gender (issue 25)."""

from __future__ import annotations

import io
import sys
from pathlib import Path

import pytest

from bot.__main__ import main
from bot.terminal.cli import player_seats
from bot.terminal.flags import help_language
from tests.local.play import play


def _help(capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch, *argv: str, lang: str = "") -> str:
    for name in ("LC_ALL", "LC_MESSAGES", "LANG"):
        monkeypatch.delenv(name, raising=False)
    if lang:
        monkeypatch.setenv("LANG", lang)
    monkeypatch.setenv("COLUMNS", "80")
    with pytest.raises(SystemExit) as leaving:
        main(["local", *argv, "--help"])
    assert leaving.value.code == 0
    return capsys.readouterr().out


@pytest.mark.parametrize(
    ("argv", "lang", "says", "not_said"),
    [
        ((), "", ("usage:", "options:", "show this help"), ("Aufruf",)),
        (
            ("--language", "de"),
            "",
            ("Aufruf:", "Optionen:", "diese Hilfe zeigen", "--players NAMEN"),
            ("usage", "show"),
        ),
        (("--language=fr",), "de_DE.UTF-8", ("usage\u00a0:", "options\u00a0:", "afficher cette aide"), ("Aufruf",)),
        ((), "de_AT.UTF-8", ("Aufruf:", "die Sprache des Tisches"), ("show this help",)),
        ((), "fr_CA", ("afficher cette aide", "--db FICHIER"), ("show this help", "PLAYERS")),
        ((), "pt_BR.UTF-8", ("usage:", "show this help"), ()),
    ],
)
def test_local_help_speaks_the_language_of_the_flag_or_the_environment(capsys, monkeypatch, argv, lang, says, not_said):
    text = _help(capsys, monkeypatch, *argv, lang=lang)
    for words in says:
        assert words in text, (words, text)
    for words in not_said:
        assert words not in text, (words, text)


def test_local_help_at_80_columns_cuts_no_path_and_no_no_break_space(capsys, monkeypatch):
    for language in ("en", "de", "fr"):
        text = _help(capsys, monkeypatch, "--language", language)
        assert all(len(line) <= 80 for line in text.splitlines())
        assert "$XDG_DATA_HOME/holding-on/table.sqlite3" in text  # whole, never "holding-\n on"
        assert not any(line.lstrip().startswith(("\u00a0", ";", ":")) for line in text.splitlines())


def test_help_language_reads_lc_all_before_lang():
    assert help_language([], {"LC_ALL": "fr_FR.UTF-8", "LANG": "de_DE.UTF-8"}) == "fr"
    assert help_language(["--language", "de"], {"LANG": "fr_FR"}) == "de"
    assert help_language(["--language", "xx"], {"LANG": "C.UTF-8"}) == "en"


def test_players_name_each_nurses_gender_after_a_colon():
    assert player_seats("ana:f,ben:M, cy") == [("ana", "f"), ("ben", "m"), ("cy", "n")]


async def test_a_table_started_with_genders_keeps_them_with_the_seats(tmp_path: Path, monkeypatch):
    monkeypatch.setattr(sys, "stdin", io.StringIO(""))
    status, out = await play(tmp_path, ["/campaign status"], players="ana:f,ben:m,cy", language="fr")
    assert status == 0, out
    from db.sqlite import SqliteStore

    store = await SqliteStore.open(str(tmp_path / "table.sqlite3"))
    try:
        campaign = await store.campaign_by_channel(1)
        assert campaign is not None
        assert [(s.nurse_name, s.gender) for s in await store.seats(campaign.id)] == [
            ("Ana", "f"),
            ("Ben", "m"),
            ("Cy", "n"),
        ]
    finally:
        await store.close()
