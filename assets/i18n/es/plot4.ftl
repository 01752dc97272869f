# Plot 4: las palabras de la ventana en español. Mismas claves y variables que en/plot4.ftl.

## Colores, bandos y niveles

red = Rojo
yellow = Amarillo
mode-human = Humano
level-random = Azar
level-random-plus = Azar+
level-very-low = Facilísimo
level-lower = Muy fácil
level-low = Fácil
level-mid = Medio
level-mid-high = Difícil
level-high = Maestro
on = sí
off = no

## Pantalla de título

title-subtitle = Cuatro en raya
title-tap-to-start = Toca para empezar
title-play = Jugar
title-play-tooltip = Elige quién juega y juega (Intro u otra tecla)
title-press-any-key = Cualquier tecla juega; la letra de un botón lo abre
title-settings = Ajustes
title-settings-tooltip = Tema, sonido, quién empieza, idioma (S)
title-statistics = Estadísticas
title-statistics-tooltip = Tus resultados y tu puntuación (T)
title-tictactoe = Tres en raya
title-tictactoe-tooltip = Jugar al tres en raya (X)

## Continuar o partida nueva

resume-continue = Continuar la partida
resume-new-game = Partida nueva
resume-about = Quedó una partida sin terminar tras { $moves ->
        [one] 1 jugada
       *[other] { $moves } jugadas
    }: Rojo { $red }, Amarillo { $yellow }
resume-keys = Intro: continuar  ·  N: partida nueva  ·  Esc: salir
resume-keys-page = Intro: continuar  ·  N: partida nueva

## Elegir jugadores

modes-who-plays = ¿Quién juega con { $side }?
modes-computer = Ordenador: { $level }  ·  puntuación { $rating }
modes-board = Tablero { $board }
modes-line = { $length } en raya
modes-escape-cancel = Esc o Cancelar: mantener los jugadores
modes-escape-back = Esc: volver a Rojo
modes-tap = Toca una opción
modes-escape-title = Esc: volver al título
modes-keys = { $digits } o clic: elegir  ·  ↑/↓ Intro: seleccionar  ·  ←/→: cambiar  ·  { $escape }
modes-adaptive = Mi nivel: el más cercano a mi puntuación
modes-cancel = Cancelar
modes-cancel-tooltip = Mantener los jugadores actuales (Esc)
modes-back = Volver
modes-back-title-tooltip = Volver a la pantalla de título (Esc)
modes-back-side-tooltip = Volver a ¿quién juega con { $side }? (Esc)
modes-first = Empieza { $side }
modes-first-alternate = Por turnos: { $side }
modes-change-where = ←/→ cambian el tablero, la línea y quién empieza: ↑/↓ para llegar

## La mesa: título, instrucciones, botones

table-wins = ¡Gana { $player }!
table-draw = Empate
table-paused = En pausa: le toca a { $side } ({ $mode })
table-to-move = Le toca a { $side }  ({ $mode })
table-play-again-tap = Toca «Otra partida» para jugar de nuevo
table-play-again = Otra partida: Y o Intro  ·  N: salir  ·  U deshace la última jugada
table-play-again-page = Otra partida: Y o Intro  ·  N: volver al inicio  ·  U deshace la última jugada
table-paused-help = En pausa tras deshacer: pulsa P o haz clic en Seguir para que los ordenadores continúen
table-paused-tap = En pausa tras deshacer: toca Seguir para que los ordenadores continúen
table-click-wide = { $side }: haz clic en una columna, o ←/→ e Intro  (también 1-9)
table-click = { $side }: haz clic en una columna o pulsa 1-{ $columns }  (también ←/→ e Intro)
table-tap = { $side }: toca una columna
table-computer-moves = { $side } ({ $mode }) es el ordenador: luego te toca
table-players = Rojo: { $red }  ·  Amarillo: { $yellow }  ·  F1 o ? para todas las teclas
table-players-tap = Rojo: { $red }  ·  Amarillo: { $yellow }
table-variant = { $board }, { $length } en raya
table-computers-play = Los ordenadores juegan entre sí: U pausa y deshace una jugada
table-rating-moved = Partida puntuada contra { $level } ({ $level_rating }): tu puntuación { $before } → { $after }  ·  F1 o ? para todas las teclas
table-casual-over = Partida amistosa ({ $reasons }): tu puntuación sigue en { $rating }
table-casual = Partida amistosa: { $reasons }
table-casual-tag = Amistosa
table-players-casual = Rojo: { $red }  ·  Amarillo: { $yellow }  ·  Partida amistosa: { $reasons }
casual-two-people = jugaron dos personas
casual-no-person = el ordenador jugó ambos lados
casual-other-board = no es el tablero 7×6
casual-from-position = empezó desde una posición
casual-take-back = se deshizo una jugada
casual-hint = se usaron pistas
casual-explorer = se consultaron las aperturas
casual-analysis = el análisis estaba activo
casual-why = la vista Por qué estaba activa
casual-modes-changed = los jugadores cambiaron a mitad de partida
casual-online = jugada en línea
casual-other = marcada como amistosa
table-thinking = Pensando…
tool-new-game = Partida nueva
tool-undo = Deshacer
tool-redo = Rehacer
tool-resume = Seguir
tool-modes = Jugadores
tool-help = Ayuda
tool-quit = Salir
tool-hint = Pista
tool-analysis = Análisis
tool-settings = Ajustes
tool-statistics = Estad.
tool-new-game-purpose = empezar de nuevo con el tablero vacío
tool-undo-purpose = deshacer la última jugada (la tuya, contra el ordenador)
tool-redo-purpose = repetir una jugada deshecha
tool-resume-purpose = dejar seguir a dos ordenadores en pausa
tool-modes-purpose = elegir quién juega con Rojo y con Amarillo
tool-help-purpose = esta lista de teclas y botones
tool-quit-purpose = salir del juego (pregunta antes)
tool-hint-purpose = adónde lleva cada columna con juego perfecto, en esta jugada
tool-analysis-purpose = la pista en cada jugada y una gráfica de la partida (sí/no)
tool-why = Por qué
tool-why-purpose = amenazas (fila impar/par) y la mejor línea (sí/no)
tool-coach = Entrenador
tool-coach-purpose = problemas, aperturas y aprender de tus partidas
tool-settings-purpose = tema, sonido, velocidad, quién empieza, jugadores, idioma
tool-statistics-purpose = tus victorias, empates y derrotas, y la racha más larga
tool-or = o
tool-switch-on = { $tooltip }: sí

## Pistas sobre las columnas

hint-too-deep = sin resolver
hint-not-solved-1 = sin
hint-not-solved-2 = resolver
hint-wins-now-1 = gana
hint-wins-now-2 = ya
hint-wins-in-1 = gana
hint-wins-in-2 = en { $moves }
hint-draw = empate
hint-loses-next-1 = pierde
hint-loses-next-2 = en 1
hint-loses-in-1 = pierde
hint-loses-in-2 = en { $moves }

## Preguntas

question-yes = Sí
question-yes-tooltip = Sí (Y)
question-no = No
question-no-tooltip = No (N o Esc)
question-quit = ¿Seguro que quieres salir?
question-new-game = ¿Abandonar esta partida y empezar otra?

## Fin de la partida y repaso

game-over-play-again = Otra partida
game-over-play-again-tooltip = Una partida nueva con los mismos jugadores (Y o Intro)
game-over-review = Repasar la partida
game-over-review-tooltip = Repasar la partida (← o →)
game-over-learn = Aprender de los errores
game-over-learn-tooltip = Aprende de tus errores en esta partida (L)
game-over-save-picture = Guardar imagen
game-over-save-picture-tooltip = Guardar una imagen del tablero (Ctrl+P)
game-over-save-game = Guardar partida
game-over-save-game-tooltip = Guardar la partida en un archivo (Ctrl+S)
saved-picture = Imagen guardada como { $path }
saved-game = Partida guardada como { $path }
save-failed = No se guardó: { $reason }
saved-open-folder = Abrir la carpeta
saved-open-folder-tooltip = Mostrar el archivo en su carpeta
open-folder-failed = No se pudo abrir la carpeta: { $reason }
saving = Guardando…
saving-game = La partida se guardará en cuanto termine su análisis…
notice-nothing-to-save = Aún no hay jugadas: nada que guardar
review-step = Repaso: jugada { $move } de { $moves }, { $side } jugó { $column }
review-end = Repaso: el final, tras { $moves ->
        [one] 1 jugada
       *[other] { $moves } jugadas
    }
review-earlier = ← Antes
review-later = Después →
review-play-from-here = Jugar desde aquí
review-play-from-here-short = Jugar
review-back = Volver
review-no-more-moves = No hay más jugadas en ese sentido
review-over-here = Aquí la partida ha terminado: retrocede primero
review-keys = ←/→ avanzar  ·  Inicio/Fin primera/última  ·  RePág/AvPág errores  ·  Intro juega  ·  Esc volver
review-tap = Toca los botones para recorrer la partida
review-legend = subrayada: la jugada hecha  ·  recuadrada: la mejor  ·  ?: un error

## Ayuda

help-title = Teclas y botones
help-how-title = Cómo se juega
help-how-drop = Por turnos, cada uno suelta una ficha en una columna: cae tan abajo como puede.
help-how-win = Cuatro de tu color en línea, horizontal, vertical o diagonal, ganan.
help-how-tap = Toca una columna para soltar ahí tu ficha; los botones de arriba hacen el resto.
help-digits = { $keys } o clic
help-digits-purpose = soltar una ficha en esa columna
help-arrows = ← → e Intro
help-arrows-purpose = mover la ficha en la mano y soltarla
help-review = ← → al final · Repasar
help-review-purpose = recorrer la partida terminada; Intro juega desde ahí
help-explorer-purpose = explorar las aperturas desde esta posición
help-why-further-purpose = con Por qué activado: las siguientes jugadas de la mejor línea
help-learn = L al final · Aprender
help-learn-purpose = repetir las jugadas que tiraron un resultado
help-play-again = Y o Intro al final
help-play-again-purpose = otra partida, con los mismos jugadores
help-no = N al final
help-no-purpose = salir (pregunta antes)
help-leave-page = Esc, o N al final
help-leave-page-purpose = volver al inicio; la partida en curso se guarda
help-copy-purpose = copiar las cifras de la posición
help-paste-purpose = empezar una partida con las cifras del portapapeles
help-save-purpose = al final: guardar la partida (Ctrl+S) o una imagen (Ctrl+P)
help-read-purpose = el tablero en palabras: V la columna en mano (de abajo arriba), B una fila (la siguiente cada vez), M la última jugada y las amenazas
help-close = Esc o un clic cierra esto
help-close-tap = Toca para cerrar
coach-menu-title = Entrenador
coach-menu-puzzles = Problemas
coach-menu-explorer = Aperturas desde esta posición
coach-menu-learn = Aprender de tus partidas
coach-menu-keys = P, E o L, o un clic  ·  Esc: volver a la partida

## Ajustes

settings-title = Ajustes
settings-theme = Tema
settings-sound = Sonido
settings-volume = Volumen
settings-animation = Velocidad de las fichas
settings-first = Quién empieza
settings-red-mode = Rojo juega (partidas nuevas)
settings-yellow-mode = Amarillo juega (partidas nuevas)
settings-analysis = Mostrar análisis
settings-language = Idioma
settings-alternate = alternando
settings-theme-classic = clásico
settings-theme-dark = oscuro
settings-theme-light = claro
settings-theme-colour-blind = daltónico
settings-animation-slow = lenta
settings-animation-normal = normal
settings-animation-fast = rápida
settings-animation-off = sin animación
settings-this-run = { $value } (ahora: { $theme })
settings-muted = { $value } (silencio: --mute)
settings-no-audio = { $value } (sin dispositivo de audio)
settings-close = Cerrar
settings-close-tooltip = Cerrar (Esc o S)
settings-keys = ↑ ↓ elegir  ·  ← → o un clic cambian  ·  Esc o un clic fuera cierra
settings-tap = Toca una línea para cambiarla  ·  toca fuera para cerrar

## Estadísticas

statistics-title = Estadísticas de Cuatro en raya
statistics-against = Contra
statistics-games = Partidas
statistics-won = Ganadas
statistics-drawn = Empates
statistics-lost = Perdidas
statistics-computer = Ordenador: { $level }
statistics-human = Humano (con Rojo)
statistics-streak = Racha más larga de victorias en partidas puntuadas: { $streak }
statistics-rating = puntuación: { $rating } ± { $deviation } ({ $games ->
        [one] 1 partida puntuada
       *[other] { $games } partidas puntuadas
    })
statistics-recorded = { $games ->
        [one] 1 partida registrada
       *[other] { $games } partidas registradas
    }: { $rated } puntuadas, { $casual } amistosas
statistics-reset-question = ¿Borrar todas las estadísticas? El historial anterior se guarda aparte.
statistics-yes = Sí (Y)
statistics-no = No (N)
statistics-keys = ← →: resultados o puntuación  ·  R: borrar  ·  Esc cierra
statistics-reset = Borrar (R)
statistics-close = Cerrar
statistics-rated-games = Partidas puntuadas
statistics-casual-games = Partidas amistosas
statistics-page-results = Resultados
statistics-page-rating = Puntuación
statistics-rating-now = Tu puntuación: { $rating } ± { $deviation }
statistics-rating-range = { $games ->
        [one] 1 partida puntuada
       *[other] { $games } partidas puntuadas
    }  ·  mínima { $low }, máxima { $high }
statistics-rating-dates = Jugadas del { $first } al { $last }
statistics-rating-date = Jugadas el { $first }
statistics-rating-games-axis = partidas puntuadas, las más antiguas primero

## Avisos

notice-no-column = No hay columna { $column }: pulsa { $keys }
notice-no-option = No hay opción { $option }: pulsa { $digits }
notice-outside-board = Haz clic en una columna del tablero
notice-outside-board-tap = Toca una columna del tablero
notice-digit-keys-wide = 1-9 (columnas 10 y siguientes: ←/→ e Intro)
notice-nothing-to-hint = La partida ha terminado: no hay pista
notice-hint-on-your-turn = La pista aparecerá en tu turno
notice-analysis = Análisis: { $state }
notice-not-paused = La partida no está en pausa
notice-nothing-to-copy = El tablero está vacío: nada que copiar
notice-copied = Posición { $digits } copiada
notice-nothing-to-paste = Nada que pegar: el portapapeles está vacío o no disponible aquí
notice-started-from = Partida empezada desde la posición { $digits }
notice-not-a-position = No es una posición: «{ $shown }» ({ $error })
notice-wait-computer = Espera: el ordenador ({ $level }) juega con { $side }
notice-wait-coin = Espera a que caiga la ficha
notice-nothing-to-undo = No hay ninguna jugada que deshacer
notice-nothing-to-redo = No hay ninguna jugada que rehacer

## Gráfica

graph-red = Rojo
graph-yellow = Amarillo

## Tres en raya

tictactoe-keys = 1-9 o clic: marcar una casilla (fila a fila desde arriba a la izquierda) · U deshacer · R rehacer · H pista · A análisis · N partida nueva · C jugadores · Esc salir
tictactoe-no-square = No hay casilla { $number }: pulsa 1-9
tictactoe-wait = Espera: el ordenador juega con { $mark }
tictactoe-no-move = No hay ninguna jugada que { $what ->
        [undo] deshacer
       *[redo] rehacer
    }
tictactoe-not-here = No en el tres en raya
tictactoe-taken = La casilla { $square } está ocupada
tictactoe-over = La partida ha terminado
tictactoe-wins = Gana { $mark }!
tictactoe-who-plays = Tres en raya: ¿quién juega con { $mark }?
tictactoe-computer = Ordenador: { $level }
tictactoe-escape-back = Esc: volver a X
tictactoe-modes-tap = Toca una opción
tictactoe-keys-modes = { $digits } o clic: elegir  ·  ↑/↓ Intro: seleccionar  ·  { $escape }
tictactoe-to-move = Le toca a { $mark }  ({ $who })
tictactoe-win = gana
tictactoe-draw = empate
tictactoe-loss = pierde
tictactoe-over-keys = N o Partida nueva: otra vez  ·  U: deshacer  ·  C: jugadores  ·  Esc: salir
tictactoe-play-keys = Haz clic en una casilla o pulsa 1-9 (fila a fila desde arriba a la izquierda)  ·  H: pista
tictactoe-play-tap = Toca una casilla
tictactoe-computer-moves = { $mark } es el ordenador: luego te toca
tictactoe-players = X: { $x }  ·  O: { $o }  ·  F1 para todas las teclas

## Repaso: botones y saltos

review-first = « Inicio
review-first-tooltip = La primera jugada (Inicio)
review-previous-mistake = ‹ Error
review-previous-mistake-tooltip = El error anterior a esta jugada (RePág)
review-earlier-tooltip = La jugada anterior (←)
review-later-tooltip = La jugada siguiente (→)
review-next-mistake = Error ›
review-next-mistake-tooltip = El error posterior a esta jugada (AvPág)
review-last = Final »
review-last-tooltip = La última jugada (Fin)
review-play-from-here-tooltip = Una partida nueva desde esta posición (Intro)
review-back-tooltip = Volver al final (Esc)
review-moves = Jugadas
review-move-best = mejor
review-move-inaccuracy = imprecisión
review-move-mistake = error ?
review-move-blunder = error grave ??
review-start = Repaso: el inicio, { $side } mueve primero
review-at-first = Esta es la primera jugada
review-at-last = Esta es la última jugada
review-no-mistake-before = No hay ningún error antes de esta jugada
review-no-mistake-after = No hay ningún error después de esta jugada

## Gráfica de evaluación, leyenda de las pistas y vista Por qué

graph-title = Evaluación
graph-draw = empate
graph-moves = jugadas
graph-red-wins = Gana Rojo
graph-yellow-wins = Gana Amarillo
graph-mistake = error o bloqueo omitido
graph-bound = cota
graph-analysing = Analizando la partida: { $done } de { $total ->
        [one] 1 posición
       *[other] { $total } posiciones
    }
graph-not-solved = { $not_solved } de { $total ->
        [one] 1 posición
       *[other] { $total } posiciones
    } sin probar: cada una necesita más de { $seconds } s tan pronto en la partida
hint-legend = gana en 3 (+3), pierde en 3 (−3): fichas de quien mueve, esta incluida
not-solved-in-time = sin resolver a tiempo
why-odd = impar
why-even = par
why-legend = Por qué: los anillos son amenazas  ·  rombos la mejor línea, { $line }
why-moves = jugadas { $first }–{ $last } de { $total }
why-no-line = sin línea: la partida ha terminado
why-further = Siguientes ›
why-further-tooltip = las siguientes jugadas de la mejor línea (.)
spoken-coin-red = rojo
spoken-coin-yellow = amarillo
spoken-coin-empty = vacío
spoken-column-label = Columna { $column }, { $empty ->
    [0] llena
    [one] { $empty } libre
   *[other] { $empty } libres
    }
spoken-column = Columna { $column }: { $cells }.
spoken-row = Fila { $row }: { $cells }.
spoken-move = { $player }: columna { $column }, fila { $row }.
spoken-to-move = Mueve { $player }.
spoken-win = { $player } gana: { $length } en línea de la columna { $from_column }, fila { $from_row } a la columna { $to_column }, fila { $to_row }.
spoken-win-short = { $player } gana.
spoken-draw = Empate: el tablero está lleno.
spoken-threat = { $player } amenaza la columna { $column }, fila { $row }, { $parity }.
spoken-no-threats = No hay amenazas.
spoken-no-moves = Aún no hay jugadas.
spoken-thinking = { $player } está pensando.
spoken-taken-back = Jugada deshecha.
spoken-new-game = Partida nueva.
spoken-position = Una posición tras { $moves ->
    [one] una jugada
   *[other] { $moves } jugadas
    }.
spoken-hint-wins-now = La columna { $column } gana ya.
spoken-hint-wins-in = La columna { $column } gana en { $moves }.
spoken-hint-draw = La columna { $column } empata.
spoken-hint-loses-next = La columna { $column } pierde en la siguiente.
spoken-hint-loses-in = La columna { $column } pierde en { $moves }.
spoken-hint-unsolved = La pista no se resolvió a tiempo.
spoken-not-now = Aquí no hay partida en juego: las columnas se juegan en la pantalla del tablero.
spoken-columns = Columnas
spoken-tools = Partida
spoken-said = Lo que pasa
notice-computers-play = Los ordenadores juegan con los dos lados: C cambia quién juega

## El entrenador: errores, problemas, aperturas

title-learn = Aprende de tus errores
title-learn-tooltip = Los errores de tus últimas partidas, uno a uno (L)
title-puzzles = Problemas
title-puzzles-tooltip = Posiciones para resolver a tu nivel (P)
title-explorer = Aperturas
title-explorer-tooltip = El resultado exacto de cada jugada de apertura (E)
title-online = Jugar en línea
title-online-tooltip = Juega con un amigo en otro ordenador (O)

## Play online: create, join or watch a game, and the remote seat on the table
online-title = Jugar en línea
online-create = Crear una partida
online-board = Tablero: { $size }
online-first = Primer movimiento: { $who }
online-first-me = yo
online-first-friend = mi amigo
online-first-random = al azar
online-clock = Reloj: { $clock }
online-clock-none = ninguno
online-join = Unirse a una partida
online-watch = Ver una partida
online-server = Servidor: { $server }
online-menu-keys = ↑ ↓ elegir  ·  ← → cambiar  ·  Intro  ·  Esc: volver
online-type-code = Escribe o pega (Ctrl+V) el código o enlace que te envió tu amigo
online-type-code-watch = Escribe o pega (Ctrl+V) el código o enlace de la partida
online-type-server = Pega (Ctrl+V) o escribe la dirección del servidor
online-typing-keys = Intro: ir  ·  Retroceso: borrar  ·  Esc: volver
online-connecting = Conectando…
online-code-title = Envía a tu amigo este código o enlace
online-copy = Copiar enlace (C)
online-copied = Enlace copiado
online-waiting-friend = Esperando a tu amigo
online-waiting-keys = Esc: salir de la partida
online-ended = Partida en línea terminada: { $reason }
online-ended-keys = Intro o Esc: volver
online-no-server = Esta página no tiene servidor de juego: indica uno en Servidor
online-room-gone = Tu partida en línea ha terminado: su sala ya no existe
online-bad-link = Este enlace no indica ninguna partida: { $code }
online-wait-turn = Le toca a tu amigo
online-mode-you = tú
online-mode-friend = tu amigo
online-watching = Estás viendo esta partida
online-watching-room-full = Los dos asientos estaban ocupados: estás viendo esta partida
online-game-over = La partida ha terminado: Jugar otra vez pide la revancha
online-not-now = No durante una partida en línea
online-draw-sent = Tablas ofrecidas
online-draw-offered = Tu amigo ofrece tablas: D acepta, un movimiento rechaza
online-draw-declined = Las tablas fueron rechazadas
online-rematch-asked = Tu amigo pide la revancha: Y acepta
online-rematch-sent = Revancha pedida
online-friend-away = Tu amigo no está
online-friend-back = Tu amigo ha vuelto
online-reconnecting = Reconectando…
online-reconnected = Reconectado
online-refused = El servidor rechazó: { $reason }
online-you-win = Ganas tú
online-friend-wins = Gana tu amigo
online-side-wins = Gana { $side }
online-draw = Tablas
online-by-resignation = por abandono
online-on-time = por tiempo
online-by-agreement = de común acuerdo
online-abandoned = se abandonó la partida
online-friend-away-left = Tu amigo no está ({ $time })
online-reaction-shown = { $who } «{ $words }»
online-react = Reaccionar (G)
online-react-tooltip = Envía a tu amigo unas palabras (G)
online-react-title = Dile a tu amigo
online-react-keys = 1-7 o un clic: enviar  ·  Esc: cerrar
online-help-draw = ofrecer tablas, o aceptar las de tu amigo (en línea)
online-help-react = enviar unas palabras a tu amigo (en línea)
online-react-hello = ¡Hola!
online-react-good-luck = ¡Suerte!
online-react-nice-move = ¡Buena jugada!
online-react-oops = Uy
online-react-well-played = Bien jugado
online-react-thanks = ¡Gracias!
online-react-good-game = Buena partida
online-refusal-bad-message = esta versión de Plot 4 y el servidor no se entienden
online-refusal-version = el servidor habla otra versión: actualiza Plot 4
online-refusal-rate-limited = demasiado y demasiado rápido: espera un momento
online-refusal-too-many-rooms = demasiadas partidas creadas desde aquí: inténtalo en un minuto
online-refusal-too-many-attempts = demasiados códigos probados desde aquí: inténtalo en un minuto
online-refusal-too-many-connections = demasiadas conexiones desde aquí
online-refusal-no-such-room = no hay ninguna partida con ese código (quizá caducó)
online-refusal-bad-token = este asiento ya no es tuyo
online-refusal-already-in-room = ya estás en una partida
online-refusal-bad-board = el servidor no juega en ese tablero
online-refusal-bad-clock = el servidor no acepta ese reloj
online-refusal-column-full = esa columna está llena
online-refusal-outside-board = esa columna no está en el tablero
online-refusal-game-over = la partida ha terminado
online-refusal-wrong-number = esa jugada llegó tarde: se jugó otra antes
online-refusal-no-draw-offer = no hay oferta de tablas que aceptar
online-refusal-not-over = la partida aún no ha terminado
online-refusal-unavailable = el servidor está ocupado: inténtalo de nuevo
online-ending-left = dejaste la partida
online-ending-unreachable = no se puede llegar al servidor en { $address } ({ $reason })
online-ending-server-closed = el servidor se apagó
coach-back = Volver
coach-show-answer = Ver la respuesta
coach-show-answer-short = Respuesta
coach-answer = La respuesta: { $columns }
coach-column-full = La columna { $column } está llena
coach-not-solved = { $column } no se resolvió a tiempo: prueba otra
coach-enter-back = Intro o Esc: volver
coach-escape-back = Esc: volver
prospect-wins-now = gana ya
prospect-wins-in = gana en { $moves }
prospect-draw = empate
prospect-loses-next = pierde en 1
prospect-loses-in = pierde en { $moves }
lapse-win-to-draw = una victoria convertida en empate
lapse-win-to-loss = una victoria convertida en derrota
lapse-draw-to-loss = un empate convertido en derrota
lapse-slower = una victoria retrasada { $moves ->
        [one] 1 jugada
       *[other] { $moves } jugadas
    }
mistakes-title = Aprende de tus errores
mistakes-summary-title = Aprende de tus errores: el resumen
mistakes-next = Siguiente
mistakes-no-game = Aún no hay ninguna partida tuya terminada de la que aprender
mistakes-none = Ningún error en esta partida: cada jugada mantuvo su resultado
mistakes-looking = Buscando errores: { $done } de { $moves ->
        [one] 1 jugada
       *[other] { $moves } jugadas
    } evaluadas
mistakes-looking-in-game = Buscando errores: partida { $game } de { $games }, { $done } de { $moves ->
        [one] 1 jugada
       *[other] { $moves } jugadas
    } evaluadas
mistakes-heading = Error { $number } de { $mistakes }: jugada { $move } de { $side }, { $lapse }
mistakes-find = { $side } jugó { $column } aquí. Busca una jugada mejor: haz clic en una columna o pulsa 1-{ $columns }
mistakes-right = Sí: { $column } { $leads }. Intro: al siguiente
mistakes-wrong = { $column } { $leads }: inténtalo otra vez (A muestra la respuesta)
mistakes-answer = La respuesta: { $columns } ({ $keeps }). Intro: al siguiente
mistakes-keys = A: ver la respuesta  ·  Intro: siguiente error  ·  Esc: volver
mistakes-older-game-keys = Intro: la siguiente partida  ·  Esc: tus partidas
mistakes-played-mark = jugada
mistakes-summary-mistakes = Errores
mistakes-summary-first-try = Encontrados al primer intento
mistakes-summary-later = Encontrados después
mistakes-summary-shown = Mostrados
mistakes-summary-skipped = Saltados
mistakes-summary-done = Esos eran todos los errores de esta partida.
mistakes-games = Tus partidas
mistakes-next-game = Siguiente partida
mistakes-open = Abrir
mistakes-choose = Elige una partida: haz clic en ella, o elígela con ↑ ↓ y pulsa Intro
mistakes-choose-keys = El número de una partida la abre  ·  Esc: volver
mistakes-no-game-play = Juega una partida contra el ordenador o con un amigo y vuelve
mistakes-nothing-to-answer = Aquí no hay ningún error que responder
mistakes-games-keys = Intro o Esc: tus partidas
mistakes-better-mark = mejor
mistakes-row-against = contra { $level }
mistakes-row-people = dos jugadores
mistakes-row-won = ganada en { $moves } jugadas
mistakes-row-lost = perdida en { $moves } jugadas
mistakes-row-drawn = empate en { $moves } jugadas
mistakes-row-side-won = { $side } ganó en { $moves } jugadas
mistakes-row-count = { $mistakes ->
        [0] ningún error
        [one] 1 error
       *[other] { $mistakes } errores
    }
mistakes-row-looking = analizando…
mistakes-row-unjudged = no resuelta a tiempo
mistakes-age-now = ahora mismo
mistakes-age-minutes = hace { $minutes } min
mistakes-age-hours = hace { $hours } h
mistakes-age-days = { $days ->
        [one] ayer
       *[other] hace { $days } días
    }
puzzles-title = Problemas
puzzles-next = Siguiente problema
puzzles-next-short = Siguiente
puzzles-kind = Tipo
puzzles-kind-any = cualquier tipo
puzzles-kind-win = juega y gana
puzzles-kind-only = jugada única
puzzles-none-of-kind = Ningún problema de este tipo
puzzles-none-keys = K: otro tipo  ·  Esc: volver
puzzles-keys = Haz clic en una columna o pulsa 1-7  ·  A: la respuesta  ·  Intro: otro
puzzles-answer-mark = respuesta
puzzles-over = Este problema ha terminado: Intro para el siguiente
puzzles-wait = Espera la respuesta del ordenador
puzzles-right = { $column }: correcto
puzzles-solved = { $column }: ¡resuelto! Intro: siguiente problema
puzzles-too-slow = { $leads }: demasiado lento
puzzles-failed = { $failed }: fallado. { $answer }. Intro: siguiente problema
puzzles-shown = { $answer }. Intro: siguiente problema
puzzles-answer-unknown = La respuesta no se pudo demostrar a tiempo
puzzles-rating = Tu puntuación en problemas { $rating } ± { $deviation }
puzzles-rating-moved = Puntuación { $before } → { $after } ({ $change })
puzzles-standing = { $standing }  ·  racha { $streak }  ·  este problema { $puzzle }  ·  { $kind } (K)
puzzle-task-win = Juega { $side } y gana en { $moves ->
        [one] 1 jugada
       *[other] { $moves } jugadas
    }
puzzle-task-keep-win = Juega { $side }: encuentra la única jugada que mantiene la victoria{ $moves ->
        [one] {""}
       *[other] , { $moves } jugadas seguidas
    }
puzzle-task-keep-draw = Juega { $side }: encuentra la única jugada que mantiene el empate{ $moves ->
        [one] {""}
       *[other] , { $moves } jugadas seguidas
    }
explorer-up = ← Una jugada atrás
explorer-up-keys = Retroceso o ←
explorer-forward = Adelante →
explorer-empty = Aperturas: juega { $side } en el tablero vacío
explorer-after = Aperturas: juega { $side } tras { $position }
explorer-over = Aperturas: la partida termina tras { $position }
explorer-over-here = Aquí la partida ha terminado: vuelve atrás
explorer-over-keys = Aquí la partida ha terminado: Retroceso vuelve atrás
explorer-at-start = Este es el tablero vacío
explorer-at-end = No hay nada más en ese sentido
explorer-best = Mejor { $column }
explorer-point = Señala una columna para ver su resultado
explorer-keys = Haz clic en una columna o pulsa su cifra para seguir  ·  Retroceso o ←: atrás  ·  →: adelante
explorer-wins-on-move = { $side } gana en la jugada { $number }
explorer-your-record = tú: { $played } jugadas, { $won } ganadas, { $drawn } empatadas, { $lost } perdidas

## Notas de las estadísticas y avisos de la carpeta de datos

statistics-no-rated-games = Sin partidas puntuadas: juega contra el ordenador
statistics-other-boards = { $games } en otros tableros ({ $boards })
statistics-only-standard = Solo las partidas en 7x6 cuentan en la tabla y la puntuación
statistics-older-rated = { $games ->
        [one] 1 partida antigua sin registro de pistas ni deshacer cuenta como puntuada
       *[other] { $games } partidas antiguas sin registro de pistas ni deshacer cuentan como puntuadas
    }
statistics-no-tictactoe = Las partidas de tres en raya no se registran
file-game = la partida guardada
file-settings = los ajustes
file-history = el historial de partidas
file-puzzles = la puntuación y el historial de problemas
file-online-seat = el puesto de la partida en línea
problem-set-aside = No se pudo leer { $what } ({ $defect }); se usan los valores por defecto, el archivo se guarda como { $path }
problem-stuck = No se pudo leer { $what } ({ $defect }) ni apartarlo ({ $reason }); se usan los valores por defecto y no se guardará nada de ello
problem-not-kept = No se puede guardar { $what } en { $folder }: { $reason }; no se guardará nada
problem-folder = No se puede escribir en { $folder }: { $reason }; no se guardará nada
problem-no-folder = No hay carpeta de datos ({ $reason }); no se guardará nada
problem-page-storage = El almacenamiento del navegador está lleno o desactivado para esta página: la partida sigue, pero no se guardará nada
