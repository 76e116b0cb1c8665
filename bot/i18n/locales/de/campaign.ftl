# /kampagne: was der Tisch selbst verkündet.

campaign-opens = Hier beginnt eine Holding-On-Kampagne: { $pack }
campaign-hosted = Spielleitung: { $host }. Nehmt mit /{ cmd-campaign } { cmd-campaign-join } Platz (2 bis 4 Pflegekräfte), dann geht es mit /{ cmd-campaign } { cmd-campaign-start } los. Den Inhaltshinweis zeigt /{ cmd-campaign } { cmd-campaign-status } mit der Option { opt-campaign-status-note } noch einmal.
content-note-chapter = Szenario { $number }, { $title }: { $note }
campaign-note-field = Inhaltshinweis
campaign-language-line = Sprache: { $language }. Die Spielleitung ändert sie mit /{ cmd-campaign } { cmd-campaign-options }.
campaign-joins = { $user } nimmt als Pflegekraft **{ $nurse }** Platz ({ $seats } von 4 Plätzen).
campaign-leaves = { $user } verlässt den Tisch ({ $seats } von 4).
campaign-language-set = Diese Kampagne wird ab jetzt auf { $language } gespielt: im Kanal, in den Direktnachrichten und in der Geschichte.
campaign-options-header = Tischoptionen:
campaign-options-language = Sprache: { $language }
campaign-welcome = Du sitzt an diesem Holding-On-Tisch als Pflegekraft { $nurse }. Deine verdeckten Karten und Billys Worte, wenn du für ihn sprichst, kommen hierher, nur für deine Augen.
# Eine Sprache im laufenden Text (ihr Name in dieser Sprache).
language-name = { $code ->
    [en] Englisch
    [de] Deutsch
   *[fr] Französisch
  }
option-line = `{ $name }` = **{ $value }**: { $words }
option-name = { $key ->
    [senior_reading] { opt-campaign-options-senior_reading }
    [medical_needs_token] { opt-campaign-options-medical_needs_token }
    [inquire_same_timeline_reshuffles] { opt-campaign-options-inquire_same_timeline_reshuffles }
    [two_player_reading] { opt-campaign-options-two_player_reading }
    [billy_voice] { opt-campaign-options-billy_voice }
    [images] { opt-campaign-options-images }
    [contact_tile_clears] { opt-campaign-options-contact_tile_clears }
   *[other] { $key }
  }
option-words = { $key ->
    [senior_reading] Wer zuerst auf der Karte steht (R3): englische Lesart = die erste eingeteilte Pflegekraft entscheidet; deutsche Lesart = steht zuerst eine Aushilfe auf der Karte, entscheidet die Schichtleitung
    [medical_needs_token] Medizinische Versorgung zählt nur mit einem Marker auf der Karte (R9)
    [inquire_same_timeline_reshuffles] Ein Gespräch über denselben Lebensabschnitt mischt neu (R14, der englische Text)
    [two_player_reading] Zu zweit (R19): die Lesart der englischen oder der deutschen Regel
    [billy_voice] Billys Stimme (D2): per Direktnachricht an die Person, die für Billy spricht, oder im Kanal für Tische ohne Sprachkanal
    [images] Bilder für Spielplan und Erinnerungen (aus: Text)
    [contact_tile_clears] Hausregel (R18): Das Telefonplättchen leert sich nach jeder Schicht
   *[other] ({ $key })
  }
option-value = { $value ->
    [en] englische Lesart
    [de] deutsche Lesart
    [dm] per Direktnachricht
    [channel] im Kanal
    [true] an
    [false] aus
   *[other] { $value }
  }
options-changed = Tischoptionen geändert: { $changed }. Sie gelten ab dem nächsten Versuch.
status-title = Holding-On-Kampagne in { $where }
status-host = Spielleitung
status-won = Gewonnene Szenarien
status-none-yet = noch keine
status-attempts = Versuche
status-attempts-of = Szenario { $scenario }: { $count }
status-none = keine
status-seats = Plätze
status-seat = { -pflegekraft } **{ $nurse }**: { $user }
status-stand-in = , heute vertreten von { $user }
status-nobody = noch niemand: /{ cmd-campaign } { cmd-campaign-join }
status-playing = Im Spiel: Szenario { $scenario }, Versuch { $attempt }
status-playing-line = Tag { $day }, { shift-name } · Billy { $condition }/30 · Verwarnungen { $warnings }/2
status-waiting = Am Zug: { $who }
status-next = Als Nächstes
status-next-line = Szenario { $scenario }: /{ cmd-campaign } { cmd-campaign-start }
status-problem = Problem
status-options = Tischoptionen (ab dem nächsten Versuch)
note-title = Inhaltshinweis

## Die eigenen Antworten von /campaign (cogs/campaign.py)
permission = { $name ->
    [view_channel] Kanal ansehen
    [create_events] Events erstellen
    [manage_events] Events verwalten
    [connect] Verbinden
    [manage_channels] Kanäle verwalten
    [mute_members] Mitglieder stummschalten
    [move_members] Mitglieder verschieben
    [send_messages] Nachrichten senden
    [send_messages_in_threads] Nachrichten in Threads senden
    [embed_links] Links einbetten
   *[attach_files] Dateien anhängen
  }
campaign-missing-permissions = Hier kann ich noch keine Kampagne leiten: mir fehlt in diesem Kanal **{ $missing }**. Bitte jemanden, der den Server verwaltet, meiner Rolle das hier zu erlauben, und versuch es dann noch einmal.
campaign-name-your-nurse = { $problem } Gib deiner { -pflegekraft } einen Namen: /{ cmd-campaign } { cmd-campaign-join } { opt-campaign-join-nurse_name }:
dm-how-to-allow = Damit ich dir deine verdeckten Karten schicken kann: Öffne auf diesem Server die **Privatsphäre-Einstellungen** (auf den Servernamen klicken) und schalte **Direktnachrichten** ein; dann nutze /{ cmd-campaign } { cmd-campaign-join } noch einmal oder spiel einfach weiter: Deine Karten warten immer in /{ cmd-hand }.
dm-closed-join = { $closed ->
    [yes] Deine Direktnachrichten sind für mich geschlossen.
   *[no] Ich konnte dir keine Direktnachricht schicken.
  } { dm-how-to-allow }
dm-closed-export = { $closed ->
    [yes] Die Direktnachrichten der Spielleitung sind für mich geschlossen
   *[no] Ich konnte der Spielleitung keine Direktnachricht schicken
  }, also wurde nichts verschickt. { dm-how-to-allow }
campaign-standin = <@{ $user }> spielt jetzt die { -pflegekraft } **{ $nurse }**.
campaign-standin-ended = <@{ $user }> spielt die { -pflegekraft } **{ $nurse }** wieder selbst.
campaign-exported = Hier ist der Export der Kampagne. Die Datei verrät alles (Startwerte, Reihenfolge der Stapel, verdeckte Karten): behalte sie für dich.
campaign-export-sent = Per Direktnachricht an <@{ $user }> geschickt.
campaign-import-too-large = Diese Datei lässt sich nicht importieren: Sie ist größer als { $megabytes } MB, weit mehr als jeder Kampagnenexport.
campaign-import-unreadable = Ich konnte diese Datei nicht lesen; bitte häng sie noch einmal an.
campaign-imported = { $user } hat die Kampagne dieses Kanals aus einer Datei wiederhergestellt.
recap-title = Was bisher geschah
recap-nothing = Hier wurde noch nichts gespielt.
recap-truncated = *(Eine lange Runde: hier ist ihr letzter Teil.)*
