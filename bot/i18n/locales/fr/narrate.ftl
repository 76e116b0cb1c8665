# Le récit dans le salon (bot/render/narrate.py) et les textes privés (MP), avec les termes de TERMS.fr.md.

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
    [stable] stable
    [emergency] URGENCE, dégradation { $deterioration }
   *[deteriorating] préoccupant, dégradation { $deterioration }
  }
reward-word = { $reward ->
    [token] jeton
    [memory] mémoire
   *[either] au choix
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
effect-word = { $effect ->
    [ignore] Billy n’y prête pas attention : on continue de piocher
    [quiet_moment] un moment de calme : Billy n’a rien à dire
    [draw] Billy continue : une carte de plus
    [draw_ignoring_events] une carte de plus, sans tenir compte des événements
    [change_of_subject] Billy change de sujet
    [trust_for_condition] l’interlocutrice peut dépenser 1 jeton : +1 à l’état
    [trust_for_memory] l’interlocutrice peut dépenser 1 jeton pour une carte de plus
    [trust_for_memory_ignoring_events] l’interlocutrice peut dépenser 1 jeton pour une carte de plus, sans tenir compte des événements
    [condition_up] Billy reprend des forces : +1 à l’état
    [no_more_talking] Billy n’en dira pas plus
   *[remove] la carte quitte le jeu
  }
warning-word = { $reason ->
    [short_staffed] un quart n’a pas pu être entièrement couvert (R5)
    [no_medical_care] pas de soins médicaux aujourd’hui (R12)
   *[shift_manager_overstressed] la prochaine { -responsable } est surmenée (R7)
  }
loss-word = { $cause ->
    [died] Billy est mort.
    [transferred] Après un second avertissement, Billy est transféré hors du service.
   *[out_of_time] Les jours que l’objectif accordait sont écoulés.
  }
placed-how = { $how ->
    [assign] { $gender ->
        [masc] est affecté
       *[fem] est affectée
      }
    [on_call] arrive sur appel
    [cover] couvre depuis le quart précédent
    [extra] couvre des places en plus
   *[call] va sur la { -contact }
  }

## Lignes du salon, une par type d’événement
ev-card_revealed = **Quart { shift-name }** :{ $told } { -carte } { card-kind } ; personnel { $staff } ; récompenses { $rewards }{ $inquiry ->
    [yes] , case d’enquête
   *[no] {""}
  }.
ev-event_revealed = Événement ({ band-mark }) : { $told }{ $effects }.
ev-scenario_title = # Scénario { $number } : { $title }
ev-content_note = **Avertissement de contenu.** { $text }
ev-setup = **Mise en place et règles.** { $text }
ev-objective = **Objectif.** { $text }
ev-scenario_won = 🏁 **Objectif atteint.**
ev-scenario_lost = **Le scénario est perdu.** { $why }
ev-try_again = Un scénario perdu se rejoue jusqu’à la victoire : `/{ cmd-campaign } { cmd-campaign-start }` lance une nouvelle tentative.
ev-shift_manager_drawn = { $name } est la première { -responsable }.
ev-day_started = ## Jour { $day }
    { $name } est { -responsable } aujourd’hui.
ev-staff_placed = { $name } { placed-how }{ $spaces ->
    [0] {""}
   *[other] {" "}({ $spaces })
  }{ $has_contact ->
    [yes]  : appelle { $contact }
   *[no] {""}
  }.
ev-stress_gained = { $name } prend du Stress ({ $stress }).
ev-stress_cost_paid = { $name } renonce à { gives-word }.
ev-overstressed = { $name } est { $gender ->
    [masc] surmené
   *[fem] surmenée
  } : plus de quart aujourd’hui, en congé demain.
ev-warning = ⚠️ { -avertissement } { $warnings }/2 : { warning-word }.
ev-staffing_ended = { $missing ->
    [0] Le personnel est affecté.
   *[other] Il manque { $missing } { $missing ->
        [one] soignant
       *[other] soignants
      } à ce quart.
  }
ev-token_given = { $name } reçoit un { -jeton }.
ev-token_lost = Personne sur la carte ne peut prendre le jeton : il est perdu (R23).
ev-care_chosen = { care-word }.
ev-tokens_committed = { $name } : { $count } { $count ->
    [one] jeton
   *[other] jetons
  } sur la carte.
ev-medical_resolved = Soins médicaux donnés avec { $placed } { $placed ->
    [one] jeton
   *[other] jetons
  }.
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
   *[other] Billy n’en dira pas plus.
  }
ev-talk_ended = La conversation avec Billy s’achève.
ev-trust_spent = { $name } dépense un { -jeton }.
ev-trust_declined = Aucun jeton n’est dépensé.
ev-persisted = { $name } insiste (1 jeton).
ev-inquiry_window = Billy est stable : les { -infirmiere(num: "other") } sur la carte peuvent enquêter (/{ cmd-inquire }).
ev-inquiry = { $name } interroge Billy sur la période { $timeline }.
ev-inquiry_stopped = { $name } arrête d’enquêter.
ev-shift_ended = Le quart { shift-name } s’achève.
ev-call_made = 📞 { $name } appelle { $contact }.
ev-call_missed = { $name } est trop stressée pour appeler { $contact }.
ev-tokens_gained = { $name } gagne { $count } { $count ->
    [one] { -jeton }
   *[other] { -jeton(num: "other") }
  }.
ev-sent_on_leave = { $name } part en congé.
ev-back_from_leave = { $name } revient de congé.
ev-day_ended = Fin du jour { $day } : état { $condition }, avertissements { $warnings }/2. Discussion à propos de Billy.
ev-partial_placed = 🧩 { $by } pose une Mémoire partielle dans la période { $timeline } : *{ $title }*.
ev-clear_placed = ✨ { $by } pose une Mémoire claire sur *{ $title }*.
ev-decision_undone = ↩️ Annulé : { $decision }.
ev-attempt_abandoned = Le scénario { $scenario } (tentative { $attempt }) a été abandonné.

## Textes privés (MP et réponses visibles de vous seulement) : la première ligne nomme la campagne
dm-quote = Lisez ceci à voix haute, comme Billy (période { $timeline }) :
    > { $quote }
dm-partial = Vous tenez une Mémoire partielle, face cachée. Période { $timeline }. Billy a dit :
    > { $quote }
dm-clear = Vous tenez une Mémoire claire, face cachée. Période { $timeline }.
dm-clear-placed = Votre Mémoire claire *{ $title }* correspond à la grille et y est posée :
    { $scene }
dm-clear-looked = Vous regardez votre Mémoire claire en privé :
    { $scene }
    Sa Partielle n’est pas encore dans la grille : elle retourne dans le paquet sans que les autres la voient.
dm-stand-in = *(Ce soir, vous remplacez la joueuse ou le joueur de { $nurse }.)*
dm-delivery = -# Envoi { $delivery } : un second message avec ce numéro est la même carte, pas une nouvelle.

## Le personnel nommé par les règles (les Infirmières gardent le nom qu’on leur a donné à la table)
staff-name = { $id ->
    [a1] Assistant 1
    [a2] Assistant 2
    [o1] Sur appel 1
    [o2] Sur appel 2
    [pool] réserve des assistants
   *[other] { $name }
  }

sm-board-by = le tableau de gestion des équipes
