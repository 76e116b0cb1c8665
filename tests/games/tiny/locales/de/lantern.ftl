# Laterne, das kleine Spiel der Tests: jedes Wort, das es sagt.
cmd-lantern = laterne
    .description = Laterne: zu zweit eine Laterne über zehn Planken tragen, ohne darüber zu reden
cmd-lantern-start = start
    .description = Die Laterne mit jemandem tragen: jemand von diesem Server oder der Bot.
opt-lantern-start-partner = gegenüber
    .description = Wer sie mit dir trägt: jemand von diesem Server oder der Bot
lantern-table-name = eine Partie Laterne
lantern-phrase-carry = die Laterne tragen
lantern-label-carry = { $choice } weiter
lantern-ev-carried = { $seat } trägt die Laterne { $planks } weiter: Sie steht auf Planke { $plank } von 10.
lantern-ev-won = Die Laterne steht auf der letzten Planke. Ihr habt es gemeinsam hinüber geschafft.
lantern-ev-lost = Die Laterne fällt bei Planke { $plank } in den Fluss.
lantern-not-open = Dieser Zug geht jetzt nicht: Trage sie 1, 2 oder 3 Planken weit, nie so weit wie dein Gegenüber eben.
lantern-ev-set-out = { $seat } nimmt die Laterne zuerst. Zehn Planken bis zur anderen Seite.
lantern-not-your-turn = { $name } ist dran, die Laterne zu tragen.
