# Soirées de campagne (ticket 28) : le bot remplace une personne absente, et les soirées hebdomadaires qu’il prévoit.

## Le bot en remplaçant
msg-waiting-bot-seat = { $nurse } (jouée par le bot) : { $phrases }
msg-bot-leaves-open = Le bot laisse cela aux { -infirmiere(num: "other") } à côté de { $nurse } : ajoutez les vôtres, puis n’importe qui parmi vous peut conclure.
msg-bot-played = 🤖 Le bot joue pour { $nurses } :
campaign-standin-bot = Ce soir, le bot joue l’{ -infirmiere } **{ $nurse }**. Ses cartes face cachée ne vont à personne pendant ce temps ; <@{ $user }> les reçoit en MP dès son retour au jeu, ou quand l’hôte met fin au remplacement avec /{ cmd-campaign } { cmd-campaign-standin }.
dm-seat-returned = Vous retrouvez votre place : le bot vous rend { $nurse } ({ -jeton(num: "other") } { $tokens }, stress { $stress }). Ce qu’elle tient face cachée :
dm-seat-returned-partial = • Une Mémoire partielle, période { $timeline }. Billy a dit : « { $quote } »
dm-seat-returned-clear = • Une Mémoire claire, période { $timeline }
dm-seat-returned-board = • Sur le Tableau de gestion des équipes, période { $timeline } : « { $quote } »
dm-seat-returned-none = • rien face cachée
