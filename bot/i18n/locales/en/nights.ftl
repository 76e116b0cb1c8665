# Campaign nights (issue 28): the bot standing in for an absent player, and the weekly nights it plans.

## The bot as a stand-in
msg-waiting-bot-seat = { $nurse } (played by the bot): { $phrases }
msg-bot-leaves-open = The bot leaves this to the Nurses beside { $nurse }: add yours, then any of you may close it.
msg-bot-played = 🤖 The bot plays for { $nurses }:
campaign-standin-bot = The bot now plays Nurse **{ $nurse }**. Nobody sees { $nurse }'s face-down cards meanwhile; <@{ $user }> gets them by DM the moment they play again, or when the host ends it with /{ cmd-campaign } { cmd-campaign-standin }.
dm-seat-returned = You have your seat back: the bot hands { $nurse } back to you ({ $tokens } { $tokens ->
    [one] Care Token
   *[other] Care Tokens
  }, Stress { $stress }). Face down:
dm-seat-returned-partial = • A Partial Memory, timeline { $timeline }. Billy said: “{ $quote }”
dm-seat-returned-clear = • A Clear Memory, timeline { $timeline }
dm-seat-returned-board = • On the Shift Manager Board, timeline { $timeline }: “{ $quote }”
dm-seat-returned-none = • nothing face down

## /campaign schedule (cogs/holding_on/nights.py)
night-weekday = { $day ->
    [0] Monday
    [1] Tuesday
    [2] Wednesday
    [3] Thursday
    [4] Friday
    [5] Saturday
   *[6] Sunday
  }
night-offset = { $hours ->
    [0] { $minutes } min
   *[other] { $minutes ->
        [0] { $hours } h
       *[other] { $hours } h { $minutes } min
    }
  }
night-no-reminders = none
night-series = Campaign nights: every **{ $day }** at **{ $time }** ({ $zone }), in { $place }. The next: <t:{ $at }:F> (<t:{ $at }:R>). Reminders: { $reminders }.
night-scheduled = 📅 Campaign nights planned: every **{ $day }** at **{ $time }** ({ $zone }), in { $place }. The first: <t:{ $at }:F> (<t:{ $at }:R>). Reminders: { $reminders }. Mark yourselves **Interested** in the event, so that the reminders know who is coming.
night-next = The next night: <t:{ $at }:F> (<t:{ $at }:R>), every **{ $day }** at **{ $time }** ({ $zone }) in { $place }.
night-skipped = { $user } skips the night of <t:{ $skipped }:F>: its event is cancelled.
night-stopped = { $user } stops the campaign nights: no more events or reminders. /{ cmd-campaign } { cmd-campaign-schedule } plans them again.
night-none-yet = This campaign has no weekly night yet: /{ cmd-campaign } { cmd-campaign-schedule } with a weekday, a time and a time zone plans one.
night-need-all = To plan the nights, name the weekday, the time and the time zone (e.g. Thursday, 19:30, Europe/Berlin); /{ cmd-campaign } { cmd-campaign-schedule } alone shows them.
night-no-permission = To put campaign nights in this server's Events I need **{ $missing }** { $where ->
    [place] in the night's voice or stage channel
   *[server] for my role
  }: someone who manages the server can allow it (Server Settings → Roles, or the channel's settings), then run /{ cmd-campaign } { cmd-campaign-schedule } again.
night-reminders-unreadable = I cannot read “{ $given }” as reminders: give up to three times before the night, each at most a week, e.g. `24h, 1h`, `90min`, `1h30` or `3 days`, or `none`.
refuse-night-host-only = Only the host (or someone with Manage Events) may plan the campaign's nights.
refuse-night-weekday = Choose the night's weekday from the list.
refuse-night-time = I cannot read { $given } as a time of day: write it like 19:30 or 7:30 pm.
refuse-night-zone = I do not know the time zone { $given }: pick one from the list as you type (like Europe/Berlin or America/New_York).
# A date as running text writes it, never ISO (bot/table/nights.py gives its day, month and year)
night-date = { $date_day } { $date_month ->
    [1] January
    [2] February
    [3] March
    [4] April
    [5] May
    [6] June
    [7] July
    [8] August
    [9] September
    [10] October
    [11] November
   *[12] December
  } { $date_year }
refuse-night-dst = { $kind ->
    [skipped] In the { $zone } time zone, { $hour }:{ $minute } does not exist on { night-date } (the clocks go forward)
   *[twice] In the { $zone } time zone, { $hour }:{ $minute } comes twice on { night-date } (the clocks go back)
  }: choose a time an hour earlier or later.
refuse-night-none = This campaign has no weekly night to skip or stop.
refuse-night-started = Tonight's night has already begun: it ends on its own after two idle hours, or when someone ends the event.

## The nights as they come (bot/app/nights.py)
night-location = in #{ $channel }
night-event-name = { $campaign }: scenario { $scenario }, { $title }
night-event-name-done = { $campaign }: campaign night
night-event-where = Played { $channel }.
night-event-previously = Last time: { $summary }.
night-reminder = 📅 Campaign night in { $when }: <t:{ $at }:F> (<t:{ $at }:R>).
night-nobody = nobody yet
night-seat = { $nurse } ({ $user })
night-the-bot = the bot
night-seat-covered = { $nurse } (played by { $who })
night-coming = Coming (marked Interested): { $seats }.
night-covered = Stood in for: { $seats }.
night-empty = { $count ->
    [0] Empty seats: none.
   *[other] Will be empty unless they come (not marked Interested): { $seats }.
  }
night-also = Also interested, and free to stand in: { $users }.
night-host-can = { $host }, for an empty seat you can ask someone to stand in (/{ cmd-campaign } { cmd-campaign-standin } { opt-campaign-standin-seat }:{ $nurse } { opt-campaign-standin-member }:…), let the bot play it (the button below), or skip the night (/{ cmd-campaign } { cmd-campaign-schedule } { opt-campaign-schedule-skip }:True).
night-button-bot = 🤖 The bot plays { $nurse }
night-seat-gone = That seat is no longer at this table.
night-story-title = 🌙 The campaign night begins. Previously on Holding On…
night-story-nothing = Nothing was played last time: this is where the story starts.
night-story-start = No scenario is being played: /{ cmd-campaign } { cmd-campaign-start } begins scenario { $scenario }.
night-summary-title = 🌙 The night in short
night-tally-nothing = nothing was played
night-summary = Tonight: { $summary }. The next night: <t:{ $at }:F>.
night-tally-attempts = { $count ->
    [one] 1 attempt begun
   *[other] { $count } attempts begun
  }
night-tally-won = { $count ->
    [one] scenario { $scenarios } won
   *[other] scenarios { $scenarios } won
  }
night-tally-lost = { $count ->
    [one] scenario { $scenarios } lost
   *[other] scenarios { $scenarios } lost
  }
night-tally-memories = { $count ->
    [one] 1 memory placed
   *[other] { $count } memories placed
  }
night-tally-calls = { $count ->
    [one] 1 call made
   *[other] { $count } calls made
  }
night-tally-decisions = { $count ->
    [one] 1 decision
   *[other] { $count } decisions
  }
night-moved = The night's event was moved in Discord, and the nights follow it: every **{ $day }** at **{ $time }** ({ $zone }), the next <t:{ $at }:F>.
night-stopped-by-hand = The night's event was { $how ->
    [cancelled] cancelled
   *[deleted] deleted
  } in Discord, so the weekly nights stop here: /{ cmd-campaign } { cmd-campaign-schedule } plans them again.
msg-bot-cannot-post = I cannot post in this channel, so the seat I play waits for now: I am missing **{ $missing }** here. Once someone who manages the server allows it for my role, I move at the next button or command.
msg-bot-moves-untold = My last moves could not be shown here (I was missing a permission in this channel); this is where the game stands now.
night-cannot-post = I cannot post a night's reminders and story in this channel: I am missing **{ $missing }** here. Ask someone who manages the server to allow it for my role here, then plan the nights again.
night-cannot-post-dm = I could not post { $what } in #{ $channel } ({ $server }): I am missing **{ $missing }** there. Someone who manages the server can allow it for my role in that channel's settings.
night-what = { $what ->
    [reminder] the night's reminder
    [story] the night's story
   *[summary] the night's summary
  }
night-event-refused = Discord would not put this night in the server's Events ({ $reason }). The reminders come anyway, and I try again in an hour.
