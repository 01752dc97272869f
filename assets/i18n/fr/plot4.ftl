# Plot 4 : les mots de la fenêtre en français. Mêmes clés et variables que en/plot4.ftl.

## Couleurs, camps et niveaux

red = Rouge
yellow = Jaune
mode-human = Humain
level-random = Hasard
level-random-plus = Hasard+
level-very-low = Enfantin
level-lower = Très facile
level-low = Facile
level-mid = Moyen
level-mid-high = Difficile
level-high = Maître
on = activé
off = désactivé

## Écran titre

title-subtitle = Quatre en ligne
title-tap-to-start = Touchez pour commencer
title-play = Jouer
title-play-tooltip = Choisir les joueurs, puis jouer (Entrée ou une autre touche)
title-press-any-key = Toute touche lance la partie ; la lettre d'un bouton l'ouvre
title-settings = Réglages
title-settings-tooltip = Thème, son, qui commence, langue (S)
title-statistics = Statistiques
title-statistics-tooltip = Vos résultats et votre classement (T)
title-tictactoe = Morpion
title-tictactoe-tooltip = Jouer au morpion à la place (X)

## Reprendre ou nouvelle partie

resume-continue = Reprendre la partie
resume-new-game = Nouvelle partie
resume-about = Une partie est restée inachevée après { $moves ->
        [one] 1 coup
       *[other] { $moves } coups
    } : Rouge { $red }, Jaune { $yellow }
resume-keys = Entrée : reprendre  ·  N : nouvelle partie  ·  Échap : quitter
resume-keys-page = Entrée : reprendre  ·  N : nouvelle partie

## Choix des joueurs

modes-who-plays = Qui joue { $side } ?
modes-computer = Ordinateur : { $level }  ·  classement { $rating }
modes-board = Plateau { $board }
modes-line = { $length } alignés
modes-escape-cancel = Échap ou Annuler : garder les joueurs actuels
modes-escape-back = Échap : retour à Rouge
modes-tap = Touchez un choix
modes-escape-title = Échap : retour au titre
modes-keys = { $digits } ou clic : choisir  ·  ↑/↓ Entrée : sélection  ·  ←/→ : changer  ·  { $escape }
modes-adaptive = Mon niveau : le plus proche de mon classement
modes-cancel = Annuler
modes-cancel-tooltip = Garder les joueurs actuels (Échap)
modes-back = Retour
modes-back-title-tooltip = Retour à l'écran titre (Échap)
modes-back-side-tooltip = Retour à : qui joue { $side } ? (Échap)
modes-first = { $side } commence
modes-first-alternate = En alternance : { $side }
modes-change-where = ←/→ changent le plateau, la ligne et qui commence : ↑/↓ pour y aller

## La table : titre, consignes, boutons

table-wins = { $player } gagne !
table-draw = Match nul
table-paused = En pause : { $side } ({ $mode }) doit jouer
table-to-move = { $side } doit jouer  ({ $mode })
table-play-again-tap = Touchez « Rejouer » pour une autre partie
table-play-again = Rejouer : Y ou Entrée  ·  N : quitter  ·  U reprend le dernier coup
table-play-again-page = Rejouer : Y ou Entrée  ·  N : retour à l’accueil  ·  U reprend le dernier coup
table-paused-help = En pause après une annulation : P ou cliquez Continuer pour que les ordinateurs reprennent
table-paused-tap = En pause après une annulation : touchez Continuer pour que les ordinateurs reprennent
table-click-wide = { $side } : cliquez une colonne, ou ←/→ et Entrée  (1-9 aussi)
table-click = { $side } : cliquez une colonne ou tapez 1-{ $columns }  (←/→ et Entrée aussi)
table-tap = { $side } : touchez une colonne
table-computer-moves = { $side } ({ $mode }) est l’ordinateur : à vous ensuite
table-players = Rouge : { $red }  ·  Jaune : { $yellow }  ·  F1 ou ? pour toutes les touches
table-players-tap = Rouge : { $red }  ·  Jaune : { $yellow }
table-variant = { $board }, { $length } alignés
table-computers-play = Les ordinateurs jouent entre eux : U met en pause et reprend un coup
table-rating-moved = Partie classée contre { $level } ({ $level_rating }) : votre classement { $before } → { $after }  ·  F1 ou ? pour toutes les touches
table-casual-over = Partie amicale ({ $reasons }) : votre classement reste { $rating }
table-casual = Partie amicale : { $reasons }
table-casual-tag = Amicale
table-players-casual = Rouge : { $red }  ·  Jaune : { $yellow }  ·  Partie amicale : { $reasons }
casual-two-people = deux personnes ont joué
casual-no-person = l’ordinateur a joué les deux camps
casual-other-board = pas le plateau 7×6
casual-from-position = commencée depuis une position
casual-take-back = un coup a été repris
casual-hint = des indices ont servi
casual-explorer = les ouvertures ont été consultées
casual-analysis = l’analyse était active
casual-why = la vue Pourquoi était active
casual-modes-changed = les joueurs ont changé en cours de partie
casual-online = jouée en ligne
casual-other = marquée amicale
table-thinking = Réflexion…
tool-new-game = Nouvelle partie
tool-undo = Annuler
tool-redo = Rétablir
tool-resume = Continuer
tool-modes = Joueurs
tool-help = Aide
tool-quit = Quitter
tool-hint = Indice
tool-analysis = Analyse
tool-settings = Réglages
tool-statistics = Stats
tool-new-game-purpose = recommencer sur le plateau vide
tool-undo-purpose = reprendre le dernier coup (le vôtre, contre l’ordinateur)
tool-redo-purpose = rejouer un coup repris
tool-resume-purpose = relancer deux ordinateurs en pause après une annulation
tool-modes-purpose = choisir qui joue Rouge et Jaune
tool-help-purpose = cette liste des touches et des boutons
tool-quit-purpose = quitter le jeu (avec confirmation)
tool-hint-purpose = où mène chaque colonne en jeu parfait, pour ce coup
tool-analysis-purpose = l’indice à chaque coup et une courbe de la partie (oui/non)
tool-why = Pourquoi
tool-why-purpose = menaces (rangée impaire/paire) et meilleure suite (oui/non)
tool-coach = Coach
tool-coach-purpose = problèmes, ouvertures, apprendre de vos parties
tool-settings-purpose = thème, son, vitesse, qui commence, joueurs, langue
tool-statistics-purpose = vos victoires, nulles et défaites, et la plus longue série
tool-or = ou
tool-switch-on = { $tooltip } : activé

## Indices au-dessus des colonnes

hint-too-deep = non résolu
hint-not-solved-1 = non
hint-not-solved-2 = résolu
hint-wins-now-1 = gagne
hint-wins-now-2 = ici
hint-wins-in-1 = gagne
hint-wins-in-2 = en { $moves }
hint-draw = nulle
hint-loses-next-1 = perd
hint-loses-next-2 = en 1
hint-loses-in-1 = perd
hint-loses-in-2 = en { $moves }

## Questions

question-yes = Oui
question-yes-tooltip = Oui (Y)
question-no = Non
question-no-tooltip = Non (N ou Échap)
question-quit = Voulez-vous vraiment quitter ?
question-new-game = Abandonner cette partie et en commencer une nouvelle ?

## Fin de partie et revue

game-over-play-again = Rejouer
game-over-play-again-tooltip = Une nouvelle partie, mêmes joueurs (Y ou Entrée)
game-over-review = Revoir la partie
game-over-review-tooltip = Revoir la partie (← ou →)
game-over-learn = Apprendre de ses erreurs
game-over-learn-tooltip = Apprendre de vos erreurs dans cette partie (L)
game-over-save-picture = Enregistrer l’image
game-over-save-picture-tooltip = Enregistrer une image du plateau (Ctrl+P)
game-over-save-game = Enregistrer la partie
game-over-save-game-tooltip = Enregistrer la partie dans un fichier (Ctrl+S)
saved-picture = Image enregistrée : { $path }
saved-game = Partie enregistrée : { $path }
save-failed = Non enregistré : { $reason }
saved-open-folder = Ouvrir le dossier
saved-open-folder-tooltip = Montrer le fichier dans son dossier
open-folder-failed = Impossible d’ouvrir le dossier : { $reason }
saving = Enregistrement…
saving-game = La partie sera enregistrée dès que son analyse sera finie…
notice-nothing-to-save = Aucun coup encore : rien à enregistrer
review-step = Revue : coup { $move } sur { $moves }, { $side } a joué { $column }
review-end = Revue : la fin, après { $moves ->
        [one] 1 coup
       *[other] { $moves } coups
    }
review-earlier = ← Avant
review-later = Après →
review-play-from-here = Jouer d’ici
review-play-from-here-short = Jouer
review-back = Retour
review-no-more-moves = Plus de coups dans ce sens
review-over-here = La partie est finie ici : revenez d’abord en arrière
review-keys = ←/→ parcourir  ·  Début/Fin premier/dernier  ·  PgPréc/PgSuiv erreurs  ·  Entrée rejoue  ·  Échap retour
review-tap = Touchez les boutons pour parcourir la partie
review-legend = souligné : le coup joué  ·  encadré : le meilleur  ·  ? : une erreur

## Aide

help-title = Touches et boutons
help-how-title = Comment jouer
help-how-drop = Chacun à son tour lâche un jeton dans une colonne : il tombe aussi bas que possible.
help-how-win = Quatre de votre couleur alignés, en ligne, en colonne ou en diagonale, gagnent.
help-how-tap = Touchez une colonne pour y lâcher votre jeton ; les boutons en haut font le reste.
help-digits = { $keys } ou clic
help-digits-purpose = lâcher un pion dans cette colonne
help-arrows = ← → et Entrée
help-arrows-purpose = déplacer le pion en main et le lâcher
help-review = ← → à la fin · Revoir
help-review-purpose = parcourir la partie finie ; Entrée rejoue à partir de là
help-explorer-purpose = explorer les ouvertures depuis cette position
help-why-further-purpose = avec Pourquoi activé : les coups suivants de la meilleure suite
help-learn = L à la fin · Apprendre
help-learn-purpose = rejouer les coups qui ont gâché un résultat
help-play-again = Y ou Entrée à la fin
help-play-again-purpose = rejouer, avec les mêmes joueurs
help-no = N à la fin
help-no-purpose = quitter (avec confirmation)
help-leave-page = Échap, ou N à la fin
help-leave-page-purpose = retour à l’accueil ; la partie en cours est gardée
help-copy-purpose = copier les chiffres de la position
help-paste-purpose = commencer une partie depuis les chiffres du presse-papiers
help-save-purpose = fin de partie : la partie (Ctrl+S) ou une image (Ctrl+P)
help-read-purpose = le plateau en mots : V la colonne en main (de bas en haut), B une rangée (la suivante à chaque fois), M le dernier coup et les menaces
help-close = Échap ou un clic ferme ceci
help-close-tap = Touchez pour fermer
coach-menu-title = Coach
coach-menu-puzzles = Problèmes
coach-menu-explorer = Ouvertures depuis cette position
coach-menu-learn = Apprendre de vos parties
coach-menu-keys = P, E ou L, ou un clic  ·  Échap : retour à la partie

## Réglages

settings-title = Réglages
settings-theme = Thème
settings-sound = Son
settings-volume = Volume
settings-animation = Vitesse des pions
settings-first = Qui commence
settings-red-mode = Rouge (nouvelles parties)
settings-yellow-mode = Jaune (nouvelles parties)
settings-analysis = Afficher l’analyse
settings-language = Langue
settings-alternate = en alternance
settings-theme-classic = classique
settings-theme-dark = sombre
settings-theme-light = clair
settings-theme-colour-blind = daltonien
settings-animation-slow = lente
settings-animation-normal = normale
settings-animation-fast = rapide
settings-animation-off = aucune
settings-this-run = { $value } (cette fois : { $theme })
settings-muted = { $value } (muet : --mute)
settings-no-audio = { $value } (pas de sortie audio)
settings-close = Fermer
settings-close-tooltip = Fermer (Échap ou S)
settings-keys = ↑ ↓ choisir  ·  ← → ou un clic changent  ·  Échap ou un clic dehors ferme
settings-tap = Touchez une ligne pour la changer  ·  touchez dehors pour fermer

## Statistiques

statistics-title = Statistiques du Puissance 4
statistics-against = Contre
statistics-games = Parties
statistics-won = Gagnées
statistics-drawn = Nulles
statistics-lost = Perdues
statistics-computer = Ordinateur : { $level }
statistics-human = Humain (pour Rouge)
statistics-streak = Plus longue série de victoires en parties classées : { $streak }
statistics-rating = classement : { $rating } ± { $deviation } ({ $games ->
        [one] 1 partie classée
       *[other] { $games } parties classées
    })
statistics-recorded = { $games ->
        [one] 1 partie enregistrée
       *[other] { $games } parties enregistrées
    } : { $rated } classées, { $casual } amicales
statistics-reset-question = Effacer toutes les statistiques ? L’ancien historique est gardé à part.
statistics-yes = Oui (Y)
statistics-no = Non (N)
statistics-keys = ← → : résultats ou classement  ·  R : effacer  ·  Échap ferme
statistics-reset = Effacer (R)
statistics-close = Fermer
statistics-rated-games = Parties classées
statistics-casual-games = Parties amicales
statistics-page-results = Résultats
statistics-page-rating = Classement
statistics-rating-now = Votre classement : { $rating } ± { $deviation }
statistics-rating-range = { $games ->
        [one] 1 partie classée
       *[other] { $games } parties classées
    }  ·  plus bas { $low }, plus haut { $high }
statistics-rating-dates = Jouées du { $first } au { $last }
statistics-rating-date = Jouées le { $first }
statistics-rating-games-axis = parties classées, les plus anciennes d’abord

## Messages

notice-no-column = Il n’y a pas de colonne { $column } : tapez { $keys }
notice-no-option = Il n’y a pas de choix { $option } : tapez { $digits }
notice-outside-board = Cliquez sur une colonne du plateau
notice-outside-board-tap = Touchez une colonne du plateau
notice-digit-keys-wide = 1-9 (colonnes 10 et plus : ←/→ et Entrée)
notice-nothing-to-hint = La partie est finie : pas d’indice
notice-hint-on-your-turn = L’indice s’affichera à votre tour
notice-analysis = Analyse { $state }
notice-not-paused = La partie n’est pas en pause
notice-nothing-to-copy = Le plateau est vide : rien à copier
notice-copied = Position { $digits } copiée
notice-nothing-to-paste = Rien à coller : le presse-papiers est vide ou indisponible ici
notice-started-from = Partie commencée depuis la position { $digits }
notice-not-a-position = Pas une position : « { $shown } » ({ $error })
notice-wait-computer = Patientez : l’ordinateur ({ $level }) joue { $side }
notice-wait-coin = Patientez jusqu’à ce que le pion tombe
notice-nothing-to-undo = Il n’y a pas de coup à reprendre
notice-nothing-to-redo = Il n’y a pas de coup à rejouer

## Courbe

graph-red = Rouge
graph-yellow = Jaune

## Morpion

tictactoe-keys = 1-9 ou clic : marquer une case (ligne par ligne depuis le coin supérieur gauche) · U annuler · R rétablir · H indice · A analyse · N nouvelle partie · C joueurs · Échap quitter
tictactoe-no-square = Il n’y a pas de case { $number } : tapez 1-9
tictactoe-wait = Patientez : l’ordinateur joue { $mark }
tictactoe-no-move = Il n’y a pas de coup à { $what ->
        [undo] reprendre
       *[redo] rejouer
    }
tictactoe-not-here = Pas au morpion
tictactoe-taken = La case { $square } est prise
tictactoe-over = La partie est finie
tictactoe-wins = { $mark } gagne!
tictactoe-who-plays = Morpion : qui joue { $mark } ?
tictactoe-computer = Ordinateur : { $level }
tictactoe-escape-back = Échap : retour à X
tictactoe-modes-tap = Touchez un choix
tictactoe-keys-modes = { $digits } ou clic : choisir  ·  ↑/↓ Entrée : sélection  ·  { $escape }
tictactoe-to-move = { $mark } doit jouer  ({ $who })
tictactoe-win = gain
tictactoe-draw = nulle
tictactoe-loss = perte
tictactoe-over-keys = N ou Nouvelle partie : rejouer  ·  U : annuler  ·  C : joueurs  ·  Échap : quitter
tictactoe-play-keys = Cliquez une case ou tapez 1-9 (ligne par ligne depuis le haut à gauche)  ·  H : indice
tictactoe-play-tap = Touchez une case
tictactoe-computer-moves = { $mark } est l’ordinateur : à vous ensuite
tictactoe-players = X : { $x }  ·  O : { $o }  ·  F1 pour toutes les touches

## Revue : boutons et sauts

review-first = « Début
review-first-tooltip = Le premier coup (Début)
review-previous-mistake = ‹ Erreur
review-previous-mistake-tooltip = L’erreur avant ce coup (PgPréc)
review-earlier-tooltip = Le coup d’avant (←)
review-later-tooltip = Le coup d’après (→)
review-next-mistake = Erreur ›
review-next-mistake-tooltip = L’erreur après ce coup (PgSuiv)
review-last = Fin »
review-last-tooltip = Le dernier coup (Fin)
review-play-from-here-tooltip = Une nouvelle partie depuis cette position (Entrée)
review-back-tooltip = Retour à la fin (Échap)
review-moves = Coups
review-move-best = meilleur
review-move-inaccuracy = imprécision
review-move-mistake = erreur ?
review-move-blunder = gaffe ??
review-start = Revue : le début, { $side } commence
review-at-first = C’est le premier coup
review-at-last = C’est le dernier coup
review-no-mistake-before = Aucune erreur trouvée avant ce coup
review-no-mistake-after = Aucune erreur trouvée après ce coup

## Courbe d’évaluation, légende des indices et vue Pourquoi

graph-title = Évaluation
graph-draw = nulle
graph-moves = coups
graph-red-wins = Rouge gagne
graph-yellow-wins = Jaune gagne
graph-mistake = erreur ou blocage manqué
graph-bound = borne
graph-analysing = Analyse de la partie : { $done } sur { $total ->
        [one] 1 position
       *[other] { $total } positions
    }
graph-not-solved = { $not_solved } sur { $total ->
        [one] 1 position
       *[other] { $total } positions
    } non prouvées : chacune demande plus de { $seconds } s si tôt dans la partie
hint-legend = gagne en 3 (+3), perd en 3 (−3) : pions du joueur au trait, celui-ci compris
not-solved-in-time = non résolu à temps
why-odd = impaire
why-even = paire
why-legend = Pourquoi : les anneaux sont des menaces  ·  losanges la meilleure suite, { $line }
why-moves = coups { $first }–{ $last } sur { $total }
why-no-line = pas de suite : la partie est finie
why-further = Suivants ›
why-further-tooltip = les coups suivants de la meilleure suite (.)
spoken-coin-red = rouge
spoken-coin-yellow = jaune
spoken-coin-empty = vide
spoken-column-label = Colonne { $column }, { $empty ->
    [0] pleine
    [one] { $empty } case libre
   *[other] { $empty } cases libres
    }
spoken-column = Colonne { $column } : { $cells }.
spoken-row = Rangée { $row } : { $cells }.
spoken-move = { $player } : colonne { $column }, rangée { $row }.
spoken-to-move = Au tour de { $player }.
spoken-win = { $player } gagne : { $length } alignés de la colonne { $from_column }, rangée { $from_row } à la colonne { $to_column }, rangée { $to_row }.
spoken-win-short = { $player } gagne.
spoken-draw = Match nul : la grille est pleine.
spoken-threat = { $player } menace la colonne { $column }, rangée { $row }, { $parity }.
spoken-no-threats = Aucune menace.
spoken-no-moves = Aucun coup joué.
spoken-thinking = { $player } réfléchit.
spoken-taken-back = Coup annulé.
spoken-new-game = Nouvelle partie.
spoken-position = Une position après { $moves ->
    [one] un coup
   *[other] { $moves } coups
    }.
spoken-hint-wins-now = La colonne { $column } gagne tout de suite.
spoken-hint-wins-in = La colonne { $column } gagne en { $moves }.
spoken-hint-draw = La colonne { $column } fait match nul.
spoken-hint-loses-next = La colonne { $column } perd au coup suivant.
spoken-hint-loses-in = La colonne { $column } perd en { $moves }.
spoken-hint-unsolved = L’indice n’a pas été résolu à temps.
spoken-not-now = Aucune partie en cours ici : on joue une colonne sur l’écran du plateau.
spoken-columns = Colonnes
spoken-tools = Partie
spoken-said = Ce qui se passe
notice-computers-play = Les ordinateurs jouent les deux camps : C change qui joue

## L’entraîneur : erreurs, problèmes, ouvertures

title-learn = Apprendre de vos erreurs
title-learn-tooltip = Les erreurs de vos dernières parties, une à une (L)
title-puzzles = Problèmes
title-puzzles-tooltip = Des positions à résoudre à votre niveau (P)
title-explorer = Ouvertures
title-explorer-tooltip = Le résultat exact de chaque coup d'ouverture (E)
title-online = Jouer en ligne
title-online-tooltip = Jouer contre un ami sur un autre ordinateur (O)

## Play online: create, join or watch a game, and the remote seat on the table
online-title = Jouer en ligne
online-create = Créer une partie
online-board = Plateau : { $size }
online-first = Premier coup : { $who }
online-first-me = moi
online-first-friend = mon ami
online-first-random = au hasard
online-clock = Pendule : { $clock }
online-clock-none = aucune
online-join = Rejoindre une partie
online-watch = Regarder une partie
online-server = Serveur : { $server }
online-menu-keys = ↑ ↓ choisir  ·  ← → changer  ·  Entrée  ·  Échap : retour
online-type-code = Tapez ou collez (Ctrl+V) le code ou le lien envoyé par votre ami
online-type-code-watch = Tapez ou collez (Ctrl+V) le code ou le lien de la partie
online-type-server = Collez (Ctrl+V) ou tapez l'adresse du serveur
online-typing-keys = Entrée : valider  ·  Retour arrière : effacer  ·  Échap : retour
online-connecting = Connexion…
online-code-title = Envoyez ce code ou ce lien à votre ami
online-copy = Copier le lien (C)
online-copied = Lien copié
online-waiting-friend = En attente de votre ami
online-waiting-keys = Échap : quitter la partie
online-ended = Partie en ligne terminée : { $reason }
online-ended-keys = Entrée ou Échap : retour
online-no-server = Cette page n’a pas de serveur de jeu : indiquez-en un sous Serveur
online-room-gone = Votre partie en ligne est finie : sa salle n’existe plus
online-bad-link = Ce lien ne désigne aucune partie : { $code }
online-wait-turn = C'est au tour de votre ami
online-mode-you = vous
online-mode-friend = votre ami
online-watching = Vous regardez cette partie
online-watching-room-full = Les deux places étaient prises : vous regardez cette partie
online-game-over = La partie est finie : Rejouer demande une revanche
online-not-now = Pas pendant une partie en ligne
online-draw-sent = Nulle proposée
online-draw-offered = Votre ami propose la nulle : D accepte, un coup refuse
online-draw-declined = La nulle a été refusée
online-rematch-asked = Votre ami demande une revanche : Y accepte
online-rematch-sent = Revanche demandée
online-friend-away = Votre ami est absent
online-friend-back = Votre ami est de retour
online-reconnecting = Reconnexion…
online-reconnected = Reconnecté
online-refused = Le serveur a refusé : { $reason }
online-you-win = Vous gagnez
online-friend-wins = Votre ami gagne
online-side-wins = { $side } gagne
online-draw = Nulle
online-by-resignation = par abandon
online-on-time = au temps
online-by-agreement = d'un commun accord
online-abandoned = la partie a été quittée
online-friend-away-left = Votre ami est absent ({ $time })
online-reaction-shown = { $who } « { $words } »
online-react = Réagir (G)
online-react-tooltip = Envoyer un petit mot à votre ami (G)
online-react-title = Dire à votre ami
online-react-keys = 1-7 ou un clic : envoyer  ·  Échap : fermer
online-help-draw = proposer la nulle, ou accepter celle de votre ami (en ligne)
online-help-react = envoyer un petit mot à votre ami (en ligne)
online-react-hello = Bonjour !
online-react-good-luck = Bonne chance !
online-react-nice-move = Joli coup !
online-react-oops = Oups
online-react-well-played = Bien joué
online-react-thanks = Merci !
online-react-good-game = Belle partie
online-refusal-bad-message = cette version de Plot 4 et le serveur ne se comprennent pas
online-refusal-version = le serveur parle une autre version : mettez Plot 4 à jour
online-refusal-rate-limited = trop de choses trop vite : attendez un instant
online-refusal-too-many-rooms = trop de parties créées d'ici : réessayez dans une minute
online-refusal-too-many-attempts = trop de codes essayés d'ici : réessayez dans une minute
online-refusal-too-many-connections = trop de connexions d'ici
online-refusal-no-such-room = aucune partie n'a ce code (elle a peut-être expiré)
online-refusal-bad-token = cette place n'est plus la vôtre
online-refusal-already-in-room = déjà dans une partie
online-refusal-bad-board = le serveur ne joue pas sur ce plateau
online-refusal-bad-clock = le serveur n'accepte pas cette pendule
online-refusal-column-full = cette colonne est pleine
online-refusal-outside-board = cette colonne n'est pas sur le plateau
online-refusal-game-over = la partie est finie
online-refusal-wrong-number = ce coup est arrivé trop tard : un autre a été joué avant
online-refusal-no-draw-offer = aucune proposition de nulle à accepter
online-refusal-not-over = la partie n'est pas encore finie
online-refusal-unavailable = le serveur est occupé : réessayez
online-ending-left = vous avez quitté la partie
online-ending-unreachable = impossible de joindre le serveur { $address } ({ $reason })
online-ending-server-closed = le serveur s'est arrêté
coach-back = Retour
coach-show-answer = Voir la réponse
coach-show-answer-short = Réponse
coach-answer = La réponse : { $columns }
coach-column-full = La colonne { $column } est pleine
coach-not-solved = { $column } n’a pas été résolu à temps : essayez un autre coup
coach-enter-back = Entrée ou Échap : retour
coach-escape-back = Échap : retour
prospect-wins-now = gagne tout de suite
prospect-wins-in = gagne en { $moves }
prospect-draw = nulle
prospect-loses-next = perd en 1
prospect-loses-in = perd en { $moves }
lapse-win-to-draw = une victoire changée en nulle
lapse-win-to-loss = une victoire changée en défaite
lapse-draw-to-loss = une nulle changée en défaite
lapse-slower = une victoire retardée de { $moves ->
        [one] 1 coup
       *[other] { $moves } coups
    }
mistakes-title = Apprendre de vos erreurs
mistakes-summary-title = Apprendre de vos erreurs : le bilan
mistakes-next = Suivant
mistakes-no-game = Pas encore de partie terminée dont apprendre
mistakes-none = Aucune erreur dans cette partie : chaque coup a gardé son résultat
mistakes-looking = Recherche des erreurs : { $done } sur { $moves ->
        [one] 1 coup
       *[other] { $moves } coups
    } jugés
mistakes-looking-in-game = Recherche des erreurs : partie { $game } sur { $games }, { $done } sur { $moves ->
        [one] 1 coup
       *[other] { $moves } coups
    } jugés
mistakes-heading = Erreur { $number } sur { $mistakes } : coup { $move } de { $side }, { $lapse }
mistakes-find = { $side } a joué { $column } ici. Trouvez un meilleur coup : cliquez une colonne ou tapez 1-{ $columns }
mistakes-right = Oui : { $column } { $leads }. Entrée : au suivant
mistakes-wrong = { $column } { $leads } : réessayez (A montre la réponse)
mistakes-answer = La réponse : { $columns } ({ $keeps }). Entrée : au suivant
mistakes-keys = A : voir la réponse  ·  Entrée : erreur suivante  ·  Échap : retour
mistakes-older-game-keys = Entrée : partie suivante  ·  Échap : vos parties
mistakes-played-mark = joué
mistakes-summary-mistakes = Erreurs
mistakes-summary-first-try = Trouvées du premier coup
mistakes-summary-later = Trouvées ensuite
mistakes-summary-shown = Montrées
mistakes-summary-skipped = Passées
mistakes-summary-done = C’étaient toutes les erreurs de cette partie.
mistakes-games = Vos parties
mistakes-next-game = Partie suivante
mistakes-open = Ouvrir
mistakes-choose = Choisissez une partie : cliquez dessus, ou choisissez-la avec ↑ ↓ et Entrée
mistakes-choose-keys = Le numéro d’une partie l’ouvre  ·  Échap : retour
mistakes-no-game-play = Jouez une partie contre l’ordinateur ou un ami, puis revenez
mistakes-nothing-to-answer = Aucune erreur à résoudre ici
mistakes-games-keys = Entrée ou Échap : vos parties
mistakes-better-mark = mieux
mistakes-row-against = contre { $level }
mistakes-row-people = deux joueurs
mistakes-row-won = gagnée en { $moves } coups
mistakes-row-lost = perdue en { $moves } coups
mistakes-row-drawn = nulle en { $moves } coups
mistakes-row-side-won = { $side } a gagné en { $moves } coups
mistakes-row-count = { $mistakes ->
        [0] aucune erreur
        [one] 1 erreur
       *[other] { $mistakes } erreurs
    }
mistakes-row-looking = analyse…
mistakes-row-unjudged = pas résolue à temps
mistakes-age-now = à l’instant
mistakes-age-minutes = il y a { $minutes } min
mistakes-age-hours = il y a { $hours } h
mistakes-age-days = { $days ->
        [one] hier
       *[other] il y a { $days } jours
    }
puzzles-title = Problèmes
puzzles-next = Problème suivant
puzzles-next-short = Suivant
puzzles-kind = Type
puzzles-kind-any = tout type
puzzles-kind-win = jouer et gagner
puzzles-kind-only = coup unique
puzzles-none-of-kind = Aucun problème de ce type
puzzles-none-keys = K : autre type  ·  Échap : retour
puzzles-keys = Cliquez une colonne ou tapez 1-7  ·  A : la réponse  ·  Entrée : un autre
puzzles-answer-mark = réponse
puzzles-over = Ce problème est terminé : Entrée pour le suivant
puzzles-wait = Attendez la réponse de l’ordinateur
puzzles-right = { $column } : juste
puzzles-solved = { $column } : résolu ! Entrée : problème suivant
puzzles-too-slow = { $leads } : trop lent
puzzles-failed = { $failed } : raté. { $answer }. Entrée : problème suivant
puzzles-shown = { $answer }. Entrée : problème suivant
puzzles-answer-unknown = La réponse n'a pas pu être prouvée à temps
puzzles-rating = Votre classement aux problèmes { $rating } ± { $deviation }
puzzles-rating-moved = Classement { $before } → { $after } ({ $change })
puzzles-standing = { $standing }  ·  série { $streak }  ·  ce problème { $puzzle }  ·  { $kind } (K)
puzzle-task-win = { $side } joue et gagne en { $moves ->
        [one] 1 coup
       *[other] { $moves } coups
    }
puzzle-task-keep-win = { $side } joue : trouvez le seul coup qui garde la victoire{ $moves ->
        [one] {""}
       *[other] , { $moves } coups de suite
    }
puzzle-task-keep-draw = { $side } joue : trouvez le seul coup qui garde la nulle{ $moves ->
        [one] {""}
       *[other] , { $moves } coups de suite
    }
explorer-up = ← Un coup en arrière
explorer-up-keys = Retour arrière ou ←
explorer-forward = En avant →
explorer-empty = Ouvertures : { $side } joue sur le plateau vide
explorer-after = Ouvertures : { $side } joue après { $position }
explorer-over = Ouvertures : la partie est finie après { $position }
explorer-over-here = La partie est finie ici : revenez en arrière
explorer-over-keys = La partie est finie ici : Retour arrière pour revenir
explorer-at-start = C’est le plateau vide
explorer-at-end = Rien de plus dans ce sens
explorer-best = Meilleur { $column }
explorer-point = Pointez une colonne pour voir son résultat
explorer-keys = Cliquez une colonne ou tapez son chiffre pour avancer  ·  Retour arrière ou ← : reculer  ·  → : avancer
explorer-wins-on-move = { $side } gagne au coup { $number }
explorer-your-record = vous : { $played } jouées, { $won } gagnées, { $drawn } nulles, { $lost } perdues

## Notes des statistiques et messages du dossier de données

statistics-no-rated-games = Aucune partie classée : jouez contre l’ordinateur
statistics-other-boards = { $games } sur d’autres plateaux ({ $boards })
statistics-only-standard = Seules les parties en 7x6 comptent dans le tableau et le classement
statistics-older-rated = { $games ->
        [one] 1 partie ancienne, sans trace des indices ni des reprises, compte comme classée
       *[other] { $games } parties anciennes, sans trace des indices ni des reprises, comptent comme classées
    }
statistics-no-tictactoe = Les parties de morpion ne sont pas enregistrées
file-game = la partie enregistrée
file-settings = les réglages
file-history = l’historique des parties
file-puzzles = le classement et l’historique des problèmes
file-online-seat = la place dans la partie en ligne
problem-set-aside = { $what } n’a pas pu être lu ({ $defect }) ; valeurs par défaut utilisées, le fichier est gardé sous { $path }
problem-stuck = { $what } n’a pu être ni lu ({ $defect }) ni mis de côté ({ $reason }) ; valeurs par défaut utilisées, rien n’en sera gardé
problem-not-kept = Impossible d’enregistrer { $what } dans { $folder } : { $reason } ; rien ne sera gardé
problem-folder = Impossible d’écrire dans { $folder } : { $reason } ; rien ne sera gardé
problem-no-folder = Pas de dossier de données ({ $reason }) ; rien ne sera gardé
problem-page-storage = Le stockage du navigateur est plein ou désactivé pour cette page : la partie continue, mais rien ne sera gardé
