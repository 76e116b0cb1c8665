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

## /help and /hand (bot/app/looks.py)
help-general =
    {"**"}Holding On at this table**
    • `/{ cmd-campaign } { cmd-campaign-new }`, `/{ cmd-campaign } { cmd-campaign-join }`, `/{ cmd-campaign } { cmd-campaign-start }`: open a table, take a seat, play.
    • Decisions come as buttons on the message that asks for them; `/{ cmd-decide }` lists yours by name.
    • Shift Manager: `/{ cmd-shift } { cmd-shift-reveal }`, `/{ cmd-shift } { cmd-shift-assign }`, `/{ cmd-shift } { cmd-shift-cover }`, `/{ cmd-shift } { cmd-shift-extra }`, `/{ cmd-shift } { cmd-shift-done }`, `/{ cmd-shift } { cmd-shift-leave }`.
    • Care: `/{ cmd-care } { cmd-care-medical }`, `/{ cmd-care } { cmd-care-tokens }`, `/{ cmd-care } { cmd-care-resolve }`, `/{ cmd-care } { cmd-care-palliative }`, `/{ cmd-care } { cmd-care-bonus }`; `/{ cmd-inquire } 3` asks Billy about timeline 3.
    • Looking: `/{ cmd-board }`, `/{ cmd-memories }`, `/{ cmd-hand }` (only you see it), `/{ cmd-rules }`.
help-role = Nurse { $name }{ $manager ->
    [yes] {" "}(Shift Manager today)
   *[no] {""}
  }
help-no-nurse = no Nurse in this scenario
help-you-play = You play { $roles }. Day { $day }, { shift-name } shift.
help-open = **Open to you now** (the buttons, or these commands):
help-nothing = Nothing is waiting for you now. Waiting for: { $who }.
help-look = Look: /{ cmd-board }, /{ cmd-memories }, /{ cmd-hand }. Rules: /{ cmd-rules }.
hand-title = Your hand: Nurse { $name }
hand-line = Care Tokens **{ $tokens }** · Stress **{ $stress }**
hand-partials = Partial Memories (face down)
hand-clears = Clear Memories (face down)
hand-board = Shift Manager Board (you hold it today)
hand-timeline = Timeline { $timeline }
hand-quote = Timeline { $timeline }: “{ $quote }”
hand-none = none
hand-no-nurse = You hold no Nurse in this scenario.

## /rules (cogs/look.py)
rules-footer = Ruling { $ruling } · /{ cmd-rules } { opt-rules-topic }:<name> for another
rules-pick = Pick a topic with `/{ cmd-rules } { opt-rules-topic }:<name>`. Topics: { $topics }. Each ruling in full, with why it is read so: docs/RULINGS.md in the bot's source.
rules-unknown = Sorry, I have no rule summary called “{ $topic }”. Try one of these: { $topics }.
rules-or = { $list }, or { $glossary }
glossary-title = Glossary
glossary-footer = /{ cmd-rules } { opt-rules-topic }:<term> for one term, or a rule by name or ruling id
glossary-term-footer = From the glossary · /{ cmd-rules } { glossary-word } for every term
glossary-choice = Glossary: the game's words
glossary-word = glossary
waiting-seat = { $who }: { $phrases }
# Words a player typed, repeated in a refusal, in this language's quotation marks.
quoted = '{ $text }'
list-semicolon = {"; "}
help-item = • { $label }: { $command }
