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
    [stable] stabil
    [emergency] NOTFALL, Verschlechterung { $deterioration }
   *[deteriorating] Verschlechterung { $deterioration }
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
effect-word = { $effect ->
    [ignore] Billy übergeht es: weiterziehen
    [quiet_moment] ein stiller Moment: Billy hat nichts zu sagen
    [draw] Billy erzählt weiter: noch eine Karte
    [draw_ignoring_events] noch eine Karte, Ereignisse zählen nicht
    [change_of_subject] Billy wechselt das Thema
    [trust_for_condition] wer mit Billy spricht, darf 1 Marker abgeben: Zustand +1
    [trust_for_memory] wer mit Billy spricht, darf 1 Marker für eine weitere Karte abgeben
    [trust_for_memory_ignoring_events] wer mit Billy spricht, darf 1 Marker für eine weitere Karte abgeben, Ereignisse zählen nicht
    [condition_up] Billy kommt zu Kräften: Zustand +1
    [no_more_talking] Billy sagt nichts mehr
   *[remove] die Karte verlässt das Spiel
  }
warning-word = { $reason ->
    [short_staffed] eine Schicht war nicht voll besetzt (R5)
    [no_medical_care] heute keine medizinische Versorgung (R12)
   *[shift_manager_overstressed] der nächste { -schichtleiter } ist erschöpft (R7)
  }
loss-word = { $cause ->
    [died] Billy ist gestorben.
    [transferred] Nach der zweiten { -verwarnung } wird Billy von der Station verlegt.
   *[out_of_time] Die Tage, die die Aufgabe vorgab, sind um.
  }
placed-how = { $how ->
    [assign] wird eingeteilt
    [on_call] kommt auf Abruf
    [cover] springt aus der vorigen Schicht ein
    [extra] übernimmt zusätzliche Felder
   *[call] geht ans { -telefon }
  }

## Zeilen im Kanal, eine je Ereignisart
ev-card_revealed = **{ shift-name }**:{ $told } { -karte } { card-kind }; Personal { $staff }; Belohnungen { $rewards }{ $inquiry ->
    [yes] , Gesprächsfeld
   *[no] {""}
  }.
ev-event_revealed = Ereignis ({ band-mark }): { $told }{ $effects }.
ev-scenario_title = # Szenario { $number }: { $title }
ev-content_note = **Inhaltshinweis.** { $text }
ev-setup = **Aufbau & Regeln.** { $text }
ev-objective = **Aufgabe.** { $text }
ev-scenario_won = 🏁 **Aufgabe erfüllt.**
ev-scenario_lost = **Das Szenario ist verloren.** { $why }
ev-try_again = Ein verlorenes Szenario wird gespielt, bis es gewonnen ist: `/{ cmd-campaign } { cmd-campaign-start }` beginnt einen neuen Versuch.
ev-shift_manager_drawn = { $name } ist der erste { -schichtleiter }.
ev-day_started = ## Tag { $day }
    { $name } ist heute { -schichtleiter }.
ev-staff_placed = { $name } { placed-how }{ $spaces ->
    [0] {""}
   *[other] {" "}({ $spaces })
  }{ $has_contact ->
    [yes] : ruft { $contact } an
   *[no] {""}
  }.
ev-stress_gained = { $name } bekommt Stress ({ $stress }).
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
ev-token_lost = Niemand auf der Karte kann den Marker nehmen: er verfällt (R23).
ev-care_chosen = { care-word } Versorgung.
ev-tokens_committed = { $name }: { $count } { $count ->
    [one] Marker
   *[other] Marker
  } auf der Karte.
ev-medical_resolved = Medizinische Versorgung mit { $placed } { $placed ->
    [one] { -marker(case: "dat") }
   *[other] { -marker(num: "other", case: "dat") }
  }.
ev-condition_changed = Billys Zustand: { $before } → { $after }.
ev-emergency_averted = Der Notfall ist abgewendet.
ev-reward_chosen = Belohnung: { $choice ->
    [token] ein { -marker }
   *[memory] eine { -erinnerung(kind: "partial") }
  }.
ev-talker_named = { $name } spricht mit Billy.
ev-billy_voice_named = { $name } spricht für Billy.
ev-memory_drawn = { $name } erhält eine { deck-word } Erinnerung, verdeckt ({ -abschnitt } { $timeline }).
ev-quote = Billy: „{ $quote }“
ev-conversation_ended = { $reason ->
    [nothing_more] Billy hat nichts mehr zu sagen.
   *[other] Billy sagt nichts mehr.
  }
ev-talk_ended = Das Gespräch mit Billy endet.
ev-trust_spent = { $name } gibt einen { -marker } ab.
ev-trust_declined = Kein Marker wird abgegeben.
ev-persisted = { $name } fragt nach (1 Marker).
ev-inquiry_window = Billy ist stabil: { -pflegekraft(num: "other") } auf der Karte dürfen ein Gespräch führen (/{ cmd-inquire }).
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
ev-day_ended = Ende von Tag { $day }: Zustand { $condition }, Verwarnungen { $warnings }/2. Über Billy sprechen.
ev-partial_placed = 🧩 { $by } legt eine { -erinnerung(kind: "partial") } in { -abschnitt } { $timeline }: *{ $title }*.
ev-clear_placed = ✨ { $by } legt eine { -erinnerung(kind: "clear") } auf *{ $title }*.
ev-decision_undone = ↩️ Zurückgenommen: { $decision }.
ev-attempt_abandoned = Szenario { $scenario } (Versuch { $attempt }) wurde aufgegeben.

## Private Texte (DMs und nur für dich sichtbare Antworten): die erste Zeile nennt die Kampagne
dm-quote = Lies das als Billy laut vor ({ -abschnitt } { $timeline }):
    > { $quote }
dm-partial = Du hältst eine { -erinnerung(kind: "partial") }, verdeckt. { -abschnitt } { $timeline }. Billy hat gesagt:
    > { $quote }
dm-clear = Du hältst eine { -erinnerung(kind: "clear") }, verdeckt. { -abschnitt } { $timeline }.
dm-clear-placed = Deine klare Erinnerung *{ $title }* passt ins Raster und wird gelegt:
    { $scene }
dm-clear-looked = Du siehst dir deine klare Erinnerung allein an:
    { $scene }
    Die passende vage Erinnerung liegt noch nicht im Raster, also kommt die Karte zurück in den Stapel, ohne dass die anderen sie sehen.
dm-stand-in = *(Du vertrittst heute Abend die Person, die { $nurse } spielt.)*
dm-delivery = -# Zustellung { $delivery }: eine zweite Nachricht mit dieser Nummer ist dieselbe Karte, keine neue.

## Das Personal, das die Regeln benennen (Pflegekräfte behalten die Namen, die ihnen ihre Leute geben)
staff-name = { $id ->
    [a1] Aushilfe 1
    [a2] Aushilfe 2
    [o1] Abruf 1
    [o2] Abruf 2
    [pool] Vorrat der Aushilfen
   *[other] { $name }
  }

sm-board-by = das Schichtleitertableau
