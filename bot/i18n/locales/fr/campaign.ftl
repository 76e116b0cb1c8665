# /campagne : les annonces de la table.

campaign-opens = Une campagne Holding On s’ouvre ici : { $pack }
campaign-hosted = Animée par { $host }. Prenez place avec /{ cmd-campaign } { cmd-campaign-join } (de 2 à 4 personnes), puis lancez la partie avec /{ cmd-campaign } { cmd-campaign-start }. L’option { opt-campaign-status-note } de /{ cmd-campaign } { cmd-campaign-status } remontre l’avertissement de contenu.
content-note-chapter = Scénario { $number }, { $title } : { $note }
campaign-note-field = Avertissement de contenu
campaign-language-line = Langue : { $language }. L’hôte la change avec /{ cmd-campaign } { cmd-campaign-options }.
campaign-joins = { $user } rejoint la table avec **{ $nurse }** ({ $seats } places sur 4).
campaign-leaves = { $user } quitte la table ({ $seats } sur 4).
campaign-language-set = Cette campagne se joue désormais en { $language } : dans le salon, en messages privés et dans l’histoire.
campaign-options-header = Options de la table :
campaign-options-language = Langue : { $language }
campaign-welcome = Vous êtes à cette table Holding On avec { $nurse }. Vos cartes face cachée, et les mots de Billy quand vous lui prêtez votre voix, arriveront ici, pour vos yeux seulement.
# Une langue dans le texte courant (son nom en français, sans majuscule).
language-name = { $code ->
    [en] anglais
    [de] allemand
   *[fr] français
  }
option-line = `{ $name }` = **{ $value }** : { $words }
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
    [senior_reading] Qui décide pour la carte (R3) : règle anglaise = le premier membre du personnel infirmier placé ; règle allemande = si un Assistant est placé en premier, la personne { -responsable } décide
    [medical_needs_token] Les soins médicaux ne comptent qu’avec un jeton sur la carte (R9)
    [inquire_same_timeline_reshuffles] Enquêter de nouveau sur la même période remélange (R14, le texte anglais)
    [two_player_reading] À deux (R19) : la lecture de la règle anglaise ou allemande
    [billy_voice] La voix de Billy (D2) : en message privé à la personne qui prête sa voix à Billy, ou dans le salon pour les tables qui jouent sans vocal
    [images] Images du plateau et des souvenirs (désactivé : texte)
    [contact_tile_clears] Règle maison (R18) : la Tuile Contact se vide après chaque quart
   *[other] ({ $key })
  }
option-value = { $value ->
    [en] règle anglaise
    [de] règle allemande
    [dm] en message privé
    [channel] dans le salon
    [true] activé
    [false] désactivé
   *[other] { $value }
  }
options-changed = Options de la table changées : { $changed }. Elles s’appliquent à partir de la prochaine tentative.
status-title = Campagne Holding On dans { $where }
status-host = Hôte
status-won = Scénarios gagnés
status-none-yet = aucun encore
status-attempts = Tentatives
status-attempts-of = scénario { $scenario } : { $count }
status-none = aucune
status-seats = Places
status-seat = **{ $nurse }** : { $user }
status-stand-in = , que joue pour l’instant { $user }
status-nobody = personne encore : /{ cmd-campaign } { cmd-campaign-join }
status-playing = En jeu : scénario { $scenario }, tentative { $attempt }
status-playing-line = Jour { $day }, quart { shift-name } · Billy { $condition }/30 · avertissements { $warnings }/2
status-waiting = La main est à : { $who }
status-next = Ensuite
status-next-line = Scénario { $scenario } : /{ cmd-campaign } { cmd-campaign-start }
status-problem = Problème
status-options = Options de la table (à partir de la prochaine tentative)
note-title = Avertissement de contenu

## Les réponses propres à /campaign (cogs/campaign.py)
permission = { $name ->
    [view_channel] Voir le salon
    [create_events] Créer des événements
    [manage_events] Gérer les événements
    [connect] Se connecter
    [manage_channels] Gérer les salons
    [mute_members] Rendre les membres muets
    [move_members] Déplacer des membres
    [send_messages] Envoyer des messages
    [send_messages_in_threads] Envoyer des messages dans les fils
    [embed_links] Intégrer des liens
   *[attach_files] Joindre des fichiers
  }
campaign-missing-permissions = Je ne peux pas encore mener de campagne ici : il me manque **{ $missing }** dans ce salon. Demandez à quelqu’un qui gère le serveur de l’autoriser pour mon rôle ici, puis réessayez.
campaign-name-your-nurse = { $problem } Nommez votre personnage : /{ cmd-campaign } { cmd-campaign-join } { opt-campaign-join-nurse_name }:
dm-how-to-allow = Pour que je puisse vous envoyer vos cartes face cachée : sur ce serveur, ouvrez les **Paramètres de confidentialité** (cliquez sur le nom du serveur) et activez les **Messages privés**, puis refaites /{ cmd-campaign } { cmd-campaign-join } ou continuez simplement : vos cartes vous attendent toujours dans /{ cmd-hand }.
dm-closed-join = { $closed ->
    [yes] Vos messages privés me sont fermés.
   *[no] Je n’ai pas pu vous envoyer de message privé.
  } { dm-how-to-allow }
dm-closed-export = { $closed ->
    [yes] Les messages privés de l’hôte me sont fermés
   *[no] Je n’ai pas pu écrire à l’hôte en privé
  }, rien n’a donc été envoyé. { dm-how-to-allow }
campaign-standin = <@{ $user }> joue désormais **{ $nurse }**.
campaign-standin-ended = <@{ $user }> reprend **{ $nurse }**.
campaign-exported = Voici l’export de la campagne. Ce fichier dévoile tout (graines, ordre des paquets, cartes en main) : gardez-le pour vous.
campaign-export-sent = Envoyé à <@{ $user }> en message privé.
campaign-import-too-large = Ce fichier ne peut pas être importé : il dépasse { $megabytes } Mo, bien plus que tout export de campagne.
campaign-import-unreadable = Je n’ai pas pu lire ce fichier ; joignez-le de nouveau, s’il vous plaît.
campaign-imported = { $user } a restauré la campagne de ce salon depuis un fichier.
recap-title = Précédemment dans Holding On…
recap-nothing = Rien n’a encore été joué ici.
recap-truncated = *(Une longue séance : en voici la dernière partie.)*
