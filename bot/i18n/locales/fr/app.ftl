# Les phrases propres à la couche Discord (bot/app) : filets de sécurité, avis, réponses privées.

error-nothing-changed = Un problème est survenu de notre côté ; rien n’a changé. Incident { $incident }.
error-saved-but = Votre décision est enregistrée ({ $saved }), mais un problème est survenu à l’affichage : /{ cmd-board } montre la table. Incident { $incident }.
error-foreign-ids = Cette interaction porte des identifiants que Discord ne crée jamais ; rien n’a été fait.
error-unrouted = Ce bouton ne sert à rien à cette table (il vient peut-être d’une ancienne version du bot). Ce qui vous est ouvert maintenant : /{ cmd-help } ou /{ cmd-decide }.
error-command-gone = Cette commande n’existe plus : Discord met sa liste à jour en moins d’une minute ; réessayez ensuite.
error-command-changed = Cette commande a changé depuis que votre application Discord l’a chargée : rechargez Discord (Ctrl+R) et réessayez.
error-no-dm = Cette commande marche dans un salon de serveur, pas en messages privés.
error-check-failed = Vous ne pouvez pas utiliser cette commande ici.
error-unreadable-option = Une des options n’a pas pu être lue : choisissez une valeur dans la liste que propose Discord.
notice-undelivered = { $count ->
    [one] { $count } message privé
   *[other] { $count } messages privés
  } de cette campagne { $count ->
    [one] n’a pas pu
   *[other] n’ont pas pu
  } vous parvenir (vos messages privés sont peut-être fermés à ce serveur). Vos cartes sont en sûreté : /{ cmd-hand } les montre.

## /aide et /main (bot/app/looks.py)
help-general =
    {"**"}Holding On à cette table**
    • `/{ cmd-campaign } { cmd-campaign-new }`, `/{ cmd-campaign } { cmd-campaign-join }`, `/{ cmd-campaign } { cmd-campaign-start }` : ouvrir une table, prendre place, jouer.
    • Les décisions arrivent en boutons sous le message qui les demande ; `/{ cmd-decide }` vous les propose par leur nom.
    • { -responsable } : `/{ cmd-shift } { cmd-shift-reveal }`, `/{ cmd-shift } { cmd-shift-assign }`, `/{ cmd-shift } { cmd-shift-cover }`, `/{ cmd-shift } { cmd-shift-extra }`, `/{ cmd-shift } { cmd-shift-done }`, `/{ cmd-shift } { cmd-shift-leave }`.
    • Soins : `/{ cmd-care } { cmd-care-medical }`, `/{ cmd-care } { cmd-care-tokens }`, `/{ cmd-care } { cmd-care-resolve }`, `/{ cmd-care } { cmd-care-palliative }`, `/{ cmd-care } { cmd-care-bonus }` ; `/{ cmd-inquire } 3` interroge Billy sur la période 3.
    • Regarder : `/{ cmd-board }`, `/{ cmd-memories }`, `/{ cmd-hand }` (visible de vous seulement), `/{ cmd-rules }`.
help-role = { GENDER($name) ->
    [f] l’Infirmière { $name }
    [m] l’Infirmier { $name }
   *[n] { $name }, de l’équipe soignante
  }{ $manager ->
    [yes] , { -responsable } aujourd’hui
   *[no] {""}
  }
help-no-nurse = sans personnage dans ce scénario
help-you-play = Vous jouez { $roles }. Jour { $day }, quart { shift-name }.
help-open = **À vous maintenant** (les boutons, ou ces commandes) :
help-nothing = Rien ne vous attend pour l’instant. La main est à : { $who }.
help-look = Regarder : /{ cmd-board }, /{ cmd-memories }, /{ cmd-hand }. Règles : /{ cmd-rules }.
hand-title = Votre main, { $name }
hand-line = { -jeton(num: "other") } **{ $tokens }** · Stress **{ $stress }**
hand-partials = Mémoires partielles (face cachée)
hand-clears = Mémoires claires (face cachée)
hand-board = Tableau de gestion des équipes (chez vous aujourd’hui)
hand-timeline = Période { $timeline }
hand-quote = Période { $timeline } : « { $quote } »
hand-none = aucune
hand-no-nurse = Vous n’avez pas de personnage dans ce scénario.

## /règles (cogs/look.py)
rules-footer = Règle { $ruling } · /{ cmd-rules } { opt-rules-topic }:<nom> pour une autre
rules-pick = Choisissez un sujet avec `/{ cmd-rules } { opt-rules-topic }:<nom>`. Sujets : { $topics }. Chaque règle en entier, avec ce qui la justifie : docs/RULINGS.md dans le code source du bot.
rules-unknown = Désolé, je n’ai pas de règle appelée « { $topic } ». Essayez l’un de ceux-ci : { $topics }.
rules-or = { $list }, ou { $glossary }
glossary-title = Glossaire
glossary-footer = /{ cmd-rules } { opt-rules-topic }:<terme> pour un terme, ou une règle par son nom ou son numéro
glossary-term-footer = Du glossaire · /{ cmd-rules } { glossary-word } pour tous les termes
glossary-choice = Glossaire : les mots du jeu
glossary-word = glossaire
waiting-seat = { $who } : { $phrases }
# Words a player typed, repeated in a refusal, in this language's quotation marks.
quoted = « { $text } »
list-semicolon = {"\u00A0; "}
help-item = • { $label } : { $command }
