# « …and then, we held hands. » : tout ce que dit le jeu (bot/games/hands/render/), avec ses règles (HANDS.md
# H1–H20). Nos propres mots, jamais ceux de la règle ; les termes de docs/TERMS.hands.md.

-hands-title = …and then, we held hands.

# Le jeu tel que les phrases de la table le nomment, avec son article.
hands-table-name = une partie de « { -hands-title } »

## Petits mots
# Les quatre émotions se nomment par des noms, avec une capitale comme un type de carte (docs/TERMS.hands.md)
hands-emotion = { $emotion ->
    [sad] Tristesse
    [angry] Colère
    [calm] Calme
   *[happy] Joie
  }
hands-node = { $node ->
    [C] le centre
   *[other] { $node }
  }
hands-node-emotion = { $node } ({ $emotion })
# Les mots d’un choix tels qu’on les tape ou choisit (bot/games/hands/commands.py les lit dans toute langue)
hands-word-left = gauche
hands-word-right = droite
hands-word-keep = garder
hands-word-turn = tourner
hands-centre = le centre
hands-seat = { $place ->
    [south] Sud
   *[north] Nord
  }
hands-side = { $side ->
    [left] gauche
   *[right] droite
  }
hands-difficulty = { $difficulty ->
    [normal] Normal
    [challenging] Exigeant
    [difficult] Difficile
   *[impossible] Impossible
  }
hands-difficulty-arguments = { $difficulty ->
    [normal] aucun objectif n’est une dispute
    [challenging] 4 des 24 objectifs sont des disputes, une par émotion
    [difficult] 8 des 24 objectifs sont des disputes, deux par émotion
   *[impossible] 12 des 24 objectifs sont des disputes, trois par émotion
  }
# De qui : « de » élidé devant une voyelle ou un h (`vowel` le dit), « d’Ana », « de Ben ».
hands-of-name = { $vowel ->
    [yes] d’{ $name }
   *[other] de { $name }
  }
hands-of-partner = { $partner_vowel ->
    [yes] d’{ $partner }
   *[other] de { $partner }
  }
# Une carte comme on la tape (S6 : rangée de Sud, sixième depuis la carte cache) ; sa moitié là seulement où elle apprend quelque chose
hands-card = la carte { $card }
hands-card-half = la carte { $card } ({ $half })
hands-card-any = une carte
# La carte d’un pas : la sienne (« sa carte S6 ») ou celle du partenaire (« la carte N1 de Bot »)
hands-card-played = { $own ->
    [yes] sa carte { $card }
   *[other] la carte { $card } { $owner_vowel ->
        [yes] d’{ $owner }
       *[other] de { $owner }
      }
  }{ $half ->
    [none] {""}
   *[other] {" "}({ $half })
  }

## Un choix ouvert, comme bouton ou option de liste
hands-label-first = { $target } commence
hands-label-half = moitiés { $choice ->
    [left] gauches
   *[right] droites
  } pour { $name }
hands-label-step = { $node_id ->
    [C] entrer au centre avec { $card }
   *[other] pas vers { $node } avec { $card }
  }
hands-label-end = finir le tour
hands-label-perspective = { $choice ->
    [turn] tourner sa rangée vers l’autre moitié des cartes
   *[keep] garder sa perspective
  }

## Ce qu’est une sorte de décision (après « pouvoir » ou « de »)
hands-phrase-first = désigner qui commence
hands-phrase-half = choisir quelle moitié de sa rangée voir
hands-phrase-step = avancer d’un pas en défaussant une carte
hands-phrase-end = finir son tour
# Un pas quand on peut aussi entrer au centre (après la série 3, depuis I0, I2, I4 ou I6 : H14, H17)
hands-phrase-step-centre = avancer d’un pas en défaussant une carte, ou entrer au centre avec n’importe quelle carte, H17
hands-phrase-perspective = choisir de tourner sa rangée ou non

## Le récit : une ligne par événement
hands-ev-game_started = Une partie de « { -hands-title } » commence en mode { hands-difficulty } : { hands-difficulty-arguments } (H16). { $south } prend la place Sud, pion sur O16 ; { $north } la place Nord, sur O0 (H5).
hands-ev-dealt = Chaque personne reçoit une rangée de { $cards } cartes émotion ; { $deck } restent dans la pioche. Tant que vous n’avez pas tous les deux choisi votre moitié, chacun voit les deux moitiés des douze cartes (H7).
hands-ev-first_player = { $name } commence (H7).
hands-ev-half_chosen = { $name } verra les moitiés { $side ->
    [left] gauches
   *[right] droites
  } de sa rangée (H7).
hands-ev-setup_done = La mise en place est terminée : désormais personne ne voit les moitiés cachées, pas même la personne à qui appartient la rangée (H7, H19). { $name } commence.
hands-ev-turn_started = **Tour { $turn }** : { $name } joue, { $centre ->
    [true] au centre
   *[other] depuis { $node }
  }.
hands-ev-objective_revealed = { $argument ->
    [true] Nouvel objectif, une **dispute** : { $emotion }, { $ring ->
        [outer] sur le cercle extérieur
        [middle] sur le cercle du milieu
       *[inner] sur le cercle intérieur
      } ; elle est réglée quand un tour finit sur le nœud où le partenaire a fini le précédent (H16). { hands-objectives-left }
   *[other] Nouvel objectif : **{ $emotion }**, { $ring ->
        [outer] sur le cercle extérieur
        [middle] sur le cercle du milieu
       *[inner] sur le cercle intérieur
      } ({ hands-objectives-left-short }).
  }
hands-objectives-left = { $left ->
    [0] Dernier objectif de la série { $set }.
    [one] Série { $set }, encore un objectif après celui-ci.
   *[other] Série { $set }, encore { $left } objectifs après celui-ci.
  }
hands-objectives-left-short = { $left ->
    [0] dernier objectif de la série { $set }
    [one] série { $set }, encore un après celui-ci
   *[other] série { $set }, encore { $left } après celui-ci
  }
hands-ev-stepped = { $centre ->
    [true] { $name } entre au centre en défaussant { $card } ; balance à { $balance }.
   *[other] { $name } avance vers { $node } en défaussant { $card } ; balance à { $balance }.
  }
hands-ev-turn_ended = { $name } finit son tour { $centre ->
    [true] au centre
   *[other] sur { $node }
  } après { $steps ->
    [one] un pas
   *[other] { $steps } pas
  }, balance à { $balance }.
hands-ev-objective_completed = { $argument ->
    [true] Dispute réglée sur { $node } :
   *[other] Objectif atteint sur { $node } :
  } { $completed } sur 8 dans la série { $set }.
hands-ev-drew = { $count ->
    [0] { $name } est en équilibre, mais la pioche est vide : rien à piocher (H11).
   *[other] { $name }, en équilibre, pioche { $count ->
        [one] une carte
       *[other] { $count } cartes
      }{ $short ->
        [true] , tout ce qui restait dans la pioche (H11)
       *[other] {""}
      }{ $shows ->
        [none] {""}
       *[other] : { $shows }
      }.
  }
hands-ev-perspective_kept = { $name } garde sa perspective : sa rangée montre toujours ses moitiés { $side ->
    [left] gauches
   *[right] droites
  } (H12).
hands-ev-perspective_turned = La rangée { hands-of-name } est tournée et montre désormais ses moitiés { $side ->
    [left] gauches
   *[right] droites
  } (H12){ $shows ->
    [none] {""}
   *[other] : { $shows }
  }.
hands-ev-set_completed = **La série { $set } est bouclée.** { $cards ->
    [0] Les deux défausses sont vides ; la pioche garde ses { $deck } cartes (H13).
   *[other] { $name } remélange { $cards ->
        [one] sa carte défaussée
       *[other] ses { $cards } cartes défaussées
      } dans la pioche, qui en compte maintenant { $deck } (H13).
  }
hands-ev-lines_opened = { $opened ->
    [middle] Le cercle du milieu et les lignes entre cercle extérieur et cercle du milieu s’ouvrent ; les objectifs de la série 2 s’atteignent sur le cercle du milieu (H14).
    [inner] Toutes les lignes sont ouvertes, sauf celles du centre ; les objectifs de la série 3 s’atteignent sur le cercle intérieur (H14).
   *[centre] Les lignes du centre s’ouvrent. Entrez-y maintenant tous les deux, lors de tours consécutifs, chacun finissant ce tour avec sa balance à 0 (H14, H17).
  }
hands-ev-won = **Main dans la main.** { $name } rejoint { $partner } au centre, les deux balances à 0 : la partie est gagnée au tour { $turn } (H17).
hands-ev-lost = **La partie est perdue** au tour { $turn } : { $cause ->
    [stuck] { $name } ne peut faire aucun pas au début de son tour (H18a).
    [out_of_cards] la pioche est vide et aucune rangée n’a plus de carte (H18b).
    [unbalanced] { $name } a fait son entrée au centre sans finir ce tour avec sa balance à 0 (H18c).
   *[not_followed] { $partner } attendait au centre, et { $name } n’y a pas fait son entrée, balance à 0, dès le tour suivant (H18c).
  }
hands-ev-decision_undone = Annulé : { $decision }.
hands-ev-game_abandoned = La partie a été abandonnée.

## Refus : pourquoi une décision n’est pas possible, dans les mots de la règle
hands-refuse-over = La partie est finie ({ $result ->
    [won] gagnée
   *[lost] perdue
  }).
hands-refuse-not-your-turn = C’est le tour { hands-of-name }.
hands-refuse-no-step-yet = Un tour compte au moins un pas (H9).
hands-refuse-not-now = On ne peut pas { $kind } maintenant : { $phase ->
    [first_player] on désigne qui commence (H7)
    [halves] on choisit les moitiés des rangées (H7)
    [move] { $kind_id ->
        [perspective] on ne choisit sa perspective qu’à la fin d’un tour sur la ligne médiane (H12)
        [half] les moitiés se choisissent à la mise en place (H7)
        [first] on désigne qui commence à la mise en place (H7)
       *[other] un tour est en cours ; on y avance pas à pas, puis on le finit (H9)
      }
    [perspective] le tour a fini sur la ligne médiane, où l’on choisit sa perspective (H12)
   *[other] la partie en est ailleurs
  }.
hands-refuse-not-now-waiting = On ne peut pas { $kind } maintenant : la partie attend { $name }.
hands-refuse-chosen = { $name } a déjà choisi (H7).
hands-refuse-choice = Ce choix n’est pas ouvert pour { $kind } : choisissez-en un dans la liste.
hands-refuse-no-node = Il n’y a pas de nœud « { $node } » sur le plateau.
hands-refuse-in-centre = Le pion { hands-of-name } est au centre et y reste (H17).
hands-refuse-joined = Le pion { hands-of-name } est sur le nœud { hands-of-partner } : il ne peut pas le traverser pour aller plus loin (H15).
hands-refuse-here = { $name } est déjà sur { $node }.
hands-refuse-not-next = { $node } n’est pas relié à { $here } par une ligne.
hands-refuse-line-closed = La ligne entre { $here } et { $node } n’est pas encore ouverte : elle s’ouvre quand la série { $set } est bouclée (H14).
hands-refuse-visited = { $name } a déjà visité { $node } pendant ce tour (H9).
hands-refuse-partner-node = { $node } est le nœud { hands-of-partner } : un pion ne peut pas y entrer (H15), sauf pour y régler une dispute (H16).
hands-refuse-no-card = Il n’y a pas de carte { $card } à défausser.
hands-refuse-no-payer = Aucune carte ne permet maintenant un pas vers { $node } : il faut une carte dont la moitié visible montre l’émotion du nœud { $node }, sans faire sortir la balance de -2 à +2 (H9).
hands-refuse-wrong-half = La carte { $card } montre { $half_id ->
    [sad] la Tristesse
    [angry] la Colère
    [calm] le Calme
   *[happy] la Joie
  }, pas { $emotion_id ->
    [sad] la Tristesse
    [angry] la Colère
    [calm] le Calme
   *[happy] la Joie
  } (H9).
hands-refuse-balance = Ce pas mettrait la balance { hands-of-name } à { $balance } : elle doit rester entre -2 et +2 (H9).
hands-two-players = « { -hands-title } » se joue uniquement à deux, pas à { $count }.
hands-one-chapter = Ce jeu n’a qu’un chapitre : le 1.
hands-name-side = Choisissez la moitié gauche ou droite de votre rangée (H7).
hands-name-perspective = Gardez votre perspective ou tournez votre rangée (H12).
hands-name-player = Nommez l’une des personnes à la table : { $players }.
hands-name-card = Nommez la carte par sa rangée et sa place : S3 est la troisième carte de Sud en partant de la carte cache, N1 la première de Nord.
hands-name-node = Nommez le nœud où aller ({ opt-hands-step-to }:O12, ou { opt-hands-step-to }:C pour le centre).
hands-which-card = Nommez la carte à défausser pour { $node } : { $cards }.
hands-options-not-a-table = Les options doivent former une table de noms et de valeurs.
hands-option-unknown = Il n’y a pas d’option « { $option } » ; les options sont : { $known }.
hands-option-value = L’option { $option } ne peut pas valoir « { $value } » ; elle vaut l’une de : { $allowed }.
hands-option-missing = L’option { $option } manque.

## Règles : chacune en quelques lignes à nous
hands-rules-list = Les règles de « { -hands-title } » ; demandez-en une par son numéro ou son nom :
hands-rules-source = Chacune en entier, avec ce qui la justifie : docs/HANDS.md dans le code source du bot.
hands-rules-unknown = Il n’y a pas de règle « { $topic } ». Demandez H1 à H20, un nom comme « perspective » ou « dispute », ou le glossaire.
hands-glossary-title = Glossaire
hands-rule-H1 = Le plateau
    .key = plateau
    .summary = Trois cercles de nœuds et le centre : 32 nœuds sur le cercle extérieur (O0–O31), 16 sur le cercle du milieu (M0–M15), 8 sur le cercle intérieur (I0–I7), numérotés dans le sens des aiguilles d’une montre depuis midi. Chaque nœud montre l’une des quatre émotions, Tristesse (noir), Colère (rouge), Calme (bleu) ou Joie (vert), 14 de chaque. Des lignes ferment chaque cercle et relient les cercles entre eux ; de I0, I2, I4 et I6 on rejoint le centre.
hands-rule-H2 = Les cartes émotion
    .key = cartes
    .summary = 48 cartes portant chacune deux émotions différentes, l’une sur la moitié gauche, l’autre sur la droite. Une carte se nomme par ses moitiés, « Tristesse | Calme ». Chaque émotion figure douze fois de chaque côté : changer de perspective change donc ce qu’offre chaque carte.
hands-rule-H3 = Les cartes objectif
    .key = objectifs
    .summary = 24 objectifs, six par émotion ; aux niveaux plus durs, certains sont des disputes (H16). Ils sont mélangés et répartis en trois séries de 8, jouées l’une après l’autre.
hands-rule-H4 = Les balances
    .key = balance
    .summary = Chaque personne a une balance de -2 à +2 qui commence à 0. Chaque moitié de carte défaussée la déplace d’un cran : Calme et Joie vers +2, Tristesse et Colère vers -2.
hands-rule-H5 = Les places
    .key = places
    .summary = La place Sud est à 6 heures et son pion part de O16 ; la place Nord est à midi et son pion part de O0, le nœud extérieur devant chaque balance.
hands-rule-H6 = Les deux moitiés du plateau
    .key = moitiés
    .summary = La ligne médiane va de O0 à O16 en passant par M0, I0, le centre, I4 et M8 ; ses nœuds ne sont dans aucune moitié. Gauche et droite se lisent depuis sa propre place : la gauche de Sud est l’ouest, celle de Nord est l’est.
hands-rule-H7 = Mise en place
    .key = mise en place
    .summary = Chaque personne reçoit une rangée de 6 cartes, dans l’ordre. Tous deux voient les deux moitiés des douze cartes, puis chacun choisit quelle moitié de sa propre rangée il verra. Ensuite, personne ne voit plus les moitiés cachées, pas même la personne à qui appartient la rangée, jusqu’à ce qu’un changement de perspective les dévoile. Qui commence est tiré au sort, ou désigné par la table.
hands-rule-H8 = Un nouvel objectif
    .key = objectif
    .summary = Quand aucun objectif n’est visible, la personne dont le tour commence révèle la première carte de la série en cours. Le bot s’en charge.
hands-rule-H9 = Se déplacer
    .key = déplacement
    .summary = Un tour compte au moins un pas. Chaque pas suit une ligne ouverte vers un nœud voisin et défausse une carte, de l’une ou l’autre rangée, dont la moitié visible montre l’émotion de ce nœud ; la balance bouge selon cette moitié. Aucun pas ne peut entrer dans un nœud déjà visité pendant ce tour (le départ compris), entrer dans le nœud du partenaire, ni pousser la balance au-delà de -2 ou +2. Les cartes jouées vont dans la défausse de la personne dont c’est le tour, quelle que soit leur rangée.
hands-rule-H10 = La fin d’un tour
    .key = fin du tour
    .summary = Dans cet ordre : l’objectif est atteint si le pion finit sur un nœud de son émotion, sur le cercle de la série en cours (passer dessus ne compte pas ; un par tour au plus). Avec la balance à 0, on pioche jusqu’à 6 cartes ; les nouvelles rejoignent le bout de la rangée, et les deux joueurs voient les moitiés qu’elles montrent, même si la rangée se retourne aussitôt. La perspective peut changer. La série d’objectifs peut finir. Puis c’est le tour du partenaire.
hands-rule-H11 = Une pioche vide
    .key = pioche vide
    .summary = Si la pioche ne suffit pas, on prend ce qu’il reste. Elle n’est reconstituée qu’à la fin d’une série.
hands-rule-H12 = Perspective
    .key = perspective
    .summary = Chacun voit la moitié de ses cartes qui correspond à la moitié du plateau où se trouve son pion. À la fin de son tour, si le pion est dans la moitié que la rangée ne montre pas, toute la rangée est tournée pour montrer son autre moitié, dans le même ordre. Sur la ligne médiane, on choisit de tourner ou non, sans voir d’abord les moitiés cachées. La perspective ne change jamais au milieu d’un tour.
hands-rule-H13 = La fin d’une série
    .key = série
    .summary = Quand le huitième objectif d’une série est atteint, la personne dont la défausse compte le plus de cartes les remélange dans la pioche (en cas d’égalité, celle qui a bouclé la série). L’autre défausse reste en place. La série suivante commence au tour suivant par un nouvel objectif.
hands-rule-H14 = Lignes ouvertes et cercles
    .key = cercles
    .summary = La série 1 s’atteint sur le cercle extérieur, et seules ses lignes sont ouvertes. Après la série 1, le cercle du milieu et les lignes entre cercle extérieur et cercle du milieu s’ouvrent ; la série 2 s’atteint sur le cercle du milieu. Après la série 2, toutes les lignes s’ouvrent sauf celles du centre ; la série 3 s’atteint sur le cercle intérieur. Après la série 3, les lignes du centre s’ouvrent. Une ligne ouverte le reste, dans les deux sens.
hands-rule-H15 = Les pions
    .key = pions
    .summary = Un pion ne passe jamais par le nœud du partenaire et n’y finit jamais, sauf pour régler une dispute. Tant que les deux pions partagent un nœud, chacun peut le quitter dans n’importe quelle direction.
hands-rule-H16 = Les disputes
    .key = dispute
    .summary = Selon la difficulté, certains objectifs sont des disputes : aucun en mode Normal ; un par émotion en mode Exigeant (4 sur 24) ; deux par émotion en mode Difficile (8) ; trois par émotion en mode Impossible (12). Une dispute est réglée quand la personne dont c’est le tour le finit sur le nœud où son partenaire a fini le tour précédent, et que ce nœud montre l’émotion de la dispute sur le cercle de la série en cours.
hands-rule-H17 = Gagner
    .key = gagner
    .summary = Après la série 3, on peut entrer au centre depuis I0, I2, I4 ou I6 avec n’importe quelle carte, de l’une ou l’autre rangée ; la balance bouge selon sa moitié visible. Y entrer est un pas comme un autre : la balance reste entre -2 et +2. Le centre peut être le dernier pas d’un plus long déplacement, et un pion qui y est y reste ; la question de la perspective ne se pose donc pas. La partie est gagnée quand les deux y entrent lors de tours consécutifs et que chacun finit ce tour avec sa balance à 0.
hands-rule-H18 = Perdre
    .key = perdre
    .summary = La partie est perdue quand (a) la personne active n’a aucun pas permis au début de son tour, une fois le nouvel objectif (s’il y en a un) révélé ; (b) la pioche est vide et aucune rangée n’a de carte ; (c) un tour qui entre au centre ne finit pas avec la balance à 0, ou le partenaire n’y entre pas, balance à 0, dès le tour suivant. Le premier de ces cas qui survient met fin à la partie.
hands-rule-H19 = Ce que tout le monde voit
    .key = information
    .summary = Public : le plateau, les deux pions et les deux balances, les moitiés visibles des deux rangées, l’objectif visible, combien d’objectifs restent dans chaque série, la taille des défausses et de la pioche. Caché à tous : les moitiés cachées après la mise en place et l’ordre de chaque paquet.
hands-rule-H20 = Ne pas parler du jeu
    .key = parler
    .summary = À la table, on ne parle pas de ses coups : pas d’indice, pas de plan, pas de « prends cette carte ». On peut parler de tout le reste, et une première partie peut laisser la règle de côté pour apprendre. Le bot le rappelle au début de chaque partie et ne suggère jamais de coup ; il ne surveille pas la discussion et ne le pourrait pas.

## Glossaire
hands-term-node = **Nœud** : un point coloré du plateau ; son émotion dit quelle moitié de carte permet d’y entrer (H1, H9).
hands-term-ring = **Cercle** : l’un des trois cercles de nœuds, extérieur (O), du milieu (M) et intérieur (I) ; les objectifs de chaque série s’atteignent sur l’un d’eux (H14).
hands-term-perspective = **Perspective** : la moitié de ses cartes que l’on voit, gauche ou droite ; elle suit la moitié du plateau où se trouve son pion (H12).
hands-term-balance = **Équilibre** : sa balance à 0 ; seule une personne en équilibre pioche (H4, H10).
hands-term-scale = **Balance** : la piste devant sa place, de -2 à +2 ; à 0, on est en équilibre (H4).
hands-term-argument = **Dispute** : un objectif plus dur ; il s’atteint sur le nœud où le partenaire a fini le tour précédent (H16).
hands-term-middle-line = **Ligne médiane** : les nœuds de O0 à O16 en passant par le centre ; ils n’appartiennent à aucune moitié, et qui y finit son tour choisit sa perspective (H6, H12).
hands-term-objective = **Objectif** : l’émotion sur laquelle finir un tour, sur le cercle de la série en cours (H8, H10).
hands-term-set = **Série** : huit objectifs à la suite ; trois séries font une partie (H3, H13).
hands-term-centre = **Centre** : le nœud central du plateau, ouvert après la série 3 ; les deux pions y entrent pour gagner (H17).

## Le début d’une partie : la seule règle de table (H20) et comment jouer
hands-welcome-rule = **Une règle à cette table (H20) :** ne parlez pas du jeu pendant que vous y jouez. Pas d’indice, pas de plan, pas de « je vais là ». Parlez de tout le reste. Pour votre première partie, vous pouvez laisser cette règle de côté, le temps d’apprendre.
hands-welcome-howto = **Comment jouer**
hands-welcome-1 = Vous jouez à tour de rôle. À votre tour, déplacez votre pion de nœud en nœud le long des lignes ouvertes ; à chaque pas, défaussez une carte dont la moitié visible montre l’émotion du nœud atteint, de votre rangée ou de celle de votre partenaire.
hands-welcome-2 = Chaque moitié défaussée déplace votre balance : Calme et Joie vers +2, Tristesse et Colère vers -2, jamais au-delà.
hands-welcome-3 = Pour atteindre l’objectif, finissez votre tour sur un nœud de son émotion, sur le cercle en cours. Si vous le finissez avec la balance à 0, piochez jusqu’à avoir six cartes.
hands-welcome-4 = Vous ne voyez qu’une moitié de vos cartes : la moitié du plateau où est votre pion décide laquelle. Sur la ligne médiane, vous choisissez.
hands-welcome-5 = Atteignez trois séries de huit objectifs, puis entrez tous les deux au centre, balance à 0, lors de tours consécutifs.
hands-welcome-6 = La partie est perdue si la personne dont le tour commence ne peut faire aucun pas. Laissez un chemin ouvert à votre partenaire.
hands-welcome-commands = Les pas : la liste sous le plateau de chaque tour, ou /{ cmd-hands } { cmd-hands-step }. Les règles : /{ cmd-hands } { cmd-hands-rules }.
# Au terminal, qui n’a pas de liste sous le plateau (bot/terminal/hands)
hands-welcome-commands-terminal = Pour un pas, tapez « { cmd-hands-step } », le nœud et la carte, par ex. « { cmd-hands-step } O15 S1 » (Tab montre les pas possibles) ; pour les règles, « { cmd-hands-rules } ».

## La table sur Discord et au terminal : messages, boutons et invites
hands-ui-no-game = Aucune partie de « { -hands-title } » en cours ici : lancez-en une avec /{ cmd-hands } { cmd-hands-start }.
## L’image
hands-pic-turn = Tour { $turn }
hands-pic-setup = Mise en place
hands-pic-to-move = au tour { hands-of-name }
hands-pic-to-choose = choix des moitiés
hands-pic-won = Gagné : main dans la main
hands-pic-lost = Perdu ({ $ruling }) : { $cause ->
    [stuck] { $name } ne pouvait plus avancer
    [out_of_cards] plus de cartes
    [unbalanced] { $name } au centre sans équilibre
   *[not_followed] { $name } n’a pas suivi
  }
hands-pic-difficulty = Difficulté : { hands-difficulty }
hands-pic-objective = Objectif :
hands-pic-no-objective = aucun visible
hands-pic-argument = DISPUTE (H16)
hands-pic-on-ring = { $ring ->
    [outer] sur le cercle extérieur
    [middle] sur le cercle du milieu
   *[inner] sur le cercle intérieur
  }
hands-pic-sets = Objectifs restants :
hands-pic-set = Série { $set } : { $left }
hands-pic-set-done = { $completed ->
    [one] { $completed } sur 8 atteint
   *[other] { $completed } sur 8 atteints
  }
hands-pic-all-done = toutes les séries bouclées, cap sur le centre
hands-pic-deck = Pioche { $deck }
hands-pic-discards = Défausse { $count }
hands-pic-balance = Balance
hands-pic-row = Rangée : { $side ->
    [left] moitiés gauches
    [right] moitiés droites
   *[none] deux moitiés, au choix
  }
hands-pic-row-empty = aucune carte
hands-pic-middle-line = ligne médiane
hands-pic-west = Ouest : gauche de Sud, droite de Nord
hands-pic-east = Est : droite de Sud, gauche de Nord
hands-pic-path = Ce tour
hands-pic-open = Lignes : foncées = ouvertes, pâles = fermées
hands-pic-in-centre = au centre

## Le plateau en texte au terminal
hands-text-difficulty = Difficulté : { hands-difficulty } ({ hands-difficulty-arguments }).
hands-text-open = { $sets ->
    [0] Lignes ouvertes : le cercle extérieur seulement (H14).
    [1] Lignes ouvertes : les cercles extérieur et du milieu, et les lignes entre eux (H14).
    [2] Lignes ouvertes : toutes, sauf celles du centre (H14).
   *[other] Lignes ouvertes : toutes, celles du centre aussi (H14).
  }
hands-text-seat = { hands-seat } · { $name } · { $where } · balance { $scale } · { hands-pic-discards }
hands-text-on = sur { $node }
hands-text-path = Ce tour : { $path }
hands-text-ring = { $ring ->
    [outer] Cercle extérieur
    [middle] Cercle du milieu
   *[inner] Cercle intérieur
  }{ $objectives ->
    [true] , où s’atteignent les objectifs de cette série
   *[other] {""}
  } :
hands-text-centre = Centre C{ $tokens } : { $open ->
    [true] ouvert (H17)
   *[other] fermé jusqu’à ce que la série 3 soit bouclée (H14)
  }.
hands-text-middle-line = Ligne médiane (dans aucune moitié, H6) : O0, M0, I0, C, I4, M8, O16.
hands-text-tokens = Pions : [S] { $south }, [N] { $north }.
hands-text-title = { -hands-title }
hands-text-row = { $side ->
    [left] Rangée, moitiés gauches
    [right] Rangée, moitiés droites
   *[none] Rangée, les deux moitiés au choix
  } : { $cards }
hands-refuse-undo-kind = Seuls un pas du tour en cours ou un choix de mise en place peuvent être annulés, pas « { $decision } » (H10).
hands-refuse-undo-final = Impossible d’annuler « { $decision } » : cette décision a dévoilé quelque chose de caché (un objectif, une carte), ou a fini la partie.

## Les phrases de la table, comme ce jeu les dit (une clé K de la table se dit hands-K dans un salon de ce jeu)
hands-refuse-undo-who = Seule la personne dont c’est le tour reprend ses propres pas (H9).
hands-refuse-no-campaign = Aucune partie n’a encore été jouée dans ce salon : commencez-en une avec /{ cmd-hands } { cmd-hands-start }.
hands-refuse-no-scenario-played = Aucune partie n’est en cours ici : commencez-en une avec /{ cmd-hands } { cmd-hands-start }.
hands-refuse-nothing-to-abandon = Aucune partie n’est en cours ici.
hands-refuse-game-ended = La partie est finie ({ $result ->
    [won] gagnée
   *[lost] perdue
  }) : lancez-en une autre avec /{ cmd-hands } { cmd-hands-start }.
hands-refuse-no-seat-in-scenario = Vous ne jouez pas cette partie, seules les deux personnes qui la jouent avancent : commencez la vôtre avec /{ cmd-hands } { cmd-hands-start } dans un autre salon ou fil.
hands-refuse-between-attempts = Une partie est déjà en cours ici : terminez-la, ou abandonnez-la d’abord avec /{ cmd-hands } { cmd-hands-abandon }.
hands-refuse-unreadable = { $why } L’une ou l’autre des deux personnes peut l’abandonner avec /{ cmd-hands } { cmd-hands-abandon }.
hands-note-begun = La partie a commencé.
hands-msg-waiting-bot-seat = { $nurse } (le bot) : { $phrases }
hands-msg-bot-played = 🤖 Le tour du bot ({ $nurses }) :
hands-note-abandoned = La partie a été abandonnée.
hands-ev-attempt_abandoned = La partie a été abandonnée.

## Après la partie : ce que visait le partenaire bot, tour par tour (bot/games/hands/render/review.py). H20 interdit
## de parler pendant la partie, pas après : on y apprend les habitudes du bot.
hands-review-title = **Ce que visait le bot, tour par tour** ({ $status ->
    [won] une partie gagnée
    [lost] une partie perdue
   *[abandoned] une partie abandonnée
  })
hands-review-nothing = Le bot n’a joué aucun tour de la dernière partie ici : il n’y a rien à revoir.
hands-review-turn = **Tour { $turn }.** { $said }
hands-review-goal-objective = { $name } a fini son tour sur { $node } et a ainsi atteint l’objectif ({ $emotion }).
hands-review-goal-argument = { $name } a rejoint { $partner } sur { $node } et réglé la dispute ({ $emotion }).
hands-review-goal-wait = { $name } a fait halte sur { $node }, un nœud de la dispute ({ $emotion }), pour que { $partner } l’y rejoigne au tour suivant.
hands-review-goal-approach = { $name } a avancé jusqu’à { $node }, en direction de { $target }, où s’atteint l’objectif ({ $emotion }).
hands-review-goal-meet = { $name } a avancé jusqu’à { $node }, pour que la paire se retrouve plus tôt et règle la dispute ({ $emotion }) : sur le cercle extérieur, qui attend et où se lit sur les deux pions et les deux balances.
hands-review-goal-closer = { $name } a avancé jusqu’à { $node }, plus près { hands-of-partner }, pour se retrouver et régler la dispute ({ $emotion }).
hands-review-goal-centre = { $name } a fait son entrée au centre, balance à 0, pour que { $partner } suive au tour suivant.
hands-review-goal-follow = { $name } a rejoint { $partner } au centre, balance à 0.
hands-review-goal-door = { $name } a avancé jusqu’à { $node }, en route vers le centre.
hands-review-goal-safe = { $name } a avancé jusqu’à { $node }, là où chacun garde un pas possible pour son prochain tour.
hands-review-goal-moved = { $name } a avancé jusqu’à { $node }, le meilleur des chemins restants.
hands-review-paid = Cartes défaussées : { $own ->
    [one] une
   *[other] { $own }
  } de la rangée { hands-of-name }, { $theirs ->
    [one] une
   *[other] { $theirs }
  } de celle { hands-of-partner }.
hands-review-own-only = Défaussé uniquement depuis la rangée { hands-of-name } ({ $own ->
    [one] une carte
   *[other] { $own } cartes
  }).
hands-review-theirs-only = Défaussé uniquement depuis la rangée { hands-of-partner } ({ $theirs ->
    [one] une carte
   *[other] { $theirs } cartes
  }).
hands-review-draws = Balance à 0, { $name } a pioché jusqu’à avoir 6 cartes.
hands-review-kept = Une carte { hands-of-partner } ({ $emotion }) a été gardée pour le pas vers { $node }.
hands-review-open = Au tour suivant, { $partner } pouvait faire un pas vers { $nodes }.
hands-review-no-open = Avec les moitiés connues, aucun pas n’était laissé à { $partner }.
hands-left = { $name } quitte la partie : le bot joue cette place désormais, en ne lisant que ce que voit toute la table (H19). { $name } la reprend avec /{ cmd-hands } { cmd-hands-rejoin }.
hands-rejoined = { $name } est de retour : cette place redevient la sienne.
hands-refuse-left-already = Le bot joue déjà votre place : reprenez-la avec /{ cmd-hands } { cmd-hands-rejoin }.
hands-refuse-not-left = Votre place est à vous : le bot ne la joue qu’après /{ cmd-hands } { cmd-hands-leave }.
hands-refuse-seat-held-by-bot = Le bot joue votre place depuis que vous avez quitté la partie : reprenez-la avec /{ cmd-hands } { cmd-hands-rejoin }.
hands-refuse-bot-alone = Le bot jouerait alors les deux places, alors qu’une partie a besoin d’au moins un membre qui joue : abandonnez-la plutôt avec /{ cmd-hands } { cmd-hands-abandon }.
hands-refuse-review-in-play = Une partie est en cours ici, et le partenaire ne dit ce qu’il visait qu’une fois la partie finie (H20) : demandez-le alors avec /{ cmd-hands } { cmd-hands-review }.
hands-refuse-review-nothing = Aucune partie n’est encore finie ici, il n’y a donc rien à revoir : commencez-en une avec /{ cmd-hands } { cmd-hands-start }.
hands-refuse-review-unreadable = L’historique de la dernière partie ne se rejoue pas avec cette version du bot : seules les parties finies à partir de maintenant pourront être revues.
