# Décisions : ce qu’est chaque sorte (après « peut »), et chaque choix en bouton, liste ou suggestion.

phrase-stress_cost = choisir ce que cède la personne qui prend du Stress
phrase-reveal = révéler la { -carte }
phrase-send_on_leave = envoyer du personnel en congé
phrase-assign = affecter du personnel de la salle de repos
phrase-cover = faire couvrir une place
phrase-extra = demander un renfort
phrase-call = mettre quelqu’un du personnel infirmier sur la { -contact }
phrase-end_staffing = finir l’affectation
phrase-bonus = donner le { -jeton } du bonus
phrase-care = choisir entre soins médicaux et soins palliatifs
phrase-tokens = mettre ses propres { -jeton(num: "other") } sur la carte
phrase-pool = engager des jetons de la réserve des assistants
phrase-resolve = résoudre les soins médicaux
phrase-reward = choisir entre jeton et mémoire pour une récompense
phrase-give_token = donner un { -jeton }
phrase-talker = choisir qui parle à Billy
phrase-billy_voice = choisir qui prête sa voix à Billy
phrase-focus = orienter ou insister
phrase-persist = garder cette mémoire ou insister
phrase-spend_trust = décider de dépenser un jeton ou non
phrase-inquire = enquêter
phrase-stop_inquiry = arrêter d’enquêter
phrase-close_inquiries = clore les enquêtes
phrase-sm_return = décider de retourner en salle de repos ou non

label-stress_cost = { $who } cède { gives-word }
label-reveal = révéler la { -carte }
label-send_on_leave = envoyer { $who } en congé
label-assign = affecter { $who }
label-cover = { $who } couvre ce quart
label-extra = { $who } couvre { $count } { $count ->
    [one] place de plus
   *[other] places de plus
  }
label-call = { $who } appelle { $contact }
label-end_staffing = finir l’affectation
label-bonus = donner le { -jeton } à { $who }
label-care = { $choice ->
    [medical] Soins médicaux
   *[palliative] Soins palliatifs
  }
label-tokens = { $who } : { $count } { $count ->
    [one] jeton
   *[other] jetons
  } sur la carte
label-pool = { $count } { $count ->
    [one] jeton
   *[other] jetons
  } de la réserve sur la carte
label-resolve = résoudre les soins médicaux
label-reward = prendre { $choice ->
    [token] un { -jeton }
   *[memory] une Mémoire partielle
  }
label-give_token = donner le { -jeton } à { $who }
label-talker = { $who } parle à Billy
label-billy_voice = { $player } prête sa voix à Billy
label-focus = { $choice ->
    [steer] Orienter vers la période { $timeline } (1 jeton)
    [persist] Insister (1 jeton par mémoire mise de côté)
   *[none] ni orienter ni insister
  }
label-persist = { $choice ->
    [yes] Insister : 1 jeton pour la mémoire suivante
   *[no] garder cette mémoire
  }
label-spend_trust = { $choice ->
    [yes] dépenser 1 { -jeton }
   *[no] ne rien dépenser
  }
label-inquire = { $who } enquête sur la période { $timeline }
label-stop_inquiry = arrêter d’enquêter
label-close_inquiries = clore les enquêtes
label-sm_return = { $choice ->
    [yes] retourner en salle de repos pour 2 jetons
   *[no] rester
  }
label-timeline = période { $timeline }
label-stop = stop
