# Plot 4: de woorden van het venster in het Nederlands. Dezelfde sleutels en variabelen als en/plot4.ftl.

## Kleuren, kanten en niveaus

red = Rood
yellow = Geel
mode-human = Mens
level-random = Toeval
level-random-plus = Toeval+
level-very-low = Kinderspel
level-lower = Heel makkelijk
level-low = Makkelijk
level-mid = Gemiddeld
level-mid-high = Moeilijk
level-high = Meester
on = aan
off = uit

## Titelscherm

title-subtitle = Vier op een rij
title-tap-to-start = Tik om te beginnen
title-play = Spelen
title-play-tooltip = Kies wie speelt en speel (Enter of een andere toets)
title-press-any-key = Elke toets speelt; de letter van een knop opent hem
title-settings = Instellingen
title-settings-tooltip = Thema, geluid, wie begint, taal (S)
title-statistics = Statistieken
title-statistics-tooltip = Je resultaten en je rating (T)
title-tictactoe = Boter-kaas-en-eieren
title-tictactoe-tooltip = Speel boter-kaas-en-eieren (X)

## Verder of nieuw spel

resume-continue = Spel voortzetten
resume-new-game = Nieuw spel
resume-about = Een spel bleef onafgemaakt na { $moves ->
        [one] 1 zet
       *[other] { $moves } zetten
    }: Rood { $red }, Geel { $yellow }
resume-keys = Enter: verder  ·  N: nieuw spel  ·  Esc: stoppen
resume-keys-page = Enter: verder  ·  N: nieuw spel

## Spelers kiezen

modes-who-plays = Wie speelt { $side }?
modes-computer = Computer: { $level }  ·  rating { $rating }
modes-board = Bord { $board }
modes-line = { $length } op een rij
modes-escape-cancel = Esc of Annuleren: huidige spelers houden
modes-escape-back = Esc: terug naar Rood
modes-tap = Tik een keuze aan
modes-escape-title = Esc: terug naar het titelscherm
modes-keys = { $digits } of klik: kiezen  ·  ↑/↓ Enter: selecteren  ·  ←/→: wijzigen  ·  { $escape }
modes-adaptive = Mijn niveau: het dichtst bij mijn rating
modes-cancel = Annuleren
modes-cancel-tooltip = Huidige spelers houden (Esc)
modes-back = Terug
modes-back-title-tooltip = Terug naar het titelscherm (Esc)
modes-back-side-tooltip = Terug naar: wie speelt { $side }? (Esc)
modes-first = { $side } begint
modes-first-alternate = Om de beurt: { $side }
modes-change-where = ←/→ wijzigen bord, rij en wie begint: ga er met ↑/↓ heen

## De tafel: kop, aanwijzingen, knoppen

table-wins = { $player } wint!
table-draw = Remise
table-paused = Gepauzeerd: { $side } ({ $mode }) is aan zet
table-to-move = { $side } is aan zet  ({ $mode })
table-play-again-tap = Tik op „Nog een keer“ voor een nieuw spel
table-play-again = Nog een keer: Y of Enter  ·  N: stoppen  ·  U neemt de laatste zet terug
table-play-again-page = Nog een keer: Y of Enter  ·  N: terug naar het begin  ·  U neemt de laatste zet terug
table-paused-help = Gepauzeerd na terugnemen: druk P of klik Verder om de computers door te laten spelen
table-paused-tap = Gepauzeerd na terugnemen: tik Verder aan om de computers door te laten spelen
table-click-wide = { $side }: klik een kolom, of ←/→ en Enter  (1-9 kan ook)
table-click = { $side }: klik een kolom of druk 1-{ $columns }  (←/→ en Enter kan ook)
table-tap = { $side }: tik een kolom aan
table-computer-moves = { $side } ({ $mode }) is de computer: daarna ben jij aan de beurt
table-players = Rood: { $red }  ·  Geel: { $yellow }  ·  F1 of ? voor alle toetsen
table-players-tap = Rood: { $red }  ·  Geel: { $yellow }
table-variant = { $board }, { $length } op een rij
table-computers-play = De computers spelen tegen elkaar: U pauzeert en neemt een zet terug
table-rating-moved = Spel met rating tegen { $level } ({ $level_rating }): je rating { $before } → { $after }  ·  F1 of ? voor alle toetsen
table-casual-over = Vriendschappelijk spel ({ $reasons }): je rating blijft { $rating }
table-casual = Vriendschappelijk spel: { $reasons }
table-casual-tag = Vriendschappelijk
table-players-casual = Rood: { $red }  ·  Geel: { $yellow }  ·  Vriendschappelijk: { $reasons }
casual-two-people = twee mensen speelden
casual-no-person = de computer speelde beide kanten
casual-other-board = niet het 7×6-bord
casual-from-position = begonnen vanuit een stelling
casual-take-back = er werd een zet teruggenomen
casual-hint = er werden tips gebruikt
casual-explorer = de openingen werden bekeken
casual-analysis = de analyse stond aan
casual-why = de Waarom-weergave stond aan
casual-modes-changed = de spelers wisselden tijdens het spel
casual-online = online gespeeld
casual-other = als vriendschappelijk gemarkeerd
table-thinking = Denkt na…
tool-new-game = Nieuw spel
tool-undo = Zet terug
tool-redo = Opnieuw
tool-resume = Verder
tool-modes = Spelers
tool-help = Hulp
tool-quit = Stoppen
tool-hint = Tip
tool-analysis = Analyse
tool-settings = Instellingen
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
tool-why-purpose = dreigingen (oneven/even rij) en de beste lijn (aan/uit)
tool-coach = Coach
tool-coach-purpose = puzzels, openingen en leren van je partijen
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

game-over-play-again = Nog een keer
game-over-play-again-tooltip = Een nieuw spel met dezelfde spelers (Y of Enter)
game-over-review = Spel terugkijken
game-over-review-tooltip = Het spel terugkijken (← of →)
game-over-learn = Leer van fouten
game-over-learn-tooltip = Leer van je fouten in dit spel (L)
game-over-save-picture = Afbeelding opslaan
game-over-save-picture-tooltip = Een afbeelding van het bord opslaan (Ctrl+P)
game-over-save-game = Spel opslaan
game-over-save-game-tooltip = Het spel als bestand opslaan (Ctrl+S)
saved-picture = Afbeelding opgeslagen als { $path }
saved-game = Spel opgeslagen als { $path }
save-failed = Niet opgeslagen: { $reason }
saved-open-folder = Map openen
saved-open-folder-tooltip = Het bestand in zijn map tonen
open-folder-failed = Kon de map niet openen: { $reason }
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
review-tap = Tik de knoppen aan om door de partij te gaan
review-legend = onderstreept: de gespeelde zet  ·  omlijnd: de beste  ·  ?: een fout

## Hulp

help-title = Toetsen en knoppen
help-how-title = Zo speel je
help-how-drop = Om de beurt laat je een schijf in een kolom vallen: hij valt zo laag als hij kan.
help-how-win = Vier van jouw kleur op een rij, liggend, staand of schuin, winnen.
help-how-tap = Tik een kolom aan om je schijf daar te laten vallen; de knoppen bovenaan doen de rest.
help-digits = { $keys } of klik
help-digits-purpose = een schijf in die kolom laten vallen
help-arrows = ← → en Enter
help-arrows-purpose = de schijf in de hand verschuiven en laten vallen
help-review = ← → aan het einde · Terugkijken
help-review-purpose = het afgelopen spel doorbladeren; Enter speelt daar verder
help-explorer-purpose = de openingen vanaf deze stelling verkennen
help-why-further-purpose = met Waarom aan: de volgende zetten van de beste lijn
help-learn = L aan het eind · Leren
help-learn-purpose = de zetten opnieuw proberen die een resultaat weggaven
help-play-again = Y of Enter aan het eind
help-play-again-purpose = nog een keer, met dezelfde spelers
help-no = N aan het eind
help-no-purpose = stoppen (vraagt eerst)
help-leave-page = Esc, of N aan het eind
help-leave-page-purpose = terug naar het begin; een lopend spel blijft bewaard
help-copy-purpose = de cijfers van de stelling kopiëren
help-paste-purpose = een spel beginnen met cijfers van het klembord
help-save-purpose = aan het einde: spel (Ctrl+S) of afbeelding (Ctrl+P) opslaan
help-read-purpose = het bord in woorden: V de kolom in de hand (van onder), B een rij (telkens de volgende), M de laatste zet en de dreigingen
help-close = Esc of een klik sluit dit
help-close-tap = Tik om te sluiten
coach-menu-title = Coach
coach-menu-puzzles = Puzzels
coach-menu-explorer = Openingen vanaf deze stelling
coach-menu-learn = Leren van je partijen
coach-menu-keys = P, E of L, of een klik  ·  Esc: terug naar het spel

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
settings-tap = Tik een regel aan om die te wijzigen  ·  tik ernaast om te sluiten

## Statistieken

statistics-title = Vier-op-een-rij-statistieken
statistics-against = Tegen
statistics-games = Spellen
statistics-won = Gewonnen
statistics-drawn = Remise
statistics-lost = Verloren
statistics-computer = Computer: { $level }
statistics-human = Mens (voor Rood)
statistics-streak = Langste winstreeks in spellen met rating: { $streak }
statistics-rating = rating: { $rating } ± { $deviation } ({ $games ->
        [one] 1 gewaardeerd spel
       *[other] { $games } gewaardeerde spellen
    })
statistics-recorded = { $games ->
        [one] 1 spel bijgehouden
       *[other] { $games } spellen bijgehouden
    }: { $rated } met rating, { $casual } vriendschappelijk
statistics-reset-question = Alle statistieken wissen? De oude geschiedenis wordt apart bewaard.
statistics-yes = Ja (Y)
statistics-no = Nee (N)
statistics-keys = ← →: uitslagen of rating  ·  R: wissen  ·  Esc sluit
statistics-reset = Wissen (R)
statistics-close = Sluiten
statistics-rated-games = Spellen met rating
statistics-casual-games = Vriendschappelijke spellen
statistics-page-results = Uitslagen
statistics-page-rating = Rating
statistics-rating-now = Je rating: { $rating } ± { $deviation }
statistics-rating-range = { $games ->
        [one] 1 spel met rating
       *[other] { $games } spellen met rating
    }  ·  laagste { $low }, hoogste { $high }
statistics-rating-dates = Gespeeld van { $first } tot { $last }
statistics-rating-date = Gespeeld op { $first }
statistics-rating-games-axis = spellen met rating, oudste eerst

## Meldingen

notice-no-column = Er is geen kolom { $column }: druk { $keys }
notice-no-option = Er is geen keuze { $option }: druk { $digits }
notice-outside-board = Klik op een kolom van het bord
notice-outside-board-tap = Tik een kolom van het bord aan
notice-digit-keys-wide = 1-9 (kolom 10 en verder: ←/→ en Enter)
notice-nothing-to-hint = Het spel is voorbij: geen tip meer
notice-hint-on-your-turn = De tip verschijnt zodra je aan zet bent
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
tictactoe-modes-tap = Tik een keuze aan
tictactoe-keys-modes = { $digits } of klik: kiezen  ·  ↑/↓ Enter: selecteren  ·  { $escape }
tictactoe-to-move = { $mark } is aan zet  ({ $who })
tictactoe-win = winst
tictactoe-draw = remise
tictactoe-loss = verlies
tictactoe-over-keys = N of Nieuw spel: nog eens  ·  U: terug  ·  C: spelers  ·  Esc: stoppen
tictactoe-play-keys = Klik een vak of druk 1-9 (rij voor rij vanaf linksboven)  ·  H: tip
tictactoe-play-tap = Tik een vak aan
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
graph-bound = grens
graph-analysing = Het spel wordt geanalyseerd: { $done } van { $total ->
        [one] 1 stelling
       *[other] { $total } stellingen
    }
graph-not-solved = { $not_solved } van { $total ->
        [one] 1 stelling
       *[other] { $total } stellingen
    } niet bewezen: elk vraagt zo vroeg in het spel meer dan { $seconds } s
hint-legend = wint in 3 (+3), verliest in 3 (−3): stenen van wie aan zet is, deze meegeteld
not-solved-in-time = niet op tijd opgelost
why-odd = oneven
why-even = even
why-legend = Waarom: ringen zijn dreigingen  ·  ruiten de beste lijn, { $line }
why-moves = zetten { $first }–{ $last } van { $total }
why-no-line = geen lijn: het spel is voorbij
why-further = Volgende ›
why-further-tooltip = de volgende zetten van de beste lijn (.)
spoken-coin-red = rood
spoken-coin-yellow = geel
spoken-coin-empty = leeg
spoken-column-label = Kolom { $column }, { $empty ->
    [0] vol
   *[other] { $empty } vrij
    }
spoken-column = Kolom { $column }: { $cells }.
spoken-row = Rij { $row }: { $cells }.
spoken-move = { $player }: kolom { $column }, rij { $row }.
spoken-to-move = { $player } is aan zet.
spoken-win = { $player } wint: { $length } op een rij van kolom { $from_column }, rij { $from_row } tot kolom { $to_column }, rij { $to_row }.
spoken-win-short = { $player } wint.
spoken-draw = Gelijkspel: het bord is vol.
spoken-threat = { $player } dreigt in kolom { $column }, rij { $row }, { $parity }.
spoken-no-threats = Geen dreigingen.
spoken-no-moves = Nog geen zetten.
spoken-thinking = { $player } denkt na.
spoken-taken-back = Zet teruggenomen.
spoken-new-game = Nieuw spel.
spoken-position = Een stelling na { $moves ->
    [one] één zet
   *[other] { $moves } zetten
    }.
spoken-hint-wins-now = Kolom { $column } wint meteen.
spoken-hint-wins-in = Kolom { $column } wint in { $moves }.
spoken-hint-draw = Kolom { $column } houdt remise.
spoken-hint-loses-next = Kolom { $column } verliest meteen.
spoken-hint-loses-in = Kolom { $column } verliest in { $moves }.
spoken-hint-unsolved = De hint is niet op tijd opgelost.
spoken-not-now = Hier wordt geen spel gespeeld: kolommen speel je op het bordscherm.
spoken-columns = Kolommen
spoken-tools = Spel
spoken-said = Wat er gebeurt
notice-computers-play = De computers spelen beide kanten: C verandert wie er speelt

## De trainer: fouten, puzzels, openingen

title-learn = Leer van je fouten
title-learn-tooltip = De fouten uit je laatste partijen, een voor een (L)
title-puzzles = Puzzels
title-puzzles-tooltip = Stellingen om op te lossen op jouw niveau (P)
title-explorer = Openingen
title-explorer-tooltip = De precieze uitkomst van elke openingszet (E)
title-online = Online spelen
title-online-tooltip = Speel tegen een vriend op een andere computer (O)

## Play online: create, join or watch a game, and the remote seat on the table
online-title = Online spelen
online-create = Spel maken
online-board = Bord: { $size }
online-first = Eerste zet: { $who }
online-first-me = ik
online-first-friend = mijn vriend
online-first-random = willekeurig
online-clock = Klok: { $clock }
online-clock-none = geen
online-join = Meedoen met een spel
online-watch = Een spel bekijken
online-server = Server: { $server }
online-menu-keys = ↑ ↓ kiezen  ·  ← → wijzigen  ·  Enter  ·  Esc: terug
online-type-code = Typ of plak (Ctrl+V) de code of link van je vriend
online-type-code-watch = Typ of plak (Ctrl+V) de code of link van het spel
online-type-server = Plak (Ctrl+V) of typ het adres van de server
online-typing-keys = Enter: ga  ·  Backspace: wissen  ·  Esc: terug
online-connecting = Verbinden…
online-code-title = Stuur je vriend deze code of link
online-copy = Link kopiëren (C)
online-copied = Link gekopieerd
online-waiting-friend = Wachten op je vriend
online-waiting-keys = Esc: spel verlaten
online-ended = Online spel beëindigd: { $reason }
online-ended-keys = Enter of Esc: terug
online-no-server = Deze pagina heeft geen spelserver: geef er een op bij Server
online-room-gone = Je online spel is voorbij: de kamer bestaat niet meer
online-bad-link = Deze link noemt geen spel: { $code }
online-wait-turn = Je vriend is aan zet
online-mode-you = jij
online-mode-friend = je vriend
online-watching = Je kijkt naar dit spel
online-watching-room-full = Beide plaatsen waren bezet: je kijkt naar dit spel
online-game-over = Het spel is voorbij: Opnieuw spelen vraagt om revanche
online-not-now = Niet tijdens een online spel
online-draw-sent = Remise aangeboden
online-draw-offered = Je vriend biedt remise aan: D neemt aan, een zet weigert
online-draw-declined = De remise werd geweigerd
online-rematch-asked = Je vriend wil revanche: Y neemt aan
online-rematch-sent = Revanche gevraagd
online-friend-away = Je vriend is weg
online-friend-back = Je vriend is terug
online-reconnecting = Opnieuw verbinden…
online-reconnected = Weer verbonden
online-refused = De server weigerde: { $reason }
online-you-win = Jij wint
online-friend-wins = Je vriend wint
online-side-wins = { $side } wint
online-draw = Remise
online-by-resignation = door opgave
online-on-time = op tijd
online-by-agreement = in overleg
online-abandoned = het spel werd verlaten
online-friend-away-left = Je vriend is weg ({ $time })
online-reaction-shown = { $who } ‘{ $words }’
online-react = Reageren (G)
online-react-tooltip = Stuur je vriend een kort woord (G)
online-react-title = Zeg tegen je vriend
online-react-keys = 1-7 of een klik: sturen  ·  Esc: sluiten
online-help-draw = remise aanbieden, of die van je vriend aannemen (online)
online-help-react = je vriend een kort woord sturen (online)
online-react-hello = Hallo!
online-react-good-luck = Succes!
online-react-nice-move = Mooie zet!
online-react-oops = Oeps
online-react-well-played = Goed gespeeld
online-react-thanks = Bedankt!
online-react-good-game = Mooi spel
online-refusal-bad-message = deze versie van Plot 4 en de server begrijpen elkaar niet
online-refusal-version = de server spreekt een andere versie: werk Plot 4 bij
online-refusal-rate-limited = te veel te snel: wacht even
online-refusal-too-many-rooms = te veel spellen van hier gemaakt: probeer het over een minuut
online-refusal-too-many-attempts = te veel codes van hier geprobeerd: probeer het over een minuut
online-refusal-too-many-connections = te veel verbindingen van hier
online-refusal-no-such-room = er is geen spel met die code (misschien verlopen)
online-refusal-bad-token = deze plaats is niet meer van jou
online-refusal-already-in-room = al in een spel
online-refusal-bad-board = de server speelt niet op dat bord
online-refusal-bad-clock = de server neemt die klok niet aan
online-refusal-column-full = die kolom is vol
online-refusal-outside-board = die kolom staat niet op het bord
online-refusal-game-over = het spel is voorbij
online-refusal-wrong-number = die zet kwam te laat: er was al een andere gespeeld
online-refusal-no-draw-offer = er is geen remiseaanbod om aan te nemen
online-refusal-not-over = het spel is nog niet voorbij
online-refusal-unavailable = de server is bezig: probeer het opnieuw
online-ending-left = je hebt het spel verlaten
online-ending-unreachable = de server op { $address } is niet bereikbaar ({ $reason })
online-ending-server-closed = de server is gestopt
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
mistakes-none = Geen fout in dit spel: elke zet hield zijn uitkomst
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
mistakes-older-game-keys = Enter: het volgende spel  ·  Esc: je spellen
mistakes-played-mark = zet
mistakes-summary-mistakes = Fouten
mistakes-summary-first-try = In één keer gevonden
mistakes-summary-later = Later gevonden
mistakes-summary-shown = Getoond
mistakes-summary-skipped = Overgeslagen
mistakes-summary-done = Dat waren alle fouten van dit spel.
mistakes-games = Je spellen
mistakes-next-game = Volgend spel
mistakes-open = Openen
mistakes-choose = Kies een spel: klik erop, of kies het met ↑ ↓ en druk op Enter
mistakes-choose-keys = Het nummer van een spel opent het  ·  Esc: terug
mistakes-no-game-play = Speel een spel tegen de computer of een vriend en kom dan terug
mistakes-nothing-to-answer = Hier is geen fout om te beantwoorden
mistakes-games-keys = Enter of Esc: je spellen
mistakes-better-mark = beter
mistakes-row-against = tegen { $level }
mistakes-row-people = twee spelers
mistakes-row-won = gewonnen in { $moves } zetten
mistakes-row-lost = verloren in { $moves } zetten
mistakes-row-drawn = remise in { $moves } zetten
mistakes-row-side-won = { $side } won in { $moves } zetten
mistakes-row-count = { $mistakes ->
        [0] geen fout
        [one] 1 fout
       *[other] { $mistakes } fouten
    }
mistakes-row-looking = bezig…
mistakes-row-unjudged = niet op tijd opgelost
mistakes-age-now = zojuist
mistakes-age-minutes = { $minutes } min geleden
mistakes-age-hours = { $hours } uur geleden
mistakes-age-days = { $days ->
        [one] gisteren
       *[other] { $days } dagen geleden
    }
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
puzzles-answer-unknown = Het antwoord kon niet op tijd bewezen worden
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
statistics-older-rated = { $games ->
        [one] 1 ouder spel zonder gegevens over tips of terugnemen telt mee voor de rating
       *[other] { $games } oudere spellen zonder gegevens over tips of terugnemen tellen mee voor de rating
    }
statistics-no-tictactoe = Potjes boter-kaas-en-eieren worden niet bijgehouden
file-game = het bewaarde spel
file-settings = de instellingen
file-history = de spelgeschiedenis
file-puzzles = de puzzelrating en -geschiedenis
file-online-seat = de plaats in het online spel
problem-set-aside = { $what } kon niet gelezen worden ({ $defect }); de standaardwaarden gelden, het bestand is bewaard als { $path }
problem-stuck = { $what } kon niet gelezen ({ $defect }) en niet opzijgezet worden ({ $reason }); de standaardwaarden gelden en er wordt niets van bewaard
problem-not-kept = { $what } kan niet bewaard worden in { $folder }: { $reason }; er wordt niets bewaard
problem-folder = Kan niet schrijven in { $folder }: { $reason }; er wordt niets bewaard
problem-no-folder = Geen gegevensmap ({ $reason }); er wordt niets bewaard
problem-page-storage = De opslag van de browser is vol of uitgeschakeld voor deze pagina: het spel gaat door, maar er wordt niets bewaard
