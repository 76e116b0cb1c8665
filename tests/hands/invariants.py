"""Checks that hold after every decision of every game of "...and then, we held hands." (random play)."""

from __future__ import annotations

import json
import random
from dataclasses import dataclass, field

from bot.games.errors import RuleError
from bot.games.events import CHANNEL, Event
from bot.games.hands.engine import Action, GameState, Outcome, apply, legal_actions, public_view, view
from bot.games.hands.engine.board import board_of, objective_ring
from bot.games.hands.engine.objective import is_argument
from bot.games.hands.engine.rows import visible
from bot.games.hands.engine.vocab import BALANCE_LIMIT, CENTRE, Phase, Side
from tests.hands.helpers import copy


@dataclass
class Before:
    """What a check needs of the state a decision was taken in."""

    nodes: tuple[str, str]
    argument: tuple[str, str] | None  # the face-up argument's emotion and ring
    results_so_far: int


@dataclass
class Game:
    """One game's running record, across its decisions."""

    endings: int = 0
    actions: list[Action] = field(default_factory=list)


def before(state: GameState, game: Game) -> Before:
    argument = None
    if state.objective is not None and is_argument(state.rules, state.objective):
        ring = objective_ring(state)
        argument = (str(state.rules.objectives[state.objective].emotion), str(ring))
    return Before((state.players[0].node, state.players[1].node), argument, game.endings)


def check_state(state: GameState) -> None:
    for player in state.players:
        assert -BALANCE_LIMIT <= player.balance <= BALANCE_LIMIT, f"{player.name}'s balance is {player.balance} (H4)"
    assert len(state.path) == len(set(state.path)), f"a node entered twice this turn: {state.path} (H9)"
    places = list(state.deck)
    for player in state.players:
        places += player.row + player.discards
    assert sorted(places) == sorted(state.rules.cards), "every emotion card is in exactly one place"
    objectives = [o for deck in state.objective_sets for o in deck] + ([state.objective] if state.objective else [])
    assert len(objectives) == len(set(objectives))
    assert len(objectives) + 8 * state.set_index + state.completed == 24 or state.set_index == 3
    assert (state.result is None) == bool(legal_actions(state)), "open decisions exactly while the game goes on"


def check_outcome(state: GameState, was: Before, outcome: Outcome, game: Game) -> None:
    board = board_of(state.rules)
    south, north = state.players
    if south.node == north.node and south.node != CENTRE and (south.node, north.node) != was.nodes:
        # H15: only an argument brings the tokens together, on its emotion and ring (H16)
        assert was.argument == (str(board.emotion[south.node]), str(board.ring[south.node])), (
            f"tokens share {south.node} without an argument there"
        )
    endings = [i for i, e in enumerate(outcome.events) if e.kind in ("won", "lost")]
    game.endings += len(endings)
    assert game.endings <= 1, "the game ended twice"
    if endings:
        assert endings == [len(outcome.events) - 1], "the event that ends the game is the last"
        assert state.result is not None and state.phase == Phase.OVER
    else:
        assert state.result is None
    check_events(state, outcome.events)


def check_events(state: GameState, events: list[Event]) -> None:
    """H19: an event carries no card id, objective id or seed, and every half it shows is shown now."""
    secrets = set(state.rules.cards) | set(state.rules.objectives)
    for event in events:
        assert event.audience == CHANNEL, "nobody holds a secret in this game: every event is public"
        text = json.dumps(event.data)
        words = {w.strip('"') for w in text.replace(",", " ").replace(":", " ").replace("[", " ").split()}
        assert not words & secrets, f"{event.kind} names a card or an objective"
        if event.kind == "drew":
            assert event.data["shows"] == _drawn_halves(state, events, event), "drew shows what was not shown"
        if event.kind == "perspective_turned":
            assert event.data["shows"] == [str(h) for h in visible(state, event.data["seat"])]
        if event.kind == "stepped" and event.data["node"] != CENTRE:
            assert event.data["half"] == board_of(state.rules).emotion[event.data["node"]]


def _drawn_halves(state: GameState, events: list[Event], drew: Event) -> list[str]:
    """H10 (2), as amended: the halves the drawn cards showed as they were drawn, even when the row then turned
    (a perspective_turned event of that seat after the draw) and covers them now."""
    seat = drew.data["seat"]
    player = state.players[seat]
    count = drew.data["count"]
    turned = any(e.kind == "perspective_turned" and e.data["seat"] == seat for e in events[events.index(drew) :])
    side = player.side if not turned else (Side.LEFT if player.side == Side.RIGHT else Side.RIGHT)
    cards = [state.rules.cards[card] for card in player.row[len(player.row) - count :]] if count else []
    return [str(card.left if side == Side.LEFT else card.right) for card in cards]


def hide_differently(state: GameState, seed: int) -> GameState:
    """The same table with everything hidden drawn again: every covered half, the deck's order and contents
    outside the rows, the discard piles' contents, the objective decks' order, the seed (H19)."""
    rnd = random.Random(seed)
    other = copy(state)
    other.seed = rnd.randrange(10**12, 10**13)
    for deck in other.objective_sets:
        rnd.shuffle(deck)
    cards = other.rules.cards
    setup = other.phase in (Phase.FIRST_PLAYER, Phase.HALVES)
    for _ in range(50):
        pool = list(cards)
        rnd.shuffle(pool)
        rows: list[list[str]] = []
        try:
            for player in other.players:
                if setup or player.side is None:  # H7: both halves are seen at setup: keep those cards
                    rows.append(list(player.row))
                    continue
                row = []
                for card in player.row:
                    shown = cards[card].left if player.side == Side.LEFT else cards[card].right
                    match = next(
                        c
                        for c in pool
                        if (cards[c].left if player.side == Side.LEFT else cards[c].right) == shown
                        and all(c not in r for r in rows)
                        and not (setup and c in (p.row for p in other.players))
                    )
                    pool.remove(match)
                    row.append(match)
                rows.append(row)
        except StopIteration:
            continue
        kept = {c for row in rows for c in row}
        rest = [c for c in pool if c not in kept]
        for player, row in zip(other.players, rows, strict=True):
            player.row = row
        for player in other.players:
            size = len(player.discards)
            player.discards, rest = rest[:size], rest[size:]
        other.deck = rest
        return other
    return other  # no other dealing fits (rare): the objectives and the seed still changed


def check_hidden(state: GameState, seed: int) -> None:
    """H19: the views and the open decisions are the same whatever is hidden (so the bot partner, reading only
    the public view, and a player reading the legal moves learn nothing hidden)."""
    other = hide_differently(state, seed)
    assert public_view(other) == public_view(state), "the public view shows something hidden"
    assert view(other, 0) == view(state, 0) and view(other, 1) == view(state, 1)
    assert legal_actions(other) == legal_actions(state), "the open decisions depend on something hidden"


def candidates(state: GameState) -> list[Action]:
    """Decisions a player might try now, open or not."""
    board = board_of(state.rules)
    out: list[Action] = []
    for seat in (0, 1):
        out += [Action("first", seat, target=t) for t in (0, 1)]
        out += [Action("half", seat, choice=c) for c in ("left", "right")]
        out += [Action("perspective", seat, choice=c) for c in ("keep", "turn")]
        out.append(Action("end", seat))
        here = state.players[seat].node
        for node in (*board.neighbours[3][here], here, "X9"):
            for row in (0, 1):
                for card in range(len(state.players[row].row) + 1):
                    out.append(Action("step", seat, node=node, row=row, card=card))
    return out


def check_decisions(state: GameState, rnd: random.Random, sample: int | None) -> None:
    """Every open decision applies; everything else is refused with a reason and changes nothing."""
    legal = legal_actions(state)
    openings = legal if sample is None else rnd.sample(legal, min(sample, len(legal)))
    for action in openings:
        apply(copy(state), action)
    others = [a for a in candidates(state) if a not in legal]
    if sample is not None:
        others = rnd.sample(others, min(sample * 4, len(others)))
    before_text = json.dumps(public_view(state), sort_keys=True)
    for action in others:
        try:
            apply(state, action, legal=legal)
        except RuleError as refusal:
            assert refusal.message and refusal.key, f"{action} refused without a reason"
        else:
            raise AssertionError(f"{action} is not open but was applied")
    assert json.dumps(public_view(state), sort_keys=True) == before_text
