# /campagne : les annonces de la table.

campaign-opens = Une campagne Holding On s’ouvre ici : { $pack }
campaign-hosted = Animée par { $host }. Prenez place avec /campagne rejoindre (2 à 4 Infirmières), puis /campagne commencer. `/campagne état avertissement:True` remontre l’avertissement de contenu.
campaign-note-field = Avertissement de contenu
campaign-language-line = Langue : { $language }. L’hôte la change avec /campagne options.
campaign-joins = { $user } rejoint la table comme Infirmière **{ $nurse }** ({ $seats } places sur 4).
campaign-leaves = { $user } quitte la table ({ $seats } sur 4).
campaign-language-set = Cette campagne se joue désormais en { $language } : dans le salon, en MP et dans l’histoire.
campaign-options-header = Options de la table :
campaign-options-language = Langue : { $language }
campaign-welcome = Vous êtes à cette table Holding On comme Infirmière { $nurse }. Vos cartes face cachée, et les mots de Billy quand vous lui prêtez votre voix, arriveront ici, pour vous seule.
