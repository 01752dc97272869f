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
modes-adaptive = Mijn niveau: het dichtst bij mijn rating
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
tool-why-purpose = dreigingen (oneven/even rij) en de beste lijn (aan/uit)
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
review-keys = ←/→ bladeren  ·  Home/End eerste/laatste  ·  PgUp/PgDn fouten  ·  Enter speelt verder  ·  Esc terug
review-legend = onderstreept: de gespeelde zet  ·  omlijnd: de beste  ·  ?: een fout

## Hulp

help-title = Toetsen en knoppen
help-digits = { $keys } of klik
help-digits-purpose = een schijf in die kolom laten vallen
help-arrows = ← → en Enter
help-arrows-purpose = de schijf in de hand verschuiven en laten vallen
help-review = ← → aan het einde · Terugkijken
help-review-purpose = het afgelopen spel doorbladeren; Enter speelt daar verder
help-copy-purpose = de cijfers van de stelling kopiëren
help-paste-purpose = een spel beginnen met cijfers van het klembord
help-save-purpose = aan het einde: spel (Ctrl+S) of afbeelding (Ctrl+P) opslaan
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

## Terugkijken: knoppen en sprongen

review-first = « Begin
review-first-tooltip = De eerste zet (Home)
review-previous-mistake = ‹ Fout
review-previous-mistake-tooltip = De fout vóór deze zet (PgUp)
review-earlier-tooltip = De zet ervoor (←)
review-later-tooltip = De zet erna (→)
review-next-mistake = Fout ›
review-next-mistake-tooltip = De fout na deze zet (PgDn)
review-last = Einde »
review-last-tooltip = De laatste zet (End)
review-play-from-here-tooltip = Een nieuw spel vanaf deze stelling (Enter)
review-back-tooltip = Terug naar het einde (Esc)
review-moves = Zetten
review-move-best = beste
review-move-inaccuracy = onnauwkeurig
review-move-mistake = fout ?
review-move-blunder = blunder ??
review-start = Terugkijken: het begin, { $side } begint
review-at-first = Dit is de eerste zet
review-at-last = Dit is de laatste zet
review-no-mistake-before = Geen fout gevonden vóór deze zet
review-no-mistake-after = Geen fout gevonden na deze zet

## Evaluatiegrafiek, legenda van de tips en de waarom-weergave

graph-title = Evaluatie
graph-draw = remise
graph-moves = zetten
graph-red-wins = Rood wint
graph-yellow-wins = Geel wint
graph-mistake = fout of gemiste blokkade
graph-analysing = Het spel wordt geanalyseerd: { $done } van { $total ->
        [one] 1 stelling
       *[other] { $total } stellingen
    }
graph-not-solved = { $not_solved } van { $total ->
        [one] 1 stelling
       *[other] { $total } stellingen
    } niet opgelost: te diep om op tijd te bewijzen
hint-legend = wint in 3, verliest in 3: eigen stenen van wie aan zet is, deze meegeteld
not-solved-in-time = niet op tijd opgelost
why-odd = oneven
why-even = even
why-legend = Waarom: ringen zijn dreigingen  ·  ruiten de beste lijn, { $line }
why-moves = zetten { $first }–{ $last } van { $total }
why-no-line = geen lijn: het spel is voorbij
why-further = Volgende ›
why-further-tooltip = de volgende zetten van de beste lijn (.)
notice-computers-play = De computers spelen beide kanten: C verandert wie er speelt

## De trainer: fouten, puzzels, openingen

title-learn = L: leer van je fouten
title-puzzles = P: puzzels
title-explorer = E: openingen
coach-back = Terug
coach-show-answer = Toon het antwoord
coach-show-answer-short = Antwoord
coach-answer = Het antwoord: { $columns }
coach-column-full = Kolom { $column } is vol
coach-not-solved = { $column } is niet op tijd opgelost: probeer een andere
coach-enter-back = Enter of Esc: terug
coach-escape-back = Esc: terug
prospect-wins-now = wint nu
prospect-wins-in = wint in { $moves }
prospect-draw = remise
prospect-loses-next = verliest in 1
prospect-loses-in = verliest in { $moves }
lapse-win-to-draw = een winst die remise werd
lapse-win-to-loss = een winst die verlies werd
lapse-draw-to-loss = een remise die verlies werd
lapse-slower = een winst die { $moves ->
        [one] 1 zet
       *[other] { $moves } zetten
    } langer duurt
mistakes-title = Leer van je fouten
mistakes-summary-title = Leer van je fouten: de samenvatting
mistakes-next = Volgende
mistakes-no-game = Nog geen afgelopen spel van jou om van te leren
mistakes-none = { $games ->
        [one] Geen fout in dit spel
       *[other] Geen fout in je laatste { $games } spellen
    }: elke zet hield zijn uitkomst
mistakes-looking = Fouten zoeken: { $done } van { $moves ->
        [one] 1 zet
       *[other] { $moves } zetten
    } beoordeeld
mistakes-looking-in-game = Fouten zoeken: spel { $game } van { $games }, { $done } van { $moves ->
        [one] 1 zet
       *[other] { $moves } zetten
    } beoordeeld
mistakes-heading = Fout { $number } van { $mistakes }: zet { $move } van { $side }, { $lapse }
mistakes-find = { $side } speelde hier { $column }. Zoek een betere zet: klik een kolom of druk 1-{ $columns }
mistakes-right = Ja: { $column } { $leads }. Enter: door naar de volgende
mistakes-wrong = { $column } { $leads }: probeer het opnieuw (A toont het antwoord)
mistakes-answer = Het antwoord: { $columns } ({ $keeps }). Enter: door naar de volgende
mistakes-keys = A: toon het antwoord  ·  Enter: volgende fout  ·  Esc: terug
mistakes-older-game-keys = Enter: een ouder spel  ·  Esc: terug
mistakes-played-mark = zet
mistakes-summary-mistakes = Fouten
mistakes-summary-first-try = In één keer gevonden
mistakes-summary-later = Later gevonden
mistakes-summary-shown = Getoond
mistakes-summary-skipped = Overgeslagen
mistakes-summary-done = Dat waren alle fouten van dit spel.
puzzles-title = Puzzels
puzzles-next = Volgende puzzel
puzzles-next-short = Volgende
puzzles-kind = Soort
puzzles-kind-any = elke soort
puzzles-kind-win = speel en win
puzzles-kind-only = enige zet
puzzles-none-of-kind = Geen puzzel van deze soort
puzzles-none-keys = K: andere soort  ·  Esc: terug
puzzles-keys = Klik een kolom of druk 1-7  ·  A: het antwoord  ·  Enter: een andere
puzzles-answer-mark = antwoord
puzzles-over = Deze puzzel is voorbij: Enter voor de volgende
puzzles-wait = Wacht op het antwoord van de computer
puzzles-right = { $column }: goed
puzzles-solved = { $column }: opgelost! Enter: volgende puzzel
puzzles-too-slow = { $leads }: te traag
puzzles-failed = { $failed }: mislukt. { $answer }. Enter: volgende puzzel
puzzles-shown = { $answer }. Enter: volgende puzzel
puzzles-rating = Je puzzelrating { $rating } ± { $deviation }
puzzles-rating-moved = Rating { $before } → { $after } ({ $change })
puzzles-standing = { $standing }  ·  reeks { $streak }  ·  deze puzzel { $puzzle }  ·  { $kind } (K)
puzzle-task-win = { $side } aan zet wint in { $moves ->
        [one] 1 zet
       *[other] { $moves } zetten
    }
puzzle-task-keep-win = { $side } aan zet: vind de enige zet die de winst houdt{ $moves ->
        [one] {""}
       *[other] , { $moves } zetten op rij
    }
puzzle-task-keep-draw = { $side } aan zet: vind de enige zet die de remise houdt{ $moves ->
        [one] {""}
       *[other] , { $moves } zetten op rij
    }
explorer-up = ← Een zet terug
explorer-up-keys = Backspace of ←
explorer-forward = Vooruit →
explorer-empty = Openingen: { $side } aan zet op het lege bord
explorer-after = Openingen: { $side } aan zet na { $position }
explorer-over = Openingen: het spel is voorbij na { $position }
explorer-over-here = Hier is het spel voorbij: ga terug
explorer-over-keys = Hier is het spel voorbij: Backspace gaat terug
explorer-at-start = Dit is het lege bord
explorer-at-end = Verder gaat het niet deze kant op
explorer-best = Beste { $column }
explorer-point = Wijs een kolom aan voor de uitkomst
explorer-keys = Klik een kolom of druk het cijfer om verder te gaan  ·  Backspace of ←: terug  ·  →: vooruit
explorer-wins-on-move = { $side } wint bij zet { $number }
explorer-your-record = jij: { $played } gespeeld, { $won } gewonnen, { $drawn } remise, { $lost } verloren

## Opmerkingen bij de statistieken en meldingen van de gegevensmap

statistics-no-rated-games = Nog geen spellen met rating: speel tegen een computerniveau
statistics-other-boards = { $games } op andere borden ({ $boards })
statistics-only-standard = Alleen spellen op 7x6 tellen mee in de tabel en de rating
statistics-no-tictactoe = Potjes boter-kaas-en-eieren worden niet bijgehouden
file-game = het bewaarde spel
file-settings = de instellingen
file-history = de spelgeschiedenis
file-puzzles = de puzzelrating en -geschiedenis
problem-set-aside = { $what } kon niet gelezen worden ({ $defect }); de standaardwaarden gelden, het bestand is bewaard als { $path }
problem-stuck = { $what } kon niet gelezen ({ $defect }) en niet opzijgezet worden ({ $reason }); de standaardwaarden gelden en er wordt niets van bewaard
problem-not-kept = { $what } kan niet bewaard worden in { $folder }: { $reason }; er wordt niets bewaard
problem-folder = Kan niet schrijven in { $folder }: { $reason }; er wordt niets bewaard
problem-no-folder = Geen gegevensmap ({ $reason }); er wordt niets bewaard
problem-page-storage = De opslag van de browser is vol of uitgeschakeld voor deze pagina: het spel gaat door, maar er wordt niets bewaard
