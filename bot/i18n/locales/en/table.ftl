# The table's own refusals and notes (bot/table): English says exactly what the table's message says.

passed = That moment has passed: the game has moved on since that message.
refuse-no-decision = There is no decision to take.
refuse-game-changed = The game changed while you acted; please try again.
refuse-undo-who = Only the host or the Shift Manager may undo a decision.
refuse-undo-nothing = There is no decision to undo in this attempt.
refuse-undo-no-replay = This attempt's log does not replay, so undo is not available.
refuse-undo-rules = This attempt started under rules { $stored }; this bot plays rules { $current } and cannot rebuild it exactly, so undo is not available for it.
refuse-undo-kind = The last decision ({ $decision }) cannot be undone: only staffing, tokens, the bonus token and leave can be taken back, and only while they revealed nothing (FLOW.md, Undo).
refuse-undo-final = The last decision ({ $decision }) cannot be undone: it revealed or moved something hidden (a card, a draw, a shuffle), or it ended the attempt.
refuse-no-campaign = There is no campaign in this channel. Start one with /{ cmd-campaign } { cmd-campaign-new }.
refuse-no-scenario-played = No scenario is being played here. Start one with /{ cmd-campaign } { cmd-campaign-start }.
refuse-stood-in = Someone is standing in for your Nurse tonight; the host can end it with /{ cmd-campaign } { cmd-campaign-standin }.
refuse-no-seat-in-scenario = You have no seat in this scenario. Join between scenarios with /{ cmd-campaign } { cmd-campaign-join }, or ask the host to make you a stand-in for an absent player.
refuse-pack-missing = The content pack this attempt was started with ({ $pack }) is missing.

refuse-campaign-exists = This channel already has a campaign (one per channel or thread).
refuse-seated-already = You already have a seat, as { $nurse }.
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
