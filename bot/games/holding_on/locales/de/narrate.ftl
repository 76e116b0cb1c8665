# Die Erzählung im Kanal (bot/render/narrate.py) und private Texte (DMs), in den Begriffen der deutschen Ausgabe.

## Kleine Wörter
list-and = und
list-or = oder
shift-name = { $shift ->
    [0] Frühschicht
    [1] Spätschicht
   *[2] Nachtschicht
  }
band-mark = { $band ->
    [green] 🟩 grün
    [orange] 🟧 orange
    [red] 🟥 rot
   *[black] ⬛ schwarz
  }
band-word = { $band ->
    [green] grün
    [orange] orange
    [red] rot
   *[black] schwarz
  }
card-kind = { $kind ->
    [stable] Zustand stabil
    [emergency] NOTFALL ({ $deterioration } { $deterioration ->
        [one] Symbol
       *[other] Symbole
      }): nur medizinische Versorgung
   *[deteriorating] Zustand verschlechtert sich ({ $deterioration } { $deterioration ->
        [one] Symbol
       *[other] Symbole
      })
  }
card-staff = { $staff ->
    [one] 1 Personalfeld
   *[other] { $staff } Personalfelder
  }
reward-count = { $count } { $reward ->
    [token] { $count ->
        [one] { -marker }
       *[other] { -marker(num: "other") }
      }
    [memory] { $count ->
        [one] { -erinnerung(kind: "partial") }
       *[other] vage Erinnerungen
      }
   *[either] { $count ->
        [one] Marker oder Erinnerung nach Wahl
       *[other] Marker oder Erinnerungen nach Wahl
      }
  }
card-rewards = { $count ->
    [0] keine Belohnung
    [one] Belohnung: { $rewards }
   *[other] Belohnungen: { $rewards }
  }
card-inquiry = { $inquiry ->
    [no] {""}
   *[yes] , mit Gesprächsfeld
  }
reward-word = { $reward ->
    [token] Marker
    [memory] Erinnerung
   *[either] Marker oder Erinnerung
  }
rewards-none = keine
care-word = { $care ->
    [medical] Medizinische
   *[palliative] Palliative
  }
deck-word = { $deck ->
    [partial] vage
   *[clear] klare
  }
gives-word = { $gave ->
    [token] einen { -marker }
    [partial] eine zufällige { -erinnerung(kind: "partial", case: "acc") }
   *[clear] eine zufällige { -erinnerung(kind: "clear", case: "acc") }
  }
# Die Symbole der Ereigniskarten, mit den Namen der Symbolübersicht der deutschen Ausgabe.
effect-word = { $effect ->
    [ignore] Ereignis ignorieren: Es zählt nicht, gezogen wird weiter
    [quiet_moment] Moment der Stille: Billy schweigt diesmal
    [draw] Erinnerungskarte ziehen: noch eine Karte
    [draw_ignoring_events] Erinnerungskarte ziehen, Ereignisse ignorieren: noch eine Karte
    [change_of_subject] Themenwechsel: die nächste Karte aus einem anderen Lebensabschnitt
    [trust_for_condition] Durch Vertrauen Billys Zustand verbessern: wer mit Billy spricht, darf 1 { -marker } ausgeben, Zustand +1
    [trust_for_memory] Durch Vertrauen eine Erinnerung erhalten: wer mit Billy spricht, darf 1 { -marker } für eine weitere Karte ausgeben
    [trust_for_memory_ignoring_events] Durch Vertrauen eine Erinnerung erhalten: wer mit Billy spricht, darf 1 { -marker } für eine weitere Karte ausgeben, Ereignisse ignorieren
    [condition_up] Zustand verbessert sich: Zustand +1
    [no_more_talking] Gesprächsabbruch: Billy hört auf zu reden
   *[remove] Entfernen: die Karte kommt zurück in die Schachtel
  }
warning-word = { $reason ->
    [short_staffed] eine Schicht war nicht voll besetzt (R5)
    [no_medical_care] heute keine medizinische Versorgung (R12)
   *[shift_manager_overstressed] wer morgen die Schichtleitung hätte, ist erschöpft (R7)
  }
loss-word = { $cause ->
    [died] Billy ist gestorben.
    [out_of_cards] Der Patientenstapel ist leer: Billys Zeit ist abgelaufen (R2).
    [transferred] Nach der zweiten { -verwarnung } wird Billy von der Station verlegt.
   *[out_of_time] Die Tage, die die Aufgabe vorgab, sind um.
  }
placed-how = { $how ->
    [assign] { GENDER($name) ->
       *[n] wird eingeteilt
      }
    [on_call] kommt von der Abrufliste
    [cover] springt aus der vorigen Schicht ein
    [extra] macht Überstunden
   *[call] geht ans { -telefon }
  }

## Zeilen im Kanal, eine je Ereignisart
# Eine aufgedeckte Patientenkarte in drei Teilen: Titel, ihre Zeile, was sie tut.
ev-card_revealed = **{ shift-name }:**{ $told }
    { -karte }: { card-staff }, { card-kind }, { card-rewards }{ card-inquiry }.
ev-event_revealed = Ereignis ({ band-mark }): { $told }{ $effects }.
ev-scenario_title = # Szenario { $number }: { $title }
ev-content_note = **Inhaltshinweis.** { $text }
ev-setup = **Aufbau & Regeln.** { $text }
ev-objective = **Aufgabe.** { $text }
ev-scenario_won = 🏁 **Aufgabe erfüllt.**
ev-scenario_lost = **Das Szenario ist verloren.** { $why }
ev-try_again = Ein verlorenes Szenario wird gespielt, bis es gewonnen ist: `/{ cmd-campaign } { cmd-campaign-start }` beginnt einen neuen Versuch.
ev-shift_manager_drawn = { GENDER($name) ->
    [f] { $name } ist die erste Schichtleiterin.
    [m] { $name } ist der erste Schichtleiter.
   *[n] Die erste Schichtleitung übernimmt { $name }.
  }
ev-day_started = ## Tag { $day }
    { $name } { GENDER($name) ->
        [f] ist heute Schichtleiterin
        [m] ist heute Schichtleiter
       *[n] hat heute die Schichtleitung
      }.
ev-staff_placed = { $name } { placed-how }{ $spaces ->
    [0] {""}
   *[other] {" "}({ $spaces } { $spaces ->
        [one] Feld
       *[other] Felder
      })
  }{ $has_contact ->
    [yes] : ruft { $contact } an
   *[no] {""}
  }.
ev-stress_gained = { $name } bekommt Stress (jetzt { $stress }).
ev-stress_cost_paid = { $name } gibt { gives-word } ab.
ev-overstressed = { $name } ist erschöpft: heute keine Schicht mehr, morgen Ruhetag.
ev-warning = ⚠️ { -verwarnung } { $warnings }/2: { warning-word }.
ev-staffing_ended = { $missing ->
    [0] Die Schicht ist besetzt.
   *[other] Der Schicht { $missing ->
        [one] fehlt { $missing } Person
       *[other] fehlen { $missing } Personen
      }.
  }
ev-token_given = { $name } bekommt einen { -marker }.
ev-token_lost = Niemand auf der Karte kann den Marker nehmen: Er verfällt (R23).
ev-care_chosen = Billy wird in dieser Schicht { $care ->
    [medical] medizinisch
   *[palliative] palliativ
  } versorgt.
ev-tokens_committed = { $name }: { $count } { $count ->
    [one] Marker
   *[other] Marker
  } auf der Karte.
ev-medical_resolved = Medizinische Versorgung geleistet, { $placed ->
    [0] ohne { -marker }
    [one] mit 1 { -marker(case: "dat") }
   *[other] mit { $placed } { -marker(num: "other", case: "dat") }
  }.
ev-condition_changed = Billys Zustand: { $before } → { $after }.
ev-emergency_averted = Der Notfall ist abgewendet.
ev-reward_chosen = Belohnung: { $choice ->
    [token] ein { -marker }
   *[memory] eine { -erinnerung(kind: "partial") }
  }.
ev-talker_named = { $name } spricht mit Billy.
ev-billy_voice_named = { $name } spricht für Billy.
ev-memory_drawn = { $name } bekommt verdeckt eine { deck-word } Erinnerung ({ -abschnitt } { $timeline }).
ev-quote = Billy: „{ $quote }“
ev-conversation_ended = { $reason ->
    [nothing_more] Billy hat nichts mehr zu sagen.
   *[other] Gesprächsabbruch: Billy hört auf zu reden.
  }
ev-talk_ended = Das Gespräch mit Billy endet.
ev-trust_spent = { $name } gibt einen { -marker } aus.
ev-trust_declined = Es wird kein Marker ausgegeben.
ev-persisted = { $name } fragt nach (1 Marker).
ev-inquiry_window = Zustand stabil: { -pflegekraft(num: "other") } auf der Karte dürfen ein Gespräch führen (/{ cmd-inquire }).
ev-inquiry = { $name } fragt Billy nach { -abschnitt } { $timeline }.
ev-inquiry_stopped = { $name } beendet das Gespräch.
ev-shift_ended = Die { shift-name } endet.
ev-call_made = 📞 { $name } ruft { $contact } an.
ev-call_missed = { $name } ist zu gestresst, um { $contact } anzurufen.
ev-tokens_gained = { $name } bekommt { $count } { $count ->
    [one] { -marker }
   *[other] { -marker(num: "other") }
  }.
ev-sent_on_leave = { $name } hat Ruhetag.
ev-back_from_leave = { $name } ist vom Ruhetag zurück.
ev-day_ended = Ende von Tag { $day }: Billys Zustand { $condition }, Verwarnungen { $warnings }/2. Zeit, über Billy zu sprechen.
ev-partial_placed = 🧩 { $by ->
    [board] Vom Schichtleitertableau kommt
   *[other] { $by } legt
  } „*{ $title }*“ ins Raster, eine { -erinnerung(kind: "partial") } aus { -abschnitt } { $timeline }.
ev-clear_placed = ✨ { $by } legt eine { -erinnerung(kind: "clear", case: "acc") } auf „*{ $title }*“.
ev-decision_undone = ↩️ Zurückgenommen: { $decision }.
ev-attempt_abandoned = Szenario { $scenario } (Versuch { $attempt }) wurde aufgegeben.

## Private Texte (DMs und nur für dich sichtbare Antworten): die erste Zeile nennt die Kampagne
# Eine Nachricht sagt, was kam, nicht was du jetzt hältst: gelesen wird sie vielleicht erst später (/{ cmd-hand } zeigt das Jetzt).
dm-quote = Lies das als Billy laut vor ({ -abschnitt } { $timeline }):
    > { $quote }
dm-partial = Du hast verdeckt eine { -erinnerung(kind: "partial", case: "acc") } bekommen ({ -abschnitt } { $timeline }). Billy hat gesagt:
    > { $quote }
dm-clear = Du hast verdeckt eine { -erinnerung(kind: "clear", case: "acc") } bekommen ({ -abschnitt } { $timeline }).
dm-clear-placed = Deine klare Erinnerung „*{ $title }*“ passt ins Raster und wird gelegt:
    { $scene }
dm-clear-looked = Du siehst dir deine klare Erinnerung allein an:
    { $scene }
    Die passende vage Erinnerung liegt noch nicht im Raster, also kommt die Karte zurück in den Stapel, ohne dass die anderen sie sehen.
dm-stand-in = *(Du spielst { $nurse } in Vertretung.)*
dm-delivery = -# Zustellung { $delivery }: Eine zweite Nachricht mit dieser Nummer ist dieselbe Karte, keine neue.

## Das Personal, das die Regeln benennen (Pflegekräfte behalten die Namen, die ihnen ihre Leute geben)
staff-name = { $id ->
    [a1] Aushilfe 1
    [a2] Aushilfe 2
    [o1] Abruf-Aushilfe 1
    [o2] Abruf-Aushilfe 2
    [pool] Vorrat der Aushilfen
   *[other] { $name }
  }

# Die Engine nennt das Schichtleitertableau als das, was seine vagen Erinnerungen legt (R15); ev-partial_placed sagt es.
sm-board-by = das Schichtleitertableau
