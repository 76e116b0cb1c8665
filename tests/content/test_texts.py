"""Words apart from mechanics (issue 15): text files per language, keyed by id, checked for what is missing,
extra, empty or differently placeheld, and read in the language asked for."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from bot.games.holding_on.content_pack import load_pack, pack_hash
from bot.games.holding_on.content_pack.cli import check
from tests.content.packs import SHIPPED, copy_shipped, edit, problems_of


def _lines(root: Path) -> list[str]:
    return [str(p) for p in problems_of(root)]


def _with_german(tmp_path: Path) -> Path:
    """The shipped pack with a second language: a copy of the English words, one of them changed."""
    root = copy_shipped(tmp_path)
    shutil.copytree(root / "text" / "en", root / "text" / "de")
    edit(root, "text/de/glossary.toml", 'term = "Partial Memory"', 'term = "Teilerinnerung"')
    return root


def test_the_mechanics_hold_no_words() -> None:
    """Every player-facing text lives in text/en; the engine's TOML holds none of it."""
    pack = load_pack(SHIPPED)
    mechanics = "".join(p.read_text(encoding="utf-8") for p in SHIPPED.glob("*.toml"))
    mechanics += "".join(p.read_text(encoding="utf-8") for p in (SHIPPED / "scenarios").glob("*.toml"))
    for memory in pack.memories:
        assert memory.quote[:40] not in mechanics and memory.clear_scene[:40] not in mechanics
    for scenario in pack.scenarios:
        assert scenario.intro_1[:40] not in mechanics and scenario.loss[:40] not in mechanics


def test_words_written_into_a_mechanics_file_are_refused(tmp_path: Path) -> None:
    root = copy_shipped(tmp_path)
    edit(root, "memories.toml", 'id = "m1-1"\n', 'id = "m1-1"\ntitle = "Knocking-Off Time"\n')
    assert _lines(root) == ["content/memories.toml: m1-1: title: words belong in text/en/memories.toml, keyed by id"]


def test_a_text_nothing_uses_is_extra(tmp_path: Path) -> None:
    root = copy_shipped(tmp_path)
    with (root / "text" / "en" / "events.toml").open("a", encoding="utf-8") as handle:
        handle.write('\n[ev-x-ghost]\ntitle = "Nobody"\ntext = "No such card."\n')
    edit(root, "text/en/patients.toml", "[p-s01]\n", '[p-s01]\ncolour = "yellow"\n')
    assert sorted(_lines(root)) == [
        "content/text/en/events.toml: ev-x-ghost: extra text: the pack has no such entry",
        "content/text/en/patients.toml: p-s01: colour: extra text: no field of this entry uses it",
    ]


def test_a_card_without_its_title_and_a_scenario_without_its_loss_text(tmp_path: Path) -> None:
    root = copy_shipped(tmp_path)
    edit(root, "text/en/patients.toml", 'title = "Slept Well"\n', "")
    path = root / "text" / "en" / "scenarios.toml"
    text = path.read_text(encoding="utf-8")
    start = text.index("loss = ", text.index("[s04]"))
    end = text.index('"""', text.index('"""', start) + 3) + 4
    path.write_text(text[:start] + text[end:], encoding="utf-8")
    assert _lines(root) == [
        "content/text/en/patients.toml: p-s01: title: missing text",
        "content/text/en/scenarios.toml: s04: loss: missing text",
    ]


def test_an_empty_text_is_refused(tmp_path: Path) -> None:
    root = copy_shipped(tmp_path)
    edit(root, "text/en/events.toml", 'title = "Proper Tea"', 'title = " "')
    assert _lines(root) == ["content/text/en/events.toml: ev-p-tea: title: is empty"]


def test_every_glossary_term_the_rules_use_is_explained(tmp_path: Path) -> None:
    root = copy_shipped(tmp_path)
    path = root / "text" / "en" / "glossary.toml"
    text = path.read_text(encoding="utf-8")
    start = text.index("[steer]")
    path.write_text(text[:start] + text[text.index("[persist]") :], encoding="utf-8")
    assert _lines(root) == [
        "content/text/en/glossary.toml: steer: term: missing text",
        "content/text/en/glossary.toml: steer: text: missing text",
    ]


def test_the_pack_is_read_in_the_language_asked_for(tmp_path: Path) -> None:
    root = _with_german(tmp_path)
    english, german = load_pack(root), load_pack(root, language="de")
    assert (english.pack.language, german.pack.language) == ("en", "de")
    terms = {entry.id: entry.term for entry in english.glossary}, {entry.id: entry.term for entry in german.glossary}
    assert (terms[0]["partial"], terms[1]["partial"]) == ("Partial Memory", "Teilerinnerung")
    assert english.hash == german.hash  # one pack, all its languages


def test_a_language_the_pack_does_not_hold_is_refused(tmp_path: Path) -> None:
    root = copy_shipped(tmp_path)
    assert _lines_for(root, "fr") == ["content/text: no text files for language 'fr' (text/fr/); it has en"]


def _lines_for(root: Path, language: str) -> list[str]:
    from bot.games.holding_on.content_pack import PackError

    try:
        load_pack(root, language=language)
    except PackError as error:
        return [str(p) for p in error.problems]
    return []


def test_another_language_must_hold_the_same_keys_and_placeholders(tmp_path: Path) -> None:
    root = _with_german(tmp_path)
    edit(root, "text/de/events.toml", 'title = "Proper Tea"\n', "")
    edit(root, "text/de/patients.toml", "[p-s01]\n", '[p-s01]\nmood = "Gut"\n')
    edit(root, "text/en/glossary.toml", 'term = "Condition"', 'term = "Condition {value}"')
    edit(root, "text/de/glossary.toml", 'term = "Condition"', 'term = "Zustand {wert}"')
    expected = [
        "content/text/de/events.toml: ev-p-tea: title: missing text (it is in text/en/events.toml)",
        "content/text/de/glossary.toml: condition: term: placeholders ['wert'] differ from ['value'] in "
        "text/en/glossary.toml",
        "content/text/de/patients.toml: p-s01: mood: extra text (not in text/en/patients.toml)",
    ]
    assert sorted(_lines(root)) == expected
    assert sorted(_lines_for(root, "de")) == sorted(
        [
            *expected,  # and, read as the language of play, against the mechanics too:
            "content/text/de/events.toml: ev-p-tea: title: missing text",
            "content/text/de/patients.toml: p-s01: mood: extra text: no field of this entry uses it",
        ]
    )


@pytest.mark.parametrize(
    ("line", "message"),
    [
        ('language = "en"', "content/pack.toml: pack: language: field required: the language of the pack's own words"),
        ('language = "English"', "content/pack.toml: pack: language: 'English' is not a language code like 'en'"),
        ('language = "fr"', "content/text: no text files for language 'fr' (text/fr/); it has en"),
    ],
)
def test_the_packs_language_is_read_and_checked(tmp_path: Path, line: str, message: str) -> None:
    root = copy_shipped(tmp_path)
    edit(root, "pack.toml", 'language = "en"', "" if "required" in message else line)
    lines = _lines(root)
    assert len(lines) == 1 and lines[0].startswith(message)


def test_an_unknown_text_file_is_named(tmp_path: Path) -> None:
    root = copy_shipped(tmp_path)
    (root / "text" / "en" / "notes.toml").write_text('x = "y"\n', encoding="utf-8")
    lines = _lines(root)
    assert len(lines) == 1 and lines[0].startswith("content/text/en/notes.toml: unknown text file")


def test_the_hash_covers_the_words(tmp_path: Path) -> None:
    root = copy_shipped(tmp_path)
    before = pack_hash(root)
    edit(root, "text/en/events.toml", 'title = "Proper Tea"', 'title = "A Proper Cup of Tea"')
    assert pack_hash(root) != before and load_pack(root).hash == pack_hash(root)


def test_content_check_names_the_missing_text(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    root = copy_shipped(tmp_path)
    edit(root, "text/en/patients.toml", 'title = "Slept Well"\n', "")
    assert check(str(root)) == 1
    err = capsys.readouterr().err
    assert "content/text/en/patients.toml: p-s01: title: missing text" in err


def test_a_flag_the_objective_asks_for_needs_its_words(tmp_path: Path) -> None:
    root = copy_shipped(tmp_path)
    edit(root, "text/en/scenarios.toml", 'called_jess = "the call to Jess Harper"\n', "")
    assert _lines(root) == ["content/text/en/scenarios.toml: s05.flags: called_jess: missing text"]


@pytest.mark.parametrize(
    ("language", "times"),
    [
        ("en", ("morning", "afternoon", "evening", "night", "lunch", "breakfast", "supper", "dinner")),
        ("de", ("morgen", "vormittag", "nachmittag", "abend", "nacht", "mittagessen", "frühstück")),
        ("fr", ("matin", "après-midi", "soir", "nuit", "déjeuner", "dîner")),
    ],
)
def test_no_patient_card_title_names_a_time_of_day(language: str, times: tuple[str, ...]) -> None:
    """A Patient Card is revealed on any shift (R3): a title that names one reads wrong on the others."""
    for card in load_pack(SHIPPED, language=language).patients:
        assert not any(time in card.title.lower() for time in times), (card.id, card.title)


def test_a_pack_written_before_triggers_had_titles_still_loads(tmp_path: Path) -> None:
    """[sNN.triggers] <id> = text, as packs wrote it before issue 27: the trigger is read, with no title."""
    root = copy_shipped(tmp_path)
    path = root / "text" / "en" / "scenarios.toml"
    text = path.read_text(encoding="utf-8")
    start = text.index("[s01.triggers.t1-luggage]")
    end = text.index("[s01.triggers.t1-seat]")
    old = text[start:end]
    words = old.split('text = """', 1)[1]
    path.write_text(text[:start] + '[s01.triggers]\nt1-luggage = """' + words + text[end:], encoding="utf-8")
    trigger = next(t for t in load_pack(root).scenario(1).triggers if t.id == "t1-luggage")
    assert (trigger.title, trigger.text.startswith("One morning the airline rings")) == ("", True)
