# Kampagnenabende (Issue 28): der Bot vertritt eine abwesende Person, und die wöchentlichen Abende, die er plant.

## Der Bot als Vertretung
msg-waiting-bot-seat = { $nurse } (spielt der Bot): { $phrases }
msg-bot-leaves-open = Das überlässt der Bot den { -pflegekraft(num: "other") } neben { $nurse }: legt eure dazu, dann darf jede von euch abschließen.
msg-bot-played = 🤖 Der Bot spielt für { $nurses }:
campaign-standin-bot = Heute Abend spielt der Bot die { -pflegekraft } **{ $nurse }**. Ihre verdeckten Karten bekommt solange niemand; <@{ $user }> bekommt sie per DM, sobald sie wieder mitspielt oder die Leitung die Vertretung mit /{ cmd-campaign } { cmd-campaign-standin } beendet.
dm-seat-returned = Dein Platz ist wieder deiner: der Bot gibt dir { $nurse } zurück ({ -marker(num: "other") } { $tokens }, Stress { $stress }). Was sie verdeckt hält:
dm-seat-returned-partial = • Eine { -erinnerung(kind: "partial") }, { -abschnitt } { $timeline }. Billy hat gesagt: „{ $quote }“
dm-seat-returned-clear = • Eine { -erinnerung(kind: "clear") }, { -abschnitt } { $timeline }
dm-seat-returned-board = • Auf dem Schichtleitertableau, { -abschnitt } { $timeline }: „{ $quote }“
dm-seat-returned-none = • nichts Verdecktes
