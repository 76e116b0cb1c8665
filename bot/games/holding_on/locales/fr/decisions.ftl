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
phrase-choose = dire ce que la table a choisi

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
label-choose = { $answer }
label-timeline = période { $timeline }
label-stop = stop

# Quand vient chaque sorte de décision : dit quand personne ne peut la prendre maintenant.
when-stress_cost = cela vient quand un membre du personnel prend du Stress
when-reveal = une carte est révélée au début de chaque quart
when-send_on_leave = les congés se donnent seulement à la fin du quart du matin, avant que la carte de l’après-midi soit révélée
when-assign = on affecte le personnel pendant l’affectation d’un quart
when-cover = on couvre pendant l’affectation d’un quart, quand la salle de repos ne suffit pas
when-extra = le renfort vient pendant l’affectation d’un quart, quand la salle de repos ne suffit pas
when-call = un appel se place pendant l’affectation d’un quart, dans les scénarios avec la { -contact }
when-end_staffing = l’affectation finit quand plus personne ne peut être placé
when-bonus = le bonus vient quand le quart de nuit est complet ou qu’une urgence est évitée
when-care = les soins se choisissent une fois la carte pourvue
when-tokens = les jetons se posent pendant les soins médicaux
when-pool = les jetons de la réserve se posent pendant les soins médicaux, avec un Assistant sur la carte
when-resolve = les soins médicaux se résolvent une fois leurs jetons posés
when-reward = une récompense au choix se décide pendant les soins palliatifs
when-give_token = les jetons des soins palliatifs se donnent après le choix des récompenses
when-talker = qui parle à Billy se désigne quand les soins palliatifs font piocher des mémoires
when-billy_voice = la voix de Billy se désigne quand on pioche des mémoires
when-focus = on oriente ou on insiste avant la première pioche, à partir du scénario 2
when-persist = on insiste quand une mémoire vient d’être piochée, à partir du scénario 2
when-spend_trust = la confiance se dépense quand un événement le propose
when-inquire = on enquête après les soins, sur une carte où Billy est stable
when-stop_inquiry = c’est la personne qui enquête qui arrête son enquête
when-close_inquiries = les enquêtes se closent après les soins, sur une carte où Billy est stable
when-sm_return = à deux, la personne { -responsable } retourne en salle de repos à la fin du jour
when-choose = on choisit quand une carte de l’histoire le demande
