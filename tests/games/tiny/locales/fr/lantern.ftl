# Lanterne, le petit jeu des tests : chaque mot qu’il dit.
cmd-lantern = lanterne
    .description = Lanterne : porter à deux une lanterne sur dix planches, sans en parler
cmd-lantern-start = lancer
    .description = Porter la lanterne avec un partenaire : un membre de ce serveur, ou le bot.
opt-lantern-start-partner = partenaire
    .description = Qui la porte avec vous : un membre de ce serveur, ou le bot
lantern-table-name = une partie de Lanterne
lantern-phrase-carry = porter la lanterne
lantern-label-carry = { $choice } plus loin
lantern-ev-carried = { $seat } porte la lanterne { $planks } plus loin : elle est sur la planche { $plank } sur 10.
lantern-ev-won = La lanterne est posée sur la dernière planche. Vous avez traversé ensemble.
lantern-ev-lost = La lanterne tombe dans la rivière à la planche { $plank }.
lantern-not-open = Ce coup n’est pas possible maintenant : portez-la de 1, 2 ou 3 planches, jamais aussi loin que votre partenaire à l’instant.
lantern-ev-set-out = { $seat } prend la lanterne en premier. Dix planches jusqu’à l’autre rive.
lantern-not-your-turn = C’est à { $name } de porter la lanterne.
