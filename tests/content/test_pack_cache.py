"""A pack that loaded once is read back from its kept body (issue 37: a start-up does not parse and check the
same files again), and only while the files, the language and the code that read them are the same."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from bot.games.holding_on.content_pack import PackError, cache, loader
from bot.games.holding_on.content_pack.loader import default_pack_dir
from bot.games.holding_on.content_pack.loader import load_pack as load_in_this_process


def load_pack(*args: object):
    """A load as a new process makes it: nothing kept in memory (loader._LOADED), only what the cache keeps."""
    loader._LOADED.clear()
    return load_in_this_process(*args)


@pytest.fixture
def pack_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))
    folder = tmp_path / "pack"
    shutil.copytree(default_pack_dir(), folder, ignore=shutil.ignore_patterns("hands"))
    return folder


def _reads(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """Every time the files are read and checked, by language."""
    read: list[str] = []
    real = loader._load

    def counting(root: Path, language: str | None):
        read.append(language or "own")
        return real(root, language)

    monkeypatch.setattr(loader, "_load", counting)
    return read


def test_the_second_load_is_the_same_pack_read_from_its_kept_body(pack_dir, monkeypatch):
    reads = _reads(monkeypatch)
    first = load_pack(pack_dir)
    again = load_pack(pack_dir)
    assert again == first and again.hash == first.hash
    assert reads == ["own"]  # the files were read and checked once
    assert len(list(cache.folder().glob("*.json"))) == 1


def test_each_language_is_kept_apart(pack_dir, monkeypatch):
    reads = _reads(monkeypatch)
    english, german = load_pack(pack_dir), load_pack(pack_dir, "de")
    assert load_pack(pack_dir, "de") == german != english
    assert reads == ["own", "de"]


def test_a_changed_file_is_read_and_checked_again(pack_dir, monkeypatch):
    reads = _reads(monkeypatch)
    before = load_pack(pack_dir)
    scenario = sorted((pack_dir / "scenarios").glob("*.toml"))[0]
    scenario.write_text(scenario.read_text(encoding="utf-8") + "\n# a note\n", encoding="utf-8")
    after = load_pack(pack_dir)
    assert reads == ["own", "own"] and after.hash != before.hash


def test_a_broken_pack_is_never_kept_and_still_refused(pack_dir, monkeypatch):
    (pack_dir / "memories.toml").write_text("this is not toml [", encoding="utf-8")
    for _ in range(2):
        with pytest.raises(PackError):
            load_pack(pack_dir)
    assert not cache.folder().exists() or list(cache.folder().glob("*.json")) == []


def test_a_kept_body_that_cannot_be_read_is_passed_by(pack_dir, monkeypatch):
    first = load_pack(pack_dir)
    (kept,) = cache.folder().glob("*.json")
    kept.write_text('{"pack": "not a pack"}', encoding="utf-8")
    reads = _reads(monkeypatch)
    assert load_pack(pack_dir) == first and reads == ["own"]  # read from the files, and kept whole again
    assert load_pack(pack_dir) == first and reads == ["own"]


def test_a_cache_that_cannot_be_written_does_not_stop_a_load(pack_dir, monkeypatch, tmp_path):
    blocked = tmp_path / "not-a-folder"
    blocked.write_text("a file where the cache folder would be", encoding="utf-8")
    monkeypatch.setenv("XDG_CACHE_HOME", str(blocked))
    reads = _reads(monkeypatch)
    assert load_pack(pack_dir) == load_pack(pack_dir)
    assert reads == ["own", "own"]


def test_the_code_that_reads_packs_is_part_of_the_key(pack_dir, monkeypatch):
    load_pack(pack_dir)
    monkeypatch.setattr(cache, "_code_digest", lambda: "another version of the loader")
    reads = _reads(monkeypatch)
    load_pack(pack_dir)
    assert reads == ["own"]


def test_a_changed_story_bible_is_checked_again(pack_dir, monkeypatch):
    """STORY.md is not a pack file (the pack's hash leaves it out), but the checks read it: a pack kept before it
    changed is not a pass for the new one."""
    reads = _reads(monkeypatch)
    load_pack(pack_dir)
    story = pack_dir / "STORY.md"
    story.write_text(story.read_text(encoding="utf-8") + "\nA line added by the test.\n", encoding="utf-8")
    load_pack(pack_dir)
    assert reads == ["own", "own"]
