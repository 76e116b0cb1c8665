# Ablehnungen: warum eine Entscheidung jetzt nicht geht, in den Worten der Regel (Begriffe aus docs/TERMS.de.md).
# Der Grund kommt einmal, mit seiner Regel; was stattdessen möglich ist, folgt einmal danach (refuse-you-can).

listing = { $items }
role = { $manager ->
    [yes] { $name } ({ GENDER($name) ->
        [f] Schichtleiterin
        [m] Schichtleiter
       *[n] Schichtleitung
      })
   *[no] { $name }
  }
result-word = { $result ->
    [won] gewonnen
    [lost] verloren
    [abandoned] aufgegeben
   *[other] beendet
  }
where-over = dieser Versuch ist vorbei ({ result-word })
where-day = Tag { $day }, { shift-name }
waiting-pair = { $who }: { $phrase }
waiting-nobody = niemand
refuse-you-can = Zur Auswahl: { $options }.

refuse-not-a-decision = Das ist keine Entscheidung dieses Spiels.
refuse-attempt-over = Dieser Versuch des Szenarios ist vorbei ({ result-word }); den nächsten beginnt /{ cmd-campaign } { cmd-campaign-start }.
refuse-why-options = { $why } ({ $ruling }).
refuse-no-call = { $why }; in dieser Schicht ruft niemand an ({ $ruling }).
refuse-nobody-now = Niemand kann jetzt { $phrase } ({ $where }): { $when } ({ $ruling }). Am Zug: { $waiting }.
refuse-ruled = { $why } ({ $ruling }).
refuse-choice = { $why } ({ $ruling }).
refuse-seat-count = Holding On wird mit 2 bis 4 { -pflegekraft(num: "other", case: "dat") } gespielt; an diesem Tisch sitzen { $count }.
refuse-no-scenario = Ein Szenario { $scenario } gibt es nicht; diese Kampagne hat [{ $numbers }].

# Warum nicht diese Wahl (reasons.py): die Tatsache, auf die es nach der Regel ankommt.
why-no-own-token = { $name } hat keinen eigenen { -marker } für das Gesprächsfeld (Marker aus dem Vorrat gelten nicht für Gespräche)
why-not-on-card = { $name } steht nicht auf dieser { -karte }: Ein Gespräch führen nur Pflegekräfte auf der Karte
why-only-her-tokens = Nur { $who } darf die eigenen { -marker(num: "other") } von { $name } auf die Karte legen
why-only-decide = Nur { $who } darf das für { $name } entscheiden
why-only-may = Nur { $who } darf jetzt { $phrase }
why-too-stressed = { $name } hat { $stress } Stress: Ab 2 Stress führt eine Pflegekraft kein Gespräch
why-staffed-first = Zuerst wird die { -karte } besetzt: Angerufen wird erst, wenn niemand mehr darauf eingeteilt werden kann (R5)
why-break-room-first = Das { -telefon } wird zuerst aus dem Pausenraum besetzt; von dort können noch anrufen: { $names }
why-no-such-staff = Niemand im Personal heißt { $staff }
why-overstressed = { $name } ist erschöpft und arbeitet heute nicht mehr
why-on-leave = { $name } hat heute Ruhetag
why-gone = { $name } war schon einen Tag im Einsatz, und eine Aushilfe auf Abruf kommt nur an einem Tag pro Szenario
why-sm-of-four = { $name } { GENDER($name) ->
    [f] ist zu viert Schichtleiterin
    [m] ist zu viert Schichtleiter
   *[n] hat zu viert die Schichtleitung
  } und arbeitet heute keine Schicht
why-manager-stays = { $name } { GENDER($name) ->
    [f] ist Schichtleiterin
    [m] ist Schichtleiter
   *[n] hat die Schichtleitung
  } und bleibt auf Station
why-on-call-cover = { $name } wird nicht eingeteilt: Aushilfen auf Abruf springen erst ein, wenn der Pausenraum die Schicht nicht mehr besetzen kann
why-not-in-break-room = { $name } ist nicht im Pausenraum
why-in-break-room = { $name } ist im Pausenraum: Von dort wird eingeteilt, nicht eingesprungen
why-already-on-shift = { $name } ist schon in dieser Schicht
why-break-room-fills = Der Pausenraum kann diese Schicht noch besetzen: Einspringen und Überstunden gibt es erst, wenn von dort niemand mehr eingeteilt werden kann
why-cannot-cover = { $name } hat die Schicht davor nicht gearbeitet: Einspringen kann nur, wer in ihr war
why-on-call-extra = { $name } ist eine Aushilfe auf Abruf, und Aushilfen auf Abruf machen keine Überstunden
why-extra-not-on-card = { $name } steht nicht auf der { -karte } dieser Schicht: Überstunden macht nur, wer darauf steht
why-extra-most = { $name } kann hier höchstens { $count } { $count ->
    [one] Feld
   *[other] Felder
  } mehr übernehmen
why-past-maximum = { $name } hat { $stress } Stress, und mehr als { $most } dürfen es nicht werden
why-talker-not-on-card = { $name } steht nicht auf dieser { -karte }: Mit Billy spricht jemand, der darauf steht
why-token-not-on-card = { $name } steht nicht auf dieser { -karte }: Der Marker geht an jemanden, der darauf steht
why-token-cap = { $name } hat schon { $count } { -marker(num: "other") }, mehr hält keine Pflegekraft
why-call-nurse = { $name } ist keine Pflegekraft: anrufen können nur Pflegekräfte
why-call-stress = { $name } hat { $stress } Stress: Ab 2 Stress ruft eine Pflegekraft nicht an
why-holds-none = { $name } hat { $what ->
    [token] keinen { -marker }
    [partial] keine { -erinnerung(kind: "partial") }
   *[clear] keine { -erinnerung(kind: "clear") }
  }
why-tokens-most = { $name } hat { $held } { $held ->
    [one] { -marker }
   *[other] { -marker(num: "other") }
  }, und auf jedes Symbol kommt höchstens einer: mehr als { $most } kann { $name } nicht auf diese Karte legen
why-no-partial = Im { -abschnitt(case: "dat") } { $timeline } liegt noch keine { -erinnerung(kind: "partial") } im Raster
why-pool-most = Mehr als { $most } Marker aus dem Vorrat passen nicht auf diese Karte: Der Vorrat hat { $pool }, und auf jedes Symbol kommt höchstens einer
why-no-such-player = Diese Person sitzt nicht an diesem Tisch
why-voice-other = { $name } spielt die Pflegekraft, die mit Billy spricht: Billys Stimme muss jemand anderes übernehmen
why-names-nobody = Diese Entscheidung nennt niemanden
why-stress-other = Bezahlt wird gerade der Stress von { $payer }, nicht der von { $name }
why-tokens-nurse = { $name } ist keine Pflegekraft auf dieser { -karte }: eigene Marker legen nur Pflegekräfte darauf
why-not-inquiring = { $name } führt gerade kein Gespräch
why-no-inquiry = Niemand führt gerade ein Gespräch: Es gibt keins zu beenden
why-staffing-goes-on = Eingeteilt wird weiter, solange noch jemand auf die Karte kann
why-inquiry-under-way = Es läuft noch ein Gespräch, und beenden kann es nur, wer es führt
why-no-such-contact = Einen Kontakt namens { $contact } gibt es in diesem Szenario nicht
why-contact-called = { $contact } wurde schon angerufen; einen zweiten Anruf gibt es nicht
why-contact-not-yet = { $contact } kann in diesem Szenario noch nicht angerufen werden
why-not-open = Bei „{ $phrase }“ gibt es diese Möglichkeit nicht
why-emergency = Diese Karte ist ein Notfall: Es gibt nur medizinische Versorgung
refuse-not-seated = { $member } hat keinen Platz an diesem Tisch. Es spielen: { $seated }.
refuse-abandon-players = Nur wer dieses Spiel spielt, oder wer den Server verwalten darf, kann es aufgeben.
refuse-bot-alone = Dann spielte der Bot jeden Platz: an einem Tisch muss mindestens ein Mensch spielen.
refuse-seat-held-by-bot = Der Bot spielt heute deine Pflegekraft { $nurse }. Um deinen Platz zurückzunehmen: /{ cmd-campaign } { cmd-campaign-standin } { opt-campaign-standin-seat }:{ $nurse }
