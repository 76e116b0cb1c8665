# „…and then, we held hands.“: alles, was das Spiel sagt (bot/games/hands/render/), mit seinen Regeln (HANDS.md
# H1–H20). In unseren Worten, nie denen der Spielregel; die Begriffe aus docs/TERMS.hands.md.

-hands-title = …and then, we held hands.

# Das Spiel, wie die Sätze des Tisches es nennen, mit Artikel; `case`: nom oder acc (gleich bei „eine Partie“).
hands-table-name = eine Partie „{ -hands-title }“

## Kleine Wörter
# Die vier Emotionen heißen mit Substantiven, wie Kartenarten (docs/TERMS.hands.md)
hands-emotion = { $emotion ->
    [sad] Trauer
    [angry] Wut
    [calm] Ruhe
   *[happy] Freude
  }
hands-node = { $node ->
    [C] die Mitte
   *[other] { $node }
  }
hands-node-emotion = { $node } ({ $emotion })
# Die Wörter einer Wahl, wie man sie tippt oder wählt (bot/games/hands/commands.py liest sie in jeder Sprache)
hands-word-left = links
hands-word-right = rechts
hands-word-keep = behalten
hands-word-turn = drehen
hands-centre = die Mitte
hands-seat = { $place ->
    [south] Süd
   *[north] Nord
  }
hands-side = { $side ->
    [left] links
   *[right] rechts
  }
hands-difficulty = { $difficulty ->
    [normal] normal
    [challenging] herausfordernd
    [difficult] schwierig
   *[impossible] unmöglich
  }
hands-difficulty-arguments = { $difficulty ->
    [normal] keine Aufgabe ist ein Streit
    [challenging] 4 der 24 Aufgaben gelten als Streit, eine je Emotion
    [difficult] 8 der 24 Aufgaben gelten als Streit, zwei je Emotion
   *[impossible] 12 der 24 Aufgaben gelten als Streit, drei je Emotion
  }
# Wessen: der Name im Genitiv („Anas“, „Hans’“: ENDING sagt, ob er auf s, ß, x oder z endet)
hands-of-name = { ENDING($name) ->
    [sibilant] { $name }’
   *[other] { $name }s
  }
hands-of-partner = { ENDING($partner) ->
    [sibilant] { $partner }’
   *[other] { $partner }s
  }
# Eine Karte, wie man sie tippt (S6: Reihe von Süd, sechste ab der Abdeckkarte); ihre Hälfte nur, wo sie neu ist
hands-card = Karte { $card }
hands-card-half = Karte { $card } ({ $half })
hands-card-any = eine Karte
# Die Karte eines Schritts: die eigene oder die des Gegenübers („Bots Karte N1“)
hands-card-played = { $own ->
    [yes] die eigene Karte { $card }
   *[other] { ENDING($owner) ->
        [sibilant] { $owner }’
       *[other] { $owner }s
      } Karte { $card }
  }{ $half ->
    [none] {""}
   *[other] {" "}({ $half })
  }

## Eine offene Wahl, als Knopf oder Listeneintrag
hands-label-first = { $target } beginnt
hands-label-half = { $choice ->
    [left] linke
   *[right] rechte
  } Hälften für { $name }
hands-label-step = { $node_id ->
    [C] in die Mitte mit { $card }
   *[other] Schritt nach { $node } mit { $card }
  }
hands-label-end = Zug beenden
hands-label-perspective = { $choice ->
    [turn] die Reihe auf die andere Hälfte drehen
   *[keep] die Perspektive behalten
  }

## Was eine Art von Entscheidung ist (nach „kann“ oder „zu“)
hands-phrase-first = bestimmen, wer beginnt
hands-phrase-half = wählen, welche Hälfte der eigenen Reihe zu sehen ist
hands-phrase-step = zu einem Nachbarknoten gehen und dafür eine Karte ablegen
hands-phrase-end = den Zug beenden
# Ein Schritt, wenn auch die Mitte betreten werden kann (nach Stapel 3, von I0, I2, I4 oder I6: H14, H17)
hands-phrase-step-centre = zu einem Nachbarknoten gehen und dafür eine Karte ablegen, oder mit einer beliebigen Karte die Mitte betreten, H17
hands-phrase-perspective = wählen, ob die Reihe gedreht wird

## Die Geschichte: eine Zeile je Ereignis
hands-ev-game_started = Eine Partie „{ -hands-title }“ beginnt im Schwierigkeitsgrad „{ hands-difficulty }“: { hands-difficulty-arguments } (H16). { $south } sitzt im Süden, mit dem Spielstein auf O16; { $north } im Norden, auf O0 (H5).
hands-ev-dealt = Beide bekommen eine Reihe aus { $cards } Emotionskarten; { $deck } bleiben im Nachziehstapel. Bis beide ihre Hälfte gewählt haben, liegen alle zwölf Karten mit beiden Hälften offen (H7).
hands-ev-first_player = { $name } beginnt (H7).
hands-ev-half_chosen = { $name } sieht künftig die { $side ->
    [left] linken
   *[right] rechten
  } Hälften der eigenen Reihe (H7).
hands-ev-setup_done = Der Aufbau ist fertig: Ab jetzt sieht niemand mehr die verdeckten Hälften, auch nicht die der eigenen Reihe (H7, H19). { $name } beginnt.
hands-ev-turn_started = **Zug { $turn }**: { $name } ist am Zug, { $centre ->
    [true] in der Mitte
   *[other] auf { $node }
  }.
hands-ev-objective_revealed = { $argument ->
    [true] Neue Aufgabe, ein **Streit**: { $emotion } { $ring ->
        [outer] auf dem Außenring
        [middle] auf dem Mittelring
       *[inner] auf dem Innenring
      }; beigelegt ist er, wenn ein Zug auf dem Knoten endet, auf dem das Gegenüber den Zug davor beendet hat (H16). { hands-objectives-left }
   *[other] Neue Aufgabe: **{ $emotion }** { $ring ->
        [outer] auf dem Außenring
        [middle] auf dem Mittelring
       *[inner] auf dem Innenring
      } ({ hands-objectives-left-short }).
  }
hands-objectives-left = { $left ->
    [0] Die letzte Aufgabe von Stapel { $set }.
    [one] Stapel { $set }, danach noch eine.
   *[other] Stapel { $set }, danach noch { $left }.
  }
hands-objectives-left-short = { $left ->
    [0] Stapel { $set }, die letzte
    [one] Stapel { $set }, danach noch eine
   *[other] Stapel { $set }, danach noch { $left }
  }
hands-ev-stepped = { $centre ->
    [true] { $name } betritt die Mitte und legt dafür { $card } ab; Waage { $balance }.
   *[other] { $name } geht nach { $node } und legt dafür { $card } ab; Waage { $balance }.
  }
hands-ev-turn_ended = { $name } beendet den Zug { $centre ->
    [true] in der Mitte
   *[other] auf { $node }
  } nach { $steps ->
    [one] einem Schritt
   *[other] { $steps } Schritten
  }, Waage { $balance }.
hands-ev-objective_completed = { $argument ->
    [true] Streit auf { $node } beigelegt:
   *[other] Aufgabe auf { $node } erfüllt:
  } { $completed } von 8 in Stapel { $set }.
hands-ev-drew = { $count ->
    [0] { $name } steht im Gleichgewicht, aber der Nachziehstapel ist leer: nichts zu ziehen (H11).
   *[other] { $name } steht im Gleichgewicht und zieht { $count ->
        [one] eine Karte
       *[other] { $count } Karten
      } nach{ $short ->
        [true] , alles, was der Stapel noch hatte (H11)
       *[other] {""}
      }{ $shows ->
        [none] {""}
       *[other] : { $shows }
      }.
  }
hands-ev-perspective_kept = { $name } behält die Perspektive: Die Reihe zeigt weiter die { $side ->
    [left] linken
   *[right] rechten
  } Hälften (H12).
hands-ev-perspective_turned = { hands-of-name } Reihe wird gedreht und zeigt jetzt die { $side ->
    [left] linken
   *[right] rechten
  } Hälften (H12){ $shows ->
    [none] {""}
   *[other] : { $shows }
  }.
hands-ev-set_completed = **Stapel { $set } ist geschafft.** { $cards ->
    [0] Beide Ablagestapel sind leer; der Nachziehstapel behält seine { $deck } Karten (H13).
   *[other] { $name } mischt { $cards ->
        [one] die eine abgelegte Karte
       *[other] die { $cards } abgelegten Karten
      } zurück in den Nachziehstapel, der jetzt { $deck } Karten hat (H13).
  }
hands-ev-lines_opened = { $opened ->
    [middle] Der Mittelring und die Linien zwischen Außen- und Mittelring sind offen; die Aufgaben von Stapel 2 werden auf dem Mittelring erfüllt (H14).
    [inner] Jetzt ist jede Linie offen außer denen zur Mitte; die Aufgaben von Stapel 3 werden auf dem Innenring erfüllt (H14).
   *[centre] Die Linien zur Mitte sind offen. Betretet nun beide die Mitte, in direkt aufeinanderfolgenden Zügen, und beendet jeden dieser Züge mit der Waage auf 0 (H14, H17).
  }
hands-ev-won = **Sie halten sich an den Händen.** { $name } kommt zu { $partner } in die Mitte, beide im Gleichgewicht: gewonnen in Zug { $turn } (H17).
hands-ev-lost = **Die Partie ist verloren** (Zug { $turn }): { $cause ->
    [stuck] { $name } kann zu Beginn des Zuges keinen erlaubten Schritt machen (H18a).
    [out_of_cards] Der Nachziehstapel ist leer, und keine Reihe hat noch eine Karte (H18b).
    [unbalanced] { $name } hat die Mitte betreten, aber den Zug nicht mit der Waage auf 0 beendet (H18c).
   *[not_followed] { $partner } hat in der Mitte gewartet, und { $name } ist nicht im direkt folgenden Zug im Gleichgewicht dazugekommen (H18c).
  }
hands-ev-decision_undone = Zurückgenommen: { $decision }.
hands-ev-game_abandoned = Die Partie wurde aufgegeben.

## Ablehnungen: warum eine Entscheidung nicht möglich ist, in den Worten der Regel
hands-refuse-over = Die Partie ist vorbei ({ $result ->
    [won] gewonnen
   *[lost] verloren
  }).
hands-refuse-not-your-turn = { $name } ist am Zug.
hands-refuse-no-step-yet = Ein Zug besteht aus mindestens einem Schritt (H9).
hands-refuse-not-now = Du kannst jetzt nicht { $kind }: { $phase ->
    [first_player] Gerade wird bestimmt, wer beginnt (H7)
    [halves] Gerade werden die Hälften der Reihen gewählt (H7)
    [move] { $kind_id ->
        [perspective] Über die Perspektive wird erst entschieden, wenn ein Zug auf der Mittellinie endet (H12)
        [half] Die Hälften werden beim Aufbau gewählt (H7)
        [first] Wer beginnt, wird beim Aufbau bestimmt (H7)
       *[other] Gerade läuft ein Zug; jetzt geht es um Schritte und das Zugende (H9)
      }
    [perspective] Der Zug endete auf der Mittellinie, wo die Perspektive gewählt wird (H12)
   *[other] Das Spiel ist an anderer Stelle
  }.
hands-refuse-not-now-waiting = Du kannst jetzt nicht { $kind }: Das Spiel wartet auf { $name }.
hands-refuse-chosen = { $name } hat schon gewählt (H7).
hands-refuse-choice = Diese Wahl ist nicht möglich: { $kind }.
hands-refuse-no-node = Einen Knoten „{ $node }“ gibt es auf dem Spielplan nicht.
hands-refuse-in-centre = { hands-of-name } Spielstein steht in der Mitte und bleibt dort (H17).
hands-refuse-joined = { hands-of-name } Spielstein steht auf demselben Knoten wie { $partner } und darf nicht über ihn hinwegziehen (H15).
hands-refuse-here = { $name } steht schon auf { $node }.
hands-refuse-not-next = { $node } ist über keine Linie mit { $here } verbunden.
hands-refuse-line-closed = Die Linie von { $here } nach { $node } ist noch nicht offen: Sie öffnet sich, wenn Stapel { $set } geschafft ist (H14).
hands-refuse-visited = { $name } war in diesem Zug schon auf { $node } (H9).
hands-refuse-partner-node = Auf { $node } steht { $partner }: Ein Spielstein darf diesen Knoten nicht betreten (H15), außer um dort einen Streit beizulegen (H16).
hands-refuse-no-card = Eine Karte { $card } zum Ablegen gibt es nicht.
hands-refuse-no-payer = Mit keiner Karte ist jetzt ein Schritt nach { $node } möglich: Die sichtbare Hälfte muss die Emotion von { $node } zeigen, und die Waage muss zwischen -2 und +2 bleiben (H9).
hands-refuse-wrong-half = Karte { $card } zeigt { $half }, nicht { $emotion } (H9).
hands-refuse-balance = Dieser Schritt brächte { hands-of-name } Waage auf { $balance }; sie muss aber zwischen -2 und +2 bleiben (H9).
hands-two-players = „{ -hands-title }“ ist ein Spiel für genau zwei Personen, nicht für { $count }.
hands-one-chapter = Dieses Spiel hat nur ein Kapitel: 1.
hands-name-side = Wähle die linke oder die rechte Hälfte deiner Reihe (H7).
hands-name-perspective = Behalte deine Perspektive oder drehe deine Reihe (H12).
hands-name-player = Nenne eine der Personen am Tisch: { $players }.
hands-name-card = Nenne die Karte mit Reihe und Platz: S3 ist die dritte Karte von Süd, von der Abdeckkarte aus gezählt, N1 die erste von Nord.
hands-name-node = Nenne den Knoten für den Schritt ({ opt-hands-step-to }:O12, oder { opt-hands-step-to }:C für die Mitte).
hands-which-card = Nenne die Karte, die du für { $node } ablegst: { $cards }.
hands-options-not-a-table = Die Optionen müssen eine Tabelle aus Namen und Werten sein.
hands-option-unknown = Eine Option „{ $option }“ gibt es nicht; die Optionen sind: { $known }.
hands-option-value = Die Option { $option } kann nicht „{ $value }“ sein; möglich ist: { $allowed }.
hands-option-missing = Die Option { $option } fehlt.

## Regeln: jede in wenigen eigenen Zeilen
hands-rules-list = Die Regeln von „{ -hands-title }“ – frag nach einer mit ihrer Nummer oder ihrem Namen:
hands-rules-source = Jede ausführlich, mit ihrer Begründung: docs/HANDS.md im Quelltext des Bots.
hands-rules-unknown = Eine Regel „{ $topic }“ gibt es nicht. Frag nach H1 bis H20, einem Namen wie „perspektive“ oder „streit“ oder nach dem Glossar.
hands-glossary-title = Glossar
hands-rule-H1 = Der Spielplan
    .key = spielplan
    .summary = Drei Ringe aus Knoten und die Mitte: 32 Knoten auf dem Außenring (O0–O31), 16 auf dem Mittelring (M0–M15), 8 auf dem Innenring (I0–I7), im Uhrzeigersinn ab 12 Uhr gezählt. Jeder Knoten zeigt eine von vier Emotionen: Trauer (schwarz), Wut (rot), Ruhe (blau) oder Freude (grün), je 14. Linien schließen jeden Ring zum Kreis und verbinden die Ringe; von I0, I2, I4 und I6 geht es in die Mitte.
hands-rule-H2 = Emotionskarten
    .key = karten
    .summary = 48 Karten mit je zwei verschiedenen Emotionen, eine auf der linken, eine auf der rechten Hälfte. Eine Karte heißt nach ihren Hälften, „Trauer | Ruhe“. Jede Emotion steht zwölfmal auf jeder Seite; ein Wechsel der Perspektive ändert also, was jede Karte bietet.
hands-rule-H3 = Aufgabenkarten
    .key = aufgaben
    .summary = 24 Aufgaben, sechs je Emotion; bei höherem Schwierigkeitsgrad gelten manche davon als Streit (H16). Sie werden gemischt und in drei Stapel zu je 8 aufgeteilt, die nacheinander gespielt werden.
hands-rule-H4 = Die Waagen
    .key = waage
    .summary = Jede Person hat eine Waage von -2 bis +2, die bei 0 beginnt. Jede abgelegte Kartenhälfte bewegt sie um einen Schritt: Ruhe und Freude ins Plus, Trauer und Wut ins Minus.
hands-rule-H5 = Plätze
    .key = plätze
    .summary = Süd sitzt bei 6 Uhr und beginnt auf O16; Nord sitzt bei 12 Uhr und beginnt auf O0, dem äußeren Knoten vor der eigenen Waage.
hands-rule-H6 = Die zwei Hälften des Spielplans
    .key = hälften
    .summary = Die Mittellinie läuft von O0 über M0, I0, die Mitte, I4 und M8 nach O16; ihre Knoten liegen in keiner Hälfte. Links und rechts sieht jede Person von ihrem Platz aus: Links ist für Süd der Westen, für Nord der Osten.
hands-rule-H7 = Aufbau
    .key = aufbau
    .summary = Jede Person bekommt eine Reihe aus 6 Karten, in der gezogenen Reihenfolge. Beide sehen beide Hälften aller zwölf Karten, dann wählt jede Person, welche Hälfte der eigenen Reihe sie sieht. Ab dann sieht niemand die verdeckten Hälften, auch nicht in der eigenen Reihe, bis ein Wechsel der Perspektive sie aufdeckt. Wer beginnt, entscheidet das Los oder der Tisch.
hands-rule-H8 = Eine neue Aufgabe
    .key = aufgabe
    .summary = Liegt keine Aufgabe offen, deckt die Person, deren Zug beginnt, die oberste Karte des laufenden Aufgabenstapels auf. Das geschieht von selbst.
hands-rule-H9 = Bewegung
    .key = bewegung
    .summary = Ein Zug besteht aus mindestens einem Schritt. Für jeden Schritt entlang einer offenen Linie zu einem Nachbarknoten wird eine Karte abgelegt, deren sichtbare Hälfte die Emotion des Zielknotens zeigt – aus der eigenen Reihe oder der des Gegenübers; die Waage bewegt sich entsprechend dieser Hälfte. Kein Schritt darf einen in diesem Zug schon besuchten Knoten betreten (auch den Start), den Knoten des Gegenübers betreten oder die Waage über -2 oder +2 hinausbringen. Abgelegte Karten kommen auf den Ablagestapel der Person am Zug, egal aus welcher Reihe.
hands-rule-H10 = Das Ende eines Zuges
    .key = zugende
    .summary = In dieser Reihenfolge: Die Aufgabe ist erfüllt, wenn der Spielstein auf einem Knoten ihrer Emotion auf dem Ring des laufenden Stapels endet (Durchziehen zählt nicht; höchstens eine je Zug). Wer mit der Waage auf 0 endet, zieht auf 6 Karten nach; die neuen kommen ans ferne Ende der Reihe, und beide sehen die Hälften, die sie zeigen, auch wenn sich die Reihe gleich danach dreht. Die Perspektive kann wechseln. Ein Aufgabenstapel kann enden. Dann ist das Gegenüber am Zug.
hands-rule-H11 = Ein leerer Nachziehstapel
    .key = leerer stapel
    .summary = Wer nachzieht, bekommt nur, was im Nachziehstapel noch liegt. Aufgefüllt wird er nur, wenn ein Aufgabenstapel endet.
hands-rule-H12 = Perspektive
    .key = perspektive
    .summary = Jede Person sieht die Hälfte ihrer Karten, die zur Hälfte des Spielplans passt, in der ihr Spielstein steht. Steht er am Ende des Zuges in der Hälfte, die die Reihe nicht zeigt, wird die ganze Reihe gedreht und zeigt die andere Hälfte, in derselben Reihenfolge. Auf der Mittellinie wird gewählt, ob gedreht wird, ohne die verdeckten Hälften vorher zu sehen. Mitten im Zug wechselt die Perspektive nie.
hands-rule-H13 = Das Ende eines Aufgabenstapels
    .key = stapel
    .summary = Wird die achte Aufgabe eines Stapels erfüllt, mischt die Person mit mehr Karten auf dem Ablagestapel diese in den Nachziehstapel (bei Gleichstand, wer den Stapel beendet hat). Der andere Ablagestapel bleibt liegen. Der nächste Aufgabenstapel beginnt im nächsten Zug mit einer neuen Aufgabe.
hands-rule-H14 = Offene Linien und Ringe
    .key = ringe
    .summary = Stapel 1 wird auf dem Außenring erfüllt, und nur dessen Linien sind offen. Nach Stapel 1 öffnen sich der Mittelring und die Linien zwischen Außen- und Mittelring; Stapel 2 wird auf dem Mittelring erfüllt. Nach Stapel 2 öffnet sich jede Linie außer denen zur Mitte; Stapel 3 wird auf dem Innenring erfüllt. Nach Stapel 3 öffnen sich die Linien zur Mitte. Eine offene Linie bleibt offen, in beide Richtungen.
hands-rule-H15 = Spielsteine
    .key = spielsteine
    .summary = Ein Spielstein zieht nie über den Knoten des Gegenübers und endet nie dort, außer um einen Streit beizulegen. Solange beide Steine auf einem Knoten stehen, darf jeder ihn in jede Richtung verlassen.
hands-rule-H16 = Streit
    .key = streit
    .summary = Manche Aufgaben gelten als Streit, je nach Schwierigkeitsgrad: keine bei „normal“; eine je Emotion bei „herausfordernd“ (4 von 24); zwei je Emotion bei „schwierig“ (8); drei je Emotion bei „unmöglich“ (12). Ein Streit ist beigelegt, wenn die Person am Zug ihren Zug auf dem Knoten beendet, auf dem das Gegenüber den Zug davor beendet hat, und dieser Knoten die Emotion des Streits auf dem Ring des laufenden Stapels zeigt.
hands-rule-H17 = Gewinnen
    .key = gewinnen
    .summary = Nach Stapel 3 darf die Person am Zug die Mitte von I0, I2, I4 oder I6 aus mit einer beliebigen Karte aus einer der beiden Reihen betreten; die Waage bewegt sich entsprechend der sichtbaren Hälfte dieser Karte. Das Betreten ist ein Schritt wie jeder andere: Die Waage bleibt zwischen -2 und +2. Die Mitte darf der letzte Schritt eines längeren Zuges sein, und ein Spielstein dort bleibt, daher stellt sich die Frage der Perspektive nicht. Gewonnen ist, wenn beide in aufeinanderfolgenden Zügen eintreten und jeder dieser Züge mit der Waage auf 0 endet.
hands-rule-H18 = Verlieren
    .key = verlieren
    .summary = Die Partie ist verloren, wenn (a) die Person am Zug zu Beginn keinen erlaubten Schritt hat, nachdem die neue Aufgabe (falls eine kommt) aufgedeckt ist; (b) der Nachziehstapel leer ist und keine Reihe eine Karte hat; (c) ein Zug, der die Mitte betritt, nicht mit der Waage auf 0 endet, oder das Gegenüber nicht im direkt folgenden Zug im Gleichgewicht nachkommt. Was zuerst geschieht, beendet die Partie.
hands-rule-H19 = Was alle sehen
    .key = information
    .summary = Offen: der Spielplan, beide Spielsteine und Waagen, die sichtbaren Hälften beider Reihen, die offene Aufgabe, wie viele Aufgaben jeder Stapel noch hat, die Größe der Ablagestapel und des Nachziehstapels. Für alle verborgen: die verdeckten Hälften nach dem Aufbau und die Reihenfolge jedes Stapels.
hands-rule-H20 = Nicht über das Spiel reden
    .key = reden
    .summary = Am Tisch wird nicht über die Züge gesprochen: keine Tipps, keine Pläne, kein „nimm die Karte“. Über alles andere darf geredet werden, und eine erste Partie darf die Regel zum Lernen beiseitelassen. Der Bot sagt das zu Beginn jeder Partie und schlägt nie einen Zug vor; den Chat kann und will er nicht überwachen.

## Glossar
hands-term-node = **Knoten**: ein farbiger Punkt auf dem Spielplan; seine Emotion bestimmt, mit welcher Kartenhälfte man ihn betreten darf (H1, H9).
hands-term-ring = **Ring**: einer der drei Kreise aus Knoten, Außenring (O), Mittelring (M) und Innenring (I); die Aufgaben jedes Stapels werden auf einem von ihnen erfüllt (H14).
hands-term-perspective = **Perspektive**: welche Hälfte der eigenen Karten zu sehen ist, links oder rechts; sie folgt der Hälfte des Spielplans, in der der eigene Spielstein steht (H12).
hands-term-balance = **Gleichgewicht**: die eigene Waage auf 0; nur wer im Gleichgewicht ist, zieht Karten nach (H4, H10).
hands-term-scale = **Waage**: die Leiste vor jedem Platz, von -2 bis +2; bei 0 ist man im Gleichgewicht (H4).
hands-term-argument = **Streit**: eine schwerere Aufgabe; beigelegt auf dem Knoten, auf dem das Gegenüber den Zug davor beendet hat (H16).
hands-term-middle-line = **Mittellinie**: die Knoten von O0 über die Mitte nach O16; sie gehören zu keiner Hälfte, und wer dort endet, wählt die Perspektive (H6, H12).
hands-term-objective = **Aufgabe**: die Emotion, auf der ein Zug enden soll, auf dem Ring des laufenden Stapels (H8, H10).
hands-term-set = **Aufgabenstapel**: acht Aufgaben nacheinander; drei Stapel ergeben eine Partie (H3, H13).
hands-term-centre = **Mitte**: der Knoten in der Mitte des Spielplans, offen nach Stapel 3; beide betreten ihn, um zu gewinnen (H17).

## Der Beginn einer Partie: die eine Tischregel (H20) und wie man spielt
hands-welcome-rule = **Eine Regel an diesem Tisch (H20):** Sprecht beim Spielen nicht über das Spiel. Keine Tipps, keine Pläne, kein „ich gehe dahin“. Über alles andere dürft ihr reden. In eurer ersten Partie dürft ihr die Regel zum Lernen beiseitelassen.
hands-welcome-howto = **So wird gespielt**
hands-welcome-1 = Ihr seid abwechselnd am Zug. Wer am Zug ist, zieht den eigenen Spielstein entlang offener Linien von Knoten zu Knoten und legt für jeden Schritt eine Karte ab, deren sichtbare Hälfte die Emotion des neuen Knotens zeigt: aus der eigenen Reihe oder aus der des Gegenübers.
hands-welcome-2 = Jede abgelegte Hälfte bewegt die eigene Waage: Ruhe und Freude ins Plus, Trauer und Wut ins Minus, nie über -2 oder +2 hinaus.
hands-welcome-3 = Endet ein Zug auf dem Ring des laufenden Stapels, auf einem Knoten mit der Emotion der Aufgabe, ist die Aufgabe erfüllt. Wer mit der Waage auf 0 endet, zieht auf sechs Karten nach.
hands-welcome-4 = Von den eigenen Karten ist nur eine Hälfte zu sehen: Welche, entscheidet die Hälfte des Spielplans, in der der Spielstein steht. Auf der Mittellinie wählt ihr.
hands-welcome-5 = Erfüllt drei Stapel mit je acht Aufgaben; danach betretet ihr beide in aufeinanderfolgenden Zügen die Mitte, jeweils mit der Waage auf 0.
hands-welcome-6 = Die Partie ist verloren, wenn die Person, deren Zug beginnt, keinen Schritt machen kann. Lasst dem Gegenüber einen Weg offen.
hands-welcome-commands = Schritte wählt ihr in der Liste unter dem Spielplan jedes Zuges oder mit /{ cmd-hands } { cmd-hands-step }; die Regeln zeigt /{ cmd-hands } { cmd-hands-rules }.
# Im Terminal, das keine Liste unter dem Spielplan hat (bot/terminal/hands)
hands-welcome-commands-terminal = Schritte tippt ihr mit „{ cmd-hands-step }“, dem Knoten und der Karte, z. B. „{ cmd-hands-step } O15 S1“ (Tab zeigt die möglichen); die Regeln zeigt „{ cmd-hands-rules }“.

## Der Tisch auf Discord und im Terminal: Nachrichten, Knöpfe, Aufforderungen
hands-ui-no-game = Hier läuft keine Partie „{ -hands-title }“: Beginne eine mit /{ cmd-hands } { cmd-hands-start }.
## Das Bild
hands-pic-turn = Zug { $turn }
hands-pic-setup = Aufbau
hands-pic-to-move = { $name } ist am Zug
hands-pic-to-choose = Wahl der Hälften
hands-pic-won = Gewonnen: Hand in Hand
hands-pic-lost = Verloren ({ $ruling }): { $cause ->
    [stuck] { $name } kam nicht weiter
    [out_of_cards] keine Karten mehr
    [unbalanced] { $name } ohne Gleichgewicht in der Mitte
   *[not_followed] { $name } kam nicht nach
  }
hands-pic-difficulty = Schwierigkeitsgrad: { hands-difficulty }
hands-pic-objective = Aufgabe:
hands-pic-no-objective = keine offen
hands-pic-argument = STREIT (H16)
hands-pic-on-ring = { $ring ->
    [outer] auf dem Außenring
    [middle] auf dem Mittelring
   *[inner] auf dem Innenring
  }
hands-pic-sets = Aufgaben übrig:
hands-pic-set = Stapel { $set }: { $left }
hands-pic-set-done = { $completed } von 8 erfüllt
hands-pic-all-done = alle Stapel geschafft, nun in die Mitte
hands-pic-deck = Nachziehstapel { $deck }
hands-pic-discards = Ablage { $count }
hands-pic-balance = Waage
hands-pic-row = Reihe: { $side ->
    [left] linke Hälften
    [right] rechte Hälften
   *[none] beide Hälften, zur Wahl
  }
hands-pic-row-empty = keine Karten
hands-pic-middle-line = Mittellinie
hands-pic-west = Westen: links für Süd, rechts für Nord
hands-pic-east = Osten: rechts für Süd, links für Nord
hands-pic-path = Dieser Zug
hands-pic-open = Linien: kräftig = offen, blass = geschlossen
hands-pic-in-centre = in der Mitte

## Der Spielplan als Text im Terminal
hands-text-difficulty = Schwierigkeitsgrad: { hands-difficulty } ({ hands-difficulty-arguments }).
hands-text-open = { $sets ->
    [0] Offene Linien: nur der Außenring (H14).
    [1] Offene Linien: Außen- und Mittelring und die Linien dazwischen (H14).
    [2] Offene Linien: alle außer denen zur Mitte (H14).
   *[other] Offene Linien: alle, auch die zur Mitte (H14).
  }
hands-text-seat = { hands-seat } · { $name } · { $where } · Waage { $scale } · { hands-pic-discards }
hands-text-on = auf { $node }
hands-text-path = Dieser Zug: { $path }
hands-text-ring = { $ring ->
    [outer] Außenring
    [middle] Mittelring
   *[inner] Innenring
  }{ $objectives ->
    [true] , auf dem die Aufgaben dieses Stapels erfüllt werden
   *[other] {""}
  }:
hands-text-centre = Mitte C{ $tokens }: { $open ->
    [true] offen (H17)
   *[other] geschlossen, bis Stapel 3 geschafft ist (H14)
  }.
hands-text-middle-line = Mittellinie (in keiner Hälfte, H6): O0, M0, I0, C, I4, M8, O16.
hands-text-tokens = Spielsteine: [S] { $south }, [N] { $north }.
hands-text-title = { -hands-title }
hands-text-row = { $side ->
    [left] Reihe, linke Hälften
    [right] Reihe, rechte Hälften
   *[none] Reihe, beide Hälften zur Wahl
  }: { $cards }
hands-refuse-undo-kind = Zurücknehmen lässt sich nur ein Schritt im laufenden Zug oder eine Wahl beim Aufbau, nicht „{ $decision }“ (H10).
hands-refuse-undo-final = „{ $decision }“ lässt sich nicht mehr zurücknehmen: Dabei wurde etwas Verdecktes aufgedeckt (eine Aufgabe, eine Karte), oder die Partie endete.

## Die Sätze des Tisches, wie dieses Spiel sie sagt (ein Schlüssel K des Tisches heißt hier hands-K)
hands-refuse-undo-who = Nur wer am Zug ist, nimmt die eigenen Schritte zurück (H9).
hands-refuse-no-campaign = In diesem Kanal wurde noch keine Partie gespielt: Beginne eine mit /{ cmd-hands } { cmd-hands-start }.
hands-refuse-no-scenario-played = Hier läuft gerade keine Partie. Beginne eine mit /{ cmd-hands } { cmd-hands-start }.
hands-refuse-nothing-to-abandon = Hier läuft gerade keine Partie.
hands-refuse-game-ended = Die Partie ist vorbei ({ $result ->
    [won] gewonnen
   *[lost] verloren
  }): Eine neue beginnt /{ cmd-hands } { cmd-hands-start }.
hands-refuse-no-seat-in-scenario = Du spielst in dieser Partie nicht mit, nur ihre beiden Mitspielenden ziehen: Beginne deine eigene mit /{ cmd-hands } { cmd-hands-start } in einem anderen Kanal oder Thread.
hands-refuse-between-attempts = Hier läuft schon eine Partie: Spielt sie zu Ende oder gebt sie zuerst mit /{ cmd-hands } { cmd-hands-abandon } auf.
hands-refuse-unreadable = { $why } Jede der beiden Personen kann sie mit /{ cmd-hands } { cmd-hands-abandon } aufgeben.
hands-note-begun = Die Partie hat begonnen.
hands-msg-waiting-bot-seat = der Bot ({ $nurse }): { $phrases }
hands-msg-bot-played = 🤖 Der Zug des Bots ({ $nurses }):
hands-note-abandoned = Die Partie wurde aufgegeben.
hands-ev-attempt_abandoned = Die Partie wurde aufgegeben.

## Nach der Partie: was der Bot-Partner Zug für Zug vorhatte (bot/games/hands/render/review.py). H20 verbietet das
## Reden während des Spiels, nicht danach: So lernt man die Gewohnheiten des Bots kennen.
hands-review-title = **Was der Bot Zug für Zug vorhatte** ({ $status ->
    [won] eine gewonnene Partie
    [lost] eine verlorene Partie
   *[abandoned] eine aufgegebene Partie
  })
hands-review-nothing = Der Bot hat in der letzten Partie hier keinen Zug gespielt: Es gibt nichts nachzubesprechen.
hands-review-turn = **Zug { $turn }.** { $said }
hands-review-goal-objective = { $name } beendete den Zug auf { $node } und erfüllte so die Aufgabe ({ $emotion }).
hands-review-goal-argument = { $name } kam zu { $partner } auf { $node } und legte den Streit ({ $emotion }) bei.
hands-review-goal-wait = { $name } blieb auf { $node } stehen, einem Knoten des Streits ({ $emotion }), damit { $partner } im nächsten Zug dorthin nachkommen konnte.
hands-review-goal-approach = { $name } ging nach { $node }, in Richtung { $target }, wo die Aufgabe ({ $emotion }) erfüllt wird.
hands-review-goal-meet = { $name } ging nach { $node }, damit sich beide für den Streit ({ $emotion }) früher treffen können: Auf dem Außenring ergibt sich aus beiden Spielsteinen und beiden Waagen, wer wo wartet.
hands-review-goal-closer = { $name } ging nach { $node }, näher an { hands-of-partner } heran, um sich für den Streit ({ $emotion }) zu treffen.
hands-review-goal-centre = { $name } betrat die Mitte mit der Waage auf 0, damit { $partner } im nächsten Zug folgen konnte.
hands-review-goal-follow = { $name } folgte { $partner } in die Mitte, mit der Waage auf 0.
hands-review-goal-door = { $name } ging nach { $node }, auf dem Weg zur Mitte.
hands-review-goal-safe = { $name } ging nach { $node }, wo beide für ihre nächsten Züge einen Schritt behalten.
hands-review-goal-moved = { $name } ging nach { $node }, dem besten der verbliebenen Wege.
hands-review-paid = Abgelegt: { $own ->
    [one] eine Karte
   *[other] { $own } Karten
  } aus der Reihe von { $name }, { $theirs ->
    [one] eine
   *[other] { $theirs }
  } aus der von { $partner }.
hands-review-own-only = Abgelegt nur aus der eigenen Reihe von { $name } ({ $own ->
    [one] eine Karte
   *[other] { $own } Karten
  }).
hands-review-theirs-only = Abgelegt nur aus der Reihe von { $partner } ({ $theirs ->
    [one] eine Karte
   *[other] { $theirs } Karten
  }).
hands-review-draws = Mit der Waage auf 0 zog { $name } auf 6 Karten nach.
hands-review-kept = Eine Karte von { $partner } ({ $emotion }) blieb für den Schritt nach { $node } liegen.
hands-review-open = Im nächsten Zug konnte { $partner } einen Schritt nach { $nodes } machen.
hands-review-no-open = Mit den bekannten Hälften blieb { $partner } kein Schritt.
hands-left = { $name } verlässt die Partie: Der Bot spielt diesen Platz ab jetzt und sieht dabei nur, was alle am Tisch sehen (H19). Mit /{ cmd-hands } { cmd-hands-rejoin } übernimmt { $name } ihn wieder.
hands-rejoined = { $name } ist zurück und spielt den eigenen Platz wieder selbst.
hands-refuse-left-already = Der Bot spielt deinen Platz schon: Übernimm ihn mit /{ cmd-hands } { cmd-hands-rejoin } wieder.
hands-refuse-not-left = Dein Platz gehört dir: Der Bot spielt ihn erst nach /{ cmd-hands } { cmd-hands-leave }.
hands-refuse-seat-held-by-bot = Der Bot spielt deinen Platz, seit du die Partie verlassen hast: Übernimm ihn mit /{ cmd-hands } { cmd-hands-rejoin } wieder.
hands-refuse-bot-alone = Dann spielte der Bot beide Plätze, und eine Partie braucht mindestens ein Mitglied, das spielt: Gib sie stattdessen mit /{ cmd-hands } { cmd-hands-abandon } auf.
hands-refuse-review-in-play = Hier wird gerade eine Partie gespielt, und was der Partner vorhatte, sagt er erst, wenn sie vorbei ist (H20): Frag dann mit /{ cmd-hands } { cmd-hands-review } nach.
hands-refuse-review-nothing = Hier ist noch keine Partie zu Ende gegangen, also gibt es nichts nachzubesprechen: Beginne eine mit /{ cmd-hands } { cmd-hands-start }.
hands-refuse-review-unreadable = Der Verlauf der letzten Partie lässt sich mit dieser Version des Bots nicht nachspielen, daher lassen sich nur Partien nachbesprechen, die ab jetzt zu Ende gehen.
