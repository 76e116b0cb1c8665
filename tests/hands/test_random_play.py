"""Long random play (slow tier): many games at every difficulty, every invariant after every decision, every
decision open tried and every other one refused; and the bot partner, in both chairs, within its time."""

from __future__ import annotations

import random

import pytest

from bot.games.hands.engine import apply, legal_actions, public_view, state_from_json, state_to_json
from bot.games.hands.partner import HandsPartner
from tests.hands import invariants
from tests.hands.helpers import fresh, random_table

DIFFICULTIES = ["normal", "challenging", "difficult", "impossible"]


def _play(state, choose, seed: int, *, thorough: bool) -> None:
    record = invariants.Game()
    rnd = random.Random(seed)
    lost_at_once = state.result is not None  # a table laid out at random may leave its player no step (H18 a)
    while state.result is None:
        if thorough:
            invariants.check_decisions(state, rnd, None)
            invariants.check_hidden(state, rnd.randrange(10**9))
        legal = legal_actions(state)
        was = invariants.before(state, record)
        outcome = apply(state, choose(state, legal, rnd))
        invariants.check_state(state)
        invariants.check_outcome(state, was, outcome, record)
        text = state_to_json(state)
        assert state_to_json(state_from_json(text)) == text
    assert record.endings == (0 if lost_at_once else 1)


@pytest.mark.slow
@pytest.mark.parametrize("difficulty", DIFFICULTIES)
def test_random_games_keep_every_invariant(difficulty):
    for game in range(40):
        start = random_table(difficulty, game) if game % 2 else fresh(difficulty, 10**12 + game, "choose")
        _play(start, lambda state, legal, rnd: rnd.choice(legal), game, thorough=True)


@pytest.mark.slow
@pytest.mark.parametrize("difficulty", DIFFICULTIES)
def test_partner_games_keep_every_invariant_and_decide_within_100_ms(difficulty):
    import time

    times: list[float] = []
    for game in range(25):
        partners = [HandsPartner(0), HandsPartner(1)]

        def choose(state, legal, rnd, partners=partners):
            began = time.thread_time()  # CPU time of this thread: one core, whatever else runs on the machine
            action = partners[legal[0].seat].choose(public_view(state))
            times.append(time.thread_time() - began)
            return action

        _play(fresh(difficulty, 500 + game), choose, game, thorough=False)
    times.sort()
    assert times[int(0.99 * len(times))] < 0.1  # the partner's budget: 100 ms at the 99th percentile
