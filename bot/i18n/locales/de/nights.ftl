# Kampagnenabende (Issue 28): der Bot vertritt eine abwesende Person, und die wöchentlichen Abende, die er plant.

## Der Bot als Vertretung
msg-waiting-bot-seat = { $nurse } (spielt der Bot): { $phrases }
msg-bot-leaves-open = Den Rest überlässt der Bot den { -pflegekraft(num: "other", case: "dat") }, die mit { $nurse } auf der Karte stehen: Tragt euren Teil bei, dann kann jemand von euch abschließen.
msg-bot-played = 🤖 Der Bot spielt für { $nurses }:
campaign-standin-bot = Der Bot spielt jetzt die { -pflegekraft } **{ $nurse }**. Ihre verdeckten Karten sieht solange niemand; sobald <@{ $user }> wieder mitspielt oder die Spielleitung die Vertretung mit /{ cmd-campaign } { cmd-campaign-standin } beendet, bekommt <@{ $user }> sie per DM.
dm-seat-returned = Dein Platz gehört wieder dir: Der Bot gibt dir { $nurse } zurück ({ $tokens } { $tokens ->
    [one] { -marker }
   *[other] { -marker(num: "other") }
  }, Stress { $stress }). Verdeckt auf der Hand:
dm-seat-returned-partial = • Eine { -erinnerung(kind: "partial") }, { -abschnitt } { $timeline }. Billy hat gesagt: „{ $quote }“
dm-seat-returned-clear = • Eine { -erinnerung(kind: "clear") }, { -abschnitt } { $timeline }
dm-seat-returned-board = • Auf dem Schichtleitertableau, { -abschnitt } { $timeline }: „{ $quote }“
dm-seat-returned-none = • nichts Verdecktes

## /kampagne spielabend (cogs/holding_on/nights.py)
night-weekday = { $day ->
    [0] Montag
    [1] Dienstag
    [2] Mittwoch
    [3] Donnerstag
    [4] Freitag
    [5] Samstag
   *[6] Sonntag
  }
# Ausgeschrieben: „24 Stunden und 1 Stunde“ (der Parser liest es zurück, auch „24 Std.“)
night-offset = { $hours ->
    [0] { $minutes } { $minutes ->
        [one] Minute
       *[other] Minuten
    }
   *[other] { $hours } { $hours ->
        [one] Stunde
       *[other] Stunden
    }{ $minutes ->
        [0] {""}
        [one] {" "}{ $minutes } Minute
       *[other] {" "}{ $minutes } Minuten
    }
  }
night-no-reminders = keine
night-series = Spielabende: jeden **{ $day }** um **{ $time } Uhr** ({ $zone }), in { $place }. Der nächste: <t:{ $at }:F> (<t:{ $at }:R>). Erinnerungen: { $reminders }.
night-scheduled = 📅 Spielabende geplant: jeden **{ $day }** um **{ $time } Uhr** ({ $zone }), in { $place }. Der erste: <t:{ $at }:F> (<t:{ $at }:R>). Erinnerungen: { $reminders }. Markiert euch im Event als **Interessiert**, dann sagen die Erinnerungen, wer kommt.
night-next = Der nächste Abend: <t:{ $at }:F> (<t:{ $at }:R>), jeden **{ $day }** um **{ $time } Uhr** ({ $zone }) in { $place }.
night-skipped = { $user } lässt den Abend am <t:{ $skipped }:F> ausfallen: Das Event dazu ist abgesagt.
night-stopped = { $user } beendet die Spielabende: Es gibt keine Events und Erinnerungen mehr. /{ cmd-campaign } { cmd-campaign-schedule } plant sie neu.
night-none-yet = Diese Kampagne hat noch keinen wöchentlichen Spielabend: /{ cmd-campaign } { cmd-campaign-schedule } mit Wochentag, Uhrzeit und Zeitzone plant einen.
night-need-all = Um die Abende zu planen, nenne Wochentag, Uhrzeit und Zeitzone (z. B. Donnerstag, 19:30, Europe/Berlin); /{ cmd-campaign } { cmd-campaign-schedule } allein zeigt sie.
night-no-permission = Um Spielabende als Events dieses Servers anzulegen, brauche ich **{ $missing }** { $where ->
    [place] im Sprach- oder Stage-Kanal des Abends
   *[server] für meine Rolle
  }. Wer den Server verwaltet, kann es erlauben (Servereinstellungen → Rollen oder die Einstellungen des Kanals); danach nutze /{ cmd-campaign } { cmd-campaign-schedule } noch einmal.
night-reminders-unreadable = „{ $given }“ kann ich nicht als Erinnerungen lesen: Nenne bis zu drei Zeitspannen vor dem Abend, jede höchstens eine Woche, etwa `24 Std, 1 Std`, `90 Min`, `1h30` oder `3 Tage`, oder `keine`.
refuse-night-host-only = Die Spielabende der Kampagne plant die Spielleitung (oder wer Events verwalten darf).
refuse-night-weekday = Wähle den Wochentag des Abends aus der Liste.
refuse-night-time = { $given } kann ich nicht als Uhrzeit lesen: Schreib sie wie 19:30 oder 19 Uhr.
refuse-night-zone = Die Zeitzone { $given } kenne ich nicht: Wähle beim Tippen eine aus der Liste (etwa Europe/Berlin oder Europe/Vienna).
# Ein Datum, wie es im Text steht, nie ISO
night-date = { $date_day }. { $date_month ->
    [1] Januar
    [2] Februar
    [3] März
    [4] April
    [5] Mai
    [6] Juni
    [7] Juli
    [8] August
    [9] September
    [10] Oktober
    [11] November
   *[12] Dezember
  } { $date_year }
refuse-night-dst = { $kind ->
    [skipped] In der Zeitzone { $zone } wird am { night-date } die Uhr vorgestellt: { $hour }:{ $minute } Uhr gibt es in dieser Nacht nicht
   *[twice] In der Zeitzone { $zone } wird am { night-date } die Uhr zurückgestellt: { $hour }:{ $minute } Uhr gibt es in dieser Nacht zweimal
  }. Wähle eine Uhrzeit eine Stunde früher oder später.
refuse-night-none = Diese Kampagne hat keinen wöchentlichen Abend, den man auslassen oder beenden könnte.
refuse-night-started = Der heutige Spielabend läuft schon: Er endet von selbst nach zwei Stunden ohne Entscheidung oder wenn jemand das Event beendet.

## Die Abende, wie sie kommen (bot/app/nights.py)
night-location = in #{ $channel }
night-event-name = { $campaign }: Szenario { $scenario }, { $title }
night-event-name-done = { $campaign }: Spielabend
night-event-where = Gespielt wird { $channel }.
night-event-previously = Letztes Mal: { $summary }.
night-reminder = 📅 Spielabend in { $when }: <t:{ $at }:F>.
night-nobody = noch niemand
night-seat = { $nurse } ({ $user })
night-the-bot = der Bot
night-seat-covered = { $nurse } (spielt { $who })
night-coming = Es kommen (als „Interessiert“ markiert): { $seats }.
night-covered = Vertreten: { $seats }.
night-empty = { $count ->
    [0] Leere Plätze: keine.
   *[other] Noch nicht als „Interessiert“ markiert, also vielleicht leer: { $seats }.
  }
night-also = Ebenfalls interessiert und frei für eine Vertretung: { $users }.
night-host-can = { $host }, für einen leeren Platz kannst du jemanden um eine Vertretung bitten (/{ cmd-campaign } { cmd-campaign-standin } { opt-campaign-standin-seat }:{ $nurse } { opt-campaign-standin-member }:…), den Bot einspringen lassen (der Knopf unten) oder den Abend ausfallen lassen (/{ cmd-campaign } { cmd-campaign-schedule } mit der Option { opt-campaign-schedule-skip }).
night-button-bot = 🤖 Der Bot spielt { $nurse }
night-seat-gone = Diesen Platz gibt es an diesem Tisch nicht mehr.
night-story-title = 🌙 Der Spielabend beginnt. Was bisher geschah:
night-story-nothing = Letztes Mal wurde nichts gespielt: Hier beginnt die Geschichte.
night-story-start = Gerade läuft kein Szenario: Mit /{ cmd-campaign } { cmd-campaign-start } beginnt Szenario { $scenario }.
night-summary-title = 🌙 Der Abend in Kürze
night-tally-nothing = nichts gespielt
night-summary = Heute: { $summary }. Der nächste Abend: <t:{ $at }:F>.
night-tally-attempts = { $count ->
    [one] 1 Versuch begonnen
   *[other] { $count } Versuche begonnen
  }
night-tally-won = { $count ->
    [one] Szenario { $scenarios } gewonnen
   *[other] Szenarien { $scenarios } gewonnen
  }
night-tally-lost = { $count ->
    [one] Szenario { $scenarios } verloren
   *[other] Szenarien { $scenarios } verloren
  }
night-tally-memories = { $count ->
    [one] 1 Erinnerung gelegt
   *[other] { $count } Erinnerungen gelegt
  }
night-tally-calls = { $count ->
    [one] 1 Anruf
   *[other] { $count } Anrufe
  }
night-tally-decisions = { $count ->
    [one] 1 Entscheidung
   *[other] { $count } Entscheidungen
  }
night-moved = Das Event wurde in Discord verschoben; die folgenden Abende ziehen mit: jeden **{ $day }** um **{ $time } Uhr** ({ $zone }), der nächste am <t:{ $at }:F>.
night-stopped-by-hand = Das Event wurde in Discord { $how ->
    [cancelled] abgesagt
   *[deleted] gelöscht
  }, deshalb enden die wöchentlichen Spielabende hier; /{ cmd-campaign } { cmd-campaign-schedule } plant sie neu.
msg-bot-cannot-post = Ich kann in diesem Kanal nichts posten, darum wartet mein Platz vorerst: mir fehlt hier **{ $missing }**. Sobald jemand, der den Server verwaltet, es meiner Rolle erlaubt, ziehe ich beim nächsten Knopf oder Befehl.
msg-bot-moves-untold = Meine letzten Züge konnte ich hier nicht zeigen (mir fehlte eine Berechtigung in diesem Kanal); so steht das Spiel jetzt.
night-cannot-post = Ich kann die Erinnerungen und die Geschichte eines Abends in diesem Kanal nicht posten: mir fehlt hier **{ $missing }**. Bitte jemanden, der den Server verwaltet, meiner Rolle das hier zu erlauben, und plane die Abende dann neu.
night-cannot-post-dm = Ich konnte { $what } nicht in #{ $channel } ({ $server }) posten: mir fehlt dort **{ $missing }**. Wer den Server verwaltet, kann es meiner Rolle in den Einstellungen dieses Kanals erlauben.
night-what = { $what ->
    [reminder] die heutige Erinnerung
    [story] die Geschichte des Abends
   *[summary] die Zusammenfassung des Abends
  }
night-event-refused = Discord hat diesen Abend nicht in die Events des Servers aufgenommen ({ $reason }). Die Erinnerungen kommen trotzdem, und ich versuche es in einer Stunde wieder.
