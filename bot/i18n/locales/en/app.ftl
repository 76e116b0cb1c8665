# The Discord layer's own sentences (bot/app): safety nets, notices, private answers.

error-nothing-changed = Something went wrong on our side; nothing was changed. Incident { $incident }.
error-saved-but = Your decision was saved ({ $saved }), but something went wrong showing it: /{ cmd-board } shows the table. Incident { $incident }.
error-foreign-ids = That interaction carries ids Discord never makes; nothing was done.
error-unrouted = That button is not one this table can use (it may come from an older version of the bot). What is open to you now: /{ cmd-help }, or /{ cmd-decide }.
error-command-gone = That command is not one of mine any more: Discord refreshes the list within a minute; try again then.
error-command-changed = That command has changed since your Discord app loaded it: reload Discord (Ctrl+R) and try again.
error-no-dm = This command works in a server channel, not in direct messages.
error-check-failed = You cannot use that command here.
error-unreadable-option = One of the options could not be read: pick a value from the list Discord offers.
notice-undelivered = { $count ->
    [one] { $count } private message
   *[other] { $count } private messages
  } for this campaign could not reach you by DM (your DMs may be closed to this server). Your cards are safe: /{ cmd-hand } shows them.
