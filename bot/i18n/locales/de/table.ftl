# Die Ablehnungen und Hinweise des Tisches (bot/table).

passed = Dieser Moment ist vorbei: Das Spiel ist seit dieser Nachricht weitergegangen.
refuse-no-decision = Es gibt keine Entscheidung zu treffen.
refuse-game-changed = Das Spiel hat sich geändert, während du gehandelt hast; bitte versuche es noch einmal.
refuse-undo-who = Nur die Spielleitung oder die Schichtleitung darf eine Entscheidung zurücknehmen.
refuse-undo-nothing = In diesem Versuch gibt es keine Entscheidung zum Zurücknehmen.
refuse-undo-no-replay = Das Protokoll dieses Versuchs lässt sich nicht nachspielen, darum ist Zurücknehmen nicht möglich.
refuse-undo-rules = Dieser Versuch begann unter den Regeln { $stored }; dieser Bot spielt die Regeln { $current } und kann ihn nicht genau nachbauen, darum ist Zurücknehmen hier nicht möglich.
refuse-undo-kind = Die letzte Entscheidung ({ $decision }) lässt sich nicht zurücknehmen: Nur Einteilung, Marker, der Bonusmarker und Ruhetage lassen sich zurücknehmen, und nur, solange sie nichts aufgedeckt haben.
refuse-undo-final = Die letzte Entscheidung ({ $decision }) lässt sich nicht zurücknehmen: Sie hat etwas Verborgenes aufgedeckt oder bewegt (eine Karte, ein Ziehen, ein Mischen) oder den Versuch beendet.
refuse-game-unknown = Der Tisch in diesem Kanal spielt ein Spiel, das dieser Bot nicht anbietet ({ $game }); ein Bot, der es anbietet, kann ihn fortsetzen.
refuse-other-game = In diesem Kanal läuft schon { $here }: Beginne { $wanted } in einem anderen Kanal oder Thread.
refuse-no-campaign = In diesem Kanal gibt es keine Kampagne. Eröffne eine mit /{ cmd-campaign } { cmd-campaign-new }.
refuse-no-scenario-played = Hier wird gerade kein Szenario gespielt. Beginne eines mit /{ cmd-campaign } { cmd-campaign-start }.
refuse-game-ended = Der letzte Versuch ist vorbei ({ result-word }). Den nächsten beginnt /{ cmd-campaign } { cmd-campaign-start }.
refuse-stood-in = Gerade vertritt jemand deine { -pflegekraft }; die Spielleitung beendet das mit /{ cmd-campaign } { cmd-campaign-standin }.
refuse-no-seat-in-scenario = Du hast in diesem Szenario keinen Platz. Nimm zwischen den Szenarien mit /{ cmd-campaign } { cmd-campaign-join } Platz, oder bitte die Spielleitung, dich als Vertretung für jemanden einzusetzen, der fehlt.
refuse-pack-missing = Das Inhaltspaket, mit dem dieser Versuch begann ({ $pack }), fehlt.

refuse-campaign-exists = Dieser Kanal hat schon eine Kampagne (eine pro Kanal oder Thread).
refuse-seated-already = Du hast schon einen Platz, als { $nurse }.
refuse-gender = Eine Pflegekraft wird weiblich (f), männlich (m) oder neutral (n) benannt, nicht { $given }.
refuse-seat-raced = Du hast schon einen Platz, oder dieser Name einer { -pflegekraft } ist gerade vergeben worden.
refuse-table-full = Der Tisch ist voll: Holding On hat Platz für { $seats } { -pflegekraft(num: "other") }.
refuse-no-seat = Du hast an diesem Tisch keinen Platz.
refuse-no-such-nurse = An diesem Tisch gibt es keine { -pflegekraft } namens { $name }. { -pflegekraft(num: "other") }: { $count ->
    [0] noch niemand
   *[other] { $names }
  }.
refuse-not-a-member = Das ist kein Mitglied dieses Servers: Wähle jemanden aus der Liste, die Discord anbietet.
refuse-start-who = Nur die Spielleitung oder wer einen Platz hat, darf ein Szenario beginnen.
refuse-seats-needed = Holding On braucht { $low } bis { $high } { -pflegekraft(num: "other") }; { $count } haben Platz genommen.
refuse-start-raced = Die Kampagne hat sich geändert, während dieses Szenario aufgebaut wurde; nichts wurde begonnen: Bitte beginne es noch einmal.
refuse-nothing-to-abandon = Hier wird gerade kein Szenario gespielt.
refuse-left-already = Der Bot spielt deinen Platz schon: Mit deinem nächsten Zug übernimmst du ihn wieder.
refuse-not-left = Der Bot spielt deinen Platz nicht: Er gehört dir.
refuse-review-none = Der Bot dieses Spiels bespricht seine Züge nicht nach: Das tut nur der Partner des zweiten Spiels.
refuse-review-in-play = Hier wird gerade gespielt: Die Nachbesprechung gibt es, wenn die Partie vorbei ist.
refuse-review-nothing = Hier ist noch keine Partie zu Ende gegangen: Es gibt nichts nachzubesprechen.
refuse-review-unreadable = Der Verlauf der letzten Partie lässt sich mit dieser Version des Bots nicht nachspielen, daher lassen sich nur Partien nachbesprechen, die ab jetzt zu Ende gehen.
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
  }: Erst muss dieser Versuch zu Ende gespielt oder aufgegeben werden (für jemanden, der fehlt, kann eine Vertretung spielen).
refuse-seat-order = Die Sitzordnung muss jede Person mit Platz genau einmal nennen.
refuse-all-won = Jedes Szenario dieser Kampagne ist gewonnen; spiel eines noch einmal mit /{ cmd-campaign } { cmd-campaign-start } { opt-campaign-start-scenario }.
refuse-no-such-scenario = Ein Szenario { $scenario } gibt es in dieser Kampagne nicht.
refuse-scenario-locked = Szenario { $scenario } ist noch gesperrt: als Nächstes kommt Szenario { $upcoming }.
refuse-language = Eine Kampagne kann auf { $languages } gespielt werden; nicht auf { $given }.
refuse-options = Nichts wurde geändert: { $problem }.
refuse-import = Diese Datei lässt sich nicht importieren: { $why }
refuse-import-pack = Diese Datei lässt sich nicht importieren: Ihr Inhaltspaket unterscheidet sich von dem, das dieser Bot unter demselben Namen hat (die Datei wurde verändert).

note-already-done = Das ist schon geschehen.
note-already-so = Das ist bereits so: { $done }. Nichts wurde geändert.
note-done = Erledigt: { $done }.
note-undone = Zurückgenommen: { $decision }.
note-with-card = { $note } Eine Karte kam verdeckt zu dir: Sieh in deine Direktnachrichten oder nutze /{ cmd-hand }.
note-begun = Szenario { $scenario }, Versuch { $attempt }, hat begonnen.
note-abandoned = Szenario { $scenario } wurde aufgegeben.

## Der Bot startet neu; Namen; Optionen; getippte Befehle (bot/app/gate.py, bot/names.py, bot/table/options.py, bot/commands.py)
refuse-stopping = Der Bot startet gerade neu: Nichts wurde geändert. Versuch es in einer Minute noch einmal.
name-rule = Der Name einer { -pflegekraft } hat 1 bis { $most } sichtbare Zeichen, darunter mindestens einen Buchstaben, eine Ziffer oder ein Symbol.
name-mention = Der Name einer { -pflegekraft } darf keine Discord-Erwähnung enthalten (<@…>, <#…>): Wähle einen schlichten Namen.
name-reserved = { $name } gehört schon zum Personal des Tisches (Aushilfe 1 und 2, Abruf-Aushilfe 1 und 2): Wähle einen anderen.
name-taken = An diesem Tisch gibt es schon eine { -pflegekraft } namens { $name } (Groß- und Kleinschreibung zählen nicht).
options-not-named = die Tischoptionen sind keine Reihe benannter Optionen
options-unknown = eine Tischoption { $name } gibt es nicht; die Optionen sind { $options }
options-values = { $name } kann { $values } sein
options-missing = die Tischoptionen { $names } fehlen
refuse-name-someone = Nenne jemanden: { $staff }.
refuse-no-staff-called = An diesem Tisch gibt es niemanden vom Personal namens { $name }. Personal: { $staff }.
refuse-no-player-called = An diesem Tisch spielt niemand namens { $name }. Mitspielende: { $players }.
refuse-no-contact-called = Einen Kontakt namens { $name } kann man nicht anrufen. Kontakte: { $count ->
    [0] niemand in diesem Szenario
   *[other] { $contacts }
  }.
refuse-whole-number = { $two ->
    [yes] Die Option { $name } ist { $low } oder { $high }.
   *[no] Die Option { $name } ist eine ganze Zahl von { $low } bis { $high }.
  }
refuse-name-timeline = Nenne einen { -abschnitt } von 1 bis 5, oder „stopp“, um dein Gespräch mit Billy zu beenden.
refuse-unknown-command = Unbekannter Befehl { $command }.
refuse-not-your-choice = { $choice } gehört gerade nicht zu deinen Möglichkeiten.
refuse-which-choice = Welche Entscheidung?
refuse-no-choice-of-yours = Das gehört gerade nicht zu deinen Möglichkeiten: Im Moment steht keine Entscheidung von dir an.
refuse-not-ahead = { $option }: lässt sich auf dieser Karte nicht vorab angeben, erst werden ihre Belohnungen gewählt. Gib /{ $command } ohne { $option }: ein und antworte mit /{ cmd-decide }, wenn du gefragt wirst.
# Ein Befehl in einem Satz, so wie ihn der Discord-Client der Lesenden zeigt (commands.ftl).
command-pair = { $group } { $sub }

## Warum sich eine Datei nicht importieren lässt (bot/table/export.py: der Grund in refuse-import)
import-not-export = sie ist kein Kampagnenexport dieses Bots.
import-game-unknown = sie gehört zu einem Spiel, das dieser Bot nicht anbietet ({ $game }).
import-seat-count = sie hat mehr Plätze, als ihr Spiel vorsieht (höchstens { $most }).
import-format = sie wurde im Exportformat { $shown } geschrieben; dieser Bot liest Format { $format }.
import-shape = { $problem ->
    [missing] das Feld { $where } fehlt
    [extra] das Feld { $where } gehört nicht zu einem Kampagnenexport
    [type] das Feld { $where } enthält einen Wert der falschen Art
    [whole] ihr Aufbau passt nicht zu einem Kampagnenexport
   *[other] das Feld { $where } enthält einen Wert, den ein Kampagnenexport nicht enthalten kann
  }{ $more ->
    [0] .
    [one] {" "}(und ein weiteres Problem).
   *[other] {" "}(und { $more } weitere Probleme).
  }
import-too-large = sie ist größer als { $megabytes } MB, weit mehr als jeder Kampagnenexport.
import-not-utf8 = sie ist keine JSON-Datei in UTF-8.
import-too-deep = sie ist viel tiefer verschachtelt als ein Kampagnenexport.
import-not-json = sie ist keine JSON-Datei.
import-not-finite = sie enthält eine Zahl, die nicht endlich ist (NaN oder Infinity).
import-where = Spiel { $game } (Szenario { $scenario }, Versuch { $attempt })
import-game-pack-missing = { $where } nennt ein Inhaltspaket, das die Datei nicht enthält.
import-table-options = ihre Tischoptionen sind nicht verwendbar: { $problem }.
import-two-seats = eine Person hat zwei Plätze.
import-seat-order = zwei Plätze teilen sich eine Stelle in der Sitzordnung.
import-seat-name = Platz { $seat }: { $problem }
import-two-in-play = in ihr läuft mehr als ein Szenarioversuch.
import-pack-unreadable = das Inhaltspaket { $pack } in der Datei lässt sich nicht lesen.
import-game-options = { $where }: seine Optionen sind nicht verwendbar: { $problem }.
import-game = { $where }: { $what ->
    [no-scenario] sein Inhaltspaket hat kein solches Szenario.
    [seats-pair] seine Plätze und ihre { -pflegekraft(num: "other") } passen nicht zusammen.
    [version] sein gespeicherter Stand hat nicht die verzeichnete Version.
    [seats] seine Plätze sind nicht die Plätze seines gespeicherten Stands.
    [status] sein Status ist nicht der, den sein gespeicherter Stand angibt.
   *[replay] sein Protokoll führt nicht zu seinem gespeicherten Stand (die Datei wurde verändert).
  }
import-game-log = { $where }: sein Protokoll läuft nicht von 1 bis zu seiner Version { $version }.
import-snapshot = { $where }: { $why ->
    [newer] es wurde von einer neueren Version des Bots gespeichert (Zustandsschema { $schema }; diese Version liest Schema { $reads }).
    [no-migration] es wurde mit Zustandsschema { $schema } gespeichert, und diese Version des Bots hat keine Migration von diesem Schema auf Schema { $reads }.
    [no-pack] sein gespeicherter Stand braucht sein Inhaltspaket, das die Datei nicht enthält.
   *[broken] sein gespeicherter Stand lässt sich nicht lesen.
  }
import-replay = { $where }: { $why ->
    [start] es beginnt nicht so, wie sein Szenario beginnt.
    [opening] seine einleitenden Worte sind nicht die des Szenarios.
    [undo-latest] Protokollzeile { $row } nimmt Zeile { $undoes } zurück, die nicht die letzte Entscheidung ist.
    [undo-words] Protokollzeile { $row } sagt nicht, was ihr Zurücknehmen bewirkt hat.
    [kind] Protokollzeile { $row } ist von einer Art, die dieser Bot nicht schreibt.
    [seat] Protokollzeile { $row } nennt einen anderen Platz als den ihrer Entscheidung.
    [illegal] Protokollzeile { $row } lässt sich nicht nachspielen: ihre Entscheidung ist an dieser Stelle nicht möglich.
    [record] Protokollzeile { $row } verzeichnet nicht, was ihre Entscheidung bewirkt hat.
    [no-decision] Protokollzeile { $row } enthält keine Entscheidung.
    [unknown-decision] Protokollzeile { $row } enthält keine Entscheidung, die dieser Bot kennt.
   *[other] sein Protokoll lässt sich nicht nachspielen.
  }
import-progress = { $what ->
    [won] ihr Fortschritt zählt ein Szenario als gewonnen, das keines ihrer Spiele gewonnen hat.
    [attempts] ihr Fortschritt zählt andere Versuche als ihre Spiele.
   *[flags] ihr Fortschritt enthält einen Kampagnen-Merker, den keines ihrer gewonnenen Spiele verdient hat.
  }
import-attempts = die Versuche von Szenario { $scenario } sind nicht von 1 bis { $count } nummeriert.

## Warum sich der laufende Versuch nicht lesen lässt (bot/table/snapshots.py: SnapshotUnreadable)
unreadable = { $why ->
    [newer] Dieser Versuch wurde von einer neueren Version des Bots gespeichert (Zustandsschema { $schema }; diese Version liest Schema { $reads }): Mit einer aktuellen Version des Bots geht es weiter.
    [no-migration] Dieser Versuch wurde mit Zustandsschema { $schema } gespeichert, und diese Version des Bots hat keine Migration von diesem Schema auf Schema { $reads }: Hier lässt er sich nicht fortsetzen; sein Export enthält ihn weiterhin.
    [no-pack] Der gespeicherte Stand dieses Versuchs braucht sein Inhaltspaket, und das fehlt.
   *[broken] Der gespeicherte Stand dieses Versuchs lässt sich nicht lesen.
  }
refuse-unreadable = { $why } Die Spielleitung kann den Versuch mit /{ cmd-campaign } { cmd-campaign-abandon } beenden.
name-key-like = { $name } liest der Bot wie den Schlüssel eines Knopfs: Wähle einen Namen ohne „=“.

# Eine Partie zu zweit mit einem Gegenüber beginnen (bot/app/pair_start.py): jemand vom Server oder der Bot.
pair-missing-permissions = Hier kann ich noch kein Spiel leiten: mir fehlt in diesem Kanal **{ $missing }** (ich zeige dort die Partie und, wenn ich mitspiele, meine Züge). Bitte jemanden, der den Server verwaltet, meiner Rolle das hier zu erlauben, und starte dann neu.
pair-partner-self = Du kannst nicht dein eigenes Gegenüber sein: Nenne eine andere Person oder den Bot.
pair-partner-other-bot = Ein anderer Bot kann nicht mitspielen: Wähle jemanden von diesem Server oder diesen Bot.

# Die Absagen eines kleinen Spiels zu seinen Optionen und Kapiteln (bot/games/basic.py), für jedes Spiel im Regal.
game-options-not-a-table = Die Optionen eines Spiels sind eine Tabelle aus Namen und Werten.
game-option-unknown = Dieses Spiel hat keine Option { $option }; es hat: { $known }.
game-option-value = Die Option { $option } kann nicht { $value } sein; möglich sind: { $allowed }.
game-option-missing = Die Option { $option } fehlt.
game-one-chapter = Dieses Spiel hat ein Kapitel, 1, nicht { $chapter }.
game-no-command = In diesem Spiel entscheidest du mit den Knöpfen und mit /{ cmd-decide }.

# Die Sätze des Tisches, wie ein Spiel sie sagt, das keine eigenen dafür hat (bot/render/basic_face.py).
game-refuse-no-campaign = In diesem Kanal wurde noch keine Partie gespielt.
game-refuse-no-scenario-played = Hier läuft gerade keine Partie.
game-refuse-nothing-to-abandon = Hier läuft gerade keine Partie.
game-refuse-game-ended = Die Partie ist vorbei ({ $result ->
    [won] gewonnen
   *[lost] verloren
  }): In diesem Kanal kann eine neue beginnen.
game-refuse-no-seat-in-scenario = Du spielst in dieser Partie nicht mit, nur ihre Mitspielenden ziehen. Beginne deine eigene in einem anderen Kanal oder Thread.
game-refuse-between-attempts = Hier läuft schon eine Partie: Spielt sie erst zu Ende.
game-refuse-unreadable = { $why }
game-note-begun = Die Partie hat begonnen.
game-note-abandoned = Die Partie wurde aufgegeben.
game-ev-attempt_abandoned = Die Partie wurde aufgegeben.
game-msg-waiting-bot-seat = der Bot ({ $nurse }): { $phrases }
game-msg-bot-played = 🤖 Der Zug des Bots ({ $nurses }):
