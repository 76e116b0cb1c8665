# Les termes du jeu en français (docs/TERMS.fr.md). « Responsable d’équipe » est épicène : sans article devant un nom
# (« Ana est Responsable d’équipe »), « la personne Responsable d’équipe » pour le rôle quand le genre ne se dit pas.

-infirmiere = { $num ->
   *[one] Infirmière
    [other] Infirmières
  }
    .gender = fem
-jeton = { $num ->
   *[one] Jeton de soin
    [other] Jetons de soin
  }
-carte = Carte Patient
-responsable = Responsable d’équipe
-contact = Tuile Contact
-avertissement = Avertissement de l’hôpital
