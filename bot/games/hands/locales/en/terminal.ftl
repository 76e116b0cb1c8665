# "...and then, we held hands." at the terminal (python -m bot local --game hands): the words it adds.

term-hands-welcome = At the terminal: “{ -hands-title }” Type help for the commands; Tab completes them and shows the steps open now. Ctrl-D or quit leaves (the game is saved).
term-hands-unfinished = End of input: the game was left unfinished (it is saved; --resume continues it).
term-hands-no-game = No game of “{ -hands-title }” is in this file yet: start one with python -m bot local --game hands --players ana,ben.
term-hands-read-line = Cannot read that line: write '[name:] command option:value', e.g. 'step O15 S1' or '/{ cmd-hands } { cmd-hands-step } { opt-hands-step-to }:O15 { opt-hands-step-card }:S1'.
term-hands-who = At a shared screen, start a line with the player's name when both may act (choosing halves): 'ben: { cmd-hands-half } left'. Without a name, the line is played by the one player the game is waiting for. A card is named by its row and place: S3 is South's third card, counted from the cover card, N1 North's first.
term-hands-board-words = The board as text, at 80 columns; { term-opt-board-picture }:FILE.png writes the picture Discord shows
term-hands-abandon-words = Give up this game
term-hands-again-words = Once a game is over, a new one with the same players and difficulty
term-hands-left-over = Left the table; the game is over, and saved in { $path }. To play another: python -m bot local --game hands --resume --db { $path }, then { term-name-again }.
term-hands-refuse-game-ended = { hands-refuse-over }
term-hands-ended-again = The game is over. { term-name-again } begins another with the same players and difficulty.
term-flag-game = --game is the game to play: { $allowed } (not { $given })
term-flag-game-resume = --resume: { $path } holds a game of { $game }; leave out --game, or name another file with --db
term-flag-difficulty = --difficulty is one of { $allowed } (not { $given })
term-flag-difficulty-game = --difficulty is for --game hands, which has arguments (H16); Holding On has none
term-flag-hands-players = --game hands is for two players, e.g. --players ana,ben, or --players ana,bot to play with the bot as partner
term-cli-game = the game to play: holding_on (the default) or hands, for “…and then, we held hands.” (two players; a player named bot is the bot partner)
term-cli-game-name = GAME
term-cli-difficulty = hands: normal (the default), challenging, difficult or impossible: how many objectives are arguments (H16)
term-cli-level = LEVEL
