# Kampagnenabende (Issue 28): der Bot vertritt eine abwesende Person, und die wöchentlichen Abende, die er plant.

## Der Bot als Vertretung
msg-waiting-bot-seat = { $nurse } (spielt der Bot): { $phrases }
msg-bot-leaves-open = Das überlässt der Bot den { -pflegekraft(num: "other") } neben { $nurse }: legt eure dazu, dann darf jede von euch abschließen.
msg-bot-played = 🤖 Der Bot spielt für { $nurses }:
campaign-standin-bot = Heute Abend spielt der Bot die { -pflegekraft } **{ $nurse }**. Ihre verdeckten Karten bekommt solange niemand; <@{ $user }> bekommt sie per DM, sobald sie wieder mitspielt oder die Leitung die Vertretung mit /{ cmd-campaign } { cmd-campaign-standin } beendet.
dm-seat-returned = Dein Platz ist wieder deiner: der Bot gibt dir { $nurse } zurück ({ -marker(num: "other") } { $tokens }, Stress { $stress }). Was sie verdeckt hält:
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
night-offset = { $hours ->
    [0] { $minutes } Min.
   *[other] { $minutes ->
        [0] { $hours } Std.
       *[other] { $hours } Std. { $minutes } Min.
    }
  }
night-no-reminders = keine Erinnerungen
night-series = Spielabende: jeden **{ $day }** um **{ $time }** ({ $zone }), in { $place }. Der nächste: <t:{ $at }:F> (<t:{ $at }:R>). Erinnerungen: { $reminders }.
night-scheduled = 📅 Spielabende geplant: jeden **{ $day }** um **{ $time }** ({ $zone }), in { $place }. Der erste: <t:{ $at }:F> (<t:{ $at }:R>). Erinnerungen: { $reminders }. Markiert euch in der Veranstaltung als **Interessiert**, dann wissen die Erinnerungen, wer kommt.
night-next = Der nächste Abend: <t:{ $at }:F> (<t:{ $at }:R>), jeden **{ $day }** um **{ $time }** ({ $zone }) in { $place }.
night-skipped = { $user } lässt den Abend am <t:{ $skipped }:F> ausfallen: seine Veranstaltung ist abgesagt.
night-stopped = { $user } beendet die Spielabende: keine Veranstaltungen und Erinnerungen mehr. /{ cmd-campaign } { cmd-campaign-schedule } plant sie neu.
night-none-yet = Diese Kampagne hat noch keinen wöchentlichen Spielabend: /{ cmd-campaign } { cmd-campaign-schedule } mit Wochentag, Uhrzeit und Zeitzone plant einen.
night-need-all = Um die Abende zu planen, nenne Wochentag, Uhrzeit und Zeitzone (z. B. Donnerstag, 19:30, Europe/Berlin); /{ cmd-campaign } { cmd-campaign-schedule } allein zeigt sie.
night-no-permission = Ich brauche die Berechtigung **Veranstaltungen verwalten**, um Spielabende in die Veranstaltungen dieses Servers zu stellen: wer den Server verwaltet, schaltet sie unter Servereinstellungen → Rollen für meine Rolle ein, dann nutze /{ cmd-campaign } { cmd-campaign-schedule } noch einmal.
night-reminders-unreadable = „{ $given }“ kann ich nicht als Erinnerungen lesen: nenne bis zu drei Zeiten vor dem Abend, jede höchstens eine Woche, etwa `24h, 1h` oder `90m`, oder `keine`.
refuse-night-host-only = Nur die Leitung (oder wer Veranstaltungen verwalten darf) plant die Spielabende der Kampagne.
refuse-night-weekday = Wähle den Wochentag des Abends aus der Liste.
refuse-night-time = { $given } kann ich nicht als Uhrzeit lesen: schreib sie wie 19:30 oder 19 Uhr.
refuse-night-zone = Die Zeitzone { $given } kenne ich nicht: wähle beim Tippen eine aus der Liste (wie Europe/Berlin oder Europe/Vienna).
refuse-night-dst = { $kind ->
    [skipped] In { $zone } springt die Uhr am { $date } über { $time }, an dem Abend gäbe es diese Uhrzeit also nicht
   *[twice] In { $zone } schlägt die Uhr am { $date } zweimal { $time }, die Uhrzeit des Abends wäre also unklar
  }: wähle eine Stunde früher oder später.
refuse-night-none = Diese Kampagne hat keinen wöchentlichen Abend, den man auslassen oder beenden könnte.
refuse-night-started = Der heutige Abend hat schon begonnen: er endet von selbst nach zwei Stunden ohne Entscheidung, oder wenn jemand seine Veranstaltung beendet.

## Die Abende, wie sie kommen (bot/app/nights.py)
night-location = in #{ $channel }
night-event-name = { $campaign }: Szenario { $scenario }, { $title }
night-event-name-done = { $campaign }: Spielabend
night-event-where = Gespielt { $channel } mit dem Discord-Bot.
night-event-previously = Letztes Mal: { $summary }.
night-reminder = 📅 Spielabend in { $when }: <t:{ $at }:F> (<t:{ $at }:R>).
night-nobody = noch niemand
night-seat = { $nurse } ({ $user })
night-the-bot = dem Bot
night-seat-covered = { $nurse } (gespielt von { $who })
night-coming = Es kommen (als Interessiert markiert): { $seats }.
night-covered = Vertreten: { $seats }.
night-empty = { $count ->
    [0] Leere Plätze: keine.
   *[other] Bleiben leer, wenn sie nicht kommen (nicht als Interessiert markiert): { $seats }.
  }
night-also = Ebenfalls interessiert und frei für eine Vertretung: { $users }.
night-host-can = { $host }, für einen leeren Platz kannst du jemanden um eine Vertretung bitten (/{ cmd-campaign } { cmd-campaign-standin } { opt-campaign-standin-seat }:{ $nurse } { opt-campaign-standin-member }:…), den Bot spielen lassen (der Knopf unten) oder den Abend ausfallen lassen (/{ cmd-campaign } { cmd-campaign-schedule } { opt-campaign-schedule-skip }:True).
night-button-bot = 🤖 Der Bot spielt { $nurse }
night-seat-gone = Diesen Platz gibt es an diesem Tisch nicht mehr.
night-story-title = 🌙 Der Spielabend beginnt. Was bisher geschah…
night-story-nothing = Letztes Mal wurde nichts gespielt: hier beginnt die Geschichte.
night-story-start = Gerade läuft kein Szenario: /{ cmd-campaign } { cmd-campaign-start } beginnt Szenario { $scenario }.
night-summary-title = 🌙 Die Geschichte des Abends
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
night-moved = Die Veranstaltung des Abends wurde von Hand verschoben: die Abende folgen ihr, jeden **{ $day }** um **{ $time }** ({ $zone }), der nächste <t:{ $at }:F>.
night-stopped-by-hand = Die Veranstaltung des Abends wurde von Hand { $how ->
    [cancelled] abgesagt
   *[deleted] gelöscht
  }, also enden die wöchentlichen Abende hier: /{ cmd-campaign } { cmd-campaign-schedule } plant sie neu.
