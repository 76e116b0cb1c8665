# Holding On as the table's sentences name it (the table names no game itself: bot/table/reply.py Refused.other_game).

# The game with its article ("This channel's table already plays …", "start … in another channel"); `case` is nom
# or acc where a language declines it.
holding_on-table-name = a Holding On campaign
