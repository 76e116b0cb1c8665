# Decisions: what each kind is (after "may" / "to"), and each choice as a button, a select option or an
# autocomplete label. English says exactly what the engine's describe() says (a test holds them equal).

phrase-stress_cost = choose what a stressed staff member gives up
phrase-reveal = reveal the Patient Card
phrase-send_on_leave = send staff On Leave
phrase-assign = assign staff from the break room
phrase-cover = bring in cover
phrase-extra = ask for extra cover
phrase-call = put a Nurse on the Contact Tile
phrase-end_staffing = end staffing
phrase-bonus = give the bonus Care Token
phrase-care = choose Medical or Palliative care
phrase-tokens = put your own Care Tokens on the card
phrase-pool = commit tokens from the assistant pool
phrase-resolve = resolve Medical care
phrase-reward = choose token or memory for a reward
phrase-give_token = give out a Care Token
phrase-talker = choose who talks to Billy
phrase-billy_voice = choose who speaks for Billy
phrase-focus = Steer or Persist
phrase-persist = keep this memory or Persist
phrase-spend_trust = decide whether to spend trust
phrase-inquire = Inquire
phrase-stop_inquiry = stop inquiring
phrase-close_inquiries = close the inquiries
phrase-sm_return = decide whether to return to the break room

label-stress_cost = { $who } gives up { gives-word }
label-reveal = reveal the Patient Card
label-send_on_leave = send { $who } On Leave
label-assign = assign { $who }
label-cover = { $who } covers this shift
label-extra = { $who } covers { $count } { $count ->
    [one] more space
   *[other] more spaces
  }
label-call = { $who } calls { $contact }
label-end_staffing = end staffing
label-bonus = give the Care Token to { $who }
label-care = { $choice ->
    [medical] Medical
   *[palliative] Palliative
  } care
label-tokens = { $who }: { $count } { $count ->
    [one] token
   *[other] tokens
  } on the card
label-pool = { $count } { $count ->
    [one] pool token
   *[other] pool tokens
  } on the card
label-resolve = resolve Medical care
label-reward = take a { $choice ->
    [token] Care Token
   *[memory] Partial Memory
  }
label-give_token = give the Care Token to { $who }
label-talker = { $who } talks to Billy
label-billy_voice = { $player } speaks for Billy
label-focus = { $choice ->
    [steer] Steer to timeline { $timeline } (1 token)
    [persist] Persist (1 token per memory set aside)
   *[none] no Steer or Persist
  }
label-persist = { $choice ->
    [yes] Persist: pay 1 token for the next memory
   *[no] keep this memory
  }
label-spend_trust = { $choice ->
    [yes] spend 1 Care Token
   *[no] do not spend
  }
label-inquire = { $who } inquires about timeline { $timeline }
label-stop_inquiry = stop inquiring
label-close_inquiries = close the inquiries
label-sm_return = { $choice ->
    [yes] return to the break room for 2 tokens
   *[no] stay
  }
label-timeline = timeline { $timeline }
label-stop = stop
