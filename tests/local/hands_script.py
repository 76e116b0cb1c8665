"""Lines that play a whole game of "...and then, we held hands." at the terminal, as two players would type them.

The game is dealt as the terminal deals it (the shipped pack, the same names,
seed and difficulty: `table.start_game` with `--seed`); the game's own partner
(partner.py) chooses for every seat a person plays, and each choice becomes
the short line a player types (`step O15/S1`, `end`, `half left`). A seat named
bot is left to the terminal's bot partner: its choices are the game's
`bot_choice`, played here only to know where the game goes next.
"""

from __future__ import annotations

from bot.games.hands.engine import Action, GameState, legal_actions, public_view
from bot.games.hands.engine.moves import card_token, seat_name
from bot.games.hands.game import HandsGame, ShippedPack
from bot.games.hands.partner import HandsPartner

BOT = "bot"


def line_for(state: GameState, action: Action, named: bool) -> str:
    """The line for one decision; `named` puts the player's name first (both may act while halves are chosen)."""
    if action.kind == "step":
        said = f"step {action.node}/{card_token(action.row or 0, action.card or 0)}"
    elif action.kind == "first":
        said = f"first {seat_name(state, action.target)}"
    elif action.kind in ("half", "perspective"):
        said = f"{action.kind} {action.choice}"
    else:
        said = action.kind
    return f"{seat_name(state, action.seat).lower()}: {said}" if named else said


def make_script(names: list[str], seed: int, difficulty: str = "normal") -> tuple[list[str], str]:
    """The lines a table types to play the game to its end, and how it ends ("won" or "lost")."""
    game = HandsGame()  # its own bot partners: none left over from another test's game of the same seed
    options = {"difficulty": difficulty, "first_player": "random"}
    state = game.new_game(ShippedPack()(), 1, [n.capitalize() for n in names], seed, options, [])
    partners = {seat: HandsPartner(seat) for seat in (0, 1)}
    bot_seats = {seat for seat, name in enumerate(names) if name == BOT}
    lines: list[str] = []
    while state.result is None:
        legal = legal_actions(state)
        bots = [a for a in legal if a.seat in bot_seats]
        if bots:  # the terminal's partner moves first, on its own (the table's bot_turn)
            game.apply(state, game.bot_choice(state, bots[0].seat) or bots[0])
            continue
        seat = legal[0].seat
        action = partners[seat].choose(public_view(state)) or legal[0]
        lines.append(line_for(state, action, named=len({a.seat for a in legal}) > 1))
        game.apply(state, action)
    return lines, str(state.result)
