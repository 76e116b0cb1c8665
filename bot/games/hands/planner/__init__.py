"""The bot partner's thinking (bot/games/hands/partner.py): what it reads of a view, and how it plans a turn.

  position   a public view read as small integers (H19)
  tables     distances looked up rather than searched (steps to a set of nodes, the balance counted)
  ways       can a token reach one node this turn with the halves shown
  meet       the pair's convention for an argument on the outer ring: the cards and turns to meet, tabled
  search     every way the turn can end, each answered by the partner's best reply; the pair's value
  aims       what a turn's plan aimed at, as public data (the review after a game)
It imports the engine (its rules on public data: engine/turns.py) and nothing of the table or the front ends.
"""
