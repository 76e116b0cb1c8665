# "...and then, we held hands." am Terminal (python -m bot local --game hands): die Worte, die es hinzufügt.

term-hands-welcome = { -hands-title } am Terminal. „hilfe“ zeigt die Befehle, die Tabulatortaste ergänzt sie, die jetzt möglichen Schritte in Worten. Strg+D oder „beenden“ verlässt den Tisch (das Spiel ist gespeichert).
term-hands-unfinished = Ende der Eingabe: die Partie ist nicht zu Ende gespielt (sie ist gespeichert; --resume setzt sie fort).
term-hands-no-game = In dieser Datei ist noch keine Partie { -hands-title }: beginne eine mit python -m bot local --game hands --players ana,ben.
term-hands-read-line = Diese Zeile ist nicht lesbar: schreibe „[name:] befehl option:wert“, z. B. „schritt O15 S1“ oder „/{ cmd-hands } { cmd-hands-step } { opt-hands-step-to }:O15 { opt-hands-step-card }:S1“.
term-hands-who = An einem gemeinsamen Bildschirm beginnt eine Zeile mit dem Namen, wenn beide handeln dürfen (beim Wählen der Hälften): „ben: { cmd-hands-half } links“. Ohne Namen spielt die Zeile die eine Person, auf die das Spiel wartet. Eine Karte ist ihre Reihe und ihr Platz: S3 ist die dritte Karte von Süd ab der Deckkarte, N1 die erste von Nord.
term-hands-board-words = der Spielplan als Text, 80 Spalten breit; { term-opt-board-picture }:DATEI.png schreibt das Bild, das Discord zeigt
term-hands-abandon-words = diese Partie aufgeben
term-hands-again-words = wenn ein Spiel vorbei ist: ein neues mit denselben Personen und derselben Schwierigkeit
term-name-again = nochmal
term-hands-left-over = Tisch verlassen; das Spiel ist vorbei und gespeichert in { $path }. Für ein neues: python -m bot local --game hands --resume --db { $path }, dann { term-name-again }.
term-hands-ended-again = Das Spiel ist vorbei. { term-name-again } beginnt ein neues mit denselben Personen und derselben Schwierigkeit.
term-hands-picture-png = { $path }: das Bild ist eine PNG-Datei; nenne sie ….png
term-flag-game = --game ist das Spiel: { $allowed } (nicht { $given })
term-flag-game-resume = --resume: in { $path } ist eine Partie { $game }; lass --game weg, oder nenne mit --db eine andere Datei
term-flag-difficulty = --difficulty ist eine von { $allowed } (nicht { $given })
term-flag-difficulty-game = --difficulty gilt für --game hands, das Streite kennt (H16); Holding On hat keine
term-flag-hands-players = --game hands ist für zwei Personen, z. B. --players ana,ben, oder --players ana,bot, um mit dem Bot als Partner zu spielen
term-cli-game = das Spiel: holding_on (Vorgabe) oder hands für „...and then, we held hands.“ (zwei Personen; wer bot heißt, ist der Bot als Partner)
term-cli-game-name = SPIEL
term-cli-difficulty = hands: normal (Vorgabe), challenging, difficult oder impossible: welche Aufgaben ein Streit sind (H16)
term-cli-level = STUFE
