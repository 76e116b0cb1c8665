"""The engine's games, as digests: a change that should not change any game is checked against them.

For each game of a fixed set (players, scenarios, options, seeds; a random or the
baseline player), the digest covers everything the engine says: the list of
legal actions at every step (their order too), the events of every outcome (and
the start events), the views now and then, and the state's JSON at the end. The
expected digests, made by the engine as it was, live in
`data/engine_digests.json`; `test_engine_digests.py` replays the set and compares.

An intended change of the rules (a ruling amended, RULES_VERSION bumped), of the
shipped pack or of the baseline policy (tools/policies.py) changes some games:
regenerate with `python -m tests.engine.differential --write` and say in the commit
why the games changed.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import random
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from bot.games.holding_on.engine import (
    ContentPack,
    Event,
    apply,
    legal_actions,
    new_game,
    public_view,
    start_events,
    state_to_json,
    view,
)
from tests.engine.helpers import varied_options
from tools.policies import BaselinePolicy

FIXTURE = Path(__file__).parent / "data" / "engine_digests.json"
NAMES = ["Ana", "Ben", "Cy", "Di"]
SEED = 20_240_601
VIEW_EVERY = 25  # decisions between two views: they read most of the state, and are what players see


@dataclass(frozen=True)
class Case:
    """One game: which pack and scenario, how many players, which seed, options and player."""

    pack: str  # "shipped" or "fixture"
    scenario: int
    players: int
    game: int
    policy: str = "random"

    @property
    def name(self) -> str:
        return f"{self.pack}/s{self.scenario}/p{self.players}/{self.policy}/g{self.game}"


def cases() -> Iterator[Case]:
    for players in (2, 3, 4):
        for scenario in (1, 2):  # what `simulate` plays most: 40 games each
            for game in range(40):
                yield Case("shipped", scenario, players, game)
        for scenario in range(3, 11):  # the later scenarios' setups, contacts, triggers and objectives
            for game in range(3):
                yield Case("shipped", scenario, players, game)
        for scenario in (1, 2):  # the engine tests' pack (its arranged events and contacts)
            for game in range(6):
                yield Case("fixture", scenario, players, game)
        for scenario in (1, 2, 5, 9):  # a player who gets far: talks, inquiries, calls and wins
            for game in range(2):
                yield Case("shipped", scenario, players, game, policy="baseline")


def _packs() -> dict[str, ContentPack]:
    from bot.games.holding_on.content_pack.loader import load_pack
    from tests.fixtures.pack import fixture_pack

    return {"shipped": load_pack(None), "fixture": fixture_pack()}


def _events_text(events: list[Event]) -> str:
    return json.dumps([e.to_dict() for e in events], sort_keys=True)


def _views_text(state: Any) -> str:
    seen = [public_view(state)] + [view(state, seat) for seat in range(state.players)]
    return json.dumps(seen, sort_keys=True, default=str)


def play(case: Case, pack: ContentPack) -> str:
    """The digest of one game (16 hex digits). Even games hand the listed actions back to `apply`."""
    from tools.simulate import campaign_flags_before

    flags = campaign_flags_before(pack, case.scenario) if case.pack == "shipped" else []
    seed = SEED + 1000 * case.scenario + case.game
    state = new_game(
        pack, case.scenario, NAMES[: case.players], seed=seed, options=varied_options(case.game), campaign_flags=flags
    )
    chooser = random.Random(seed) if case.policy == "random" else BaselinePolicy(seed)
    digest = hashlib.sha256(_events_text(start_events(state)).encode())
    reuse = case.game % 2 == 0
    legal = legal_actions(state)
    decisions = 0
    while state.result is None:
        digest.update(repr(legal).encode())
        action = chooser.choice(legal) if isinstance(chooser, random.Random) else chooser.choose(state, legal)
        outcome = apply(state, action, legal=legal) if reuse else apply(state, action)
        digest.update(_events_text(outcome.events).encode())
        digest.update(b"u" if outcome.undoable else b"-")
        legal = outcome.legal() if reuse else legal_actions(state)
        decisions += 1
        if decisions % VIEW_EVERY == 0:
            digest.update(_views_text(state).encode())
        assert decisions < 5000, f"{case.name}: a game that never ends"
    digest.update(repr(legal).encode())
    digest.update(state_to_json(state).encode())
    digest.update(_views_text(state).encode())
    return digest.hexdigest()[:16]


def digests() -> dict[str, str]:
    packs = _packs()
    return {case.name: play(case, packs[case.pack]) for case in cases()}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--write", action="store_true", help=f"write {FIXTURE.name} from the engine as it is")
    args = parser.parse_args()
    found = digests()
    if args.write:
        FIXTURE.parent.mkdir(exist_ok=True)
        FIXTURE.write_text(json.dumps(found, indent=0, sort_keys=True) + "\n")
        print(f"wrote {len(found)} digests to {FIXTURE}")
        return
    expected = json.loads(FIXTURE.read_text())
    changed = [name for name in expected if found.get(name) != expected[name]]
    print(f"{len(found)} games, {len(changed)} changed" + (f": first {changed[0]}" if changed else ""))


if __name__ == "__main__":
    main()
