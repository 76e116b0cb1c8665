# /campaign: the table's own announcements (cogs/campaign.py).

campaign-opens = A Holding On campaign opens here: { $pack }
campaign-hosted = Hosted by { $host }. Take a seat with /{ cmd-campaign } { cmd-campaign-join } (2 to 4 Nurses), then /{ cmd-campaign } { cmd-campaign-start }. `/{ cmd-campaign } { cmd-campaign-status } { opt-campaign-status-note }:True` shows the content note again.
content-note-chapter = Scenario { $number }, { $title }: { $note }
campaign-note-field = Content note
campaign-language-line = Language: { $language }. The host changes it with /{ cmd-campaign } { cmd-campaign-options }.
campaign-joins = { $user } joins the table as Nurse **{ $nurse }** ({ $seats } of 4 seats).
campaign-leaves = { $user } leaves the table ({ $seats } of 4).
campaign-language-set = This campaign is now played in { $language }: the channel, the DMs and the story.
campaign-options-header = Table options:
campaign-options-language = Language: { $language }
campaign-welcome = You sit at this Holding On table as Nurse { $nurse }. Your face-down cards, and Billy's words when you speak for him, will come here, for your eyes only.
# A language in running text (its name in this language).
language-name = { $code ->
    [en] English
    [de] German
   *[fr] French
  }
# An option as /campaign options lists it (cogs/holding_on/texts.py)
option-line = `{ $name }` = **{ $value }**: { $words }
option-name = { $key }
option-words = { $key ->
    [senior_reading] Senior member (R3): English rules = the first Nurse placed decides; German rules = an Assistant placed first leaves it to the Shift Manager
    [medical_needs_token] Medical care counts only with a token on the card (R9)
    [inquire_same_timeline_reshuffles] Inquiring again about the same timeline reshuffles (R14, the English text)
    [two_player_reading] Two players (R19): the English or the German rulebook's reading
    [billy_voice] Billy's voice (D2): by DM to the player speaking for Billy, or in the channel for tables without voice chat
    [images] Pictures for the board and memories (off: text)
    [contact_tile_clears] House rule (R18): the Contact Tile empties after every shift
   *[other] ({ $key })
  }
option-value = { $value ->
    [en] English rules
    [de] German rules
    [dm] by DM
    [channel] in the channel
    [true] on
    [false] off
   *[other] { $value }
  }
options-changed = Table options changed: { $changed }. They apply from the next scenario attempt.
status-title = Holding On campaign in { $where }
status-host = Host
status-won = Scenarios won
status-none-yet = none yet
status-attempts = Attempts
status-attempts-of = scenario { $scenario }: { $count }
status-none = none
status-seats = Seats
status-seat = Nurse **{ $nurse }**: { $user }
status-stand-in = , played for now by { $user }
status-nobody = nobody yet: /{ cmd-campaign } { cmd-campaign-join }
status-playing = Playing: scenario { $scenario }, attempt { $attempt }
status-playing-line = Day { $day }, { shift-name } shift · Billy { $condition }/30 · Hospital Warnings { $warnings }/2
status-waiting = Waiting for: { $who }
status-next = Next
status-next-line = Scenario { $scenario }: /{ cmd-campaign } { cmd-campaign-start }
status-problem = Problem
status-options = Table options (from the next attempt)
note-title = Content note

## /campaign's own replies (cogs/campaign.py)
permission = { $name ->
    [view_channel] View Channel
    [create_events] Create Events
    [manage_events] Manage Events
    [connect] Connect
    [manage_channels] Manage Channels
    [mute_members] Mute Members
    [move_members] Move Members
    [send_messages] Send Messages
    [send_messages_in_threads] Send Messages in Threads
    [embed_links] Embed Links
   *[attach_files] Attach Files
  }
campaign-missing-permissions = I cannot run a campaign here yet: I am missing **{ $missing }** in this channel. Ask someone who manages the server to allow these for my role here, then try again.
campaign-name-your-nurse = { $problem } Name your Nurse: /{ cmd-campaign } { cmd-campaign-join } { opt-campaign-join-nurse_name }:
dm-how-to-allow = To let me send you your face-down cards: in this server, open **Server Privacy Settings** (click the server's name) and turn on **Direct Messages**, then use /{ cmd-campaign } { cmd-campaign-join } again or just carry on: your cards always wait in /{ cmd-hand }.
dm-closed-join = { $closed ->
    [yes] Your DMs are closed to me.
   *[no] I could not send you a DM.
  } { dm-how-to-allow }
dm-closed-export = { $closed ->
    [yes] The host's DMs are closed to me
   *[no] I could not DM the host
  }, so nothing was sent. { dm-how-to-allow }
campaign-standin = <@{ $user }> now plays Nurse **{ $nurse }**.
campaign-standin-ended = Nurse **{ $nurse }** is played by <@{ $user }> again.
campaign-exported = The campaign, exported. This file holds spoilers (seeds, deck order, held cards): keep it to yourself.
campaign-export-sent = Sent to <@{ $user }> by DM.
campaign-import-too-large = That file cannot be imported: it is larger than { $megabytes } MB, far more than any campaign export.
campaign-import-unreadable = I could not read that file; please attach it again.
campaign-imported = { $user } restored this channel's campaign from a file.
recap-title = Previously on Holding On…
recap-nothing = Nothing has been played here yet.
recap-truncated = *(A long session: here is its latest part.)*
