# Holding On tel que les phrases de la table le nomment (la table ne nomme elle-même aucun jeu).

# Avec son article.
holding_on-table-name = une campagne Holding On
