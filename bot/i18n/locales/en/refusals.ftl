# Refusals: why a decision is not open now (bot/games/holding_on/engine/explain.py and reasons.py build them as data; the English here says
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
# A refusal says its reason once, with the ruling; what the player may do instead follows it, once (refuse-you-can).
refuse-why-options = { $why } ({ $ruling }).
refuse-no-call = { $why }; no call can be made this shift ({ $ruling }).
refuse-nobody-now = Nobody can { $phrase } now ({ $where }): { $when } ({ $ruling }). Waiting for: { $waiting }.
refuse-ruled = { $why } ({ $ruling }).
refuse-choice = { $why } ({ $ruling }).
refuse-seat-count = Holding On is played by 2 to 4 Nurses; this table has { $count }.
refuse-no-scenario = There is no scenario { $scenario }; this campaign has [{ $numbers }].

# Why not this choice (bot/games/holding_on/engine/reasons.py): the fact the rule turns on.
why-no-own-token = { $name } holds no Care Token to place on the inquiry space (the pool's are not for Inquiries)
why-not-on-card = { $name } is not on this Patient Card: only a Nurse on it may Inquire
why-only-her-tokens = Only { $who } may put { $name }'s own Care Tokens on the card
why-only-decide = Only { $who } may decide that for { $name }
why-only-may = Only { $who } may { $phrase } now
why-too-stressed = { $name } has { $stress } Stress: a Nurse with 2 or more does not Inquire
why-staffed-first = The Patient Card is staffed first: a call comes once no one else can be placed on it (R5)
why-break-room-first = The Contact Tile is filled from the break room first, where these may still make the call: { $names }
why-no-such-staff = There is no staff member called { $staff }
why-overstressed = { $name } is overstressed and cannot work again today
why-on-leave = { $name } is On Leave today
why-gone = { $name } has worked the one day an On-Call Assistant gives and is gone for this scenario
why-sm-of-four = { $name } is Shift Manager of a table of four and works no shift today
why-manager-stays = { $name } is the Shift Manager, who stays on the ward
why-on-call-cover = { $name } is On-Call: an On-Call Assistant comes in as cover, when the break room cannot fill the shift
why-not-in-break-room = { $name } is not in the break room
why-in-break-room = { $name } is in the break room: staff there are assigned, not brought in as cover
why-already-on-shift = { $name } is already on this shift
why-break-room-fills = The break room can still fill this shift: cover comes only when it cannot
why-cannot-cover = { $name } did not work the shift just before this one: only its staff can cover this one
why-on-call-extra = { $name } is an On-Call Assistant, who never covers extra spaces
why-extra-not-on-card = { $name } is not on this shift's Patient Card: only its staff cover extra spaces
why-extra-most = { $name } can cover at most { $count } more { $count ->
    [one] space
   *[other] spaces
  } here
why-past-maximum = { $name } has { $stress } Stress of { $most }: this would go past the maximum
why-talker-not-on-card = { $name } is not on this Patient Card: whoever talks to Billy is on it
why-token-not-on-card = { $name } is not on this Patient Card: the token goes to someone on it
why-token-cap = { $name } already holds { $count } Care Tokens, the most a Nurse may hold
why-call-nurse = { $name } is not a Nurse: only a Nurse makes a call
why-call-stress = { $name } has { $stress } Stress: a Nurse with 2 or more makes no call
why-holds-none = { $name } holds no { $what ->
    [token] Care Token
    [partial] Partial Memory
   *[clear] Clear Memory
  }
why-tokens-most = { $name } holds { $held } { $held ->
    [one] Care Token
   *[other] Care Tokens
  } and each symbol takes one: at most { $most } can go on this card
why-no-partial = Timeline { $timeline } has no Partial Memory in the grid yet
why-pool-most = At most { $most } pool tokens can go on this card: the pool holds { $pool }, and each symbol takes one
why-no-such-player = There is no such player at this table
why-voice-other = { $name } plays the one who talks to Billy: another player speaks for him
why-names-nobody = This decision names nobody
why-stress-other = The Stress paid for now is { $payer }'s, not { $name }'s
why-tokens-nurse = { $name } is not a Nurse on this Patient Card: only they put their own tokens on it
why-not-inquiring = { $name } is not the one inquiring
why-no-inquiry = Nobody is inquiring: there is no Inquiry to stop
why-no-such-contact = Nobody called { $contact } can be called in this scenario
why-contact-called = { $contact } has been called already: one call is all
why-contact-not-yet = { $contact } cannot be called yet in this scenario
why-staffing-goes-on = Staffing goes on while someone can still be placed on the card
why-inquiry-under-way = An Inquiry is under way: its Nurse stops it first
why-not-open = That is not one of the ways to { $phrase }
why-emergency = This card is an emergency: it is given Medical care only
refuse-not-seated = { $member } has no seat at this table. Seated: { $seated }.
refuse-abandon-players = Only a player of this game, or someone with Manage Server, can give it up.
refuse-bot-alone = The bot would then play every seat: a table needs at least one member playing.
refuse-seat-held-by-bot = The bot plays Nurse { $nurse } for you tonight. To take your seat back: /{ cmd-campaign } { cmd-campaign-standin } { opt-campaign-standin-seat }:{ $nurse }
