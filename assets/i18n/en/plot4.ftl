# Plot 4: the window's words in English. Every other language has exactly these messages, with
# the same variables (a test checks). Keys name the screen first, then the thing.
# Column digits, position digits and key names (Esc, Ctrl+Z, F1) stay as they are.

## Colours, sides and levels

red = Red
yellow = Yellow
mode-human = Human
level-random = Random
level-random-plus = Random+
level-very-low = Very low
level-lower = Lower
level-low = Low
level-mid = Mid
level-mid-high = Mid-high
level-high = High
on = on
off = off

## Title screen

title-subtitle = Connect Four
title-tap-to-start = Tap to start
title-play = Play
title-play-tooltip = Choose who plays, then play (Enter or any other key)
title-press-any-key = Any key plays; a button's letter opens it
title-settings = Settings
title-settings-tooltip = Theme, sound, who moves first, language (S)
title-statistics = Statistics
title-statistics-tooltip = Your results and your rating (T)
title-tictactoe = Tic-tac-toe
title-tictactoe-tooltip = Play tic-tac-toe instead (X)

## Continue or new game

resume-continue = Continue the game
resume-new-game = New game
resume-about = A game was left unfinished after { $moves ->
        [one] 1 move
       *[other] { $moves } moves
    }: Red { $red }, Yellow { $yellow }
resume-keys = Enter: continue  ·  N: new game  ·  Esc: quit
resume-keys-page = Enter: continue  ·  N: new game

## Choosing the modes

modes-who-plays = Who plays { $side }?
modes-computer = Computer: { $level }  ·  rating { $rating }
modes-board = Board { $board }
modes-line = { $length } in a row
modes-escape-cancel = Esc or Cancel: keep the current modes
modes-escape-back = Esc: back to Red
modes-escape-title = Esc: back to the title
modes-tap = Tap an option
modes-keys = { $digits } or click: choose  ·  ↑/↓ Enter: pick  ·  ←/→: change  ·  { $escape }
modes-adaptive = Match my level: the level nearest your rating
modes-cancel = Cancel
modes-cancel-tooltip = Keep the current modes (Esc)
modes-back = Back
modes-back-title-tooltip = Back to the title screen (Esc)
modes-back-side-tooltip = Back to who plays { $side } (Esc)
modes-first = { $side } moves first
modes-first-alternate = Alternate: { $side } first
modes-change-where = ←/→ change the board, the line and who moves first: ↑/↓ to reach them

## The table: heading, instructions, buttons

table-wins = { $player } wins!
table-draw = Draw
table-paused = Paused: { $side } ({ $mode }) to move
table-to-move = { $side } to move  ({ $mode })
table-play-again-tap = Tap Play again for another game
table-play-again = Play again: Y or Enter  ·  N: quit  ·  U takes the last move back
table-play-again-page = Play again: Y or Enter  ·  N: back to the title  ·  U takes the last move back
table-paused-help = Paused after an undo: press P or click Resume to let the computers play on
table-paused-tap = Paused after an undo: tap Resume to let the computers play on
table-click-wide = { $side }: click a column, or ←/→ and Enter  (1-9 work too)
table-click = { $side }: click a column or press 1-{ $columns }  (←/→ and Enter too)
table-tap = { $side }: tap a column
table-computer-moves = { $side } ({ $mode }) is the computer: your turn comes next
table-players = Red: { $red }  ·  Yellow: { $yellow }  ·  F1 or ? for every key
table-players-tap = Red: { $red }  ·  Yellow: { $yellow }
table-variant = { $board }, { $length } in a row
table-computers-play = The computers play each other: U pauses and takes a move back
table-rating-moved = Rated game against { $level } ({ $level_rating }): your rating { $before } → { $after }  ·  F1 or ? for every key
table-casual-over = Casual game ({ $reasons }): your rating stays { $rating }
table-casual = Casual game: { $reasons }
table-casual-tag = Casual
table-players-casual = Red: { $red }  ·  Yellow: { $yellow }  ·  Casual game: { $reasons }
casual-two-people = two people played
casual-no-person = the computer played both sides
casual-other-board = not the 7×6 board
casual-from-position = started from a position
casual-take-back = a move was taken back
casual-hint = hints were used
casual-explorer = the opening explorer was used
casual-analysis = analysis was on
casual-why = the why overlay was on
casual-modes-changed = the players changed mid-game
casual-online = played online
casual-other = marked casual
table-thinking = Thinking…
tool-new-game = New game
tool-undo = Undo
tool-redo = Redo
tool-resume = Resume
tool-modes = Modes
tool-help = Help
tool-quit = Quit
tool-hint = Hint
tool-analysis = Analysis
tool-settings = Settings
tool-statistics = Stats
tool-new-game-purpose = start again on the empty board
tool-undo-purpose = take back the last move
tool-redo-purpose = replay a move taken back
tool-resume-purpose = let paused computers play on
tool-modes-purpose = choose who plays Red and Yellow
tool-help-purpose = this list of keys and buttons
tool-quit-purpose = leave the game (it asks first)
tool-hint-purpose = what each column leads to
tool-analysis-purpose = hints on every move, and a graph
tool-why = Why
tool-why-purpose = threats and the best line
tool-coach = Coach
tool-coach-purpose = puzzles, the opening explorer, learning from your games
tool-settings-purpose = theme, sound, speed, who starts, language
tool-statistics-purpose = wins, draws, losses and streaks
tool-or = or
tool-switch-on = { $tooltip }: on

## Hints on the columns

hint-too-deep = not solved
hint-not-solved-1 = not
hint-not-solved-2 = solved
hint-wins-now-1 = wins
hint-wins-now-2 = now
hint-wins-in-1 = wins
hint-wins-in-2 = in { $moves }
hint-draw = draw
hint-loses-next-1 = loses
hint-loses-next-2 = next
hint-loses-in-1 = loses
hint-loses-in-2 = in { $moves }

## Questions

question-yes = Yes
question-yes-tooltip = Yes (Y)
question-no = No
question-no-tooltip = No (N or Esc)
question-quit = Do you really want to quit?
question-new-game = Give up this game and start a new one?

## Game over and review

game-over-play-again = Play again
game-over-play-again-tooltip = A new game, the same players (Y or Enter)
game-over-review = Review the game
game-over-review-tooltip = Review the game (← or →)
game-over-learn = Learn from mistakes
game-over-learn-tooltip = Learn from your mistakes in this game (L)
game-over-save-picture = Save picture
game-over-save-picture-tooltip = Save a picture of the board (Ctrl+P)
game-over-save-game = Save game
game-over-save-game-tooltip = Save the game as a file (Ctrl+S)
saved-picture = Picture saved as { $path }
saved-game = Game saved as { $path }
save-failed = Not saved: { $reason }
saved-open-folder = Open folder
saved-open-folder-tooltip = Show the file in its folder
open-folder-failed = Could not open the folder: { $reason }
saving = Saving…
saving-game = Saving the game once its analysis is complete…
notice-nothing-to-save = No move yet: there is nothing to save
review-step = Review: move { $move } of { $moves }, { $side } played { $column }
review-end = Review: the end, after { $moves ->
        [one] 1 move
       *[other] { $moves } moves
    }
review-earlier = ← Earlier
review-later = Later →
review-play-from-here = Play from here
review-play-from-here-short = Play
review-back = Back
review-no-more-moves = No more moves that way
review-over-here = The game is over here: step back first
review-keys = ←/→ step  ·  Home/End first/last  ·  PgUp/PgDn mistakes  ·  Enter plays on  ·  Esc back
review-tap = Tap the buttons to step through the game
review-legend = underlined: the move played  ·  outlined: the best  ·  ?: a mistake

## Help

help-title = Keys and buttons
help-how-title = How to play
help-how-drop = Take turns to drop a coin into a column: it falls as low as it can.
help-how-win = Four of your colour in a line, across, up or slanting, wins.
help-how-tap = Tap a column to drop your coin there; the buttons at the top do the rest.
help-digits = { $keys } or click
help-digits-purpose = drop a coin in that column
help-arrows = ← → and Enter
help-arrows-purpose = move the coin in hand and drop it
help-review = ← → at the end · Review
help-review-purpose = step through the finished game; Enter plays on from there
help-explorer-purpose = the opening explorer from this position
help-why-further-purpose = with Why on: the next moves of the best line
help-learn = L at the end · Learn
help-learn-purpose = try again the moves that threw a result away
help-play-again = Y or Enter at the end
help-play-again-purpose = play again, with the same players
help-no = N at the end
help-no-purpose = quit (it asks first)
help-leave-page = Esc, or N at the end
help-leave-page-purpose = back to the title; a game in progress is kept
help-copy-purpose = copy the position's digits
help-paste-purpose = start a game from digits on the clipboard
help-save-purpose = at the end: save the game (Ctrl+S) or a picture (Ctrl+P)
help-read-purpose = the board in words: V the column in hand (bottom up), B a row (the next up each time), M the last move and the threats
help-close = Esc or a click closes this
help-close-tap = Tap to close
coach-menu-title = Coach
coach-menu-puzzles = Puzzles
coach-menu-explorer = Openings, from this position
coach-menu-learn = Learn from your past games
coach-menu-keys = P, E or L, or a click  ·  Esc: back to the game

## Settings

settings-title = Settings
settings-theme = Theme
settings-sound = Sound
settings-volume = Volume
settings-animation = Animation speed
settings-first = Who moves first
settings-red-mode = Red plays (new games)
settings-yellow-mode = Yellow plays (new games)
settings-analysis = Show analysis
settings-language = Language
settings-alternate = alternate
settings-theme-classic = classic
settings-theme-dark = dark
settings-theme-light = light
settings-theme-colour-blind = colour-blind
settings-animation-slow = slow
settings-animation-normal = normal
settings-animation-fast = fast
settings-animation-off = off
settings-this-run = { $value } (this run: { $theme })
settings-muted = { $value } (muted: --mute)
settings-no-audio = { $value } (no audio device)
settings-close = Close
settings-close-tooltip = Close (Esc or S)
settings-keys = ↑ ↓ choose  ·  ← → or a click change  ·  Esc or a click outside closes
settings-tap = Tap a line to change it  ·  tap outside to close

## Statistics

statistics-title = Connect Four statistics
statistics-against = Against
statistics-games = Games
statistics-won = Won
statistics-drawn = Drawn
statistics-lost = Lost
statistics-computer = Computer: { $level }
statistics-human = Human (as Red)
statistics-streak = Longest winning streak in rated games: { $streak }
statistics-rating = rating: { $rating } ± { $deviation } ({ $games ->
        [one] 1 rated game
       *[other] { $games } rated games
    })
statistics-recorded = { $games ->
        [one] 1 game recorded
       *[other] { $games } games recorded
    }: { $rated } rated, { $casual } casual
statistics-reset-question = Reset all statistics? The old history is kept aside.
statistics-yes = Yes (Y)
statistics-no = No (N)
statistics-keys = ← →: results or rating  ·  R: reset  ·  Esc closes
statistics-reset = Reset (R)
statistics-close = Close
statistics-rated-games = Rated games
statistics-casual-games = Casual games
statistics-page-results = Results
statistics-page-rating = Rating
statistics-rating-now = Your rating: { $rating } ± { $deviation }
statistics-rating-range = { $games ->
        [one] 1 rated game
       *[other] { $games } rated games
    }  ·  lowest { $low }, highest { $high }
statistics-rating-dates = Played from { $first } to { $last }
statistics-rating-date = Played on { $first }
statistics-rating-games-axis = rated games, oldest first

## Notices

notice-no-column = There is no column { $column }: press { $keys }
notice-no-option = There is no option { $option }: press { $digits }
notice-outside-board = Click on a column of the board
notice-outside-board-tap = Tap a column of the board
notice-digit-keys-wide = 1-9 (columns 10 and up: ←/→ and Enter)
notice-nothing-to-hint = The game is over: there is nothing to hint
notice-hint-on-your-turn = The hint shows when it is your turn
notice-analysis = Analysis mode { $state }
notice-not-paused = The game is not paused
notice-nothing-to-copy = The board is empty: nothing to copy
notice-copied = Copied position { $digits }
notice-nothing-to-paste = Nothing to paste: the clipboard is empty or not available here
notice-started-from = Started from position { $digits }
notice-not-a-position = Not a position: "{ $shown }" ({ $error })
notice-wait-computer = Please wait: the computer ({ $level }) plays { $side }
notice-wait-coin = Please wait for the coin to land
notice-nothing-to-undo = There is no move to take back
notice-nothing-to-redo = There is no move to replay

## Evaluation graph

graph-red = Red
graph-yellow = Yellow

## Tic-tac-toe

tictactoe-keys = 1-9 or click: mark a square (row by row from the top left) · U undo · R redo · H hint · A analysis · N new game · C modes · Esc quit
tictactoe-no-square = There is no square { $number }: press 1-9
tictactoe-wait = Please wait: the computer plays { $mark }
tictactoe-no-move = There is no move to { $what ->
        [undo] undo
       *[redo] redo
    }
tictactoe-not-here = Not in tic-tac-toe
tictactoe-taken = Square { $square } is taken
tictactoe-over = The game is over
tictactoe-wins = { $mark } wins!
tictactoe-who-plays = Tic-tac-toe: who plays { $mark }?
tictactoe-computer = Computer: { $level }
tictactoe-escape-back = Esc: back to X
tictactoe-modes-tap = Tap an option
tictactoe-keys-modes = { $digits } or click: choose  ·  ↑/↓ Enter: pick  ·  { $escape }
tictactoe-to-move = { $mark } to move  ({ $who })
tictactoe-win = win
tictactoe-draw = draw
tictactoe-loss = loss
tictactoe-over-keys = N or New game: play again  ·  U: undo  ·  C: modes  ·  Esc: quit
tictactoe-play-keys = Click a square or press 1-9 (row by row from the top left)  ·  H: hint
tictactoe-play-tap = Tap a square
tictactoe-computer-moves = { $mark } is the computer: please wait
tictactoe-players = X: { $x }  ·  O: { $o }  ·  F1 for every key

## Review: its buttons and jumps

review-first = « First
review-first-tooltip = The first move (Home)
review-previous-mistake = ‹ Mistake
review-previous-mistake-tooltip = The mistake before this move (PgUp)
review-earlier-tooltip = The move before (←)
review-later-tooltip = The move after (→)
review-next-mistake = Mistake ›
review-next-mistake-tooltip = The mistake after this move (PgDn)
review-last = Last »
review-last-tooltip = The last move (End)
review-play-from-here-tooltip = A new game from this position (Enter)
review-back-tooltip = Back to the end (Esc)
review-moves = Moves
review-move-best = best
review-move-inaccuracy = inaccuracy
review-move-mistake = mistake ?
review-move-blunder = blunder ??
review-start = Review: the start, { $side } moves first
review-at-first = This is the first move
review-at-last = This is the last move
review-no-mistake-before = No mistake found before this move
review-no-mistake-after = No mistake found after this move

## The evaluation graph, the hints' legend and the why overlay

graph-title = Evaluation
graph-draw = draw
graph-moves = moves
graph-red-wins = Red wins
graph-yellow-wins = Yellow wins
graph-mistake = mistake or missed block
graph-bound = bound
graph-analysing = Analysing the game: { $done } of { $total ->
        [one] 1 position
       *[other] { $total } positions
    }
graph-not-solved = { $not_solved } of { $total ->
        [one] 1 position
       *[other] { $total } positions
    } not proved: each takes more than { $seconds } s this early in the game
hint-legend = wins in 3 (+3), loses in 3 (−3): the mover's coins from here, this one too
not-solved-in-time = not solved in time
why-odd = odd
why-even = even
why-legend = Why: rings are threats  ·  diamonds the best line, { $line }
why-moves = moves { $first }–{ $last } of { $total }
why-no-line = no line: the game is over
why-further = Next moves ›
why-further-tooltip = the next moves of the best line (.)
spoken-coin-red = red
spoken-coin-yellow = yellow
spoken-coin-empty = empty
spoken-column-label = Column { $column }, { $empty ->
    [0] full
   *[other] { $empty } empty
    }
spoken-column = Column { $column }: { $cells }.
spoken-row = Row { $row }: { $cells }.
spoken-move = { $player }: column { $column }, row { $row }.
spoken-to-move = { $player } to move.
spoken-win = { $player } wins: { $length } in a row from column { $from_column }, row { $from_row } to column { $to_column }, row { $to_row }.
spoken-win-short = { $player } wins.
spoken-draw = Draw: the board is full.
spoken-threat = { $player } threatens column { $column }, row { $row }, { $parity }.
spoken-no-threats = No threats.
spoken-no-moves = No moves yet.
spoken-thinking = { $player } is thinking.
spoken-taken-back = Move taken back.
spoken-new-game = New game.
spoken-position = A position after { $moves ->
    [one] one move
   *[other] { $moves } moves
    }.
spoken-hint-wins-now = Column { $column } wins now.
spoken-hint-wins-in = Column { $column } wins in { $moves }.
spoken-hint-draw = Column { $column } draws.
spoken-hint-loses-next = Column { $column } loses next.
spoken-hint-loses-in = Column { $column } loses in { $moves }.
spoken-hint-unsolved = The hint is not solved in time.
spoken-not-now = No game in play here: a column is played on the board's screen.
spoken-columns = Columns
spoken-tools = Game
spoken-said = What happens
notice-computers-play = The computers play both sides: C changes who plays

## The coach: learn from mistakes, puzzles, opening explorer

title-learn = Learn from mistakes
title-learn-tooltip = Your recent games' mistakes, one by one (L)
title-puzzles = Puzzles
title-puzzles-tooltip = Positions to solve at your level (P)
title-explorer = Opening explorer
title-explorer-tooltip = Every opening move's exact result (E)
title-online = Play online
title-online-tooltip = Play a friend on another computer (O)

## Play online: create, join or watch a game, and the remote seat on the table
online-title = Play online
online-create = Create a game
online-board = Board: { $size }
online-first = First move: { $who }
online-first-me = me
online-first-friend = my friend
online-first-random = random
online-clock = Clock: { $clock }
online-clock-none = none
online-join = Join a game
online-watch = Watch a game
online-server = Server: { $server }
online-menu-keys = ↑ ↓ choose  ·  ← → change  ·  Enter  ·  Esc: back
online-type-code = Type or paste (Ctrl+V) the code or link your friend sent
online-type-code-watch = Type or paste (Ctrl+V) the code or link of the game to watch
online-type-server = Paste (Ctrl+V) or type the server's address
online-typing-keys = Enter: go  ·  Backspace: erase  ·  Esc: back
online-connecting = Connecting…
online-code-title = Send your friend this code or link
online-copy = Copy link (C)
online-copied = Link copied
online-waiting-friend = Waiting for your friend
online-waiting-keys = Esc: leave the game
online-ended = Online game ended: { $reason }
online-ended-keys = Enter or Esc: back
online-no-server = This page has no game server: name one under Server
online-room-gone = Your online game is over: its room is gone
online-bad-link = This link names no game: { $code }
online-wait-turn = It is your friend's turn
online-mode-you = you
online-mode-friend = your friend
online-watching = You are watching this game
online-watching-room-full = Both seats were taken: you are watching this game
online-game-over = This game is over: Play again asks for a rematch
online-not-now = Not during an online game
online-draw-sent = Draw offered
online-draw-offered = Your friend offers a draw: D accepts, a move declines
online-draw-declined = The draw was declined
online-rematch-asked = Your friend asks for a rematch: Y accepts
online-rematch-sent = Rematch asked
online-friend-away = Your friend is away
online-friend-back = Your friend is back
online-reconnecting = Reconnecting…
online-reconnected = Reconnected
online-refused = The server refused: { $reason }
online-you-win = You win
online-friend-wins = Your friend wins
online-side-wins = { $side } wins
online-draw = Draw
online-by-resignation = by resignation
online-on-time = on time
online-by-agreement = agreed
online-abandoned = the game was left
online-friend-away-left = Your friend is away ({ $time })
online-reaction-shown = { $who } “{ $words }”
online-react = React (G)
online-react-tooltip = Send your friend a quick word (G)
online-react-title = Say to your friend
online-react-keys = 1-7 or a click: send  ·  Esc: close
online-help-draw = offer a draw, or accept your friend's (online)
online-help-react = send a quick word to your friend (online)
online-react-hello = Hello!
online-react-good-luck = Good luck!
online-react-nice-move = Nice move!
online-react-oops = Oops
online-react-well-played = Well played
online-react-thanks = Thanks!
online-react-good-game = Good game
online-refusal-bad-message = this version of Plot 4 and the server do not understand each other
online-refusal-version = the server speaks another version: update Plot 4
online-refusal-rate-limited = too much too fast: wait a moment
online-refusal-too-many-rooms = too many games created from here: try again in a minute
online-refusal-too-many-attempts = too many codes tried from here: try again in a minute
online-refusal-too-many-connections = too many connections from here
online-refusal-no-such-room = there is no game with that code (it may have expired)
online-refusal-bad-token = this seat is no longer yours
online-refusal-already-in-room = already in a game
online-refusal-bad-board = the server does not play that board
online-refusal-bad-clock = the server does not take that clock
online-refusal-column-full = that column is full
online-refusal-outside-board = that column is not on the board
online-refusal-game-over = the game is over
online-refusal-wrong-number = that move came too late: another was played first
online-refusal-no-draw-offer = there is no draw offer to accept
online-refusal-not-over = the game is not over yet
online-refusal-unavailable = the server is busy: try again
online-ending-left = you left the game
online-ending-unreachable = cannot reach the server at { $address } ({ $reason })
online-ending-server-closed = the server shut down
coach-back = Back
coach-show-answer = Show the answer
coach-show-answer-short = Answer
coach-answer = The answer: { $columns }
coach-column-full = Column { $column } is full
coach-not-solved = { $column } was not solved in time: try another
coach-enter-back = Enter or Esc: back
coach-escape-back = Esc: back
prospect-wins-now = wins now
prospect-wins-in = wins in { $moves }
prospect-draw = draw
prospect-loses-next = loses next
prospect-loses-in = loses in { $moves }
lapse-win-to-draw = a win thrown into a draw
lapse-win-to-loss = a win thrown into a loss
lapse-draw-to-loss = a draw thrown into a loss
lapse-slower = a win made { $moves ->
        [one] 1 move
       *[other] { $moves } moves
    } slower
mistakes-title = Learn from your mistakes
mistakes-summary-title = Learn from your mistakes: the summary
mistakes-next = Next
mistakes-no-game = No finished game of yours to learn from yet
mistakes-none = No mistake in this game: every move kept its result
mistakes-looking = Looking for mistakes: { $done } of { $moves ->
        [one] 1 move
       *[other] { $moves } moves
    } judged
mistakes-looking-in-game = Looking for mistakes: game { $game } of { $games }, { $done } of { $moves ->
        [one] 1 move
       *[other] { $moves } moves
    } judged
mistakes-heading = Mistake { $number } of { $mistakes }: { $side }'s move { $move }, { $lapse }
mistakes-find = { $side } played { $column } here. Find a better move: click a column or press 1-{ $columns }
mistakes-right = Yes: { $column } { $leads }. Enter: on to the next
mistakes-wrong = { $column } { $leads }: try again (A shows the answer)
mistakes-answer = The answer: { $columns } ({ $keeps }). Enter: on to the next
mistakes-keys = A: show the answer  ·  Enter: next mistake  ·  Esc: back
mistakes-older-game-keys = Enter: the next game  ·  Esc: your games
mistakes-played-mark = played
mistakes-summary-mistakes = Mistakes
mistakes-summary-first-try = Found at the first try
mistakes-summary-later = Found later
mistakes-summary-shown = Shown
mistakes-summary-skipped = Skipped
mistakes-summary-done = That was every mistake of this game.
mistakes-games = Your games
mistakes-next-game = Next game
mistakes-open = Open
mistakes-choose = Choose a game: click it, or pick it with ↑ ↓ and press Enter
mistakes-choose-keys = A game's number opens it  ·  Esc: back
mistakes-no-game-play = Play a game against the computer or a friend, then come back
mistakes-nothing-to-answer = There is no mistake on show to answer
mistakes-games-keys = Enter or Esc: your games
mistakes-better-mark = better
mistakes-row-against = against { $level }
mistakes-row-people = two players
mistakes-row-won = won in { $moves } moves
mistakes-row-lost = lost in { $moves } moves
mistakes-row-drawn = drawn in { $moves } moves
mistakes-row-side-won = { $side } won in { $moves } moves
mistakes-row-count = { $mistakes ->
        [0] no mistake
        [one] 1 mistake
       *[other] { $mistakes } mistakes
    }
mistakes-row-looking = looking…
mistakes-row-unjudged = not solved in time
mistakes-age-now = just now
mistakes-age-minutes = { $minutes } min ago
mistakes-age-hours = { $hours } h ago
mistakes-age-days = { $days ->
        [one] yesterday
       *[other] { $days } days ago
    }
puzzles-title = Puzzles
puzzles-next = Next puzzle
puzzles-next-short = Next
puzzles-kind = Kind
puzzles-kind-any = any kind
puzzles-kind-win = play and win
puzzles-kind-only = only move
puzzles-none-of-kind = No puzzle of this kind
puzzles-none-keys = K: another kind  ·  Esc: back
puzzles-keys = Click a column or press 1-7  ·  A: the answer  ·  Enter: another
puzzles-answer-mark = answer
puzzles-over = This puzzle is over: Enter for the next
puzzles-wait = Wait for the computer's answer
puzzles-right = { $column }: right
puzzles-solved = { $column }: solved! Enter: next puzzle
puzzles-too-slow = { $leads }: too slow
puzzles-failed = { $failed }: failed. { $answer }. Enter: next puzzle
puzzles-shown = { $answer }. Enter: next puzzle
puzzles-answer-unknown = The answer was not proved in time
puzzles-rating = Your puzzle rating { $rating } ± { $deviation }
puzzles-rating-moved = Rating { $before } → { $after } ({ $change })
puzzles-standing = { $standing }  ·  streak { $streak }  ·  this puzzle { $puzzle }  ·  { $kind } (K)
puzzle-task-win = { $side } to move wins in { $moves ->
        [one] 1 move
       *[other] { $moves } moves
    }
puzzle-task-keep-win = { $side } to move: find the only move that keeps the win{ $moves ->
        [one] {""}
       *[other] , { $moves } moves in a row
    }
puzzle-task-keep-draw = { $side } to move: find the only move that keeps the draw{ $moves ->
        [one] {""}
       *[other] , { $moves } moves in a row
    }
explorer-up = ← Up a move
explorer-up-keys = Backspace or ←
explorer-forward = Forward →
explorer-empty = Explorer: { $side } to move on the empty board
explorer-after = Explorer: { $side } to move after { $position }
explorer-over = Explorer: the game is over after { $position }
explorer-over-here = The game is over here: go back up
explorer-over-keys = The game is over here: Backspace goes back up
explorer-at-start = This is the empty board
explorer-at-end = Nothing further this way
explorer-best = Best { $column }
explorer-point = Point at a column for its result
explorer-keys = Click a column or press its digit to walk on  ·  Backspace or ←: up  ·  →: forward
explorer-wins-on-move = { $side } wins on move { $number }
explorer-your-record = you: played { $played }, won { $won }, drawn { $drawn }, lost { $lost }

## Statistics notes, and what the data folder says

statistics-no-rated-games = No rated games yet: play a computer level
statistics-other-boards = { $games } on other boards ({ $boards })
statistics-only-standard = Only 7x6 games count in the table and the rating
statistics-older-rated = { $games ->
        [one] 1 older game without a record of hints or take-backs counts as rated
       *[other] { $games } older games without a record of hints or take-backs count as rated
    }
statistics-no-tictactoe = Tic-tac-toe games are not recorded
file-game = the saved game
file-settings = the settings
file-history = the game history
file-puzzles = the puzzle rating and history
file-online-seat = the online game's seat
problem-set-aside = { $what } could not be read ({ $defect }); using defaults, the file is kept as { $path }
problem-stuck = { $what } could not be read ({ $defect }) nor moved aside ({ $reason }); using defaults, and nothing of it will be kept
problem-not-kept = Cannot save { $what } in { $folder }: { $reason }; nothing will be kept
problem-folder = Cannot write in { $folder }: { $reason }; nothing will be kept
problem-no-folder = No data folder ({ $reason }); nothing will be kept
problem-page-storage = The browser's storage is full or turned off for this page: the game goes on, but nothing will be kept
