# Ablehnungen: warum eine Entscheidung jetzt nicht möglich ist (Begriffe aus TERMS.de.md).

listing = { $items }
role = { $manager ->
    [yes] { $name } ({ -schichtleiter })
   *[no] { $name }
  }
result-word = { $result ->
    [won] gewonnen
    [lost] verloren
    [abandoned] aufgegeben
   *[other] beendet
  }
where-over = dieser Versuch ist vorbei ({ result-word })
where-day = Tag { $day }, { shift-name }
waiting-pair = { $who }: { $phrase }
waiting-nobody = niemand
refuse-you-can = Möglich ist: { $options }.

refuse-not-a-decision = Das ist keine Entscheidung dieses Spiels.
refuse-attempt-over = Dieser Versuch des Szenarios ist vorbei ({ result-word }); den nächsten beginnt /{ cmd-campaign } { cmd-campaign-start }.
refuse-why-options = { $why }. Möglich ist: { $options } ({ $ruling })
refuse-no-call = { $why }; in dieser Schicht ist kein Anruf möglich ({ $ruling })
refuse-nobody-now = Niemand kann jetzt { $phrase } ({ $where }); es fehlt noch: { $waiting } ({ $ruling }).
refuse-ruled = { $why } ({ $ruling }).
refuse-choice = { $why }. Möglich ist: { $options }. ({ $ruling })
refuse-seat-count = Holding On spielen 2 bis 4 { -pflegekraft(num: "other") }; an diesem Tisch sitzen { $count }.
refuse-no-scenario = Ein Szenario { $scenario } gibt es nicht; diese Kampagne hat [{ $numbers }].

why-no-own-token = { $name } hat keinen eigenen { -marker } für das Gesprächsfeld
why-not-on-card = { $name } ist keine { -pflegekraft } auf dieser { -karte } und kann darum kein Gespräch führen
why-only-her-tokens = Nur { $who } darf die eigenen { -marker(num: "other") } von { $name } auf die Karte legen
why-only-decide = Nur { $who } darf das für { $name } entscheiden
why-only-may = Nur { $who } darf jetzt { $phrase }
why-too-stressed = { $name } hat { $stress } Stress und kann kein Gespräch führen
why-staffed-first = Zuerst wird die { -karte } besetzt: angerufen wird erst, wenn niemand mehr darauf passt (R5)
why-contact-taken = { $name } ist am { -telefon }: es wird erst wieder frei, wenn sie in der nächsten Schicht von dort eingeteilt wird, oder am Ende des Tages
why-break-room-first = Das { -telefon } wird zuerst aus dem Pausenraum besetzt, und dort kann { $names } anrufen
why-no-such-staff = Niemand im Personal heißt { $staff }
why-overstressed = { $name } ist erschöpft und kann heute nicht mehr arbeiten
why-on-leave = { $name } hat heute Ruhetag
why-no-token = { $name } hat keinen { -marker } für das Gesprächsfeld
why-cannot-cover = { $name } hat die Schicht davor nicht gearbeitet und kann darum nicht einspringen
why-past-maximum = { $name } käme über ihr Stress-Maximum
why-no-partial = Im { -abschnitt(case: "dat") } { $timeline } liegt noch keine { -erinnerung(kind: "partial") } im Raster
why-token-count = So viele Marker gehen hier nicht
why-not-open = Diese Wahl ist nicht möglich
