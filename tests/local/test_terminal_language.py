"""The terminal table in German and French (issue 16): `python -m bot local --language de|fr`.

The same scripted night is played in English, German and French; a German or
French screen must hold no line of the English one and no English-only words
of the catalogue, and must hold the words a German or French group expects.
The language is the campaign's: a new campaign is created in it, `--resume`
speaks it, `--resume --language` changes it (through the table), and a
language we do not speak is refused in one sentence before anything is opened.
"""

from __future__ import annotations

import re
import sqlite3
from functools import cache
from pathlib import Path

import pytest
from fluent.syntax import ast

from bot.__main__ import main
from bot.games.holding_on.content_pack.loader import load_pack
from bot.i18n import read_sources, t
from tests.i18n.sources import parsed
from tests.local.play import NAMES, play
from tests.local.script_maker import make_script

LOOKS = [
    "help",
    "board",
    "memories",
    "rules",
    "rules glossary",
    "rules inquire",
    "/campaign status note:true",
    "/campaign recap",
    "/campaign options",
    "hand",
    "show cy",
]
EXPECTED = {
    "de": ["Am Zug: Cy – /schicht aufdecken (die Patientenkarte aufdecken)", "Tag 1", "Die Frühschicht endet."],
    "fr": [
        "À Cy de jouer\u00a0: /quart révéler (révéler la Carte Patient)",
        "Jour 1",
        "Ce quart reçoit des soins palliatifs.",
    ],
}
EXPECTED_ANYWHERE = {
    "de": [
        "Versorgungsmarker",
        "Inhaltshinweis",
        "[privat für Cy]",
        "Tischoptionen",
        "Lebensabschnitt 3",
        "oder glossar.",
        "/schicht einteilen",  # help and hints name Discord's German commands
        "K = klare Erinnerung, V = vage Erinnerung",  # the grid's letters, as the German pictures' backs
    ],
    "fr": [
        *("Jeton de soin", "Avertissement de contenu", "[privé pour Cy]", "Options de la table", "période 3", "Quart"),
        "/quart affecter",  # help and hints name Discord's French commands
    ],
}


def night(count: int = 24) -> list[str]:
    """A few shifts of scenario 1, then a look at everything the table can show."""
    lines, _ = make_script(load_pack(), NAMES, seed=3)
    return lines[:count] + LOOKS


def shown(out: list[str]) -> list[str]:
    """What the table said (not the script's lines it echoes), with letters in it."""
    return [line.strip() for line in out if not line.startswith(">") and re.search(r"[^\W\d_]{2}", line)]


@cache
def english_only_texts(language: str) -> dict[str, list[str]]:
    """Per catalogue message, its English text pieces (3 words or more) that the `language` text lacks."""
    texts: dict[str, dict[str, str]] = {}
    for locale in ("en", language):
        for text in read_sources(locale).values():  # the table's files and every game's
            for entry in parsed(text).body:
                if isinstance(entry, ast.Message | ast.Term):
                    texts.setdefault(locale, {})[entry.id.name] = _pieces(entry)
    found: dict[str, list[str]] = {}
    for msg_id, english in texts["en"].items():
        theirs = texts[language].get(msg_id, "")
        pieces = [p for p in re.split(r"\{[^}]*\}|\n", english) if len(p.split()) >= 3 and p.strip() not in theirs]
        if pieces:
            found[msg_id] = [p.strip() for p in pieces]
    return found


def _pieces(entry: ast.Message | ast.Term) -> str:
    """A message's text, its placeables as {…} (every variant's text kept)."""
    out: list[str] = []

    def walk(pattern: ast.Pattern | None) -> None:
        for element in pattern.elements if pattern else []:
            if isinstance(element, ast.TextElement):
                out.append(element.value)
            elif isinstance(element.expression, ast.SelectExpression):
                for variant in element.expression.variants:
                    out.append("{}")
                    walk(variant.value)
                    out.append("{}")
            else:
                out.append("{}")

    walk(entry.value)
    for attribute in entry.attributes:
        out.append("\n")
        walk(attribute.value)
    return "".join(out)


@pytest.fixture(scope="module")
def english(tmp_path_factory: pytest.TempPathFactory) -> list[str]:
    import asyncio

    status, out = asyncio.run(play(tmp_path_factory.mktemp("en"), night(), reveal_private=True))
    assert status == 0, out[-5:]
    return out


@pytest.mark.parametrize("language", ["de", "fr"])
async def test_a_night_at_the_terminal_holds_no_english_sentence(
    language: str, english: list[str], tmp_path: Path
) -> None:
    status, out = await play(tmp_path, night(), language=language, reveal_private=True)
    assert status == 0, out[-5:]
    said = shown(out)
    assert len(said) > 150, "the whole night was told"
    same = sorted(set(said) & set(shown(english)))
    assert not same, f"English lines at a {language} table: {same[:5]}"
    english_words = [
        (msg_id, piece)
        for msg_id, pieces in english_only_texts(language).items()
        for piece in pieces
        if any(piece in line for line in said)
    ]
    assert not english_words, f"English catalogue words at a {language} table: {english_words[:5]}"
    for line in EXPECTED[language]:
        assert line in said, line
    text = "\n".join(out)
    for words in EXPECTED_ANYWHERE[language]:
        assert words in text, words


def test_the_check_would_find_the_english_night(english: list[str]) -> None:
    """The catalogue check above is not empty-handed: it finds English words all over the English night."""
    for language in ("de", "fr"):
        pieces = {piece for found in english_only_texts(language).values() for piece in found}
        hits = {piece for piece in pieces if any(piece in line for line in shown(english))}
        assert len(hits) > 30, (language, sorted(hits))


async def test_refusals_and_typed_names_are_in_the_tables_language(tmp_path: Path) -> None:
    status, out = await play(
        tmp_path, ["cy: /shift reveal", "cy: /shift assign staff:Aushilfe 1", "ana: /care resolve"], language="de"
    )
    assert status == 1, "the script stops at the refusal"
    assert "Aushilfe 1 wird eingeteilt." in out, "a staff member is typed as the table names her"
    refusal = next(line for line in out if line.startswith("✗ "))
    assert refusal.startswith("✗ Niemand kann jetzt die medizinische Versorgung abschließen") and "(R10)" in refusal
    assert out[-1] == "angehalten in Zeile 3"


def test_a_language_we_do_not_speak_is_refused_before_anything_is_opened(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    db = tmp_path / "t.sqlite3"
    assert main(["local", "--players", "ana,ben", "--language", "xx", "--db", str(db)]) == 2
    said = capsys.readouterr().err.strip().splitlines()
    assert len(said) == 1 and "Traceback" not in said[0], said
    assert "--language" in said[0] and all(code in said[0] for code in ("en", "de", "fr")) and "'xx'" in said[0]
    assert not db.exists()


def test_the_command_lines_own_sentences_follow_the_language_it_names(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    db = str(tmp_path / "t.sqlite3")
    assert main(["local", "--players", "ana,ben,ANA", "--language", "de", "--db", db]) == 2
    assert (
        capsys.readouterr().err.strip()
        == "--players nennt jede Person nur einmal (Groß- und Kleinschreibung zählt nicht)"
    )
    assert main(["local", "--resume", "--language", "fr", "--db", db]) == 2
    assert capsys.readouterr().err.strip().startswith("--resume\u00a0: aucune partie enregistrée dans ")


def _stored_language(db: Path) -> str:
    with sqlite3.connect(db) as connection:
        return connection.execute("SELECT language FROM campaigns").fetchone()[0]


async def test_a_campaign_keeps_its_language_and_resume_changes_it_through_the_table(tmp_path: Path) -> None:
    status, out = await play(tmp_path, ["cy: /shift reveal"], language="de")
    assert status == 0 and "Am Zug: Cy – /schicht einteilen personal:… (Personal aus dem Pausenraum einteilen)" in out
    db = tmp_path / "table.sqlite3"
    assert _stored_language(db) == "de", "the campaign is created in the language named"

    status, out = await play(tmp_path, ["cy: /shift assign staff:Ana"], players=None, resume=True)
    assert status == 0 and "Ana wird eingeteilt." in out, "--resume speaks the campaign's language"
    assert out[0].startswith("Fortgesetzt aus ")

    status, out = await play(tmp_path, ["/campaign options"], players=None, resume=True, language="fr")
    assert status == 0 and out[0].startswith("Reprise depuis "), "--resume --language speaks the new language"
    assert "  langue\u00a0: français (python -m bot local --resume --language en|de|fr la change)" in out
    assert _stored_language(db) == "fr", "and the campaign's language is changed (as /campaign options would)"

    status, out = await play(tmp_path, ["ana: /care palliative"], players=None, resume=True)
    assert status == 0 and "Ce quart reçoit des soins palliatifs." in out, "the next night is French too"


async def test_commands_are_also_read_as_discord_names_them_in_the_tables_language(tmp_path: Path) -> None:
    """The story and the refusals point to Discord's German commands (`/gespräch`, `/kampagne start`): typed at
    the terminal, they are the same commands, with their German option names."""
    lines = ["cy: /schicht aufdecken", "cy: /schicht einteilen personal:Aushilfe 1", "cy: /versorgung palliativ"]
    status, out = await play(tmp_path, [*lines, "regeln gespräch"], language="de")
    assert status == 0, out[-3:]
    assert "Aushilfe 1 wird eingeteilt." in out and "Billy wird in dieser Schicht palliativ versorgt." in out
    assert any(line.startswith("R14 · ") for line in out)
    status, out = await play(tmp_path, ["/schicht aufdecken"], db_name="english.sqlite3")
    assert status == 1 and out[-2] == "✗ There is no command 'schicht aufdecken'; type help for the list."


@pytest.mark.parametrize(("language", "show", "quit_"), [("de", "zeigen", "beenden"), ("fr", "montrer", "quitter")])
async def test_the_terminals_own_commands_have_names_in_the_tables_language(
    tmp_path: Path, language: str, show: str, quit_: str
) -> None:
    """show, clear and quit are the terminal's, not Discord's: named, listed and read in the table's language."""
    status, out = await play(
        tmp_path, ["hilfe" if language == "de" else "aide", quit_, "no such line"], language=language
    )
    assert any(re.match(rf"{show}\u00a0?: ", line.strip()) for line in out), "help lists each by its own name"
    assert status == 0 and not any(line.startswith("✗") for line in out), out[-3:]  # it left before the last line
    status, out = await play(tmp_path, [f"{show} cy"], language=language, db_name="show.sqlite3")
    assert out[-2] == "✗ " + t(language, "term-show-not-here")  # show's own answer in a script, not "no command"


async def test_pictures_written_at_the_terminal_are_labelled_in_its_language(tmp_path: Path) -> None:
    pictures = {}
    for language in ("en", "de"):
        picture = tmp_path / f"board-{language}.png"
        lines = ["cy: /shift reveal", f"board picture:{picture}"]
        status, _ = await play(tmp_path, lines, db_name=f"{language}.sqlite3", language=language)
        assert status == 0
        pictures[language] = picture.read_bytes()
    assert pictures["en"][:8] == pictures["de"][:8] == b"\x89PNG\r\n\x1a\n"
    assert pictures["en"] != pictures["de"], "the same board, labelled in German"


@pytest.mark.parametrize(
    ("language", "line", "says"),
    [
        ("de", "/schicht einteilen farbe:rot", "einteilen hat keine Option „farbe“; seine Optionen: personal."),
        ("de", "/versorgung medizinisch jetzt", "/versorgung medizinisch hat keine Optionen."),
        (
            "fr",
            "/quart affecter couleur:rouge",
            "n’a pas d’option «\u00a0couleur\u00a0»\u00a0; ses options\u00a0: personnel.",
        ),
        ("fr", "/soins médicaux maintenant", "/soins médicaux ne prend pas d’option."),
    ],
)
def test_a_line_the_terminal_cannot_read_names_commands_and_options_in_its_language(
    language: str, line: str, says: str
) -> None:
    """The terminal's own refusals name commands and options as the table's language does (as Discord shows them
    to a German or French client), never by their English names."""
    from bot.terminal import words
    from bot.terminal.holding_on.grammar import parse
    from bot.terminal.lines import LineError

    words.use(language)
    try:
        with pytest.raises(LineError) as refused:
            parse(line)
    finally:
        words.use("en")
    assert says in str(refused.value)


@pytest.mark.parametrize(("language", "picture", "file"), [("de", "bild", "datei"), ("fr", "image", "fichier")])
def test_the_terminals_own_options_are_read_by_their_names_in_its_language(
    language: str, picture: str, file: str
) -> None:
    from bot.terminal import words
    from bot.terminal.holding_on.grammar import parse, said_command

    words.use(language)
    try:
        assert parse(f"{said_command('board')} {picture}:plan.png").options == {"picture": "plan.png"}
        assert parse(f"ana: /{said_command('campaign export')} {file}:k.json").options == {"file": "k.json"}
        assert parse(f"/{said_command('campaign standin')} {t(language, 'opt-campaign-standin-member')}:dee").options
    finally:
        words.use("en")


def test_english_reads_discords_english_option_names_too() -> None:
    """Discord's English `user:` of /campaign standin is the terminal's `member:` (the help names Discord's)."""
    from bot.terminal.holding_on.grammar import parse

    assert parse("/campaign standin seat:Ana user:dee").options == {"seat": "Ana", "member": "dee"}


async def test_table_options_are_typed_as_the_terminal_shows_them(tmp_path: Path) -> None:
    """`/kampagne optionen` lists `medizin_braucht_marker = aus`: typed back just so, it is read (English words
    too); a value it does not take is refused with the option and the values in German."""
    lines = [
        "/kampagne optionen",
        "ana: /kampagne optionen medizin_braucht_marker:an billys_stimme:laut",
        "ana: /kampagne optionen lesart_zu_zweit:english billys_stimme:aloud",
        "ana: /kampagne optionen medizin_braucht_marker:vielleicht",
    ]
    status, out = await play(tmp_path, lines, language="de")
    said = "\n".join(out)
    assert "  medizin_braucht_marker = aus: " in said and "medical_needs_token" not in said
    assert "Tischoptionen geändert: medizin_braucht_marker = an, billys_stimme = laut." in said
    assert "Tischoptionen geändert: lesart_zu_zweit = englisch, billys_stimme = laut." in said
    assert out[-2] == "✗ medizin_braucht_marker ist an oder aus."


@pytest.mark.parametrize(
    ("line", "refused"),
    [
        ("ana: /kampagne optionen billys_stimme:x", "✗ billys_stimme kann privat oder laut sein."),
        ("ana: /kampagne export", "✗ Nenne die Datei: /kampagne export datei:PFAD"),
        ("/kampagne verlassen", "z. B. „ana: /kampagne verlassen“."),
        ("zeigen ana farbe:rot", "✗ zeigen hat keine Option „farbe“; seine Optionen: name."),
    ],
)
async def test_the_terminals_refusals_name_options_and_values_in_german(
    tmp_path: Path, line: str, refused: str
) -> None:
    status, out = await play(tmp_path, [line], language="de")
    assert status == 1 and out[-2].startswith("✗ ") and refused in out[-2], out[-3:]
