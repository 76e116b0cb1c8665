# Holding On, wie die Sätze des Tisches es nennen (der Tisch selbst nennt kein Spiel).

# Mit Artikel; `case`: nom oder acc (gleich bei „eine Kampagne“).
holding_on-table-name = eine Holding-On-Kampagne
