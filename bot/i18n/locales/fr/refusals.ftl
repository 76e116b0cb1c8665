# Refus : pourquoi une décision n’est pas possible maintenant, dans les mots de la règle (termes de docs/TERMS.fr.md ;
# espace insécable avant « : ; »). La raison vient une fois, avec sa règle ; ce qui reste permis suit, une fois.

listing = { $items }
role = { $manager ->
    [yes] { $name } ({ -responsable })
   *[no] { $name }
  }
result-word = { $result ->
    [won] gagnée
    [lost] perdue
    [abandoned] abandonnée
   *[other] finie
  }
where-over = cette tentative est finie ({ result-word })
where-day = jour { $day }, quart { shift-name }
waiting-pair = { $who } { INITIAL($phrase) ->
    [vowel] d’{ $phrase }
   *[consonant] de { $phrase }
  }
waiting-nobody = personne pour l’instant
refuse-you-can = Vous pouvez choisir : { $options }.

refuse-not-a-decision = Ce n’est pas une décision de cette partie.
refuse-attempt-over = Cette tentative du scénario est finie ({ result-word }) ; la suivante commence avec /{ cmd-campaign } { cmd-campaign-start }.
refuse-why-options = { $why } ({ $ruling }).
refuse-no-call = { $why } ; aucun appel pendant ce quart ({ $ruling }).
refuse-nobody-now = Personne ne peut { $phrase } maintenant ({ $where }) : { $when } ({ $ruling }). C’est à { $waiting }.
refuse-ruled = { $why } ({ $ruling }).
refuse-choice = { $why } ({ $ruling }).
refuse-seat-count = Holding On se joue à 2, 3 ou 4 ; cette table compte { $count } { $count ->
    [one] personne
   *[other] personnes
  }.
refuse-no-scenario = Il n’y a pas de scénario { $scenario } ; cette campagne a [{ $numbers }].

# Pourquoi pas ce choix (reasons.py) : le fait sur lequel la règle tranche.
why-no-own-token = { $name } n’a aucun { -jeton } à poser sur la case d’enquête, et ceux de la réserve ne servent pas à enquêter
why-not-on-card = { $name } n’est pas sur cette { -carte } : seul le personnel infirmier de la carte peut enquêter
why-only-her-tokens = C’est à { $who } de poser les { -jeton(num: "other") } { INITIAL($name) ->
    [vowel] d’{ $name }
   *[consonant] de { $name }
  } sur la carte
why-only-decide = C’est à { $who } d’en décider pour { $name }
why-only-may = C’est à { $who } { INITIAL($phrase) ->
    [vowel] d’{ $phrase }
   *[consonant] de { $phrase }
  } maintenant
why-too-stressed = { $name } a { $stress } { $stress ->
    [one] jeton
   *[other] jetons
  } de Stress : à partir de 2, on n’enquête plus
why-staffed-first = La { -carte } se remplit d’abord : l’appel vient quand plus personne ne peut y être placé (R5)
why-break-room-first = La { -contact } se remplit d’abord depuis la salle de repos ; de là, l’appel reste possible pour { $names }
why-no-such-staff = Personne dans le personnel ne s’appelle { $staff }
why-overstressed = { $name } est { GENDER($name) ->
    [f] surmenée
    [m] surmené
   *[n] en surmenage
  } et ne peut plus travailler aujourd’hui
why-on-leave = { $name } est en congé aujourd’hui
why-gone = { $name } a déjà fait sa journée : un Assistant sur appel ne vient qu’une fois par scénario
why-sm-of-four = { $name } est { -responsable } et, à quatre, ne travaille aucun quart aujourd’hui
why-manager-stays = { $name } est { -responsable } et reste dans le service
why-on-call-cover = { $name } est sur appel : un Assistant sur appel vient couvrir quand la salle de repos ne suffit pas
why-not-in-break-room = { $name } n’est pas en salle de repos
why-in-break-room = { $name } est en salle de repos : on y affecte le personnel, on ne le fait pas couvrir
why-already-on-shift = { $name } est déjà sur ce quart
why-break-room-fills = La salle de repos suffit encore à pourvoir ce quart : on ne fait couvrir une place que lorsqu’elle ne suffit plus
why-cannot-cover = { $name } n’a pas travaillé le quart précédent : seul le personnel de ce quart-là peut couvrir celui-ci
why-on-call-extra = { $name } est un Assistant sur appel, et les Assistants sur appel ne font pas de renfort
why-extra-not-on-card = { $name } n’est pas sur la { -carte } de ce quart : seul le personnel de la carte fait du renfort
why-extra-most = { $name } peut couvrir au plus { $count } { $count ->
    [one] place de plus
   *[other] places de plus
  } ici
why-past-maximum = { $name } a { $stress } { $stress ->
    [one] jeton
   *[other] jetons
  } de Stress pour { $most } au plus : ce serait dépasser ce maximum
why-talker-not-on-card = { $name } n’est pas sur cette { -carte } : qui parle à Billy est sur la carte
why-token-not-on-card = { $name } n’est pas sur cette { -carte } : le jeton va à quelqu’un de la carte
why-token-cap = { $name } a déjà { $count } { -jeton(num: "other") }, le maximum
why-call-nurse = { $name } ne fait pas partie du personnel infirmier : seul le personnel infirmier passe un appel
why-call-stress = { $name } a { $stress } jetons de Stress : à partir de 2, on ne passe plus d’appel
why-holds-none = { $name } n’a { $what ->
    [token] aucun { -jeton }
    [partial] aucune Mémoire partielle
   *[clear] aucune Mémoire claire
  }
why-tokens-most = { $name } a { $held } { $held ->
    [one] { -jeton }
   *[other] { -jeton(num: "other") }
  }, et chaque symbole en prend un : { $most } au plus { $most ->
    [one] peut
   *[other] peuvent
  } aller sur cette carte
why-no-partial = La période { $timeline } n’a encore aucune Mémoire partielle dans la grille
why-pool-most = { $most ->
    [0] Aucun jeton de la réserve ne peut aller sur cette carte
    [one] 1 jeton de la réserve au plus peut aller sur cette carte
   *[other] { $most } jetons de la réserve au plus peuvent aller sur cette carte
  } : la réserve en a { $pool }, et chaque symbole en prend un
why-no-such-player = Cette personne n’est pas à la table
why-voice-other = { $name } joue la personne qui parle à Billy : quelqu’un d’autre lui prête sa voix
why-names-nobody = Cette décision ne nomme personne
why-stress-other = C’est le Stress { INITIAL($payer) ->
    [vowel] d’{ $payer }
   *[consonant] de { $payer }
  } qui se paie maintenant, pas celui { INITIAL($name) ->
    [vowel] d’{ $name }
   *[consonant] de { $name }
  }
why-tokens-nurse = { $name } ne fait pas partie du personnel infirmier de cette { -carte } : seul celui-ci y pose ses propres jetons
why-not-inquiring = { $name } n’est pas en train d’enquêter
why-no-inquiry = Personne n’enquête : il n’y a pas d’enquête à arrêter
why-staffing-goes-on = L’affectation continue tant que quelqu’un peut encore être placé sur la carte
why-inquiry-under-way = Une enquête est en cours : c’est à qui enquête de l’arrêter d’abord
why-no-such-contact = Personne du nom de { $contact } ne peut être appelé dans ce scénario
why-contact-called = Vous avez déjà appelé { $contact } : il n’y a pas de second appel
why-contact-not-yet = On ne peut pas encore appeler { $contact } dans ce scénario
why-not-open = Ce n’est pas une façon { INITIAL($phrase) ->
    [vowel] d’{ $phrase }
   *[consonant] de { $phrase }
  }
why-emergency = Cette carte est une urgence : seuls les soins médicaux sont possibles
refuse-not-seated = { $member } n’a pas de place à cette table. Y jouent : { $seated }.
refuse-abandon-players = Seules les personnes qui jouent cette partie, ou quelqu’un qui peut gérer le serveur, peuvent l’abandonner.
refuse-bot-alone = Le bot jouerait alors toutes les places : une table a besoin d’au moins un membre qui joue.
refuse-seat-held-by-bot = Le bot joue { $nurse } pour vous ce soir. Pour reprendre votre place : /{ cmd-campaign } { cmd-campaign-standin } { opt-campaign-standin-seat }:{ $nurse }
