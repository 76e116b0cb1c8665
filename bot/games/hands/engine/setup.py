"""A game's start (H2, H3, H5, H7): its rules from content and options, the deal, and the setup choices."""

from __future__ import annotations

from bot.games.events import Event, public
from bot.games.hands.engine import rng
from bot.games.hands.engine.board import board_key
from bot.games.hands.engine.content import HandsPack
from bot.games.hands.engine.state import CardRule, GameState, LineRule, NodeRule, ObjectiveRule, Player, Rules
from bot.games.hands.engine.vocab import (
    ARGUMENT_BARS,
    ROW_SIZE,
    SEAT_WORDS,
    SET_SIZE,
    SETS,
    START_NODES,
    Difficulty,
    FirstPlayer,
    Phase,
    Side,
)


def shared_rules(pack: HandsPack, difficulty: Difficulty, first_player: FirstPlayer) -> Rules:
    """What every attempt with these options plays by: built once, shared (a game never changes it)."""
    nodes = [NodeRule(n.id, n.ring, n.angle, n.emotion) for n in pack.board.nodes]
    lines = [LineRule(line.a, line.b, line.kind) for line in pack.board.edges]
    return Rules(
        difficulty=difficulty,
        first_player=first_player,
        nodes=nodes,
        lines=lines,
        cards={c.id: CardRule(c.left, c.right) for c in pack.cards},
        objectives={o.id: ObjectiveRule(o.emotion, o.bar) for o in pack.objectives},
        board_key=board_key(nodes, lines),
        pack_hash=pack.hash,
    )


def new_game(rules: Rules, names: list[str], seed: int) -> GameState:
    """H7: shuffle the emotion deck and deal each player a row of 6; H3: shuffle the objectives into three
    decks of 8; H5: the tokens on O16 (South) and O0 (North), the balances at 0. The first player is drawn
    from the seed, or left to the players (the option `first_player`)."""
    if len(names) != 2:
        raise ValueError("this game is for exactly two players")
    state = GameState(
        seed=seed,
        rules=rules,
        players=[Player(name=name, node=START_NODES[seat], row=[]) for seat, name in enumerate(names)],
        deck=list(rules.cards),
        objective_sets=[],
    )
    rng.shuffle(state, state.deck)
    for player in state.players:
        player.row = [state.deck.pop() for _ in range(ROW_SIZE)]  # in the order drawn
    objectives = list(rules.objectives)
    rng.shuffle(state, objectives)
    state.objective_sets = [objectives[i * SET_SIZE : (i + 1) * SET_SIZE] for i in range(SETS)]
    if rules.first_player == FirstPlayer.RANDOM:
        state.first_player = rng.pick(state, 2)
        state.phase = Phase.HALVES
    else:
        state.phase = Phase.FIRST_PLAYER
    state.active = state.first_player or 0
    state.hidden_moves = 0  # nothing of the deal is undone: it starts the game
    return state


def start_events(state: GameState) -> list[Event]:
    """What the table is told when the game begins (H20's one social rule is the table's to say in words)."""
    rules = state.rules
    return [
        public(
            "game_started",
            difficulty=str(rules.difficulty),
            arguments=sorted(ARGUMENT_BARS[rules.difficulty]),
            seats=[
                {"seat": seat, "name": player.name, "place": SEAT_WORDS[seat].lower(), "node": player.node}
                for seat, player in enumerate(state.players)
            ],
            first_player=state.first_player,
        ),
        public("dealt", cards=ROW_SIZE, deck=len(state.deck)),  # H7: the halves are in the view during setup
    ]


def choose_first(state: GameState, seat: int, events: list[Event]) -> None:
    """H7: the players name the first player (the rulebook's "youngest" is theirs to say)."""
    state.first_player = seat
    state.active = seat
    events.append(public("first_player", seat=seat))


def choose_half(state: GameState, seat: int, side: Side, events: list[Event]) -> None:
    """H7: having seen both halves of all twelve cards, she chooses which half of her own row she sees."""
    state.players[seat].side = side
    events.append(public("half_chosen", seat=seat, side=str(side)))
