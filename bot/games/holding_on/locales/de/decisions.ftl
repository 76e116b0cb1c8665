# Entscheidungen: was jede Art ist (nach „darf“ / „soll“), und jede Wahl als Knopf, Auswahl oder Vorschlag.

phrase-stress_cost = wählen, was eine gestresste Person abgibt
phrase-reveal = die { -karte } aufdecken
phrase-send_on_leave = Personal nach Hause schicken
phrase-assign = Personal aus dem Pausenraum einteilen
phrase-cover = jemanden einspringen lassen
phrase-extra = Überstunden einteilen
phrase-call = eine Pflegekraft ans { -telefon } setzen
phrase-end_staffing = die Einteilung beenden
phrase-bonus = den Bonusmarker vergeben
phrase-care = medizinische oder palliative Versorgung wählen
phrase-tokens = eigene { -marker(num: "other") } auf die Karte legen
phrase-pool = Marker aus dem Vorrat der Aushilfen einsetzen
phrase-resolve = die medizinische Versorgung abschließen
phrase-reward = Marker oder Erinnerung als Belohnung wählen
phrase-give_token = einen { -marker } vergeben
phrase-talker = wählen, wer mit Billy spricht
phrase-billy_voice = wählen, wer für Billy spricht
phrase-focus = das Gespräch lenken oder nachfragen
phrase-persist = diese Erinnerung behalten oder nachfragen
phrase-spend_trust = entscheiden, ob ein { -marker } ausgegeben wird
phrase-inquire = ein Gespräch führen
phrase-stop_inquiry = das Gespräch beenden
phrase-close_inquiries = die Gesprächsrunde beenden
phrase-sm_return = entscheiden, ob die Schichtleitung in den Pausenraum zurückkehrt
phrase-choose = sagen, was der Tisch gewählt hat

label-stress_cost = { $who } gibt { gives-word } ab
label-reveal = { -karte } aufdecken
label-send_on_leave = { $who } nach Hause schicken
label-assign = { $who } einteilen
label-cover = { $who } springt ein
label-extra = Überstunden: { $who } übernimmt { $count } { $count ->
    [one] Feld
   *[other] Felder
  } mehr
label-call = { $who } ruft { $contact } an
label-end_staffing = Einteilung beenden
label-bonus = den { -marker } an { $who } geben
label-care = { $choice ->
    [medical] Medizinische
   *[palliative] Palliative
  } Versorgung
label-tokens = { $who }: { $count } { $count ->
    [one] Marker
   *[other] Marker
  } auf der Karte
label-pool = { $count } { $count ->
    [one] Marker
   *[other] Marker
  } aus dem Vorrat auf der Karte
label-resolve = Medizinische Versorgung abschließen
label-reward = { $choice ->
    [token] einen { -marker } nehmen
   *[memory] eine { -erinnerung(kind: "partial", case: "acc") } nehmen
  }
label-give_token = den { -marker } an { $who } geben
label-talker = { $who } spricht mit Billy
label-billy_voice = { $player } spricht für Billy
label-focus = { $choice ->
    [steer] Zu { -abschnitt } { $timeline } lenken (1 Marker)
    [persist] Nachfragen (1 Marker je abgelegte Erinnerung)
   *[none] nicht lenken, nicht nachfragen
  }
label-persist = { $choice ->
    [yes] Nachfragen: 1 Marker für die nächste Erinnerung
   *[no] diese Erinnerung behalten
  }
label-spend_trust = { $choice ->
    [yes] 1 { -marker } ausgeben
   *[no] nichts ausgeben
  }
label-inquire = { $who } fragt nach { -abschnitt } { $timeline }
label-stop_inquiry = Gespräch beenden
label-close_inquiries = Gesprächsrunde beenden
label-sm_return = { $choice ->
    [yes] für 2 Marker zurück in den Pausenraum
   *[no] bleiben
  }
label-choose = { $answer }
label-timeline = { -abschnitt } { $timeline }
label-stop = stopp

# Wann jede Art von Entscheidung kommt: gesagt, wenn sie gerade niemand treffen kann.
when-stress_cost = Das kommt, wenn jemand Stress bekommt
when-reveal = Die Schichtleitung deckt zu Beginn jeder Schicht eine auf
when-send_on_leave = Nach Hause geschickt wird nur zwischen Früh- und Spätschicht
when-assign = Eingeteilt wird, solange eine Schicht besetzt wird
when-cover = Eingesprungen wird, solange eine Schicht besetzt wird und der Pausenraum sie nicht füllt
when-extra = Überstunden gibt es, solange eine Schicht besetzt wird und der Pausenraum sie nicht füllt
when-call = Angerufen wird bei der Einteilung einer Schicht, in Szenarien mit Telefonplättchen
when-end_staffing = Die Einteilung endet, sobald niemand mehr eingeteilt werden kann
when-bonus = Den Bonusmarker gibt es, wenn die Nachtschicht voll besetzt oder ein Notfall abgewendet ist
when-care = Die Versorgung wird gewählt, sobald die Karte besetzt ist
when-tokens = Marker kommen bei der medizinischen Versorgung auf die Karte
when-pool = Marker aus dem Vorrat kommen bei der medizinischen Versorgung auf die Karte, wenn eine Aushilfe darauf steht
when-resolve = Die medizinische Versorgung wird abgeschlossen, wenn ihre Marker liegen
when-reward = „Marker oder Erinnerung“ wird bei der palliativen Versorgung gewählt
when-give_token = Die Marker der palliativen Versorgung werden nach der Wahl der Belohnungen verteilt
when-talker = Wer mit Billy spricht, wird bestimmt, wenn die palliative Versorgung Erinnerungen ziehen lässt
when-billy_voice = Billys Stimme wird bestimmt, wenn Erinnerungen gezogen werden
when-focus = Gelenkt oder nachgefragt wird vor dem ersten Ziehen, ab Szenario 2
when-persist = Nachgefragt wird, wenn eine Erinnerung gezogen ist, ab Szenario 2
when-spend_trust = Ein Marker wird ausgegeben, wenn ein Ereignis es anbietet
when-inquire = Gespräche gibt es nach der Versorgung, auf einer Karte mit „Zustand stabil“
when-stop_inquiry = Ein Gespräch beendet, wer es führt
when-close_inquiries = Die Gespräche werden nach der Versorgung geschlossen, auf einer Karte mit „Zustand stabil“
when-sm_return = Zu zweit geht die Schichtleitung zurück in den Pausenraum, sobald der Tag vorbei ist
when-choose = Gewählt wird, wenn eine Karte der Geschichte danach fragt
