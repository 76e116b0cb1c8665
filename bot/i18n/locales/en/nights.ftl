# Campaign nights (issue 28): the bot standing in for an absent player, and the weekly nights it plans.

## The bot as a stand-in
msg-waiting-bot-seat = { $nurse } (played by the bot): { $phrases }
msg-bot-leaves-open = The bot leaves this to the Nurses beside { $nurse }: add yours, then any of you may close it.
msg-bot-played = 🤖 The bot plays for { $nurses }:
campaign-standin-bot = The bot plays Nurse **{ $nurse }** tonight. Her face-down cards go to nobody while it does; <@{ $user }> gets them by DM the moment she plays again, or when the host ends it with /{ cmd-campaign } { cmd-campaign-standin }.
dm-seat-returned = You have your seat back: the bot hands { $nurse } back to you (Care Tokens { $tokens }, Stress { $stress }). What she holds face down:
dm-seat-returned-partial = • A Partial Memory, timeline { $timeline }. Billy said: “{ $quote }”
dm-seat-returned-clear = • A Clear Memory, timeline { $timeline }
dm-seat-returned-board = • On the Shift Manager Board, timeline { $timeline }: “{ $quote }”
dm-seat-returned-none = • nothing face down
