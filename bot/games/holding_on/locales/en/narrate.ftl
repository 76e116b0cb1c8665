# Channel narration of the engine's events (bot/render/narrate.py) and private texts (DMs).
# A name carries the gender its sentence agrees with (GENDER($name): an Assistant's, or the one a Nurse's player
# chose); French elides before a vowel with INITIAL($name) (bot/i18n/__init__.py).
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
    [stable] Billy stable
    [emergency] EMERGENCY ({ $deterioration } { $deterioration ->
        [one] symbol
       *[other] symbols
      }): Medical care only
   *[deteriorating] deteriorating ({ $deterioration } { $deterioration ->
        [one] symbol
       *[other] symbols
      })
  }
card-staff = { $staff ->
    [one] 1 staff space
   *[other] { $staff } staff spaces
  }
reward-count = { $count } { $reward ->
    [token] { $count ->
        [one] Care Token
       *[other] Care Tokens
      }
    [memory] { $count ->
        [one] Partial Memory
       *[other] Partial Memories
      }
   *[either] { $count ->
        [one] token or memory, as chosen
       *[other] tokens or memories, as chosen
      }
  }
card-rewards = { $count ->
    [0] no reward
    [one] reward: { $rewards }
   *[other] rewards: { $rewards }
  }
card-inquiry = { $inquiry ->
    [no] {""}
   *[yes] , inquiry space
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
# The event icons, by the names of the rulebook's icon key.
effect-word = { $effect ->
    [ignore] Ignore Event: keep drawing, it does not count
    [quiet_moment] Quiet Moment: Billy says nothing this time
    [draw] Draw Memory Card: one more card
    [draw_ignoring_events] Draw Memory Card, Ignoring Events: one more card
    [change_of_subject] Change of Subject: the next card from another timeline
    [trust_for_condition] Use Trust to Improve Billy's Condition: the talker may spend 1 Care Token for +1 condition
    [trust_for_memory] Use Trust to Gain a Memory Card: the talker may spend 1 Care Token for one more card
    [trust_for_memory_ignoring_events] Use Trust to Gain a Memory Card: the talker may spend 1 Care Token for one more card, ignoring events
    [condition_up] Condition Improves: +1 condition
    [no_more_talking] No More Talking: Billy stops talking
   *[remove] Remove: the card goes back in the box
  }
warning-word = { $reason ->
    [short_staffed] a shift could not be fully covered (R5)
    [no_medical_care] no Medical care today (R12)
   *[shift_manager_overstressed] the next Shift Manager is overstressed (R7)
  }
loss-word = { $cause ->
    [died] Billy has died.
    [out_of_cards] The Patient Deck is empty: Billy's time has run out (R2).
    [transferred] Billy has been transferred off the ward after a second Hospital Warning.
   *[out_of_time] The days the objective allowed have run out.
  }
placed-how = { $how ->
    [assign] { GENDER($name) ->
       *[n] is assigned
      }
    [on_call] comes in On-Call
    [cover] covers from the previous shift
    [extra] covers extra spaces
   *[call] goes to the Contact Tile
  }

## Channel lines, one per event kind
# A revealed Patient Card in three parts: its title, its line, what it does.
ev-card_revealed = **{ shift-name } shift:**{ $told }
    Patient Card: { card-staff }, { card-kind }, { card-rewards }{ card-inquiry }.
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
   *[other] {" "}({ $spaces } { $spaces ->
        [one] space
       *[other] spaces
      })
  }{ $has_contact ->
    [yes] : calling { $contact }
   *[no] {""}
  }.
ev-stress_gained = { $name } gains Stress (now { $stress }).
ev-stress_cost_paid = { $name } gives up { gives-word }.
ev-overstressed = { $name } is overstressed: no more shifts today, On Leave tomorrow.
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
ev-partial_placed = 🧩 { $by ->
    [board] From the Shift Manager Board
   *[other] From { $by }
  }: a Partial Memory in timeline { $timeline }, *{ $title }*.
ev-clear_placed = ✨ { $by } places a Clear Memory on *{ $title }*.
ev-decision_undone = ↩️ Undone: { $decision }.
ev-attempt_abandoned = Scenario { $scenario } (attempt { $attempt }) was abandoned.

## Private texts (DMs and ephemeral replies): the first line names the campaign
dm-quote = Read this aloud as Billy (timeline { $timeline }):
    > { $quote }
# A message says what came, not what is held now: it may be read later (/hand shows what is held).
dm-partial = A Partial Memory came to you face down (timeline { $timeline }). Billy said:
    > { $quote }
dm-clear = A Clear Memory came to you face down (timeline { $timeline }).
dm-clear-placed = Your Clear Memory *{ $title }* matches the grid and is placed:
    { $scene }
dm-clear-looked = You look at your Clear Memory in private:
    { $scene }
    Its Partial is not in the grid yet, so it goes back to the deck unseen by the others.
dm-stand-in = *(You are playing { $nurse } as a stand-in.)*
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
