# Die Spielbegriffe der deutschen Ausgabe (content/text/TERMS.de.md), als Fluent-Terme mit Kasus und Numerus.

-pflegekraft = { $num ->
   *[one] Pflegekraft
    [other] Pflegekräfte
  }
    .gender = fem
-marker = { $num ->
   *[one] { $case ->
       *[nom] Versorgungsmarker
        [gen] Versorgungsmarkers
      }
    [other] { $case ->
       *[nom] Versorgungsmarker
        [dat] Versorgungsmarkern
      }
  }
    .gender = masc
-karte = Patientenkarte
    .gender = fem
-schichtleiter = { $case ->
   *[nom] Schichtleiter
    [gen] Schichtleiters
  }
-erinnerung = { $kind ->
    [partial] { $case ->
       *[nom] vage Erinnerung
        [acc] vage Erinnerung
        [dat] vagen Erinnerung
      }
   *[clear] { $case ->
       *[nom] klare Erinnerung
        [acc] klare Erinnerung
        [dat] klaren Erinnerung
      }
  }
    .gender = fem
-abschnitt = { $case ->
   *[nom] Lebensabschnitt
    [dat] Lebensabschnitt
    [gen] Lebensabschnitts
  }
-telefon = Telefonplättchen
-verwarnung = Verwarnung vom Krankenhaus
