"""Building packs for tests: the shipped pack copied to a temporary folder, with broken pieces laid over it."""

from __future__ import annotations

import re
import shutil
from pathlib import Path

from bot.games.holding_on.content_pack import PackError, PackProblem, load_pack

REPO = Path(__file__).resolve().parents[2]
SHIPPED = REPO / "content"
BROKEN = Path(__file__).resolve().parent / "broken"


def copy_shipped(tmp_path: Path, languages: tuple[str, ...] | None = ("en",)) -> Path:
    """A copy of the shipped pack in `tmp_path/content` (same folder name, so messages read 'content/...').

    Only the words of `languages` are copied (default: the pack's own, English; None: every language): a
    test that breaks or adds one English text then gets one message, not one more for each translation
    lacking its key. The shipped translations are checked as shipped (test_shipped_pack, test_texts).
    """
    root = tmp_path / "content"
    text = SHIPPED / "text"

    def other_languages(folder: str, names: list[str]) -> list[str]:
        if languages is None or Path(folder) != text:
            return []
        return [name for name in names if (text / name).is_dir() and name not in languages]

    shutil.copytree(SHIPPED, root, ignore=other_languages)
    return root


def overlay(root: Path, layer: Path) -> None:
    """Lay `layer` over the pack in `root`: same name replaces, a leading '+' appends (broken/README.md)."""
    for source in sorted(p for p in layer.rglob("*") if p.is_file() and p.suffix == ".toml"):
        relative = source.relative_to(layer)
        if relative.name.startswith("+"):
            target = root / relative.parent / relative.name[1:]
            with target.open("a", encoding="utf-8") as handle:
                handle.write(source.read_text(encoding="utf-8"))
        else:
            target = root / relative
            target.parent.mkdir(parents=True, exist_ok=True)
            shutil.copyfile(source, target)


def broken_pack(tmp_path: Path, name: str) -> Path:
    root = copy_shipped(tmp_path)
    overlay(root, BROKEN / name)
    return root


def problems_of(root: Path) -> list[PackProblem]:
    try:
        load_pack(root)
    except PackError as error:
        return error.problems
    return []


def edit(root: Path, file: str, old: str, new: str) -> None:
    """Replace one exact piece of text in one pack file (it must be there exactly once). A space in `old` also
    matches a line the text file breaks there (TOML's ` \\` and newline): a text is found by its words, wherever
    its author wrapped them."""
    path = root / file
    text = path.read_text(encoding="utf-8")
    pattern = re.compile(re.escape(old).replace(r"\ ", r"(?: |\s?\\\n)"))
    found = pattern.findall(text)
    assert len(found) == 1, f"{old!r} should appear once in {file}"
    path.write_text(pattern.sub(lambda _: new, text), encoding="utf-8")
