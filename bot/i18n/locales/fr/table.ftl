# Les refus et les notes de la table (bot/table) ; espace insécable avant « : ; ».

passed = Ce moment est passé : la partie a avancé depuis ce message.
refuse-no-decision = Il n’y a aucune décision à prendre.
refuse-game-changed = La partie a changé pendant que vous agissiez ; réessayez, s’il vous plaît.
refuse-undo-who = Seuls l’hôte et la personne { -responsable } peuvent annuler une décision.
refuse-undo-nothing = Il n’y a aucune décision à annuler dans cette tentative.
refuse-undo-no-replay = Le journal de cette tentative ne se rejoue pas : l’annulation n’est pas possible.
refuse-undo-rules = Cette tentative a commencé sous les règles { $stored } ; ce bot joue les règles { $current } et ne peut pas la reconstruire exactement : l’annulation n’est pas possible ici.
refuse-undo-kind = La dernière décision ({ $decision }) ne peut pas être annulée : seuls l’affectation, les jetons, le jeton bonus et les congés se reprennent, et seulement s’ils n’ont rien révélé.
refuse-undo-final = La dernière décision ({ $decision }) ne peut pas être annulée : elle a révélé ou déplacé quelque chose de caché (une carte, une pioche, un mélange), ou elle a fini la tentative.
refuse-game-unknown = La table de ce salon joue à un jeu que ce bot ne propose pas ({ $game }) ; un bot qui le propose pourra la poursuivre.
refuse-other-game = Ce salon accueille déjà { $here } : lancez { $wanted } dans un autre salon ou fil.
refuse-no-campaign = Il n’y a pas de campagne dans ce salon. Ouvrez-en une avec /{ cmd-campaign } { cmd-campaign-new }.
refuse-no-scenario-played = Aucun scénario n’est en cours ici. Commencez-en un avec /{ cmd-campaign } { cmd-campaign-start }.
refuse-game-ended = La dernière tentative est finie ({ result-word }). Lancez la suivante avec /{ cmd-campaign } { cmd-campaign-start }.
refuse-stood-in = Quelqu’un joue votre personnage pour l’instant ; l’hôte y met fin avec /{ cmd-campaign } { cmd-campaign-standin }.
refuse-no-seat-in-scenario = Vous n’avez pas de place dans ce scénario. Rejoignez la table entre deux scénarios avec /{ cmd-campaign } { cmd-campaign-join }, ou demandez à l’hôte de vous faire remplacer une personne absente.
refuse-pack-missing = Le paquet de contenu avec lequel cette tentative a commencé ({ $pack }) manque.

refuse-campaign-exists = Ce salon a déjà une campagne (une par salon ou fil).
refuse-seated-already = Vous avez déjà une place, comme { $nurse }.
refuse-gender = Les phrases qui nomment votre personnage s’accordent au féminin (f), au masculin (m) ou au neutre (n), pas { $given }.
refuse-seat-raced = Vous avez déjà une place, ou ce nom vient d’être pris à la table.
refuse-table-full = La table est pleine : Holding On se joue à { $seats } personnes au plus.
refuse-no-seat = Vous n’avez pas de place à cette table.
refuse-no-such-nurse = Personne ne s’appelle { $name } parmi le personnel infirmier de cette table. À la table : { $count ->
    [0] personne encore
   *[other] { $names }
  }.
refuse-not-a-member = Ce n’est pas un membre de ce serveur : choisissez quelqu’un dans la liste que propose Discord.
refuse-start-who = Seuls l’hôte ou les personnes assises à la table peuvent commencer un scénario.
refuse-seats-needed = Holding On se joue de { $low } à { $high } personnes ; { $count } ont rejoint la table.
refuse-start-raced = La campagne a changé pendant la mise en place de ce scénario ; rien n’a commencé : relancez-le, s’il vous plaît.
refuse-nothing-to-abandon = Aucun scénario n’est en cours ici.
refuse-left-already = Le bot joue déjà votre place : votre prochain coup vous la rend.
refuse-not-left = Le bot ne joue pas votre place : elle est à vous.
refuse-review-none = Le bot de ce jeu ne revient pas sur ses coups : seul le partenaire du second jeu le fait.
refuse-review-in-play = Une partie est en cours ici : on la revoit une fois finie.
refuse-review-nothing = Aucune partie n’est encore finie ici : il n’y a rien à revoir.
refuse-review-unreadable = L’historique de la dernière partie ne se rejoue pas avec cette version du bot : seules les parties finies à partir de maintenant pourront être revues.
refuse-host-only = Seul l’hôte (ou une personne qui gère le serveur) peut { $what ->
    [standin] désigner un remplacement
    [options] changer les options de la table
    [abandon] abandonner la tentative
    [export] exporter la campagne
   *[import] importer une campagne ici
  }.
refuse-between-attempts = { $reason ->
    [seats] Les places changent entre deux tentatives d’un scénario
    [leave] Votre personnage est dans le scénario en cours ; les places changent entre deux tentatives
   *[playing] Un scénario est déjà en cours
  } : finissez cette tentative ou abandonnez-la d’abord (un remplacement peut jouer pour une personne absente).
refuse-seat-order = L’ordre des places doit nommer chaque personne assise exactement une fois.
refuse-all-won = Tous les scénarios de cette campagne sont gagnés ; rejouez-en un avec /{ cmd-campaign } { cmd-campaign-start } { opt-campaign-start-scenario }.
refuse-no-such-scenario = Il n’y a pas de scénario { $scenario } dans cette campagne.
refuse-scenario-locked = Le scénario { $scenario } est encore verrouillé : le prochain à jouer est le scénario { $upcoming }.
refuse-language = Une campagne se joue en { $languages } ; pas en { $given }.
refuse-options = Rien n’a changé : { $problem }.
refuse-import = Ce fichier ne peut pas être importé : { $why }
refuse-import-pack = Ce fichier ne peut pas être importé : son paquet de contenu diffère de celui que ce bot garde sous le même nom (le fichier a été modifié).

note-already-done = C’était déjà fait.
note-already-so = C’était déjà le cas : { $done }. Rien n’a changé.
note-done = Fait : { $done }.
note-undone = Annulé : { $decision }.
note-with-card = { $note } Une carte vous est arrivée face cachée : voyez vos messages privés, ou /{ cmd-hand }.
note-begun = Scénario { $scenario }, tentative { $attempt } : c’est parti.
note-abandoned = Le scénario { $scenario } a été abandonné.

## Le bot redémarre ; noms ; options ; commandes tapées (bot/app/gate.py, bot/names.py, bot/table/options.py, bot/commands.py)
refuse-stopping = Le bot redémarre : rien n’a changé. Réessayez dans une minute.
name-rule = Le nom d’un personnage compte de 1 à { $most } caractères visibles, dont au moins une lettre, un chiffre ou un symbole.
name-mention = Le nom d’un personnage ne peut pas contenir de mention Discord (<@…>, <#…>) : choisissez un nom simple.
name-reserved = { $name } est déjà pris par le personnel de la table (Assistant 1 et 2, Assistant sur appel 1 et 2) : choisissez-en un autre.
name-taken = Quelqu’un s’appelle déjà { $name } à cette table (les majuscules ne comptent pas).
options-not-named = les options de la table ne sont pas une liste d’options nommées
options-unknown = il n’y a pas d’option de table { $name } ; les options sont { $options }
options-values = { $name } peut valoir { $values }
options-missing = les options de table { $names } manquent
refuse-name-someone = Nommez quelqu’un : { $staff }.
refuse-no-staff-called = Personne ne s’appelle { $name } parmi le personnel de cette table. Personnel : { $staff }.
refuse-no-player-called = Personne ne s’appelle { $name } à cette table. À la table : { $players }.
refuse-no-contact-called = Aucun contact nommé { $name } ne peut être appelé. Contacts : { $count ->
    [0] personne dans ce scénario
   *[other] { $contacts }
  }.
refuse-whole-number = { $two ->
    [yes] L’option { $name } vaut { $low } ou { $high }.
   *[no] L’option { $name } va de { $low } à { $high }.
  }
refuse-name-timeline = Nommez une période de 1 à 5, ou « stop » pour mettre fin à votre discussion avec Billy.
refuse-unknown-command = Commande inconnue { $command }.
refuse-not-your-choice = Je ne trouve pas { $choice } parmi vos choix.
refuse-which-choice = Quel choix ?
refuse-no-choice-of-yours = Aucune décision ne vous attend en ce moment : ce choix ne vous est pas ouvert.
refuse-not-ahead = { $option } : ne peut pas être donné d’avance sur cette carte, ses récompenses se choisissent d’abord. Lancez /{ $command } sans { $option }:, puis répondez avec /{ cmd-decide } quand on vous le demande.
# Une commande citée dans une phrase, telle que le client Discord du lecteur la montre (commands.ftl).
command-pair = { $group } { $sub }

## Pourquoi un fichier ne peut pas être importé (bot/table/export.py : la raison de refuse-import)
import-not-export = ce n’est pas un export de campagne de ce bot.
import-game-unknown = c’est une table d’un jeu que ce bot ne propose pas ({ $game }).
import-seat-count = il a plus de places que son jeu n’en prévoit ({ $most } au plus).
import-format = il a été écrit au format d’export { $shown } ; ce bot lit le format { $format }.
import-shape = { $problem ->
    [missing] le champ { $where } est absent
    [extra] le champ { $where } ne fait pas partie d’un export de campagne
    [type] le champ { $where } contient une valeur du mauvais type
    [whole] sa structure n’est pas celle d’un export de campagne
   *[other] le champ { $where } contient une valeur qu’un export de campagne ne peut pas contenir
  }{ $more ->
    [0] .
    [one] {" "}(et un autre problème).
   *[other] {" "}(et { $more } autres problèmes).
  }
import-too-large = il dépasse { $megabytes } Mo, bien plus que tout export de campagne.
import-not-utf8 = ce n’est pas un fichier JSON en UTF-8.
import-too-deep = il est imbriqué bien plus profondément qu’un export de campagne.
import-not-json = ce n’est pas un fichier JSON.
import-not-finite = il contient un nombre qui n’est pas fini (NaN ou Infinity).
import-where = la partie { $game } (scénario { $scenario }, tentative { $attempt })
import-game-pack-missing = { $where } nomme un paquet de contenu que le fichier ne contient pas.
import-table-options = ses options de table ne sont pas utilisables : { $problem }.
import-two-seats = une même personne a deux places.
import-seat-order = deux places partagent un même rang dans l’ordre des places.
import-seat-name = place { $seat } : { $problem }
import-two-in-play = il contient plus d’une tentative de scénario en cours.
import-pack-unreadable = le paquet de contenu { $pack } du fichier est illisible.
import-game-options = { $where } : ses options ne sont pas utilisables : { $problem }.
import-game = { $where } : { $what ->
    [no-scenario] son paquet de contenu n’a pas ce scénario.
    [seats-pair] ses places et leurs personnages ne correspondent pas.
    [version] son état enregistré n’est pas à la version indiquée.
    [seats] ses places ne sont pas celles de son état enregistré.
    [status] son statut n’est pas celui que dit son état enregistré.
   *[replay] son journal ne mène pas à son état enregistré (le fichier a été modifié).
  }
import-game-log = { $where } : son journal ne va pas de 1 à sa version { $version }.
import-snapshot = { $where } : { $why ->
    [newer] elle a été enregistrée par une version plus récente du bot (schéma d’état { $schema } ; cette version lit le schéma { $reads }).
    [no-migration] elle a été enregistrée avec le schéma d’état { $schema }, et cette version du bot n’a aucune migration de celui-ci vers le schéma { $reads }.
    [no-pack] son état enregistré a besoin de son paquet de contenu, que le fichier ne contient pas.
   *[broken] son état enregistré est illisible.
  }
import-replay = { $where } : { $why ->
    [start] elle ne commence pas comme commence son scénario.
    [opening] ses mots d’ouverture ne sont pas ceux du scénario.
    [undo-latest] la ligne { $row } du journal annule la ligne { $undoes }, qui n’est pas la dernière décision.
    [undo-words] la ligne { $row } du journal ne dit pas ce qu’a défait son annulation.
    [kind] la ligne { $row } du journal est d’un type que ce bot n’écrit pas.
    [seat] la ligne { $row } du journal nomme une autre place que celle de sa décision.
    [illegal] la ligne { $row } du journal ne se rejoue pas : sa décision n’est pas possible à ce moment-là.
    [record] la ligne { $row } du journal n’enregistre pas ce qu’a fait sa décision.
    [no-decision] la ligne { $row } du journal ne contient aucune décision.
    [unknown-decision] la ligne { $row } du journal contient une décision que ce bot ne connaît pas.
   *[other] son journal ne se rejoue pas.
  }
import-progress = { $what ->
    [won] sa progression compte comme gagné un scénario qu’aucune de ses parties n’a gagné.
    [attempts] sa progression compte d’autres tentatives que ses parties.
   *[flags] sa progression contient un jalon de campagne qu’aucune de ses parties gagnées n’a obtenu.
  }
import-attempts = les tentatives du scénario { $scenario } ne sont pas numérotées de 1 à { $count }.

## Pourquoi la tentative en cours est illisible (bot/table/snapshots.py : SnapshotUnreadable)
unreadable = { $why ->
    [newer] Cette tentative a été enregistrée par une version plus récente du bot (schéma d’état { $schema } ; cette version lit le schéma { $reads }) : mettez le bot à jour pour la poursuivre.
    [no-migration] Cette tentative a été enregistrée avec le schéma d’état { $schema }, et cette version du bot n’a aucune migration de celui-ci vers le schéma { $reads } : elle ne peut pas être poursuivie ici ; son export la contient toujours.
    [no-pack] L’état enregistré de cette tentative a besoin de son paquet de contenu, qui manque.
   *[broken] L’état enregistré de cette tentative est illisible.
  }
refuse-unreadable = { $why } L’hôte peut abandonner la tentative avec /{ cmd-campaign } { cmd-campaign-abandon }.
name-key-like = Le bot lit { $name } comme la clé d’un bouton : choisissez un nom sans « = ».

# Lancer une partie à deux avec un partenaire (bot/app/pair_start.py) : un membre du serveur, ou le bot.
pair-missing-permissions = Je ne peux pas encore accueillir de partie ici : il me manque **{ $missing }** dans ce salon (j’y montre la partie, et mes coups quand je joue). Demandez à quelqu’un qui gère le serveur de l’autoriser pour mon rôle ici, puis relancez.
pair-partner-self = Vous ne pouvez pas être votre propre partenaire : nommez un autre membre, ou le bot.
pair-partner-other-bot = Un autre bot ne peut pas jouer : choisissez un membre de ce serveur, ou ce bot.

# Les refus d’un petit jeu sur ses options et ses chapitres (bot/games/basic.py), pour tout jeu de l’étagère.
game-options-not-a-table = Les options d’un jeu sont une table de noms et de valeurs.
game-option-unknown = Ce jeu n’a pas d’option { $option } ; il a : { $known }.
game-option-value = L’option { $option } ne peut pas valoir { $value } ; elle peut valoir : { $allowed }.
game-option-missing = Il manque l’option { $option }.
game-one-chapter = Ce jeu a un seul chapitre, 1, pas { $chapter }.
game-no-command = Dans ce jeu, on décide avec ses boutons et /{ cmd-decide }.

# Les phrases de la table, telles qu’un jeu les dit quand il n’a pas les siennes (bot/render/basic_face.py).
game-refuse-no-campaign = Aucune partie n’a encore été jouée dans ce salon.
game-refuse-no-scenario-played = Aucune partie n’est en cours ici.
game-refuse-nothing-to-abandon = Aucune partie n’est en cours ici.
game-refuse-game-ended = La partie est finie ({ $result ->
    [won] gagnée
   *[lost] perdue
  }) : une nouvelle peut commencer dans ce salon.
game-refuse-no-seat-in-scenario = Vous ne jouez pas cette partie, seules les personnes qui la jouent avancent. Commencez la vôtre dans un autre salon ou fil.
game-refuse-between-attempts = Une partie est déjà en cours ici : finissez-la d’abord.
game-refuse-unreadable = { $why }
game-note-begun = La partie a commencé.
game-note-abandoned = La partie a été abandonnée.
game-ev-attempt_abandoned = La partie a été abandonnée.
game-msg-waiting-bot-seat = le bot ({ $nurse }) : { $phrases }
game-msg-bot-played = 🤖 Le coup du bot ({ $nurses }) :
