# Die Spielbegriffe der deutschen Ausgabe (docs/TERMS.de.md), als Fluent-Terme mit Kasus und Numerus.
# Die Schichtleitung ist eine Rolle: wo eine Person sie hat, wählt die Nachricht mit GENDER($name) die Form,
# die ihre Person gewählt hat (Schichtleiterin, Schichtleiter, oder neutral: hat die Schichtleitung).

-pflegekraft = { $num ->
   *[one] Pflegekraft
    [other] { $case ->
       *[nom] Pflegekräfte
        [dat] Pflegekräften
      }
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
-schichtleitung = Schichtleitung
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
-ueberstunden = Überstunden
