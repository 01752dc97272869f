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
modes-adaptive = Mi nivel: el más cercano a mi puntuación
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
tool-why-purpose = amenazas (fila impar/par) y la mejor línea (sí/no)
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
review-keys = ←/→ avanzar  ·  Inicio/Fin primera/última  ·  RePág/AvPág errores  ·  Intro juega  ·  Esc volver
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
graph-analysing = Analizando la partida: { $done } de { $total ->
        [one] 1 posición
       *[other] { $total } posiciones
    }
graph-not-solved = { $not_solved } de { $total ->
        [one] 1 posición
       *[other] { $total } posiciones
    } sin resolver: demasiado profundas para probarlas a tiempo
hint-legend = gana en 3, pierde en 3: fichas de quien mueve desde aquí, esta incluida
not-solved-in-time = sin resolver a tiempo
why-odd = impar
why-even = par
why-legend = Por qué: los anillos son amenazas  ·  rombos la mejor línea, { $line }
why-moves = jugadas { $first }–{ $last } de { $total }
why-no-line = sin línea: la partida ha terminado
why-further = Siguientes ›
why-further-tooltip = las siguientes jugadas de la mejor línea (.)
notice-computers-play = Los ordenadores juegan con los dos lados: C cambia quién juega

## El entrenador: errores, problemas, aperturas

title-learn = L: aprende de tus errores
title-puzzles = P: problemas
title-explorer = E: aperturas
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
mistakes-none = { $games ->
        [one] Ningún error en esta partida
       *[other] Ningún error en tus últimas { $games } partidas
    }: cada jugada mantuvo su resultado
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
mistakes-older-game-keys = Intro: una partida anterior  ·  Esc: volver
mistakes-played-mark = jugada
mistakes-summary-mistakes = Errores
mistakes-summary-first-try = Encontrados al primer intento
mistakes-summary-later = Encontrados después
mistakes-summary-shown = Mostrados
mistakes-summary-skipped = Saltados
mistakes-summary-done = Esos eran todos los errores de esta partida.
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
statistics-no-tictactoe = Las partidas de tres en raya no se registran
file-game = la partida guardada
file-settings = los ajustes
file-history = el historial de partidas
file-puzzles = la puntuación y el historial de problemas
problem-set-aside = No se pudo leer { $what } ({ $defect }); se usan los valores por defecto, el archivo se guarda como { $path }
problem-stuck = No se pudo leer { $what } ({ $defect }) ni apartarlo ({ $reason }); se usan los valores por defecto y no se guardará nada de ello
problem-not-kept = No se puede guardar { $what } en { $folder }: { $reason }; no se guardará nada
problem-folder = No se puede escribir en { $folder }: { $reason }; no se guardará nada
problem-no-folder = No hay carpeta de datos ({ $reason }); no se guardará nada
problem-page-storage = El almacenamiento del navegador está lleno o desactivado para esta página: la partida sigue, pero no se guardará nada
