"""One test (at least) per ruling H1-H20 of HANDS.md, each from a table arranged by hand.

Board facts used (content/hands/board.json): on the outer ring O12 sad, O13 calm, O14 angry,
O15 happy, O16 angry (South's start, on the middle line), O17 sad, O18 calm, O19 angry; O0 sad
(North's start), O1 angry, O31 calm; inner ring I0 angry, I1 calm, I4 sad; the centre C.
"""

from __future__ import annotations

import json

import pytest

from bot.games.events import Event
from bot.games.hands.engine import Action, GameState, apply, legal_actions, public_view, start_events
from bot.games.hands.engine.board import board_of
from bot.games.hands.engine.flow import advance
from bot.games.hands.engine.objective import is_argument
from bot.games.hands.engine.vocab import ARGUMENT_BARS, Difficulty, Phase, Side
from bot.games.hands.partner import HandsPartner
from tests.hands.helpers import (
    NORTH,
    PACK,
    SOUTH,
    arrange,
    end,
    fresh,
    kinds,
    refused,
    rules,
    shows,
    started,
    step,
    steps_to,
)

# --- Components -------------------------------------------------------------------------------------


def test_h1_the_board_is_content_with_its_rings_spokes_and_centre():
    board = board_of(rules())
    nodes = PACK.board.nodes
    assert len(nodes) == 57 and len(PACK.board.edges) == 132
    assert sorted({n.emotion for n in nodes if n.emotion}) == ["angry", "calm", "happy", "sad"]
    for emotion in ("sad", "angry", "calm", "happy"):
        assert sum(1 for n in nodes if n.emotion == emotion) == 14
    every = board.neighbours[3]
    for j in range(16):  # O(2j)-M(j) straight; O(2j+1) to M(j) and M(j+1)
        assert f"M{j}" in every[f"O{2 * j}"]
        assert {f"M{j}", f"M{(j + 1) % 16}"} <= set(every[f"O{2 * j + 1}"])
    for j in range(8):  # M(2j)-I(j); M(2j+1) to I(j) and I(j+1)
        assert f"I{j}" in every[f"M{2 * j}"]
        assert {f"I{j}", f"I{(j + 1) % 8}"} <= set(every[f"M{2 * j + 1}"])
    assert set(every["C"]) == {"I0", "I2", "I4", "I6"}
    assert {"O31", "O1"} <= set(every["O0"]) and {"M15", "M1"} <= set(every["M0"]) and {"I7", "I1"} <= set(every["I0"])


def test_h2_the_emotion_cards_are_the_twelve_ordered_pairs_four_times():
    pairs = [(c.left, c.right) for c in PACK.cards]
    assert len(pairs) == 48 and all(left != right for left, right in pairs)
    assert all(pairs.count(pair) == 4 for pair in set(pairs)) and len(set(pairs)) == 12
    for side in (0, 1):
        for emotion in ("sad", "angry", "calm", "happy"):
            assert sum(1 for pair in pairs if pair[side] == emotion) == 12


def test_h3_the_objectives_are_six_per_emotion_dealt_into_three_sets_of_eight():
    for emotion in ("sad", "angry", "calm", "happy"):
        assert sorted(o.bar for o in PACK.objectives if o.emotion == emotion) == [0, 0, 0, 1, 2, 3]
    state = fresh(seed=3)
    assert [len(deck) for deck in state.objective_sets] == [8, 8, 8]
    assert sorted(o for deck in state.objective_sets for o in deck) == sorted(state.rules.objectives)


def test_h4_each_half_used_moves_the_balance_calm_and_happy_up_sad_and_angry_down():
    state = arrange(fresh(), rows=(["happy", "angry", "sad"], []))
    assert [p.balance for p in state.players] == [0, 0]
    step(state, "O15", SOUTH, 0)  # happy: +1
    assert state.players[SOUTH].balance == 1
    step(state, "O14", SOUTH, 0)  # angry: -1
    assert state.players[SOUTH].balance == 0
    assert [p.balance for p in fresh().players] == [0, 0]  # H4: both start at 0


# --- Seats, halves, setup -----------------------------------------------------------------------------


def test_h5_south_starts_on_o16_and_north_on_o0():
    state = fresh()
    assert [p.node for p in state.players] == ["O16", "O0"]
    seats = start_events(state)[0].data["seats"]
    assert [(s["place"], s["node"]) for s in seats] == [("south", "O16"), ("north", "O0")]


def test_h6_left_and_right_are_each_players_own_and_the_middle_line_is_neither():
    board = board_of(rules())
    west, east = "O24", "O8"  # 270 and 90 degrees
    assert board.side_of[SOUTH][west] == Side.LEFT and board.side_of[NORTH][west] == Side.RIGHT
    assert board.side_of[SOUTH][east] == Side.RIGHT and board.side_of[NORTH][east] == Side.LEFT
    for node in ("O0", "M0", "I0", "C", "I4", "M8", "O16"):
        assert board.side_of[SOUTH][node] is None and board.side_of[NORTH][node] is None


def test_h7_both_halves_of_all_twelve_cards_are_seen_before_choosing_and_by_nobody_after():
    state = fresh(seed=11)
    setup = public_view(state)["setup_rows"]
    assert [len(row) for row in setup] == [6, 6]
    cards = state.rules.cards
    assert setup[SOUTH][0] == {
        "left": cards[state.players[SOUTH].row[0]].left,
        "right": cards[state.players[SOUTH].row[0]].right,
    }
    assert {a.seat for a in legal_actions(state)} == {SOUTH, NORTH}  # each chooses her own, in any order
    first = apply(state, Action("half", NORTH, choice="right"))
    assert first.undoable and public_view(state)["setup_rows"] is not None  # still setup: both still see all
    last = apply(state, Action("half", SOUTH, choice="left"))
    view = public_view(state)
    assert view["setup_rows"] is None
    assert view["players"][SOUTH]["row"] == [cards[c].left for c in state.players[SOUTH].row]
    assert view["players"][NORTH]["row"] == [cards[c].right for c in state.players[NORTH].row]
    for event in start_events(state) + first.events + last.events:  # no event ever says a card's halves
        assert "shows" not in event.data and '"right": "' not in json.dumps(event.data)


def test_h7_the_first_player_comes_from_the_seed_or_is_named_by_either_player():
    firsts = {fresh(seed=seed).first_player for seed in range(20)}
    assert firsts == {SOUTH, NORTH}
    assert fresh(seed=5).first_player == fresh(seed=5).first_player
    state = fresh(first="choose")
    assert state.first_player is None and {a.kind for a in legal_actions(state)} == {"first"}
    assert {a.seat for a in legal_actions(state)} == {SOUTH, NORTH}
    apply(state, Action("first", SOUTH, target=NORTH))
    apply(state, Action("half", SOUTH, choice="left"))
    apply(state, Action("half", NORTH, choice="left"))
    assert state.active == NORTH and state.turn == 1


# --- A turn ---------------------------------------------------------------------------------------


def test_h8_with_no_objective_face_up_the_active_player_reveals_the_current_sets_top():
    state = arrange(fresh(), rows=(["happy"], []), start=False)
    top = state.objective_sets[0][-1]
    state.phase = "turn_start"  # the next turn's start, as the flow runs it
    from bot.games.hands.engine.flow import advance

    events: list = []
    advance(state, events)
    assert state.objective == top and "objective_revealed" in kinds(events)
    revealed = next(e for e in events if e.kind == "objective_revealed")
    assert revealed.data["set"] == 1 and revealed.data["ring"] == "outer" and revealed.data["left"] == 7
    kept = arrange(fresh(), rows=(["happy"], []), objective=("calm", 0))
    assert kept.rules.objectives[kept.objective].emotion == "calm"  # one face up: nothing revealed


def test_h9_a_step_pays_a_card_from_either_row_into_the_active_players_discard_pile():
    state = arrange(fresh(), rows=(["angry"], ["happy"]))
    card = state.players[NORTH].row[0]
    outcome = step(state, "O15", NORTH, 0)  # South pays with North's card
    assert state.players[SOUTH].discards == [card] and state.players[NORTH].row == []
    assert state.players[SOUTH].node == "O15" and outcome.undoable
    assert outcome.events[0].data == {
        "seat": SOUTH,
        "start": "O16",
        "node": "O15",
        "row": NORTH,
        "card": 0,
        "half": "happy",
        "balance": 1,
        "centre": False,
    }


def test_h9_a_turn_with_no_step_is_not_allowed():
    state = arrange(fresh(), rows=(["happy"], []))
    assert {a.kind for a in legal_actions(state)} == {"step"}
    error = refused(state, Action("end", SOUTH))
    assert error.key == "hands-refuse-no-step-yet" and "(H9)" in error.message


def test_h9_no_node_twice_in_a_turn_the_start_node_included():
    state = arrange(fresh(), rows=(["sad", "angry", "calm"], []))
    step(state, "O17", SOUTH, 0)  # sad
    error = refused(state, Action("step", SOUTH, node="O16", row=SOUTH, card=0))  # angry: back to the start
    assert error.key == "hands-refuse-visited" and "(H9)" in error.message
    step(state, "O18", SOUTH, 1)
    assert refused(state, Action("step", SOUTH, node="O17", row=SOUTH, card=0)).key == "hands-refuse-visited"


def test_h9_no_step_onto_the_partners_node():
    state = arrange(fresh(), nodes=("O16", "O17"), rows=(["sad", "happy"], []))
    error = refused(state, Action("step", SOUTH, node="O17", row=SOUTH, card=0))
    assert error.key == "hands-refuse-partner-node" and "(H15)" in error.message
    assert steps_to(state) == {"O15"}


def test_h9_no_step_past_minus_two_or_plus_two():
    state = arrange(fresh(), balances=(-2, 0), rows=(["sad", "happy"], []))
    error = refused(state, Action("step", SOUTH, node="O17", row=SOUTH, card=0))
    assert error.key == "hands-refuse-balance" and "-3" in error.message
    assert steps_to(state) == {"O15"}


def test_h9_the_card_must_show_the_nodes_emotion():
    state = arrange(fresh(), rows=(["happy", "sad"], []))
    error = refused(state, Action("step", SOUTH, node="O17", row=SOUTH, card=0))
    assert error.key == "hands-refuse-wrong-half" and "shows Joy, not Sadness" in error.message
    assert refused(state, Action("step", NORTH, node="O17", row=SOUTH, card=1)).key == "hands-refuse-not-your-turn"


def test_h10_the_end_of_a_turn_in_order_objective_draw_perspective_set_end():
    # South goes O16 -> O17 (sad) -> O18 (calm, west: her left half) with her row showing its right halves,
    # completing the set's eighth objective (calm) balanced.
    state = arrange(
        fresh(),
        sides=("right", "left"),
        rows=(["sad", "calm"], ["happy"]),
        objective=("calm", 0),
        completed=7,
        discards=(3, 1),
    )
    step(state, "O17", SOUTH, 0)
    step(state, "O18", SOUTH, 0)
    deck = len(state.deck)
    events = end(state).events
    order = [k for k in kinds(events) if k in ("objective_completed", "drew", "perspective_turned", "set_completed")]
    assert order == ["objective_completed", "drew", "perspective_turned", "set_completed"]
    drew = next(e for e in events if e.kind == "drew")
    assert drew.data["count"] == 6 and len(drew.data["shows"]) == 6  # H10 as amended: said, though turned at once
    turned = next(e for e in events if e.kind == "perspective_turned")
    assert turned.data["shows"] == shows(state, SOUTH) and state.players[SOUTH].side == "left"
    assert len(state.deck) == deck - 6 + 5  # H13: her 5 discards shuffled in
    assert state.set_index == 1 and state.active == NORTH


def test_h10_amended_drawn_cards_show_their_halves_publicly_even_when_the_row_then_turns():
    # South, her row showing its right halves, ends balanced in the west (her left half): she draws, then her
    # row turns (H12). The draw says the right halves the new cards showed as they came; the turn covers them.
    state = arrange(fresh(), sides=("right", "left"), rows=(["sad", "calm"], ["happy"]), objective=("angry", 0))
    step(state, "O17", SOUTH, 0)
    step(state, "O18", SOUTH, 0)
    events = end(state).events
    assert kinds(events).index("drew") < kinds(events).index("perspective_turned")
    drew = next(e for e in events if e.kind == "drew")
    new_cards = [state.rules.cards[card] for card in state.players[SOUTH].row[-drew.data["count"] :]]
    assert drew.data["count"] == 6 and drew.data["shows"] == [str(card.right) for card in new_cards]
    assert shows(state, SOUTH)[-6:] == [str(card.left) for card in new_cards]  # covered now, remembered by all
    assert not {*state.rules.cards, *state.rules.objectives} & set(json.dumps(drew.data).replace('"', " ").split())


def test_h10_passing_through_does_not_complete_an_objective():
    state = arrange(fresh(), rows=(["sad", "calm", "angry"], []), objective=("sad", 0))
    step(state, "O17", SOUTH, 0)  # sad: the objective's emotion, passed through
    step(state, "O18", SOUTH, 0)  # calm
    events = end(state).events
    assert "objective_completed" not in kinds(events) and state.objective is not None


def test_h10_drawing_only_when_balanced():
    state = arrange(fresh(), rows=(["sad", "happy"], []), objective=("happy", 0))
    step(state, "O17", SOUTH, 0)
    events = end(state).events  # balance -1: no draw
    assert "drew" not in kinds(events) and len(state.players[SOUTH].row) == 1


def test_h11_an_empty_deck_gives_what_it_has_and_is_refilled_only_at_a_sets_end():
    state = arrange(fresh(), rows=(["sad", "calm"], ["happy"]), objective=("angry", 0), deck=2)
    step(state, "O17", SOUTH, 0)
    step(state, "O18", SOUTH, 0)
    events = end(state).events
    drew = next(e for e in events if e.kind == "drew")
    assert (drew.data["count"], drew.data["wanted"], drew.data["deck"]) == (2, 6, 0)
    assert len(state.players[SOUTH].row) == 2 and state.deck == []


def test_h12_the_row_turns_at_the_turns_end_in_the_other_half_never_in_the_middle_of_a_turn():
    state = arrange(
        fresh(),
        sides=("right", "left"),
        balances=(1, 0),
        rows=([("sad", "happy"), ("calm", "angry"), ("sad", "calm")], ["happy"]),
    )
    north_before = shows(state, NORTH)
    step(state, "O17", SOUTH, 0)  # into the west, South's left half
    assert shows(state, SOUTH) == ["calm", "sad"]  # H12: no change in the middle of a turn
    step(state, "O18", SOUTH, 0)
    end(state)  # balance +1: no draw
    assert shows(state, SOUTH) == ["calm"]  # the last card turned: it showed sad, it shows its other half
    assert shows(state, NORTH) == north_before  # the partner's row shows the partner's perspective


def test_h12_on_the_middle_line_she_chooses_without_seeing_the_covered_halves():
    state = arrange(fresh(), nodes=("O17", "O0"), rows=([("angry", "happy"), ("calm", "sad")], ["happy"]))
    step(state, "O16", SOUTH, 0)  # angry, onto the middle line
    outcome = end(state)
    assert {a.choice for a in outcome.legal()} == {"keep", "turn"} and {a.kind for a in outcome.legal()} == {
        "perspective"
    }
    view = public_view(state)
    assert view["phase"] == "perspective" and view["players"][SOUTH]["row"] == ["calm"] and view["setup_rows"] is None
    assert "sad" not in json.dumps(view["players"][SOUTH])  # the covered half is not in the view
    turned = apply(state, Action("perspective", SOUTH, choice="turn"))
    assert not turned.undoable and shows(state, SOUTH) == ["sad"] and state.active == NORTH


def test_h13_the_larger_discard_pile_is_shuffled_into_the_deck_the_other_stays():
    state = arrange(fresh(), rows=(["sad"], []), objective=("sad", 0), completed=7, discards=(1, 5))
    north_pile = list(state.players[NORTH].discards)
    deck = len(state.deck)
    step(state, "O17", SOUTH, 0)
    events = end(state).events
    done = next(e for e in events if e.kind == "set_completed")
    assert done.data == {"set": 1, "reshuffled_by": NORTH, "cards": 5, "deck": deck + 5}
    assert state.players[NORTH].discards == [] and len(state.players[SOUTH].discards) == 2
    assert sorted(north_pile) == sorted(set(north_pile) & set(state.deck))


def test_h13_a_tie_is_the_completing_players_pile_and_the_next_set_is_revealed_after_the_reshuffle():
    state = arrange(fresh(), rows=(["sad"], ["happy"]), objective=("sad", 0), completed=7, discards=(1, 2))
    step(state, "O17", SOUTH, 0)  # South now holds 2 in her pile, North 2
    events = end(state).events
    done = next(e for e in events if e.kind == "set_completed")
    assert done.data["reshuffled_by"] == SOUTH and len(state.players[NORTH].discards) == 2
    names = kinds(events)
    assert names.index("set_completed") < names.index("turn_started") < names.index("objective_revealed")
    revealed = next(e for e in events if e.kind == "objective_revealed")
    assert revealed.data["set"] == 2 and revealed.data["ring"] == "middle"


# --- The rings, arguments, the end ------------------------------------------------------------------


def test_h14_lines_open_set_by_set_and_objectives_complete_on_the_sets_ring():
    state = arrange(fresh(), rows=(["calm", "sad"], []))
    error = refused(state, Action("step", SOUTH, node="M8", row=SOUTH, card=0))
    assert error.key == "hands-refuse-line-closed" and "set 1" in error.message and "(H14)" in error.message
    assert steps_to(arrange(fresh(), rows=(["calm", "sad"], []), set_index=1)) == {"M8", "O17"}
    board = board_of(rules())
    assert "I4" not in board.neighbours[1]["M8"] and "I4" in board.neighbours[2]["M8"]
    assert "C" not in board.neighbours[2]["I4"] and "C" in board.neighbours[3]["I4"]
    # set 2: a calm objective is completed on the middle ring (M8), not on the outer ring
    outer = arrange(fresh(), rows=(["sad", "calm"], []), objective=("calm", 0), set_index=1)
    step(outer, "O17", SOUTH, 0)
    step(outer, "O18", SOUTH, 0)
    assert "objective_completed" not in kinds(end(outer).events)
    middle = arrange(
        fresh(), nodes=("O17", "O0"), rows=(["calm"], []), balances=(-1, 0), objective=("calm", 0), set_index=1
    )
    step(middle, "M8", SOUTH, 0)
    assert "objective_completed" in kinds(end(middle).events)


def test_h15_an_argument_lets_a_token_end_on_the_partners_node_and_the_pair_then_part_any_way():
    state = arrange(
        fresh("challenging"), nodes=("O15", "O17"), rows=(["angry", "sad", "sad"], ["calm"]), objective=("sad", 1)
    )
    step(state, "O16", SOUTH, 0)  # angry
    step(state, "O17", SOUTH, 0)  # sad: North's node, for the argument
    assert state.players[SOUTH].node == state.players[NORTH].node == "O17"
    assert {a.kind for a in legal_actions(state)} == {"end"}  # no passing through her
    error = refused(state, Action("step", SOUTH, node="O18", row=NORTH, card=0))
    assert error.key == "hands-refuse-joined" and "(H15)" in error.message
    assert "objective_completed" in kinds(end(state).events)
    # North, sharing the node, may leave it either way (the one time paths may cross)
    north = arrange(state, active=NORTH, nodes=("O17", "O17"), rows=([], ["calm", "angry"]), objective=("happy", 0))
    assert steps_to(north) == {"O16", "O18"}


def test_h15_no_entering_the_partners_node_for_an_argument_of_another_emotion():
    state = arrange(fresh("challenging"), nodes=("O16", "O17"), rows=(["sad", "happy"], []), objective=("calm", 1))
    assert refused(state, Action("step", SOUTH, node="O17", row=SOUTH, card=0)).key == "hands-refuse-partner-node"


@pytest.mark.parametrize(
    ("difficulty", "bars"),
    [("normal", set()), ("challenging", {1}), ("difficult", {1, 2}), ("impossible", {1, 2, 3})],
)
def test_h16_the_difficulty_says_which_bars_are_arguments(difficulty, bars):
    assert set(ARGUMENT_BARS[Difficulty(difficulty)]) == bars
    game_rules = rules(difficulty)
    arguments = {o for o in game_rules.objectives if is_argument(game_rules, o)}
    assert arguments == {o for o, spec in game_rules.objectives.items() if spec.bar in bars}
    assert len(arguments) == 4 * len(bars)


def test_h16_an_argument_is_completed_only_on_the_node_where_the_partner_ended_her_turn():
    elsewhere = arrange(fresh("difficult"), nodes=("O16", "O19"), rows=(["sad"], []), objective=("sad", 2))
    step(elsewhere, "O17", SOUTH, 0)  # sad, but not the partner's node
    assert "objective_completed" not in kinds(end(elsewhere).events)
    plain = arrange(fresh("challenging"), nodes=("O16", "O19"), rows=(["sad"], []), objective=("sad", 2))
    step(plain, "O17", SOUTH, 0)  # a 2/3 bar is no argument when challenging: completed as usual
    completed = next(e for e in end(plain).events if e.kind == "objective_completed")
    assert completed.data["argument"] is False


def _at_the_end(south_balance: int = -1, north_balance: int = 1):
    """After set 3: South on I0, North on I4, the centre's lines open."""
    return arrange(
        fresh(),
        nodes=("I0", "I4"),
        balances=(south_balance, north_balance),
        set_index=3,
        rows=(["happy", "sad", "calm"], ["sad", "angry", "happy"]),
    )


def test_h17_both_enter_on_consecutive_turns_balanced_and_win():
    state = _at_the_end()
    assert "C" in steps_to(state)
    assert {a.row for a in legal_actions(state) if a.node == "C"} == {SOUTH, NORTH}  # any card, either row
    step(state, "C", SOUTH, 0)  # happy: -1 -> 0
    assert {a.kind for a in legal_actions(state)} == {"end"}  # a token in the centre stays there
    end(state)  # H17 as amended: no perspective question follows
    assert state.active == NORTH and state.result is None
    step(state, "C", NORTH, 0)  # sad: +1 -> 0, the partner's token there does not bar the way
    events = end(state).events
    assert state.result == "won" and events[-1].kind == "won"


def test_h17_amended_entering_the_centre_keeps_the_balance_within_two_like_any_step():
    # South at +2 on I0: the up halves (happy, calm) would take her to +3 on the way in; only sad enters
    state = arrange(fresh(), nodes=("I0", "I4"), balances=(2, 0), set_index=3, rows=(["happy", "sad"], ["calm"]))
    entries = [a for a in legal_actions(state) if a.node == "C"]
    assert [(a.row, a.card) for a in entries] == [(SOUTH, 1)]
    error = refused(state, Action("step", SOUTH, node="C", row=NORTH, card=0))
    assert error.key == "hands-refuse-balance" and "+3" in error.message


def test_h17_amended_no_perspective_question_follows_entering_the_centre():
    # the centre lies on the middle line (H6), which asked H12's question before the amendment
    state = _at_the_end()
    row_before = shows(state, SOUTH)
    step(state, "C", SOUTH, 0)  # happy: -1 -> 0
    outcome = end(state)
    assert "perspective" not in {a.kind for a in outcome.legal()} and state.phase != "perspective"
    assert not {"perspective_kept", "perspective_turned"} & set(kinds(outcome.events))
    assert state.active == NORTH and state.players[SOUTH].side == "left"
    assert shows(state, SOUTH)[: len(row_before) - 1] == row_before[1:]  # her row as it was, less the card paid


def test_h17_the_centre_is_entered_from_the_inner_ring_only_after_set_3_and_may_end_a_longer_move():
    closed = arrange(fresh(), nodes=("I0", "I4"), set_index=2, rows=(["happy"], []))
    assert refused(closed, Action("step", SOUTH, node="C", row=SOUTH, card=0)).key == "hands-refuse-line-closed"
    longer = arrange(fresh(), nodes=("I1", "I4"), set_index=3, rows=(["angry", "happy"], []))
    step(longer, "I0", SOUTH, 0)  # angry: -1
    step(longer, "C", SOUTH, 0)  # happy: 0
    assert longer.players[SOUTH].node == "C" and longer.players[SOUTH].balance == 0


def test_h18a_a_turn_that_starts_with_no_legal_step_is_lost_at_once():
    # North on O0: O1 is angry, O31 calm; no card shows either
    state = arrange(fresh(), active=NORTH, rows=(["sad"], ["happy", "sad"]))
    assert state.result == "lost" and state.loss_cause == "stuck" and legal_actions(state) == []


def _turn_begins_with_on_top(objective_id: str, difficulty: str) -> tuple[GameState, list[Event]]:
    """North's turn begins on O0 with no objective face up and `objective_id` on top of set 1: O1 (angry) holds
    South's token and O31 (calm) no card shows, so only an argument of angry opens a step (H15, H16)."""
    state = arrange(fresh(difficulty), active=NORTH, nodes=("O1", "O0"), rows=([], ["angry"]), start=False)
    for deck in state.objective_sets:
        if objective_id in deck:
            deck.remove(objective_id)
    state.objective_sets[0].append(objective_id)  # the end is the top
    state.phase, state.turn = Phase.TURN_START, state.turn - 1
    events: list[Event] = []
    advance(state, events)
    return state, events


def _objective(emotion: str, bar: int) -> str:
    return next(o for o, spec in rules().objectives.items() if spec.emotion == emotion and spec.bar == bar)


def test_h18a_amended_judged_after_the_turns_new_objective_is_revealed():
    # the argument revealed at the turn's start opens South's node to North: she is not stuck
    state, events = _turn_begins_with_on_top(_objective("angry", 1), "challenging")
    assert kinds(events)[-1] == "objective_revealed" and state.result is None
    assert steps_to(state) == {"O1"}
    step(state, "O1", NORTH, 0)
    assert "objective_completed" in kinds(end(state).events)  # H16: on the node where South ended her turn
    # a plain objective opens nothing: lost, and the loss is told after the reveal it was judged on
    state, events = _turn_begins_with_on_top(_objective("angry", 0), "challenging")
    assert kinds(events)[-2:] == ["objective_revealed", "lost"] and state.loss_cause == "stuck"


def test_h18a_found_when_the_partners_turn_starts():
    state = arrange(fresh(), rows=(["sad"], []), nodes=("O16", "O0"), objective=("calm", 0), deck=0)
    step(state, "O17", SOUTH, 0)
    events = end(state).events
    assert events[-1].kind == "lost" and events[-1].data == {
        "cause": "out_of_cards",
        "ruling": "H18b",
        "seat": NORTH,
        "turn": 6,
    }
    stuck = arrange(fresh(), rows=(["sad", "sad"], []), nodes=("O16", "O0"), objective=("calm", 0), deck=0)
    step(stuck, "O17", SOUTH, 0)
    events = end(stuck).events  # a sad card is left, but North's neighbours are angry and calm
    assert events[-1].data["cause"] == "stuck" and events[-1].data["ruling"] == "H18a"
    assert sum(1 for e in events if e.kind in ("won", "lost")) == 1


def test_h18b_the_deck_empty_and_neither_row_holding_a_card():
    state = arrange(fresh(), rows=([], []), deck=0)
    assert state.result == "lost" and state.loss_cause == "out_of_cards"


def test_h18c_entering_the_centre_unbalanced_loses():
    state = _at_the_end(south_balance=0)
    step(state, "C", SOUTH, 0)  # happy: +1
    events = end(state).events
    assert state.loss_cause == "unbalanced" and events[-1].data["ruling"] == "H18c"


def test_h18c_the_partner_not_following_on_the_very_next_turn_loses():
    state = _at_the_end()
    step(state, "C", SOUTH, 0)
    end(state)
    step(state, "I3", NORTH, 1)  # angry: North walks away instead
    events = end(state).events
    assert state.loss_cause == "not_followed" and events[-1].kind == "lost"


# --- Information and talk ------------------------------------------------------------------------------


def test_h19_views_and_events_carry_no_covered_half_deck_order_objective_order_card_id_or_seed():
    state = started(seed=12345678901)
    text = json.dumps(public_view(state))
    for secret in [*state.rules.cards, *state.rules.objectives, str(state.seed)]:
        assert secret not in text
    # the covered halves: the view is the same whatever they are (tests/hands/test_properties.py checks this
    # after every decision of random games)
    for seat in (SOUTH, NORTH):
        assert public_view(state)["players"][seat]["row"] == shows(state, seat)


def test_h20_the_partner_reads_the_public_view_and_nothing_else():
    state = started(seed=4)
    partner = HandsPartner(state.active)
    action = partner.choose(public_view(state))
    assert action in legal_actions(state)
    assert HandsPartner(1 - state.active).choose(public_view(state)) is None  # not its turn
    view = public_view(state)
    assert not {"hint", "best", "suggestion"} & set(view)  # H20: nothing that hints
