# The pictures' labels (bot/games/holding_on/render/board_picture.py, memories_picture.py) and their text alternative (embeds.py).

## The board
pic-shift = { $shift ->
    [0] Morning shift
    [1] Day shift
   *[2] Night shift
  }
    .short = { $shift ->
        [0] Morning
        [1] Day
       *[2] Night
      }
pic-day = Day { $day }
pic-scenario = Scenario { $scenario }
pic-decks = Patient deck { $patient } · Partial deck { $partial } · Clear deck { $clear }
    .short = Patient Cards { $patient } · Partial { $partial } · Clear { $clear }
pic-shift-manager = Shift Manager
pic-warnings = Hospital Warnings { $warnings }/2
pic-won = WON: the objective holds
pic-lost = LOST: { pic-loss }
pic-loss = { $cause ->
    [died] Billy has died
    [transferred] Billy was transferred (second Warning)
   *[out_of_time] the objective's days ran out
  }
pic-condition = Billy's condition
pic-condition-value = { $condition } of 30 · { pic-band } band
pic-band = { $band ->
    [green] GREEN
    [orange] ORANGE
    [red] RED
   *[black] BLACK
  }
pic-billy = BILLY
pic-now = NOW
pic-not-revealed = not revealed yet
pic-not-played = not played
pic-card-kind = { $kind ->
    [stable] STABLE
    [emergency] EMERGENCY!
   *[deteriorating] DETERIORATING
  }
pic-billy-stable = Billy stable
pic-deterioration = { $count } deterioration
pic-spaces = { $short ->
    [yes] Spaces
   *[no] Staff spaces
  } ({ $filled }/{ $total })
pic-short-staffed = SHORT-STAFFED
pic-extra-cover = extra cover
pic-senior = senior
pic-space-empty = space { $number }: empty
pic-decides = Decides: { $name } (Shift Manager)
    .short = Decides: { $name }
pic-rewards = Rewards:
pic-reward = { $reward ->
    [token] token
    [memory] memory
   *[either] token or memory
  }
pic-no-rewards = { $emergency ->
    [yes] No rewards: Medical care only
   *[no] No rewards
  }
    .short = { $emergency ->
        [yes] Medical care only
       *[no] No reward
      }
pic-inquiry = Inquiry space:
pic-no-tokens = no tokens
pic-care = Care: { $care ->
    [medical] Medical
    [palliative] Palliative
   *[none] not chosen yet
  }
    .short = Care: { $care ->
        [medical] Medical
        [palliative] Palliative
       *[none] open
      }
pic-on-card = on card: { $placed }
    .short = { $placed }
pic-pool = pool
pic-contact-tile = Contact Tile
pic-nobody = nobody
pic-tile = { $how ->
    [stays] stays on the tile
    [called] called { $contact }
   *[calling] calling
  }
pic-place = { $place ->
    [break_room] break room
    [leave] On Leave
    [sm_board] no shift today
    [on_call] available
    [gone] used
   *[shift] on a shift
  }
    .short = { $place ->
        [break_room] break room
        [leave] On Leave
        [sm_board] no shift
        [on_call] ready
        [gone] gone
       *[shift] on shift
      }
pic-nurses = Nurses
pic-col-where = where
pic-col-stress = Stress
pic-col-tokens = Care Tokens
pic-col-backs = face-down cards
pic-sm = SM
# A pawn's letters: an Assistant's initial and number, an On-Call Assistant's initials (two letters at most: they fit a pawn).
pic-pawn = { $kind ->
    [assistant] A{ $number }
   *[on_call] OC
  }
pic-over = over!
pic-backs-legend = Face-down cards show their backs only: P = Partial, C = Clear, and the timeline.
pic-back = { $deck ->
    [partial] P
   *[clear] C
  }{ $timeline }
pic-none = none
pic-area = { $area ->
    [break_room] Break room
    [leave] On Leave
    [pool] Assistant pool
    [assistants] Assistants
    [on_call] On-Call Assistants
   *[sm_board] Shift Manager Board
  }
    .short = { $area ->
        [break_room] Break room
        [leave] On Leave
        [pool] Pool
        [assistants] Assistants
        [on_call] On-Call
       *[sm_board] SM Board
      }
pic-contacts-title = Contact Tile: who may be called
pic-talking = Talking with Billy
pic-pool-tokens = { $count ->
    [one] { $count } Care Token
   *[other] { $count } Care Tokens
  }
pic-pool-use = used by Assistants, On-Call
    .short = for Assistants and On-Call
# A helper in its own box, by number where its name leaves no room for where it is.
pic-helper-short = { $kind ->
    [assistant] Assistant { $number }
   *[on_call] On-Call { $number }
  }
pic-no-helpers = none in this scenario
pic-in-use = in use: { $where }
    .short = { $where }
pic-sm-partials = Assistants' Partials:
pic-called = { $called ->
    [yes] called
   *[no] not called yet
  }
pic-contact-line = { $name }: { pic-called }
pic-talker = { $name } talks with Billy, { $deck ->
    [clear] the Clear deck
   *[partial] the Partial deck
  }
pic-mode = { $mode ->
    [steer] steering
    [persist] persisting
   *[inquiry] inquiring
  }
pic-timeline-of = (timeline { $timeline })
pic-cards-given = cards given: { $count }
pic-voice = Billy's voice: { $name }
pic-hand = Your hand, { $name } (private)
pic-hand-sm = (Shift Manager Board) { $quote }
pic-hand-clear = a Clear Memory (its front is seen at Talk About Billy)
pic-hand-none = no face-down cards

## Billy's Collected Memories
pic-memories = Billy's Collected Memories
pic-scenario-title = Scenario { $scenario }: { $title } · Day { $day }
pic-grid-count = { $clear } Clear · { $partial } Partial
pic-slots-empty = { $count ->
    [one] { $count } slot empty
   *[other] { $count } slots empty
  }
pic-legend = { $key ->
    [partial] Partial (blurred)
    [clear] Clear
    [empty] empty
    [asked] asked for
    [positive] positive
   *[negative] negative
  }
pic-position = position { $position }
pic-timeline-row = Timeline
pic-face = { $face ->
    [partial] PARTIAL
   *[clear] CLEAR
  }
pic-objective = Objective
pic-achieved = achieved
pic-asked-title = Memories it asks for (their Partial face):
pic-asked-slot = Timeline { $timeline } · pos. { $position }
    .short = T{ $timeline } · pos. { $position }
pic-asked-state = { $state ->
    [missing] not found yet
    [partial] Partial in the grid
   *[clear] Clear in the grid
  }
    .short = { $state ->
        [missing] not found
        [partial] Partial in
       *[clear] Clear in
      }
pic-progress = { $what ->
    [all_of] All of these:
    [any_of] Any one of these:
    [clear_in_each_timeline] { $count ->
        [one] A Clear Memory in each timeline
       *[other] { $count } Clear Memories in each timeline
      }
    [clear_memories] The Clear Memories asked for (below)
    [clear_in_timeline] { $count ->
        [one] { $count } Clear Memory in timeline { $timeline }
       *[other] { $count } Clear Memories in timeline { $timeline }
      }
    [flags] Done: { $flags }
    [condition_at_least] Billy's condition at least { $count }
   *[by_day] By the end of day { $count }
  }
pic-progress-now = now { $count }
pic-progress-today = today: day { $day }

## The text alternative (options: no images)
emb-condition = Billy's condition: { $condition }/30, { $band } band
emb-manager = Shift Manager: { $name } · Hospital Warnings: { $warnings }/2
emb-decks = Decks: Patient { $patient } · Partial { $partial } · Clear { $clear }
emb-won = WON: the objective holds.
emb-lost = LOST: { pic-loss }.
emb-now = (now)
emb-shift-manager-tag = (Shift Manager)
emb-overstressed = , overstressed
emb-nurse = { $where } · Stress { $stress }/{ $most }{ $over } · Care Tokens { $tokens } · face down: { $backs }
# A line of an embed's field: who, then what of them (French sets a no-break space before the colon)
emb-row = { $who }: { $words }
emb-assistant = { $where }, Stress { $stress }/{ $most }
emb-on-call = { $place ->
    [on_call] available
    [shift] in use ({ $where }), then gone
   *[gone] used
  }
emb-back = { $deck ->
    [partial] Partial
   *[clear] Clear
  } T{ $timeline }
emb-card = { $kind ->
    [stable] **STABLE** (Billy stable)
    [emergency] **EMERGENCY**, { $count } deterioration
   *[deteriorating] **DETERIORATING**, { $count } deterioration
  }
emb-extra-cover = (extra cover)
emb-senior = ★ senior
emb-empty = empty
emb-spaces = Staff spaces ({ $filled }/{ $total }): { $spaces }
emb-rewards = Rewards: { $rewards }
emb-inquiry = { $count ->
    [one] Inquiry space: { $count } token
   *[other] Inquiry space: { $count } tokens
  }
emb-care = Care: **{ $care ->
    [medical] Medical
    [palliative] Palliative
   *[none] not chosen yet
  }**
emb-on-card = · tokens on card: { $placed }
emb-short = short-staffed
emb-tile = Contact Tile: { $how ->
    [nobody] nobody
    [stays] { $name }, still there after her call
    [called] { $name }, called { $contact }
   *[calling] { $name }
  }
emb-talker = { $name }, { $deck ->
    [clear] Clear deck
   *[partial] Partial deck
  }
emb-cards-given = Cards given: { $count }
emb-hand-sm = Shift Manager Board, { $back }
emb-title = Day { $day } · { pic-shift } · Scenario { $scenario }
emb-memories-summary = **{ $clear } Clear · { $partial } Partial · { $empty } empty**
emb-memories-legend = ● Clear · ◐ Partial (blurred) · ○ empty · ★ asked for by the objective
emb-memory = { $face ->
    [clear] Clear
   *[partial] Partial
  }, { $tone ->
    [positive] (+) positive
   *[negative] (−) negative
  }
emb-timeline = Timeline { $timeline }
emb-objective = Objective
emb-objective-achieved = Objective (achieved)
emb-asked-title = Memories it asks for (their Partial face)
emb-asked = ★ Timeline { $timeline }, position { $position }: { pic-asked-state }
