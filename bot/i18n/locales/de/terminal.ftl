# Die eigenen Worte des Terminaltischs (python -m bot local): Hilfe, Eingabezeile, Spielplan, Hand und Sätze.
# Befehle und Optionen heißen hier wie in einem deutschen Discord (commands.ftl); die englischen Namen gehen auch.

term-command-words-campaign-new = Eine Kampagne an diesem Tisch eröffnen (du leitest sie)
term-command-words-campaign-join = Platz nehmen: deine Pflegekraft trägt deinen Namen
term-command-words-campaign-leave = Deinen Platz freigeben (zwischen Szenarien)
term-command-words-campaign-start = Das nächste Szenario spielen oder ein gewonnenes wiederholen: { opt-campaign-start-scenario }:N { opt-campaign-start-order }:ana,ben,cy
term-command-words-campaign-status = Gewonnene Szenarien, Versuche, Tag und Schicht, wer gerade entscheidet; { opt-campaign-status-note }:{ term-option-value-words-true } zeigt den Inhaltshinweis
term-command-words-campaign-recap = Was bisher geschah: alles seit der letzten Pause am Tisch
term-command-words-campaign-options = Die Tischoptionen zeigen oder ändern (sie gelten ab dem nächsten Versuch)
term-command-words-campaign-standin = Jemand spielt heute die Pflegekraft einer fehlenden Person: { opt-campaign-standin-seat }:<Pflegekraft> { opt-campaign-standin-member }:<Person>
term-command-words-campaign-undo = Die letzte Entscheidung zurücknehmen, wenn sie nichts aufgedeckt hat (Spielleitung oder Schichtleitung)
term-command-words-campaign-abandon = Den laufenden Versuch aufgeben (Spielleitung)
term-command-words-campaign-export = Die ganze Kampagne in eine Datei schreiben (sie verrät alles): { term-opt-campaign-export-file }:PFAD
term-command-words-campaign-import = Diese Kampagne durch eine aus einer Datei ersetzen (Spielleitung): { opt-campaign-import-file }:PFAD
term-command-words-decide = Jede Entscheidung, die dir offensteht, mit ihren Worten oder mit Tab aus der Liste: { opt-decide-choice }:…
term-command-words-board = Der Spielplan als Text; { term-opt-board-picture }:DATEI.png speichert ihn als Bild
term-command-words-memories = Billys Vergangenheit und die Aufgabe; { term-opt-memories-picture }:DATEI.png speichert das Bild
term-command-words-hand = Deine eigenen verdeckten Karten und Marker (privat)
term-command-words-rules = Eine Regel in wenigen Zeilen mit ihrer Regelnummer, oder ein Begriff: { cmd-rules } R14, { cmd-rules } { glossary-word }
term-command-words-help = Diese Liste und was du jetzt tun kannst
term-terminal-words-show = Die privaten Nachrichten und die Hand einer Person, nachdem der Bildschirm geleert ist: zeigen NAME
term-terminal-words-clear = Den Bildschirm leeren
term-terminal-words-quit = Den Tisch verlassen (das Spiel ist gespeichert; --resume setzt es fort)
term-help-title = Befehle (mit oder ohne /; die Tabulatortaste ergänzt Befehle, Optionen und Werte)
term-help-who = An einem gemeinsamen Bildschirm beginnt jede Zeile mit dem Namen der Person: „ben: /{ cmd-care } { cmd-care-tokens } { opt-care-tokens-count }:2“. Ohne Namen spielt die Zeile die eine Person, auf die das Spiel wartet.
term-help-who-seat = Dieses Terminal spielt { $name }: Jede hier getippte Zeile spielt { $name }.
term-help-groups-campaign = Der Tisch
term-help-groups-look = Nachsehen und Regeln
term-open-to = Was { $name } jetzt tun kann:
term-nothing-open = Gerade wartet nichts auf { $name }.
term-waiting = Am Zug: { $who }
term-waiting-seat = { $name } – { $hints }
term-help-line = { $command }: { $words }
term-help-usage = { $words }: { $usage }
term-waiting-nobody = niemand
term-decide = /{ cmd-decide }
term-or = { " " }oder{ " " }
term-prompt-status = Tag { $day }, { shift-name } · { GENDER($manager) ->
    [f] Schichtleiterin { $manager }
    [m] Schichtleiter { $manager }
   *[n] Schichtleitung: { $manager }
  } · { $step }
term-prompt-no-game = Gerade läuft kein Szenario: /{ cmd-campaign } { cmd-campaign-start }
term-prompt-no-campaign = In dieser Datei ist noch keine Kampagne: /{ cmd-campaign } { cmd-campaign-new }
term-step-words-reveal = { -karte } aufdecken
term-step-words-staffing = Schicht besetzen
term-step-words-bonus = Bonusmarker vergeben
term-step-words-care = Versorgung wählen
term-step-words-medical = medizinische Versorgung
term-step-words-rewards = Belohnungen
term-step-words-give-token = Belohnungen
term-step-words-talker = palliative Versorgung
term-step-words-billy-voice = palliative Versorgung
term-step-words-focus = palliative Versorgung
term-step-words-drawing = Gespräch mit Billy
term-step-words-inquiry = Gespräch führen
term-step-words-sm-return = Ende der Schicht
term-step-words-over = das Szenario ist vorbei
term-board-title = Szenario { $number }: { $title }
term-board-when = Tag { $day }, { shift-name } · { $step }
term-condition = Billys Zustand { $value }/30, { $band }
term-bands-green = grün
term-bands-orange = orange
term-bands-red = rot
term-bands-black = schwarz
term-warnings = Verwarnungen { $count }/2
term-pool = Vorrat der Aushilfen: { $tokens }
term-decks = Stapel: { $patient }, { $partial }, { $clear }
term-deck-patient = { $count ->
    [one] { $count } Patientenkarte
   *[other] { $count } Patientenkarten
}
term-deck-partial = { $count ->
    [one] { $count } vage Erinnerung
   *[other] { $count } vage Erinnerungen
}
term-deck-clear = { $count ->
    [one] { $count } klare Erinnerung
   *[other] { $count } klare Erinnerungen
}
term-objective = Aufgabe
term-done-mark = { "[x]" }
term-todo-mark = { "[ ]" }
term-staff-title = Personal
term-staff-headings-0 = Name
term-staff-headings-1 = Wo
term-staff-headings-2 = Marker
term-staff-headings-3 = Stress
term-staff-headings-4 = Verdeckte Karten
term-nurse-role-sm = { " " }({ GENDER($name) ->
    [f] Schichtleiterin
    [m] Schichtleiter
   *[n] Schichtleitung
  })
term-places-break-room = Pausenraum
term-places-shift = im Dienst
term-places-leave = hat Ruhetag
term-places-sm-board = Schichtleitertableau
term-places-on-call = auf Abruf
term-places-gone = schon eingesetzt
term-overstressed = erschöpft
term-no-cards = keine
term-backs = { $count ->
    [one] Lebensabschnitt { $timeline }
   *[other] { $count }, Lebensabschnitt { $timeline }
  }
term-shifts-title = Die Schichten von heute
term-shift-headings-0 = Schicht
term-shift-headings-1 = { -karte }
term-shift-headings-2 = Personal
term-shift-headings-3 = Versorgung
term-card-kinds-stable = Zustand stabil
term-card-kinds-deteriorating = Zustand verschlechtert sich
term-card-kinds-emergency = NOTFALL
term-card-line = { card-staff }, { card-kind }, { card-rewards }{ card-inquiry }
term-card-needs = { $count ->
    [one] braucht 1 Person
   *[other] braucht { $count } Personen
}
term-card-inquiry = ; Gesprächsfeld
term-card-hidden = noch nicht aufgedeckt
term-no-rewards = keine
term-short = unterbesetzt
term-care-words-medical = medizinisch
term-care-words-palliative = palliativ
term-care-words-none = -
term-committed = { $tokens } auf der Karte
term-contact = { -telefon }: { $name }
term-grid-title = Billys Vergangenheit
term-grid-timeline = Lebensabschnitt { $n }
term-grid-key = K = klare Erinnerung, V = vage Erinnerung, . = leer, * = von der Aufgabe verlangt
term-conversation = { $talker } spricht mit Billy ({ $deck ->
    [partial] Stapel der vagen Erinnerungen
   *[clear] Stapel der klaren Erinnerungen
  }); { $voice } spricht für Billy
term-sm-board = Schichtleitertableau: { $cards } verdeckt
term-contacts = Kontakte: { $names }
term-called = { " " }(angerufen)
term-removed-events = Ereignisse aus dem Spiel: { $titles }
term-result-won = Das Szenario ist gewonnen.
term-result-lost = Das Szenario ist verloren.
term-welcome = Holding On am Terminal. „hilfe“ zeigt die Befehle, die Tabulatortaste ergänzt sie. Strg+D oder „beenden“ verlässt den Tisch (das Spiel ist gespeichert).
term-saved-in = Diese Kampagne ist gespeichert in { $path }
term-resumed = Fortgesetzt aus { $path }.
term-resumed-last = Wo ihr aufgehört habt, die letzte Entscheidung:
term-done = ✓ { $note }
term-refused = ✗ { $message }
term-allowed = Zur Auswahl: { $allowed }.
term-left = Tisch verlassen; das Spiel ist gespeichert in { $path }. Weiter geht es mit: python -m bot local --resume --db { $path }
term-left-short = Tisch verlassen; das Spiel ist gespeichert.
term-private-waiting = ✉ { $name }: { $count }. Tippt „zeigen { $key }“, wenn nur { $name } auf den Bildschirm sieht.
term-private-count = { $count ->
    [one] { $count } private Nachricht wartet
   *[other] { $count } private Nachrichten warten
}
term-private-header = Nur für { $name }
term-show-ask = { $name }: deine privaten Nachrichten und deine Hand. Alle anderen schauen bitte weg. { $name }, drück die Eingabetaste zum Lesen.
term-show-done = { $name }, drück die Eingabetaste, um alles zu verbergen (der Bildschirm wird geleert).
term-show-nothing = Für { $name } warten keine privaten Nachrichten.
term-show-not-here = Private Nachrichten erscheinen nur an einem interaktiven Terminal (oder mit --reveal-private, wenn du ein Skript schreibst).
term-show-not-yours = Dieses Terminal spielt { $name }: Die privaten Nachrichten erscheinen hier, sobald sie kommen.
term-private-label = { "[" }privat für { $name }]{ " " }
term-hand-line = { $name }: { $tokens }, Stress { $stress }/{ $most }
term-hand-partials = Vage Erinnerungen (verdeckt): { $cards }
term-hand-clears = Klare Erinnerungen (verdeckt): { $cards }
term-hand-sm-board = Schichtleitertableau (heute bei dir): { $cards }
term-hand-partial = Lebensabschnitt { $timeline }: „{ $quote }“
term-hand-clear = Lebensabschnitt { $timeline }
term-hand-none = keine
term-hand-empty = { $name } hat in diesem Szenario keine Pflegekraft.
term-hand-private = Die Hand von { $name } ist privat: Tippt „zeigen { $key }“, wenn nur { $name } auf den Bildschirm sieht.
term-picture-written = { $path } geschrieben.
term-picture-failed = { $path } kann nicht geschrieben werden: { $reason }.
term-export-written = Die Kampagne steht jetzt in { $path }. Sie verrät alles (Startwerte, Kartenreihenfolge, Handkarten): behalte sie für dich.
term-imported = Die Kampagne aus { $path } ist übernommen.
term-file-missing = Es gibt keine Datei { $path }.
term-file-option = Nenne die Datei: { $command } { $option }:PFAD
term-no-campaign = In dieser Datei ist noch keine Kampagne. Beginne eine mit /{ cmd-campaign } { cmd-campaign-new }.
term-no-game = Hier läuft kein Szenario. Beginne eines mit /{ cmd-campaign } { cmd-campaign-start }.
term-status-won = Gewonnene Szenarien: { $won }; als Nächstes: { $next }.
term-status-none = keine
term-status-all-won = keines (alle Szenarien sind gewonnen)
term-status-seats = Am Tisch: { $seats }; Spielleitung: { $host }.
term-status-standin = { $nurse } (heute gespielt von { $who })
term-status-playing = Szenario { $scenario } läuft, Versuch { $attempt }.
term-content-note = Inhaltshinweis. { $note }
term-options-title = Tischoptionen:
term-option-line = { $key } = { $value }: { $words }
term-options-changed = Tischoptionen geändert: { $changes }. Sie gelten ab dem nächsten Versuch.
term-option-value-words-true = an
term-option-value-words-false = aus
term-option-value-words-en = englisch
term-option-value-words-de = deutsch
term-option-value-words-fr = französisch
term-option-value-words-dm = privat
term-option-value-words-channel = laut
term-option-bad = { $key } kann { $allowed } sein.
term-option-unknown = Es gibt keine Tischoption { $key }; die Optionen sind { $known }.
term-joined = { $name } nimmt Platz.
term-left-seat = { $name } verlässt den Tisch.
term-standin-on = { $who } spielt heute die Pflegekraft { $nurse }.
term-standin-off = Die Vertretung für { $nurse } ist beendet.
term-standin-none = { $nurse } wird gerade nicht vertreten.
term-campaign-opened = Eine Kampagne ist eröffnet; { $host } leitet sie. Jede Person tippt „name: /{ cmd-campaign } { cmd-campaign-join }“, dann geht es mit /{ cmd-campaign } { cmd-campaign-start } los.
term-recap-title = Was bisher geschah:
term-recap-empty = An diesem Tisch ist noch nichts geschehen.
term-rules-pick = Wähle ein Thema: { cmd-rules } <Thema>. Themen: { $topics }, oder { $glossary }. Jede Regel ausführlich, mit ihrer Begründung: docs/RULINGS.md im Quelltext des Bots.
term-rules-unknown = Eine Regel oder einen Begriff { $topic } gibt es nicht. Versuch „{ cmd-rules } { $glossary }“ oder „{ cmd-rules }“ allein für die Liste.
term-not-a-player = { $name } spielt hier nicht mit; am Tisch: { $players }.
term-not-this-seat = Dieses Terminal spielt { $name } (--as { $key }): Zeilen anderer Personen werden an deren eigenem Terminal getippt.
term-who-first = Wer spielt diese Zeile? Beginne sie mit dem Namen, z. B. „{ $example }: { $line }“.
term-unknown-command = Es gibt keinen Befehl { $command }; „hilfe“ zeigt die Liste.
term-unknown-option = { $command } hat keine Option { $option }; seine Optionen: { $options }.
term-no-options = { $command } hat keine Optionen.
term-read-line = Diese Zeile ist nicht lesbar: Schreibe „[name:] /befehl option:wert“, z. B. „ana: /{ cmd-shift } { cmd-shift-assign } { opt-shift-assign-staff }:Ben“.
term-nurse-name-here = Am Terminaltisch trägt deine Pflegekraft deinen Namen: Tippe „{ $name }: /{ cmd-campaign } { cmd-campaign-join }“.
term-scenario-number = { opt-campaign-start-scenario } ist die Nummer eines Szenarios, z. B. { opt-campaign-start-scenario }:2 (nicht { $value }).
term-order-names = { opt-campaign-start-order } nennt jede Person am Tisch einmal, durch Kommas getrennt, z. B. { opt-campaign-start-order }:ana,ben,cy.
term-member-name = Nenne die Person, die vertritt, z. B. { opt-campaign-standin-member }:dee (ohne sie endet die Vertretung).
term-yes-no = { $option } ist { $yes } oder { $no }.
term-abandoned = Szenario { $scenario } wurde aufgegeben.
term-script-stopped = angehalten in Zeile { $number }
term-unfinished = Ende der Eingabe: Das Szenario ist nicht zu Ende gespielt (es ist gespeichert; --resume setzt es fort).
term-stopped = Angehalten (Strg+C): Das Spiel ist gespeichert.
term-incident = Bei uns ist etwas schiefgegangen (Vorfall { $incident }; die Einzelheiten stehen in { $log }). Alles Bestätigte ist gespeichert: „hilfe“ zeigt, wo der Tisch steht.
term-crashed = Bei uns ist etwas schiefgegangen (Vorfall { $incident }; die Einzelheiten stehen in { $log }). Alles Bestätigte ist gespeichert: --resume setzt es fort.
term-tokens = { $count ->
    [one] { $count } Marker
   *[other] { $count } Marker
}
term-care-tokens = { $count ->
    [one] { $count } Versorgungsmarker
   *[other] { $count } Versorgungsmarker
}
term-deck-patient-noun = { $count ->
    [one] Patientenkarte
   *[other] Patientenkarten
}
term-deck-partial-noun = { $count ->
    [one] vage Erinnerung
   *[other] vage Erinnerungen
}
term-deck-clear-noun = { $count ->
    [one] klare Erinnerung
   *[other] klare Erinnerungen
}

# Die eigenen Sätze der Kommandozeile (python -m bot local --language …): in der Sprache, die sie nennt.
term-flag-language = --language ist die Sprache des Tisches: { $allowed } (nicht { $given })
term-flag-players-count = --players nennt { $least } bis { $most } Personen, durch Kommas getrennt, z. B. --players ana,ben,cy
term-flag-players-exactly = Dieses Spiel ist für genau { $count } Personen: --players nennt sie, durch Kommas getrennt, z. B. --players ana,bot, um mit dem Bot zu spielen
term-flag-players-word = --players: { $name } ist kein einzelnes Wort (ohne Leerzeichen, Doppelpunkte oder Kommas), z. B. --players ana,ben,cy
term-flag-players-name = --players: { $problem }
term-flag-players-twice = --players nennt jede Person nur einmal (Groß- und Kleinschreibung zählt nicht)
term-flag-resume-players = --resume setzt mit den Personen fort, die in der Datei gespeichert sind: lass --players weg
term-flag-seed = --seed ist eine ganze Zahl, 0 oder größer
term-flag-as = --as nennt eine Person, ein Wort, z. B. --as ana (nicht { $given })
term-flag-script-missing = --script { $path }: diese Datei gibt es nicht
term-flag-script-not-utf8 = --script { $path }: kein UTF-8-Text
term-flag-db-folder = --db { $path }: das ist ein Ordner; nenne eine Datei, z. B. --db { $example }
term-flag-resume-nothing = --resume: in { $path } ist kein Spiel gespeichert (beginne eines mit --players ana,ben,cy, oder nenne die Datei mit --db)
term-flag-resume-empty = --resume: in { $path } ist kein Spiel gespeichert
term-flag-db-not-sqlite = --db { $path }: diese Datei ist keine SQLite-Datenbank; nenne eine andere
term-flag-db-no-write = --db { $path }: dort lässt sich keine Datei anlegen (keine Schreibrechte); nenne mit --db einen anderen Ort
term-flag-db-cannot-open = --db { $path }: dort lässt sie sich weder anlegen noch öffnen ({ $reason }); nenne mit --db einen anderen Ort
term-flag-db-taken = In { $path } ist schon ein Spiel: setze es mit --resume fort, oder beginne ein anderes mit --db ANDERE.sqlite3
term-flag-as-nobody = --as { $name }: in { $path } gibt es niemanden mit diesem Namen; am Tisch: { $players }
term-flag-nobody = noch niemand
term-shift-row = { shift-name }
term-chapter-note = Szenario { $number }, { $title }: { $note }
term-options-language = Sprache: { $language } (python -m bot local --resume --language en|de|fr ändert sie)
# The terminal's own commands, as typed in this language (the English names work too).
term-name-show = zeigen
term-name-clear = leeren
term-name-quit = beenden
# A memory in the grid, by its deck's initial (as the pictures' backs: pic-back).
term-grid-letter = { $deck ->
    [partial] V
   *[clear] K
  }

## Die eigenen Optionen des Terminals (kein Discord-Befehl hat sie): wie eine Zeile sie nennen darf
term-opt-campaign-export-file = datei
term-opt-board-picture = bild
term-opt-memories-picture = bild
term-opt-show-player = name

# `python -m bot local --help` (bot/terminal/flags.py): in der Sprache des Tisches, auch die Worte von argparse.
term-cli-usage = Aufruf:
term-cli-options = Optionen
term-cli-description = Holding On am Terminal spielen, ohne Discord: dieselben Befehle, Regeln und gespeicherten Spiele.
term-cli-help = diese Hilfe zeigen und beenden
term-cli-players = ein neues Spiel mit diesen Personen beginnen (2 bis 4), z. B. ana,ben,cy; mit :f, :m oder :n hinter dem Namen wird die Pflegekraft weiblich, männlich oder neutral genannt (ana:f,ben:m,cy: ohne Angabe neutral)
term-cli-resume = das in der Datei (--db) gespeicherte Spiel fortsetzen
term-cli-db = die Datei des Spiels (sonst $XDG_DATA_HOME/holding-on/table.sqlite3)
term-cli-as = dieses Terminal gehört dieser Person: ihre verdeckten Karten erscheinen hier und nur hier
term-cli-seed = jedes Mal dieselben Karten geben (Proben, Tests)
term-cli-language = en, de oder fr: die Sprache des Tisches (sonst Englisch, oder mit --resume die der gespeicherten Kampagne, die --language ändert)
term-cli-script = die Zeilen dieser Datei spielen, dann beenden
term-cli-reveal-private = die privaten Nachrichten aller zeigen, gekennzeichnet (wer allein ein Skript schreibt)
term-flag-players-gender = --players: { $name }:{ $given } ist keine Form; hinter den Doppelpunkt gehört f (weiblich), m (männlich) oder n (neutral), z. B. --players ana:f,ben:m,cy
term-cli-names = NAMEN
term-cli-file = DATEI
term-cli-name = NAME
term-cli-number = ZAHL
term-cli-code = SPRACHE
# Eine Regel oder ein Begriff des Glossars, wie /regeln sie am Terminal zeigt.
term-rule-line = **{ $label }**: { $summary }
# Die Tischoptionen am Terminal: was jede dort tut (ohne Discord-Wörter; option-words in campaign.ftl sind die von Discord).
term-option-words = { $key ->
    [senior_reading] wer zuerst auf der Karte steht (R3): englisch = die erste eingeteilte Pflegekraft entscheidet; deutsch = steht zuerst eine Aushilfe auf der Karte, entscheidet die Schichtleitung
    [medical_needs_token] medizinische Versorgung zählt nur mit einem Marker auf der Karte (R9)
    [inquire_same_timeline_reshuffles] ein Gespräch über denselben Lebensabschnitt mischt neu (R14, der englische Text)
    [two_player_reading] zu zweit (R19): die Lesart der englischen oder der deutschen Regel
    [billy_voice] Billys Stimme (D2): privat = nur für die Person, die für Billy spricht („zeigen NAME“), laut = für den ganzen Tisch auf dem Bildschirm
    [images] Bilder: am Terminal als Datei, mit { cmd-board } { term-opt-board-picture }:DATEI.png oder { cmd-memories } { term-opt-memories-picture }:DATEI.png
    [contact_tile_clears] Hausregel (R18): Das { -telefon } leert sich nach jeder Schicht
   *[other] ({ $key })
  }

# Billys Stimme an einem gemeinsamen Bildschirm (bot/terminal/moments.py): der Tisch hält an, während seine Worte vorgelesen werden.
term-voice-call = { $name } spricht für Billy: Der Tisch hält an, während nur { $name } Billys Worte liest.
term-voice-ask = { $name }, drück die Eingabetaste, wenn nur du auf den Bildschirm siehst, und lies Billys Worte dann laut vor.
term-voice-done = { $name }, drück die Eingabetaste, wenn du sie vorgelesen hast (der Bildschirm wird geleert, und die Geschichte geht weiter).
term-private-past = ✉ { $name }: { $count ->
    [one] 1 private Nachricht des Tages ist überholt: Die Karte, von der sie erzählte, wurde bei „Über Billy sprechen“ schon aufgedeckt.
   *[other] { $count } private Nachrichten des Tages sind überholt: Die Karten, von denen sie erzählten, wurden bei „Über Billy sprechen“ schon aufgedeckt.
  }
term-left-as = Tisch verlassen; das Spiel ist gespeichert in { $path }. Zurück an diesen Platz: python -m bot local --resume --db { $path } --as { $key }
term-flag-as-taken = --as { $name }: ein anderes Terminal spielt { $name } schon mit { $path }; pro Platz ein Terminal (das andere zuerst beenden)
# A memory in the grid, by its place, as `memories` lists them.
term-grid-slot = Lebensabschnitt { $timeline }, Platz { $position }
term-grid-placed = { $slot }: „{ $title }“ ({ $deck })

# Die Sätze des Tisches, wie ein Terminal sie sagt (bot/terminal/voice.py): an einem Bildschirm gibt es keine Discord-Berechtigung.
term-refuse-host-only = Nur die Spielleitung darf { $what ->
    [standin] eine Vertretung einsetzen
    [options] die Tischoptionen ändern
    [abandon] den Versuch aufgeben
    [export] die Kampagne exportieren
   *[import] hier eine Kampagne importieren
  }.
term-refuse-abandon-players = Nur wer in dieser Partie mitspielt, kann sie aufgeben.

term-name-again = nochmal

# Jedes Spiel ohne eigenes Terminal (bot/terminal/any_game.py)
term-any-welcome = Am Terminal: { $title }. Tippe eine Möglichkeit als Nummer aus „{ cmd-help }“ oder in Worten; „{ cmd-board }“ zeigt den Stand; Strg+D oder „{ term-name-quit }“ verlässt den Tisch (die Partie ist gespeichert).
term-any-unfinished = Ende der Eingabe: Die Partie ist nicht zu Ende gespielt (sie ist gespeichert; --resume setzt sie fort).
term-any-who = Wessen Zeile ist das? Beginne sie mit dem Namen der Person, z. B. „ana: 1“.
term-any-read-line = Diese Zeile ist nicht lesbar: Schreibe „[name:] befehl“ oder eine der Möglichkeiten, die „{ cmd-help }“ auflistet (ihre Nummer oder ihre Worte), z. B. „ana: 1“.
term-any-no-game = In dieser Datei ist noch keine Partie: Beginne eine mit python -m bot local --game { $game } --players ana,bot.
term-any-picture-png = { $path }: Das Bild ist eine PNG-Datei; nenne sie ….png
term-any-board-words = Der Stand der Partie, in Worten
term-any-again-words = Nach dem Ende einer Partie eine neue mit denselben Personen beginnen
term-any-left-over = Tisch verlassen; die Partie ist vorbei und in { $path } gespeichert. Für eine neue Partie: python -m bot local --resume --db { $path }, dann „{ term-name-again }“.
term-any-ended-again = Die Partie ist vorbei. Mit „{ term-name-again }“ beginnt eine neue mit denselben Personen.
