# Les termes du jeu en français (content/text/TERMS.fr.md).

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
