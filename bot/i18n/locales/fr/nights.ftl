# Soirées de campagne (ticket 28) : le bot remplace une personne absente, et les soirées hebdomadaires qu’il prévoit.

## Le bot en remplaçant
msg-waiting-bot-seat = { $nurse } (le bot joue à sa place) : { $phrases }
msg-bot-leaves-open = Pour { $nurse }, le bot s’arrête là : la suite revient au reste du personnel infirmier de la carte. Ajoutez vos jetons, puis n’importe qui parmi vous peut conclure.
msg-bot-played = 🤖 Le bot joue pour { $nurses } :
campaign-standin-bot = Le bot joue désormais **{ $nurse }**. Pendant ce temps, ses cartes face cachée ne sont montrées à personne ; <@{ $user }> les reçoit en MP dès son retour à la table, ou quand l’hôte met fin au remplacement avec /{ cmd-campaign } { cmd-campaign-standin }.
dm-seat-returned = Vous retrouvez votre place : le bot vous rend { $nurse } ({ $tokens } { $tokens ->
    [one] { -jeton }
   *[other] { -jeton(num: "other") }
  }, Stress { $stress }). Vos cartes face cachée :
dm-seat-returned-partial = • Une Mémoire partielle, période { $timeline }. Billy a dit : « { $quote } »
dm-seat-returned-clear = • Une Mémoire claire, période { $timeline }
dm-seat-returned-board = • Tableau de gestion des équipes, période { $timeline } : « { $quote } »
dm-seat-returned-none = • rien face cachée

## /campagne soirée (cogs/holding_on/nights.py)
night-weekday = { $day ->
    [0] lundi
    [1] mardi
    [2] mercredi
    [3] jeudi
    [4] vendredi
    [5] samedi
   *[6] dimanche
  }
night-offset = { $hours ->
    [0] { $minutes } min
   *[other] { $minutes ->
        [0] { $hours } h
       *[other] { $hours } h { $minutes }
    }
  }
night-no-reminders = aucun
night-series = Soirées de campagne : chaque **{ $day }** à **{ $time }** ({ $zone }), dans { $place }. La prochaine : <t:{ $at }:F> (<t:{ $at }:R>). Rappels : { $reminders }.
night-scheduled = 📅 Soirées de campagne prévues : chaque **{ $day }** à **{ $time }** ({ $zone }), dans { $place }. La première : <t:{ $at }:F> (<t:{ $at }:R>). Rappels : { $reminders }. Cliquez sur **Intéressé** dans l’événement : les rappels sauront ainsi qui vient.
night-next = La prochaine soirée : <t:{ $at }:F> (<t:{ $at }:R>), chaque **{ $day }** à **{ $time }** ({ $zone }) dans { $place }.
night-skipped = { $user } saute la soirée du <t:{ $skipped }:F> : son événement est annulé.
night-stopped = { $user } arrête les soirées de campagne : plus d’événements ni de rappels. /{ cmd-campaign } { cmd-campaign-schedule } les prévoit de nouveau.
night-none-yet = Cette campagne n’a pas encore de soirée hebdomadaire : /{ cmd-campaign } { cmd-campaign-schedule } avec un jour, une heure et un fuseau horaire en prévoit une.
night-need-all = Pour prévoir les soirées, indiquez le jour, l’heure et le fuseau horaire (par exemple jeudi, 19:30, Europe/Paris) ; /{ cmd-campaign } { cmd-campaign-schedule } seul les montre.
night-no-permission = Pour mettre les soirées de campagne dans les événements de ce serveur, j’ai besoin de **{ $missing }** { $where ->
    [place] dans le salon vocal ou de conférence de la soirée
   *[server] pour mon rôle
  } : une personne qui gère le serveur peut l’autoriser (Paramètres du serveur → Rôles, ou les paramètres du salon), puis relancez /{ cmd-campaign } { cmd-campaign-schedule }.
night-reminders-unreadable = Je ne comprends pas « { $given } » : donnez jusqu’à trois délais de rappel avant la soirée, chacun d’une semaine au plus, par ex. `24h, 1h`, `90min`, `1h30` ou `3 jours`, ou `aucun`.
refuse-night-host-only = Seul l’hôte (ou une personne qui peut gérer les événements) peut prévoir les soirées de la campagne.
refuse-night-weekday = Choisissez le jour de la soirée dans la liste.
refuse-night-time = Je ne comprends pas l’heure { $given } : écrivez-la comme 19:30 ou 19h30.
refuse-night-zone = Je ne connais pas le fuseau horaire { $given } : commencez à taper son nom et choisissez-le dans la liste (comme Europe/Paris ou America/Montreal).
# Une date comme on l’écrit dans le texte, jamais au format ISO
night-date = { $date_day } { $date_month ->
    [1] janvier
    [2] février
    [3] mars
    [4] avril
    [5] mai
    [6] juin
    [7] juillet
    [8] août
    [9] septembre
    [10] octobre
    [11] novembre
   *[12] décembre
  } { $date_year }
refuse-night-dst = { $kind ->
    [skipped] Dans le fuseau { $zone }, { $hour } h { $minute } n’existe pas le { night-date } (passage à l’heure d’été)
   *[twice] Dans le fuseau { $zone }, { $hour } h { $minute } existe deux fois le { night-date } (retour à l’heure d’hiver)
  } : choisissez une heure plus tôt ou plus tard.
refuse-night-none = Cette campagne n’a pas de soirée hebdomadaire à sauter ou à arrêter.
refuse-night-started = La soirée a déjà commencé : elle se termine d’elle-même après deux heures sans décision, ou quand quelqu’un met fin à l’événement.

## Les soirées au fil du temps (bot/app/nights.py)
night-location = dans #{ $channel }
night-event-name = { $campaign } : scénario { $scenario }, { $title }
night-event-name-done = { $campaign } : soirée de campagne
night-event-where = La partie se joue { $channel }.
night-event-previously = La dernière fois : { $summary }.
night-reminder = 📅 Soirée de campagne dans { $when } : <t:{ $at }:F> (<t:{ $at }:R>).
night-nobody = personne pour l’instant
night-seat = { $nurse } ({ $user })
night-the-bot = le bot
night-seat-covered = { $who } joue { $nurse }
night-coming = Présences annoncées (marque « Intéressé ») : { $seats }.
night-covered = Remplacements : { $seats }.
night-empty = { $count ->
    [0] Places vides : aucune.
   *[other] Places sans présence annoncée (pas de marque « Intéressé ») : { $seats }.
  }
night-also = Également intéressés, et disponibles pour un remplacement : { $users }.
night-host-can = { $host }, pour une place vide, vous pouvez demander à quelqu’un de remplacer la personne absente (/{ cmd-campaign } { cmd-campaign-standin } { opt-campaign-standin-seat }:{ $nurse } { opt-campaign-standin-member }:…), laisser le bot jouer à sa place (le bouton ci-dessous) ou sauter la soirée (/{ cmd-campaign } { cmd-campaign-schedule }, option { opt-campaign-schedule-skip }).
night-button-bot = 🤖 Le bot joue { $nurse }
night-seat-gone = Cette place n’est plus à cette table.
night-story-title = 🌙 La soirée de campagne commence. Précédemment dans Holding On…
night-story-nothing = Rien n’a été joué la dernière fois : l’histoire commence ici.
night-story-start = Aucun scénario n’est en cours : /{ cmd-campaign } { cmd-campaign-start } commence le scénario { $scenario }.
night-summary-title = 🌙 Le bilan de la soirée
night-tally-nothing = rien n’a été joué
night-summary = Ce soir : { $summary }. La prochaine soirée : <t:{ $at }:F>.
night-tally-attempts = { $count ->
    [one] { $count } tentative commencée
   *[other] { $count } tentatives commencées
  }
night-tally-won = { $count ->
    [one] scénario { $scenarios } gagné
   *[other] scénarios { $scenarios } gagnés
  }
night-tally-lost = { $count ->
    [one] scénario { $scenarios } perdu
   *[other] scénarios { $scenarios } perdus
  }
night-tally-memories = { $count ->
    [one] { $count } mémoire posée
   *[other] { $count } mémoires posées
  }
night-tally-calls = { $count ->
    [one] { $count } appel passé
   *[other] { $count } appels passés
  }
night-tally-decisions = { $count ->
    [one] { $count } décision
   *[other] { $count } décisions
  }
night-moved = L’événement de la soirée a été déplacé dans Discord, et les soirées suivantes le suivent : chaque **{ $day }** à **{ $time }** ({ $zone }), la prochaine le <t:{ $at }:F>.
night-stopped-by-hand = L’événement de la soirée a été { $how ->
    [cancelled] annulé
   *[deleted] supprimé
  } dans Discord : les soirées hebdomadaires s’arrêtent donc là. /{ cmd-campaign } { cmd-campaign-schedule } les prévoit de nouveau.
msg-bot-cannot-post = Je ne peux pas écrire dans ce salon, alors la place que je joue attend pour l’instant : il me manque **{ $missing }** ici. Dès que quelqu’un qui gère le serveur l’autorise pour mon rôle, je joue au prochain bouton ou à la prochaine commande.
msg-bot-moves-untold = Mes derniers coups n’ont pas pu être montrés ici (il me manquait une autorisation dans ce salon) ; voici où en est la partie.
night-cannot-post = Je ne peux pas publier les rappels ni l’histoire d’une soirée dans ce salon : il me manque **{ $missing }** ici. Demandez à quelqu’un qui gère le serveur de l’autoriser pour mon rôle ici, puis planifiez de nouveau les soirées.
night-cannot-post-dm = Je n’ai pas pu publier { $what } dans #{ $channel } ({ $server }) : il m’y manque **{ $missing }**. Quelqu’un qui gère le serveur peut l’autoriser pour mon rôle dans les paramètres de ce salon.
night-what = { $what ->
    [reminder] le rappel de la soirée
    [story] l’histoire de la soirée
   *[summary] le résumé de la soirée
  }
night-event-refused = Discord n’a pas voulu mettre cette soirée dans les événements du serveur ({ $reason }). Les rappels viendront quand même, et je réessaie dans une heure.
