# Die Beschriftungen der Bilder (bot/games/holding_on/render/board_picture.py, memories_picture.py) und ihre Textfassung (embeds.py).

## Der Spielplan
pic-shift = { $shift ->
    [0] Frühschicht
    [1] Spätschicht
   *[2] Nachtschicht
  }
    .short = { $shift ->
        [0] Früh
        [1] Spät
       *[2] Nacht
      }
pic-day = Tag { $day }
pic-scenario = Szenario { $scenario }
pic-decks = Patientenstapel { $patient } · vage Erinnerungen { $partial } · klare Erinnerungen { $clear }
    .short = Patientenstapel { $patient } · vage { $partial } · klare { $clear }
pic-shift-manager = Schichtleitung
pic-warnings = Verwarnungen { $warnings }/2
pic-won = GEWONNEN: Die Aufgabe ist erfüllt
pic-lost = VERLOREN: { pic-loss }
pic-loss = { $cause ->
    [died] Billy ist gestorben
    [transferred] Billy wurde verlegt (zweite Verwarnung)
   *[out_of_time] die Tage der Aufgabe sind um
  }
pic-condition = Billys Zustand
pic-condition-value = { $condition } von 30 · Bereich { pic-band }
pic-band = { $band ->
    [green] GRÜN
    [orange] ORANGE
    [red] ROT
   *[black] SCHWARZ
  }
pic-billy = BILLY
pic-now = JETZT
pic-not-revealed = noch nicht aufgedeckt
pic-not-played = nicht gespielt
pic-card-kind = { $kind ->
    [stable] STABIL
    [emergency] NOTFALL!
   *[deteriorating] VERSCHLECHTERT SICH
  }
pic-billy-stable = Zustand stabil
pic-deterioration = verschlechtert sich: { $count }
pic-spaces = { $short ->
    [yes] Felder
   *[no] Personalfelder
  } ({ $filled }/{ $total })
pic-short-staffed = UNTERBESETZT
pic-extra-cover = Überstunden
pic-senior = zuerst auf der Karte
pic-space-empty = Feld { $number }: frei
pic-decides = Es entscheidet: { $name } (Schichtleitung)
    .short = Es entscheidet: { $name }
pic-rewards = Belohnungen:
pic-reward = { $reward ->
    [token] Marker
    [memory] Erinnerung
   *[either] Marker oder Erinnerung
  }
pic-no-rewards = { $emergency ->
    [yes] Keine Belohnung: nur medizinische Versorgung
   *[no] Keine Belohnung
  }
    .short = { $emergency ->
        [yes] Nur medizinische Versorgung
       *[no] Keine Belohnung
      }
pic-inquiry = Gesprächsfeld:
pic-no-tokens = keine Marker
pic-care = Versorgung: { $care ->
    [medical] medizinisch
    [palliative] palliativ
   *[none] noch nicht gewählt
  }
    .short = Versorgung: { $care ->
        [medical] medizinisch
        [palliative] palliativ
       *[none] noch offen
      }
pic-on-card = auf der Karte: { $placed }
    .short = { $placed }
pic-pool = Vorrat
pic-contact-tile = Telefonplättchen
pic-nobody = niemand
pic-tile = { $how ->
    [stays] bleibt auf dem Plättchen
    [called] hat { $contact } angerufen
   *[calling] ruft an
  }
pic-place = { $place ->
    [break_room] Pausenraum
    [leave] Ruhetag
    [sm_board] heute keine Schicht
    [on_call] verfügbar
    [gone] schon eingesetzt
   *[shift] im Dienst
  }
    .short = { $place ->
        [break_room] Pausenraum
        [leave] Ruhetag
        [sm_board] keine Schicht
        [on_call] bereit
        [gone] weg
       *[shift] im Dienst
      }
pic-nurses = Pflegekräfte
pic-col-where = wo
pic-col-stress = Stress
pic-col-tokens = Versorgungsmarker
pic-col-backs = verdeckte Karten
pic-sm = SL
# Die Buchstaben einer Figur: Aushilfe und Nummer, Aushilfe auf Abruf (höchstens zwei Zeichen: so passen sie auf die Figur).
pic-pawn = { $kind ->
    [assistant] A{ $number }
   *[on_call] Ab
  }
pic-over = erschöpft!
pic-backs-legend = Verdeckte Karten zeigen nur ihre Rückseite: V = vage, K = klar, dazu der Lebensabschnitt.
pic-back = { $deck ->
    [partial] V
   *[clear] K
  }{ $timeline }
pic-none = keine
pic-area = { $area ->
    [break_room] Pausenraum
    [leave] Ruhetag
    [pool] Vorrat der Aushilfen
    [assistants] Aushilfen
    [on_call] Aushilfen auf Abruf
   *[sm_board] Schichtleitertableau
  }
    .short = { $area ->
        [break_room] Pausenraum
        [leave] Ruhetag
        [pool] Vorrat
        [assistants] Aushilfen
        [on_call] Auf Abruf
       *[sm_board] Tableau
      }
pic-contacts-title = Telefonplättchen: wer angerufen werden kann
pic-talking = Gespräch mit Billy
pic-pool-tokens = { $count ->
    [one] { $count } Versorgungsmarker
   *[other] { $count } Versorgungsmarker
  }
pic-pool-use = für Aushilfen, auch auf Abruf
    .short = für Aushilfen, auch auf Abruf
# A helper in its own box, by number where its name leaves no room for where it is.
pic-helper-short = { $kind ->
    [assistant] Aushilfe { $number }
   *[on_call] Nr. { $number }
  }
pic-no-helpers = keine in diesem Szenario
pic-in-use = im Einsatz: { $where }
    .short = { $where }
pic-sm-partials = Vage Erinnerungen der Aushilfen:
pic-called = { $called ->
    [yes] angerufen
   *[no] noch nicht angerufen
  }
pic-contact-line = { $name }: { pic-called }
pic-talker = { $name } spricht mit Billy, { $deck ->
    [clear] Stapel der klaren Erinnerungen
   *[partial] Stapel der vagen Erinnerungen
  }
pic-mode = { $mode ->
    [steer] lenkt das Gespräch
    [persist] fragt nach
   *[inquiry] führt ein Gespräch
  }
pic-timeline-of = (Lebensabschnitt { $timeline })
pic-cards-given = Karten gegeben: { $count }
pic-voice = Billys Stimme: { $name }
pic-hand = Deine Hand, { $name } (privat)
pic-hand-sm = (Schichtleitertableau) { $quote }
pic-hand-clear = eine klare Erinnerung (ihre Vorderseite zeigt sich bei „Über Billy sprechen“)
pic-hand-none = keine verdeckten Karten

## Billys Vergangenheit
pic-memories = Billys Vergangenheit
pic-scenario-title = Szenario { $scenario }: { $title } · Tag { $day }
pic-grid-count = { $clear } klar · { $partial } vage
pic-slots-empty = { $count ->
    [one] { $count } Feld frei
   *[other] { $count } Felder frei
  }
pic-legend = { $key ->
    [partial] vage (unscharf)
    [clear] klar
    [empty] frei
    [asked] verlangt
    [positive] positiv
   *[negative] negativ
  }
pic-position = Position { $position }
pic-timeline-row = Abschnitt
pic-face = { $face ->
    [partial] VAGE
   *[clear] KLAR
  }
pic-objective = Aufgabe
pic-achieved = erfüllt
pic-asked-title = Erinnerungen, die die Aufgabe verlangt (ihre vage Seite):
pic-asked-slot = Abschnitt { $timeline } · Pos. { $position }
    .short = Abschn. { $timeline } · Pos. { $position }
pic-asked-state = { $state ->
    [missing] noch nicht gefunden
    [partial] vage im Raster
   *[clear] klar im Raster
  }
    .short = { $state ->
        [missing] fehlt noch
        [partial] vage gelegt
       *[clear] klar gelegt
      }
pic-progress = { $what ->
    [all_of] Alle diese:
    [any_of] Eines davon:
    [clear_in_each_timeline] { $count ->
        [one] Eine klare Erinnerung in jedem Lebensabschnitt
       *[other] { $count } klare Erinnerungen in jedem Lebensabschnitt
      }
    [clear_memories] Die verlangten klaren Erinnerungen (unten)
    [clear_in_timeline] { $count ->
        [one] { $count } klare Erinnerung im Lebensabschnitt { $timeline }
       *[other] { $count } klare Erinnerungen im Lebensabschnitt { $timeline }
      }
    [flags] Erledigt: { $flags }
    [condition_at_least] Billys Zustand mindestens { $count }
   *[by_day] Bis zum Ende von Tag { $count }
  }
pic-progress-now = jetzt { $count }
pic-progress-today = heute: Tag { $day }

## Die Textfassung (Einstellung: keine Bilder)
emb-condition = Billys Zustand: { $condition }/30, Bereich { $band }
emb-manager = Schichtleitung: { $name } · Verwarnungen: { $warnings }/2
emb-decks = Stapel: Patienten { $patient } · vage { $partial } · klare { $clear }
emb-won = GEWONNEN: Die Aufgabe ist erfüllt.
emb-lost = VERLOREN: { pic-loss }.
emb-now = (jetzt)
emb-shift-manager-tag = (Schichtleitung)
emb-overstressed = , erschöpft
emb-nurse = { $where } · Stress { $stress }/{ $most }{ $over } · Marker { $tokens } · verdeckt: { $backs }
emb-row = { $who }: { $words }
emb-assistant = { $where }, Stress { $stress }/{ $most }
emb-on-call = { $place ->
    [on_call] verfügbar
    [shift] im Einsatz ({ $where }), danach nicht mehr verfügbar
   *[gone] schon eingesetzt
  }
emb-back = { $deck ->
    [partial] vage
   *[clear] klar
  } (Abschnitt { $timeline })
emb-card = { $kind ->
    [stable] **Zustand stabil**
    [emergency] **NOTFALL**, { $count } { $count ->
        [one] Symbol
       *[other] Symbole
      }
   *[deteriorating] **Zustand verschlechtert sich**, { $count } { $count ->
        [one] Symbol
       *[other] Symbole
      }
  }
emb-extra-cover = (Überstunden)
emb-senior = ★ zuerst auf der Karte
emb-empty = frei
emb-spaces = Personalfelder ({ $filled }/{ $total }): { $spaces }
emb-rewards = Belohnungen: { $rewards }
emb-inquiry = Gesprächsfeld: { $count } Marker
emb-care = Versorgung: **{ $care ->
    [medical] medizinisch
    [palliative] palliativ
   *[none] noch nicht gewählt
  }**
emb-on-card = · Marker auf der Karte: { $placed }
emb-short = unterbesetzt
emb-tile = Telefonplättchen: { $how ->
    [nobody] niemand
    [stays] { $name }, nach dem Anruf noch dort
    [called] { $name }, hat { $contact } angerufen
   *[calling] { $name }
  }
emb-talker = { $name }, { $deck ->
    [clear] Stapel der klaren Erinnerungen
   *[partial] Stapel der vagen Erinnerungen
  }
emb-cards-given = Karten gegeben: { $count }
emb-hand-sm = Schichtleitertableau, { $back }
emb-title = Tag { $day } · { pic-shift } · Szenario { $scenario }
emb-memories-summary = **{ $clear } klar · { $partial } vage · { $empty } frei**
emb-memories-legend = ● klar · ◐ vage (unscharf) · ○ frei · ★ von der Aufgabe verlangt
emb-memory = { $face ->
    [clear] klar
   *[partial] vage
  }, { $tone ->
    [positive] (+) positiv
   *[negative] (−) negativ
  }
emb-timeline = Lebensabschnitt { $timeline }
emb-objective = Aufgabe
emb-objective-achieved = Aufgabe (erfüllt)
emb-asked-title = Erinnerungen, die die Aufgabe verlangt (ihre vage Seite)
emb-asked = ★ Lebensabschnitt { $timeline }, Position { $position }: { pic-asked-state }
