# Les refus et les notes de la table (bot/table) ; espace insécable avant « : ; ».

passed = Ce moment est passé : la partie a avancé depuis ce message.
refuse-no-decision = Il n’y a aucune décision à prendre.
refuse-game-changed = La partie a changé pendant que vous agissiez ; réessayez, s’il vous plaît.
refuse-undo-who = Seuls l’hôte ou la { -responsable } peuvent annuler une décision.
refuse-undo-nothing = Il n’y a aucune décision à annuler dans cette tentative.
refuse-undo-no-replay = Le journal de cette tentative ne se rejoue pas : l’annulation n’est pas possible.
refuse-undo-rules = Cette tentative a commencé sous les règles { $stored } ; ce bot joue les règles { $current } et ne peut pas la reconstruire exactement : l’annulation n’est pas possible ici.
refuse-undo-kind = La dernière décision ({ $decision }) ne peut pas être annulée : seuls l’affectation, les jetons, le jeton bonus et les congés se reprennent, et seulement s’ils n’ont rien révélé.
refuse-undo-final = La dernière décision ({ $decision }) ne peut pas être annulée : elle a révélé ou déplacé quelque chose de caché (une carte, une pioche, un mélange), ou elle a fini la tentative.
refuse-no-campaign = Il n’y a pas de campagne dans ce salon. Ouvrez-en une avec /{ cmd-campaign } { cmd-campaign-new }.
refuse-no-scenario-played = Aucun scénario n’est en cours ici. Commencez-en un avec /{ cmd-campaign } { cmd-campaign-start }.
refuse-stood-in = Quelqu’un remplace votre { -infirmiere } ce soir ; l’hôte y met fin avec /{ cmd-campaign } { cmd-campaign-standin }.
refuse-no-seat-in-scenario = Vous n’avez pas de place dans ce scénario. Rejoignez la table entre deux scénarios avec /{ cmd-campaign } { cmd-campaign-join }, ou demandez à l’hôte de vous faire remplacer une absente.
refuse-pack-missing = Le paquet de contenu avec lequel cette tentative a commencé ({ $pack }) manque.

refuse-campaign-exists = Ce salon a déjà une campagne (une par salon ou fil).
refuse-seated-already = Vous avez déjà une place, comme { $nurse }.
refuse-table-full = La table est pleine : Holding On accueille { $seats } { -infirmiere(num: "other") }.
refuse-no-seat = Vous n’avez pas de place à cette table.
refuse-no-such-nurse = Aucune { -infirmiere } ne s’appelle { $name } à cette table. { -infirmiere(num: "other") } : { $count ->
    [0] personne encore
   *[other] { $names }
  }.
refuse-not-a-member = Ce n’est pas un membre de ce serveur : choisissez quelqu’un dans la liste que propose Discord.
refuse-start-who = Seuls l’hôte ou les joueuses assises peuvent commencer un scénario.
refuse-seats-needed = Holding On demande de { $low } à { $high } { -infirmiere(num: "other") } ; { $count } ont rejoint la table.
refuse-start-raced = La campagne a changé pendant la mise en place de ce scénario ; rien n’a commencé : relancez-le, s’il vous plaît.
refuse-nothing-to-abandon = Aucun scénario n’est en cours ici.
refuse-host-only = Seul l’hôte (ou qui gère le serveur) peut { $what ->
    [standin] désigner un remplacement
    [options] changer les options de la table
    [abandon] abandonner la tentative
    [export] exporter la campagne
   *[import] importer une campagne ici
  }.
refuse-between-attempts = { $reason ->
    [seats] Les places changent entre deux tentatives d’un scénario
    [leave] Votre { -infirmiere } est dans le scénario en cours ; les places changent entre deux tentatives
   *[playing] Un scénario est déjà en cours
  } : finissez cette tentative ou abandonnez-la d’abord (un remplacement peut jouer pour une absente).
refuse-seat-order = L’ordre des places doit nommer chaque joueuse assise exactement une fois.
refuse-all-won = Tous les scénarios de cette campagne sont gagnés ; rejouez-en un avec /{ cmd-campaign } { cmd-campaign-start } { opt-campaign-start-scenario }.
refuse-no-such-scenario = Il n’y a pas de scénario { $scenario } dans cette campagne.
refuse-scenario-locked = Le scénario { $scenario } est encore verrouillé : le prochain à jouer est le scénario { $upcoming }.
refuse-language = Une campagne se joue en { $languages } ; pas en { $given }.
refuse-options = Rien n’a changé : { $problem }.
refuse-import = Ce fichier ne peut pas être importé : { $why }
refuse-import-pack = Ce fichier ne peut pas être importé : son paquet de contenu diffère de celui que ce bot garde sous le même nom (le fichier a été modifié).

note-already-done = C’était déjà fait.
note-already-so = Déjà ainsi : { $done }. Rien n’a changé.
note-done = Fait : { $done }.
note-undone = Annulé : { $decision }.
note-with-card = { $note } Une carte vous est arrivée face cachée : voyez vos messages privés, ou /{ cmd-hand }.
note-begun = Scénario { $scenario }, tentative { $attempt } : c’est parti.
note-abandoned = Le scénario { $scenario } a été abandonné.
