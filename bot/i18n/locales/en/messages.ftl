# The decision's channel message (bot/app/messages.py): headline, summary, who acts next.

msg-headline-result = Scenario { $scenario } { $result ->
    [won] won
   *[lost] lost
  }
msg-headline-day = End of day { $day }
msg-headline-shift = End of the { shift-name } shift
msg-summary-field = Summary
msg-summary = Billy { $condition }/30 ({ band-word }) · Hospital Warnings { $warnings }/2 · assistant pool { $pool } · Patient Deck { $deck } cards · now day { $day }, { shift-name } shift
msg-waiting = Waiting for { $who }.
msg-more-choices = {" "}More choices: /{ cmd-decide }.
msg-done = Done.
msg-select = { $who }: { $phrase }
msg-waiting-seat = { $who } ({ $nurse }): { $phrases }
