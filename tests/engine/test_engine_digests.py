"""Every game of a fixed set plays exactly as the recorded engine played it (tests/engine/differential.py).

Legal actions (and their order), events, undoability, views and the final state:
a change meant to leave the rules alone (a faster engine, a refactor) leaves
every digest as it was. A ruling changed on purpose changes some: regenerate
the fixture with `python -m tests.engine.differential --write` and say why.
"""

import json

from tests.engine.differential import FIXTURE, cases, digests


def test_every_recorded_game_plays_the_same():
    expected = json.loads(FIXTURE.read_text())
    assert sorted(expected) == sorted(case.name for case in cases()), "the fixture does not match the set of games"
    found = digests()
    changed = [name for name in expected if found[name] != expected[name]]
    assert not changed, f"{len(changed)} of {len(expected)} games play differently, first {changed[0]}"
