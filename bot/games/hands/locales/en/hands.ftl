# "...and then, we held hands.": every word the game says (bot/games/hands/render/), with its rulings (HANDS.md
# H1-H20). Our own words, never the rulebook's. The terms are docs/TERMS.hands.md's.

-hands-title = …and then, we held hands.

# The game as the table's sentences name it, with its article ("This channel's table already plays …", "start …
# in another channel"); `case` is nom or acc where a language declines it.
hands-table-name = a game of “{ -hands-title }”

## Small words (bot/games/hands/words.py)
# The four emotions are named as nouns, capitalised like a card type's name (docs/TERMS.hands.md)
hands-emotion = { $emotion ->
    [sad] Sadness
    [angry] Anger
    [calm] Calm
   *[happy] Joy
  }
hands-node = { $node ->
    [C] the centre
   *[other] { $node }
  }
hands-node-emotion = { $node } ({ $emotion })
# The words of a choice as a player types or picks them (bot/games/hands/commands.py reads them in any language)
hands-word-left = left
hands-word-right = right
hands-word-keep = keep
hands-word-turn = turn
hands-centre = the centre
hands-seat = { $place ->
    [south] South
   *[north] North
  }
hands-side = { $side ->
    [left] left
   *[right] right
  }
hands-difficulty = { $difficulty ->
    [normal] normal
    [challenging] challenging
    [difficult] difficult
   *[impossible] impossible
  }
hands-difficulty-arguments = { $difficulty ->
    [normal] no objective is an argument
    [challenging] 4 of the 24 objectives are arguments, one of each emotion
    [difficult] 8 of the 24 objectives are arguments, two of each emotion
   *[impossible] 12 of the 24 objectives are arguments, three of each emotion
  }
# Whose: a name as French says it after "de" ("d’Ana": elided before a vowel or h, which `vowel` says).
# English and German say the name as it is; English refers to it where French needs it, so both take `vowel`.
hands-of-name = { $vowel ->
   *[other] { $name }
  }
hands-of-partner = { $partner_vowel ->
   *[other] { $partner }
  }
# A card as players type it (S6: South's row, sixth from the cover card); its half only where it is news (the centre)
hands-card = card { $card }
hands-card-half = card { $card } ({ $half })
hands-card-any = a card
# The card a step played: the mover's own ("their card S6") or the partner's ("Bot's card N1")
hands-card-played = { $own ->
    [yes] their card { $card }
   *[other] { $owner_vowel ->
       *[other] { $owner }
      }'s card { $card }
  }{ $half ->
    [none] {""}
   *[other] {" "}({ $half })
  }

## A kind's phrase and each open choice's label (hands-phrase-<kind>, hands-label-<kind>): English in its record
## only (bot/games/hands/engine/moves.py), German and French here

# A step when the centre may be entered too (after set 3, from I0, I2, I4 or I6: H14, H17)
hands-phrase-step-centre = step to a neighbouring node, playing a card, or enter the centre with any card, H17

## The story: one line per event of the engine (bot/games/hands/render/story.py)
hands-ev-game_started = A game of “{ -hands-title }” begins at { hands-difficulty } difficulty: { hands-difficulty-arguments } (H16). { $south } sits South, token on O16; { $north } sits North, on O0 (H5).
hands-ev-dealt = Each player is dealt a row of { $cards } emotion cards; { $deck } stay in the deck. Until both have chosen a half, everyone sees both halves of all twelve (H7).
hands-ev-first_player = { $name } goes first (H7).
hands-ev-half_chosen = { $name } will see the { $side ->
    [left] left
   *[right] right
  } halves of their row (H7).
hands-ev-setup_done = Setup is done: from now on nobody sees the covered halves, not even their owners (H7, H19). { $name } begins.
hands-ev-turn_started = **Turn { $turn }**: { $name }'s turn, { $centre ->
    [true] in the centre
   *[other] from { $node }
  }.
hands-ev-objective_revealed = { $argument ->
    [true] New objective, an **argument**: { $emotion } { $ring ->
        [outer] on the outer ring
        [middle] on the middle ring
       *[inner] on the inner ring
      }; it is completed by ending a turn on the node where the partner ended theirs (H16). { hands-objectives-left }
   *[other] New objective: **{ $emotion }** { $ring ->
        [outer] on the outer ring
        [middle] on the middle ring
       *[inner] on the inner ring
      } ({ hands-objectives-left-short }).
  }
hands-objectives-left = { $left ->
    [0] The last of set { $set }.
    [one] Set { $set }, one more after it.
   *[other] Set { $set }, { $left } more after it.
  }
hands-objectives-left-short = { $left ->
    [0] the last of set { $set }
    [one] set { $set }, one more after it
   *[other] set { $set }, { $left } more after it
  }
hands-ev-stepped = { $centre ->
    [true] { $name } enters the centre, playing { $card }; balance { $balance }.
   *[other] { $name } steps to { $node }, playing { $card }; balance { $balance }.
  }
hands-ev-turn_ended = { $name } ends the turn { $centre ->
    [true] in the centre
   *[other] on { $node }
  } after { $steps ->
    [one] one step
   *[other] { $steps } steps
  }, balance { $balance }.
hands-ev-objective_completed = { $argument ->
    [true] Argument resolved on { $node }:
   *[other] Objective completed on { $node }:
  } { $completed } of 8 in set { $set }.
hands-ev-drew = { $count ->
    [0] { hands-of-name } is balanced, but the deck is empty: nothing to draw (H11).
   *[other] { hands-of-name } is balanced and draws { $count ->
        [one] one card
       *[other] { $count } cards
      }{ $short ->
        [true] , all the deck had (H11)
       *[other] {""}
      }{ $shows ->
        [none] {""}
       *[other] : { $shows }
      }.
  }
hands-ev-perspective_kept = { $name } keeps their perspective: their row still shows its { $side ->
    [left] left
   *[right] right
  } halves (H12).
hands-ev-perspective_turned = { hands-of-name }'s row turns to its { $side ->
    [left] left
   *[right] right
  } halves (H12){ $shows ->
    [none] {""}
   *[other] : { $shows }
  }.
hands-ev-set_completed = **Set { $set } is complete.** { $cards ->
    [0] Neither discard pile holds a card; the deck keeps its { $deck } (H13).
   *[other] { $name } shuffles their { $cards ->
        [one] one discarded card
       *[other] { $cards } discarded cards
      } back into the deck, which now holds { $deck } (H13).
  }
hands-ev-lines_opened = { $opened ->
    [middle] The middle ring and the lines between the outer and middle rings open; set 2's objectives are completed on the middle ring (H14).
    [inner] Every line but the centre's is open now; set 3's objectives are completed on the inner ring (H14).
   *[centre] The lines to the centre open. Now both of you enter it, on consecutive turns, each ending that turn with a balance of 0 (H14, H17).
  }
hands-ev-won = **They held hands.** { $name } joins { $partner } in the centre, both balanced: the game is won on turn { $turn } (H17).
hands-ev-lost = **The game is lost** on turn { $turn }: { $cause ->
    [stuck] { $name } has no legal step at the start of their turn (H18a).
    [out_of_cards] the deck is empty and neither row holds a card (H18b).
    [unbalanced] { $name } entered the centre but did not end that turn with their balance at 0 (H18c).
   *[not_followed] { $partner } waited in the centre, and { $name } did not join them there, balanced, on the very next turn (H18c).
  }
hands-ev-decision_undone = Undone: { $decision }.
hands-ev-game_abandoned = The game was abandoned.

## Refusals: why a decision is not open, in the ruling's words (bot/games/hands/render/refusals.py)
hands-refuse-over = The game is over ({ $result ->
    [won] won
   *[lost] lost
  }).
hands-refuse-not-your-turn = It is { hands-of-name }'s turn.
hands-refuse-no-step-yet = A turn has at least one step (H9).
hands-refuse-not-now = You cannot { $kind } now: { $phase ->
    [first_player] the first player is being chosen (H7)
    [halves] the halves of the rows are being chosen (H7)
    [move] { $kind_id ->
       *[other] a turn is under way, a step at a time (H9)
      }
    [perspective] the turn ended on the middle line, where the perspective is chosen (H12)
   *[other] the game is elsewhere
  }.
hands-refuse-not-now-waiting = You cannot { $kind } now: the game waits for { $name }.
hands-refuse-chosen = { $name } has already chosen (H7).
hands-refuse-choice = That choice is not open: { $kind }.
hands-refuse-no-node = There is no node '{ $node }' on the board.
hands-refuse-in-centre = { hands-of-name }'s token is in the centre and stays there (H17).
hands-refuse-joined = { hands-of-name }'s token is on { hands-of-partner }'s node, and a token never passes over its partner's (H15).
hands-refuse-here = { $name } is on { $node } already.
hands-refuse-not-next = No line joins { $here } to { $node }.
hands-refuse-line-closed = The line from { $here } to { $node } is not open yet: it opens when set { $set } is complete (H14).
hands-refuse-visited = { $name } has already been on { $node } this turn (H9).
hands-refuse-partner-node = { $node } is { hands-of-partner }'s node: a token may not enter it (H15), except to resolve an argument there (H16).
hands-refuse-no-card = There is no card { $card } to play.
hands-refuse-no-payer = No card allows a step to { $node } now: its visible half must show { $node }'s emotion, and the balance must stay between -2 and +2 (H9).
hands-refuse-wrong-half = Card { $card } shows { $half_id ->
   *[other] { $half }
  }, not { $emotion_id ->
   *[other] { $emotion }
  } (H9).
hands-refuse-balance = That step would take { hands-of-name }'s balance to { $balance }: it stays between -2 and +2 (H9).
hands-two-players = “{ -hands-title }” is for exactly two players, not { $count }.
hands-one-chapter = This game has one chapter: 1.
hands-name-side = Choose the left or the right half of your row (H7).
hands-name-perspective = Keep your perspective or turn your row (H12).
hands-name-player = Name one of the players: { $players }.
hands-name-card = Name the card as its row and place: S3 is South's third card from the cover card, N1 North's first.
hands-name-node = Name the node to step to ({ opt-hands-step-to }:O12, or { opt-hands-step-to }:C for the centre).
hands-which-card = Name the card to play for { $node }: { $cards }.
hands-options-not-a-table = The options must be a table of names and values.
hands-option-unknown = There is no option '{ $option }'; the options are: { $known }.
hands-option-value = The option { $option } cannot be '{ $value }'; it is one of: { $allowed }.
hands-option-missing = The option { $option } is missing.

## Rules: /hands rules (bot/games/hands/render/rules_text.py), each ruling in a few lines of our own
hands-rules-list = The rulings of “{ -hands-title }”; ask for one by its id or its name:
hands-rules-source = Each in full, with why it is read so: docs/HANDS.md in the bot's source.
hands-rules-unknown = There is no ruling '{ $topic }'. Ask for H1 to H20, a name such as perspective or argument, or the glossary.
hands-glossary-title = Glossary
hands-rule-H1 = The board
    .key = board
    .summary = Three rings of nodes and the centre: 32 nodes on the outer ring (O0–O31), 16 on the middle ring (M0–M15), 8 on the inner ring (I0–I7), numbered clockwise from 12 o'clock. Each node shows one of four emotions, Sadness (black), Anger (red), Calm (blue) or Joy (green), 14 of each. Lines join each ring into a circle and the rings to each other; I0, I2, I4 and I6 lead to the centre.
hands-rule-H2 = Emotion cards
    .key = cards
    .summary = 48 cards, each with two different emotions, one on its left half and one on its right. A card is named by its halves, "Sadness | Calm". Every emotion appears twelve times on each side, so a change of perspective changes what every card offers.
hands-rule-H3 = Objective cards
    .key = objectives
    .summary = 24 objectives, six of each emotion; at a harder difficulty, some of them are arguments (H16). They are shuffled and split into three sets of 8, played one set after another.
hands-rule-H4 = The balance scales
    .key = balance
    .summary = Each player has a scale from -2 to +2 that starts at 0. Every card half played moves it one step: Calm and Joy towards +2, Sadness and Anger towards -2.
hands-rule-H5 = Seats
    .key = seats
    .summary = South sits at 6 o'clock and starts on O16; North sits at 12 o'clock and starts on O0, the outer node in front of each player's scale.
hands-rule-H6 = The two halves of the board
    .key = halves
    .summary = The middle line runs from O0 through M0, I0, the centre, I4 and M8 to O16; its nodes are in neither half. Left and right are each player's own, as seen from her seat: South's left is the west, North's left is the east.
hands-rule-H7 = Setup
    .key = setup
    .summary = Each player is dealt a row of 6 cards, in order. Both players see both halves of all twelve, then each chooses which half of her own row she will see. From then on nobody sees the covered halves, not even their owner, until a change of perspective turns them up. The first player is drawn at random, or named by the players.
hands-rule-H8 = A new objective
    .key = objective
    .summary = When no objective is face up, the player whose turn begins reveals the top card of the current set. It happens by itself.
hands-rule-H9 = Moving
    .key = movement
    .summary = A turn is at least one step. For each step along an open line to a neighbouring node, a card is played whose visible half shows that node's emotion, from either row; the balance moves by that half. No step may enter a node already visited this turn (the start included), enter the partner's node, or take the balance past -2 or +2. Cards played go to the discard pile of the player whose turn it is, whoever's row they came from.
hands-rule-H10 = The end of a turn
    .key = end of turn
    .summary = In this order: the objective is completed if the token ends on a node of its emotion on the current set's ring (passing through does not count; one per turn at most). A player whose balance is 0 draws back up to 6; the new cards join the far end of her row, and the halves they show are seen by both players, even if her row turns at once. Her perspective may change. The set of objectives may end. Then it is the partner's turn.
hands-rule-H11 = An empty deck
    .key = empty deck
    .summary = A player who draws gets only what is left in the deck. The deck is filled again only when a set ends.
hands-rule-H12 = Perspective
    .key = perspective
    .summary = A player sees the half of her cards that matches the half of the board her token is in. At the end of her turn, if her token is in the half her row does not show, the whole row turns to its other half, order kept. On the middle line she chooses whether to turn, without seeing the covered halves first. Perspective never changes in the middle of a turn.
hands-rule-H13 = The end of a set
    .key = set
    .summary = When the eighth objective of a set is completed, the player with more cards in her discard pile shuffles them into the deck (on a tie, the player who completed the set). The other pile stays where it is. The next set begins with a new objective on the next turn.
hands-rule-H14 = Open lines and rings
    .key = rings
    .summary = Set 1 is completed on the outer ring, and only the outer ring's lines are open. After set 1, the middle ring and the lines between the outer and middle rings open, and set 2 is completed on the middle ring. After set 2 every line but the centre's opens, and set 3 is completed on the inner ring. After set 3 the centre's lines open. An open line stays open, both ways.
hands-rule-H15 = Tokens
    .key = tokens
    .summary = A token never passes through or ends on the partner's node, except to resolve an argument. While both tokens share a node, either may leave it in any direction.
hands-rule-H16 = Arguments
    .key = argument
    .summary = Some objectives are arguments, by difficulty: none at Normal; one of each emotion at Challenging (4 of 24); two of each at Difficult (8); three of each at Impossible (12). An argument is completed when the player whose turn it is ends it on the node where her partner ended the turn before, and that node shows the argument's emotion on the current set's ring.
hands-rule-H17 = Winning
    .key = winning
    .summary = After set 3 a player may enter the centre from I0, I2, I4 or I6 with any card, from either row; the balance moves by its visible half. Entering is a step like any other: the balance stays within -2 to +2. The centre may be the last step of a longer move, and a token there stays, so no perspective question follows. The players win when both enter on consecutive turns and each ends the turn she entered with her balance at 0.
hands-rule-H18 = Losing
    .key = losing
    .summary = The game is lost when (a) the player whose turn begins has no legal step once its new objective (if any) is revealed; (b) the deck is empty and neither row holds a card; (c) a player ends the turn she entered the centre with her balance not at 0, or her partner does not enter, balanced, on the very next turn. The first of these ends the game.
hands-rule-H19 = What everyone sees
    .key = information
    .summary = Public: the board, both tokens and scales, the visible halves of both rows, the face-up objective, how many objectives are left in each set, the sizes of the discard piles and of the deck. Hidden from everyone: the covered halves after setup and the order of every deck.
hands-rule-H20 = Not talking about the game
    .key = talking
    .summary = Players do not talk about their moves: no hints, no plans, no "take that card". Anything else may be talked about, and a first game may set the rule aside to learn. The bot says so when a game starts and never suggests a move to a player; it cannot watch the chat, and does not.

## Glossary (bot/games/hands/render/rules_text.py)
hands-term-node = **Node**: a coloured point on the board; its emotion says which card half may be played to enter it (H1, H9).
hands-term-ring = **Ring**: one of the three circles of nodes, outer (O), middle (M) and inner (I); each set's objectives are completed on one of them (H14).
hands-term-perspective = **Perspective**: which half of her cards a player sees, left or right; it follows the half of the board her token is in (H12).
hands-term-balance = **Balance**: where a player's scale stands, from -2 to +2; at 0 she is balanced, and only then does she draw cards (H4, H10).
hands-term-scale = **Scale**: the track in front of each seat that her balance is kept on (H4).
hands-term-argument = **Argument**: a harder objective; it is completed on the node where the partner ended the turn before (H16).
hands-term-middle-line = **Middle line**: the nodes from O0 to O16 through the centre; they belong to neither half, and a player ending there chooses her perspective (H6, H12).
hands-term-objective = **Objective**: the emotion to end a turn on, on the current set's ring (H8, H10).
hands-term-set = **Set**: eight objectives played in a row; three sets make a game (H3, H13).
hands-term-centre = **Centre**: the node in the middle of the board, open after set 3; both players enter it to win (H17).

## The start of a game: the one social rule (H20) and how to play (bot/games/hands/render/rules_text.py)
hands-welcome-rule = **One rule at this table (H20):** do not talk about the game while you play it. No hints, no plans, no "I'll go there". Talk about anything else you like. In your first game you may set this rule aside to learn.
hands-welcome-howto = **How to play**
hands-welcome-1 = Take turns. On your turn, step from node to node along open lines; for each step, play one card whose visible half shows the emotion of the node entered, from your row or your partner's.
hands-welcome-2 = Each half played moves your balance: Calm and Joy towards +2, Sadness and Anger towards -2, never past either end.
hands-welcome-3 = End your turn on a node of the objective's emotion, on the current ring, to complete it. End balanced at 0 to draw back up to six cards.
hands-welcome-4 = You see only one half of your cards: the half of the board your token is in decides which. On the middle line you choose.
hands-welcome-5 = Complete three sets of eight objectives, then both enter the centre, balanced, on consecutive turns.
hands-welcome-6 = The game is lost if the player whose turn begins cannot step. Keep a way open for your partner.
hands-welcome-commands = Steps: the list below each turn's board, or /{ cmd-hands } { cmd-hands-step }. The rules: /{ cmd-hands } { cmd-hands-rules }.
# At the terminal, which has no list below the board (bot/terminal/hands)
hands-welcome-commands-terminal = Steps: type { cmd-hands-step } with the node and the card, e.g. '{ cmd-hands-step } O15 S1' (Tab shows the open ones). The rules: '{ cmd-hands-rules }'.

## The table on Discord and at the terminal: messages, buttons and prompts (the lead's wiring uses them)
hands-ui-no-game = No game of “{ -hands-title }” runs here: start one with /{ cmd-hands } { cmd-hands-start }.
## The picture (bot/games/hands/render/picture.py)
hands-pic-turn = Turn { $turn }
hands-pic-setup = Setup
hands-pic-to-move = { hands-of-name } to move
hands-pic-to-choose = choosing halves
hands-pic-won = Won: they held hands
hands-pic-lost = Lost ({ $ruling }): { $cause ->
    [stuck] { $name } could not step
    [out_of_cards] no cards left
    [unbalanced] { $name } entered unbalanced
   *[not_followed] { $name } did not follow
  }
hands-pic-difficulty = Difficulty: { hands-difficulty }
hands-pic-objective = Objective:
hands-pic-no-objective = none face up
hands-pic-argument = ARGUMENT (H16)
hands-pic-on-ring = { $ring ->
    [outer] on the outer ring
    [middle] on the middle ring
   *[inner] on the inner ring
  }
hands-pic-sets = Objectives left:
hands-pic-set = Set { $set }: { $left }
hands-pic-set-done = { $completed } of 8 done
hands-pic-all-done = every set complete, on to the centre
hands-pic-deck = Deck { $deck }
hands-pic-discards = Discards { $count }
hands-pic-balance = Balance
hands-pic-row = Row: { $side ->
    [left] left halves
    [right] right halves
   *[none] both halves, choosing
  }
hands-pic-row-empty = no cards
hands-pic-middle-line = middle line
hands-pic-west = West: South's left, North's right
hands-pic-east = East: South's right, North's left
hands-pic-path = This turn
hands-pic-open = Lines: strong = open, faint = closed
hands-pic-in-centre = in the centre

## The text board at the terminal (bot/games/hands/render/text_board.py)
hands-text-difficulty = Difficulty: { hands-difficulty } ({ hands-difficulty-arguments }).
hands-text-open = { $sets ->
    [0] Open lines: the outer ring only (H14).
    [1] Open lines: the outer and middle rings, and the lines between them (H14).
    [2] Open lines: every line but the centre's (H14).
   *[other] Open lines: every line, the centre's too (H14).
  }
hands-text-seat = { hands-seat } · { $name } · { $where } · balance { $scale } · { hands-pic-discards }
hands-text-on = on { $node }
hands-text-path = This turn: { $path }
hands-text-ring = { $ring ->
    [outer] Outer ring
    [middle] Middle ring
   *[inner] Inner ring
  }{ $objectives ->
    [true] , where this set's objectives are completed
   *[other] {""}
  }:
hands-text-centre = Centre C{ $tokens }: { $open ->
    [true] open (H17)
   *[other] closed until set 3 is complete (H14)
  }.
hands-text-middle-line = Middle line (neither half, H6): O0, M0, I0, C, I4, M8, O16.
hands-text-tokens = Tokens: [S] { $south }, [N] { $north }.
hands-text-title = { -hands-title }
hands-text-row = { $side ->
    [left] Row, left halves
    [right] Row, right halves
   *[none] Row, both halves to choose from
  }: { $cards }
hands-refuse-undo-kind = Only a step of the turn in play, or a choice at setup, can be taken back: not “{ $decision }” (H10).
hands-refuse-undo-final = “{ $decision }” cannot be taken back: it turned up something hidden (an objective, a card), or it ended the game.

## The table's sentences, as this game says them (a table key K is said by hands-K in a channel of this game)
hands-refuse-undo-who = Only the player whose turn it is takes back her own steps (H9).
hands-refuse-no-campaign = No game has been played in this channel yet: start one with /{ cmd-hands } { cmd-hands-start }.
hands-refuse-no-scenario-played = No game is being played here: start one with /{ cmd-hands } { cmd-hands-start }.
hands-refuse-nothing-to-abandon = No game is being played here.
hands-refuse-game-ended = The game is over ({ $result ->
    [won] won
   *[lost] lost
  }): start another with /{ cmd-hands } { cmd-hands-start }.
hands-refuse-no-seat-in-scenario = You do not play in this game, only its two players move: start one of your own with /{ cmd-hands } { cmd-hands-start } in another channel or thread.
hands-refuse-between-attempts = A game is already being played here: finish it, or give it up first with /{ cmd-hands } { cmd-hands-abandon }.
hands-refuse-unreadable = { $why } Either player can give it up with /{ cmd-hands } { cmd-hands-abandon }.
hands-note-begun = The game has begun.
# The bot's seat in the waiting line: the partner itself, not a stand-in for an absent player
hands-msg-waiting-bot-seat = the bot ({ $nurse }): { $phrases }
hands-msg-bot-played = 🤖 The bot's move ({ $nurses }):
hands-note-abandoned = The game was given up.
hands-ev-attempt_abandoned = The game was given up.

## After the game: what the bot partner aimed at, turn by turn (bot/games/hands/render/review.py). H20 forbids talk
## during play, not after: a player learns the conventions it keeps.
hands-review-title = **What the bot aimed at, turn by turn** ({ $status ->
    [won] a game won
    [lost] a game lost
   *[abandoned] a game given up
  })
hands-review-nothing = The bot played no turn of the last game here: there is nothing to review.
hands-review-turn = **Turn { $turn }.** { $said }
hands-review-goal-objective = { $name } ended the turn on { $node } and so completed the objective ({ $emotion }).
hands-review-goal-argument = { $name } joined { $partner } on { $node } and resolved the argument ({ $emotion }).
hands-review-goal-wait = { $name } stopped on { $node }, a node of the argument ({ $emotion }), for { $partner } to join there on the next turn.
hands-review-goal-approach = { $name } moved to { $node }, towards { $target }, where the objective ({ $emotion }) is completed.
hands-review-goal-meet = { $name } moved to { $node }, so that the pair can meet sooner for the argument ({ $emotion }): on the outer ring, who waits where is read from both tokens and both scales.
hands-review-goal-closer = { $name } moved to { $node }, closer to { hands-of-partner }, to meet for the argument ({ $emotion }).
hands-review-goal-centre = { $name } entered the centre balanced, for { $partner } to follow on the next turn.
hands-review-goal-follow = { $name } joined { $partner } in the centre, balanced.
hands-review-goal-door = { $name } moved to { $node }, on the way to the centre.
hands-review-goal-safe = { $name } moved to { $node }, where both keep a step for their next turns.
hands-review-goal-moved = { $name } moved to { $node }, the best of the ways left.
hands-review-paid = Played: { $own ->
    [one] one card
   *[other] { $own } cards
  } from { hands-of-name }'s row, { $theirs ->
    [one] one
   *[other] { $theirs }
  } from { hands-of-partner }'s.
hands-review-own-only = Played from { hands-of-name }'s own row only ({ $own ->
    [one] one card
   *[other] { $own } cards
  }).
hands-review-theirs-only = Played from { hands-of-partner }'s row only ({ $theirs ->
    [one] one card
   *[other] { $theirs } cards
  }).
hands-review-draws = Balanced, { $name } drew back up to 6 cards.
hands-review-kept = One of { hands-of-partner }'s cards ({ $emotion }) was left for the step to { $node }.
hands-review-open = On the next turn { $partner } could step to { $nodes }.
hands-review-no-open = With the halves known, { $partner } had no step left.
hands-left = { $name } leaves the game: the bot plays that seat from now on, reading only what the table sees (H19). { $name } takes it back with /{ cmd-hands } { cmd-hands-rejoin }.
hands-rejoined = { $name } is back: that seat is theirs again.
hands-refuse-left-already = The bot already plays your seat: take it back with /{ cmd-hands } { cmd-hands-rejoin }.
hands-refuse-not-left = Your seat is yours: the bot plays it only after /{ cmd-hands } { cmd-hands-leave }.
hands-refuse-seat-held-by-bot = The bot has played your seat since you left the game: take it back with /{ cmd-hands } { cmd-hands-rejoin }.
hands-refuse-bot-alone = The bot would then play both seats, and a game needs at least one member playing: give it up with /{ cmd-hands } { cmd-hands-abandon } instead.
hands-refuse-review-in-play = A game is being played here, and the partner tells what it aimed at only once it is over (H20): ask with /{ cmd-hands } { cmd-hands-review } then.
hands-refuse-review-nothing = No game has ended here yet, so there is nothing to review: start one with /{ cmd-hands } { cmd-hands-start }.
hands-refuse-review-unreadable = The last game's record does not replay with this version of the bot, so only a game finished from now on can be reviewed.
