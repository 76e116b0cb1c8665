# Refus : pourquoi une décision n’est pas possible maintenant (termes de TERMS.fr.md ; espace insécable avant « : ; »).

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
waiting-pair = { $who } : { $phrase }
waiting-nobody = personne
refuse-you-can = Possible : { $options }.

refuse-not-a-decision = Ce n’est pas une décision de cette partie.
refuse-attempt-over = Cette tentative du scénario est finie ({ result-word }) ; la suivante commence avec /{ cmd-campaign } { cmd-campaign-start }.
refuse-why-options = { $why }. Possible : { $options } ({ $ruling })
refuse-no-call = { $why } ; aucun appel possible pendant ce quart ({ $ruling })
refuse-nobody-now = Personne ne peut { $phrase } maintenant ({ $where }) ; en attente de : { $waiting } ({ $ruling }).
refuse-ruled = { $why } ({ $ruling }).
refuse-choice = { $why }. Possible : { $options }. ({ $ruling })
refuse-seat-count = Holding On se joue de 2 à 4 { -infirmiere(num: "other") } ; cette table en a { $count }.
refuse-no-scenario = Il n’y a pas de scénario { $scenario } ; cette campagne a [{ $numbers }].

why-no-own-token = { $name } n’a pas de { -jeton } à elle pour la case d’enquête
why-not-on-card = { $name } n’est pas une { -infirmiere } de cette { -carte }, elle ne peut donc pas enquêter
why-only-her-tokens = Personne d’autre que { $who } ne peut mettre les { -jeton(num: "other") } de { $name } sur la carte
why-only-decide = Personne d’autre que { $who } ne peut en décider pour { $name }
why-only-may = Personne d’autre que { $who } ne peut { $phrase } maintenant
why-too-stressed = { $name } a { $stress } Stress et ne peut pas enquêter
why-staffed-first = La { -carte } est d’abord pourvue : l’appel vient quand plus personne ne peut y être placé (R5)
why-contact-taken = { $name } est sur la { -contact } : elle ne se libère que quand elle en est réaffectée au quart suivant, ou à la fin du jour
why-break-room-first = La { -contact } se pourvoit d’abord depuis la salle de repos, et { $names } peut y passer l’appel
why-no-such-staff = Personne dans le personnel ne s’appelle { $staff }
why-overstressed = { $name } est { $gender ->
    [masc] surmené
   *[fem] surmenée
  } et ne peut plus travailler aujourd’hui
why-on-leave = { $name } est en congé aujourd’hui
why-no-token = { $name } n’a pas de { -jeton } pour la case d’enquête
why-cannot-cover = { $name } n’a pas travaillé le quart d’avant, { $gender ->
    [masc] il
   *[fem] elle
  } ne peut donc pas le couvrir
why-past-maximum = { $name } dépasserait son maximum de Stress
why-no-partial = La période { $timeline } n’a encore aucune Mémoire partielle dans la grille
why-token-count = Autant de jetons, ce n’est pas possible ici
why-not-open = Ce choix n’est pas possible
