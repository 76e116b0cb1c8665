# Die eigenen Sätze der Discord-Schicht (bot/app): Sicherheitsnetze, Hinweise, private Antworten.

error-nothing-changed = Bei uns ist etwas schiefgegangen; nichts wurde geändert. Vorfall { $incident }.
error-saved-but = Deine Entscheidung ist gespeichert ({ $saved }), aber beim Zeigen ging etwas schief: /{ cmd-board } zeigt den Tisch. Vorfall { $incident }.
error-foreign-ids = Diese Interaktion trägt Kennungen, die Discord nie vergibt; nichts wurde getan.
error-unrouted = Mit diesem Knopf kann dieser Tisch nichts anfangen (vielleicht stammt er aus einer älteren Version des Bots). Was du jetzt tun kannst: /{ cmd-help } oder /{ cmd-decide }.
error-command-gone = Diesen Befehl gibt es bei mir nicht mehr: Discord aktualisiert die Liste innerhalb einer Minute; versuche es dann noch einmal.
error-command-changed = Dieser Befehl hat sich geändert, seit deine Discord-App ihn geladen hat: Lade Discord neu (Strg+R) und versuche es noch einmal.
error-no-dm = Dieser Befehl funktioniert in einem Serverkanal, nicht in Direktnachrichten.
error-check-failed = Diesen Befehl kannst du hier nicht benutzen.
error-unreadable-option = Eine der Optionen ließ sich nicht lesen: Wähle einen Wert aus der Liste, die Discord anbietet.
notice-undelivered = { $count ->
    [one] { $count } private Nachricht
   *[other] { $count } private Nachrichten
  } dieser Kampagne { $count ->
    [one] konnte
   *[other] konnten
  } dich nicht per Direktnachricht erreichen (vielleicht sind deine Direktnachrichten für diesen Server geschlossen). Deine Karten sind sicher: /{ cmd-hand } zeigt sie.

## /hilfe und /hand (bot/app/looks.py)
help-general =
    {"**"}Holding On an diesem Tisch**
    • `/{ cmd-campaign } { cmd-campaign-new }`, `/{ cmd-campaign } { cmd-campaign-join }`, `/{ cmd-campaign } { cmd-campaign-start }`: einen Tisch eröffnen, Platz nehmen, spielen.
    • Entscheidungen kommen als Knöpfe an der Nachricht, die nach ihnen fragt; `/{ cmd-decide }` nennt deine beim Namen.
    • Schichtleitung: `/{ cmd-shift } { cmd-shift-reveal }`, `/{ cmd-shift } { cmd-shift-assign }`, `/{ cmd-shift } { cmd-shift-cover }`, `/{ cmd-shift } { cmd-shift-extra }`, `/{ cmd-shift } { cmd-shift-done }`, `/{ cmd-shift } { cmd-shift-leave }`.
    • Versorgung: `/{ cmd-care } { cmd-care-medical }`, `/{ cmd-care } { cmd-care-tokens }`, `/{ cmd-care } { cmd-care-resolve }`, `/{ cmd-care } { cmd-care-palliative }`, `/{ cmd-care } { cmd-care-bonus }`; `/{ cmd-inquire } 3` fragt Billy nach Lebensabschnitt 3.
    • Ansehen: `/{ cmd-board }`, `/{ cmd-memories }`, `/{ cmd-hand }` (nur du siehst es), `/{ cmd-rules }`.
help-role = die { -pflegekraft } { $name }{ $manager ->
    [yes] { GENDER($name) ->
        [f] , heute als Schichtleiterin
        [m] , heute als Schichtleiter
       *[n] , heute mit der Schichtleitung
      }
   *[no] {""}
  }
help-no-nurse = keine { -pflegekraft } in diesem Szenario
help-you-play = Du spielst { $roles }. Tag { $day }, { shift-name }.
help-open = **Jetzt bei dir** (die Knöpfe oder diese Befehle):
help-nothing = Gerade ist nichts für dich zu tun. Am Zug: { $who }.
help-look = Ansehen: /{ cmd-board }, /{ cmd-memories }, /{ cmd-hand }. Regeln: /{ cmd-rules }.
hand-title = Deine Hand als { -pflegekraft } { $name }
hand-line = { -marker(num: "other") } **{ $tokens }** · Stress **{ $stress }**
hand-partials = Vage Erinnerungen (verdeckt)
hand-clears = Klare Erinnerungen (verdeckt)
hand-board = Schichtleitertableau (heute bei dir)
hand-timeline = { -abschnitt } { $timeline }
hand-quote = { -abschnitt } { $timeline }: „{ $quote }“
hand-none = keine
hand-no-nurse = Du hast in diesem Szenario keine { -pflegekraft }.

## /regeln (cogs/look.py)
rules-footer = Regel { $ruling } · /{ cmd-rules } { opt-rules-topic }:<name> für eine andere
rules-pick = Wähle ein Thema mit `/{ cmd-rules } { opt-rules-topic }:<name>`. Themen: { $topics }. Jede Regel ausführlich, mit ihrer Begründung: docs/RULINGS.md im Quelltext des Bots.
rules-unknown = Leider habe ich keine Regel namens „{ $topic }“. Versuche eines davon: { $topics }.
rules-or = { $list } oder { $glossary }
glossary-title = Glossar
glossary-footer = /{ cmd-rules } { opt-rules-topic }:<begriff> für einen Begriff, oder eine Regel nach Name oder Nummer
glossary-term-footer = Aus dem Glossar · /{ cmd-rules } { glossary-word } für alle Begriffe
glossary-choice = Glossar: die Wörter des Spiels
glossary-word = glossar
waiting-seat = { $who }: { $phrases }
# Words a player typed, repeated in a refusal, in this language's quotation marks.
quoted = „{ $text }“
list-semicolon = {"; "}
help-item = • { $label }: { $command }
