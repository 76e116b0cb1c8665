# Le récit dans le salon (bot/render/narrate.py) et les textes privés (MP), avec les termes de docs/TERMS.fr.md.
# Un nom porte l’accord que sa personne a choisi (GENDER($name) : f, m, ou n pour neutre, où la phrase évite
# l’accord) ; l’élision devant une voyelle passe par INITIAL($name) (« qu’Ana », « que Ben »).

## Petits mots
list-and = et
list-or = ou
shift-name = { $shift ->
    [0] du matin
    [1] de l’après-midi
   *[2] de nuit
  }
band-mark = { $band ->
    [green] 🟩 verte
    [orange] 🟧 orange
    [red] 🟥 rouge
   *[black] ⬛ noire
  }
band-word = { $band ->
    [green] verte
    [orange] orange
    [red] rouge
   *[black] noire
  }
card-kind = { $kind ->
    [stable] Billy stable
    [emergency] URGENCE ({ $deterioration } { $deterioration ->
        [one] symbole
       *[other] symboles
      }) : soins médicaux seulement
   *[deteriorating] état préoccupant ({ $deterioration } { $deterioration ->
        [one] symbole
       *[other] symboles
      } de dégradation)
  }
card-staff = { $staff ->
    [one] { $staff } soignant
   *[other] { $staff } soignants
  }
reward-count = { $reward ->
    [token] { $count } { $count ->
        [one] { -jeton }
       *[other] { -jeton(num: "other") }
      }
    [memory] { $count } { $count ->
        [one] Mémoire partielle
       *[other] Mémoires partielles
      }
   *[either] { $count } au choix (jeton ou mémoire)
  }
card-rewards = { $count ->
    [0] aucune récompense
    [one] récompense : { $rewards }
   *[other] récompenses : { $rewards }
  }
card-inquiry = { $inquiry ->
    [no] {""}
   *[yes] , case d’enquête
  }
reward-word = { $reward ->
    [token] jeton
    [memory] mémoire
   *[either] jeton ou mémoire
  }
rewards-none = aucune
care-word = { $care ->
    [medical] Soins médicaux
   *[palliative] Soins palliatifs
  }
deck-word = { $deck ->
    [partial] partielle
   *[clear] claire
  }
gives-word = { $gave ->
    [token] un { -jeton }
    [partial] une Mémoire partielle au hasard
   *[clear] une Mémoire claire au hasard
  }
# Les icônes des événements, sous les noms que donnent /règles R24 et le glossaire.
effect-word = { $effect ->
    [ignore] Ignorer l’événement : on continue de piocher, il ne compte pas
    [quiet_moment] Moment de calme : Billy n’a rien à dire
    [draw] Piocher une mémoire : une carte de plus
    [draw_ignoring_events] Piocher une mémoire en ignorant les événements : une carte de plus
    [change_of_subject] Changement de sujet : la carte suivante vient d’une autre période
    [trust_for_condition] Confiance, améliorer l’état : qui parle à Billy peut dépenser 1 { -jeton } pour +1 à l’état
    [trust_for_memory] Confiance, gagner une mémoire : qui parle à Billy peut dépenser 1 { -jeton } pour une carte de plus
    [trust_for_memory_ignoring_events] Confiance, gagner une mémoire : qui parle à Billy peut dépenser 1 { -jeton } pour une carte de plus, en ignorant les événements
    [condition_up] L’état s’améliore : +1 à l’état
    [no_more_talking] Fin de la conversation : Billy ne dira plus rien
   *[remove] Retirer : la carte retourne dans la boîte
  }
warning-word = { $reason ->
    [short_staffed] un quart n’a pas pu être entièrement couvert (R5)
    [no_medical_care] pas de soins médicaux aujourd’hui (R12)
   *[shift_manager_overstressed] qui devait prendre le rôle de { -responsable } est en surmenage (R7)
  }
loss-word = { $cause ->
    [died] Billy est mort.
    [out_of_cards] Le paquet Patient est vide : le temps de Billy est écoulé (R2).
    [transferred] Après un second { -avertissement }, Billy est transféré hors du service.
   *[out_of_time] Les jours que l’objectif accordait sont écoulés.
  }
placed-how = { $how ->
    [assign] { GENDER($name) ->
        [f] est affectée
        [m] est affecté
       *[n] prend une place sur la carte
      }
    [on_call] est appelé pour couvrir
    [cover] enchaîne avec ce quart pour couvrir
    [extra] fait du renfort
   *[call] va sur la { -contact }
  }

## Lignes du salon, une par type d’événement
# Une Carte Patient révélée en trois parties : son titre, sa phrase, ce qu’elle fait.
ev-card_revealed = **Quart { shift-name } :**{ $told }
    { -carte } : { card-staff }, { card-kind }, { card-rewards }{ card-inquiry }.
ev-event_revealed = Événement ({ band-mark }) : { $told }{ $effects }.
ev-scenario_title = # Scénario { $number } : { $title }
ev-content_note = **Avertissement de contenu.** { $text }
ev-setup = **Mise en place et règles.** { $text }
ev-objective = **Objectif.** { $text }
ev-scenario_won = 🏁 **Objectif atteint.**
ev-scenario_lost = **Le scénario est perdu.** { $why }
ev-try_again = Un scénario perdu se rejoue jusqu’à la victoire : `/{ cmd-campaign } { cmd-campaign-start }` lance une nouvelle tentative.
ev-shift_manager_drawn = { GENDER($name) ->
    [f] { $name } est la première { -responsable }.
    [m] { $name } est le premier { -responsable }.
   *[n] C’est { $name } qui commence comme { -responsable }.
  }
ev-day_started = ## Jour { $day }
    { $name } est { -responsable } aujourd’hui.
ev-staff_placed = { $name } { placed-how }{ $spaces ->
    [0] {""}
   *[other] {" "}({ $spaces } { $spaces ->
        [one] place
       *[other] places
      })
  }{ $has_contact ->
    [yes] {" "}pour appeler { $contact }
   *[no] {""}
  }.
ev-stress_gained = { $name } prend du Stress ({ $stress } au total).
ev-stress_cost_paid = { $name } renonce à { gives-word }.
ev-overstressed = { $name } est { GENDER($name) ->
    [f] surmenée
    [m] surmené
   *[n] en surmenage
  } : plus de quart aujourd’hui, congé demain.
ev-warning = ⚠️ { -avertissement } { $warnings }/2 : { warning-word }.
ev-staffing_ended = { $missing ->
    [0] Le quart est au complet.
   *[other] Il manque { $missing } { $missing ->
        [one] soignant
       *[other] soignants
      } à ce quart.
  }
ev-token_given = { $name } reçoit un { -jeton }.
ev-token_lost = Personne sur la carte ne peut prendre le jeton : il est perdu (R23).
ev-care_chosen = { $care ->
    [medical] Ce quart reçoit des soins médicaux.
   *[palliative] Ce quart reçoit des soins palliatifs.
  }
ev-tokens_committed = { $name } : { $count } { $count ->
    [one] jeton
   *[other] jetons
  } sur la carte.
ev-medical_resolved = { $placed ->
    [0] Soins médicaux donnés sans jeton.
    [one] Soins médicaux donnés avec 1 jeton.
   *[other] Soins médicaux donnés avec { $placed } jetons.
  }
ev-condition_changed = État de Billy : { $before } → { $after }.
ev-emergency_averted = L’urgence est évitée.
ev-reward_chosen = Récompense : { $choice ->
    [token] un { -jeton }
   *[memory] une Mémoire partielle
  }.
ev-talker_named = { $name } parle à Billy.
ev-billy_voice_named = { $name } prête sa voix à Billy.
ev-memory_drawn = { $name } reçoit une Mémoire { deck-word }, face cachée (période { $timeline }).
ev-quote = Billy : « { $quote } »
ev-conversation_ended = { $reason ->
    [nothing_more] Billy n’a plus rien à dire.
   *[other] Fin de la conversation : Billy ne dira plus rien.
  }
ev-talk_ended = La conversation avec Billy s’achève.
ev-trust_spent = { $name } dépense un { -jeton }.
ev-trust_declined = Aucun jeton n’est dépensé.
ev-persisted = { $name } insiste (1 jeton).
ev-inquiry_window = Billy est stable : le personnel infirmier de la carte peut enquêter (/{ cmd-inquire }).
ev-inquiry = { $name } interroge Billy sur la période { $timeline }.
ev-inquiry_stopped = { $name } arrête d’enquêter.
ev-shift_ended = Le quart { shift-name } s’achève.
ev-call_made = 📞 { $name } appelle { $contact }.
ev-call_missed = { $name } a trop de Stress pour appeler { $contact }.
ev-tokens_gained = { $name } gagne { $count } { $count ->
    [one] { -jeton }
   *[other] { -jeton(num: "other") }
  }.
ev-sent_on_leave = { $name } part en congé.
ev-back_from_leave = { $name } revient de congé.
ev-day_ended = Fin du jour { $day } (état de Billy : { $condition } ; avertissements : { $warnings }/2). Place à la Discussion à propos de Billy.
ev-partial_placed = 🧩 { $by ->
    [board] Une Mémoire partielle des Assistants rejoint la période { $timeline }
   *[other] { $by } pose une Mémoire partielle dans la période { $timeline }
  } : « { $title } ».
ev-clear_placed = ✨ { $by } pose une Mémoire claire sur « { $title } ».
ev-decision_undone = ↩️ Annulé : { $decision }.
ev-attempt_abandoned = Le scénario { $scenario } (tentative { $attempt }) a été abandonné.

## Textes privés (MP et réponses visibles de vous seulement) : la première ligne nomme la campagne
# Un message dit ce qui est arrivé, pas ce que vous tenez maintenant : il peut être lu plus tard (/main montre le présent).
dm-quote = Lisez ceci à voix haute, comme Billy (période { $timeline }) :
    > { $quote }
dm-partial = Une Mémoire partielle vous est arrivée face cachée (période { $timeline }). Billy a dit :
    > { $quote }
dm-clear = Une Mémoire claire vous est arrivée face cachée (période { $timeline }).
dm-clear-placed = Votre Mémoire claire « { $title } » correspond à la grille et y est posée :
    { $scene }
dm-clear-looked = Vous regardez votre Mémoire claire en privé :
    { $scene }
    Sa Partielle n’est pas encore dans la grille : la carte retourne dans le paquet sans que les autres la voient.
dm-stand-in = *(Vous jouez { $nurse } en remplacement.)*
dm-delivery = -# Envoi { $delivery } : un second message avec ce numéro est la même carte, pas une nouvelle.

## Le personnel nommé par les règles (les Infirmières et Infirmiers gardent le nom qu’on leur a donné à la table)
staff-name = { $id ->
    [a1] Assistant 1
    [a2] Assistant 2
    [o1] Assistant sur appel 1
    [o2] Assistant sur appel 2
    [pool] Réserve des assistants
   *[other] { $name }
  }

# Le moteur nomme le tableau de gestion des équipes comme celui qui pose ses Partielles (R15) ; ev-partial_placed le dit.
sm-board-by = le tableau de gestion des équipes
