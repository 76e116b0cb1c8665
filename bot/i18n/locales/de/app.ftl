# Die eigenen Sätze der Discord-Schicht (bot/app): Sicherheitsnetze, Hinweise, private Antworten.

error-nothing-changed = Bei uns ist etwas schiefgegangen; nichts wurde geändert. Vorfall { $incident }.
error-saved-but = Deine Entscheidung ist gespeichert ({ $saved }), aber beim Zeigen ging etwas schief: /{ cmd-board } zeigt den Tisch. Vorfall { $incident }.
error-foreign-ids = Diese Interaktion trägt Kennungen, die Discord nie vergibt; nichts wurde getan.
error-unrouted = Mit diesem Knopf kann dieser Tisch nichts anfangen (vielleicht stammt er aus einer älteren Version des Bots). Was du jetzt tun kannst: /{ cmd-help } oder /{ cmd-decide }.
error-command-gone = Diesen Befehl gibt es bei mir nicht mehr: Discord aktualisiert die Liste innerhalb einer Minute; versuche es dann noch einmal.
error-command-changed = Dieser Befehl hat sich geändert, seit deine Discord-App ihn geladen hat: lade Discord neu (Strg+R) und versuche es noch einmal.
error-no-dm = Dieser Befehl funktioniert in einem Serverkanal, nicht in Direktnachrichten.
error-check-failed = Diesen Befehl kannst du hier nicht benutzen.
error-unreadable-option = Eine der Optionen ließ sich nicht lesen: wähle einen Wert aus der Liste, die Discord anbietet.
notice-undelivered = { $count ->
    [one] { $count } private Nachricht
   *[other] { $count } private Nachrichten
  } dieser Kampagne { $count ->
    [one] konnte
   *[other] konnten
  } dich nicht per Direktnachricht erreichen (vielleicht sind deine Direktnachrichten für diesen Server geschlossen). Deine Karten sind sicher: /{ cmd-hand } zeigt sie.
