"""A newcomer's path, walked by the README's own commands in a fresh copy of the clone (issue 36).

The commands are read from the README, not copied here: when the README changes a command, this runs the
new one. The two quick-start commands install into a fresh virtual environment from the package index (the
test command's pytest only collects here, through PYTEST_ADDOPTS: the suite itself is what CI runs); then the
terminal's quick start plays a line of each game, and the server steps read a placeholder token, then a
token-shaped one, as a host would.
"""

from __future__ import annotations

import base64
import os
import re
import shutil
import subprocess
from pathlib import Path

import pytest

pytestmark = pytest.mark.slow
ROOT = Path(__file__).resolve().parents[2]
README = (ROOT / "README.md").read_text(encoding="utf-8")
NOTHING_SECRET = {"DISCORD_TOKEN", "DATABASE_URL", "DATABASE_PATH", "DEV_GUILD_ID", "PYTEST_ADDOPTS", "VIRTUAL_ENV"}


def commands(heading: str) -> list[str]:
    """The indented command lines of one README section, in order."""
    section = README.split(f"\n## {heading}\n", 1)[1].split("\n## ", 1)[0]
    return [line.strip() for line in section.splitlines() if re.match(r" {4}(python3?|\.venv/bin/) ", line + " ")]


@pytest.fixture(scope="module")
def clone(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """What `git clone` would give: the tracked files and the new ones not ignored (no .venv, no caches)."""
    listed = subprocess.run(
        ["git", "ls-files", "-z", "--cached", "--others", "--exclude-standard"],
        cwd=ROOT,
        capture_output=True,
        check=True,
    ).stdout.split(b"\0")
    target = tmp_path_factory.mktemp("clone") / "holding-on"
    for name in filter(None, (entry.decode() for entry in listed)):
        if (ROOT / name).is_file():
            (target / name).parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(ROOT / name, target / name)
    return target


def newcomer(clone: Path, *, active: bool = False) -> dict[str, str]:
    """A user's environment: none of our settings, a home of her own, the venv on PATH once activated."""
    env = {key: value for key, value in os.environ.items() if key not in NOTHING_SECRET}
    env["HOME"] = env["XDG_DATA_HOME"] = str(clone.parent / "home")
    if active:
        env["VIRTUAL_ENV"] = str(clone / ".venv")
        env["PATH"] = f"{clone / '.venv' / 'bin'}{os.pathsep}{env['PATH']}"
    return env


def run(clone: Path, line: str, *, stdin: str = "", active: bool = True, **extra: str) -> subprocess.CompletedProcess:
    env = newcomer(clone, active=active) | extra
    return subprocess.run(
        ["bash", "-c", line], cwd=clone, env=env, input=stdin, capture_output=True, text=True, timeout=900
    )


def test_the_quick_start_installs_and_runs_and_says_what_is_missing(clone: Path) -> None:
    run_bot, run_tests = commands("Quick start")
    assert "pip install -e ." in run_bot and "pytest" in run_tests

    started = run(clone, run_bot, active=False)
    assert started.returncode != 0 and "Traceback" not in started.stderr, started.stderr[-3000:]
    assert "DISCORD_TOKEN is not set" in started.stderr and "discord.com/developers" in started.stderr

    collected = run(clone, run_tests, active=False, PYTEST_ADDOPTS="--collect-only -q -p no:cacheprovider")
    assert collected.returncode == 0, (collected.stdout + collected.stderr)[-3000:]
    per_file = re.findall(r"^tests/\S+\.py: (\d+)$", collected.stdout, flags=re.M)  # -qq: a count per file
    assert sum(map(int, per_file)) > 1000 and "error" not in collected.stdout.lower(), collected.stdout[-2000:]


def test_the_terminal_quick_start_plays_each_game_and_resumes(clone: Path) -> None:
    holding_on, hands = commands("Play it now, at a terminal")
    first = run(clone, holding_on, stdin="help\nquit\n")
    assert first.returncode == 0 and "Traceback" not in first.stdout + first.stderr, first.stderr[-2000:]
    waiting = re.search(r"^Waiting for: (Ana|Ben|Cy): /shift reveal", first.stdout, flags=re.M)
    assert "Scenario 1: Arrivals" in first.stdout and waiting, first.stdout[-2000:]
    again = run(clone, "python -m bot local --resume", stdin="quit\n")
    assert again.returncode == 0 and waiting[0] in again.stdout, (again.stdout + again.stderr)[-2000:]

    ring = run(clone, hands, stdin="half left\nquit\n")  # its own file: the Holding On game above stays
    assert ring.returncode == 0, ring.stderr[-2000:]
    assert "Ana will see the left halves" in ring.stdout


def test_the_server_steps_refuse_the_placeholder_and_print_the_invite(clone: Path) -> None:
    steps = README.split("\n## Put it on your server\n", 1)[1].split("\n## ", 1)[0]
    assert "cp .env.example .env" in steps and "python -m bot invite" in steps and "python -m bot`" in steps
    shutil.copy(clone / ".env.example", clone / ".env")
    placeholder = run(clone, "python -m bot")
    assert placeholder.returncode != 0 and "placeholder" in placeholder.stderr, placeholder.stderr[-2000:]
    assert "Traceback" not in placeholder.stderr

    token = base64.b64encode(b"112233445566778899").decode().rstrip("=") + ".AAAAAA.a-made-up-token-for-tests"
    env = (clone / ".env").read_text(encoding="utf-8").replace("paste-your-bot-token-here", token)
    (clone / ".env").write_text(env, encoding="utf-8")
    invite = run(clone, "python -m bot invite")
    assert invite.returncode == 0, invite.stderr
    assert "client_id=112233445566778899&scope=bot+applications.commands&permissions=" in invite.stdout
