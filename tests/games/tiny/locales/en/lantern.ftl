# Lantern, the tests' tiny game: every word it says (its records' English is made from engine.py).
cmd-lantern = lantern
    .description = Lantern: carry a lantern over ten planks, two of you, without talking about it
cmd-lantern-start = start
    .description = Carry the lantern with a partner: a member of this server, or the bot.
opt-lantern-start-partner = partner
    .description = Who carries it with you: a member of this server, or the bot
lantern-table-name = a game of Lantern
lantern-ev-carried = { $seat } carries the lantern { $planks } forward: it is on plank { $plank } of 10.
lantern-ev-won = The lantern is set down on the last plank. You made it across together.
lantern-ev-lost = The lantern falls into the river at plank { $plank }.
lantern-not-open = That move is not open now: carry it 1, 2 or 3 planks, never as far as your partner just did.
lantern-ev-set-out = { $seat } takes up the lantern first. Ten planks to the other side.
lantern-not-your-turn = It is { $name }’s turn to carry the lantern.
