# Plot 4: die Wörter des Fensters auf Deutsch. Schlüssel und Variablen wie in en/plot4.ftl.

## Farben, Seiten und Stufen

red = Rot
yellow = Gelb
mode-human = Mensch
level-random = Zufall
level-random-plus = Zufall+
level-very-low = Kinderleicht
level-lower = Sehr leicht
level-low = Leicht
level-mid = Mittel
level-mid-high = Schwer
level-high = Meister
on = an
off = aus

## Titelbild

title-subtitle = Vier gewinnt
title-tap-to-start = Tippen zum Starten
title-play = Spielen
title-play-tooltip = Spieler wählen, dann spielen (Enter oder eine andere Taste)
title-press-any-key = Jede Taste startet; der Buchstabe eines Knopfs öffnet ihn
title-settings = Einstellungen
title-settings-tooltip = Farben, Ton, wer beginnt, Sprache (S)
title-statistics = Statistik
title-statistics-tooltip = Deine Ergebnisse und deine Wertung (T)
title-tictactoe = Tic-Tac-Toe
title-tictactoe-tooltip = Stattdessen Tic-Tac-Toe spielen (X)

## Weiterspielen oder neues Spiel

resume-continue = Spiel fortsetzen
resume-new-game = Neues Spiel
resume-about = Ein Spiel wurde nach { $moves ->
        [one] 1 Zug
       *[other] { $moves } Zügen
    } nicht beendet: Rot { $red }, Gelb { $yellow }
resume-keys = Enter: fortsetzen  ·  N: neues Spiel  ·  Esc: beenden
resume-keys-page = Enter: fortsetzen  ·  N: neues Spiel

## Spieler wählen

modes-who-plays = Wer spielt { $side }?
modes-computer = Computer: { $level }  ·  Wertung { $rating }
modes-board = Brett { $board }
modes-line = { $length } in einer Reihe
modes-escape-cancel = Esc oder Abbrechen: Spieler beibehalten
modes-escape-back = Esc: zurück zu Rot
modes-tap = Eine Wahl antippen
modes-escape-title = Esc: zurück zum Titel
modes-keys = { $digits } oder Klick: wählen  ·  ↑/↓ Enter: auswählen  ·  ←/→: ändern  ·  { $escape }
modes-adaptive = Mein Niveau: die Stufe nahe deiner Wertung
modes-cancel = Abbrechen
modes-cancel-tooltip = Spieler beibehalten (Esc)
modes-back = Zurück
modes-back-title-tooltip = Zurück zum Titelbild (Esc)
modes-back-side-tooltip = Zurück zu: wer spielt { $side }? (Esc)
modes-first = { $side } beginnt
modes-first-alternate = Im Wechsel: { $side } beginnt
modes-change-where = ←/→ ändern Brett, Reihe und wer beginnt: mit ↑/↓ dorthin

## Der Tisch: Überschrift, Anleitung, Knöpfe

table-wins = { $player } gewinnt!
table-draw = Unentschieden
table-paused = Pause: { $side } ({ $mode }) ist am Zug
table-to-move = { $side } ist am Zug  ({ $mode })
table-play-again-tap = Für ein neues Spiel „Noch einmal“ antippen
table-play-again = Noch einmal: Y oder Enter  ·  N: beenden  ·  U nimmt den letzten Zug zurück
table-play-again-page = Noch einmal: Y oder Enter  ·  N: zurück zum Start  ·  U nimmt den letzten Zug zurück
table-paused-help = Pause nach Rücknahme: P drücken oder Fortsetzen klicken, damit die Computer weiterspielen
table-paused-tap = Pause nach Rücknahme: Weiter antippen, damit die Computer weiterspielen
table-click-wide = { $side }: Spalte anklicken oder ←/→ und Enter  (auch 1-9)
table-click = { $side }: Spalte anklicken oder 1-{ $columns } drücken  (auch ←/→ und Enter)
table-tap = { $side }: Spalte antippen
table-computer-moves = { $side } ({ $mode }) ist der Computer: danach bist du dran
table-players = Rot: { $red }  ·  Gelb: { $yellow }  ·  F1 oder ? für alle Tasten
table-players-tap = Rot: { $red }  ·  Gelb: { $yellow }
table-variant = { $board }, { $length } in einer Reihe
table-computers-play = Die Computer spielen gegeneinander: U hält an und nimmt einen Zug zurück
table-rating-moved = Gewertetes Spiel gegen { $level } ({ $level_rating }): deine Wertung { $before } → { $after }  ·  F1 oder ? für alle Tasten
table-casual-over = Ungewertetes Spiel ({ $reasons }): deine Wertung bleibt { $rating }
table-casual = Ungewertetes Spiel: { $reasons }
table-casual-tag = Ungewertet
table-players-casual = Rot: { $red }  ·  Gelb: { $yellow }  ·  Ungewertet: { $reasons }
casual-two-people = zwei Menschen spielten
casual-no-person = der Computer spielte beide Seiten
casual-other-board = nicht das 7×6-Brett
casual-from-position = von einer Stellung aus begonnen
casual-take-back = ein Zug wurde zurückgenommen
casual-hint = Tipps wurden genutzt
casual-explorer = die Eröffnungen wurden angesehen
casual-analysis = die Analyse war an
casual-why = die Warum-Ansicht war an
casual-modes-changed = die Spieler wechselten im Spiel
casual-online = online gespielt
casual-other = als ungewertet vermerkt
table-thinking = Denkt nach…
tool-new-game = Neues Spiel
tool-undo = Zurück
tool-redo = Vor
tool-resume = Weiter
tool-modes = Spieler
tool-help = Hilfe
tool-quit = Beenden
tool-hint = Tipp
tool-analysis = Analyse
tool-settings = Einstellungen
tool-statistics = Statistik
tool-new-game-purpose = auf dem leeren Brett neu beginnen
tool-undo-purpose = den letzten Zug zurücknehmen (Ihren, gegen den Computer)
tool-redo-purpose = einen zurückgenommenen Zug wiederholen
tool-resume-purpose = zwei pausierte Computer weiterspielen lassen
tool-modes-purpose = wählen, wer Rot und Gelb spielt
tool-help-purpose = diese Liste der Tasten und Knöpfe
tool-quit-purpose = das Spiel verlassen (mit Rückfrage)
tool-hint-purpose = wohin jede Spalte bei perfektem Spiel führt, für diesen Zug
tool-analysis-purpose = der Tipp bei jedem Zug und eine Kurve des Spiels (an/aus)
tool-why = Warum
tool-why-purpose = Drohungen (ungerade/gerade Reihe) und beste Zugfolge (an/aus)
tool-coach = Trainer
tool-coach-purpose = Rätsel, Eröffnungen und aus Ihren Partien lernen
tool-settings-purpose = Farben, Ton, Tempo, wer beginnt, Spieler, Sprache
tool-statistics-purpose = Ihre Siege, Remis und Niederlagen und die längste Serie
tool-or = oder
tool-switch-on = { $tooltip }: an

## Tipps über den Spalten

hint-too-deep = nicht gelöst
hint-not-solved-1 = nicht
hint-not-solved-2 = gelöst
hint-wins-now-1 = gewinnt
hint-wins-now-2 = jetzt
hint-wins-in-1 = gewinnt
hint-wins-in-2 = in { $moves }
hint-draw = remis
hint-loses-next-1 = verliert
hint-loses-next-2 = in 1
hint-loses-in-1 = verliert
hint-loses-in-2 = in { $moves }

## Fragen

question-yes = Ja
question-yes-tooltip = Ja (Y)
question-no = Nein
question-no-tooltip = Nein (N oder Esc)
question-quit = Wirklich beenden?
question-new-game = Dieses Spiel aufgeben und ein neues beginnen?

## Spielende und Rückblick

game-over-play-again = Noch einmal
game-over-play-again-tooltip = Ein neues Spiel mit denselben Spielern (Y oder Enter)
game-over-review = Spiel ansehen
game-over-review-tooltip = Das Spiel noch einmal ansehen (← oder →)
game-over-learn = Aus Fehlern lernen
game-over-learn-tooltip = Aus deinen Fehlern in diesem Spiel lernen (L)
game-over-save-picture = Bild speichern
game-over-save-picture-tooltip = Ein Bild des Bretts speichern (Ctrl+P)
game-over-save-game = Spiel speichern
game-over-save-game-tooltip = Das Spiel als Datei speichern (Ctrl+S)
saved-picture = Bild gespeichert als { $path }
saved-game = Spiel gespeichert als { $path }
save-failed = Nicht gespeichert: { $reason }
saved-open-folder = Ordner öffnen
saved-open-folder-tooltip = Die Datei in ihrem Ordner zeigen
open-folder-failed = Ordner konnte nicht geöffnet werden: { $reason }
saving = Wird gespeichert…
saving-game = Das Spiel wird gespeichert, sobald seine Analyse fertig ist…
notice-nothing-to-save = Noch kein Zug: nichts zu speichern
review-step = Rückblick: Zug { $move } von { $moves }, { $side } spielte { $column }
review-end = Rückblick: das Ende, nach { $moves ->
        [one] 1 Zug
       *[other] { $moves } Zügen
    }
review-earlier = ← Früher
review-later = Später →
review-play-from-here = Von hier spielen
review-play-from-here-short = Spielen
review-back = Zurück
review-no-more-moves = In dieser Richtung gibt es keine Züge mehr
review-over-here = Hier ist das Spiel zu Ende: erst zurückgehen
review-keys = ←/→ blättern  ·  Pos1/Ende Anfang/Schluss  ·  Bild↑/Bild↓ Fehler  ·  Enter spielt weiter  ·  Esc zurück
review-tap = Mit den Knöpfen durch die Partie gehen
review-legend = unterstrichen: der gespielte Zug  ·  umrandet: der beste  ·  ?: ein Fehler

## Hilfe

help-title = Tasten und Knöpfe
help-how-title = So wird gespielt
help-how-drop = Abwechselnd wirft jeder einen Stein in eine Spalte: er fällt so tief er kann.
help-how-win = Vier deiner Farbe in einer Linie, waagrecht, senkrecht oder schräg, gewinnen.
help-how-tap = Tippe eine Spalte an, um deinen Stein dort einzuwerfen; die Knöpfe oben tun den Rest.
help-digits = { $keys } oder klicken
help-digits-purpose = einen Stein in diese Spalte werfen
help-arrows = ← → und Enter
help-arrows-purpose = den Stein in der Hand bewegen und werfen
help-review = ← → am Ende · Ansehen
help-review-purpose = das Spiel durchblättern; Enter spielt von dort weiter
help-explorer-purpose = die Eröffnungen ab dieser Stellung erkunden
help-why-further-purpose = bei eingeschaltetem Warum: die nächsten Züge der besten Zugfolge
help-learn = L am Ende · Lernen
help-learn-purpose = die Züge neu versuchen, die ein Ergebnis verschenkt haben
help-play-again = Y oder Enter am Ende
help-play-again-purpose = noch einmal, mit denselben Spielern
help-no = N am Ende
help-no-purpose = beenden (mit Rückfrage)
help-leave-page = Esc, oder N am Ende
help-leave-page-purpose = zurück zum Start; ein laufendes Spiel bleibt erhalten
help-copy-purpose = die Ziffern der Stellung kopieren
help-paste-purpose = ein Spiel aus Ziffern in der Zwischenablage beginnen
help-save-purpose = am Ende: das Spiel (Ctrl+S) oder ein Bild (Ctrl+P) speichern
help-read-purpose = das Brett in Worten: V die Spalte der Hand (von unten), B eine Reihe (jedes Mal die nächste), M der letzte Zug und die Drohungen
help-close = Esc oder ein Klick schließt dies
help-close-tap = Zum Schließen antippen
coach-menu-title = Trainer
coach-menu-puzzles = Rätsel
coach-menu-explorer = Eröffnungen ab dieser Stellung
coach-menu-learn = Aus früheren Partien lernen
coach-menu-keys = P, E oder L, oder ein Klick  ·  Esc: zurück zum Spiel

## Einstellungen

settings-title = Einstellungen
settings-theme = Farben
settings-sound = Ton
settings-volume = Lautstärke
settings-animation = Tempo der Steine
settings-first = Wer beginnt
settings-red-mode = Rot spielt (neue Spiele)
settings-yellow-mode = Gelb spielt (neue Spiele)
settings-analysis = Analyse zeigen
settings-language = Sprache
settings-alternate = abwechselnd
settings-theme-classic = klassisch
settings-theme-dark = dunkel
settings-theme-light = hell
settings-theme-colour-blind = farbenblind
settings-animation-slow = langsam
settings-animation-normal = normal
settings-animation-fast = schnell
settings-animation-off = aus
settings-this-run = { $value } (jetzt: { $theme })
settings-muted = { $value } (stumm: --mute)
settings-no-audio = { $value } (kein Audiogerät)
settings-close = Schließen
settings-close-tooltip = Schließen (Esc oder S)
settings-keys = ↑ ↓ wählen  ·  ← → oder Klick ändern  ·  Esc oder Klick daneben schließt
settings-tap = Zeile antippen zum Ändern  ·  daneben antippen schließt

## Statistik

statistics-title = Vier-gewinnt-Statistik
statistics-against = Gegen
statistics-games = Spiele
statistics-won = Siege
statistics-drawn = Remis
statistics-lost = Niederl.
statistics-computer = Computer: { $level }
statistics-human = Mensch (für Rot)
statistics-streak = Längste Siegesserie in gewerteten Spielen: { $streak }
statistics-rating = Wertung: { $rating } ± { $deviation } ({ $games ->
        [one] 1 gewertetes Spiel
       *[other] { $games } gewertete Spiele
    })
statistics-recorded = { $games ->
        [one] 1 Spiel aufgezeichnet
       *[other] { $games } Spiele aufgezeichnet
    }: { $rated } gewertet, { $casual } ungewertet
statistics-reset-question = Alle Statistiken zurücksetzen? Der alte Verlauf wird aufbewahrt.
statistics-yes = Ja (Y)
statistics-no = Nein (N)
statistics-keys = ← →: Ergebnisse oder Wertung  ·  R: zurücksetzen  ·  Esc schließt
statistics-reset = Zurücksetzen (R)
statistics-close = Schließen
statistics-rated-games = Gewertete Spiele
statistics-casual-games = Ungewertete Spiele
statistics-page-results = Ergebnisse
statistics-page-rating = Wertung
statistics-rating-now = Deine Wertung: { $rating } ± { $deviation }
statistics-rating-range = { $games ->
        [one] 1 gewertetes Spiel
       *[other] { $games } gewertete Spiele
    }  ·  niedrigste { $low }, höchste { $high }
statistics-rating-dates = Gespielt vom { $first } bis { $last }
statistics-rating-date = Gespielt am { $first }
statistics-rating-games-axis = gewertete Spiele, älteste zuerst

## Hinweise

notice-no-column = Es gibt keine Spalte { $column }: { $keys } drücken
notice-no-option = Es gibt keine Wahl { $option }: { $digits } drücken
notice-outside-board = Eine Spalte des Bretts anklicken
notice-outside-board-tap = Eine Spalte des Bretts antippen
notice-digit-keys-wide = 1-9 (Spalten ab 10: ←/→ und Enter)
notice-nothing-to-hint = Das Spiel ist aus: kein Tipp mehr
notice-hint-on-your-turn = Der Tipp erscheint, sobald du am Zug bist
notice-analysis = Analyse { $state }
notice-not-paused = Das Spiel ist nicht pausiert
notice-nothing-to-copy = Das Brett ist leer: nichts zu kopieren
notice-copied = Stellung { $digits } kopiert
notice-nothing-to-paste = Nichts einzufügen: die Zwischenablage ist leer oder hier nicht verfügbar
notice-started-from = Begonnen mit Stellung { $digits }
notice-not-a-position = Keine Stellung: „{ $shown }“ ({ $error })
notice-wait-computer = Bitte warten: der Computer ({ $level }) spielt { $side }
notice-wait-coin = Bitte warten, bis der Stein gelandet ist
notice-nothing-to-undo = Es gibt keinen Zug zum Zurücknehmen
notice-nothing-to-redo = Es gibt keinen Zug zum Wiederholen

## Kurve

graph-red = Rot
graph-yellow = Gelb

## Tic-Tac-Toe

tictactoe-keys = 1-9 oder Klick: ein Feld markieren (Zeile für Zeile von oben links) · U zurück · R wiederholen · H Tipp · A Analyse · N neues Spiel · C Spieler · Esc beenden
tictactoe-no-square = Es gibt kein Feld { $number }: 1-9 drücken
tictactoe-wait = Bitte warten: der Computer spielt { $mark }
tictactoe-no-move = Es gibt keinen Zug zum { $what ->
        [undo] Zurücknehmen
       *[redo] Wiederholen
    }
tictactoe-not-here = Nicht bei Tic-Tac-Toe
tictactoe-taken = Feld { $square } ist besetzt
tictactoe-over = Das Spiel ist aus
tictactoe-wins = { $mark } gewinnt!
tictactoe-who-plays = Tic-Tac-Toe: wer spielt { $mark }?
tictactoe-computer = Computer: { $level }
tictactoe-escape-back = Esc: zurück zu X
tictactoe-modes-tap = Eine Wahl antippen
tictactoe-keys-modes = { $digits } oder Klick: wählen  ·  ↑/↓ Enter: auswählen  ·  { $escape }
tictactoe-to-move = { $mark } ist am Zug  ({ $who })
tictactoe-win = Sieg
tictactoe-draw = remis
tictactoe-loss = Niederl.
tictactoe-over-keys = N oder Neues Spiel: noch einmal  ·  U: zurück  ·  C: Spieler  ·  Esc: beenden
tictactoe-play-keys = Feld anklicken oder 1-9 drücken (Zeile für Zeile von oben links)  ·  H: Tipp
tictactoe-play-tap = Feld antippen
tictactoe-computer-moves = { $mark } ist der Computer: danach bist du dran
tictactoe-players = X: { $x }  ·  O: { $o }  ·  F1 für alle Tasten

## Rückblick: Knöpfe und Sprünge

review-first = « Anfang
review-first-tooltip = Der erste Zug (Pos1)
review-previous-mistake = ‹ Fehler
review-previous-mistake-tooltip = Der Fehler vor diesem Zug (Bild↑)
review-earlier-tooltip = Der Zug davor (←)
review-later-tooltip = Der Zug danach (→)
review-next-mistake = Fehler ›
review-next-mistake-tooltip = Der Fehler nach diesem Zug (Bild↓)
review-last = Ende »
review-last-tooltip = Der letzte Zug (Ende)
review-play-from-here-tooltip = Ein neues Spiel ab dieser Stellung (Enter)
review-back-tooltip = Zurück zum Ende (Esc)
review-moves = Züge
review-move-best = bester
review-move-inaccuracy = ungenau
review-move-mistake = Fehler ?
review-move-blunder = grober Fehler ??
review-start = Rückblick: der Anfang, { $side } zieht zuerst
review-at-first = Das ist der erste Zug
review-at-last = Das ist der letzte Zug
review-no-mistake-before = Kein Fehler vor diesem Zug gefunden
review-no-mistake-after = Kein Fehler nach diesem Zug gefunden

## Bewertungskurve, Legende der Tipps und Warum-Ansicht

graph-title = Bewertung
graph-draw = remis
graph-moves = Züge
graph-red-wins = Rot gewinnt
graph-yellow-wins = Gelb gewinnt
graph-mistake = Fehler oder verpasste Abwehr
graph-bound = Schranke
graph-analysing = Das Spiel wird analysiert: { $done } von { $total ->
        [one] 1 Stellung
       *[other] { $total } Stellungen
    }
graph-not-solved = { $not_solved } von { $total ->
        [one] 1 Stellung
       *[other] { $total } Stellungen
    } nicht bewiesen: jede braucht so früh im Spiel mehr als { $seconds } s
hint-legend = gewinnt in 3 (+3), verliert in 3 (−3): eigene Steine ab hier, dieser zählt mit
not-solved-in-time = nicht rechtzeitig gelöst
why-odd = ungerade
why-even = gerade
why-legend = Warum: Ringe sind Drohungen  ·  Rauten die beste Zugfolge, { $line }
why-moves = Züge { $first }–{ $last } von { $total }
why-no-line = keine Zugfolge: das Spiel ist aus
why-further = Weiter ›
why-further-tooltip = die nächsten Züge der besten Zugfolge (.)
spoken-coin-red = rot
spoken-coin-yellow = gelb
spoken-coin-empty = leer
spoken-column-label = Spalte { $column }, { $empty ->
    [0] voll
   *[other] { $empty } frei
    }
spoken-column = Spalte { $column }: { $cells }.
spoken-row = Reihe { $row }: { $cells }.
spoken-move = { $player }: Spalte { $column }, Reihe { $row }.
spoken-to-move = { $player } ist am Zug.
spoken-win = { $player } gewinnt: { $length } in einer Reihe von Spalte { $from_column }, Reihe { $from_row } bis Spalte { $to_column }, Reihe { $to_row }.
spoken-win-short = { $player } gewinnt.
spoken-draw = Unentschieden: das Brett ist voll.
spoken-threat = { $player } droht in Spalte { $column }, Reihe { $row }, { $parity }.
spoken-no-threats = Keine Drohungen.
spoken-no-moves = Noch kein Zug.
spoken-thinking = { $player } denkt nach.
spoken-taken-back = Zug zurückgenommen.
spoken-new-game = Neues Spiel.
spoken-position = Eine Stellung nach { $moves ->
    [one] einem Zug
   *[other] { $moves } Zügen
    }.
spoken-hint-wins-now = Spalte { $column } gewinnt sofort.
spoken-hint-wins-in = Spalte { $column } gewinnt in { $moves }.
spoken-hint-draw = Spalte { $column } hält das Unentschieden.
spoken-hint-loses-next = Spalte { $column } verliert sofort.
spoken-hint-loses-in = Spalte { $column } verliert in { $moves }.
spoken-hint-unsolved = Der Tipp wurde nicht rechtzeitig gelöst.
spoken-not-now = Hier läuft kein Spiel: Spalten werden auf dem Brett gespielt.
spoken-columns = Spalten
spoken-tools = Spiel
spoken-said = Was geschieht
notice-computers-play = Die Computer spielen beide Seiten: C ändert, wer spielt

## Der Trainer: aus Fehlern lernen, Rätsel, Eröffnungen

title-learn = Aus Fehlern lernen
title-learn-tooltip = Die Fehler deiner letzten Spiele, einer nach dem anderen (L)
title-puzzles = Rätsel
title-puzzles-tooltip = Stellungen zum Lösen, passend zu deiner Stärke (P)
title-explorer = Eröffnungen
title-explorer-tooltip = Das genaue Ergebnis jedes Eröffnungszugs (E)
title-online = Online spielen
title-online-tooltip = Gegen einen Freund an einem anderen Rechner (O)

## Play online: create, join or watch a game, and the remote seat on the table
online-title = Online spielen
online-create = Spiel erstellen
online-board = Brett: { $size }
online-first = Erster Zug: { $who }
online-first-me = ich
online-first-friend = mein Freund
online-first-random = zufällig
online-clock = Uhr: { $clock }
online-clock-none = keine
online-join = Spiel beitreten
online-watch = Spiel zuschauen
online-server = Server: { $server }
online-menu-keys = ↑ ↓ wählen  ·  ← → ändern  ·  Enter  ·  Esc: zurück
online-type-code = Code oder Link deines Freundes tippen oder einfügen (Strg+V)
online-type-code-watch = Code oder Link des Spiels tippen oder einfügen (Strg+V)
online-type-server = Adresse des Servers einfügen (Strg+V) oder tippen
online-typing-keys = Enter: los  ·  Rücktaste: löschen  ·  Esc: zurück
online-connecting = Verbinde…
online-code-title = Schick deinem Freund diesen Code oder Link
online-copy = Link kopieren (C)
online-copied = Link kopiert
online-waiting-friend = Warte auf deinen Freund
online-waiting-keys = Esc: Spiel verlassen
online-ended = Online-Spiel beendet: { $reason }
online-ended-keys = Enter oder Esc: zurück
online-no-server = Diese Seite hat keinen Spielserver: gib unter Server einen an
online-room-gone = Dein Online-Spiel ist vorbei: sein Raum besteht nicht mehr
online-bad-link = Dieser Link nennt kein Spiel: { $code }
online-wait-turn = Dein Freund ist am Zug
online-mode-you = du
online-mode-friend = dein Freund
online-watching = Du schaust diesem Spiel zu
online-watching-room-full = Beide Plätze waren besetzt: du schaust diesem Spiel zu
online-game-over = Das Spiel ist aus: Nochmal spielen fragt nach Revanche
online-not-now = Nicht während eines Online-Spiels
online-draw-sent = Remis angeboten
online-draw-offered = Dein Freund bietet Remis an: D nimmt an, ein Zug lehnt ab
online-draw-declined = Das Remis wurde abgelehnt
online-rematch-asked = Dein Freund will eine Revanche: Y nimmt an
online-rematch-sent = Revanche angefragt
online-friend-away = Dein Freund ist weg
online-friend-back = Dein Freund ist zurück
online-reconnecting = Verbinde neu…
online-reconnected = Wieder verbunden
online-refused = Der Server lehnte ab: { $reason }
online-you-win = Du gewinnst
online-friend-wins = Dein Freund gewinnt
online-side-wins = { $side } gewinnt
online-draw = Remis
online-by-resignation = durch Aufgabe
online-on-time = auf Zeit
online-by-agreement = vereinbart
online-abandoned = das Spiel wurde verlassen
online-friend-away-left = Dein Freund ist weg ({ $time })
online-reaction-shown = { $who } „{ $words }“
online-react = Reagieren (G)
online-react-tooltip = Schick deinem Freund ein kurzes Wort (G)
online-react-title = Sag deinem Freund
online-react-keys = 1-7 oder ein Klick: senden  ·  Esc: schließen
online-help-draw = Remis anbieten oder das deines Freundes annehmen (online)
online-help-react = deinem Freund ein kurzes Wort schicken (online)
online-react-hello = Hallo!
online-react-good-luck = Viel Glück!
online-react-nice-move = Schöner Zug!
online-react-oops = Hoppla
online-react-well-played = Gut gespielt
online-react-thanks = Danke!
online-react-good-game = Gutes Spiel
online-refusal-bad-message = diese Version von Plot 4 und der Server verstehen sich nicht
online-refusal-version = der Server spricht eine andere Version: aktualisiere Plot 4
online-refusal-rate-limited = zu viel zu schnell: warte einen Moment
online-refusal-too-many-rooms = zu viele Spiele von hier erstellt: versuche es in einer Minute wieder
online-refusal-too-many-attempts = zu viele Codes von hier versucht: versuche es in einer Minute wieder
online-refusal-too-many-connections = zu viele Verbindungen von hier
online-refusal-no-such-room = es gibt kein Spiel mit diesem Code (vielleicht abgelaufen)
online-refusal-bad-token = dieser Platz gehört nicht mehr dir
online-refusal-already-in-room = schon in einem Spiel
online-refusal-bad-board = der Server spielt dieses Brett nicht
online-refusal-bad-clock = der Server nimmt diese Uhr nicht an
online-refusal-column-full = diese Spalte ist voll
online-refusal-outside-board = diese Spalte ist nicht auf dem Brett
online-refusal-game-over = das Spiel ist aus
online-refusal-wrong-number = der Zug kam zu spät: ein anderer war schneller
online-refusal-no-draw-offer = es gibt kein Remisangebot anzunehmen
online-refusal-not-over = das Spiel ist noch nicht aus
online-refusal-unavailable = der Server ist beschäftigt: versuche es noch einmal
online-ending-left = du hast das Spiel verlassen
online-ending-unreachable = der Server unter { $address } ist nicht erreichbar ({ $reason })
online-ending-server-closed = der Server wurde beendet
coach-back = Zurück
coach-show-answer = Lösung zeigen
coach-show-answer-short = Lösung
coach-answer = Die Lösung: { $columns }
coach-column-full = Spalte { $column } ist voll
coach-not-solved = { $column } wurde nicht rechtzeitig gelöst: versuch einen anderen Zug
coach-enter-back = Enter oder Esc: zurück
coach-escape-back = Esc: zurück
prospect-wins-now = gewinnt sofort
prospect-wins-in = gewinnt in { $moves }
prospect-draw = remis
prospect-loses-next = verliert in 1
prospect-loses-in = verliert in { $moves }
lapse-win-to-draw = ein Sieg, der zum Remis wurde
lapse-win-to-loss = ein Sieg, der zur Niederlage wurde
lapse-draw-to-loss = ein Remis, das zur Niederlage wurde
lapse-slower = ein Sieg, um { $moves ->
        [one] 1 Zug
       *[other] { $moves } Züge
    } verzögert
mistakes-title = Aus Fehlern lernen
mistakes-summary-title = Aus Fehlern lernen: die Bilanz
mistakes-next = Weiter
mistakes-no-game = Noch kein beendetes Spiel von dir, aus dem du lernen kannst
mistakes-none = Kein Fehler in diesem Spiel: jeder Zug hielt sein Ergebnis
mistakes-looking = Suche nach Fehlern: { $done } von { $moves ->
        [one] 1 Zug
       *[other] { $moves } Zügen
    } bewertet
mistakes-looking-in-game = Suche nach Fehlern: Spiel { $game } von { $games }, { $done } von { $moves ->
        [one] 1 Zug
       *[other] { $moves } Zügen
    } bewertet
mistakes-heading = Fehler { $number } von { $mistakes }: Zug { $move } von { $side }, { $lapse }
mistakes-find = { $side } spielte hier { $column }. Finde einen besseren Zug: Spalte anklicken oder 1-{ $columns } drücken
mistakes-right = Ja: { $column } { $leads }. Enter: weiter zum nächsten
mistakes-wrong = { $column } { $leads }: versuch es noch einmal (A zeigt die Lösung)
mistakes-answer = Die Lösung: { $columns } ({ $keeps }). Enter: weiter zum nächsten
mistakes-keys = A: Lösung zeigen  ·  Enter: nächster Fehler  ·  Esc: zurück
mistakes-older-game-keys = Enter: das nächste Spiel  ·  Esc: deine Spiele
mistakes-played-mark = Zug
mistakes-summary-mistakes = Fehler
mistakes-summary-first-try = Beim ersten Versuch gefunden
mistakes-summary-later = Später gefunden
mistakes-summary-shown = Gezeigt
mistakes-summary-skipped = Übersprungen
mistakes-summary-done = Das waren alle Fehler dieses Spiels.
mistakes-games = Deine Spiele
mistakes-next-game = Nächstes Spiel
mistakes-open = Öffnen
mistakes-choose = Wähle ein Spiel: klicke es an oder wähle es mit ↑ ↓ und drücke Enter
mistakes-choose-keys = Die Nummer eines Spiels öffnet es  ·  Esc: zurück
mistakes-no-game-play = Spiel eine Partie gegen den Computer oder mit Freunden und komm dann zurück
mistakes-nothing-to-answer = Hier ist kein Fehler zu beantworten
mistakes-games-keys = Enter oder Esc: deine Spiele
mistakes-better-mark = besser
mistakes-row-against = gegen { $level }
mistakes-row-people = zwei Menschen
mistakes-row-won = gewonnen nach { $moves } Zügen
mistakes-row-lost = verloren nach { $moves } Zügen
mistakes-row-drawn = remis nach { $moves } Zügen
mistakes-row-side-won = { $side } gewann nach { $moves } Zügen
mistakes-row-count = { $mistakes ->
        [0] kein Fehler
        [one] 1 Fehler
       *[other] { $mistakes } Fehler
    }
mistakes-row-looking = wird geprüft…
mistakes-row-unjudged = nicht rechtzeitig gelöst
mistakes-age-now = gerade eben
mistakes-age-minutes = vor { $minutes } Min.
mistakes-age-hours = vor { $hours } Std.
mistakes-age-days = { $days ->
        [one] gestern
       *[other] vor { $days } Tagen
    }
puzzles-title = Rätsel
puzzles-next = Nächstes Rätsel
puzzles-next-short = Weiter
puzzles-kind = Art
puzzles-kind-any = jede Art
puzzles-kind-win = zieh und gewinn
puzzles-kind-only = einziger Zug
puzzles-none-of-kind = Kein Rätsel dieser Art
puzzles-none-keys = K: andere Art  ·  Esc: zurück
puzzles-keys = Spalte anklicken oder 1-7 drücken  ·  A: die Lösung  ·  Enter: ein anderes
puzzles-answer-mark = Lösung
puzzles-over = Dieses Rätsel ist vorbei: Enter für das nächste
puzzles-wait = Warte auf die Antwort des Computers
puzzles-right = { $column }: richtig
puzzles-solved = { $column }: gelöst! Enter: nächstes Rätsel
puzzles-too-slow = { $leads }: zu langsam
puzzles-failed = { $failed }: nicht gelöst. { $answer }. Enter: nächstes Rätsel
puzzles-shown = { $answer }. Enter: nächstes Rätsel
puzzles-answer-unknown = Die Antwort ließ sich nicht rechtzeitig beweisen
puzzles-rating = Deine Rätselwertung { $rating } ± { $deviation }
puzzles-rating-moved = Wertung { $before } → { $after } ({ $change })
puzzles-standing = { $standing }  ·  Serie { $streak }  ·  dieses Rätsel { $puzzle }  ·  { $kind } (K)
puzzle-task-win = { $side } am Zug gewinnt in { $moves ->
        [one] 1 Zug
       *[other] { $moves } Zügen
    }
puzzle-task-keep-win = { $side } am Zug: finde den einzigen Zug, der den Sieg hält{ $moves ->
        [one] {""}
       *[other] , { $moves } Züge in Folge
    }
puzzle-task-keep-draw = { $side } am Zug: finde den einzigen Zug, der das Remis hält{ $moves ->
        [one] {""}
       *[other] , { $moves } Züge in Folge
    }
explorer-up = ← Ein Zug zurück
explorer-up-keys = Rücktaste oder ←
explorer-forward = Vor →
explorer-empty = Eröffnungen: { $side } am Zug auf dem leeren Brett
explorer-after = Eröffnungen: { $side } am Zug nach { $position }
explorer-over = Eröffnungen: nach { $position } ist das Spiel zu Ende
explorer-over-here = Hier ist das Spiel zu Ende: geh einen Zug zurück
explorer-over-keys = Hier ist das Spiel zu Ende: die Rücktaste geht zurück
explorer-at-start = Das ist das leere Brett
explorer-at-end = In dieser Richtung geht es nicht weiter
explorer-best = Am besten { $column }
explorer-point = Zeig auf eine Spalte für ihr Ergebnis
explorer-keys = Spalte anklicken oder ihre Ziffer drücken, um weiterzugehen  ·  Rücktaste oder ←: zurück  ·  →: vor
explorer-wins-on-move = { $side } gewinnt mit dem { $number }. Zug
explorer-your-record = du: { $played } gespielt, { $won } gewonnen, { $drawn } remis, { $lost } verloren

## Hinweise der Statistik und Meldungen des Datenordners

statistics-no-rated-games = Noch keine gewerteten Spiele: spiel gegen den Computer
statistics-other-boards = { $games } auf anderen Brettern ({ $boards })
statistics-only-standard = Nur Spiele auf 7x6 zählen in Tabelle und Wertung
statistics-older-rated = { $games ->
        [one] 1 älteres Spiel ohne Vermerk zu Tipps oder Rücknahmen zählt als gewertet
       *[other] { $games } ältere Spiele ohne Vermerk zu Tipps oder Rücknahmen zählen als gewertet
    }
statistics-no-tictactoe = Tic-Tac-Toe-Spiele werden nicht gezählt
file-game = das gespeicherte Spiel
file-settings = die Einstellungen
file-history = der Spielverlauf
file-puzzles = die Rätselwertung und ihr Verlauf
file-online-seat = der Platz im Online-Spiel
problem-set-aside = { $what } konnte nicht gelesen werden ({ $defect }); es gelten die Voreinstellungen, die Datei liegt jetzt unter { $path }
problem-stuck = { $what } konnte weder gelesen ({ $defect }) noch beiseitegelegt werden ({ $reason }); es gelten die Voreinstellungen, und davon wird nichts gespeichert
problem-not-kept = { $what } kann nicht in { $folder } gespeichert werden: { $reason }; nichts wird behalten
problem-folder = In { $folder } kann nicht geschrieben werden: { $reason }; nichts wird behalten
problem-no-folder = Kein Datenordner ({ $reason }); nichts wird behalten
problem-page-storage = Der Speicher des Browsers ist für diese Seite voll oder abgeschaltet: das Spiel geht weiter, aber nichts wird behalten
