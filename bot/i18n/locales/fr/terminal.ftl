# Les mots propres à la table au terminal (python -m bot local) : aide, invite, plateau, main et phrases.
# Les commandes et leurs options portent ici les noms d’un Discord en français (commands.ftl) ; les noms anglais marchent aussi.

term-command-words-campaign-new = Ouvrir une campagne à cette table (vous l’animez)
term-command-words-campaign-join = Prendre place : votre personnage prend votre nom
term-command-words-campaign-leave = Libérer votre place (entre deux scénarios)
term-command-words-campaign-start = Jouer le scénario suivant, ou rejouer un scénario gagné : { opt-campaign-start-scenario }:N { opt-campaign-start-order }:ana,ben,cy
term-command-words-campaign-status = Scénarios gagnés, tentatives, jour et quart, qui doit décider ; { opt-campaign-status-note }:{ term-option-value-words-true } pour revoir l’avertissement de contenu
term-command-words-campaign-recap = Précédemment : ce qui s’est passé depuis la dernière pause de la table
term-command-words-campaign-options = Voir ou changer les options de la table (elles valent dès la tentative suivante)
term-command-words-campaign-standin = Quelqu’un joue pour l’instant le personnage d’une personne absente : { opt-campaign-standin-seat }:<personnage> { opt-campaign-standin-member }:<personne>
term-command-words-campaign-undo = Reprendre la dernière décision, si elle n’a rien révélé (hôte ou personne { -responsable })
term-command-words-campaign-abandon = Abandonner la tentative en cours (hôte)
term-command-words-campaign-export = Écrire toute la campagne dans un fichier (il dévoile tout) : { term-opt-campaign-export-file }:CHEMIN
term-command-words-campaign-import = Remplacer cette campagne par celle d’un fichier (hôte) : { opt-campaign-import-file }:CHEMIN
term-command-words-decide = Toute décision qui vous est ouverte, par ses mots ou depuis la liste de complétion : { opt-decide-choice }:…
term-command-words-board = Le plateau en texte ; { term-opt-board-picture }:FICHIER.png l’écrit en image
term-command-words-memories = Les Souvenirs rassemblés de Billy et l’objectif ; { term-opt-memories-picture }:FICHIER.png enregistre l’image
term-command-words-hand = Vos propres cartes face cachée et vos jetons (privé)
term-command-words-rules = Une règle en quelques lignes avec son numéro, ou un terme du glossaire : { cmd-rules } R14, { cmd-rules } { glossary-word }
term-command-words-help = Cette liste et ce que vous pouvez faire maintenant
term-terminal-words-show = Les messages privés et la main d’une personne, une fois l’écran effacé : montrer NOM
term-terminal-words-clear = Effacer l’écran
term-terminal-words-quit = Quitter la table (la partie est enregistrée ; --resume la reprend)
term-help-title = Commandes (avec ou sans / ; la touche Tab complète commandes, options et valeurs)
term-help-who = Sur un écran partagé, commencez la ligne par le nom de la personne : « ben: /{ cmd-care } { cmd-care-tokens } { opt-care-tokens-count }:2 ». Sans nom, la ligne est jouée par la seule personne que la partie attend.
term-help-who-seat = Ce terminal joue { $name } : toute ligne tapée ici est jouée par { $name }.
term-help-groups-campaign = La table
term-help-groups-look = Consulter et règles
term-open-to = Ce que peut faire { $name } maintenant :
term-nothing-open = Rien n’attend { $name } pour l’instant.
term-waiting = { $who }
term-waiting-seat = À { $name } de jouer : { $hints }
term-help-line = { $command } : { $words }
term-help-usage = { $words } : { $usage }
term-waiting-nobody = Personne n’a la main
term-decide = /{ cmd-decide }
term-or = { " " }ou{ " " }
term-prompt-status = Jour { $day }, quart { shift-name } · { -responsable } : { $manager } · { $step }
term-prompt-no-game = Aucun scénario en cours : /{ cmd-campaign } { cmd-campaign-start }
term-prompt-no-campaign = Pas encore de campagne dans ce fichier : /{ cmd-campaign } { cmd-campaign-new }
term-step-words-reveal = révéler la { -carte }
term-step-words-staffing = affectation du personnel
term-step-words-bonus = le jeton bonus
term-step-words-care = choix des soins
term-step-words-medical = soins médicaux
term-step-words-rewards = récompenses
term-step-words-give-token = récompenses
term-step-words-talker = soins palliatifs
term-step-words-billy-voice = soins palliatifs
term-step-words-focus = soins palliatifs
term-step-words-drawing = conversation avec Billy
term-step-words-inquiry = enquête
term-step-words-sm-return = fin du quart
term-step-words-over = le scénario est terminé
term-board-title = Scénario { $number } : { $title }
term-board-when = Jour { $day }, quart { shift-name } · { $step }
term-condition = État de Billy { $value }/30, { $band }
term-bands-green = zone verte
term-bands-orange = zone orange
term-bands-red = zone rouge
term-bands-black = zone noire
term-warnings = Avertissements { $count }/2
term-pool = Réserve des assistants : { $tokens }
term-decks = Paquets : { $patient }, { $partial }, { $clear }
term-deck-patient = { $count ->
    [one] { $count } Carte Patient
   *[other] { $count } Cartes Patient
}
term-deck-partial = { $count ->
    [one] { $count } Mémoire partielle
   *[other] { $count } Mémoires partielles
}
term-deck-clear = { $count ->
    [one] { $count } Mémoire claire
   *[other] { $count } Mémoires claires
}
term-objective = Objectif
term-done-mark = { "[x]" }
term-todo-mark = { "[ ]" }
term-staff-title = Personnel
term-staff-headings-0 = Nom
term-staff-headings-1 = Où
term-staff-headings-2 = Jetons de soin
term-staff-headings-3 = Stress
term-staff-headings-4 = Cartes face cachée
term-nurse-role-sm = { " " }({ GENDER($name) ->
   *[n] { -responsable }
  })
term-places-break-room = salle de repos
term-places-shift = en poste
term-places-leave = en congé
term-places-sm-board = tableau de gestion des équipes
term-places-on-call = sur appel
term-places-gone = déjà venu
term-overstressed = en surmenage
term-no-cards = aucune
term-backs = { $count ->
    [one] période { $timeline }
   *[other] { $count }, période { $timeline }
  }
term-shifts-title = Les quarts du jour
term-shift-headings-0 = Quart
term-shift-headings-1 = Carte Patient
term-shift-headings-2 = Personnel
term-shift-headings-3 = Soins
term-card-kinds-stable = stable
term-card-kinds-deteriorating = état préoccupant
term-card-kinds-emergency = URGENCE
term-card-line = { card-staff }, { card-kind }, { card-rewards }{ card-inquiry }
term-card-needs = { $count ->
    [one] { $count } soignant requis
   *[other] { $count } soignants requis
}
term-card-inquiry = { " " }; case d’enquête
term-card-hidden = pas encore révélée
term-no-rewards = aucune
term-short = en sous-effectif
term-care-words-medical = médicaux
term-care-words-palliative = palliatifs
term-care-words-none = -
term-committed = { $tokens } sur la carte
term-contact = { -contact } : { $name }
term-grid-title = Souvenirs rassemblés de Billy
term-grid-timeline = Période { $n }
term-grid-key = C = Mémoire claire, P = Mémoire partielle, . = vide, * = demandé par l’objectif
term-conversation = { $talker } parle à Billy ({ $deck ->
    [partial] paquet Mémoire partielle
   *[clear] paquet Mémoire claire
  }) ; { $voice } lui prête sa voix
term-sm-board = Tableau de gestion des équipes : { $cards } face cachée
term-contacts = Contacts : { $names }
term-called = { " " }(appel passé)
term-removed-events = Événements hors jeu : { $titles }
term-result-won = Le scénario est gagné.
term-result-lost = Le scénario est perdu.
term-welcome = Holding On au terminal. « aide » liste les commandes, la touche Tab les complète. Ctrl+D ou « quitter » pour partir (la partie est enregistrée).
term-saved-in = Cette campagne est enregistrée dans { $path }
term-resumed = Reprise depuis { $path }.
term-resumed-last = Là où vous vous étiez arrêtés, la dernière décision :
term-done = ✓ { $note }
term-refused = ✗ { $message }
term-allowed = Vous pouvez : { $allowed }.
term-left = Table quittée ; la partie est enregistrée dans { $path }. Pour continuer : python -m bot local --resume --db { $path }
term-left-short = Table quittée ; la partie est enregistrée.
term-private-waiting = ✉ { $name }, { $count } : tapez « montrer { $key } » quand personne d’autre ne regarde l’écran.
term-private-count = { $count ->
    [one] { $count } message privé vous attend
   *[other] { $count } messages privés vous attendent
}
term-private-header = Pour { $name } seulement
term-show-ask = { $name } : vos messages privés et votre main. Les autres, détournez les yeux. { $name }, appuyez sur Entrée pour les lire.
term-show-done = { $name }, appuyez sur Entrée pour les cacher (l’écran sera effacé).
term-show-nothing = Aucun message privé n’attend { $name }.
term-show-not-here = Les messages privés ne s’affichent qu’à un terminal interactif (ou avec --reveal-private, pour qui écrit un script).
term-show-not-yours = Ce terminal joue { $name } : ses messages privés s’affichent ici dès qu’ils arrivent.
term-private-label = { "[" }privé pour { $name }]{ " " }
term-hand-line = { $name } : { $tokens }, Stress { $stress }/{ $most }
term-hand-partials = Mémoires partielles (face cachée) : { $cards }
term-hand-clears = Mémoires claires (face cachée) : { $cards }
term-hand-sm-board = Tableau de gestion des équipes (à vous aujourd’hui) : { $cards }
term-hand-partial = période { $timeline } : « { $quote } »
term-hand-clear = période { $timeline }
term-hand-none = aucune
term-hand-empty = { $name } n’a pas de personnage dans ce scénario.
term-hand-private = La main { INITIAL($name) ->
    [vowel] d’{ $name }
   *[consonant] de { $name }
  } est privée : tapez « montrer { $key } » quand personne d’autre ne regarde l’écran.
term-picture-written = { $path } écrit.
term-picture-failed = Impossible d’écrire { $path } : { $reason }.
term-export-written = Campagne écrite dans { $path }. Elle dévoile tout (graines, ordre des paquets, cartes en main) : gardez-la pour vous.
term-imported = Campagne importée depuis { $path }.
term-file-missing = Il n’y a pas de fichier { $path }.
term-file-option = Nommez le fichier : { $command } { $option }:CHEMIN
term-no-campaign = Pas encore de campagne dans ce fichier. Commencez-en une avec /{ cmd-campaign } { cmd-campaign-new }.
term-no-game = Aucun scénario en cours ici. Commencez-en un avec /{ cmd-campaign } { cmd-campaign-start }.
term-status-won = Scénarios gagnés : { $won } ; suivant : { $next }.
term-status-none = aucun
term-status-all-won = aucun (tous les scénarios sont gagnés)
term-status-seats = Places : { $seats } ; hôte : { $host }.
term-status-standin = { $nurse } (que joue pour l’instant { $who })
term-status-playing = Scénario { $scenario } en cours, tentative { $attempt }.
term-content-note = Avertissement de contenu. { $note }
term-options-title = Options de la table :
term-option-line = { $key } = { $value } : { $words }
term-options-changed = Options de la table changées : { $changes }. Elles valent dès la tentative suivante.
term-option-value-words-true = oui
term-option-value-words-false = non
term-option-value-words-en = anglaise
term-option-value-words-de = allemande
term-option-value-words-fr = français
term-option-value-words-dm = en privé
term-option-value-words-channel = à voix haute
term-option-bad = { $key } peut valoir { $allowed }.
term-option-unknown = Il n’y a pas d’option de table { $key } ; les options sont { $known }.
term-joined = { $name } prend place.
term-left-seat = { $name } quitte la table.
term-standin-on = { $who } joue désormais { $nurse }.
term-standin-off = La personne qui joue { $nurse } d’habitude reprend sa place.
term-standin-none = Personne ne remplace { $nurse } en ce moment.
term-campaign-opened = Une campagne est ouverte ; { $host } l’anime. Chaque personne tape « nom: /{ cmd-campaign } { cmd-campaign-join } », puis on lance la partie avec /{ cmd-campaign } { cmd-campaign-start }.
term-recap-title = Précédemment dans Holding On :
term-recap-empty = Rien ne s’est encore passé à cette table.
term-rules-pick = Choisissez un sujet : { cmd-rules } <sujet>. Sujets : { $topics }, ou { $glossary }. Chaque règle en entier, avec ce qui la justifie : docs/RULINGS.md dans le code source du bot.
term-rules-unknown = Il n’y a ni règle ni terme { $topic }. Essayez « { cmd-rules } { $glossary } », ou « { cmd-rules } » seul pour la liste.
term-not-a-player = { $name } ne joue pas ici ; à la table : { $players }.
term-not-this-seat = Ce terminal joue { $name } (--as { $key }) : les lignes des autres se tapent à leur propre terminal.
term-who-first = Qui joue cette ligne ? Commencez-la par le nom, par ex. « { $example }: { $line } ».
term-unknown-command = Il n’y a pas de commande { $command } ; « aide » en donne la liste.
term-unknown-option = { $command } n’a pas d’option { $option } ; ses options : { $options }.
term-no-options = { $command } ne prend pas d’option.
term-read-line = Ligne illisible : écrivez « [nom:] /commande option:valeur », par ex. « ana: /{ cmd-shift } { cmd-shift-assign } { opt-shift-assign-staff }:Ben ».
term-nurse-name-here = À la table au terminal, votre personnage prend votre nom : tapez « { $name }: /{ cmd-campaign } { cmd-campaign-join } ».
term-scenario-number = { opt-campaign-start-scenario } est le numéro d’un scénario, par ex. { opt-campaign-start-scenario }:2 (pas { $value }).
term-order-names = { opt-campaign-start-order } nomme chaque personne assise une fois, séparées par des virgules, par ex. { opt-campaign-start-order }:ana,ben,cy.
term-member-name = Nommez la personne qui remplace, par ex. { opt-campaign-standin-member }:dee (sans elle, le remplacement prend fin).
term-yes-no = { $option } vaut { $yes } ou { $no }.
term-abandoned = Le scénario { $scenario } a été abandonné.
term-script-stopped = arrêt à la ligne { $number }
term-unfinished = Fin de l’entrée : scénario inachevé, mais enregistré (--resume le reprend).
term-stopped = Arrêt (Ctrl+C) : la partie est enregistrée.
term-incident = Quelque chose s’est mal passé de notre côté (incident { $incident } ; les détails sont dans { $log }). Tout ce qui a été confirmé est enregistré : « aide » montre où en est la table.
term-crashed = Quelque chose s’est mal passé de notre côté (incident { $incident } ; les détails sont dans { $log }). Tout ce qui a été confirmé est enregistré : --resume reprend la partie.
term-tokens = { $count ->
    [one] { $count } jeton
   *[other] { $count } jetons
}
term-care-tokens = { $count ->
    [one] { $count } Jeton de soin
   *[other] { $count } Jetons de soin
}
term-deck-patient-noun = { $count ->
    [one] Carte Patient
   *[other] Cartes Patient
}
term-deck-partial-noun = { $count ->
    [one] Mémoire partielle
   *[other] Mémoires partielles
}
term-deck-clear-noun = { $count ->
    [one] Mémoire claire
   *[other] Mémoires claires
}

# Les phrases propres à la ligne de commande (python -m bot local --language …) : dans la langue qu’elle nomme.
term-flag-language = --language est la langue de la table : { $allowed } (pas { $given })
term-flag-players-count = --players nomme de { $least } à { $most } personnes séparées par des virgules, par ex. --players ana,ben,cy
term-flag-players-exactly = Ce jeu se joue à exactement { $count } personnes : --players les nomme, séparées par des virgules, par exemple --players ana,bot pour jouer avec le bot
term-flag-players-word = --players : { $name } n’est pas un seul mot (ni espace, ni deux-points, ni virgule), par ex. --players ana,ben,cy
term-flag-players-name = --players : { $problem }
term-flag-players-twice = --players nomme chaque personne une seule fois (sans tenir compte des majuscules)
term-flag-resume-players = --resume reprend avec les personnes enregistrées dans le fichier : retirez --players
term-flag-seed = --seed est un nombre entier, 0 ou plus
term-flag-as = --as nomme une personne, en un mot, par ex. --as ana (pas { $given })
term-flag-script-missing = --script { $path } : ce fichier n’existe pas
term-flag-script-not-utf8 = --script { $path } : ce n’est pas du texte UTF-8
term-flag-db-folder = --db { $path } : c’est un dossier ; nommez un fichier, par ex. --db { $example }
term-flag-resume-nothing = --resume : aucune partie enregistrée dans { $path } (commencez-en une avec --players ana,ben,cy, ou nommez le fichier avec --db)
term-flag-resume-empty = --resume : aucune partie enregistrée dans { $path }
term-flag-db-not-sqlite = --db { $path } : ce fichier n’est pas une base SQLite ; nommez-en un autre
term-flag-db-no-write = --db { $path } : impossible d’y créer un fichier (pas le droit d’écrire) ; nommez un autre endroit avec --db
term-flag-db-cannot-open = --db { $path } : impossible de le créer ou de l’ouvrir là ({ $reason }) ; nommez un autre endroit avec --db
term-flag-db-taken = { $path } contient déjà une partie : reprenez-la avec --resume, ou commencez-en une autre avec --db AUTRE.sqlite3
term-flag-as-nobody = --as { $name } : personne de ce nom dans { $path } ; à la table : { $players }
term-flag-nobody = personne pour l’instant
term-shift-row = Quart { shift-name }
term-chapter-note = Scénario { $number }, { $title } : { $note }
term-options-language = langue : { $language } (python -m bot local --resume --language en|de|fr la change)
# The terminal's own commands, as typed in this language (the English names work too).
term-name-show = montrer
term-name-clear = effacer
term-name-quit = quitter
# A memory in the grid, by its deck's initial (as the pictures' backs: pic-back).
term-grid-letter = { $deck ->
    [partial] P
   *[clear] C
  }

## Les options propres au terminal (aucune commande Discord ne les a) : comment une ligne peut les nommer
term-opt-campaign-export-file = fichier
term-opt-board-picture = image
term-opt-memories-picture = image
term-opt-show-player = nom

# `python -m bot local --help` (bot/terminal/flags.py) : dans la langue de la table, y compris les mots d’argparse.
term-cli-usage = usage :
term-cli-options = options{"\u00A0"}
term-cli-description = Jouer à Holding On au terminal, sans Discord : les mêmes commandes, les mêmes règles, les mêmes parties enregistrées.
term-cli-help = afficher cette aide et quitter
term-cli-players = commencer une partie avec ces personnes (2 à 4), par ex. ana,ben,cy ; ajouter « :f », « :m » ou « :n » après un nom accorde son personnage au féminin, au masculin ou au neutre (ana:f,ben:m,cy : neutre si rien n’est précisé)
term-cli-resume = reprendre la partie enregistrée dans le fichier (--db)
term-cli-db = le fichier de la partie (par défaut : $XDG_DATA_HOME/holding-on/table.sqlite3)
term-cli-as = ce terminal est celui de cette personne : ses cartes cachées s’affichent ici, et seulement ici
term-cli-seed = distribuer les mêmes cartes à chaque fois (répétitions, tests)
term-cli-language = en, de ou fr : la langue de la table (par défaut l’anglais, ou celle de la campagne enregistrée avec --resume, que --language change)
term-cli-script = jouer les lignes de ce fichier, puis quitter
term-cli-reveal-private = afficher les messages privés de tout le monde, étiquetés (pour qui écrit seul un script)
term-flag-players-gender = --players : { $name }:{ $given } n’est pas un accord ; après les deux-points, écrivez f (féminin), m (masculin) ou n (neutre), par ex. --players ana:f,ben:m,cy
term-cli-names = NOMS
term-cli-file = FICHIER
term-cli-name = NOM
term-cli-number = NOMBRE
term-cli-code = LANGUE
# Une règle ou un terme du glossaire, tel que /règles le dit au terminal.
term-rule-line = **{ $label }** : { $summary }
# Les options de la table au terminal : ce que chacune y fait (sans mots de Discord ; option-words, dans campaign.ftl, sont ceux de Discord).
term-option-words = { $key ->
    [senior_reading] qui décide pour la carte (R3) : anglaise = le premier membre du personnel infirmier placé ; allemande = si un Assistant est placé en premier, la personne { -responsable } décide
    [medical_needs_token] les soins médicaux ne comptent qu’avec un jeton sur la carte (R9)
    [inquire_same_timeline_reshuffles] enquêter de nouveau sur la même période remélange (R14, le texte anglais)
    [two_player_reading] à deux (R19) : la lecture de la règle anglaise ou allemande
    [billy_voice] la voix de Billy (D2) : en privé = montrée à la personne qui lui prête sa voix (« montrer NOM »), à voix haute = affichée pour toute la table
    [images] images : au terminal, { cmd-board } et { cmd-memories } les écrivent avec { term-opt-board-picture }:FICHIER.png
    [contact_tile_clears] règle maison (R18) : la { -contact } se vide après chaque quart
   *[other] ({ $key })
  }

# La voix de Billy sur un écran partagé (bot/terminal/moments.py) : la table s’arrête le temps de lire ses mots à voix haute.
term-voice-call = { $name } prête sa voix à Billy : la table s’arrête le temps { INITIAL($name) ->
    [vowel] qu’{ $name }
   *[consonant] que { $name }
  } lise ses mots, sans que personne d’autre ne regarde.
term-voice-ask = { $name }, appuyez sur Entrée quand personne d’autre ne regarde l’écran, puis lisez à voix haute les mots de Billy.
term-voice-done = { $name }, appuyez sur Entrée une fois ces mots lus à voix haute (l’écran sera effacé et l’histoire reprendra).
term-private-past = ✉ { $name }, { $count ->
    [one] votre message privé de la journée n’attend plus : la Discussion à propos de Billy a réglé le sort de la carte dont il parlait.
   *[other] vos { $count } messages privés de la journée n’attendent plus : la Discussion à propos de Billy a réglé le sort des cartes dont ils parlaient.
  }
term-left-as = Table quittée ; la partie est enregistrée dans { $path }. Pour revenir à cette place : python -m bot local --resume --db { $path } --as { $key }
term-flag-as-taken = --as { $name } : un autre terminal joue déjà { $name } sur { $path } ; un terminal par place (quittez d’abord l’autre)
# A memory in the grid, by its place, as `memories` lists them.
term-grid-slot = Période { $timeline }, place { $position }
term-grid-placed = { $slot } : « { $title } » ({ $deck })

# Les phrases de la table, comme un terminal les dit (bot/terminal/voice.py) : pas d’autorisation Discord devant un seul écran.
term-refuse-host-only = Seul l’hôte peut { $what ->
    [standin] désigner un remplacement
    [options] changer les options de la table
    [abandon] abandonner la tentative
    [export] exporter la campagne
   *[import] importer une campagne ici
  }.
term-refuse-abandon-players = Seules les personnes qui jouent cette partie peuvent l’abandonner.

term-name-again = encore

# Tout jeu sans terminal à lui (bot/terminal/any_game.py)
term-any-welcome = Au terminal : { $title }. Tapez un choix par le numéro que lui donne « { cmd-help } », ou par ses mots ; « { cmd-board } » montre où en est la partie ; Ctrl+D ou « { term-name-quit } » pour partir (la partie est enregistrée).
term-any-unfinished = Fin de l’entrée : la partie n’est pas finie (elle est enregistrée ; --resume la reprend).
term-any-who = À qui est cette ligne ? Commencez-la par le nom de la personne, par ex. « ana: 1 ».
term-any-read-line = Impossible de lire cette ligne : écrivez « [nom:] commande », ou l’un des choix que « { cmd-help } » énumère (son numéro ou ses mots), par ex. « ana: 1 ».
term-any-no-game = Ce fichier ne contient encore aucune partie : commencez-en une avec python -m bot local --game { $game } --players ana,bot.
term-any-picture-png = { $path } : l’image est un fichier PNG ; nommez-le ….png
term-any-board-words = Où en est la partie, en texte
term-any-again-words = Une fois la partie finie, en commencer une nouvelle avec les mêmes personnes
term-any-left-over = Table quittée ; la partie est finie et enregistrée dans { $path }. Pour en jouer une autre : python -m bot local --resume --db { $path }, puis « { term-name-again } ».
term-any-ended-again = La partie est finie. Tapez « { term-name-again } » pour en commencer une autre avec les mêmes personnes.
