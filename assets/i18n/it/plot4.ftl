# Plot 4: le parole della finestra in italiano. Stesse chiavi e variabili di en/plot4.ftl.

## Colori, lati e livelli

red = Rosso
yellow = Giallo
mode-human = Umano
level-random = Caso
level-random-plus = Caso+
level-very-low = Facilissimo
level-lower = Molto facile
level-low = Facile
level-mid = Medio
level-mid-high = Difficile
level-high = Maestro
on = sì
off = no

## Schermata del titolo

title-subtitle = Forza quattro
title-tap-to-start = Tocca per iniziare
title-play = Gioca
title-play-tooltip = Scegli chi gioca, poi gioca (Invio o un altro tasto)
title-press-any-key = Qualsiasi tasto gioca; la lettera di un pulsante lo apre
title-settings = Impostazioni
title-settings-tooltip = Tema, suono, chi inizia, lingua (S)
title-statistics = Statistiche
title-statistics-tooltip = I tuoi risultati e il tuo punteggio (T)
title-tictactoe = Tris
title-tictactoe-tooltip = Gioca a tris (X)

## Continuare o nuova partita

resume-continue = Continua la partita
resume-new-game = Nuova partita
resume-about = Una partita è rimasta a metà dopo { $moves ->
        [one] 1 mossa
       *[other] { $moves } mosse
    }: Rosso { $red }, Giallo { $yellow }
resume-keys = Invio: continua  ·  N: nuova partita  ·  Esc: esci
resume-keys-page = Invio: continua  ·  N: nuova partita

## Scelta dei giocatori

modes-who-plays = Chi gioca con { $side }?
modes-computer = Computer: { $level }  ·  punteggio { $rating }
modes-board = Griglia { $board }
modes-line = { $length } in fila
modes-escape-cancel = Esc o Annulla: tieni i giocatori attuali
modes-escape-back = Esc: torna a Rosso
modes-tap = Tocca una voce
modes-escape-title = Esc: torna al titolo
modes-keys = { $digits } o clic: scegli  ·  ↑/↓ Invio: seleziona  ·  ←/→: cambia  ·  { $escape }
modes-adaptive = Il mio livello: il più vicino al mio punteggio
modes-cancel = Annulla
modes-cancel-tooltip = Tieni i giocatori attuali (Esc)
modes-back = Indietro
modes-back-title-tooltip = Torna alla schermata del titolo (Esc)
modes-back-side-tooltip = Torna a: chi gioca con { $side }? (Esc)
modes-first = Inizia { $side }
modes-first-alternate = A turno: { $side }
modes-change-where = ←/→ cambiano griglia, linea e chi inizia: ↑/↓ per arrivarci

## Il tavolo: titolo, istruzioni, pulsanti

table-wins = Vince { $player }!
table-draw = Patta
table-paused = In pausa: tocca a { $side } ({ $mode })
table-to-move = Tocca a { $side }  ({ $mode })
table-play-again-tap = Tocca «Un’altra partita» per giocare ancora
table-play-again = Un’altra partita: Y o Invio  ·  N: esci  ·  U annulla l’ultima mossa
table-play-again-page = Un’altra partita: Y o Invio  ·  N: torna all’inizio  ·  U annulla l’ultima mossa
table-paused-help = In pausa dopo un annullamento: premi P o fai clic su Riprendi perché i computer continuino
table-paused-tap = In pausa dopo un annullamento: tocca Riprendi perché i computer continuino
table-click-wide = { $side }: fai clic su una colonna, o ←/→ e Invio  (anche 1-9)
table-click = { $side }: fai clic su una colonna o premi 1-{ $columns }  (anche ←/→ e Invio)
table-tap = { $side }: tocca una colonna
table-computer-moves = { $side } ({ $mode }) è il computer: poi tocca a te
table-players = Rosso: { $red }  ·  Giallo: { $yellow }  ·  F1 o ? per tutti i tasti
table-players-tap = Rosso: { $red }  ·  Giallo: { $yellow }
table-variant = { $board }, { $length } in fila
table-computers-play = I computer giocano tra loro: U mette in pausa e annulla una mossa
table-rating-moved = Partita valutata contro { $level } ({ $level_rating }): il tuo punteggio { $before } → { $after }  ·  F1 o ? per tutti i tasti
table-casual-over = Partita amichevole ({ $reasons }): il tuo punteggio resta { $rating }
table-casual = Partita amichevole: { $reasons }
table-casual-tag = Amichevole
table-players-casual = Rosso: { $red }  ·  Giallo: { $yellow }  ·  Partita amichevole: { $reasons }
casual-two-people = hanno giocato due persone
casual-no-person = il computer ha giocato entrambi i lati
casual-other-board = non la griglia 7×6
casual-from-position = iniziata da una posizione
casual-take-back = una mossa è stata annullata
casual-hint = sono stati usati suggerimenti
casual-explorer = sono state consultate le aperture
casual-analysis = l’analisi era attiva
casual-why = la vista Perché era attiva
casual-modes-changed = i giocatori sono cambiati a partita in corso
casual-online = giocata online
casual-other = segnata come amichevole
table-thinking = Sto pensando…
tool-new-game = Nuova partita
tool-undo = Annulla
tool-redo = Ripeti
tool-resume = Riprendi
tool-modes = Giocatori
tool-help = Aiuto
tool-quit = Esci
tool-hint = Suggerimento
tool-analysis = Analisi
tool-settings = Impostazioni
tool-statistics = Statistiche
tool-new-game-purpose = ricomincia con la griglia vuota
tool-undo-purpose = annulla l’ultima mossa (la tua, contro il computer)
tool-redo-purpose = rigioca una mossa annullata
tool-resume-purpose = far continuare due computer in pausa
tool-modes-purpose = scegli chi gioca con Rosso e con Giallo
tool-help-purpose = questo elenco di tasti e pulsanti
tool-quit-purpose = lascia il gioco (chiede prima)
tool-hint-purpose = dove porta ogni colonna con il gioco perfetto, per questa mossa
tool-analysis-purpose = il suggerimento a ogni mossa e un grafico della partita (sì/no)
tool-why = Perché
tool-why-purpose = minacce (riga dispari/pari) e linea migliore (sì/no)
tool-coach = Allenatore
tool-coach-purpose = problemi, aperture e imparare dalle tue partite
tool-settings-purpose = tema, suono, velocità, chi inizia, giocatori, lingua
tool-statistics-purpose = le tue vittorie, patte e sconfitte, e la serie più lunga
tool-or = o
tool-switch-on = { $tooltip }: sì

## Suggerimenti sopra le colonne

hint-too-deep = non risolto
hint-not-solved-1 = non
hint-not-solved-2 = risolto
hint-wins-now-1 = vince
hint-wins-now-2 = subito
hint-wins-in-1 = vince
hint-wins-in-2 = in { $moves }
hint-draw = patta
hint-loses-next-1 = perde
hint-loses-next-2 = in 1
hint-loses-in-1 = perde
hint-loses-in-2 = in { $moves }

## Domande

question-yes = Sì
question-yes-tooltip = Sì (Y)
question-no = No
question-no-tooltip = No (N o Esc)
question-quit = Vuoi davvero uscire?
question-new-game = Abbandonare questa partita e iniziarne una nuova?

## Fine partita e riesame

game-over-play-again = Un’altra partita
game-over-play-again-tooltip = Una nuova partita con gli stessi giocatori (Y o Invio)
game-over-review = Rivedi la partita
game-over-review-tooltip = Rivedi la partita (← o →)
game-over-learn = Impara dagli errori
game-over-learn-tooltip = Impara dai tuoi errori in questa partita (L)
game-over-save-picture = Salva immagine
game-over-save-picture-tooltip = Salva un’immagine della griglia (Ctrl+P)
game-over-save-game = Salva partita
game-over-save-game-tooltip = Salva la partita in un file (Ctrl+S)
saved-picture = Immagine salvata come { $path }
saved-game = Partita salvata come { $path }
save-failed = Non salvato: { $reason }
saved-open-folder = Apri la cartella
saved-open-folder-tooltip = Mostra il file nella sua cartella
open-folder-failed = Impossibile aprire la cartella: { $reason }
saving = Salvataggio…
saving-game = La partita sarà salvata appena finita la sua analisi…
notice-nothing-to-save = Ancora nessuna mossa: niente da salvare
review-step = Riesame: mossa { $move } di { $moves }, { $side } ha giocato { $column }
review-end = Riesame: la fine, dopo { $moves ->
        [one] 1 mossa
       *[other] { $moves } mosse
    }
review-earlier = ← Prima
review-later = Dopo →
review-play-from-here = Gioca da qui
review-play-from-here-short = Gioca
review-back = Indietro
review-no-more-moves = Nessun’altra mossa in quella direzione
review-over-here = Qui la partita è finita: torna prima indietro
review-keys = ←/→ scorri  ·  Home/Fine prima/ultima  ·  PagSu/PagGiù errori  ·  Invio gioca  ·  Esc indietro
review-tap = Tocca i pulsanti per scorrere la partita
review-legend = sottolineata: la mossa giocata  ·  riquadrata: la migliore  ·  ?: un errore

## Aiuto

help-title = Tasti e pulsanti
help-how-title = Come si gioca
help-how-drop = A turno, ognuno lascia cadere una pedina in una colonna: scende più in basso che può.
help-how-win = Quattro del tuo colore in fila, in orizzontale, in verticale o in diagonale, vincono.
help-how-tap = Tocca una colonna per lasciarci la tua pedina; i pulsanti in alto fanno il resto.
help-digits = { $keys } o clic
help-digits-purpose = lascia cadere una pedina in quella colonna
help-arrows = ← → e Invio
help-arrows-purpose = sposta la pedina in mano e lasciala cadere
help-review = ← → alla fine · Rivedi
help-review-purpose = scorri la partita finita; Invio gioca da lì
help-explorer-purpose = esplorare le aperture da questa posizione
help-why-further-purpose = con Perché attivo: le mosse successive della linea migliore
help-learn = L alla fine · Impara
help-learn-purpose = riprovare le mosse che hanno buttato via un risultato
help-play-again = Y o Invio alla fine
help-play-again-purpose = un’altra partita, con gli stessi giocatori
help-no = N alla fine
help-no-purpose = esci (chiede prima)
help-leave-page = Esc, o N alla fine
help-leave-page-purpose = torna all’inizio; la partita in corso resta salvata
help-copy-purpose = copia le cifre della posizione
help-paste-purpose = inizia una partita dalle cifre negli appunti
help-save-purpose = alla fine: salva la partita (Ctrl+S) o un’immagine (Ctrl+P)
help-read-purpose = la griglia a parole: V la colonna in mano (dal basso), B una riga (ogni volta la successiva), M l’ultima mossa e le minacce
help-close = Esc o un clic chiude questo elenco
help-close-tap = Tocca per chiudere
coach-menu-title = Allenatore
coach-menu-puzzles = Problemi
coach-menu-explorer = Aperture da questa posizione
coach-menu-learn = Imparare dalle tue partite
coach-menu-keys = P, E o L, o un clic  ·  Esc: torna alla partita

## Impostazioni

settings-title = Impostazioni
settings-theme = Tema
settings-sound = Suono
settings-volume = Volume
settings-animation = Velocità delle pedine
settings-first = Chi inizia
settings-red-mode = Rosso gioca (nuove partite)
settings-yellow-mode = Giallo gioca (nuove partite)
settings-analysis = Mostra l’analisi
settings-language = Lingua
settings-alternate = a turno
settings-theme-classic = classico
settings-theme-dark = scuro
settings-theme-light = chiaro
settings-theme-colour-blind = daltonici
settings-animation-slow = lenta
settings-animation-normal = normale
settings-animation-fast = veloce
settings-animation-off = nessuna
settings-this-run = { $value } (ora: { $theme })
settings-muted = { $value } (muto: --mute)
settings-no-audio = { $value } (nessun dispositivo audio)
settings-close = Chiudi
settings-close-tooltip = Chiudi (Esc o S)
settings-keys = ↑ ↓ scegli  ·  ← → o un clic cambiano  ·  Esc o un clic fuori chiude
settings-tap = Tocca una riga per cambiarla  ·  tocca fuori per chiudere

## Statistiche

statistics-title = Statistiche di Forza 4
statistics-against = Contro
statistics-games = Partite
statistics-won = Vinte
statistics-drawn = Patte
statistics-lost = Perse
statistics-computer = Computer: { $level }
statistics-human = Umano (con Rosso)
statistics-streak = Serie di vittorie più lunga nelle partite valutate: { $streak }
statistics-rating = punteggio: { $rating } ± { $deviation } ({ $games ->
        [one] 1 partita valutata
       *[other] { $games } partite valutate
    })
statistics-recorded = { $games ->
        [one] 1 partita registrata
       *[other] { $games } partite registrate
    }: { $rated } valutate, { $casual } amichevoli
statistics-reset-question = Azzerare tutte le statistiche? La vecchia cronologia viene conservata a parte.
statistics-yes = Sì (Y)
statistics-no = No (N)
statistics-keys = ← →: risultati o punteggio  ·  R: azzera  ·  Esc chiude
statistics-reset = Azzera (R)
statistics-close = Chiudi
statistics-rated-games = Partite valutate
statistics-casual-games = Partite amichevoli
statistics-page-results = Risultati
statistics-page-rating = Punteggio
statistics-rating-now = Il tuo punteggio: { $rating } ± { $deviation }
statistics-rating-range = { $games ->
        [one] 1 partita valutata
       *[other] { $games } partite valutate
    }  ·  minimo { $low }, massimo { $high }
statistics-rating-dates = Giocate dal { $first } al { $last }
statistics-rating-date = Giocate il { $first }
statistics-rating-games-axis = partite valutate, dalla più vecchia

## Avvisi

notice-no-column = Non c’è la colonna { $column }: premi { $keys }
notice-no-option = Non c’è la voce { $option }: premi { $digits }
notice-outside-board = Fai clic su una colonna della griglia
notice-outside-board-tap = Tocca una colonna della griglia
notice-digit-keys-wide = 1-9 (colonne dalla 10 in poi: ←/→ e Invio)
notice-nothing-to-hint = La partita è finita: nessun suggerimento
notice-hint-on-your-turn = Il suggerimento appare al tuo turno
notice-analysis = Analisi: { $state }
notice-not-paused = La partita non è in pausa
notice-nothing-to-copy = La griglia è vuota: niente da copiare
notice-copied = Posizione { $digits } copiata
notice-nothing-to-paste = Niente da incollare: gli appunti sono vuoti o non disponibili qui
notice-started-from = Partita iniziata dalla posizione { $digits }
notice-not-a-position = Non è una posizione: «{ $shown }» ({ $error })
notice-wait-computer = Attendi: il computer ({ $level }) gioca con { $side }
notice-wait-coin = Attendi che la pedina cada
notice-nothing-to-undo = Non c’è nessuna mossa da annullare
notice-nothing-to-redo = Non c’è nessuna mossa da ripetere

## Grafico

graph-red = Rosso
graph-yellow = Giallo

## Tris

tictactoe-keys = 1-9 o clic: segna una casella (riga per riga dall’alto a sinistra) · U annulla · R ripeti · H suggerimento · A analisi · N nuova partita · C giocatori · Esc esci
tictactoe-no-square = Non c’è la casella { $number }: premi 1-9
tictactoe-wait = Attendi: il computer gioca con { $mark }
tictactoe-no-move = Non c’è nessuna mossa da { $what ->
        [undo] annullare
       *[redo] ripetere
    }
tictactoe-not-here = Non nel tris
tictactoe-taken = La casella { $square } è occupata
tictactoe-over = La partita è finita
tictactoe-wins = Vince { $mark }!
tictactoe-who-plays = Tris: chi gioca con { $mark }?
tictactoe-computer = Computer: { $level }
tictactoe-escape-back = Esc: torna a X
tictactoe-modes-tap = Tocca una voce
tictactoe-keys-modes = { $digits } o clic: scegli  ·  ↑/↓ Invio: seleziona  ·  { $escape }
tictactoe-to-move = Tocca a { $mark }  ({ $who })
tictactoe-win = vince
tictactoe-draw = patta
tictactoe-loss = perde
tictactoe-over-keys = N o Nuova partita: ancora  ·  U: annulla  ·  C: giocatori  ·  Esc: esci
tictactoe-play-keys = Fai clic su una casella o premi 1-9 (riga per riga dall’alto a sinistra)  ·  H: suggerimento
tictactoe-play-tap = Tocca una casella
tictactoe-computer-moves = { $mark } è il computer: poi tocca a te
tictactoe-players = X: { $x }  ·  O: { $o }  ·  F1 per tutti i tasti

## Riesame: pulsanti e salti

review-first = « Inizio
review-first-tooltip = La prima mossa (Home)
review-previous-mistake = ‹ Errore
review-previous-mistake-tooltip = L’errore prima di questa mossa (PagSu)
review-earlier-tooltip = La mossa prima (←)
review-later-tooltip = La mossa dopo (→)
review-next-mistake = Errore ›
review-next-mistake-tooltip = L’errore dopo questa mossa (PagGiù)
review-last = Fine »
review-last-tooltip = L’ultima mossa (Fine)
review-play-from-here-tooltip = Una nuova partita da questa posizione (Invio)
review-back-tooltip = Torna alla fine (Esc)
review-moves = Mosse
review-move-best = migliore
review-move-inaccuracy = imprecisione
review-move-mistake = errore ?
review-move-blunder = errore grave ??
review-start = Riesame: l’inizio, { $side } muove per primo
review-at-first = Questa è la prima mossa
review-at-last = Questa è l’ultima mossa
review-no-mistake-before = Nessun errore trovato prima di questa mossa
review-no-mistake-after = Nessun errore trovato dopo questa mossa

## Grafico di valutazione, legenda dei suggerimenti e vista Perché

graph-title = Valutazione
graph-draw = patta
graph-moves = mosse
graph-red-wins = Vince Rosso
graph-yellow-wins = Vince Giallo
graph-mistake = errore o blocco mancato
graph-bound = limite
graph-analysing = Analisi della partita: { $done } su { $total ->
        [one] 1 posizione
       *[other] { $total } posizioni
    }
graph-not-solved = { $not_solved } su { $total ->
        [one] 1 posizione
       *[other] { $total } posizioni
    } non dimostrate: ognuna richiede più di { $seconds } s così presto nella partita
hint-legend = vince in 3 (+3), perde in 3 (−3): pedine di chi muove da qui, questa compresa
not-solved-in-time = non risolto in tempo
why-odd = dispari
why-even = pari
why-legend = Perché: gli anelli sono minacce  ·  rombi la linea migliore, { $line }
why-moves = mosse { $first }–{ $last } di { $total }
why-no-line = nessuna linea: la partita è finita
why-further = Successive ›
why-further-tooltip = le mosse successive della linea migliore (.)
spoken-coin-red = rosso
spoken-coin-yellow = giallo
spoken-coin-empty = vuoto
spoken-column-label = Colonna { $column }, { $empty ->
    [0] piena
    [one] { $empty } libera
   *[other] { $empty } libere
    }
spoken-column = Colonna { $column }: { $cells }.
spoken-row = Riga { $row }: { $cells }.
spoken-move = { $player }: colonna { $column }, riga { $row }.
spoken-to-move = Tocca a { $player }.
spoken-win = { $player } vince: { $length } in fila dalla colonna { $from_column }, riga { $from_row } alla colonna { $to_column }, riga { $to_row }.
spoken-win-short = { $player } vince.
spoken-draw = Patta: la griglia è piena.
spoken-threat = { $player } minaccia la colonna { $column }, riga { $row }, { $parity }.
spoken-no-threats = Nessuna minaccia.
spoken-no-moves = Ancora nessuna mossa.
spoken-thinking = { $player } sta pensando.
spoken-taken-back = Mossa annullata.
spoken-new-game = Nuova partita.
spoken-position = Una posizione dopo { $moves ->
    [one] una mossa
   *[other] { $moves } mosse
    }.
spoken-hint-wins-now = La colonna { $column } vince subito.
spoken-hint-wins-in = La colonna { $column } vince in { $moves }.
spoken-hint-draw = La colonna { $column } pareggia.
spoken-hint-loses-next = La colonna { $column } perde alla prossima.
spoken-hint-loses-in = La colonna { $column } perde in { $moves }.
spoken-hint-unsolved = Il suggerimento non è stato risolto in tempo.
spoken-not-now = Qui non c’è una partita in corso: le colonne si giocano sulla schermata della griglia.
spoken-columns = Colonne
spoken-tools = Partita
spoken-said = Cosa succede
notice-computers-play = I computer giocano con entrambi i lati: C cambia chi gioca

## L’allenatore: errori, problemi, aperture

title-learn = Impara dai tuoi errori
title-learn-tooltip = Gli errori delle tue ultime partite, uno alla volta (L)
title-puzzles = Problemi
title-puzzles-tooltip = Posizioni da risolvere al tuo livello (P)
title-explorer = Aperture
title-explorer-tooltip = Il risultato esatto di ogni mossa d'apertura (E)
title-online = Gioca online
title-online-tooltip = Gioca con un amico su un altro computer (O)

## Play online: create, join or watch a game, and the remote seat on the table
online-title = Gioca online
online-create = Crea una partita
online-board = Tabellone: { $size }
online-first = Prima mossa: { $who }
online-first-me = io
online-first-friend = il mio amico
online-first-random = a caso
online-clock = Orologio: { $clock }
online-clock-none = nessuno
online-join = Entra in una partita
online-watch = Guarda una partita
online-server = Server: { $server }
online-menu-keys = ↑ ↓ scegli  ·  ← → cambia  ·  Invio  ·  Esc: indietro
online-type-code = Scrivi o incolla (Ctrl+V) il codice o il link del tuo amico
online-type-code-watch = Scrivi o incolla (Ctrl+V) il codice o il link della partita
online-type-server = Incolla (Ctrl+V) o scrivi l'indirizzo del server
online-typing-keys = Invio: vai  ·  Backspace: cancella  ·  Esc: indietro
online-connecting = Connessione…
online-code-title = Manda al tuo amico questo codice o link
online-copy = Copia il link (C)
online-copied = Link copiato
online-waiting-friend = In attesa del tuo amico
online-waiting-keys = Esc: lascia la partita
online-ended = Partita online finita: { $reason }
online-ended-keys = Invio o Esc: indietro
online-no-server = Questa pagina non ha un server di gioco: indicane uno in Server
online-room-gone = La tua partita online è finita: la sua stanza non esiste più
online-bad-link = Questo link non indica nessuna partita: { $code }
online-wait-turn = Tocca al tuo amico
online-mode-you = tu
online-mode-friend = il tuo amico
online-watching = Stai guardando questa partita
online-watching-room-full = Entrambi i posti erano occupati: stai guardando questa partita
online-game-over = La partita è finita: Gioca ancora chiede la rivincita
online-not-now = Non durante una partita online
online-draw-sent = Patta offerta
online-draw-offered = Il tuo amico offre la patta: D accetta, una mossa rifiuta
online-draw-declined = La patta è stata rifiutata
online-rematch-asked = Il tuo amico chiede la rivincita: Y accetta
online-rematch-sent = Rivincita chiesta
online-friend-away = Il tuo amico è assente
online-friend-back = Il tuo amico è tornato
online-reconnecting = Riconnessione…
online-reconnected = Riconnesso
online-refused = Il server ha rifiutato: { $reason }
online-you-win = Hai vinto
online-friend-wins = Vince il tuo amico
online-side-wins = Vince { $side }
online-draw = Patta
online-by-resignation = per abbandono
online-on-time = a tempo
online-by-agreement = di comune accordo
online-abandoned = la partita è stata lasciata
online-friend-away-left = Il tuo amico è assente ({ $time })
online-reaction-shown = { $who } «{ $words }»
online-react = Reagisci (G)
online-react-tooltip = Manda una parola al tuo amico (G)
online-react-title = Di' al tuo amico
online-react-keys = 1-7 o un clic: invia  ·  Esc: chiudi
online-help-draw = offrire la patta, o accettare quella del tuo amico (online)
online-help-react = mandare una parola al tuo amico (online)
online-react-hello = Ciao!
online-react-good-luck = Buona fortuna!
online-react-nice-move = Bella mossa!
online-react-oops = Ops
online-react-well-played = Ben giocato
online-react-thanks = Grazie!
online-react-good-game = Bella partita
online-refusal-bad-message = questa versione di Plot 4 e il server non si capiscono
online-refusal-version = il server parla un'altra versione: aggiorna Plot 4
online-refusal-rate-limited = troppo e troppo in fretta: aspetta un momento
online-refusal-too-many-rooms = troppe partite create da qui: riprova tra un minuto
online-refusal-too-many-attempts = troppi codici provati da qui: riprova tra un minuto
online-refusal-too-many-connections = troppe connessioni da qui
online-refusal-no-such-room = nessuna partita ha questo codice (forse è scaduta)
online-refusal-bad-token = questo posto non è più tuo
online-refusal-already-in-room = già in una partita
online-refusal-bad-board = il server non gioca su questa scacchiera
online-refusal-bad-clock = il server non accetta questo orologio
online-refusal-column-full = quella colonna è piena
online-refusal-outside-board = quella colonna non è sulla scacchiera
online-refusal-game-over = la partita è finita
online-refusal-wrong-number = la mossa è arrivata tardi: ne è stata giocata un'altra
online-refusal-no-draw-offer = non c'è nessuna offerta di patta da accettare
online-refusal-not-over = la partita non è ancora finita
online-refusal-unavailable = il server è occupato: riprova
online-ending-left = hai lasciato la partita
online-ending-unreachable = impossibile raggiungere il server { $address } ({ $reason })
online-ending-server-closed = il server si è spento
coach-back = Indietro
coach-show-answer = Mostra la risposta
coach-show-answer-short = Risposta
coach-answer = La risposta: { $columns }
coach-column-full = La colonna { $column } è piena
coach-not-solved = { $column } non è stata risolta in tempo: provane un’altra
coach-enter-back = Invio o Esc: indietro
coach-escape-back = Esc: indietro
prospect-wins-now = vince subito
prospect-wins-in = vince in { $moves }
prospect-draw = patta
prospect-loses-next = perde in 1
prospect-loses-in = perde in { $moves }
lapse-win-to-draw = una vittoria trasformata in patta
lapse-win-to-loss = una vittoria trasformata in sconfitta
lapse-draw-to-loss = una patta trasformata in sconfitta
lapse-slower = una vittoria ritardata di { $moves ->
        [one] 1 mossa
       *[other] { $moves } mosse
    }
mistakes-title = Impara dai tuoi errori
mistakes-summary-title = Impara dai tuoi errori: il riepilogo
mistakes-next = Avanti
mistakes-no-game = Non c’è ancora una tua partita finita da cui imparare
mistakes-none = Nessun errore in questa partita: ogni mossa ha mantenuto il suo risultato
mistakes-looking = Ricerca degli errori: { $done } su { $moves ->
        [one] 1 mossa
       *[other] { $moves } mosse
    } valutate
mistakes-looking-in-game = Ricerca degli errori: partita { $game } di { $games }, { $done } su { $moves ->
        [one] 1 mossa
       *[other] { $moves } mosse
    } valutate
mistakes-heading = Errore { $number } di { $mistakes }: mossa { $move } di { $side }, { $lapse }
mistakes-find = { $side } ha giocato { $column } qui. Trova una mossa migliore: fai clic su una colonna o premi 1-{ $columns }
mistakes-right = Sì: { $column } { $leads }. Invio: al prossimo
mistakes-wrong = { $column } { $leads }: riprova (A mostra la risposta)
mistakes-answer = La risposta: { $columns } ({ $keeps }). Invio: al prossimo
mistakes-keys = A: mostra la risposta  ·  Invio: errore successivo  ·  Esc: indietro
mistakes-older-game-keys = Invio: la partita successiva  ·  Esc: le tue partite
mistakes-played-mark = mossa
mistakes-summary-mistakes = Errori
mistakes-summary-first-try = Trovati al primo tentativo
mistakes-summary-later = Trovati dopo
mistakes-summary-shown = Mostrati
mistakes-summary-skipped = Saltati
mistakes-summary-done = Questi erano tutti gli errori della partita.
mistakes-games = Le tue partite
mistakes-next-game = Partita successiva
mistakes-open = Apri
mistakes-choose = Scegli una partita: fai clic su di essa, o sceglila con ↑ ↓ e premi Invio
mistakes-choose-keys = Il numero di una partita la apre  ·  Esc: indietro
mistakes-no-game-play = Gioca una partita contro il computer o un amico, poi torna qui
mistakes-nothing-to-answer = Qui non c’è nessun errore a cui rispondere
mistakes-games-keys = Invio o Esc: le tue partite
mistakes-better-mark = meglio
mistakes-row-against = contro { $level }
mistakes-row-people = due giocatori
mistakes-row-won = vinta in { $moves } mosse
mistakes-row-lost = persa in { $moves } mosse
mistakes-row-drawn = patta in { $moves } mosse
mistakes-row-side-won = { $side } ha vinto in { $moves } mosse
mistakes-row-count = { $mistakes ->
        [0] nessun errore
        [one] 1 errore
       *[other] { $mistakes } errori
    }
mistakes-row-looking = analisi…
mistakes-row-unjudged = non risolta in tempo
mistakes-age-now = proprio ora
mistakes-age-minutes = { $minutes } min fa
mistakes-age-hours = { $hours } h fa
mistakes-age-days = { $days ->
        [one] ieri
       *[other] { $days } giorni fa
    }
puzzles-title = Problemi
puzzles-next = Problema successivo
puzzles-next-short = Avanti
puzzles-kind = Tipo
puzzles-kind-any = qualsiasi tipo
puzzles-kind-win = muovi e vinci
puzzles-kind-only = mossa unica
puzzles-none-of-kind = Nessun problema di questo tipo
puzzles-none-keys = K: altro tipo  ·  Esc: indietro
puzzles-keys = Fai clic su una colonna o premi 1-7  ·  A: la risposta  ·  Invio: un altro
puzzles-answer-mark = risposta
puzzles-over = Questo problema è finito: Invio per il prossimo
puzzles-wait = Aspetta la risposta del computer
puzzles-right = { $column }: giusto
puzzles-solved = { $column }: risolto! Invio: problema successivo
puzzles-too-slow = { $leads }: troppo lento
puzzles-failed = { $failed }: sbagliato. { $answer }. Invio: problema successivo
puzzles-shown = { $answer }. Invio: problema successivo
puzzles-answer-unknown = La risposta non è stata dimostrata in tempo
puzzles-rating = Il tuo punteggio nei problemi { $rating } ± { $deviation }
puzzles-rating-moved = Punteggio { $before } → { $after } ({ $change })
puzzles-standing = { $standing }  ·  serie { $streak }  ·  questo problema { $puzzle }  ·  { $kind } (K)
puzzle-task-win = Muove { $side } e vince in { $moves ->
        [one] 1 mossa
       *[other] { $moves } mosse
    }
puzzle-task-keep-win = Muove { $side }: trova l’unica mossa che mantiene la vittoria{ $moves ->
        [one] {""}
       *[other] , { $moves } mosse di fila
    }
puzzle-task-keep-draw = Muove { $side }: trova l’unica mossa che mantiene la patta{ $moves ->
        [one] {""}
       *[other] , { $moves } mosse di fila
    }
explorer-up = ← Una mossa indietro
explorer-up-keys = Backspace o ←
explorer-forward = Avanti →
explorer-empty = Aperture: muove { $side } sulla griglia vuota
explorer-after = Aperture: muove { $side } dopo { $position }
explorer-over = Aperture: la partita è finita dopo { $position }
explorer-over-here = Qui la partita è finita: torna indietro
explorer-over-keys = Qui la partita è finita: Backspace torna indietro
explorer-at-start = Questa è la griglia vuota
explorer-at-end = Non c’è altro in questa direzione
explorer-best = Migliore { $column }
explorer-point = Punta una colonna per vederne il risultato
explorer-keys = Fai clic su una colonna o premi la sua cifra per proseguire  ·  Backspace o ←: indietro  ·  →: avanti
explorer-wins-on-move = { $side } vince alla mossa { $number }
explorer-your-record = tu: { $played } giocate, { $won } vinte, { $drawn } patte, { $lost } perse

## Note delle statistiche e avvisi della cartella dei dati

statistics-no-rated-games = Nessuna partita valutata: gioca contro il computer
statistics-other-boards = { $games } su altre griglie ({ $boards })
statistics-only-standard = Solo le partite su 7x6 contano nella tabella e nel punteggio
statistics-older-rated = { $games ->
        [one] 1 partita vecchia senza traccia di suggerimenti o annullamenti conta come valutata
       *[other] { $games } partite vecchie senza traccia di suggerimenti o annullamenti contano come valutate
    }
statistics-no-tictactoe = Le partite a tris non vengono registrate
file-game = la partita salvata
file-settings = le impostazioni
file-history = lo storico delle partite
file-puzzles = il punteggio e lo storico dei problemi
file-online-seat = il posto nella partita online
problem-set-aside = Impossibile leggere { $what } ({ $defect }); si usano i valori predefiniti, il file è conservato come { $path }
problem-stuck = Impossibile leggere { $what } ({ $defect }) o metterlo da parte ({ $reason }); si usano i valori predefiniti e non se ne conserverà nulla
problem-not-kept = Impossibile salvare { $what } in { $folder }: { $reason }; non si conserverà nulla
problem-folder = Impossibile scrivere in { $folder }: { $reason }; non si conserverà nulla
problem-no-folder = Nessuna cartella dei dati ({ $reason }); non si conserverà nulla
problem-page-storage = La memoria del browser è piena o disattivata per questa pagina: la partita continua, ma non si conserverà nulla
