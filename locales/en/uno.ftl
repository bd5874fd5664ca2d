# UNO desktop — English. The reference catalog: fr/ and hi/ have exactly the same ids and the
# same variables (tests/test_i18n.py checks). Ids and variables are listed in docs/i18n.md.
#
# Variables:
#   $player $target $catcher $name  names as shown at the table
#   $players                        several names already joined with common-list-and
#   $card                           a card name from i18n.card_name()
#   $color                          ALWAYS a colour code: red, yellow, green, blue (black for
#                                   Wild cards); each message picks the word it needs
#   $count $n $number $points $total $seconds $place $target_score  numbers
#   $path $preset $code             text


## Language screen

lang-title = Choose your language
lang-continue = Press Enter to continue


## Main menu

menu-title = UNO
menu-new-game = New game
menu-continue = Continue
menu-settings = Settings
menu-rules = Rules
menu-language = Language
menu-statistics = Statistics
menu-quit = Quit


## Words used everywhere

common-ok = OK
common-cancel = Cancel
common-back = Back
common-yes = Yes
common-no = No
common-close = Close
common-list-and = { $first } and { $last }


## New game screen

setup-title = New game
setup-seats = Seats
setup-seats-hint = From 2 to 10 players
setup-player-count = { $count ->
    [one] { $count } player
   *[other] { $count } players
  }
setup-seat = Seat { $n }
setup-kind = Who plays
setup-person = Person
setup-bot = Computer
setup-name = Name
setup-hints = Hints for this player
setup-hints-off = No hints
setup-hints-on = Hints
setup-level = Level
setup-level-easy = Easy
setup-level-normal = Normal
setup-level-hard = Hard
setup-teams = Teams
setup-team = Team { $n }
setup-add-seat = Add a seat
setup-remove-seat = Remove this seat
setup-rules = Rules: { $preset }
setup-change-rules = Change the rules
setup-start = Start
setup-default-person = Player { $n }
setup-name-empty = Please type a name.
setup-name-taken = Two players cannot have the same name.
setup-only-bots = Only computers are playing: you will watch the game.

bot-name-1 = Robbie
bot-name-2 = Pixel
bot-name-3 = Ziggy
bot-name-4 = Cosmo
bot-name-5 = Nova
bot-name-6 = Sparky
bot-name-7 = Bolt
bot-name-8 = Echo
bot-name-9 = Widget
bot-name-10 = Juno


## Colours and cards
## color-* are labels (buttons, legends). In card-* messages $color is the colour code.

color-red = Red
color-yellow = Yellow
color-green = Green
color-blue = Blue
color-black = Black

card-number = { $color ->
    [red] Red
    [yellow] Yellow
    [green] Green
   *[blue] Blue
  } { $number }
card-skip = { $color ->
    [red] Red
    [yellow] Yellow
    [green] Green
   *[blue] Blue
  } Skip
card-reverse = { $color ->
    [red] Red
    [yellow] Yellow
    [green] Green
   *[blue] Blue
  } Reverse
card-draw-two = { $color ->
    [red] Red
    [yellow] Yellow
    [green] Green
   *[blue] Blue
  } Draw Two
card-wild = Wild
card-wild-draw-four = Wild Draw Four
card-draw-ten = Draw Ten
card-hidden = a face-down card


## Rule options: opt-<id> is the name, opt-<id>-help one line of explanation

opt-box = Box
opt-box-help = Which UNO box the round is dealt from: the classic deck, UNO Show 'Em No Mercy or UNO All Wild.
opt-blank_cards = Blank cards
opt-blank_cards-help = Adds the 4 blank cards of the 112-card deck, each played as a +10.
opt-zero_worth_fifty = Reset zero
opt-zero_worth_fifty-help = A 0 left alone in a hand at the end of a round counts 50 points instead of 0.
opt-hand_size = Cards dealt
opt-hand_size-help = How many cards each player gets at the start of a round.
opt-dealer_selection = First dealer
opt-dealer_selection-help = How the dealer of the first round is chosen; after that the deal passes to the left.
opt-start_card = Starting card
opt-start_card-help = What happens when the first card turned up is an action card or a black card.
opt-allow_voluntary_draw = Draw instead of playing
opt-allow_voluntary_draw-help = You may draw a card even when you hold one you could play.
opt-drawn_card = Drawn card
opt-drawn_card-help = What you do with a playable card you have just drawn.
opt-draw_until_playable = Draw until you can play
opt-draw_until_playable-help = Keep drawing until a card you can play turns up.
opt-uno_penalty = Missed UNO penalty
opt-uno_penalty-help = How many cards a player draws when caught without calling UNO.
opt-false_uno_penalty = False UNO penalty
opt-false_uno_penalty-help = Calling UNO when you do not have one card left costs 2 cards.
opt-liar_limit = Liar limit
opt-liar_limit-help = After this many false UNO calls, a player is out of the match.
opt-wd4_rule = Wild Draw Four
opt-wd4_rule-help = When a Wild Draw Four may be played and whether it can be challenged.
opt-stacking = Stacking
opt-stacking-help = Answer a Draw Two with a Draw Two, or a Wild Draw Four with a Wild Draw Four, instead of drawing.
opt-stack_mixed = Mixed stacking
opt-stack_mixed-help = A Draw Two may go on a Wild Draw Four of its colour, and a Wild Draw Four on a Draw Two.
opt-reverse_deflect = Reverse sends it back
opt-reverse_deflect-help = A Reverse of the current colour sends a Draw Two or Wild Draw Four back to whoever played it.
opt-seven_zero = Seven-O
opt-seven_zero-help = After a 0 every hand moves to the next player; after a 7 you swap hands with a player of your choice.
opt-jump_in = Jump-in
opt-jump_in-help = Play a card identical to the top card at any time, even out of turn.
opt-double_play = Doubles
opt-double_play-help = Right after playing a card, you may play an identical card too.
opt-swap_on_five = Trade on 5
opt-swap_on_five-help = Whoever plays a 5 may trade one card with another player.
opt-circle_colour = Colour wheel
opt-circle_colour-help = Black cards name no colour: the colour moves one step around red, blue, green, yellow.
opt-seven_rounds = UNO in 7 hands
opt-seven_rounds-help = Empty your hand of 7 to get 6 new cards, then 5, and so on down to a single card.
opt-turn_timer = Turn timer
opt-turn_timer-help = How long each player has for a turn.
opt-timeout_action = When time runs out
opt-timeout_action-help = What happens to a player whose time is up.
opt-play_until_last = Play until the last
opt-play_until_last-help = The round goes on after the first player goes out, until only one player holds cards.
opt-scoring = Scoring
opt-scoring-help = How points are counted and when the match ends.
opt-target = Target score
opt-target-help = The score that ends the match.
opt-teams = Team play
opt-teams-help = Partners sit opposite each other and share their points (4, 6, 8 or 10 players).
opt-rotate_partners = Rotating partners
opt-rotate_partners-help = Four players, four rounds, a new partner every round; the best individual total wins.


## Option values: val-<id>-<value> for choices, val-<id>-number for numbers, val-on/val-off

val-on = On
val-off = Off
val-box-classic = Classic
val-box-no_mercy = UNO Show 'Em No Mercy
val-box-all_wild = UNO All Wild
val-blank_cards-off = Not used
val-blank_cards-draw_ten = As +10 cards
val-dealer_selection-high_card = Highest card deals
val-dealer_selection-random = At random
val-start_card-official = Official rules
val-start_card-official_dealer_names = Official, the dealer names the colour
val-start_card-redraw = Turn again until a number
val-drawn_card-may_play = May be played
val-drawn_card-must_play = Must be played
val-wd4_rule-challenge = Bluff and challenge
val-wd4_rule-enforced = Only without the colour
val-wd4_rule-free = Always allowed
val-stacking-off = Off
val-stacking-cumulative = Penalties add up
val-stacking-deflect = Pass it on, no adding up
val-turn_timer-0 = Off
val-turn_timer-30 = 30 s
val-turn_timer-60 = 1 min
val-turn_timer-120 = 2 min
val-timeout_action-draw_pass = Draw a card and pass
val-timeout_action-eliminate = The player is out
val-scoring-winner_takes = Winner takes the points
val-scoring-penalty = Points against
val-scoring-elimination = Elimination
val-scoring-lazy = Lazy scoring
val-scoring-single_round = One round
val-hand_size-number = { $n ->
    [one] { $n } card
   *[other] { $n } cards
  }
val-uno_penalty-number = { $n ->
    [one] { $n } card
   *[other] { $n } cards
  }
val-liar_limit-number = { $n ->
    [0] Off
    [one] { $n } false call
   *[other] { $n } false calls
  }
val-target-number = { $n ->
    [one] { $n } point
   *[other] { $n } points
  }


## Option groups, presets, conflicts, seat counts

group-dealing = Deck and deal
group-turn = Your turn
group-uno = Calling UNO
group-wd4 = Wild Draw Four
group-house = House rules
group-scoring = End of round and scoring
group-teams = Teams
group-timer = Timer

preset-official = Official rules
preset-official-help = The rules from the box, with the bluff and the challenge.
preset-chat_classic = Chat classic
preset-chat_classic-help = The chat-room rules: Wild Draw Four always allowed, a drawn card must be played, 2 minutes per turn, play until the last.
preset-house_party = House party
preset-house_party-help = The official rules plus stacking, Seven-O and jump-in.
preset-custom = Custom
preset-custom-help = Your own mix of options.

conflict-stack_mixed = Mixed stacking needs stacking set to “Penalties add up”.
conflict-liar_limit = The liar limit counts false UNO calls, so the false UNO penalty must be on.
conflict-rotate_partners = Rotating partners needs team play and “Winner takes the points” scoring.
conflict-teams = Team play cannot go with “Play until the last”, elimination or lazy scoring.

players-bad_players = A game needs 2 to 10 players.
players-teams_players = Team play needs 4, 6, 8 or 10 players.
players-rotate_players = Rotating partners needs exactly 4 players.
players-deck_too_small = Not enough cards for so many players: deal fewer cards or remove a seat.

rules-title = Rules
rules-preset = Preset
rules-reset = Back to the official rules
rules-help = Explain the rules


## App settings (not the rules)

settings-title = Settings
settings-animation = Animation speed
settings-bot-pace = Computer players' pace
settings-reaction = Time to react
settings-reaction-relaxed = Relaxed
settings-reaction-normal = Normal
settings-reaction-quick = Quick
settings-speed-slow = Slow
settings-speed-normal = Normal
settings-speed-fast = Fast
settings-speed-instant = Instant
settings-sound = Sound
settings-volume = Volume
settings-colorblind = Colour-blind aid
settings-colorblind-help = Shows a symbol for each colour on the cards.
settings-large-text = Large text
settings-large-text-help = Every word of the game about a third larger, for reading from further away.
settings-show-playable = Show playable cards
settings-show-playable-help = Lifts the cards you can play out of your hand.
settings-fullscreen = Full screen
settings-language = Language
settings-rules = Game rules
settings-rules-locked = The rules cannot change during a match.
settings-reset = Restore defaults
settings-damaged = The settings file was damaged; a backup was kept at { $path } and the defaults are used.


## Event log: one line per engine event

log-dealer-chosen = { $player } deals.
log-dealt = { $player } deals { $count ->
    [one] { $count } card
   *[other] { $count } cards
  } to each player.
log-start-card = The first card is { $card }.
log-start-card-returned = { $count ->
    [one] { $count } card went back into the deck
   *[other] { $count } cards went back into the deck
  } before the first card was turned.
log-played = { $player } plays { $card }.
log-played-black = { $player } plays { $card }: the colour is now { $color ->
    [red] red
    [yellow] yellow
    [green] green
   *[blue] blue
  }.
log-played-jump-in = { $player } jumps in with { $card }!
log-played-double = { $player } plays a second { $card }.
log-drew = { $player } draws { $count ->
    [one] a card
   *[other] { $count } cards
  }.
log-drew-penalty = { $player } takes { $count ->
    [one] { $count } card
   *[other] { $count } cards
  } of penalty.
log-drew-uno_penalty = { $player } draws { $count ->
    [one] { $count } card
   *[other] { $count } cards
  } for not calling UNO.
log-drew-false_uno = { $player } draws { $count ->
    [one] { $count } card
   *[other] { $count } cards
  } for a false UNO.
log-drew-challenge = { $player } draws { $count ->
    [one] { $count } card
   *[other] { $count } cards
  } after the challenge.
log-drew-seven_rounds = { $player } draws a new hand of { $count ->
    [one] { $count } card
   *[other] { $count } cards
  }.
log-drew-timeout = { $player } ran out of time and draws { $count ->
    [one] { $count } card
   *[other] { $count } cards
  }.
log-kept = { $player } keeps the card.
log-color-named = { $player } picks { $color ->
    [red] red
    [yellow] yellow
    [green] green
   *[blue] blue
  }.
log-direction-clockwise = Play goes clockwise.
log-direction-counter = Play goes counter-clockwise.
log-skipped = { $player } misses a turn.
log-turn = { $player }'s turn.
log-penalty-grew = The penalty is now { $count ->
    [one] { $count } card
   *[other] { $count } cards
  }: over to { $player }.
log-uno-called = { $player } calls UNO!
log-uno-caught = { $catcher } catches { $player } without UNO: { $count ->
    [one] { $count } card
   *[other] { $count } cards
  } to draw.
log-false-uno = { $player } called UNO without reason: { $count ->
    [one] { $count } card
   *[other] { $count } cards
  } to draw.
log-challenge-bluff = { $challenger } challenges { $player }: it was a bluff! { $player } draws { $count ->
    [one] { $count } card
   *[other] { $count } cards
  }.
log-challenge-fair = { $challenger } challenges { $player }, but the play was fair: { $challenger } draws { $count ->
    [one] { $count } card
   *[other] { $count } cards
  }.
log-card-taken-back = { $player } takes { $card } back; the colour is { $color ->
    [red] red
    [yellow] yellow
    [green] green
   *[blue] blue
  } again.
log-hands-rotated-clockwise = Every hand moves one seat clockwise.
log-hands-rotated-counter = Every hand moves one seat counter-clockwise.
log-hands-swapped = { $player } swaps hands with { $target }.
log-cards-traded = { $player } trades a card with { $target }.
log-cards-traded-you = You gave { $card } and got { $received }.
log-reshuffled = The discard pile is shuffled into a new draw pile of { $count ->
    [one] { $count } card
   *[other] { $count } cards
  }.
log-player-out-forfeit = { $player } leaves the match.
log-player-out-liar = { $player } called a false UNO too often and is out.
log-player-out-timeout = { $player } ran out of time and is out.
log-player-out-elimination = { $player } reached the limit and is out.
log-finished = { $player } goes out in { $place ->
    [1] 1st
    [2] 2nd
    [3] 3rd
   *[other] { $place }th
  } place.
log-next-hand = { $player } emptied a hand and draws { $count ->
    [one] { $count } new card
   *[other] { $count } new cards
  }.
log-round-won = { $player } wins the round!
log-round-blocked = Nobody can play any more: { $player } has the lowest hand and wins the round.
log-round-last-standing = { $player } is the last one left and wins the round.
log-round-number = Round { $number }
log-score-line = { $player }: { $points ->
    [one] +{ $points } point
   *[other] +{ $points } points
  } (total { $total })
log-match-won = { $player } wins the match!
log-match-won-many = { $players } win the match!


## Refused moves: err-<reason code> of the engine's IllegalAction

err-unknown = That move is not allowed.
err-not_your_turn = It is not your turn.
err-not_playable = That card cannot be played now.
err-no_such_card = You do not have that card.
err-need_color = Pick a colour first.
err-bad_color = That colour cannot be picked.
err-wd4_not_allowed = You may play a Wild Draw Four only when you have no card of the current colour.
err-draw_not_allowed = You have a card you can play, so you cannot draw.
err-must_play_drawn = You must play the card you drew.
err-nothing_to_catch = There is nobody to catch.
err-uno_not_applicable = You cannot call UNO now.
err-no_challenge = There is nothing to challenge.
err-bad_target = You cannot pick that player.
err-must_choose_seat = Choose a player: this card's effect cannot be skipped.
err-not_identical = Only a card identical to the top card can be played now.
err-jump_in_not_allowed = You cannot jump in now.
err-no_timer = This game has no turn timer.
err-round_over = The round is over.
err-wrong_decision = The game is waiting for something else.
err-must_answer_penalty = Answer the penalty first: add to it or take the cards.
err-not_in_game = This player is no longer in the match.
err-wrong_seat = That seat is not yours to play.
err-save-corrupt = The saved game is damaged and cannot be loaded.
err-save-newer = The saved game comes from a newer version of the game and cannot be loaded.


## The table

table-hint = Hint
hint-off = Hints are off for this seat: turn them on in New game.
hint-not-now = Nothing to do right now: a hint comes with your turn.
table-uno = UNO!
table-catch = Catch!
table-catch-player = Catch { $player }!
table-challenge = Challenge
table-accept = Accept
table-draw = Draw
table-keep = Keep
table-play = Play
table-pass = Pass
table-jump-in = Jump in!
table-choose-color = Choose a colour
table-choose-swap = Choose a player to swap hands with
table-choose-trade = Choose a player to trade a card with
table-choose-give = Choose a card to give
table-turn = { $player }'s turn
table-your-turn = Your turn, { $player }
table-pass-screen = Pass the screen to { $name }
table-look-away = { $name }'s cards come up next: everyone else, look away
table-click-ready = Click when { $name } is ready
table-direction-clockwise = Clockwise
table-direction-counter = Counter-clockwise
table-draw-pile = Draw pile
table-discard-pile = Discard pile
table-cards-left = { $count ->
    [one] { $count } card left
   *[other] { $count } cards left
  }
table-penalty = Penalty: { $count }
table-timer = { $seconds } s
table-current-color = Colour: { $color ->
    [red] red
    [yellow] yellow
    [green] green
   *[blue] blue
  }
table-challenge-prompt = { $player } played a Wild Draw Four on you. Challenge it, or draw { $count }?
table-penalty-prompt = Draw { $count ->
    [one] { $count } card
   *[other] { $count } cards
  }, or answer with a card?
table-drawn-prompt = You drew { $card }. Play it or keep it?
table-hand-of = { $player }'s hand
table-thinking = { $player } is thinking…
table-out = Out
table-team = Team { $n }
table-partner = with { $names }
table-lies = False UNO calls: { $count }
table-forfeit-confirm = Should { $player } really leave the match?

table-pause-title = Paused
table-pause-resume = Resume
table-pause-rules = Rules
table-pause-forfeit = Leave the match
table-pause-save-quit = Save and quit

table-round-title = Round { $number }
table-round-winner = { $player } wins the round!
table-round-points = { $points ->
    [one] { $points } point
   *[other] { $points } points
  }
table-round-total = Total: { $total }
table-round-next = Next round
table-col-player = Player
table-col-cards = Cards left
table-col-points = Points
table-col-total = Total

table-match-title = Final standings
table-match-winner = { $player } wins the match!
table-match-winners = { $players } win the match!
table-place = { $place ->
    [1] 1st
    [2] 2nd
    [3] 3rd
   *[other] { $place }th
  }
table-match-again = Play again
table-match-menu = Back to menu

table-crash-title = Oops!
table-crash = Sorry, something went wrong. The game was saved. Log file: { $path }


## How to play. One message per paragraph; i18n.help_sections() picks the ones that match the
## current rules. Source line breaks inside a paragraph are joined by a space.

help-title = Rules
help-heading-goal = The goal
help-heading-deck = The cards
help-heading-turn = Your turn
help-heading-uno = UNO!
help-heading-wd4 = The Wild Draw Four
help-heading-house = House rules
help-heading-end = End of a round
help-heading-scoring = Scoring
help-heading-teams = Teams
help-heading-timer = Time limit

help-goal-winner-takes = Be the first to get rid of all your cards. The winner of a round scores
    the points left in everybody else's hands; the first to reach { $target_score } points wins the match.
help-goal-penalty = Get rid of your cards as fast as you can: every round, the cards left in your
    hand count against you. When someone reaches { $target_score } points, the player with the
    lowest total wins.
help-goal-elimination = Get rid of your cards as fast as you can: the cards left in your hand count
    against you. A player who reaches { $target_score } points is out; the last one left wins.
help-goal-lazy = Be the first to get rid of all your cards. Nobody keeps totals: each round has a
    winner, and you stop whenever you like.
help-goal-single-round = Be the first to get rid of all your cards. One round decides it all.

help-deck = The deck has 108 cards in four colours (red, yellow, green and blue): in each colour
    one 0, two of each number from 1 to 9, and two each of Skip, Reverse and Draw Two. There are
    also 4 Wild cards and 4 Wild Draw Four cards, which are black.
help-deck-blank = Four blank cards are added, making 112. Each one works as a +10: the next player
    draws 10 cards and misses a turn. It can always be played and cannot be challenged.
help-deal = Each player is dealt { $count } cards. The rest is the draw pile; its top card is
    turned over to start the discard pile. The player to the dealer's left begins, and play goes
    clockwise.
help-dealer-high-card = For the first round everyone draws a card and the highest number deals
    (action and black cards count as 0). After that the deal passes to the left.
help-dealer-random = The first dealer is chosen at random. After that the deal passes to the left.
help-start-official = If the first card is a Draw Two, the first player draws 2 and misses the turn;
    a Skip skips the first player; a Reverse makes the player to the dealer's right begin,
    counter-clockwise; on a Wild, the first player picks the colour. A Wild Draw Four goes back into
    the deck and another card is turned.
help-start-official-dealer-names = If the first card is a Draw Two, the first player draws 2 and
    misses the turn; a Skip skips the first player; a Reverse makes the player to the dealer's
    right begin, counter-clockwise; on a Wild, the dealer picks the colour. A Wild Draw Four goes
    back into the deck and another card is turned.
help-start-redraw = If the first card is an action card or a black card, it goes back into the
    deck and another card is turned, until a number comes up.

help-turn = On your turn, play one card that matches the top of the discard pile by colour, by
    number or by symbol. For example, on a red 7 you can play any red card or any 7. A black card
    can be played on anything.
help-actions = Skip: the next player misses a turn. Reverse: the direction of play changes. Draw
    Two: the next player draws 2 cards and misses a turn. Wild: you pick the next colour (even the
    current one). Wild Draw Four: you pick the colour, and the next player draws 4 cards and misses
    a turn.
help-two-players = With two players, a Reverse works like a Skip: you play again. After a Draw Two
    or a Wild Draw Four, you also play again once the other player has drawn.
help-draw-voluntary-on = If you cannot play, or do not want to, draw a card from the draw pile.
help-draw-voluntary-off = You may draw only when you have no card you can play.
help-drawn-card-may-play = If the card you drew can be played, you may play it at once. Otherwise
    you keep it and the turn passes.
help-drawn-card-must-play = If the card you drew can be played, you must play it at once.
    Otherwise you keep it and the turn passes.
help-draw-until-playable = House rule: you keep drawing until a card you can play turns up.
help-reshuffle = When the draw pile runs out, the discard pile except its top card is shuffled to
    make a new draw pile.
help-blocked = If nobody can play or draw any more, the round ends and the player with the
    lowest hand value wins it.
help-forfeit = A player may leave the match at any time: they rank last, their cards go under the
    draw pile, and the others play on.

help-uno = When you play your second-to-last card, call UNO! You can call it before the card leaves
    your hand or just after, until the next player acts. If another player catches you first,
    you draw { $count ->
        [one] { $count } card
       *[other] { $count } cards
    }.
help-false-uno = Calling UNO when you do not have one card left costs 2 cards.
help-liar-limit = { $count ->
    [one] After { $count } false UNO call, a player is out of the match.
   *[other] After { $count } false UNO calls, a player is out of the match.
  }

help-wd4-challenge = You may play a Wild Draw Four only if you have no card of the current colour
    (cards of other colours that match by number do not count). You can bluff: the next player may
    challenge you. If you bluffed, you take the card back and draw 4, and the colour goes back to
    what it was. If you played fairly, the challenger draws 6 instead of 4.
help-wd4-enforced = You may play a Wild Draw Four only if you have no card of the current colour.
    The game does not let you bluff, so there is no challenge.
help-wd4-free = A Wild Draw Four can always be played, like a Wild. There is no challenge.

help-house-none = No house rules are in play.
help-stacking-cumulative = Stacking: facing a Draw Two, you may add a Draw Two; facing a Wild Draw
    Four, a Wild Draw Four. The penalty adds up, and the first player who does not add a card
    draws the whole total. One card per turn.
help-stacking-deflect = Passing it on: facing a Draw Two, you may play a Draw Two to pass it to the
    next player. Penalties do not add up: the last player in the chain draws only 2.
help-stack-mixed = Mixed stacking: a Draw Two may also go on a Wild Draw Four of its colour, and a
    Wild Draw Four on a Draw Two.
help-reverse-deflect = Reverse sends it back: facing a Draw Two or a Wild Draw Four, play a Reverse
    of the current colour to send the penalty back to whoever played it.
help-seven-zero = Seven-O: after a 0, every player passes their hand to the next player in the
    direction of play. After a 7, you swap hands with a player of your choice.
help-jump-in = Jump-in: if you hold a card identical to the top card (same colour and same number
    or symbol), you may play it at once, even out of turn. Play goes on from you. Not on the
    starting card, and never with a Wild Draw Four.
help-double-play = Doubles: right after playing a card, you may play an identical card too, one
    after the other.
help-swap-on-five = Trade on 5: when you play a 5, you may trade one card with another player. Each
    of you chooses which card to give.
help-circle-colour = Colour wheel: black cards name no colour. The colour moves one step around the
    wheel red, blue, green, yellow: forward when play goes clockwise, backward otherwise.
help-seven-rounds = UNO in 7 hands: when you empty your hand of { $count } cards, you draw a new
    hand with one card fewer and go on. You win the round by playing the last card of a one-card
    hand.

help-timer = Each turn lasts at most { $seconds } seconds.
help-timeout-draw-pass = When the time is up, the player draws a card and the turn passes.
help-timeout-eliminate = When the time is up, the player is out of the match.

help-round-end = The round ends as soon as a player plays their last card. If it is a Draw Two or
    a Wild Draw Four, the next player still draws the cards before points are counted.
help-play-until-last = Play until the last: the round goes on after the first player goes out,
    until only one player still holds cards. The finishing order is the ranking.
help-card-values = Card values: number cards are worth their number; Skip, Reverse and Draw Two
    20 points; black cards 50 points.
help-zero-worth-fifty = Reset zero: a 0 left alone in a hand is worth 50 points.
help-scoring-winner-takes = The winner of the round scores the value of all the cards left in the
    other players' hands. The first to reach { $target_score } points wins the match.
help-scoring-penalty = Every player adds the value of their own hand to their total. When someone
    reaches { $target_score } points, the match ends and the lowest total wins.
help-scoring-elimination = Every player adds the value of their own hand to their total. Whoever
    reaches { $target_score } points is out; the last player left wins.
help-scoring-lazy = Nobody keeps totals. The winner of the round begins the next one, and the
    player holding the most points deals it. Stop whenever you like.
help-scoring-single-round = One round decides: the first player to go out wins.

help-teams = Partners sit opposite each other. The round ends as soon as one partner goes out, and
    partners add their points together.
help-rotate-partners = With four players, play four rounds and change partners every round. The
    highest individual total wins.

## Notices about files, the crash screen (app shell)

notice-dismiss = Click here to close this message.
notice-file-damaged = A damaged file was set aside (a copy was kept at { $path }); the game goes on without it.
notice-file-partly-reset = Some settings were damaged: { $detail } went back to the default, everything else is kept (a copy of the old file is at { $path }).
notice-stats-partly-reset = Some statistics were damaged and have been removed ({ $count }); the rest is kept (a copy of the old file is at { $path }).
notice-setting-seats = the last table's players
notice-setting-version = the file's version
notice-file-unreadable = The file { $path } could not be read; the game goes on without it.
notice-write-failed = The file { $path } could not be saved (is the disk full?). The game goes on.
notice-autosave-recovered = The last autosave could not be used, so the game goes on from the move before it.
menu-continue-damaged = The saved game was damaged and cannot be continued. A copy was kept at { $path }.
menu-continue-newer = The saved game comes from a newer version of the game and cannot be continued here. A copy was kept at { $path }.
menu-replace-title = A game is in progress
menu-replace-question = Starting a new game replaces the saved one: it can no longer be continued.
menu-replace-yes = Set up a new game
stats-title = Statistics
stats-empty = No match has been played to the end yet. When one is, everyone who played it appears here.
stats-col-player = Player
stats-col-matches = Matches
stats-col-wins = Won
stats-col-rate = Win rate
stats-col-rounds = Rounds won
stats-rate = { $rate }%
stats-bot = Computer ({ $level })
stats-hinted = { $count ->
    [one] 1 round with hints
   *[other] { $count } rounds with hints
  }
stats-more = … and { $count } more
stats-reset = Reset statistics
stats-reset-title = Reset the statistics?
stats-reset-question = Every match and round counted so far will be forgotten, for every player.
stats-reset-yes = Reset
crash-body = Sorry, something went wrong. A game in progress is saved after every move: choose Continue in the menu to pick it up again. If this keeps happening, please send us this log file: { $path }
crash-menu = Back to the menu

## Settings screen: the general page (app shell)

settings-page-app = General
settings-animation-help = How fast cards fly, turn over and get shuffled. Instant skips the animations.
settings-bot-pace-help = How long a computer player takes for each move, so that you can follow the game.
settings-reaction-help = How long a chance to catch a player who forgot UNO, or to jump in, stays open when a person could take it: the computer players wait for it. Relaxed: 5 s, Normal: 3 s, Quick: no wait.
settings-seconds = { $n } s
settings-sound-help = The sounds of cards, UNO calls and wins.
settings-volume-help = How loud the sounds are.
settings-needs-turn-timer = Only matters with a turn timer: set “Turn timer” first.
settings-needs-target = Only matters when the scoring counts points up to a target.
settings-needs-sound = Only matters with the sound on.
settings-fullscreen-help = Play on the whole screen. F11 switches at any time.
settings-language-help = The language of the game. Names that people typed stay as they are.


## The table (more): shouts, the challenge reveal, buttons, the pass screen

table-caught = Caught!
table-false-uno = False UNO!
table-bluff = Bluff!
table-fair = Fair play!
table-reveal-title = { $player }'s hand when the Wild Draw Four was played
table-reveal-bluff = A bluff: { $player } had a { $color ->
    [red] red
    [yellow] yellow
    [green] green
    [blue] blue
   *[other] matching
  } card, so the Wild Draw Four goes back to them.
table-reveal-fair = Fair: { $player } had no { $color ->
    [red] red
    [yellow] yellow
    [green] green
    [blue] blue
   *[other] matching
  } card.
table-take = { $count ->
    [one] Draw { $count } card
   *[other] Draw { $count } cards
  }
table-double-prompt = Play the identical card too, or pass.
table-points-short = { $points ->
    [one] { $points } pt
   *[other] { $points } pts
  }
table-sound-off = Sound off (M)
table-sound-on = Sound on (M)
table-show-hand = I am { $name }: show my cards
table-uno-by = { $name }: UNO!
table-catch-by = { $name }: catch { $player }!

## New game screen (app shell)

setup-level-random = Random moves

## Engine refusals added with the rules engine's final reason codes
err-malformed = That move is not a valid move of this game.
err-match_over = The match is over.
err-no_round = The match has not started yet.
err-round_not_over = The round is still being played.
err-unknown_action = The game does not know that move.
err-uno_already_called = UNO has already been called.
err-uno_too_late = Too late: you were already caught.

## Phones as private hands: the phone page and the phone server's refusals
phone-title = UNO
phone-connecting = Connecting to the table…
phone-reconnecting = Connection lost. Reconnecting…
phone-code-prompt = Type the code shown on the big screen
phone-code-join = Join
phone-your-cards = Your cards
phone-ended = The game has ended. Thanks for playing!
phone-err-too_big = That message is too long.
phone-err-bad_message = The game did not understand that message.
phone-err-rate_limited = Too many messages: slow down.
phone-err-stale = That move is no longer possible: the table has changed.
phone-err-busy = Wait: your last move is still on its way.
phone-err-not_holder = This phone no longer holds the seat.
phone-err-bad_key = This code or link does not belong to this game. Scan the code on the big screen again.
phone-err-seat_taken = Another phone already holds this seat. Ask the host to free it.
phone-err-version = This page comes from another version of the game. Reload it.
phone-err-blocked = Too many wrong codes from this phone.
phone-err-hello_first = Join the game first.
phone-err-hello_timeout = The phone took too long to join. Reload the page.
phone-err-replaced = This seat was opened again in another window.
phone-err-freed = The host freed this seat.
phone-err-seat_closed = This seat is no longer played from a phone.
phone-err-game_over = The game has ended. Thanks for playing!
phone-err-full = The table has too many connections.

## Controls (the last section of the rules help); key names that differ by language are
## variables: $tab $enter $space $esc come from key-*, the letters from the code.
help-heading-controls = Controls
help-controls-mouse = With the mouse: click a card of your hand to play it, the draw pile to draw
    a card, a button (UNO!, Catch!, Challenge…) to use it, and a player's name when you must
    choose a player.
help-controls-keys = With the keyboard: the Left and Right arrows choose a card of your hand; the
    Up and Down arrows (or { $tab }) move to the buttons and between them; { $enter } (or
    { $space }) plays the chosen card or presses the chosen button.
help-controls-shortcuts = { $draw } draws a card, { $uno } calls UNO!, { $catch } catches a player
    who did not call UNO in time (they draw the penalty). After a Wild, { $colors } choose the
    colour: 1 red, 2 yellow, 3 green, 4 blue.
help-controls-hint = { $hint } shows a hint, for a player who asked for hints in New game: what a
    strong player would do, and why. Menu → Learn to play: a guided first round.
help-controls-window = { $esc } pauses the game: resume, the rules, the settings, leave the match,
    or save and quit. { $mute } turns the sound on or off, { $fullscreen } switches full screen on
    or off.
key-enter = Enter
key-space = Space
key-tab = Tab
key-esc = Esc
table-pause-settings = Settings

## Phones at the table: New game, the phone lobby, the big screen's phone status
setup-phone = Phone
setup-phone-wait = A dropped phone's seat waits
setup-phone-takeover = Computer after { $seconds } s without phone
setup-phone-takeover-hint = When a phone drops out: its seat waits for it, or the computer plays the seat after this time.
setup-phone-listen-lan = Phones: this network
setup-phone-listen-any = Phones: every interface
setup-phone-listen-hint = Where the game waits for phones: this computer's local network address (safest), or every network interface of this computer.
lobby-title = Phones join the table
lobby-help = Each player scans their QR code with the phone's camera, or opens { $address } in the phone's browser and types their code. No app, no account.
lobby-everywhere = Listening on every interface of this computer ({ $address }): any network it is on can reach the game.
lobby-loopback = No local network found: only this computer can open this address.
lobby-code = Code: { $code }
lobby-state-waiting = Waiting for the phone…
lobby-state-connected = Connected
lobby-state-dropped = Phone dropped out
lobby-free = Free this seat
lobby-free-hint = Send this phone away, so another phone can take the seat with the same code.
lobby-start = Start
lobby-start-anyway = Start anyway
lobby-not-all = Not every phone has joined yet.
lobby-error = The phone server could not start: { $detail }
table-phone-badge-connected = Phone
table-phone-badge-dropped = Phone lost
table-phone-badge-waiting = Waiting for phone
table-phone-badge-bot = Computer plays
table-phone-dropped = { $player }'s phone dropped out. The seat waits for it.
table-phone-back = { $player }'s phone is back.
table-phone-bot = { $player }'s phone is away: the computer plays this seat now.

## Why a card cannot be played now, and what would be right (uno_desktop/presentation/refusal.py)
## $color is a colour code; $kind in why-match is a why-kind phrase; $answers why-kind phrases.
why-kind = { $kind ->
    [skip] a Skip
    [reverse] a Reverse
    [draw_two] a Draw Two
    [wild] a Wild
    [wild_draw_four] a Wild Draw Four
    [draw_ten] a Draw Ten
   *[number] { $number ->
        [8] an 8
       *[other] a { $number }
    }
  }
why-or = { $first } or { $last }
why-match = Play a { $color ->
    [red] red
    [yellow] yellow
    [green] green
   *[blue] blue
  } card or { $kind }, or a Wild.
why-match-color = Play a { $color ->
    [red] red
    [yellow] yellow
    [green] green
   *[blue] blue
  } card or a Wild.
why-nothing-fits = No card fits: draw a card.
why-wd4 = You may play a Wild Draw Four only when you hold no { $color ->
    [red] red
    [yellow] yellow
    [green] green
   *[blue] blue
  } card.
why-drawn = Only the card you just drew can be played now, or keep it.
why-keep = The card you drew cannot be played: keep it.
why-answer = Answer the penalty with { $answers }, or draw { $count ->
    [one] { $count } card
   *[other] { $count } cards
  }.
why-take = Nothing can answer the penalty: draw { $count ->
    [one] { $count } card
   *[other] { $count } cards
  }.
why-challenge = Challenge the Wild Draw Four, or draw { $count ->
    [one] { $count } card
   *[other] { $count } cards
  }.
why-double = Only a card identical to the top card can be played too, or pass.
why-their-turn = It is { $player }'s turn.

## The presentation of a seat's situation (uno_desktop/presentation/situation.py)
prompt-catch = { $player } forgot to say UNO! Catch them!
prompt-jump-in = You hold the very same card: jump in now!
prompt-uno-not-now = Say UNO! only when you are about to have one card left.
prompt-bluff = Playing this Wild Draw Four now is a bluff: you hold a { $color ->
    [red] red
    [yellow] yellow
    [green] green
   *[blue] blue
  } card, and a challenge would make you draw 4.
seat-name = { $player }

## A hint: what the hard computer player would do for this seat, and why
## (uno_desktop/presentation/hint.py). $card, $kept: card names of the seat's own hand or the
## pile; $player: a seat's name; $color: a colour code; $count, $points: numbers.
hint-uno = { $count ->
    [1] Say UNO! now: you have one card left.
   *[other] Say UNO! now, before you play: you are about to have one card left.
  }
hint-catch = { $player } forgot to say UNO! Catch them: { $count ->
    [one] { $count } card
   *[other] { $count } cards
  } to draw.
hint-jump-in = You hold the very same card, { $card }: jump in now!
hint-searched = Played out over { $count ->
    [one] { $count } possible deal
   *[other] { $count } possible deals
  } of the cards you cannot see, this move came out best.
hint-only-move = It is the only move you can make.
hint-save-black = Draw a card and keep { $card } for later: nobody is close to winning yet.
hint-keep-black = Keep { $card } for later: nobody is close to winning yet.
hint-no-bluff = Do not play { $card }: you hold a { $color ->
    [red] red
    [yellow] yellow
    [green] green
   *[blue] blue
  } card, so it would be a bluff.
hint-only-fits = { $card } is the only card that fits: play it.
hint-play-drawn = Play { $card }, the card you drew: it fits.
hint-colour = Play { $card }: you keep { $count ->
    [one] { $count } more { $color ->
        [red] red
        [yellow] yellow
        [green] green
       *[blue] blue
      } card
   *[other] { $count } more { $color ->
        [red] red
        [yellow] yellow
        [green] green
       *[blue] blue
      } cards
  } to follow with.
hint-points = Play { $card }: its { $points } points leave your hand.
hint-keep-wild = Play { $card } and keep { $kept } for later.
hint-not-bluff = Play { $card }: { $kept } would be a bluff now, as you hold a { $color ->
    [red] red
    [yellow] yellow
    [green] green
   *[blue] blue
  } card.
hint-hit = { $card } slows { $player }, who has only { $count ->
    [one] { $count } card
   *[other] { $count } cards
  } left.
hint-hit-near = { $player } has only { $count ->
    [one] { $count } card
   *[other] { $count } cards
  } left: play { $card } to keep up the pressure.
hint-lacked = Play { $card }: { $player } drew rather than play { $color ->
    [red] red
    [yellow] yellow
    [green] green
   *[blue] blue
  } earlier, so may have none.
hint-play = Play { $card }: it fits, and no other card does better.
hint-pass-on = Pass the penalty on with { $card } rather than draw { $count ->
    [one] { $count } card
   *[other] { $count } cards
  }.
hint-accept = Take the { $count ->
    [one] { $count } card
   *[other] { $count } cards
  }: most Wild Draw Fours are played fairly, and a lost challenge costs more.
hint-challenge = Challenge { $player }: this Wild Draw Four may well be a bluff.
hint-name-color = { $count ->
    [0] Name { $color ->
        [red] red
        [yellow] yellow
        [green] green
       *[blue] blue
      }: you hold no coloured card, any colour will do.
    [one] Name { $color ->
        [red] red
        [yellow] yellow
        [green] green
       *[blue] blue
      }: you hold { $count } card of it.
   *[other] Name { $color ->
        [red] red
        [yellow] yellow
        [green] green
       *[blue] blue
      }: you hold { $count } cards of it, more than of any other colour.
  }
hint-swap = Swap hands with { $player }, who holds the fewest cards ({ $count }).
hint-no-trade = Trade with nobody: keep the cards you have.
hint-give = Give { $card }: it is the card you need least.
hint-double = Play the other { $card } too: one card fewer in your hand.

## House rules explained the first time they change the play (ui/table/house_toasts.py)

settings-house-notes = Explain house rules
settings-house-notes-help = The first time a house rule changes what happens in a match, a short message says what and why.
house-stacking = Stacking: { $player } answered with { $card } instead of drawing; the next player draws { $count } cards or adds another.
house-deflect = Passing it on: { $player } passed the Draw Two on with { $card }; penalties do not add up, so the next player draws 2 cards or passes it on too.
house-stack-mixed = Mixed stacking: a Draw Two and a Wild Draw Four may go on each other, so { $player } answered with { $card }; the next player draws { $count } cards or adds another.
house-reverse-deflect = Reverse sends it back: { $player } played a Reverse of the colour, so { $target } must now draw the { $count } cards or answer.
house-seven = Seven-O: { $player } played a 7 and swapped hands with { $target }.
house-zero = Seven-O: { $player } played a 0, so every hand moves one seat { $direction ->
    [clockwise] clockwise
   *[counter] counter-clockwise
  }.
house-jump-in = Jump-in: { $player } held the same card as the top one, { $card }, and played it out of turn; play goes on from { $player }.
house-double = Doubles: right after the first card, { $player } played an identical one, { $card }.
house-trade = Trade on 5: { $player } played a 5 and traded one card with { $target }; each chose which card to give.
house-circle = Colour wheel: black cards name no colour, so the colour moved one step round the wheel to { $color ->
    [red] red
    [yellow] yellow
    [green] green
   *[blue] blue
  }.
house-seven-rounds = UNO in 7 hands: { $player } emptied a hand and gets a new one of { $count ->
    [one] { $count } card
   *[other] { $count } cards
  }; the round is won by emptying a one-card hand.
house-play-until-last = Play until the last: { $player } has no cards left and leaves the round; the others play on for the next places.
house-draw-until = Draw until you can play: { $player } keeps drawing until a card that can be played turns up.
house-draw-ten = Blank cards: { $player } played a blank card, a +10, so the next player draws 10 cards.
house-wd4-free = Wild Draw Four: under these rules it may always be played, like a Wild, so nobody can challenge { $player }.
house-timer-draw = Turn timer: { $player } ran out of time, so a card is drawn for them and the turn passes.
house-timer-out = When time runs out: { $player } ran out of time and, under these rules, is out of the match.
house-liar = Liar limit: { $player } called UNO falsely { $count ->
    [one] once
   *[other] { $count } times
  } and is out of the match.
house-elimination = Elimination: { $player } reached { $points } points and is out of the match; the last player left wins.

## Learn to play: one guided round against one friendly player (uno_desktop/lesson.py,
## ui/table/lesson.py). Short sentences a 7-year-old understands. $name: the friendly player.
menu-learn = Learn to play
learn-offer-title = New to UNO?
learn-offer-question = Learn to play in one short round with a friendly player.
learn-offer-yes = Yes
learn-offer-no = No thanks
learn-done = Done
learn-press-done = Press Done to go back to the menu.
learn-not-that = Not that one.
learn-step-wait = { $name } is playing…
learn-step-colour = A card fits if it has the same colour. Play the red 2.
learn-step-number = A card also fits if it has the same number. Play the green 7.
learn-step-catch = { $name } has one card left and did not say UNO! Press Catch: { $name } draws 2 cards.
learn-step-skip = A Skip makes { $name } miss a turn. Play it!
learn-step-reverse = A Reverse turns the play around. With two players, you play again!
learn-step-draw-two = A +2 makes { $name } draw 2 cards and miss a turn. Play it!
learn-step-wild = A Wild fits on any card. Play it and pick yellow.
learn-step-challenge = { $name } played a Wild Draw Four, but may have had a yellow card. Press Challenge to check!
learn-step-draw = { $name } had yellow, so takes the card back and draws 4. None of your cards fits: press Draw.
learn-step-drawn = The new card fits! Play it.
learn-step-uno = You have two cards. Press UNO before you play!
learn-step-uno-play = Now play the blue 9.
learn-step-last = One card left. Play it to win!
learn-step-points = You won! You get { $points } points for the cards { $name } still holds: a number counts its number, Skip, Reverse and +2 count 20, a Wild 50.

## Settings: choosing a box (issue 32)

# Under another box the preset strip says what a preset does (the presets are classic rules).

settings-box-presets = The presets are rules for the classic box: choosing one plays the classic cards again.
# Why the chosen box fixes an option (rules.BOX_FIXED; shown greyed under the option).

box-fixed-no_mercy-blank_cards = Set by UNO Show 'Em No Mercy: the blank cards belong to the classic box.
box-fixed-no_mercy-start_card = Set by UNO Show 'Em No Mercy: the round always starts on a number card.
box-fixed-no_mercy-drawn_card = Set by UNO Show 'Em No Mercy: a drawn card that can be played must be played.
box-fixed-no_mercy-draw_until_playable = Set by UNO Show 'Em No Mercy: you always draw until a card can be played.
box-fixed-no_mercy-wd4_rule = Set by UNO Show 'Em No Mercy: no card can be challenged.
box-fixed-no_mercy-stacking = Set by UNO Show 'Em No Mercy: draw cards always stack, by their value.
box-fixed-no_mercy-stack_mixed = Set by UNO Show 'Em No Mercy: stacking by value already mixes colours and kinds.
box-fixed-no_mercy-reverse_deflect = Set by UNO Show 'Em No Mercy: a penalty is answered only by a draw card of its value or more.
box-fixed-no_mercy-seven_zero = Set by UNO Show 'Em No Mercy: the 7 and the 0 always swap and pass hands.
box-fixed-no_mercy-teams = Set by UNO Show 'Em No Mercy: the box has no team play.
box-fixed-no_mercy-rotate_partners = Set by UNO Show 'Em No Mercy: it needs team play.
box-fixed-all_wild-blank_cards = Set by UNO All Wild: the blank cards belong to the classic box.
box-fixed-all_wild-zero_worth_fifty = Set by UNO All Wild: there are no number cards.
box-fixed-all_wild-dealer_selection = Set by UNO All Wild: there are no numbers to cut for, so the dealer is chosen at random.
box-fixed-all_wild-start_card = Set by UNO All Wild: the first card's action is always ignored.
box-fixed-all_wild-draw_until_playable = Set by UNO All Wild: every card can be played, so it would stop at one card.
box-fixed-all_wild-wd4_rule = Set by UNO All Wild: with no colours there is nothing to bluff, so nobody can challenge.
box-fixed-all_wild-seven_zero = Set by UNO All Wild: there are no 7s and no 0s.
box-fixed-all_wild-jump_in = Set by UNO All Wild: without colours and numbers, half the deck would be identical.
box-fixed-all_wild-double_play = Set by UNO All Wild: most cards have dozens of identical twins.
box-fixed-all_wild-swap_on_five = Set by UNO All Wild: there are no 5s.
box-fixed-all_wild-circle_colour = Set by UNO All Wild: there are no colours.
players-box_players = UNO Show 'Em No Mercy is played by 2 to 6 players.
# The rules help under another box (i18n.help_sections).

help-heading-box-no_mercy = UNO Show 'Em No Mercy
help-box-no_mercy-deck = This is the UNO Show 'Em No Mercy box: 168 cards. In each of the four colours: two of each number from 0 to 9, 3 Skip, 3 Reverse, 3 Draw Two, 2 Draw Four, 2 Skip Everyone and 3 Discard All. And 24 black cards: 8 Wild Reverse Draw Four, 4 Wild Draw Six, 4 Wild Draw Ten and 8 Wild Colour Roulette. There is no plain Wild.
help-box-no_mercy-start = The first card turned must be a number card: while it is not, the next card is turned onto it. That number sets the colour and does nothing else.
help-box-no_mercy-actions = Skip, Reverse and Draw Two work as in the classic game; the Draw Four is a coloured card, and the next player draws 4. Skip Everyone: every other player misses a turn and you play again. Discard All: play it on its colour, then every other card of that colour in your hand goes onto the discard pile with it. Black cards: you pick the colour. Wild Reverse Draw Four: the direction changes, then the next player draws 4. Wild Draw Six and Wild Draw Ten: the next player draws 6 or 10. Wild Colour Roulette: the next player names a colour and turns cards from the draw pile until one of that colour comes; they keep every card turned.
help-box-no_mercy-draw = If you do not play, draw one card at a time until a card you can play comes, then play it at once.
help-box-no_mercy-stack = Stacking by value: facing a draw card, you may answer with any draw card worth as much or more, of any colour (Draw Two 2; Draw Four and Wild Reverse Draw Four 4; Wild Draw Six 6; Wild Draw Ten 10). The total passes on; the first player who does not answer draws it all and misses the turn.
help-box-no_mercy-mercy = Mercy rule: a player who reaches 25 cards is knocked out of the round at once. When one player is left, that player wins the round.
help-box-no_mercy-seven-zero = After a 7 you must swap hands with another player of your choice; after a 0 every player passes their hand to the next player. No card can be challenged.
help-box-no_mercy-last-card = The round ends as soon as a player plays their last card: that card's effect is not carried out.
help-box-no_mercy-values = Card values: number cards are worth their number; Skip, Reverse, Draw Two, Draw Four, Skip Everyone and Discard All 20 points; black cards 50 points. When the winner takes the points, they also score 250 for each player knocked out; otherwise a knocked-out player counts 250.
help-box-all_wild-deck = This is the UNO All Wild box: 112 cards, every one of them wild, with no colour and no number: Wild, Wild Skip, Wild Skip Two, Wild Reverse, Wild Draw Two, Wild Draw Four, Wild Targeted Draw Two and Wild Forced Swap.
help-box-all_wild-start = The first card turned starts the discard pile; whatever it is, its action is ignored.
help-box-all_wild-turn = On your turn, play one card: every card can be played on every card, and no colour is ever named.
help-box-all_wild-actions = Wild: nothing happens. Wild Skip: the next player misses a turn. Wild Skip Two: the next two players miss their turn. Wild Reverse: the direction of play changes. Wild Draw Two and Wild Draw Four: the next player draws 2 or 4 cards and misses a turn; nobody can challenge. Wild Targeted Draw Two: choose any other player, who draws 2 cards and keeps their turn. Wild Forced Swap: choose another player and swap hands with them.
help-box-all_wild-no-draw = You play a card on every turn: there is no drawing instead.
help-box-all_wild-stacking = In this box the Wild Draw Two stacks like a Draw Two; the Wild Targeted Draw Two never stacks.
help-box-all_wild-last-card = The round ends as soon as a player plays their last card. If it is a Wild Draw Two, a Wild Draw Four or a Wild Targeted Draw Two, its victim still draws before points are counted.
help-box-all_wild-values = Card values: a Wild is worth 20 points, every other card 50 points.
# A house note under All Wild (presentation/house_notes.py): its Wild Reverse has no colour.

house-reverse-deflect-wild = Reverse sends it back: { $player } played a Wild Reverse, so { $target } must now draw the { $count } cards or answer.
## The table: the boxes' cards, decisions and events (issue 32)

# The No Mercy and All Wild cards (docs/rules.md, "Names in three languages").

card-skip-everyone = { $color ->
    [red] Red
    [yellow] Yellow
    [green] Green
   *[blue] Blue
  } Skip Everyone
card-discard-all = { $color ->
    [red] Red
    [yellow] Yellow
    [green] Green
   *[blue] Blue
  } Discard All
card-draw-four = { $color ->
    [red] Red
    [yellow] Yellow
    [green] Green
   *[blue] Blue
  } Draw Four
card-wild-reverse-draw-four = Wild Reverse Draw Four
card-wild-draw-six = Wild Draw Six
card-wild-color-roulette = Wild Colour Roulette
card-wild-skip = Wild Skip
card-wild-skip-two = Wild Skip Two
card-wild-reverse = Wild Reverse
card-wild-draw-two = Wild Draw Two
card-wild-targeted-draw-two = Wild Targeted Draw Two
card-wild-forced-swap = Wild Forced Swap
why-kind-box = { $kind ->
    [skip_everyone] a Skip Everyone
    [discard_all] a Discard All
    [draw_four] a Draw Four
    [wild_reverse_draw_four] a Wild Reverse Draw Four
    [wild_draw_six] a Wild Draw Six
    [wild_color_roulette] a Wild Colour Roulette
    [wild_skip] a Wild Skip
    [wild_skip_two] a Wild Skip Two
    [wild_reverse] a Wild Reverse
    [wild_draw_two] a Wild Draw Two
    [wild_targeted_draw_two] a Wild Targeted Draw Two
   *[wild_forced_swap] a Wild Forced Swap
  }
why-nothing-fits-until = No card fits: draw until one does, and play it.
table-choose-draw-target = { $card }: choose who draws 2
table-choose-forced-swap = { $card }: you must swap hands; choose a player
table-choose-swap-seven = You played a 7: you must swap hands; choose a player
table-choose-roulette = Roulette: name a colour; you draw until it comes up
table-any-card = Any card plays
table-knocked-out = Knocked out!
table-discarded-all = { $count ->
    [one] +{ $count } card discarded
   *[other] +{ $count } cards discarded
  }
hint-draw-target = Make { $player } draw: they hold the fewest cards ({ $count }).
log-knocked-out = { $player } holds { $count } cards and is knocked out by the mercy rule; the hand goes under the discard pile.
log-discarded-all = { $player } discards { $count ->
    [one] { $count } more card
   *[other] { $count } more cards
  } of that colour.
log-drew-roulette = { $player } turns { $count ->
    [one] { $count } card
   *[other] { $count } cards
  } for the Colour Roulette.
table-knocked-plate = Knocked out
log-start-card-ignored = It does nothing: in All Wild the first card's action is ignored.
## No Mercy stacks draw cards by value; $value is the engine's (engine/draw_values.py).
why-nm-match = Play a { $color ->
    [red] red
    [yellow] yellow
    [green] green
   *[blue] blue
  } card or { $kind }, or a black card.
why-nm-match-color = Play a { $color ->
    [red] red
    [yellow] yellow
    [green] green
   *[blue] blue
  } card or a black card.
why-nm-answer = Only a draw card worth { $value } or more answers the penalty: { $answers }; or draw { $count ->
    [one] { $count } card
   *[other] { $count } cards
  }.
why-nm-take = Only a draw card worth { $value } or more answers the penalty, and you hold none: draw { $count ->
    [one] { $count } card
   *[other] { $count } cards
  }.
hint-roulette = Name { $color ->
    [red] red
    [yellow] yellow
    [green] green
   *[blue] blue
  }: you keep every card turned until it comes up.
hint-draw-target-plain = Make { $player } draw 2.
