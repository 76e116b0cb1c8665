""" "...and then, we held hands." at a terminal (issue 26): `python -m bot local --game hands --players ana,ben`.

The same table as Discord (bot/table), the game's own commands read from its
records (`GameRules.commands()`), its story, labels, hints and refusals from its
face (bot/games/hands/face.py): nothing of the rules is written here. Nobody
holds a secret in this game (H19: covered halves are hidden from everyone), so
unlike Holding On's terminal there are no private messages to keep off a
shared screen; what is never printed is a covered half, and the public view
and the channel's events never carry one.

  grammar.py   what a typed line says (who, which command, which options)
  session.py   one terminal: a line in, the table's answer, the story out; the bot partner's moves
  complete.py  Tab completion, from the decisions open now
  looks.py     help, the board, the rules: what a player reads without deciding
  run.py       seating a new game from the flags, or resuming the file's
"""
