# Plot 4: de woorden van het venster in het Nederlands. Dezelfde sleutels en variabelen als en/plot4.ftl.

## Kleuren, kanten en niveaus

red = Rood
yellow = Geel
mode-human = Mens
level-random = Toeval
level-novice = Nieuweling
level-casual = Ontspannen
level-beginner = Beginner
level-low = Makkelijk
level-mid = Gemiddeld
level-expert = Expert
level-high = Meester
on = aan
off = uit

## Titelscherm

title-subtitle = Vier op een rij
title-press-any-key = Druk op een toets of klik om te beginnen
title-settings = S: instellingen
title-statistics = T: statistieken
title-tictactoe = X of klik hier: boter-kaas-en-eieren

## Verder of nieuw spel

resume-continue = Spel voortzetten
resume-new-game = Nieuw spel
resume-about = Een spel bleef onafgemaakt na { $moves ->
        [one] 1 zet
       *[other] { $moves } zetten
    }: Rood { $red }, Geel { $yellow }
resume-keys = Enter: verder  ·  N: nieuw spel  ·  Esc: stoppen

## Spelers kiezen

modes-who-plays = Wie speelt { $side }?
modes-computer = Computer: { $level }  ·  rating { $rating }
modes-board = Bord   { $board }
modes-line = Rij   { $length } op een rij
modes-escape-cancel = Esc of Annuleren: huidige spelers houden
modes-escape-back = Esc: terug naar Rood
modes-escape-quit = Esc: stoppen
modes-keys = Druk { $digits } of klik een keuze  ·  ←/→ bord, ↑/↓ rij  ·  { $escape }
modes-adaptive = Mijn niveau: het niveau dat het dichtst bij je rating ligt
modes-cancel = Annuleren
modes-cancel-tooltip = Huidige spelers houden (Esc)

## De tafel: kop, aanwijzingen, knoppen

table-wins = { $player } wint!
table-draw = Remise
table-paused = Gepauzeerd: { $side } ({ $mode }) is aan zet
table-to-move = { $side } is aan zet  ({ $mode })
table-play-again = Nog een keer? (y/n)  ·  U neemt de laatste zet terug
table-paused-help = Gepauzeerd na terugnemen: druk P of klik Verder om de computers door te laten spelen
table-click-wide = { $side }: klik een kolom, of ←/→ en Enter  (1-9 kan ook)
table-click = { $side }: klik een kolom of druk 1-{ $columns }  (←/→ en Enter kan ook)
table-computer-moves = { $side } ({ $mode }) is de computer: daarna ben jij aan de beurt
table-players = Rood: { $red }  ·  Geel: { $yellow }  ·  F1 of ? voor alle toetsen
table-computers-play = De computers spelen tegen elkaar: U pauzeert en neemt een zet terug
table-rating-moved = Tegen { $level } ({ $level_rating }): je rating { $before } → { $after }  ·  F1 of ? voor alle toetsen
table-thinking = Denkt na…
tool-new-game = Nieuw spel
tool-new-game-short = Nieuw
tool-undo = Zet terug
tool-redo = Opnieuw
tool-resume = Verder
tool-modes = Spelers
tool-help = Hulp
tool-quit = Stoppen
tool-hint = Tip
tool-analysis = Analyse
tool-analysis-short = Eval
tool-settings = Instellingen
tool-settings-short = Inst.
tool-statistics = Statistiek
tool-new-game-purpose = opnieuw beginnen op het lege bord
tool-undo-purpose = de laatste zet terugnemen (de jouwe, tegen de computer)
tool-redo-purpose = een teruggenomen zet opnieuw spelen
tool-resume-purpose = twee gepauzeerde computers laten doorspelen
tool-modes-purpose = kiezen wie Rood en Geel speelt
tool-help-purpose = deze lijst van toetsen en knoppen
tool-quit-purpose = het spel verlaten (vraagt eerst)
tool-hint-purpose = waar elke kolom met perfect spel toe leidt, voor deze zet
tool-analysis-purpose = de tip bij elke zet en een grafiek van het spel (aan/uit)
tool-why = Waarom
tool-why-short = Waarom
tool-why-purpose = de dreigingen van beide kanten (oneven of even rij) en de beste lijn (aan/uit)
tool-settings-purpose = thema, geluid, snelheid, wie begint, spelers, taal
tool-statistics-purpose = je overwinningen, remises en nederlagen, en de langste reeks
tool-or = of
tool-switch-on = { $tooltip }: aan

## Tips boven de kolommen

hint-too-deep = niet opgelost
hint-not-solved-1 = niet
hint-not-solved-2 = opgelost
hint-wins-now-1 = wint
hint-wins-now-2 = nu
hint-wins-in-1 = wint
hint-wins-in-2 = in { $moves }
hint-draw = remise
hint-loses-next-1 = verliest
hint-loses-next-2 = in 1
hint-loses-in-1 = verliest
hint-loses-in-2 = in { $moves }

## Vragen

question-yes = Ja
question-yes-tooltip = Ja (Y)
question-no = Nee
question-no-tooltip = Nee (N of Esc)
question-quit = Wil je echt stoppen?
question-new-game = Dit spel opgeven en een nieuw beginnen?

## Einde van het spel en terugkijken

game-over-review = Spel terugkijken
game-over-review-short = Terugkijken
game-over-review-tooltip = Het spel terugkijken (← of →)
game-over-learn = Leer van fouten
game-over-learn-short = Leren
game-over-learn-tooltip = Leer van je fouten in dit spel (L)
game-over-save-picture = Afbeelding opslaan
game-over-save-picture-short = Afbeelding
game-over-save-picture-tooltip = Een afbeelding van het bord opslaan (Ctrl+P)
game-over-save-game = Spel opslaan
game-over-save-game-short = Spel
game-over-save-game-tooltip = Het spel als bestand opslaan (Ctrl+S)
saved-picture = Afbeelding opgeslagen als { $path }
saved-game = Spel opgeslagen als { $path }
save-failed = Niet opgeslagen: { $reason }
saving = Bezig met opslaan…
saving-game = Het spel wordt opgeslagen zodra de analyse klaar is…
notice-nothing-to-save = Nog geen zet: niets om op te slaan
review-step = Terugkijken: zet { $move } van { $moves }, { $side } speelde { $column }
review-end = Terugkijken: het einde, na { $moves ->
        [one] 1 zet
       *[other] { $moves } zetten
    }
review-earlier = ← Eerder
review-later = Later →
review-play-from-here = Speel vanaf hier
review-play-from-here-short = Speel
review-back = Terug
review-no-more-moves = Geen zetten meer die kant op
review-over-here = Hier is het spel voorbij: ga eerst terug
review-keys = ←/→ bladeren  ·  Enter speelt vanaf hier verder  ·  Esc terug naar het einde
review-legend = onderstreept: de gespeelde zet  ·  omlijnd: de beste  ·  ?: een fout

## Hulp

help-title = Toetsen en knoppen
help-digits = { $keys } of klik
help-digits-purpose = een schijf in die kolom laten vallen
help-arrows = ← → en Enter
help-arrows-purpose = de schijf in de hand verschuiven en laten vallen
help-review = ← → aan het einde · Terugkijken
help-review-purpose = door het afgelopen spel bladeren; Enter speelt vanaf daar verder
help-copy-purpose = de cijfers van de stelling kopiëren
help-paste-purpose = een spel beginnen met cijfers van het klembord
help-save-purpose = aan het einde: het spel (Ctrl+S) of een afbeelding (Ctrl+P) opslaan
help-close = Esc of een klik sluit dit

## Instellingen

settings-title = Instellingen
settings-theme = Thema
settings-sound = Geluid
settings-volume = Volume
settings-animation = Snelheid van de schijven
settings-first = Wie begint
settings-red-mode = Rood speelt (nieuwe spellen)
settings-yellow-mode = Geel speelt (nieuwe spellen)
settings-analysis = Analyse tonen
settings-language = Taal
settings-alternate = om de beurt
settings-theme-classic = klassiek
settings-theme-dark = donker
settings-theme-light = licht
settings-theme-colour-blind = kleurenblind
settings-animation-slow = langzaam
settings-animation-normal = normaal
settings-animation-fast = snel
settings-animation-off = uit
settings-this-run = { $value } (nu: { $theme })
settings-muted = { $value } (stil: --mute)
settings-no-audio = { $value } (geen geluidsapparaat)
settings-close = Sluiten
settings-close-tooltip = Sluiten (Esc of S)
settings-keys = ↑ ↓ kiezen  ·  ← → of een klik wijzigen  ·  Esc of een klik ernaast sluit

## Statistieken

statistics-title = Vier-op-een-rij-statistieken
statistics-against = Tegen
statistics-games = Spellen
statistics-won = Gewonnen
statistics-drawn = Remise
statistics-lost = Verloren
statistics-computer = Computer: { $level }
statistics-human = Mens (voor Rood)
statistics-streak = Langste winstreeks tegen de computer: { $streak }
statistics-rating = rating: { $rating } ± { $deviation } ({ $games ->
        [one] 1 gewaardeerd spel
       *[other] { $games } gewaardeerde spellen
    })
statistics-recorded = { $games ->
        [one] 1 spel bijgehouden
       *[other] { $games } spellen bijgehouden
    }
statistics-reset-question = Alle statistieken wissen? De oude geschiedenis wordt apart bewaard.
statistics-yes = Ja (Y)
statistics-no = Nee (N)
statistics-keys = R: wissen  ·  Esc sluit
statistics-reset = Wissen (R)
statistics-close = Sluiten

## Meldingen

notice-no-column = Er is geen kolom { $column }: druk { $keys }
notice-no-option = Er is geen keuze { $option }: druk { $digits }
notice-outside-board = Klik op een kolom van het bord
notice-digit-keys-wide = 1-9 (kolom 10 en verder: ←/→ en Enter)
notice-nothing-to-hint = Het spel is voorbij: geen tip meer
notice-analysis = Analyse { $state }
notice-not-paused = Het spel is niet gepauzeerd
notice-nothing-to-copy = Het bord is leeg: niets te kopiëren
notice-copied = Stelling { $digits } gekopieerd
notice-nothing-to-paste = Niets te plakken: het klembord is leeg of hier niet beschikbaar
notice-started-from = Begonnen vanaf stelling { $digits }
notice-not-a-position = Geen stelling: ‘{ $shown }’ ({ $error })
notice-wait-computer = Even wachten: de computer ({ $level }) speelt { $side }
notice-wait-coin = Even wachten tot de schijf geland is
notice-nothing-to-undo = Er is geen zet om terug te nemen
notice-nothing-to-redo = Er is geen zet om opnieuw te spelen

## Grafiek

graph-red = Rood
graph-yellow = Geel

## Boter-kaas-en-eieren

tictactoe-keys = 1-9 of klik: een vak markeren (rij voor rij vanaf linksboven) · U terug · R opnieuw · H tip · A analyse · N nieuw spel · C spelers · Esc stoppen
tictactoe-no-square = Er is geen vak { $number }: druk 1-9
tictactoe-wait = Even wachten: de computer speelt { $mark }
tictactoe-no-move = Er is geen zet om { $what ->
        [undo] terug te nemen
       *[redo] opnieuw te spelen
    }
tictactoe-not-here = Niet bij boter-kaas-en-eieren
tictactoe-taken = Vak { $square } is bezet
tictactoe-over = Het spel is voorbij
tictactoe-wins = { $mark } wint!
tictactoe-who-plays = Boter-kaas-en-eieren: wie speelt { $mark }?
tictactoe-computer = Computer: { $level }
tictactoe-escape-back = Esc: terug naar X
tictactoe-keys-modes = Druk { $digits } of klik een keuze  ·  { $escape }
tictactoe-to-move = { $mark } is aan zet  ({ $who })
tictactoe-win = winst
tictactoe-draw = remise
tictactoe-loss = verlies
tictactoe-over-keys = N of Nieuw spel: nog eens  ·  U: terug  ·  C: spelers  ·  Esc: stoppen
tictactoe-play-keys = Klik een vak of druk 1-9 (rij voor rij vanaf linksboven)  ·  H: tip
tictactoe-computer-moves = { $mark } is de computer: daarna ben jij aan de beurt
tictactoe-players = X: { $x }  ·  O: { $o }  ·  F1 voor alle toetsen
