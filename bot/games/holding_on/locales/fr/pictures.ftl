# Les libellés des images (bot/games/holding_on/render/board_picture.py, memories_picture.py) et leur version texte (embeds.py).

## Le plateau
pic-shift = { $shift ->
    [0] Quart du matin
    [1] Quart de l’après-midi
   *[2] Quart de nuit
  }
    .short = { $shift ->
        [0] matin
        [1] après-midi
       *[2] nuit
      }
pic-day = Jour { $day }
pic-scenario = Scénario { $scenario }
pic-decks = paquet Patient { $patient } · Mémoires partielles { $partial } · Mémoires claires { $clear }
    .short = paquet Patient { $patient } · partielles { $partial } · claires { $clear }
pic-shift-manager = Responsable d’équipe
pic-warnings = Avertissements { $warnings }/2
pic-won = GAGNÉ : l’objectif est atteint
pic-lost = PERDU : { pic-loss }
pic-loss = { $cause ->
    [died] Billy est mort
    [transferred] Billy a été transféré (second avertissement)
   *[out_of_time] les jours de l’objectif sont écoulés
  }
pic-condition = État de Billy
pic-condition-value = { $condition } sur 30 · zone { pic-band }
pic-band = { $band ->
    [green] VERTE
    [orange] ORANGE
    [red] ROUGE
   *[black] NOIRE
  }
pic-billy = BILLY
pic-now = EN COURS
pic-not-revealed = pas encore révélée
pic-not-played = pas joué
pic-card-kind = { $kind ->
    [stable] STABLE
    [emergency] URGENCE !
   *[deteriorating] PRÉOCCUPANT
  }
pic-billy-stable = Billy stable
pic-deterioration = dégradation { $count }
pic-spaces = { $short ->
    [yes] Cases
   *[no] Cases de personnel
  } ({ $filled }/{ $total })
pic-short-staffed = EN SOUS-EFFECTIF
pic-extra-cover = renfort
pic-senior = décide
pic-space-empty = case { $number } : libre
pic-decides = Décide : { $name } (Responsable d’équipe)
    .short = Décide : { $name }
pic-rewards = Récompenses :
pic-reward = { $reward ->
    [token] jeton
    [memory] mémoire
   *[either] jeton ou mémoire
  }
pic-no-rewards = { $emergency ->
    [yes] Aucune récompense : soins médicaux seulement
   *[no] Aucune récompense
  }
    .short = { $emergency ->
        [yes] Soins médicaux seulement
       *[no] Aucune récompense
      }
pic-inquiry = Case d’enquête :
pic-no-tokens = aucun jeton
pic-care = Soins : { $care ->
    [medical] médicaux
    [palliative] palliatifs
   *[none] pas encore choisis
  }
    .short = Soins : { $care ->
        [medical] médicaux
        [palliative] palliatifs
       *[none] à choisir
      }
pic-on-card = sur la carte : { $placed }
    .short = { $placed }
pic-pool = réserve
pic-contact-tile = Tuile Contact
pic-nobody = personne
pic-tile = { $how ->
    [stays] reste sur la tuile
    [called] a appelé { $contact }
   *[calling] appelle
  }
pic-place = { $place ->
    [break_room] salle de repos
    [leave] en congé
    [sm_board] pas de quart aujourd’hui
    [on_call] disponible
    [gone] déjà venu
   *[shift] en service
  }
    .short = { $place ->
        [break_room] au repos
        [leave] en congé
        [sm_board] pas de quart
        [on_call] prêt
        [gone] venu
       *[shift] en service
      }
pic-nurses = Personnel infirmier
pic-col-where = où
pic-col-stress = Stress
pic-col-tokens = Jetons de soin
pic-col-backs = cartes face cachée
pic-sm = RE
# Les lettres d’un pion : l’initiale d’Assistant et son numéro, celles de Sur appel (deux signes au plus : ils tiennent sur le pion).
pic-pawn = { $kind ->
    [assistant] A{ $number }
   *[on_call] SA
  }
pic-over = surmenage !
pic-backs-legend = Les cartes face cachée ne montrent que leur dos : P = Partielle, C = Claire, et la période.
pic-back = { $deck ->
    [partial] P
   *[clear] C
  }{ $timeline }
pic-none = aucune
pic-area = { $area ->
    [break_room] Salle de repos
    [leave] En congé
    [pool] Réserve des assistants
    [assistants] Assistants
    [on_call] Assistants sur appel
   *[sm_board] Tableau de gestion des équipes
  }
    .short = { $area ->
        [break_room] Salle de repos
        [leave] En congé
        [pool] Réserve
        [assistants] Assistants
        [on_call] Sur appel
       *[sm_board] Tableau de gestion
      }
pic-contacts-title = Tuile Contact : qui peut être appelé
pic-talking = Discussion avec Billy
pic-pool-tokens = { $count ->
    [one] { $count } { -jeton }
   *[other] { $count } { -jeton(num: "other") }
  }
pic-pool-use = pour les Assistants, sur appel compris
    .short = Assistants et sur appel
# A helper in its own box, by number where its name leaves no room for where it is.
pic-helper-short = { $kind ->
    [assistant] Assistant { $number }
   *[on_call] n° { $number }
  }
pic-no-helpers = aucun dans ce scénario
pic-in-use = en service : { $where }
    .short = { $where }
pic-sm-partials = Partielles des assistants :
pic-called = { $called ->
    [yes] appel passé
   *[no] pas encore appelé
  }
pic-contact-line = { $name } : { pic-called }
pic-talker = { $name } parle à Billy, { $deck ->
    [clear] paquet Mémoire claire
   *[partial] paquet Mémoire partielle
  }
pic-mode = { $mode ->
    [steer] oriente
    [persist] insiste
   *[inquiry] enquête
  }
pic-timeline-of = (période { $timeline })
pic-cards-given = cartes données : { $count }
pic-voice = Voix de Billy : { $name }
pic-hand = Votre main, { $name } (privée)
pic-hand-sm = (tableau de gestion des équipes) { $quote }
pic-hand-clear = une Mémoire claire (sa face se découvre pendant la Discussion à propos de Billy)
pic-hand-none = aucune carte face cachée

## Souvenirs rassemblés de Billy
pic-memories = Souvenirs rassemblés de Billy
pic-scenario-title = Scénario { $scenario } : { $title } · Jour { $day }
pic-grid-count = { $clear ->
    [one] { $clear } Claire
   *[other] { $clear } Claires
  } · { $partial ->
    [one] { $partial } Partielle
   *[other] { $partial } Partielles
  }
pic-slots-empty = { $count ->
    [one] { $count } case vide
   *[other] { $count } cases vides
  }
pic-legend = { $key ->
    [partial] Partielle (floue)
    [clear] Claire
    [empty] vide
    [asked] demandée
    [positive] positive
   *[negative] négative
  }
pic-position = position { $position }
pic-timeline-row = Période
pic-face = { $face ->
    [partial] PARTIELLE
   *[clear] CLAIRE
  }
pic-objective = Objectif
pic-achieved = atteint
pic-asked-title = Mémoires demandées par l’objectif (leur face partielle) :
pic-asked-slot = Période { $timeline } · pos. { $position }
    .short = pér. { $timeline } · pos. { $position }
pic-asked-state = { $state ->
    [missing] à trouver
    [partial] partielle dans la grille
   *[clear] claire dans la grille
  }
    .short = { $state ->
        [missing] pas encore là
        [partial] partielle, posée
       *[clear] claire, posée
      }
pic-progress = { $what ->
    [all_of] Tout ceci :
    [any_of] L’un de ceux-ci :
    [clear_in_each_timeline] { $count ->
        [one] Une Mémoire claire dans chaque période
       *[other] { $count } Mémoires claires dans chaque période
      }
    [clear_memories] Les Mémoires claires demandées (ci-dessous)
    [clear_in_timeline] { $count ->
        [one] { $count } Mémoire claire dans la période { $timeline }
       *[other] { $count } Mémoires claires dans la période { $timeline }
      }
    [flags] Accompli : { $flags }
    [condition_at_least] État de Billy d’au moins { $count }
   *[by_day] D’ici la fin du jour { $count }
  }
pic-progress-now = actuellement { $count }
pic-progress-today = aujourd’hui : jour { $day }

## La version texte (réglage : pas d’images)
emb-condition = État de Billy : { $condition }/30, zone { $band }
emb-manager = Responsable d’équipe : { $name } · Avertissements : { $warnings }/2
emb-decks = Paquets : Patient { $patient } · Partielles { $partial } · Claires { $clear }
emb-won = GAGNÉ : l’objectif est atteint.
emb-lost = PERDU : { pic-loss }.
emb-now = (en cours)
emb-shift-manager-tag = (Responsable d’équipe)
emb-overstressed = , en surmenage
emb-nurse = { $where } · Stress { $stress }/{ $most }{ $over } · Jetons de soin { $tokens } · face cachée : { $backs }
emb-row = { $who } : { $words }
emb-assistant = { $where }, Stress { $stress }/{ $most }
emb-on-call = { $place ->
    [on_call] disponible
    [shift] en service ({ $where }), puis parti
   *[gone] utilisé
  }
emb-back = { $deck ->
    [partial] Partielle
   *[clear] Claire
  } (période { $timeline })
emb-card = { $kind ->
    [stable] **STABLE** (Billy stable)
    [emergency] **URGENCE** ({ $count ->
        [one] { $count } symbole
       *[other] { $count } symboles
      } de dégradation)
   *[deteriorating] **ÉTAT PRÉOCCUPANT** ({ $count ->
        [one] { $count } symbole
       *[other] { $count } symboles
      } de dégradation)
  }
emb-extra-cover = (renfort)
emb-senior = ★ personne référente
emb-empty = vide
emb-spaces = Cases de personnel ({ $filled }/{ $total }) : { $spaces }
emb-rewards = Récompenses : { $rewards }
emb-inquiry = { $count ->
    [one] Case d’enquête : { $count } jeton
   *[other] Case d’enquête : { $count } jetons
  }
emb-care = Soins : **{ $care ->
    [medical] médicaux
    [palliative] palliatifs
   *[none] pas encore choisis
  }**
emb-on-card = · jetons sur la carte : { $placed }
emb-short = en sous-effectif
emb-tile = Tuile Contact : { $how ->
    [nobody] personne
    [stays] { $name }, encore là après son appel
    [called] { $name }, a appelé { $contact }
   *[calling] { $name }
  }
emb-talker = { $name }, { $deck ->
    [clear] paquet Mémoire claire
   *[partial] paquet Mémoire partielle
  }
emb-cards-given = Cartes données : { $count }
emb-hand-sm = Tableau de gestion des équipes, { $back }
emb-title = Jour { $day } · { pic-shift } · Scénario { $scenario }
emb-memories-summary = **{ $clear } Claires · { $partial } Partielles · { $empty } vides**
emb-memories-legend = ● Claire · ◐ Partielle (floue) · ○ vide · ★ demandée par l’objectif
emb-memory = { $face ->
    [clear] Claire
   *[partial] Partielle
  }, { $tone ->
    [positive] (+) positive
   *[negative] (−) négative
  }
emb-timeline = Période { $timeline }
emb-objective = Objectif
emb-objective-achieved = Objectif (atteint)
emb-asked-title = Mémoires demandées par l’objectif (leur face partielle)
emb-asked = ★ Période { $timeline }, position { $position } : { pic-asked-state }
