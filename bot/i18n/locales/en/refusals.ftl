# Refusals: why a decision is not open now (bot/engine/explain.py builds them as data; the English here says
# exactly what RuleError.message says, tests/i18n/test_refusals.py holds them equal).

listing = { $items }
role = { $manager ->
    [yes] { $name } (Shift Manager)
   *[no] { $name }
  }
result-word = { $result ->
    [won] won
    [lost] lost
   *[other] { $result }
  }
where-over = this scenario attempt is over ({ $result })
where-day = day { $day }, { shift-name } shift
waiting-pair = { $who } to { $phrase }
waiting-nobody = nobody
refuse-you-can = You can: { $options }.

refuse-not-a-decision = That is not a decision of this game.
refuse-attempt-over = This scenario attempt is over ({ $result }); start the next one with /{ cmd-campaign } { cmd-campaign-start }.
refuse-why-options = { $why }. You can: { $options } ({ $ruling })
refuse-no-call = { $why }; no call can be made this shift ({ $ruling })
refuse-nobody-now = Nobody can { $phrase } now ({ $where }); waiting for: { $waiting } ({ $ruling }).
refuse-ruled = { $why } ({ $ruling }).
refuse-choice = { $why }. You can: { $options }. ({ $ruling })
refuse-seat-count = Holding On is played by 2 to 4 Nurses; this table has { $count }.
refuse-no-scenario = There is no scenario { $scenario }; this campaign has [{ $numbers }].

why-no-own-token = { $name } has no Care Token of her own to place on the inquiry space
why-not-on-card = { $name } is not a Nurse on this Patient Card, so she cannot Inquire
why-only-her-tokens = Only { $who } may put { $name }'s own Care Tokens on the card
why-only-decide = Only { $who } may decide that for { $name }
why-only-may = Only { $who } may { $phrase } now
why-too-stressed = { $name } has { $stress } Stress and cannot Inquire
why-staffed-first = The Patient Card is staffed first: a call comes once no one else can be placed on it (R5)
why-contact-taken = { $name } is on the Contact Tile: it is free again only when she is re-assigned from it on the next shift, or at the end of the day
why-break-room-first = The Contact Tile is filled from the break room first, and { $names } may make the call there
why-no-such-staff = There is no staff member called { $staff }
why-overstressed = { $name } is { $gender ->
   *[other] overstressed
  } and cannot work again today
why-on-leave = { $name } is On Leave today
why-no-token = { $name } has no Care Token to place on the inquiry space
why-cannot-cover = { $name } did not work the shift just before this one, so { $gender ->
   *[other] she
  } cannot cover it
why-past-maximum = { $name } would go past her Stress maximum
why-no-partial = Timeline { $timeline } has no Partial Memory in the grid yet
why-token-count = That many tokens is not possible here
why-not-open = That choice is not open
