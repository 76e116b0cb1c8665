# « …and then, we held hands. » au terminal (python -m bot local --game hands) : les mots qu’il ajoute.

term-hands-welcome = Au terminal : « { -hands-title } » « aide » liste les commandes ; la touche Tab les complète et montre en toutes lettres les pas possibles maintenant. Ctrl+D ou « quitter » pour partir (la partie est enregistrée).
term-hands-unfinished = Fin de l’entrée : la partie n’est pas finie (elle est enregistrée ; --resume la reprend).
term-hands-no-game = Ce fichier ne contient encore aucune partie de « { -hands-title } » : commencez-en une avec python -m bot local --game hands --players ana,ben.
term-hands-read-line = Impossible de lire cette ligne : écrivez « [nom:] commande option:valeur », par ex. « pas O15 S1 » ou « /{ cmd-hands } { cmd-hands-step } { opt-hands-step-to }:O15 { opt-hands-step-card }:S1 ».
term-hands-who = Devant un écran partagé, commencez la ligne par le nom quand les deux peuvent agir (au choix des moitiés) : « ben: { cmd-hands-half } gauche ». Sans nom, la ligne est jouée par la seule personne qu’attend la partie. Une carte se nomme par sa rangée et sa place : S3 est la troisième carte de Sud en partant de la carte cache, N1 la première de Nord.
term-hands-board-words = Le plateau en texte, sur 80 colonnes ; { term-opt-board-picture }:FICHIER.png enregistre l’image que montre Discord
term-hands-abandon-words = Abandonner cette partie
term-hands-again-words = Une fois la partie finie, en commencer une nouvelle avec les mêmes personnes et la même difficulté
term-hands-left-over = Vous avez quitté la table ; la partie est finie et enregistrée dans { $path }. Pour en jouer une autre : python -m bot local --game hands --resume --db { $path }, puis « { term-name-again } ».
term-hands-refuse-game-ended = { hands-refuse-over }
term-hands-ended-again = La partie est finie. Tapez « { term-name-again } » pour en commencer une autre avec les mêmes personnes et la même difficulté.
term-flag-game = --game est le jeu : { $allowed } (pas { $given })
term-flag-game-resume = --resume : { $path } contient une partie de { $game } ; retirez --game, ou nommez un autre fichier avec --db
term-flag-difficulty = --difficulty est l’un de ces niveaux : { $allowed } (pas { $given })
term-flag-difficulty-game = --difficulty vaut pour --game hands, qui a des disputes (H16) ; Holding On n’en a pas
term-flag-hands-players = --game hands se joue à deux, par ex. --players ana,ben, ou --players ana,bot pour jouer avec le bot comme partenaire
term-cli-game = le jeu : holding_on (par défaut) ou hands pour « …and then, we held hands. » (à deux ; la personne nommée bot est le bot partenaire)
term-cli-game-name = JEU
term-cli-difficulty = hands : normal (par défaut), exigeant, difficile ou impossible (en anglais aussi : challenging, difficult) : combien d’objectifs sont des disputes (H16)
term-cli-level = NIVEAU
