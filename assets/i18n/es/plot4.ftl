# Plot 4: las palabras de la ventana en español. Mismas claves y variables que en/plot4.ftl.

## Colores, bandos y niveles

red = Rojo
yellow = Amarillo
mode-human = Humano
level-random = Azar
level-novice = Novato
level-casual = Casual
level-beginner = Principiante
level-low = Fácil
level-mid = Medio
level-expert = Experto
level-high = Maestro
on = sí
off = no

## Pantalla de título

title-subtitle = Cuatro en raya
title-press-any-key = Pulsa una tecla o haz clic para empezar
title-settings = S: ajustes
title-statistics = T: estadísticas
title-tictactoe = X o clic aquí: tres en raya

## Continuar o partida nueva

resume-continue = Continuar la partida
resume-new-game = Partida nueva
resume-about = Quedó una partida sin terminar tras { $moves ->
        [one] 1 jugada
       *[other] { $moves } jugadas
    }: Rojo { $red }, Amarillo { $yellow }
resume-keys = Intro: continuar  ·  N: partida nueva  ·  Esc: salir

## Elegir jugadores

modes-who-plays = ¿Quién juega con { $side }?
modes-computer = Ordenador: { $level }  ·  puntuación { $rating }
modes-board = Tablero   { $board }
modes-line = Línea   { $length } en raya
modes-escape-cancel = Esc o Cancelar: mantener los jugadores
modes-escape-back = Esc: volver a Rojo
modes-escape-quit = Esc: salir
modes-keys = Pulsa { $digits } o haz clic en una opción  ·  ←/→ tablero, ↑/↓ línea  ·  { $escape }
modes-adaptive = A mi nivel: el nivel más cercano a tu puntuación
modes-cancel = Cancelar
modes-cancel-tooltip = Mantener los jugadores actuales (Esc)

## La mesa: título, instrucciones, botones

table-wins = ¡Gana { $player }!
table-draw = Empate
table-paused = En pausa: le toca a { $side } ({ $mode })
table-to-move = Le toca a { $side }  ({ $mode })
table-play-again = ¿Otra partida? (y/n)  ·  U deshace la última jugada
table-paused-help = En pausa tras deshacer: pulsa P o haz clic en Seguir para que los ordenadores continúen
table-click-wide = { $side }: haz clic en una columna, o ←/→ e Intro  (también 1-9)
table-click = { $side }: haz clic en una columna o pulsa 1-{ $columns }  (también ←/→ e Intro)
table-computer-moves = { $side } ({ $mode }) es el ordenador: luego te toca
table-players = Rojo: { $red }  ·  Amarillo: { $yellow }  ·  F1 o ? para todas las teclas
table-computers-play = Los ordenadores juegan entre sí: U pausa y deshace una jugada
table-rating-moved = Contra { $level } ({ $level_rating }): tu puntuación { $before } → { $after }  ·  F1 o ? para todas las teclas
table-thinking = Pensando…
tool-new-game = Partida nueva
tool-new-game-short = Nueva
tool-undo = Deshacer
tool-redo = Rehacer
tool-resume = Seguir
tool-modes = Jugadores
tool-help = Ayuda
tool-quit = Salir
tool-hint = Pista
tool-analysis = Análisis
tool-analysis-short = Eval
tool-settings = Ajustes
tool-settings-short = Ajust.
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
tool-why-short = Por qué
tool-why-purpose = las amenazas de cada lado (fila impar o par) y la mejor línea (sí/no)
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

game-over-review = Repasar la partida
game-over-review-short = Repasar
game-over-review-tooltip = Repasar la partida (← o →)
game-over-learn = Aprender de los errores
game-over-learn-short = Aprender
game-over-learn-tooltip = Aprende de tus errores en esta partida (L)
game-over-save-picture = Guardar imagen
game-over-save-picture-short = Imagen
game-over-save-picture-tooltip = Guardar una imagen del tablero (Ctrl+P)
game-over-save-game = Guardar partida
game-over-save-game-short = Partida
game-over-save-game-tooltip = Guardar la partida en un archivo (Ctrl+S)
saved-picture = Imagen guardada como { $path }
saved-game = Partida guardada como { $path }
save-failed = No se guardó: { $reason }
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
review-keys = ←/→ avanzar  ·  Intro juega desde aquí  ·  Esc vuelve al final
review-legend = subrayada: la jugada hecha  ·  recuadrada: la mejor  ·  ?: un error

## Ayuda

help-title = Teclas y botones
help-digits = { $keys } o clic
help-digits-purpose = soltar una ficha en esa columna
help-arrows = ← → e Intro
help-arrows-purpose = mover la ficha en la mano y soltarla
help-review = ← → al final · Repasar
help-review-purpose = recorrer la partida terminada; Intro juega desde ahí
help-copy-purpose = copiar las cifras de la posición
help-paste-purpose = empezar una partida con las cifras del portapapeles
help-save-purpose = al final: guardar la partida (Ctrl+S) o una imagen (Ctrl+P)
help-close = Esc o un clic cierra esto

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

## Estadísticas

statistics-title = Estadísticas de Cuatro en raya
statistics-against = Contra
statistics-games = Partidas
statistics-won = Ganadas
statistics-drawn = Empates
statistics-lost = Perdidas
statistics-computer = Ordenador: { $level }
statistics-human = Humano (con Rojo)
statistics-streak = Racha más larga de victorias contra el ordenador: { $streak }
statistics-rating = puntuación: { $rating } ± { $deviation } ({ $games ->
        [one] 1 partida puntuada
       *[other] { $games } partidas puntuadas
    })
statistics-recorded = { $games ->
        [one] 1 partida registrada
       *[other] { $games } partidas registradas
    }
statistics-reset-question = ¿Borrar todas las estadísticas? El historial anterior se guarda aparte.
statistics-yes = Sí (Y)
statistics-no = No (N)
statistics-keys = R: borrar  ·  Esc cierra
statistics-reset = Borrar (R)
statistics-close = Cerrar

## Avisos

notice-no-column = No hay columna { $column }: pulsa { $keys }
notice-no-option = No hay opción { $option }: pulsa { $digits }
notice-outside-board = Haz clic en una columna del tablero
notice-digit-keys-wide = 1-9 (columnas 10 y siguientes: ←/→ e Intro)
notice-nothing-to-hint = La partida ha terminado: no hay pista
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
tictactoe-keys-modes = Pulsa { $digits } o haz clic en una opción  ·  { $escape }
tictactoe-to-move = Le toca a { $mark }  ({ $who })
tictactoe-win = gana
tictactoe-draw = empate
tictactoe-loss = pierde
tictactoe-over-keys = N o Partida nueva: otra vez  ·  U: deshacer  ·  C: jugadores  ·  Esc: salir
tictactoe-play-keys = Haz clic en una casilla o pulsa 1-9 (fila a fila desde arriba a la izquierda)  ·  H: pista
tictactoe-computer-moves = { $mark } es el ordenador: luego te toca
tictactoe-players = X: { $x }  ·  O: { $o }  ·  F1 para todas las teclas
