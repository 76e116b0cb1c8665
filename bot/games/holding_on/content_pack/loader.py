"""Read a pack folder: TOML (stdlib `tomllib`) into the engine's content models.

Layout (CONTENT.md): the mechanics, which the engine validates,

    pack.toml            [pack] version, language          -> PackInfo
    patients.toml        [[patient]]                       -> PatientCard
    memories.toml        [[memory]]                        -> Memory
    events.toml          [[event]]                         -> EventCard
    scenarios/NN.toml    top-level Scenario fields, [setup], [[conditional_setup]], [[triggers]], [[variants]]

and the words, one folder per language (texts.py): `text/<language>/*.toml`,
keyed by id. `load_pack` reads the mechanics and one language's words (the
pack's own, `language` in pack.toml, unless asked for another) and puts
them together into the same models, so nothing downstream knows they were
apart. Every entry is validated on its own, so one bad card does not hide
the next; then the cross-file checks (checks.py, timeline.py) run over
everything that parsed. All problems are raised together in one PackError.
"""

from __future__ import annotations

import hashlib
import os
import re
from pathlib import Path
from typing import Any, get_args

from pydantic import BaseModel, ValidationError

from bot.games.holding_on.content_pack import cache, checks, met, timeline
from bot.games.holding_on.content_pack.draft import Draft, Invalid
from bot.games.holding_on.content_pack.problems import PackError, PackProblem
from bot.games.holding_on.content_pack.texts import (
    GLOSSARY_TERMS,
    TEXT_DIR,
    TextBook,
    compare_languages,
    language_dirs,
    read_book,
)
from bot.games.holding_on.content_pack.toml_files import Unreadable, read_toml
from bot.games.holding_on.engine.content import (
    LANGUAGE_PATTERN,
    ByDay,
    ClearInEachTimeline,
    ClearInTimeline,
    ClearMemories,
    ConditionAtLeast,
    ContentPack,
    EventCard,
    Flags,
    GlossaryEntry,
    LossWord,
    Memory,
    PackInfo,
    PatientCard,
    Scenario,
)

PACK_FILES = ("pack.toml", "patients.toml", "memories.toml", "events.toml")
SCENARIO_DIR = "scenarios"
# file -> (the one top-level key it holds, the model of each entry, what an entry is called)
CARD_FILES: dict[str, tuple[str, type[BaseModel], str]] = {
    "patients.toml": ("patient", PatientCard, "patient"),
    "memories.toml": ("memory", Memory, "memory"),
    "events.toml": ("event", EventCard, "event"),
}
CARD_LISTS = {"patient": "patients", "memory": "memories", "event": "events"}
# The words of each kind of entry, read from the text file of the same name (texts.py).
CARD_TEXTS = {
    "patient": ("title", "text"),
    "memory": ("title", "quote", "partial_scene", "clear_scene"),
    "event": ("title", "text"),
}
PACK_TEXTS = ("name", "credits", "content_note")
LOSS_WORDS = get_args(LossWord)  # a pack (or one of its chapters) may word the line saying a loss, per cause
SCENARIO_TEXTS = ("title", "intro_1", "intro_2", "setup_text", "objective_text", "outcome", "loss")
OBJECTIVE_LEAVES: dict[str, type[BaseModel]] = {
    "clear_in_each_timeline": ClearInEachTimeline,
    "clear_memories": ClearMemories,
    "clear_in_timeline": ClearInTimeline,
    "flags": Flags,
    "condition_at_least": ConditionAtLeast,
    "by_day": ByDay,
}


def default_pack_dir() -> Path:
    """`CONTENT_DIR` when set, else the repository's own `content/` (found from this package)."""
    configured = os.environ.get("CONTENT_DIR")
    if configured:
        return Path(configured)
    return Path(__file__).resolve().parents[4] / "content"


def pack_files(root: Path) -> list[str]:
    """The files that make a pack, as paths relative to its folder, in a stable order (sorted, '/'-separated).

    Every language's text files count: a game keeps the pack it started with, words and all.
    """
    names = [name for name in PACK_FILES if (root / name).is_file()]
    scenario_dir = root / SCENARIO_DIR
    if scenario_dir.is_dir():
        names += [f"{SCENARIO_DIR}/{p.name}" for p in scenario_dir.iterdir() if p.suffix == ".toml" and p.is_file()]
    for language in language_dirs(root):
        folder = root / TEXT_DIR / language
        names += [f"{TEXT_DIR}/{language}/{p.name}" for p in folder.iterdir() if p.suffix == ".toml" and p.is_file()]
    return sorted(names)


def pack_hash(root: Path) -> str:
    """sha256, as hex, over each pack file's relative path and bytes, in `pack_files` order.

    The path is part of the hash (a renamed scenario file is a different pack);
    a length prefix keeps one file's end from passing for the next one's start.
    Other files in the folder (STORY.md, notes) are not part of the pack.
    """
    digest = hashlib.sha256()
    for name in pack_files(root):
        data = (root / name).read_bytes()
        for part in (name.encode("utf-8"), data):
            digest.update(len(part).to_bytes(8, "big"))
            digest.update(part)
    return digest.hexdigest()


# Packs this process has loaded and checked, by folder and language, with the fingerprint of the folder they were
# read from: the checks of the whole campaign take a good part of a second, and a process that asks again for the
# same pack (a bot started again, the terminal opening a file, the tests) gets the same checked pack back. A
# folder whose contents changed in any way is read and checked again; a pack with problems is never kept.
_LOADED: dict[tuple[str, str | None], tuple[str, ContentPack]] = {}
_LOADED_MOST = 8


def load_pack(path: Path | str | None = None, language: str | None = None) -> ContentPack:
    """Load and check the pack in `path` (default: `default_pack_dir()`) with the words of `language`
    (default: the pack's own, pack.toml's `language`); raise PackError listing every problem.

    The same folder, unchanged to the byte, gives the same (immutable) pack again without reading it twice."""
    root = Path(path) if path is not None else default_pack_dir()
    if not root.is_dir():
        raise PackError([PackProblem(str(root), "", "", "no content pack here: not a folder")])
    key = (str(root.resolve()), language)
    fingerprint = folder_fingerprint(root)  # every file: the checks read the story bible too
    kept = _LOADED.get(key)
    if kept is not None and kept[0] == fingerprint:
        return kept[1]
    pack = _kept_or_read(root, language, fingerprint)
    _LOADED.pop(key, None)
    _LOADED[key] = (fingerprint, pack)
    while len(_LOADED) > _LOADED_MOST:
        del _LOADED[next(iter(_LOADED))]
    return pack


def _kept_or_read(root: Path, language: str | None, fingerprint: str) -> ContentPack:
    """The pack a start before this one kept (cache.py), else read and checked from its files, then kept."""
    files_hash = pack_hash(root)
    kept_as = cache.key(fingerprint, language)
    kept = cache.read(kept_as)
    if kept is not None and kept.hash == files_hash:  # these very files, read and checked by this very code
        return kept
    pack = _load(root, language)
    cache.write(kept_as, pack)
    return pack


def folder_fingerprint(root: Path) -> str:
    """sha256 over every file and folder under `root` (its path, kind and bytes): equal only for the same contents
    (a pack's hash covers its pack files; its checks also read what lies beside them, the story bible)."""
    digest = hashlib.sha256()
    for entry in sorted(root.rglob("*")):
        name = entry.relative_to(root).as_posix().encode("utf-8")
        try:
            data = entry.read_bytes() if entry.is_file() else b"/" if entry.is_dir() else b"?"
        except OSError as error:  # the loader says what is wrong with it; nothing is kept under this key
            data = f"unreadable: {error}".encode()
        for part in (name, data):
            digest.update(len(part).to_bytes(8, "big"))
            digest.update(part)
    return digest.hexdigest()


def _load(root: Path, language: str | None) -> ContentPack:
    """The pack read from its files and checked; PackError naming every problem."""
    draft = read_draft(root, language)
    problems = draft.problems
    if draft.info is not None:  # no language to read: the cross-file checks would only repeat it
        problems = problems + checks.check(draft) + timeline.check(root, draft)
        if not problems:  # what a text may name follows from the whole campaign: check it once the rest holds
            problems = met.check(root, draft)
    if problems:
        raise PackError(problems)
    assert draft.info is not None
    pack = ContentPack(
        pack=draft.info,
        patients=draft.patients,
        memories=draft.memories,
        events=draft.events,
        scenarios=sorted((scenario for _, scenario in draft.scenarios), key=lambda s: s.number),
        glossary=draft.glossary,
    )
    return pack.model_copy(update={"hash": pack_hash(root)})


# --- reading ----------------------------------------------------------------------


def read_draft(root: Path, language: str | None = None) -> Draft:
    """Every file parsed and every entry validated on its own; problems collected, never raised.

    Without a language to read (none declared, or no text folder for it) only that is reported,
    and `draft.info` stays None: every text would otherwise be reported missing.
    """
    draft = Draft(root_name=root.name or str(root))
    tables = {name: _read_toml(root, name, draft) for name in PACK_FILES}
    declared = _declared_language(tables["pack.toml"], draft)
    books = {lang: read_book(root, lang, draft) for lang in language_dirs(root)}
    language = language or declared
    if language is None:
        return draft
    if language not in books:
        held = ", ".join(books) or "none"
        draft.problem(
            TEXT_DIR, "", "", f"no text files for language {language!r} ({TEXT_DIR}/{language}/); it has {held}"
        )
        return draft
    book = books[language]
    if language == declared:
        draft.words = {key: text for texts in book.texts.values() for key, text in texts.items()}
    for each in books.values():
        each.report_empty(draft)
    if declared is not None and declared in books:
        compare_languages(books[declared], books, draft)
    elif declared is not None:
        draft.problem(TEXT_DIR, "", "", f"no text files for the pack's language {declared!r} ({TEXT_DIR}/{declared}/)")
    _read_info(tables["pack.toml"], book, draft)
    for name, (key, model, kind) in CARD_FILES.items():
        _read_cards(tables[name], name, key, model, kind, book, draft)
    scenario_dir = root / SCENARIO_DIR
    if not scenario_dir.is_dir():
        draft.problem(SCENARIO_DIR, "", "", "folder missing: the pack needs scenarios/01.toml and on")
        draft.missing.add(SCENARIO_DIR)
    else:
        names = sorted(p.name for p in scenario_dir.iterdir() if p.suffix == ".toml")
        if not names:
            draft.problem(SCENARIO_DIR, "", "", "no scenario files (scenarios/01.toml and on)")
        for file_name in names:
            name = f"{SCENARIO_DIR}/{file_name}"
            _read_scenario(_read_toml(root, name, draft), name, book, draft)
    _read_glossary(book, draft)
    if "scenarios.toml" not in book.unread and SCENARIO_DIR in draft.missing:
        book.taken |= {("scenarios.toml", key) for key in book.texts["scenarios.toml"]}  # reported as the folder
    for name in CARD_FILES:
        if name in draft.missing:  # the mechanics are reported; their words are not extra
            book.taken |= {(name, key) for key in book.texts.get(name, {})}
    book.report_leftovers(draft)
    return draft


def _read_toml(root: Path, name: str, draft: Draft) -> dict[str, Any] | None:
    path = root / name
    if not path.is_file():
        draft.problem(name, "", "", "file missing")
        draft.missing.add(name)
        return None
    try:
        return read_toml(path)
    except Unreadable as problem:
        draft.problem(name, "", "", str(problem))
    draft.missing.add(name)
    return None


def _declared_language(table: dict[str, Any] | None, draft: Draft) -> str | None:
    """pack.toml's `language`: required, a code like "en" or "pt-BR" that names a folder under text/."""
    if table is None:
        return None
    raw = table.get("pack")
    if not isinstance(raw, dict):
        return None  # reported by _read_info
    language = raw.get("language")
    if language is None:
        draft.problem("pack.toml", "pack", "language", "field required: the language of the pack's own words")
        return None
    if not isinstance(language, str) or not re.fullmatch(LANGUAGE_PATTERN, language):
        draft.problem("pack.toml", "pack", "language", f"{language!r} is not a language code like 'en' or 'pt-BR'")
        return None
    return language


def _read_info(table: dict[str, Any] | None, book: TextBook, draft: Draft) -> None:
    if table is None:
        for name in PACK_TEXTS:
            book.take(draft, "pack.toml", f"pack.{name}", optional=True)
        return
    for key in table:
        if key != "pack":
            draft.problem("pack.toml", "", key, "unknown table: pack.toml holds only [pack]")
    raw = table.get("pack")
    if not isinstance(raw, dict):
        draft.problem("pack.toml", "", "[pack]", "table missing")
        return
    raw = dict(raw)
    _words_elsewhere(raw, (*PACK_TEXTS, "loss_lines"), "pack.toml", "pack", book, draft)
    for name in PACK_TEXTS:
        raw[name] = book.take(draft, "pack.toml", f"pack.{name}", optional=name == "credits")
    raw["loss_lines"] = _loss_lines(book, draft, "pack.toml", "pack")
    raw["language"] = book.language
    try:
        draft.info = PackInfo.model_validate(raw)
    except ValidationError as error:
        for loc, message in _errors(error):
            draft.problem("pack.toml", "pack", _field(loc), message)


def _loss_lines(book: TextBook, draft: Draft, file: str, key: str) -> dict[str, str]:
    """`[<key>.loss_lines]`: the line saying a loss, per cause, where the pack words it (each optional)."""
    lines = {word: book.take(draft, file, f"{key}.loss_lines.{word}", optional=True) for word in LOSS_WORDS}
    return {word: line for word, line in lines.items() if line}


def _words_elsewhere(
    raw: dict[str, Any], names: tuple[str, ...], file: str, card: str, book: TextBook, draft: Draft
) -> None:
    """Words written into a mechanics file are reported (they belong in the text files) and set aside."""
    for name in names:
        if name in raw:
            del raw[name]
            draft.problem(file, card, name, f"words belong in {book.path(_text_file_of(file))}, keyed by id")


def _text_file_of(mechanics_file: str) -> str:
    return "scenarios.toml" if mechanics_file.startswith(f"{SCENARIO_DIR}/") else mechanics_file


def _read_glossary(book: TextBook, draft: Draft) -> None:
    ids = [key.split(".", 1)[0] for key in book.texts.get("glossary.toml", {})]
    for term_id in dict.fromkeys([*ids, *GLOSSARY_TERMS]):  # the file's order; a missing required term last
        term = book.take(draft, "glossary.toml", f"{term_id}.term")
        text = book.take(draft, "glossary.toml", f"{term_id}.text")
        if term and text:
            draft.glossary.append(GlossaryEntry(id=term_id, term=term, text=text))


def _read_cards(
    table: dict[str, Any] | None,
    name: str,
    key: str,
    model: type[BaseModel],
    kind: str,
    book: TextBook,
    draft: Draft,
) -> None:
    if table is None:
        return
    for other in table:
        if other != key:
            draft.problem(name, "", other, f"unknown table: {name} holds only [[{key}]] entries")
    entries = table.get(key, [])
    if not isinstance(entries, list) or not all(isinstance(entry, dict) for entry in entries):
        draft.problem(name, "", f"[[{key}]]", f"expected [[{key}]] tables")
        draft.missing.add(name)
        return
    for index, raw in enumerate(entries):
        card_id = _id_of(raw, f"{kind} #{index + 1}")
        raw = dict(raw)
        _words_elsewhere(raw, CARD_TEXTS[kind], name, card_id, book, draft)
        if isinstance(raw.get("id"), str) and raw["id"]:
            for field_name in CARD_TEXTS[kind]:
                raw[field_name] = book.take(draft, name, f"{raw['id']}.{field_name}")
        try:
            card = model.model_validate(raw)
        except ValidationError as error:
            for loc, message in _errors(error, model):
                draft.problem(name, card_id, _field(loc), message)
            draft.invalid.append(Invalid(kind=kind, file=name, id=raw.get("id"), raw=raw))
            continue
        getattr(draft, CARD_LISTS[kind]).append(card)


def _read_scenario(table: dict[str, Any] | None, name: str, book: TextBook, draft: Draft) -> None:
    if table is None:
        return
    label = _scenario_label(table, name)
    _scenario_words(table, name, label, book, draft)
    objective_problems = _objective_problems(table.get("objective"), ("objective",))
    for loc, message in objective_problems:
        draft.problem(name, label, _field(loc), message)
    try:
        scenario = Scenario.model_validate(table)
    except ValidationError as error:
        for loc, message in _errors(error, Scenario):
            if objective_problems and loc and loc[0] == "objective":
                continue  # already said precisely above
            card_id, loc = _scenario_part(table, label, loc)
            draft.problem(name, card_id, _field(loc), message)
        draft.invalid_scenarios.append((name, table))
        return
    draft.scenarios.append((name, scenario))


def _scenario_words(table: dict[str, Any], name: str, label: str, book: TextBook, draft: Draft) -> None:
    """Put the scenario's words (texts.py: [sNN] in scenarios.toml) into its raw table, in place."""
    number = table.get("number")
    key = f"s{number:02d}" if isinstance(number, int) else f"s{Path(name).stem}"
    file = "scenarios.toml"
    _words_elsewhere(table, (*SCENARIO_TEXTS, "content_note", "loss_lines"), name, label, book, draft)
    for part in SCENARIO_TEXTS:
        table[part] = book.take(draft, file, f"{key}.{part}")
    table["content_note"] = book.take(draft, file, f"{key}.content_note", optional=True)
    table["loss_lines"] = _loss_lines(book, draft, file, key)
    if "flag_words" in table:
        _words_elsewhere(table, ("flag_words",), name, label, book, draft)
    table["flag_words"] = {
        flag: book.take(draft, file, f"{key}.flags.{flag}") for flag in _objective_flags(table.get("objective"))
    }
    for entry in _entries(table.get("triggers")):
        _words_elsewhere(entry, ("title", "text"), name, str(entry.get("id", label)), book, draft)
        if isinstance(entry.get("id"), str):
            where = f"{key}.triggers.{entry['id']}"
            if book.has(file, where):  # a pack written before triggers had titles: [sNN.triggers] <id> = text
                entry["text"] = book.take(draft, file, where)
                continue
            entry["title"] = book.take(draft, file, f"{where}.title")
            entry["text"] = book.take(draft, file, f"{where}.text")
            for answer in _entries(entry.get("choices")):  # a choice's answers: their button, what is then read
                _words_elsewhere(answer, ("label", "text"), name, str(entry["id"]), book, draft)
                if isinstance(answer.get("flag"), str):
                    for part in ("label", "text"):
                        answer[part] = book.take(draft, file, f"{where}.choices.{answer['flag']}.{part}")
    for entry in _entries(table.get("variants")):
        _words_elsewhere(entry, ("text",), name, str(entry.get("id", label)), book, draft)
        if isinstance(entry.get("id"), str):
            entry["text"] = book.take(draft, file, f"{key}.variants.{entry['id']}")
    setups = [table.get("setup"), *_entries(table.get("conditional_setup"))]
    for setup in (s for s in setups if isinstance(s, dict)):
        for contact in _entries(setup.get("contacts")):
            contact_id = contact.get("id")
            if not isinstance(contact_id, str):
                continue
            _words_elsewhere(contact, ("name",), name, contact_id, book, draft)
            contact["name"] = book.take(draft, file, f"{key}.contacts.{contact_id}.name")
            narratives = [e for e in _entries(contact.get("effects")) if e.get("kind") == "narrative"]
            for effect in narratives:
                _words_elsewhere(effect, ("text",), name, contact_id, book, draft)
            if len(narratives) > 1:
                draft.problem(name, contact_id, "effects", "one narrative effect per contact: its words are `call`")
            for effect in narratives[:1]:
                effect["text"] = book.take(draft, file, f"{key}.contacts.{contact_id}.call")


def _objective_flags(node: Any) -> list[str]:
    """The flags an objective asks for (each needs its words for the progress line)."""
    if not isinstance(node, dict):
        return []
    found = [f for f in node.get("flags", []) if isinstance(f, str)] if isinstance(node.get("flags"), list) else []
    for key in ("all_of", "any_of"):
        if isinstance(node.get(key), list):
            found += [f for child in node[key] for f in _objective_flags(child)]
    return list(dict.fromkeys(found))


def _entries(value: Any) -> list[dict[str, Any]]:
    return [entry for entry in value if isinstance(entry, dict)] if isinstance(value, list) else []


def _scenario_label(table: dict[str, Any], name: str) -> str:
    number = table.get("number")
    if isinstance(number, int):
        return f"scenario {number}"
    return f"scenario {Path(name).stem}"


def _scenario_part(table: dict[str, Any], label: str, loc: tuple[Any, ...]) -> tuple[str, tuple[Any, ...]]:
    """Name a contact or trigger by its own id when the error sits inside one."""
    for key in ("contacts", "triggers"):
        if key in loc:
            at = loc.index(key)
            if at + 1 < len(loc) and isinstance(loc[at + 1], int):
                holder: Any = table
                for step in loc[: at + 2]:
                    try:
                        holder = holder[step]
                    except (KeyError, IndexError, TypeError):
                        holder = None
                        break
                if isinstance(holder, dict) and isinstance(holder.get("id"), str):
                    return holder["id"], loc[at + 2 :]
    return label, loc


def _objective_problems(node: Any, loc: tuple[Any, ...]) -> list[tuple[tuple[Any, ...], str]]:
    """An objective is a small tree; say exactly which node is wrong rather than every union member's complaint."""
    if node is None:
        return [(loc, "field required")]
    if not isinstance(node, dict):
        return [(loc, "expected a table, e.g. {clear_in_each_timeline = 1}")]
    keys = sorted(node)
    known = sorted([*OBJECTIVE_LEAVES, "all_of", "any_of"])
    if len(keys) != 1 or keys[0] not in known:
        return [(loc, f"expected exactly one of {', '.join(known)}; found {', '.join(keys) or 'nothing'}")]
    key = keys[0]
    if key in ("all_of", "any_of"):
        children = node[key]
        if not isinstance(children, list) or not children:
            return [((*loc, key), "expected a non-empty list of objectives")]
        return [p for i, child in enumerate(children) for p in _objective_problems(child, (*loc, key, i))]
    try:
        OBJECTIVE_LEAVES[key].model_validate(node)
    except ValidationError as error:
        return [((*loc, *sub), message) for sub, message in _errors(error)]
    return []


# --- pydantic errors, said plainly -------------------------------------------------

# Errors a model validator raises name no field; say which field the rule is about.
MODEL_RULE_FIELDS = (
    ("deterioration symbol", "deterioration"),
    ("no rewards", "rewards"),
    ("inquiry space", "inquiry"),
    ("set_flag needs a flag", "flag"),
    ("narrative needs a text", "text"),
    ("a trigger needs exactly one of", "on_memory_placed|on_clear_placed|on_day|on_band"),
)
EFFECT_FIELDS = {"green", "orange", "red", "black", "kind"}


def _errors(error: ValidationError, model: type[BaseModel] | None = None) -> list[tuple[tuple[Any, ...], str]]:
    said = []
    for item in error.errors():
        loc = tuple(item["loc"])
        kind = item["type"]
        message = item["msg"]
        if kind == "missing":
            message = "field required"
        elif kind == "extra_forbidden":
            message = "unknown field"
        elif kind == "literal_error":
            expected = item.get("ctx", {}).get("expected", "")
            names = [step for step in loc if isinstance(step, str)]
            what = "effect" if names and names[-1] in EFFECT_FIELDS else "value"
            message = f"unknown {what} {item['input']!r} (known: {expected})"
        elif message.startswith("Value error, "):
            message = message[len("Value error, ") :]
        if kind == "value_error" and not any(isinstance(step, str) for step in loc[-1:]):
            field = next((f for words, f in MODEL_RULE_FIELDS if words in message), "")
            if field:
                loc = (*loc, field)
        said.append((loc, message))
    return said


def _field(loc: tuple[Any, ...]) -> str:
    text = ""
    for step in loc:
        if isinstance(step, int):
            text += f"[{step}]"
        else:
            text += f".{step}" if text else str(step)
    return text


def _id_of(raw: Any, fallback: str) -> str:
    value = raw.get("id") if isinstance(raw, dict) else None
    if isinstance(value, str) and value:
        return value
    return fallback
