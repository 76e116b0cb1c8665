# The terminal table's own words (python -m bot local): its help, prompt, board, hand and sentences.

term-command-words-campaign-new = Open a campaign at this table (you host it)
term-command-words-campaign-join = Take a seat: your Nurse takes your name
term-command-words-campaign-leave = Free your seat (between scenarios)
term-command-words-campaign-start = Play the next scenario, or replay one already won: { opt-campaign-start-scenario }:N { opt-campaign-start-order }:ana,ben,cy
term-command-words-campaign-status = Scenarios won, attempts, the day and shift, whose decision is open; { opt-campaign-status-note }:{ term-option-value-words-true } for the note
term-command-words-campaign-recap = Previously on…: what happened since the table was last idle
term-command-words-campaign-options = Show or change the table options (they apply from the next attempt)
term-command-words-campaign-standin = Someone plays an absent player's Nurse for now: { opt-campaign-standin-seat }:<nurse> { opt-campaign-standin-member }:<player>
term-command-words-campaign-undo = Take back the last decision, when it revealed nothing (host or Shift Manager)
term-command-words-campaign-abandon = Give up the current attempt (host)
term-command-words-campaign-export = Write the whole campaign to a file (it holds spoilers): { term-opt-campaign-export-file }:PATH
term-command-words-campaign-import = Replace this campaign with one from a file (host): { opt-campaign-import-file }:PATH
term-command-words-decide = Any decision open to you, by its words or from the completion list: { opt-decide-choice }:…
term-command-words-board = The board as text; { term-opt-board-picture }:FILE.png writes it as a picture
term-command-words-memories = Billy's Collected Memories and the objective; { term-opt-memories-picture }:FILE.png writes the picture
term-command-words-hand = Your own face-down cards and tokens (private)
term-command-words-rules = A rule in a few lines with its ruling id, or a glossary term: { cmd-rules } inquire, { cmd-rules } { glossary-word }
term-command-words-help = This list, and what you can do now
term-terminal-words-show = That player's private messages and hand, after the screen is cleared: show NAME
term-terminal-words-clear = Clear the screen
term-terminal-words-quit = Leave the table (the game is saved; --resume continues it)
term-help-title = Commands (type them with or without the /; Tab completes commands, options and values)
term-help-who = At a shared screen, start a line with the player's name: 'ben: /{ cmd-care } { cmd-care-tokens } { opt-care-tokens-count }:2'. Without a name, the line is played by the one player the game is waiting for.
term-help-who-seat = This terminal plays { $name }: every line is { $name }'s.
term-help-groups-campaign = The table
term-help-groups-look = Looking and rules
term-open-to = Open to { $name } now:
term-nothing-open = Nothing is waiting for { $name } now.
term-waiting = Waiting for: { $who }
term-waiting-seat = { $name } – { $hints }
term-help-line = { $command }: { $words }
# What a command does, then how it is typed (the second game's help)
term-help-usage = { $words }: { $usage }
term-waiting-nobody = nobody
term-decide = /{ cmd-decide }
term-or = { " " }or{ " " }
term-prompt-status = Day { $day }, { shift-name } shift · Shift Manager { $manager } · { $step }
term-prompt-no-game = No scenario is being played: /{ cmd-campaign } { cmd-campaign-start }
term-prompt-no-campaign = No campaign in this file yet: /{ cmd-campaign } { cmd-campaign-new }
term-step-words-reveal = revealing the Patient Card
term-step-words-staffing = staffing
term-step-words-bonus = the bonus token
term-step-words-care = choosing care
term-step-words-medical = Medical care
term-step-words-rewards = rewards
term-step-words-give-token = rewards
term-step-words-talker = Palliative care
term-step-words-billy-voice = Palliative care
term-step-words-focus = Palliative care
term-step-words-drawing = talking with Billy
term-step-words-inquiry = Inquiry
term-step-words-sm-return = end of shift
term-step-words-over = the scenario is over
term-board-title = Scenario { $number }: { $title }
term-board-when = Day { $day }, { shift-name } shift · { $step }
term-condition = Billy's condition { $value }/30, { $band }
term-bands-green = green
term-bands-orange = orange
term-bands-red = red
term-bands-black = black
term-warnings = Hospital Warnings { $count }/2
term-pool = assistant pool: { $tokens }
term-decks = Decks: { $patient }, { $partial }, { $clear }
term-deck-patient = { $count ->
    [one] { $count } Patient Card
   *[other] { $count } Patient Cards
}
term-deck-partial = { $count ->
    [one] { $count } Partial Memory
   *[other] { $count } Partial Memories
}
term-deck-clear = { $count ->
    [one] { $count } Clear Memory
   *[other] { $count } Clear Memories
}
term-objective = Objective
term-done-mark = { "[x]" }
term-todo-mark = { "[ ]" }
term-staff-title = Staff
term-staff-headings-0 = Name
term-staff-headings-1 = Where
term-staff-headings-2 = Care Tokens
term-staff-headings-3 = Stress
term-staff-headings-4 = Face-down cards
term-nurse-role-sm = { " " }({ GENDER($name) ->
   *[n] Shift Manager
  })
term-places-break-room = break room
term-places-shift = on shift
term-places-leave = On Leave
term-places-sm-board = Shift Manager Board
term-places-on-call = On-Call
term-places-gone = used up
term-overstressed = overstressed
term-no-cards = none
term-backs = { $count ->
    [one] timeline { $timeline }
   *[other] { $count }, timeline { $timeline }
  }
term-shifts-title = Today's shifts
term-shift-headings-0 = Shift
term-shift-headings-1 = Patient Card
term-shift-headings-2 = Staff
term-shift-headings-3 = Care
term-card-kinds-stable = stable
term-card-kinds-deteriorating = deteriorating
term-card-kinds-emergency = EMERGENCY
term-card-line = { card-staff }, { card-kind }, { card-rewards }{ card-inquiry }
term-card-needs = { $count ->
    [one] needs 1 staff
   *[other] needs { $count } staff
}
term-card-inquiry = ; inquiry
term-card-hidden = not revealed yet
term-no-rewards = none
term-short = short-staffed
term-care-words-medical = Medical
term-care-words-palliative = Palliative
term-care-words-none = -
term-committed = { $tokens } on the card
term-contact = Contact Tile: { $name }
term-grid-title = Billy's Collected Memories
term-grid-timeline = Timeline { $n }
term-grid-key = C = Clear Memory, P = Partial Memory, . = empty, * = asked for by the objective
term-conversation = { $talker } is talking with Billy ({ $deck } deck); { $voice } speaks for Billy
term-sm-board = Shift Manager Board: { $cards } face down
term-contacts = Contacts: { $names }
term-called = { " " }(called)
term-removed-events = Events out of play: { $titles }
term-result-won = The scenario is won.
term-result-lost = The scenario is lost.
term-welcome = Holding On, at the terminal. Type help for the commands; Tab completes them. Ctrl-D or quit leaves (the game is saved).
term-saved-in = This campaign is saved in { $path }
term-resumed = Resumed from { $path }.
term-resumed-last = Where you stopped, the last decision:
term-done = ✓ { $note }
term-refused = ✗ { $message }
term-allowed = You can: { $allowed }.
term-left = Left the table; the game is saved in { $path }. Continue with: python -m bot local --resume --db { $path }
term-left-short = Left the table; the game is saved.
term-private-waiting = ✉ { $name } has { $count } waiting: type 'show { $key }' when only { $name } can see the screen.
term-private-count = { $count ->
    [one] { $count } private message
   *[other] { $count } private messages
}
term-private-header = Only for { $name }
term-show-ask = Private messages and hand for { $name }. Everyone else, look away. { $name }: press Enter to read them.
term-show-done = { $name }: press Enter to hide them (the screen is cleared).
term-show-nothing = { $name } has no private messages waiting.
term-show-not-here = Private messages are shown only at an interactive terminal (or with --reveal-private, for a script author).
term-show-not-yours = This terminal plays { $name }: its private messages are shown here as they come.
term-private-label = { "[" }private to { $name }]{ " " }
term-hand-line = { $name }: { $tokens }, Stress { $stress }/{ $most }
term-hand-partials = Partial Memories (face down): { $cards }
term-hand-clears = Clear Memories (face down): { $cards }
term-hand-sm-board = Shift Manager Board (you hold it today): { $cards }
term-hand-partial = timeline { $timeline }: “{ $quote }”
term-hand-clear = timeline { $timeline }
term-hand-none = none
term-hand-empty = { $name } holds no Nurse in this scenario.
term-hand-private = { $name }'s hand is private: type 'show { $key }' when only { $name } can see the screen.
term-picture-written = Wrote { $path }.
term-picture-failed = Cannot write { $path }: { $reason }.
term-export-written = Wrote the campaign to { $path }. It holds spoilers (seeds, deck order, held cards): keep it to yourself.
term-imported = Imported the campaign from { $path }.
term-file-missing = There is no file { $path }.
term-file-option = Name the file: { $command } { $option }:PATH
term-no-campaign = There is no campaign in this file yet. Start one with /{ cmd-campaign } { cmd-campaign-new }.
term-no-game = No scenario is being played here. Start one with /{ cmd-campaign } { cmd-campaign-start }.
term-status-won = Scenarios won: { $won }; next: { $next }.
term-status-none = none
term-status-all-won = none (every scenario is won)
term-status-seats = Players: { $seats }; host: { $host }.
term-status-standin = { $nurse } (played for now by { $who })
term-status-playing = Playing scenario { $scenario }, attempt { $attempt }.
term-content-note = Content note. { $note }
term-options-title = Table options:
term-option-line = { $key } = { $value }: { $words }
term-options-changed = Table options changed: { $changes }. They apply from the next scenario attempt.
term-option-value-words-true = on
term-option-value-words-false = off
term-option-value-words-en = english
term-option-value-words-de = german
term-option-value-words-fr = french
term-option-value-words-dm = private
term-option-value-words-channel = aloud
term-option-bad = { $key } can be { $allowed }.
term-option-unknown = There is no table option { $key }; the options are { $known }.
term-joined = { $name } takes a seat.
term-left-seat = { $name } leaves the table.
term-standin-on = { $who } now plays Nurse { $nurse }.
term-standin-off = Nurse { $nurse } is played by her own player again.
term-standin-none = Nobody is standing in for { $nurse } now.
term-campaign-opened = A campaign is open; { $host } hosts it. Each player: 'name: /{ cmd-campaign } { cmd-campaign-join }', then /{ cmd-campaign } { cmd-campaign-start }.
term-recap-title = Previously on Holding On:
term-recap-empty = Nothing has happened at this table yet.
term-rules-pick = Pick a topic: { cmd-rules } <topic>. Topics: { $topics }, or { $glossary }. Each ruling in full, with why it is read so: docs/RULINGS.md in the bot's source.
term-rules-unknown = There is no rule or glossary term { $topic }. Try '{ cmd-rules } { $glossary }', or '{ cmd-rules }' alone for the list.
term-not-a-player = { $name } has no seat here; players: { $players }.
term-not-this-seat = This terminal plays { $name } (--as { $key }): lines for other players are typed at their own terminal.
term-who-first = Whose line is this? Start it with the player's name, e.g. '{ $example }: { $line }'.
term-unknown-command = There is no command { $command }; type help for the list.
term-unknown-option = { $command } has no option { $option }; its options: { $options }.
term-no-options = { $command } takes no options.
term-read-line = Cannot read that line: write '[name:] /command option:value', e.g. 'ana: /{ cmd-shift } { cmd-shift-assign } { opt-shift-assign-staff }:Ben'.
term-nurse-name-here = At the terminal table your Nurse takes your name: type '{ $name }: /{ cmd-campaign } { cmd-campaign-join }'.
term-scenario-number = { opt-campaign-start-scenario } must be a scenario's number, e.g. { opt-campaign-start-scenario }:2 (not { $value }).
term-order-names = { opt-campaign-start-order } names every seated player once, separated by commas, e.g. { opt-campaign-start-order }:ana,ben,cy.
term-member-name = Name the player who stands in, e.g. { opt-campaign-standin-member }:dee (leave it out to end the stand-in).
term-yes-no = { $option } is { $yes } or { $no }.
term-abandoned = Scenario { $scenario } was abandoned.
term-script-stopped = stopped at line { $number }
term-unfinished = End of input: the scenario was left unfinished (it is saved; --resume continues it).
term-stopped = Stopped (Ctrl-C): the game is saved.
term-incident = Something went wrong on our side (incident { $incident }; the details are in { $log }). Everything confirmed is saved: type help to see where the table stands.
term-crashed = Something went wrong on our side (incident { $incident }; the details are in { $log }). Everything confirmed is saved: --resume continues it.
term-tokens = { $count ->
    [one] { $count } token
   *[other] { $count } tokens
}
term-care-tokens = { $count ->
    [one] { $count } Care Token
   *[other] { $count } Care Tokens
}
term-deck-patient-noun = { $count ->
    [one] Patient Card
   *[other] Patient Cards
}
term-deck-partial-noun = { $count ->
    [one] Partial Memory
   *[other] Partial Memories
}
term-deck-clear-noun = { $count ->
    [one] Clear Memory
   *[other] Clear Memories
}

# The command line's own sentences (python -m bot local --language …): said in the language it names.
term-flag-language = --language is the table's language: { $allowed } (not { $given })
term-flag-players-count = --players names { $least } to { $most } players separated by commas, e.g. --players ana,ben,cy
term-flag-players-exactly = This game is for exactly { $count } players: --players names them, separated by commas, e.g. --players ana,bot to play with the bot
term-flag-players-word = --players: { $name } is not one word (no spaces, colons or commas), e.g. --players ana,ben,cy
term-flag-players-name = --players: { $problem }
term-flag-players-twice = --players names each player once (names are compared ignoring case)
term-flag-resume-players = --resume continues the players saved in the file: leave out --players
term-flag-seed = --seed is a whole number, 0 or more
term-flag-as = --as names one player, one word, e.g. --as ana (not { $given })
term-flag-script-missing = --script { $path }: there is no such file
term-flag-script-not-utf8 = --script { $path }: not UTF-8 text
term-flag-db-folder = --db { $path }: that is a folder; name a file, e.g. --db { $example }
term-flag-resume-nothing = --resume: there is no saved game in { $path } (start one with --players ana,ben,cy, or name it with --db)
term-flag-resume-empty = --resume: there is no saved game in { $path }
term-flag-db-not-sqlite = --db { $path }: that file is not a SQLite database; name another file
term-flag-db-no-write = --db { $path }: cannot create a file there (no write access); name another place with --db
term-flag-db-cannot-open = --db { $path }: cannot create or open it there ({ $reason }); name another place with --db
term-flag-db-taken = { $path } already holds a game: continue it with --resume, or start another with --db OTHER.sqlite3
term-flag-as-nobody = --as { $name }: there is no such player in { $path }; players: { $players }
term-flag-nobody = nobody yet
term-shift-row = { shift-name }
term-chapter-note = Scenario { $number }, { $title }: { $note }
term-options-language = language: { $language } (python -m bot local --resume --language en|de|fr changes it)
# The terminal's own commands, as typed in this language (the English names work too).
term-name-show = show
term-name-clear = clear
term-name-quit = quit
# A memory in the grid, by its deck's initial (as the pictures' backs: pic-back).
term-grid-letter = { $deck ->
    [partial] P
   *[clear] C
  }

## The terminal's own options (no Discord command has them): what a line may call them
term-opt-campaign-export-file = file
term-opt-board-picture = picture
term-opt-memories-picture = picture
term-opt-show-player = player

# `python -m bot local --help` (bot/terminal/flags.py): in the table's language, argparse's own words too.
term-cli-usage = usage:
term-cli-options = options
term-cli-description = Play Holding On at a terminal, without Discord: the same commands, rules and saved games.
term-cli-help = show this help and leave
term-cli-players = start a new game with these players (2 to 4), e.g. ana,ben,cy; a player's Nurse is named as feminine, masculine or neutral with :f, :m or :n after her name (ana:f,ben:m,cy: neutral when left out)
term-cli-resume = continue the game saved in the file (--db)
term-cli-db = the game's file (default: $XDG_DATA_HOME/holding-on/table.sqlite3)
term-cli-as = this terminal is this player's: her private cards are shown here, and only here
term-cli-seed = deal the same cards every time (rehearsals, tests)
term-cli-language = en, de or fr: the table's language (default: English, or the saved campaign's with --resume, which --language changes)
term-cli-script = play the lines of this file, then leave
term-cli-reveal-private = print every player's private messages, labelled (a script author alone at the screen)
term-flag-players-gender = --players: { $name }:{ $given } is not a gender; after the colon write f (feminine), m (masculine) or n (neutral), e.g. --players ana:f,ben:m,cy
term-cli-names = NAMES
term-cli-file = FILE
term-cli-name = NAME
term-cli-number = NUMBER
term-cli-code = LANGUAGE
# A rule or a glossary term, as `/rules` says it at the terminal.
term-rule-line = **{ $label }**: { $summary }
# The table options at a terminal: what each does there (no Discord words; campaign.ftl's option-words are Discord's).
term-option-words = { $key ->
    [senior_reading] senior member (R3): english = the first Nurse placed decides; german = an Assistant placed first leaves it to the Shift Manager
    [medical_needs_token] Medical care counts only with a token on the card (R9)
    [inquire_same_timeline_reshuffles] inquiring again about the same timeline reshuffles (R14, the English text)
    [two_player_reading] two players (R19): the English or the German rulebook's reading
    [billy_voice] Billy's voice (D2): private = shown to the player speaking for Billy (show NAME), aloud = printed for the whole table
    [images] pictures: at a terminal, board and memories write them with picture:FILE.png
    [contact_tile_clears] house rule (R18): the Contact Tile empties after every shift
   *[other] ({ $key })
  }

# Billy's voice at a shared screen (bot/terminal/moments.py): the table stops while his words are read aloud.
term-voice-call = { $name } speaks for Billy: the table stops while { $name } alone reads his words.
term-voice-ask = { $name }, press Enter when only you can see the screen, then read Billy's words aloud.
term-voice-done = { $name }, press Enter once you have read them aloud (the screen is cleared and the story goes on).
term-private-past = ✉ { $name }: { $count ->
    [one] 1 private message
   *[other] { $count } private messages
  } of the day no longer waiting: Talk About Billy has settled the cards they told of.
term-left-as = Left the table; the game is saved in { $path }. To come back to this seat: python -m bot local --resume --db { $path } --as { $key }
term-flag-as-taken = --as { $name }: another terminal already plays { $name } on { $path }; one terminal per seat (leave that one first)
# A memory in the grid, by its place, as `memories` lists them.
term-grid-slot = Timeline { $timeline }, place { $position }
term-grid-placed = { $slot }: { $title } ({ $deck })

# The table's sentences as a terminal says them (bot/terminal/voice.py): no Discord permission at one screen.
term-refuse-host-only = Only the host may { $what ->
    [standin] set a stand-in
    [options] change the table options
    [abandon] abandon the attempt
    [export] export the campaign
   *[import] import a campaign here
  }.
term-refuse-abandon-players = Only a player of this game can give it up.

term-name-again = again

# Any game without a terminal of its own (bot/terminal/any_game.py)
term-any-welcome = At the terminal: { $title }. Type a choice as { cmd-help } numbers it, or its words; { cmd-board } shows where the game stands; Ctrl-D or { term-name-quit } leaves (the game is saved).
term-any-unfinished = End of input: the game was left unfinished (it is saved; --resume continues it).
term-any-who = Whose line is it? Start it with the player's name: 'ana: 1'.
term-any-read-line = Cannot read that line: write '[name:] command', or one of the choices { cmd-help } lists (its number or its words), e.g. 'ana: 1'.
term-any-no-game = No game is in this file yet: start one with python -m bot local --game { $game } --players ana,bot.
term-any-picture-png = { $path }: The picture is a PNG file; name it ….png
term-any-board-words = Where the game stands, in words
term-any-again-words = Once a game is over, a new one with the same players
term-any-left-over = Left the table; the game is over, and saved in { $path }. To play another: python -m bot local --resume --db { $path }, then { term-name-again }.
term-any-ended-again = The game is over. { term-name-again } begins another with the same players.
