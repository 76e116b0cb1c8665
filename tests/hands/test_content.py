"""content/hands/ loads with no problem; each broken pack fails naming file and field (H1, H2, H3)."""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from bot.games.hands.content_pack import check, default_pack_dir, load_pack
from bot.games.hands.engine import PackError

ROOT = Path(__file__).resolve().parents[2]
SHARED_BOARD = ROOT.parent / "shared" / "design" / "hands-board.json"


def test_the_shipped_pack_loads_and_its_board_is_the_design_notes_board():
    pack = load_pack()
    assert len(pack.board.nodes) == 57 and len(pack.cards) == 48 and len(pack.objectives) == 24 and pack.hash
    if SHARED_BOARD.is_file():  # beside a checkout, the design notes hold the board it was copied from
        assert json.loads((default_pack_dir() / "board.json").read_text()) == json.loads(SHARED_BOARD.read_text())


def _broken(tmp_path: Path, file: str, change) -> Path:
    root = tmp_path / "hands"
    shutil.copytree(default_pack_dir(), root)
    path = root / file
    if file.endswith(".json"):
        data = json.loads(path.read_text())
        change(data)
        path.write_text(json.dumps(data))
    else:
        path.write_text(change(path.read_text()))
    return root


def _set_emotion(data: dict, node: str, emotion: str) -> None:
    next(n for n in data["nodes"] if n["id"] == node)["emotion"] = emotion


CASES = [
    (
        "board.json",
        lambda d: d["edges"].append({"a": "O3", "b": "O40", "kind": "ring-outer"}),
        "hands/board.json: edges[132].b: no node 'O40'",
    ),
    (
        "board.json",
        lambda d: _set_emotion(d, "O0", "calm"),
        "hands/board.json: nodes: 14 sad nodes expected (H1), found 13",
    ),
    (
        "board.json",
        lambda d: d["edges"].remove({"a": "C", "b": "I6", "kind": "spoke-IC"}),
        "hands/board.json: edges: the centre has four lines, to I0, I2, I4, I6 (H1), not ['I0', 'I2', 'I4']",
    ),
    ("board.json", lambda d: d["nodes"].pop(), "hands/board.json: nodes: 57 places expected (H1), found 56"),
    (
        "board.json",
        lambda d: d["edges"][5].update(kind="spoke-IC"),
        "hands/board.json: edges[5].kind: a spoke-IC line cannot join",
    ),
    (
        "board.json",
        lambda d: d["nodes"][3].update(emotion="bored"),
        "hands/board.json: nodes[3].emotion: Input should be",
    ),
    (
        "cards.toml",
        lambda t: t.replace('left = "sad", right = "angry"', 'left = "sad", right = "sad"', 1),
        "hands/cards.toml: cards[0]: both halves are sad (H2)",
    ),
    (
        "cards.toml",
        lambda t: t.replace('    { id = "card48", left = "happy", right = "calm" },\n', ""),
        "hands/cards.toml: cards: 48 cards expected (H2), found 47",
    ),
    (
        "cards.toml",
        lambda t: t.replace('id = "card02"', 'id = "card01"'),
        "hands/cards.toml: cards[1].id: 'card01' appears twice",
    ),
    (
        "objectives.toml",
        lambda t: t.replace("bar = 3 }", "bar = 4 }", 1),
        "hands/objectives.toml: objectives[5].bar: Input should be less",
    ),
    (
        "objectives.toml",
        lambda t: t.replace("bar = 1 }", "bar = 0 }", 1),
        "hands/objectives.toml: objectives: sad: 3 plain and one of each bar 1, 2, 3 expected (H3), "
        "found bars [0, 0, 0, 0, 2, 3]",
    ),
    ("pack.toml", lambda t: t + "\nname = 'twice'\n", "hands/pack.toml: not valid TOML"),
]


@pytest.mark.parametrize(("file", "change", "says"), CASES, ids=[c[2].split(": ", 2)[-1][:40] for c in CASES])
def test_a_broken_pack_names_file_and_field(tmp_path, file, change, says, capsys):
    root = _broken(tmp_path, file, change)
    with pytest.raises(PackError) as error:
        load_pack(root)
    lines = [str(p) for p in error.value.problems]
    assert any(says in line for line in lines), lines
    assert check(str(root)) == 1
    err = capsys.readouterr().err.splitlines()
    assert any(says in line for line in err) and err[-1].endswith(("problem", "problems"))


def test_content_check_checks_both_games(tmp_path):
    out = subprocess.run([sys.executable, "-m", "bot", "content", "check"], capture_output=True, text=True, cwd=ROOT)
    assert out.returncode == 0, out.stderr
    lines = out.stdout.splitlines()
    assert len(lines) == 2 and "ok: and-then-we-held-hands 1: 57 places, 132 lines, 48 emotion cards" in lines[1]
    root = _broken(tmp_path, "cards.toml", lambda t: t.replace('right = "angry"', 'right = "sad"', 1))
    alone = subprocess.run(
        [sys.executable, "-m", "bot", "content", "check", str(root)], capture_output=True, text=True, cwd=ROOT
    )
    assert alone.returncode == 1 and alone.stdout == ""
    assert "hands/cards.toml: cards[0]: both halves are sad (H2)" in alone.stderr
