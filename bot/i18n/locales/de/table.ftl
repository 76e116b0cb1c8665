# Die Ablehnungen und Hinweise des Tisches (bot/table).

passed = Dieser Moment ist vorbei: das Spiel ist seit dieser Nachricht weitergegangen.
refuse-no-decision = Es gibt keine Entscheidung zu treffen.
refuse-game-changed = Das Spiel hat sich geändert, während du gehandelt hast; bitte versuche es noch einmal.
refuse-undo-who = Nur die Spielleitung oder der { -schichtleiter } darf eine Entscheidung zurücknehmen.
refuse-undo-nothing = In diesem Versuch gibt es keine Entscheidung zum Zurücknehmen.
refuse-undo-no-replay = Das Protokoll dieses Versuchs lässt sich nicht nachspielen, darum ist Zurücknehmen nicht möglich.
refuse-undo-rules = Dieser Versuch begann unter den Regeln { $stored }; dieser Bot spielt die Regeln { $current } und kann ihn nicht genau nachbauen, darum ist Zurücknehmen hier nicht möglich.
refuse-undo-kind = Die letzte Entscheidung ({ $decision }) lässt sich nicht zurücknehmen: nur Einteilung, Marker, der Bonus-Marker und Ruhetage gehen zurück, und nur, solange sie nichts aufgedeckt haben.
refuse-undo-final = Die letzte Entscheidung ({ $decision }) lässt sich nicht zurücknehmen: sie hat etwas Verborgenes aufgedeckt oder bewegt (eine Karte, ein Ziehen, ein Mischen) oder den Versuch beendet.
refuse-no-campaign = In diesem Kanal gibt es keine Kampagne. Eröffne eine mit /{ cmd-campaign } { cmd-campaign-new }.
refuse-no-scenario-played = Hier wird gerade kein Szenario gespielt. Beginne eines mit /{ cmd-campaign } { cmd-campaign-start }.
refuse-stood-in = Heute Abend vertritt jemand deine { -pflegekraft }; die Spielleitung beendet das mit /{ cmd-campaign } { cmd-campaign-standin }.
refuse-no-seat-in-scenario = Du hast in diesem Szenario keinen Platz. Nimm zwischen den Szenarien mit /{ cmd-campaign } { cmd-campaign-join } Platz, oder bitte die Spielleitung, dich als Vertretung für jemanden einzusetzen, der fehlt.
refuse-pack-missing = Das Inhaltspaket, mit dem dieser Versuch begann ({ $pack }), fehlt.

refuse-campaign-exists = Dieser Kanal hat schon eine Kampagne (eine pro Kanal oder Thread).
refuse-seated-already = Du hast schon einen Platz, als { $nurse }.
refuse-table-full = Der Tisch ist voll: Holding On hat Platz für { $seats } { -pflegekraft(num: "other") }.
refuse-no-seat = Du hast an diesem Tisch keinen Platz.
refuse-no-such-nurse = An diesem Tisch gibt es keine { -pflegekraft } namens { $name }. { -pflegekraft(num: "other") }: { $count ->
    [0] noch niemand
   *[other] { $names }
  }.
refuse-not-a-member = Das ist kein Mitglied dieses Servers: wähle jemanden aus der Liste, die Discord anbietet.
refuse-start-who = Nur die Spielleitung oder wer einen Platz hat, darf ein Szenario beginnen.
refuse-seats-needed = Holding On braucht { $low } bis { $high } { -pflegekraft(num: "other") }; { $count } haben Platz genommen.
refuse-start-raced = Die Kampagne hat sich geändert, während dieses Szenario aufgebaut wurde; nichts wurde begonnen: bitte beginne es noch einmal.
refuse-nothing-to-abandon = Hier wird gerade kein Szenario gespielt.
refuse-host-only = Nur die Spielleitung (oder wer den Server verwaltet) darf { $what ->
    [standin] eine Vertretung einsetzen
    [options] die Tischoptionen ändern
    [abandon] den Versuch aufgeben
    [export] die Kampagne exportieren
   *[import] hier eine Kampagne importieren
  }.
refuse-between-attempts = { $reason ->
    [seats] Plätze ändern sich zwischen den Versuchen eines Szenarios
    [leave] Deine { -pflegekraft } ist im laufenden Szenario; Plätze ändern sich zwischen den Versuchen
   *[playing] Es wird schon ein Szenario gespielt
  }: beendet diesen Versuch oder gebt ihn zuerst auf (eine Vertretung kann für jemanden spielen, der fehlt).
refuse-seat-order = Die Sitzordnung muss jede Person mit Platz genau einmal nennen.
refuse-all-won = Jedes Szenario dieser Kampagne ist gewonnen; spielt eines noch einmal mit /{ cmd-campaign } { cmd-campaign-start } { opt-campaign-start-scenario }.
refuse-no-such-scenario = Ein Szenario { $scenario } gibt es in dieser Kampagne nicht.
refuse-scenario-locked = Szenario { $scenario } ist noch gesperrt: als Nächstes kommt Szenario { $upcoming }.
refuse-language = Eine Kampagne kann auf { $languages } gespielt werden; nicht auf { $given }.
refuse-options = Nichts wurde geändert: { $problem }.
refuse-import = Diese Datei lässt sich nicht importieren: { $why }
refuse-import-pack = Diese Datei lässt sich nicht importieren: ihr Inhaltspaket unterscheidet sich von dem, das dieser Bot unter demselben Namen hat (die Datei wurde verändert).

note-already-done = Das ist schon geschehen.
note-already-so = Schon so: { $done }. Nichts wurde geändert.
note-done = Erledigt: { $done }.
note-undone = Zurückgenommen: { $decision }.
note-with-card = { $note } Eine Karte kam verdeckt zu dir: sieh in deine Direktnachrichten oder nutze /{ cmd-hand }.
note-begun = Szenario { $scenario }, Versuch { $attempt }, hat begonnen.
note-abandoned = Szenario { $scenario } wurde aufgegeben.
