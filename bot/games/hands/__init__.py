""" "...and then, we held hands.": the second game on the table (issue 24).

`engine/` holds the rules (pure, HANDS.md H1–H20); `content_pack.py` reads and
checks `content/hands/`; `game.py` is the game's `GameRules` for the table;
`partner.py` plays a seat for a player alone, from the public view only.
"""
