# The table's own refusals and notes (bot/table): English says exactly what the table's message says.

passed = That moment has passed: the game has moved on since that message.
refuse-no-decision = There is no decision to take.
refuse-game-changed = The game changed while you acted; please try again.
refuse-undo-who = Only the host or the Shift Manager may undo a decision.
refuse-undo-nothing = There is no decision to undo in this attempt.
refuse-undo-no-replay = This attempt's log does not replay, so undo is not available.
refuse-undo-rules = This attempt started under rules { $stored }; this bot plays rules { $current } and cannot rebuild it exactly, so undo is not available for it.
refuse-undo-kind = The last decision ({ $decision }) cannot be undone: only staffing, tokens, the bonus token and leave can be taken back, and only while they revealed nothing.
refuse-undo-final = The last decision ({ $decision }) cannot be undone: it revealed or moved something hidden (a card, a draw, a shuffle), or it ended the attempt.
refuse-game-unknown = This channel's table plays a game this bot does not host ({ $game }); a bot that hosts it can continue it.
refuse-other-game = This channel's table already plays { $here }: start { $wanted } in another channel or thread.
refuse-no-campaign = There is no campaign in this channel. Start one with /{ cmd-campaign } { cmd-campaign-new }.
refuse-no-scenario-played = No scenario is being played here. Start one with /{ cmd-campaign } { cmd-campaign-start }.
# After a game ended: that it ended, and how (bot/table/base.py `_nothing_in_play`)
refuse-game-ended = The last attempt is over ({ result-word }). Start the next with /{ cmd-campaign } { cmd-campaign-start }.
refuse-stood-in = Someone is standing in for your Nurse; the host can end it with /{ cmd-campaign } { cmd-campaign-standin }.
refuse-no-seat-in-scenario = You have no seat in this scenario. Join between scenarios with /{ cmd-campaign } { cmd-campaign-join }, or ask the host to make you a stand-in for an absent player.
refuse-pack-missing = The content pack this attempt was started with ({ $pack }) is missing.

refuse-campaign-exists = This channel already has a campaign (one per channel or thread).
refuse-seated-already = You already have a seat, as { $nurse }.
refuse-gender = A Nurse is named as feminine (f), masculine (m) or neutral (n), not { $given }.
refuse-seat-raced = That player or that Nurse name already has a seat.
refuse-table-full = The table is full: Holding On seats { $seats } Nurses.
refuse-no-seat = You have no seat at this table.
refuse-no-such-nurse = There is no Nurse called { $name } at this table. Nurses: { $count ->
    [0] nobody yet
   *[other] { $names }
  }.
refuse-not-a-member = That is not a member of this server: pick someone from the list Discord offers.
refuse-start-who = Only the host or a seated player may start a scenario.
refuse-seats-needed = Holding On needs { $low } to { $high } Nurses; { $count } have joined.
refuse-start-raced = The campaign changed while this scenario was being set up; nothing was started: please start it again.
refuse-nothing-to-abandon = No scenario is being played here.
refuse-left-already = The bot already plays your seat: take it back by playing your next move.
refuse-not-left = The bot does not play your seat: it is yours to play.
refuse-review-none = This game's bot does not review its moves: only the second game's partner does.
refuse-review-in-play = A game is being played here: its review is told once it is over.
refuse-review-nothing = No game has ended here yet: there is nothing to review.
refuse-review-unreadable = The last game's record does not replay with this version of the bot, so only a game finished from now on can be reviewed.
refuse-host-only = Only the host (or someone with Manage Server) may { $what ->
    [standin] set a stand-in
    [options] change the table options
    [abandon] abandon the attempt
    [export] export the campaign
   *[import] import a campaign here
  }.
refuse-between-attempts = { $reason ->
    [seats] Seats change between scenario attempts
    [leave] Your Nurse is in the scenario being played; seats change between attempts
   *[playing] A scenario is already being played
  }: finish this attempt or abandon it first (a stand-in can play for someone away).
refuse-seat-order = The seat order must name every seated player exactly once.
refuse-all-won = Every scenario of this campaign has been won; replay one with /{ cmd-campaign } { cmd-campaign-start } { opt-campaign-start-scenario }.
refuse-no-such-scenario = There is no scenario { $scenario } in this campaign.
refuse-scenario-locked = Scenario { $scenario } is still locked: the next one to play is scenario { $upcoming }.
refuse-language = A campaign can be played in { $languages }; not in { $given }.
refuse-options = Nothing was changed: { $problem }.
refuse-import = That file cannot be imported: { $why }
refuse-import-pack = That file cannot be imported: its content pack differs from the one this bot keeps under the same name (the file was changed).

note-already-done = That was already done.
note-already-so = Already so: { $done }. Nothing was changed.
note-done = Done: { $done }.
note-undone = Undone: { $decision }.
note-with-card = { $note } A card came to you face down: see your DMs, or /{ cmd-hand }.
note-begun = Scenario { $scenario }, attempt { $attempt }, has begun.
note-abandoned = Scenario { $scenario } was abandoned.

## The bot stopping; names; options; commands typed (bot/app/gate.py, bot/names.py, bot/table/options.py, bot/commands.py)
refuse-stopping = The bot is restarting: nothing was changed. Try again in a minute.
name-rule = A Nurse's name is 1 to { $most } visible characters, with at least one letter, digit or symbol.
name-mention = A Nurse's name cannot hold a Discord mention (<@…>, <#…>): choose a plain name.
name-reserved = { $name } is taken by the table's own staff (Assistant 1 and 2, On-Call 1 and 2): choose another.
name-taken = There is already a Nurse called { $name } at this table (names are compared ignoring case).
options-not-named = the table options are not a set of named options
options-unknown = there is no table option { $name }; the options are { $options }
options-values = { $name } can be { $values }
options-missing = the table options { $names } are missing
refuse-name-someone = Name someone: { $staff }.
refuse-no-staff-called = There is no staff member called { $name } at this table. Staff: { $staff }.
refuse-no-player-called = There is no player called { $name } at this table. Players: { $players }.
refuse-no-contact-called = There is no contact called { $name } to call. Contacts: { $count ->
    [0] nobody in this scenario
   *[other] { $contacts }
  }.
refuse-whole-number = { $two ->
    [yes] The option { $name } is { $low } or { $high }.
   *[no] The option { $name } is a whole number from { $low } to { $high }.
  }
refuse-name-timeline = Name a timeline from 1 to 5, or 'stop' to end your conversation with Billy.
refuse-unknown-command = Unknown command { $command }.
refuse-not-your-choice = { $choice } is not one of your choices now.
refuse-which-choice = Which choice?
refuse-no-choice-of-yours = That is not one of your choices now. You can: nothing: no decision of yours is open.
refuse-not-ahead = { $option }: cannot be given ahead on this card, its rewards are chosen first. Use /{ $command } without { $option }:, then answer with /{ cmd-decide } when you are asked.
# A command named in a sentence, as the reader's Discord client shows it (commands.ftl).
command-pair = { $group } { $sub }

## Why a file cannot be imported (bot/table/export.py: the reason of refuse-import)
import-not-export = it is not a campaign export of this bot.
import-game-unknown = it is a table of a game this bot does not host ({ $game }).
import-seat-count = it has more seats than its game seats (at most { $most }).
import-format = it was written in export format { $shown }; this bot reads format { $format }.
import-shape = { $problem ->
    [missing] the field { $where } is missing
    [extra] the field { $where } is not part of a campaign export
    [type] the field { $where } holds the wrong kind of value
    [whole] it is not shaped like a campaign export
   *[other] the field { $where } holds a value a campaign export cannot hold
  }{ $more ->
    [0] .
    [one] {" "}(and one more problem).
   *[other] {" "}(and { $more } more problems).
  }
import-too-large = it is larger than { $megabytes } MB, far more than any campaign export.
import-not-utf8 = it is not a UTF-8 JSON file.
import-too-deep = it is nested far deeper than a campaign export.
import-not-json = it is not a JSON file.
import-not-finite = it holds a number that is not finite (NaN or Infinity).
import-where = game { $game } (scenario { $scenario }, attempt { $attempt })
import-game-pack-missing = { $where } names a content pack the file does not hold.
import-table-options = its table options cannot be used: { $problem }.
import-two-seats = a player has two seats.
import-seat-order = two seats share one place in the seat order.
import-seat-name = seat { $seat }: { $problem }
import-two-in-play = it has more than one scenario attempt in play.
import-pack-unreadable = the content pack { $pack } in the file cannot be read.
import-game-options = { $where }: its options cannot be used: { $problem }.
import-game = { $where }: { $what ->
    [no-scenario] its content pack has no such scenario.
    [seats-pair] its seats and their Nurses do not pair up.
    [version] its saved state is not at its recorded version.
    [seats] its seats are not the seats of its saved state.
    [status] its status is not what its saved state says.
   *[replay] its log does not replay to its saved state (the file was changed).
  }
import-game-log = { $where }: its log does not run from 1 to its version { $version }.
import-snapshot = { $where }: { $why ->
    [newer] it was saved by a newer version of the bot (state schema { $schema }; this version reads schema { $reads }).
    [no-migration] it was saved with state schema { $schema }, and this version of the bot has no migration from it to schema { $reads }.
    [no-pack] its saved state needs its content pack, which the file does not hold.
   *[broken] its saved state cannot be read.
  }
import-replay = { $where }: { $why ->
    [start] it does not start as its scenario starts.
    [opening] its opening words are not the scenario's.
    [undo-latest] log row { $row } undoes row { $undoes }, which is not the latest decision.
    [undo-words] log row { $row } does not say what its undo did.
    [kind] log row { $row } is of no kind this bot writes.
    [seat] log row { $row } names another seat than its decision's.
    [illegal] log row { $row } does not replay: its decision is not open at that point.
    [record] log row { $row } does not record what its decision did.
    [no-decision] log row { $row } holds no decision.
    [unknown-decision] log row { $row } holds no decision this bot knows.
   *[other] its log does not replay.
  }
import-progress = { $what ->
    [won] its progress counts a scenario as won that none of its games won.
    [attempts] its progress counts other attempts than its games.
   *[flags] its progress holds a campaign flag that none of its won games earned.
  }
import-attempts = the attempts at scenario { $scenario } are not numbered 1 to { $count }.

## Why the attempt in play cannot be read (bot/table/snapshots.py: SnapshotUnreadable)
unreadable = { $why ->
    [newer] This attempt was saved by a newer version of the bot (state schema { $schema }; this version reads schema { $reads }): update the bot to continue it.
    [no-migration] This attempt was saved with state schema { $schema }, and this version of the bot has no migration from it to schema { $reads }: it cannot be continued here; its export still holds it.
    [no-pack] This attempt's saved state needs its content pack, which is missing.
   *[broken] This attempt's saved state cannot be read.
  }
refuse-unreadable = { $why } The host can abandon it with /{ cmd-campaign } { cmd-campaign-abandon }.
name-key-like = { $name } reads like a button’s key to the bot: choose a name without “=”.

# Starting a game for two with a partner (bot/app/pair_start.py): a member of the server, or the bot.
pair-missing-permissions = I cannot host a game here yet: I am missing **{ $missing }** in this channel (I post the game there, and my own moves when I play). Ask someone who manages the server to allow it for my role here, then start again.
pair-partner-self = You cannot be your own partner: name another member, or the bot.
pair-partner-other-bot = Another bot cannot play: choose a member of this server, or this bot.

# A small game's own refusals of its options and chapters (bot/games/basic.py), said for any game on the shelf.
game-options-not-a-table = A game's options are a table of names and values.
game-option-unknown = This game has no option { $option }; it has: { $known }.
game-option-value = The option { $option } cannot be { $value }; it can be: { $allowed }.
game-option-missing = The option { $option } is missing.
game-one-chapter = This game has one chapter, 1, not { $chapter }.
game-no-command = This game takes its decisions by its buttons and /{ cmd-decide }.

# The table's sentences as a game says them when it has no words of its own for them (bot/render/basic_face.py:
# a game on BasicFace says `game-K` for the table's K; neither scenarios nor campaigns, and no game's command).
game-refuse-no-campaign = No game has been played in this channel yet.
game-refuse-no-scenario-played = No game is being played here.
game-refuse-nothing-to-abandon = No game is being played here.
game-refuse-game-ended = The game is over ({ $result ->
    [won] won
   *[lost] lost
  }): a new one can begin in this channel.
game-refuse-no-seat-in-scenario = You do not play in this game: only its players move. Start one of your own in another channel or thread.
game-refuse-between-attempts = A game is already being played here: finish it first.
game-refuse-unreadable = { $why }
game-note-begun = The game has begun.
game-note-abandoned = The game was given up.
game-ev-attempt_abandoned = The game was given up.
game-msg-waiting-bot-seat = the bot ({ $nurse }): { $phrases }
game-msg-bot-played = 🤖 The bot's move ({ $nurses }):
