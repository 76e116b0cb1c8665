# Channel narration of the engine's events (bot/render/narrate.py) and private texts (DMs).
# `$gender` (masc: Assistants, On-Call; fem: Nurses) is given where French agrees with the staff member named.
# English is the reference; German and French say the same, with the editions' terms (content/text/TERMS.*.md).

## Small words
list-and = and
list-or = or
shift-name = { $shift ->
    [0] Morning
    [1] Day
   *[2] Night
  }
band-mark = { $band ->
    [green] 🟩 green
    [orange] 🟧 orange
    [red] 🟥 red
   *[black] ⬛ black
  }
band-word = { $band ->
    [green] green
    [orange] orange
    [red] red
   *[black] black
  }
card-kind = { $kind ->
    [stable] stable
    [emergency] EMERGENCY, { $deterioration } deterioration
   *[deteriorating] deteriorating, { $deterioration } deterioration
  }
reward-word = { $reward ->
    [token] token
    [memory] memory
   *[either] either
  }
rewards-none = none
care-word = { $care ->
    [medical] Medical
   *[palliative] Palliative
  }
deck-word = { $deck ->
    [partial] Partial
   *[clear] Clear
  }
gives-word = { $gave ->
    [token] a Care Token
    [partial] a random Partial Memory
   *[clear] a random Clear Memory
  }
effect-word = { $effect ->
    [ignore] Billy ignores it: keep drawing
    [quiet_moment] a quiet moment: Billy has nothing to say
    [draw] Billy goes on: one more card
    [draw_ignoring_events] one more card, ignoring events
    [change_of_subject] Billy changes the subject
    [trust_for_condition] the talker may spend 1 token: +1 condition
    [trust_for_memory] the talker may spend 1 token for one more card
    [trust_for_memory_ignoring_events] the talker may spend 1 token for one more card, ignoring events
    [condition_up] Billy rallies: +1 condition
    [no_more_talking] Billy will say no more
   *[remove] the card leaves the game
  }
warning-word = { $reason ->
    [short_staffed] a shift could not be fully covered (R5)
    [no_medical_care] no Medical care today (R12)
   *[shift_manager_overstressed] the next Shift Manager is overstressed (R7)
  }
loss-word = { $cause ->
    [died] Billy has died.
    [transferred] Billy has been transferred off the ward after a second Hospital Warning.
   *[out_of_time] The days the objective allowed have run out.
  }
placed-how = { $how ->
    [assign] { $gender ->
       *[other] is assigned
      }
    [on_call] comes in On-Call
    [cover] covers from the previous shift
    [extra] covers extra spaces
   *[call] goes to the Contact Tile
  }

## Channel lines, one per event kind
ev-card_revealed = **{ shift-name } shift**:{ $told } Patient Card { card-kind }; staff { $staff }; rewards { $rewards }{ $inquiry ->
    [yes] , inquiry
   *[no] {""}
  }.
ev-event_revealed = Event ({ band-mark }): { $told }{ $effects }.
ev-scenario_title = # Scenario { $number }: { $title }
ev-content_note = **Content note.** { $text }
ev-setup = **Setup & rules.** { $text }
ev-objective = **Objective.** { $text }
ev-scenario_won = 🏁 **Objective complete.**
ev-scenario_lost = **The scenario is lost.** { $why }
ev-try_again = A lost scenario is played again until it is won: `/{ cmd-campaign } { cmd-campaign-start }` begins a fresh attempt.
ev-shift_manager_drawn = { $name } is the first Shift Manager.
ev-day_started = ## Day { $day }
    { $name } is Shift Manager today.
ev-staff_placed = { $name } { placed-how }{ $spaces ->
    [0] {""}
   *[other] {" "}({ $spaces })
  }{ $has_contact ->
    [yes] : calling { $contact }
   *[no] {""}
  }.
ev-stress_gained = { $name } gains Stress ({ $stress }).
ev-stress_cost_paid = { $name } gives up { gives-word }.
ev-overstressed = { $name } is { $gender ->
   *[other] overstressed
  }: no more shifts today, On Leave tomorrow.
ev-warning = ⚠️ Hospital Warning { $warnings }/2: { warning-word }.
ev-staffing_ended = { $missing ->
    [0] Staffing done.
   *[other] The shift goes { $missing } short.
  }
ev-token_given = { $name } receives a Care Token.
ev-token_lost = Nobody on the card can hold the token: it is lost (R23).
ev-care_chosen = { care-word } care.
ev-tokens_committed = { $name }: { $count ->
        [one] { $count } token
       *[other] { $count } tokens
    } on the card.
ev-medical_resolved = Medical care given with { $placed ->
        [one] { $placed } token
       *[other] { $placed } tokens
    }.
ev-condition_changed = Billy's condition: { $before } → { $after }.
ev-emergency_averted = The emergency is averted.
ev-reward_chosen = Reward: a { $choice ->
    [token] Care Token
   *[memory] Partial Memory
  }.
ev-talker_named = { $name } talks to Billy.
ev-billy_voice_named = { $name } speaks for Billy.
ev-memory_drawn = { $name } receives a { deck-word } Memory, face down (timeline { $timeline }).
ev-quote = Billy: “{ $quote }”
ev-conversation_ended = { $reason ->
    [nothing_more] Billy has nothing more to say.
   *[other] Billy will say no more.
  }
ev-talk_ended = The talk with Billy ends.
ev-trust_spent = { $name } spends a Care Token.
ev-trust_declined = No token is spent.
ev-persisted = { $name } persists (1 token).
ev-inquiry_window = Billy is stable: Nurses on the card may Inquire (/{ cmd-inquire }).
ev-inquiry = { $name } asks Billy about timeline { $timeline }.
ev-inquiry_stopped = { $name } stops inquiring.
ev-shift_ended = The { shift-name } shift ends.
ev-call_made = 📞 { $name } calls { $contact }.
ev-call_missed = { $name } is too stressed to call { $contact }.
ev-tokens_gained = { $name } gains { $count ->
        [one] { $count } Care Token
       *[other] { $count } Care Tokens
    }.
ev-sent_on_leave = { $name } goes On Leave.
ev-back_from_leave = { $name } is back from leave.
ev-day_ended = End of day { $day }: condition { $condition }, Warnings { $warnings }/2. Talk About Billy.
ev-partial_placed = 🧩 { $by } places a Partial Memory in timeline { $timeline }: *{ $title }*.
ev-clear_placed = ✨ { $by } places a Clear Memory on *{ $title }*.
ev-decision_undone = ↩️ Undone: { $decision }.
ev-attempt_abandoned = Scenario { $scenario } (attempt { $attempt }) was abandoned.

## Private texts (DMs and ephemeral replies): the first line names the campaign
dm-quote = Read this aloud as Billy (timeline { $timeline }):
    > { $quote }
dm-partial = You hold a Partial Memory, face down. Timeline { $timeline }. Billy said:
    > { $quote }
dm-clear = You hold a Clear Memory, face down. Timeline { $timeline }.
dm-clear-placed = Your Clear Memory *{ $title }* matches the grid and is placed:
    { $scene }
dm-clear-looked = You look at your Clear Memory in private:
    { $scene }
    Its Partial is not in the grid yet, so it goes back to the deck unseen by the others.
dm-stand-in = *(You are standing in for { $nurse }'s player tonight.)*
dm-delivery = -# Delivery { $delivery }: a second message with this number is the same card, not a new one.

## The staff the rules name (Nurses keep the names their players gave them)
staff-name = { $id ->
    [a1] Assistant 1
    [a2] Assistant 2
    [o1] On-Call 1
    [o2] On-Call 2
    [pool] assistant pool
   *[other] { $name }
  }

# The engine names the Shift Manager Board as the placer of its Partials (R15)
sm-board-by = the Shift Manager Board
