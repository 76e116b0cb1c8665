"""Lines that play a whole game of "...and then, we held hands." at the terminal, as two players would type them.

The game is dealt as the terminal deals it (the shipped pack, the same names,
seed and difficulty: `table.start_game` with `--seed`); the game's own partner
(partner.py) chooses for every seat a person plays, and each choice becomes
the short line a player types (`step O15/S1`, `end`, `half left`), in English or
in the words of the table's language (`schritt O15/S1`, `pas O15/S1`). A seat
named bot is left to the terminal's bot partner: its choices are the game's
`bot_choice`, played here only to know where the game goes next.

`make_script(..., refusals=True)` also types, at the start of the first turn and
after the game, a line of each kind the table refuses (issue 33): a node not
joined by a line, the node she stands on, a card that shows another emotion, a
card that is not there, an end before any step, another moment's decision, a
name not at the table, a typo, an empty /decide, an unknown rule, an undo of an
ended turn, a move after the end; and asks for the help, the board and a rule.
"""

from __future__ import annotations

from bot.games.hands.engine import Action, GameState, legal_actions, public_view
from bot.games.hands.engine.board import board_of
from bot.games.hands.engine.moves import card_token, seat_name
from bot.games.hands.engine.rows import visible
from bot.games.hands.game import HandsGame, ShippedPack
from bot.games.hands.partner import HandsPartner
from bot.i18n import t
from bot.i18n.command_names import said_command

BOT = "bot"


def _word(language: str, command: str) -> str:
    """A command as a player types it in `language`, without the group's word: "schritt", "pas"."""
    said = said_command(language, command) or command
    return said.split()[-1]


def line_for(state: GameState, action: Action, named: bool, language: str = "en") -> str:
    """The line for one decision; `named` puts the player's name first (both may act while halves are chosen)."""
    if action.kind == "step":
        said = f"{_word(language, 'hands step')} {action.node}/{card_token(action.row or 0, action.card or 0)}"
    elif action.kind == "first":
        said = f"{_word(language, 'hands first')} {seat_name(state, action.target)}"
    elif action.kind in ("half", "perspective"):
        said = f"{_word(language, f'hands {action.kind}')} {t(language, f'hands-word-{action.choice}')}"
    else:
        said = _word(language, f"hands {action.kind}")
    return f"{seat_name(state, action.seat).lower()}: {said}" if named else said


def refused_lines(state: GameState, language: str) -> list[str]:
    """At the start of a turn of a person's: one line of each kind the table refuses, and the help, the board
    and a rule read on the way."""
    board, seat = board_of(state.rules), state.active
    here = state.players[seat].node
    near = board.neighbours[state.set_index][here]
    far = next(node for node in board.order if node not in board.neighbours[-1][here] and node != here)
    halves = visible(state, seat)
    wrong = next(
        ((node, place) for node in near for place, half in enumerate(halves) if half != board.emotion[node]), None
    )
    step, end = _word(language, "hands step"), _word(language, "hands end")
    lines = [
        _word(language, "help"),
        f"{step} {far}/S1",  # no line joins them (H9)
        f"{step} {here}/S1",  # she is on it already
        f"{step} {near[0]}/S9",  # no such card
        f"{end}",  # a turn is at least one step (H9)
        f"{_word(language, 'hands perspective')} {t(language, 'hands-word-keep')}",  # another moment (H12)
        f"zed: {end}",  # a name not at the table
        f"schrit {near[0]} S1",  # a typo
        f"{_word(language, 'decide')}",  # which choice?
        f"{_word(language, 'hands rules')} H99",  # no such rule
        f"{_word(language, 'hands rules')} H12",
        _word(language, "hands board"),
    ]
    if wrong is not None:
        lines.insert(3, f"{step} {wrong[0]}/{card_token(seat, wrong[1])}")  # the card shows another emotion (H9)
    return lines


def make_script(
    names: list[str], seed: int, difficulty: str = "normal", language: str = "en", refusals: bool = False
) -> tuple[list[str], str]:
    """The lines a table types to play the game to its end, and how it ends ("won" or "lost")."""
    game = HandsGame()  # its own bot partners: none left over from another test's game of the same seed
    options = {"difficulty": difficulty, "first_player": "random"}
    state = game.new_game(ShippedPack()(), 1, [n.capitalize() for n in names], seed, options, [])
    partners = {seat: HandsPartner(seat) for seat in (0, 1)}
    bot_seats = {seat for seat, name in enumerate(names) if name == BOT}
    lines: list[str] = []
    turns_refused = 0  # the first turn of a person's: the refusals; her next: an undo of her ended turn
    while state.result is None:
        legal = legal_actions(state)
        bots = [a for a in legal if a.seat in bot_seats]
        if bots:  # the terminal's partner moves first, on its own (the table's bot_turn)
            game.apply(state, game.bot_choice(state, bots[0].seat) or bots[0])
            continue
        seat = legal[0].seat
        action = partners[seat].choose(public_view(state)) or legal[0]
        if refusals and turns_refused == 0 and state.phase == "move" and len(state.path) == 1:
            lines += refused_lines(state, language)
            turns_refused = 1
        lines.append(line_for(state, action, named=len({a.seat for a in legal}) > 1, language=language))
        if refusals and turns_refused == 1 and action.kind == "end":
            lines.append(_word(language, "hands undo"))  # an ended turn is not taken back (H10)
            turns_refused = 2
        game.apply(state, action)
    if refusals:
        lines.append(f"{_word(language, 'hands step')} O1/S1")  # the game is over
    return lines, str(state.result)
