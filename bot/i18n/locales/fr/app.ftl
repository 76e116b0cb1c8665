# Les phrases propres à la couche Discord (bot/app) : filets de sécurité, avis, réponses privées.

error-nothing-changed = Un problème est survenu de notre côté ; rien n’a changé. Incident { $incident }.
error-saved-but = Votre décision est enregistrée ({ $saved }), mais un problème est survenu à l’affichage : /{ cmd-board } montre la table. Incident { $incident }.
error-foreign-ids = Cette interaction porte des identifiants que Discord ne crée jamais ; rien n’a été fait.
error-unrouted = Ce bouton ne sert à rien à cette table (il vient peut-être d’une ancienne version du bot). Ce qui vous est ouvert maintenant : /{ cmd-help } ou /{ cmd-decide }.
error-command-gone = Cette commande n’est plus à moi : Discord rafraîchit la liste en moins d’une minute ; réessayez ensuite.
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
