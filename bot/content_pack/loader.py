"""Read a pack folder: TOML (stdlib `tomllib`) into the engine's content models.

Layout (CONTENT.md):

    pack.toml            [pack]                -> PackInfo
    patients.toml        [[patient]]           -> PatientCard
    memories.toml        [[memory]]            -> Memory
    events.toml          [[event]]             -> EventCard
    scenarios/NN.toml    top-level Scenario fields, [setup], [[conditional_setup]], [[triggers]]

Every entry is validated on its own, so one bad card does not hide the next;
then the cross-file checks (checks.py) run over everything that parsed. All
problems are raised together in one PackError.
"""

from __future__ import annotations

import hashlib
import os
import tomllib
from pathlib import Path
from typing import Any

from pydantic import BaseModel, ValidationError

from bot.content_pack import checks
from bot.content_pack.draft import Draft, Invalid
from bot.content_pack.problems import PackError, PackProblem
from bot.engine.content import (
    ByDay,
    ClearInEachTimeline,
    ClearInTimeline,
    ClearMemories,
    ConditionAtLeast,
    ContentPack,
    EventCard,
    Flags,
    Memory,
    PackInfo,
    PatientCard,
    Scenario,
)

PACK_FILES = ("pack.toml", "patients.toml", "memories.toml", "events.toml")
MAX_FILE_BYTES = 5 * 1024 * 1024  # the shipped pack's largest file is under 40 kB
MAX_DEPTH = 32  # the shipped pack nests 7 deep (an objective's tree)
SCENARIO_DIR = "scenarios"
# file -> (the one top-level key it holds, the model of each entry, what an entry is called)
CARD_FILES: dict[str, tuple[str, type[BaseModel], str]] = {
    "patients.toml": ("patient", PatientCard, "patient"),
    "memories.toml": ("memory", Memory, "memory"),
    "events.toml": ("event", EventCard, "event"),
}
CARD_LISTS = {"patient": "patients", "memory": "memories", "event": "events"}
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
    return Path(__file__).resolve().parents[2] / "content"


def pack_files(root: Path) -> list[str]:
    """The files that make a pack, as paths relative to its folder, in a stable order (sorted, '/'-separated)."""
    names = [name for name in PACK_FILES if (root / name).is_file()]
    scenario_dir = root / SCENARIO_DIR
    if scenario_dir.is_dir():
        names += [f"{SCENARIO_DIR}/{p.name}" for p in scenario_dir.iterdir() if p.suffix == ".toml" and p.is_file()]
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


def load_pack(path: Path | str | None = None) -> ContentPack:
    """Load and check the pack in `path` (default: `default_pack_dir()`); raise PackError listing every problem."""
    root = Path(path) if path is not None else default_pack_dir()
    if not root.is_dir():
        raise PackError([PackProblem(str(root), "", "", "no content pack here: not a folder")])
    draft = read_draft(root)
    problems = draft.problems + checks.check(draft)
    if problems:
        raise PackError(problems)
    assert draft.info is not None  # a missing [pack] table is a problem above
    pack = ContentPack(
        pack=draft.info,
        patients=draft.patients,
        memories=draft.memories,
        events=draft.events,
        scenarios=sorted((scenario for _, scenario in draft.scenarios), key=lambda s: s.number),
    )
    return pack.model_copy(update={"hash": pack_hash(root)})


# --- reading ----------------------------------------------------------------------


def read_draft(root: Path) -> Draft:
    """Every file parsed and every entry validated on its own; problems collected, never raised."""
    draft = Draft(root_name=root.name or str(root))
    tables = {name: _read_toml(root, name, draft) for name in PACK_FILES}
    _read_info(tables["pack.toml"], draft)
    for name, (key, model, kind) in CARD_FILES.items():
        _read_cards(tables[name], name, key, model, kind, draft)
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
            _read_scenario(_read_toml(root, name, draft), name, draft)
    return draft


def _read_toml(root: Path, name: str, draft: Draft) -> dict[str, Any] | None:
    path = root / name
    if not path.is_file():
        draft.problem(name, "", "", "file missing")
        draft.missing.add(name)
        return None
    try:
        if path.stat().st_size > MAX_FILE_BYTES:  # refused before it is read: a pack file is a few kilobytes
            draft.problem(name, "", "", f"larger than {MAX_FILE_BYTES // (1024 * 1024)} MB: not a pack file")
        else:
            with path.open("rb") as handle:
                table = tomllib.load(handle)
            if _depth(table) <= MAX_DEPTH:
                return table
            draft.problem(name, "", "", f"nested more than {MAX_DEPTH} deep: not a pack file")
    except tomllib.TOMLDecodeError as error:
        draft.problem(name, "", "", f"not valid TOML: {error}")
    except UnicodeDecodeError as error:
        draft.problem(name, "", "", f"not UTF-8 text: {error}")
    except RecursionError:
        draft.problem(name, "", "", f"nested more than {MAX_DEPTH} deep: not a pack file")
    except OSError as error:
        draft.problem(name, "", "", f"cannot be read ({error.strerror or type(error).__name__})")
    draft.missing.add(name)
    return None


def _depth(value: object) -> int:
    """How deep tables and arrays nest in `value` (without recursion: the file decides how deep that is)."""
    deepest, stack = 0, [(value, 1)]
    while stack:
        item, depth = stack.pop()
        children = item.values() if isinstance(item, dict) else item if isinstance(item, list) else None
        if children is None:
            continue
        deepest = max(deepest, depth)
        if deepest > MAX_DEPTH:
            break
        stack.extend((child, depth + 1) for child in children)
    return deepest


def _read_info(table: dict[str, Any] | None, draft: Draft) -> None:
    if table is None:
        return
    for key in table:
        if key != "pack":
            draft.problem("pack.toml", "", key, "unknown table: pack.toml holds only [pack]")
    raw = table.get("pack")
    if not isinstance(raw, dict):
        draft.problem("pack.toml", "", "[pack]", "table missing")
        return
    try:
        draft.info = PackInfo.model_validate(raw)
    except ValidationError as error:
        for loc, message in _errors(error):
            draft.problem("pack.toml", "pack", _field(loc), message)


def _read_cards(
    table: dict[str, Any] | None, name: str, key: str, model: type[BaseModel], kind: str, draft: Draft
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
        try:
            card = model.model_validate(raw)
        except ValidationError as error:
            for loc, message in _errors(error, model):
                draft.problem(name, card_id, _field(loc), message)
            draft.invalid.append(Invalid(kind=kind, file=name, id=raw.get("id"), raw=raw))
            continue
        getattr(draft, CARD_LISTS[kind]).append(card)


def _read_scenario(table: dict[str, Any] | None, name: str, draft: Draft) -> None:
    if table is None:
        return
    label = _scenario_label(table, name)
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


def _scenario_label(table: dict[str, Any], name: str) -> str:
    number = table.get("number")
    if isinstance(number, int):
        return f"scenario {number}"
    return f"scenario {Path(name).stem}"


def _scenario_part(table: dict[str, Any], label: str, loc: tuple) -> tuple[str, tuple]:
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


def _objective_problems(node: Any, loc: tuple) -> list[tuple[tuple, str]]:
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


def _errors(error: ValidationError, model: type[BaseModel] | None = None) -> list[tuple[tuple, str]]:
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


def _field(loc: tuple) -> str:
    text = ""
    for step in loc:
        if isinstance(step, int):
            text += f"[{step}]"
        else:
            text += f".{step}" if text else str(step)
    return text


def _id_of(raw: Any, fallback: str) -> str:
    if isinstance(raw, dict) and isinstance(raw.get("id"), str) and raw["id"]:
        return raw["id"]
    return fallback
