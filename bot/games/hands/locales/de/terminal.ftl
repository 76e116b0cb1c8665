# „…and then, we held hands.“ am Terminal (python -m bot local --game hands): die Worte, die es hinzufügt.

term-hands-welcome = Am Terminal: „{ -hands-title }“ „hilfe“ zeigt die Befehle; die Tabulatortaste ergänzt sie und zeigt die jetzt möglichen Schritte in Worten. Strg+D oder „beenden“ verlässt den Tisch (die Partie ist gespeichert).
term-hands-unfinished = Ende der Eingabe: Die Partie ist nicht zu Ende gespielt (sie ist gespeichert; --resume setzt sie fort).
term-hands-no-game = In dieser Datei ist noch keine Partie „{ -hands-title }“: Beginne eine mit python -m bot local --game hands --players ana,ben.
term-hands-read-line = Diese Zeile ist nicht lesbar: Schreibe „[name:] befehl option:wert“, z. B. „schritt O15 S1“ oder „/{ cmd-hands } { cmd-hands-step } { opt-hands-step-to }:O15 { opt-hands-step-card }:S1“.
term-hands-who = An einem gemeinsamen Bildschirm beginnt eine Zeile mit dem Namen, wenn beide handeln dürfen (beim Wählen der Hälften): „ben: { cmd-hands-half } links“. Ohne Namen spielt die Zeile die eine Person, auf die das Spiel wartet. Eine Karte wird mit Reihe und Platz genannt: S3 ist die dritte Karte von Süd, von der Abdeckkarte aus gezählt, N1 die erste von Nord.
term-hands-board-words = Der Spielplan als Text, 80 Spalten breit; { term-opt-board-picture }:DATEI.png speichert das Bild, das Discord zeigt
term-hands-abandon-words = Diese Partie aufgeben
term-hands-again-words = Nach dem Ende einer Partie eine neue mit denselben Personen und demselben Schwierigkeitsgrad beginnen
term-hands-left-over = Tisch verlassen; die Partie ist vorbei und gespeichert in { $path }. Für eine neue: python -m bot local --game hands --resume --db { $path }, dann „{ term-name-again }“.
term-hands-refuse-game-ended = { hands-refuse-over }
term-hands-ended-again = Die Partie ist vorbei. Mit „{ term-name-again }“ beginnt eine neue mit denselben Personen und demselben Schwierigkeitsgrad.
term-flag-game = --game ist das Spiel: { $allowed } (nicht { $given })
term-flag-game-resume = --resume: In { $path } ist eine Partie { $game }; lass --game weg, oder nenne mit --db eine andere Datei
term-flag-difficulty = --difficulty ist einer dieser Schwierigkeitsgrade: { $allowed } (nicht { $given })
term-flag-difficulty-game = --difficulty gilt für --game hands, das Streite kennt (H16); Holding On hat keine
term-flag-hands-players = --game hands ist für zwei Personen, z. B. --players ana,ben, oder --players ana,bot, um mit dem Bot als Partner zu spielen
term-cli-game = das Spiel: holding_on (Vorgabe) oder hands für „…and then, we held hands.“ (zwei Personen; wer bot heißt, ist der Bot als Partner)
term-cli-game-name = SPIEL
term-cli-difficulty = hands: normal (Vorgabe), herausfordernd, schwierig oder unmöglich (auch auf Englisch: challenging, difficult, impossible): wie viele Aufgaben als Streit gelten (H16)
term-cli-level = STUFE
