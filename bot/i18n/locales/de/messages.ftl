# Die Nachricht einer Entscheidung im Kanal: Überschrift, Zusammenfassung, wer als Nächstes dran ist.

msg-headline-result = Szenario { $scenario } { $result ->
    [won] gewonnen
   *[lost] verloren
  }
msg-headline-day = Ende von Tag { $day }
msg-headline-shift = Ende der { shift-name }
msg-summary-field = Zusammenfassung
msg-summary = Billy { $condition }/30 ({ band-word }) · Verwarnungen { $warnings }/2 · Vorrat der Aushilfen { $pool } · Patientenstapel { $deck } Karten · jetzt Tag { $day }, { shift-name }
msg-waiting = Am Zug: { $who }.
msg-more-choices = {" "}Weitere Möglichkeiten: /{ cmd-decide }.
msg-done = Erledigt.
msg-select = { $who }: { $phrase }
msg-waiting-seat = { $who } ({ $nurse }): { $phrases }
