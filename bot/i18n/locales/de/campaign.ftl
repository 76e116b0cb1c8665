# /kampagne: was der Tisch selbst verkündet.

campaign-opens = Hier beginnt eine Holding-On-Kampagne: { $pack }
campaign-hosted = Leitung: { $host }. Nehmt mit /kampagne beitreten Platz (2 bis 4 Pflegekräfte), dann /kampagne start. `/kampagne stand hinweis:True` zeigt den Inhaltshinweis noch einmal.
campaign-note-field = Inhaltshinweis
campaign-language-line = Sprache: { $language }. Die Leitung ändert sie mit /kampagne optionen.
campaign-joins = { $user } nimmt als Pflegekraft **{ $nurse }** Platz ({ $seats } von 4 Plätzen).
campaign-leaves = { $user } verlässt den Tisch ({ $seats } von 4).
campaign-language-set = Diese Kampagne wird jetzt auf { $language } gespielt: im Kanal, in den DMs und in der Geschichte.
campaign-options-header = Tischoptionen:
campaign-options-language = Sprache: { $language }
campaign-welcome = Du sitzt an diesem Holding-On-Tisch als Pflegekraft { $nurse }. Deine verdeckten Karten und Billys Worte, wenn du für ihn sprichst, kommen hierher, nur für deine Augen.
