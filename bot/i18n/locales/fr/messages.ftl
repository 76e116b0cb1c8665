# Le message d’une décision dans le salon : titre, résumé, qui agit ensuite.

msg-headline-result = Scénario { $scenario } { $result ->
    [won] gagné
   *[lost] perdu
  }
msg-headline-day = Fin du jour { $day }
msg-headline-shift = Fin du quart { shift-name }
msg-summary-field = Résumé
msg-summary = Billy { $condition }/30 (zone { band-word }) · avertissements { $warnings }/2 · réserve des assistants { $pool } · paquet Patient { $deck } cartes · maintenant jour { $day }, quart { shift-name }
msg-waiting = La main est à { $who }.
msg-more-choices = {" "}Plus de choix : /{ cmd-decide }.
msg-done = Fait.
msg-select = { $who } : { $phrase }
msg-waiting-seat = { $who } ({ $nurse }) : { $phrases }
