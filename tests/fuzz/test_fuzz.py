"""The fuzzer in CI (issue 11): zero unhandled exceptions, zero unanswered interactions, zero state changes on refusal.

The default tier sends 1,000 fuzzed interactions (about 10 s: the whole
default run stays well inside its 90 s); the slow tier (`python -m pytest -m
slow`, which `.ci/run` runs too) sends 1,000 more for each of three other
seeds. `python -m tests.fuzz --commands 10000 --seed N` is the long run, by hand.
"""

from __future__ import annotations

import pytest

from tests.cogs.conftest import shipped_pack
from tests.fuzz.session import Fuzzer

COMMANDS = 1000


async def _fuzz(seed: int, commands: int) -> None:
    findings = await Fuzzer(seed, commands, pack=shipped_pack()).run()
    assert findings.commands >= commands
    assert findings.clean, "\n".join(findings.lines(tracebacks=True))


async def test_1000_fuzzed_interactions_find_nothing() -> None:
    await _fuzz(seed=11, commands=COMMANDS)


@pytest.mark.slow
@pytest.mark.parametrize("seed", [1, 2, 3])
async def test_1000_more_fuzzed_interactions_for_other_seeds_find_nothing(seed: int) -> None:
    await _fuzz(seed=seed, commands=COMMANDS)
