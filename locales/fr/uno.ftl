# UNO desktop — français. Mêmes identifiants et mêmes variables que locales/en/uno.ftl
# (vérifié par tests/test_i18n.py). Vocabulaire de la boîte : Passe ton tour, Inversion, +2,
# Joker, Super Joker, talon, pioche, manche, partie, donneur, Contre-UNO.
# $color est toujours un code de couleur (red, yellow, green, blue) : chaque message choisit
# l'accord qui convient. Espaces insécables avant : ; ! ? et dans les guillemets « ».


## Écran de langue

lang-title = Choisissez votre langue
lang-continue = Appuyez sur Entrée pour continuer


## Menu principal

menu-title = UNO
menu-new-game = Nouvelle partie
menu-continue = Reprendre la partie
menu-settings = Réglages
menu-rules = Règles du jeu
menu-language = Langue
menu-statistics = Statistiques
menu-quit = Quitter


## Mots communs

common-ok = OK
common-cancel = Annuler
common-back = Retour
common-yes = Oui
common-no = Non
common-close = Fermer
common-list-and = { $first } et { $last }


## Nouvelle partie

setup-title = Nouvelle partie
setup-seats = Places
setup-seats-hint = De 2 à 10 joueurs
setup-player-count = { $count ->
    [one] { $count } joueur
   *[other] { $count } joueurs
  }
setup-seat = Place { $n }
setup-kind = Qui joue
setup-person = Humain
setup-bot = Ordinateur
setup-name = Nom
setup-hints = Indices pour ce joueur
setup-hints-off = Sans indices
setup-hints-on = Avec indices
setup-level = Niveau
setup-level-easy = Facile
setup-level-normal = Moyen
setup-level-hard = Difficile
setup-teams = Équipes
setup-team = Équipe { $n }
setup-add-seat = Ajouter une place
setup-remove-seat = Retirer cette place
setup-rules = Règles : { $preset }
setup-change-rules = Modifier les règles
setup-start = Commencer
setup-default-person = Joueur { $n }
setup-name-empty = Saisissez un nom.
setup-name-taken = Deux joueurs ne peuvent pas porter le même nom.
setup-only-bots = Seuls des ordinateurs jouent : vous regarderez la partie.

bot-name-1 = Zébulon
bot-name-2 = Praline
bot-name-3 = Gaston
bot-name-4 = Noisette
bot-name-5 = Filou
bot-name-6 = Biscotte
bot-name-7 = Pixel
bot-name-8 = Capucine
bot-name-9 = Loustic
bot-name-10 = Clochette


## Couleurs et cartes

color-red = Rouge
color-yellow = Jaune
color-green = Vert
color-blue = Bleu
color-black = Noir

card-number = { $number } { $color ->
    [red] rouge
    [yellow] jaune
    [green] vert
   *[blue] bleu
  }
card-skip = Passe ton tour { $color ->
    [red] rouge
    [yellow] jaune
    [green] vert
   *[blue] bleu
  }
card-reverse = Inversion { $color ->
    [red] rouge
    [yellow] jaune
    [green] verte
   *[blue] bleue
  }
card-draw-two = +2 { $color ->
    [red] rouge
    [yellow] jaune
    [green] vert
   *[blue] bleu
  }
card-wild = Joker
card-wild-draw-four = Super Joker
card-draw-ten = +10
card-hidden = une carte cachée


## Options de règles : opt-<id> est le nom, opt-<id>-help une ligne d'explication

opt-box = Boîte
opt-box-help = La boîte UNO dont les cartes sont distribuées : le jeu classique, UNO Show 'Em No Mercy ou UNO All Wild.
opt-blank_cards = Cartes vierges
opt-blank_cards-help = Ajoute les 4 cartes vierges du jeu de 112 cartes, jouées comme des +10.
opt-zero_worth_fifty = Zéro piégé
opt-zero_worth_fifty-help = Un 0 resté seul en main à la fin de la manche vaut 50 points au lieu de 0.
opt-hand_size = Cartes distribuées
opt-hand_size-help = Le nombre de cartes que reçoit chaque joueur en début de manche.
opt-dealer_selection = Premier donneur
opt-dealer_selection-help = Comment on désigne le donneur de la première manche ; ensuite, la donne passe à gauche.
opt-start_card = Carte de départ
opt-start_card-help = Ce qui se passe quand la première carte retournée est une carte Action ou une carte noire.
opt-allow_voluntary_draw = Piocher sans y être obligé
opt-allow_voluntary_draw-help = Vous pouvez piocher même si vous avez une carte jouable.
opt-drawn_card = Carte piochée
opt-drawn_card-help = Ce que vous faites d'une carte jouable que vous venez de piocher.
opt-draw_until_playable = Piocher jusqu'à pouvoir jouer
opt-draw_until_playable-help = On continue de piocher jusqu'à tomber sur une carte jouable.
opt-uno_penalty = Pénalité pour UNO oublié
opt-uno_penalty-help = Le nombre de cartes à piocher quand on se fait prendre sans avoir dit UNO.
opt-false_uno_penalty = Pénalité pour faux UNO
opt-false_uno_penalty-help = Dire UNO alors qu'il vous reste plus d'une carte coûte 2 cartes.
opt-liar_limit = Limite des menteurs
opt-liar_limit-help = Au bout de ce nombre de faux UNO, le joueur est éliminé de la partie.
opt-wd4_rule = Super Joker
opt-wd4_rule-help = Quand le Super Joker peut être joué, et s'il peut être contesté.
opt-stacking = Cumul
opt-stacking-help = Répondre à un +2 par un +2, ou à un Super Joker par un Super Joker, au lieu de piocher.
opt-stack_mixed = Cumul mélangé
opt-stack_mixed-help = Un +2 peut se poser sur un Super Joker de sa couleur, et un Super Joker sur un +2.
opt-reverse_deflect = L'Inversion renvoie
opt-reverse_deflect-help = Une Inversion de la couleur demandée renvoie un +2 ou un Super Joker à celui qui l'a joué.
opt-seven_zero = UNO 7-0
opt-seven_zero-help = Après un 0, chacun passe son jeu au suivant ; après un 7, on échange son jeu avec le joueur de son choix.
opt-jump_in = Saute-mouton
opt-jump_in-help = Jouer une carte identique à celle du talon à tout moment, même hors de son tour.
opt-double_play = Doublé
opt-double_play-help = Juste après avoir joué une carte, vous pouvez en poser une identique.
opt-swap_on_five = Échange sur le 5
opt-swap_on_five-help = Qui joue un 5 peut échanger une carte avec un autre joueur.
opt-circle_colour = Roue des couleurs
opt-circle_colour-help = Les cartes noires n'annoncent pas de couleur : la couleur avance d'un cran sur la roue rouge, bleu, vert, jaune.
opt-seven_rounds = UNO en 7 mains
opt-seven_rounds-help = Videz votre main de 7 cartes pour en recevoir 6, puis 5, et ainsi de suite jusqu'à une seule.
opt-turn_timer = Temps par tour
opt-turn_timer-help = Le temps dont dispose chaque joueur pour jouer.
opt-timeout_action = Temps écoulé
opt-timeout_action-help = Ce qui arrive à un joueur qui n'a pas joué à temps.
opt-play_until_last = Jusqu'au dernier
opt-play_until_last-help = La manche continue après le premier joueur sorti, jusqu'à ce qu'un seul ait encore des cartes.
opt-scoring = Décompte des points
opt-scoring-help = Comment on compte les points et quand la partie s'arrête.
opt-target = Score à atteindre
opt-target-help = Le score qui met fin à la partie.
opt-teams = Jeu en équipes
opt-teams-help = Les partenaires sont assis face à face et additionnent leurs points (4, 6, 8 ou 10 joueurs).
opt-rotate_partners = Partenaires tournants
opt-rotate_partners-help = Quatre joueurs, quatre manches, un nouveau partenaire à chaque manche ; le meilleur total individuel gagne.


## Valeurs des options : val-<id>-<valeur>, val-<id>-number pour les nombres, val-on/val-off

val-on = Activé
val-off = Désactivé
val-box-classic = Classique
val-box-no_mercy = UNO Show 'Em No Mercy
val-box-all_wild = UNO All Wild
val-blank_cards-off = Non utilisées
val-blank_cards-draw_ten = Comme des +10
val-dealer_selection-high_card = La plus forte carte donne
val-dealer_selection-random = Au hasard
val-start_card-official = Règle officielle
val-start_card-official_dealer_names = Officielle, le donneur choisit la couleur
val-start_card-redraw = On retourne jusqu'à un chiffre
val-drawn_card-may_play = Peut être jouée
val-drawn_card-must_play = Doit être jouée
val-wd4_rule-challenge = Bluff et contestation
val-wd4_rule-enforced = Seulement sans la couleur
val-wd4_rule-free = Toujours permis
val-stacking-off = Désactivé
val-stacking-cumulative = Les pénalités s'additionnent
val-stacking-deflect = On la renvoie, sans cumul
val-turn_timer-0 = Désactivé
val-turn_timer-30 = 30 s
val-turn_timer-60 = 1 min
val-turn_timer-120 = 2 min
val-timeout_action-draw_pass = Piocher une carte et passer
val-timeout_action-eliminate = Le joueur est éliminé
val-scoring-winner_takes = Le gagnant marque les points
val-scoring-penalty = Points contre soi
val-scoring-elimination = UNO challenge (élimination)
val-scoring-lazy = Décompte paresseux
val-scoring-single_round = Une seule manche
val-hand_size-number = { $n ->
    [one] { $n } carte
   *[other] { $n } cartes
  }
val-uno_penalty-number = { $n ->
    [one] { $n } carte
   *[other] { $n } cartes
  }
val-liar_limit-number = { $n ->
    [0] Désactivée
    [one] { $n } faux UNO
   *[other] { $n } faux UNO
  }
val-target-number = { $n ->
    [one] { $n } point
   *[other] { $n } points
  }


## Groupes d'options, préréglages, incompatibilités, nombre de joueurs

group-dealing = Cartes et donne
group-turn = Votre tour
group-uno = Annoncer UNO
group-wd4 = Super Joker
group-house = Règles maison
group-scoring = Fin de manche et points
group-teams = Équipes
group-timer = Chrono

preset-official = Règles officielles
preset-official-help = Les règles de la boîte, avec le bluff et la contestation du Super Joker.
preset-chat_classic = Classique du tchat
preset-chat_classic-help = Les règles du jeu en tchat : Super Joker toujours permis, carte piochée obligatoirement jouée, 2 minutes par tour, jusqu'au dernier.
preset-house_party = Soirée maison
preset-house_party-help = Les règles officielles avec le cumul, le 7-0 et le saute-mouton.
preset-custom = Personnalisées
preset-custom-help = Votre propre mélange d'options.

conflict-stack_mixed = Le cumul mélangé demande le cumul « Les pénalités s'additionnent ».
conflict-liar_limit = La limite des menteurs compte les faux UNO : la pénalité pour faux UNO doit être activée.
conflict-rotate_partners = Les partenaires tournants demandent le jeu en équipes et le décompte « Le gagnant marque les points ».
conflict-teams = Le jeu en équipes ne va ni avec « Jusqu'au dernier », ni avec l'élimination, ni avec le décompte paresseux.

players-bad_players = Une partie se joue de 2 à 10 joueurs.
players-teams_players = Le jeu en équipes demande 4, 6, 8 ou 10 joueurs.
players-rotate_players = Les partenaires tournants demandent exactement 4 joueurs.
players-deck_too_small = Pas assez de cartes pour autant de joueurs : distribuez moins de cartes ou retirez une place.

rules-title = Règles
rules-preset = Préréglage
rules-reset = Revenir aux règles officielles
rules-help = Expliquer les règles


## Réglages de l'application (pas les règles)

settings-title = Réglages
settings-animation = Vitesse des animations
settings-bot-pace = Rythme des ordinateurs
settings-reaction = Temps pour réagir
settings-reaction-relaxed = Détendu
settings-reaction-normal = Normal
settings-reaction-quick = Rapide
settings-speed-slow = Lente
settings-speed-normal = Normale
settings-speed-fast = Rapide
settings-speed-instant = Instantanée
settings-sound = Son
settings-volume = Volume
settings-colorblind = Aide aux daltoniens
settings-colorblind-help = Affiche un symbole propre à chaque couleur sur les cartes.
settings-large-text = Grands caractères
settings-large-text-help = Tous les textes du jeu environ un tiers plus grands, pour lire de plus loin.
settings-show-playable = Montrer les cartes jouables
settings-show-playable-help = Les cartes que vous pouvez jouer ressortent de votre main.
settings-fullscreen = Plein écran
settings-language = Langue
settings-rules = Règles du jeu
settings-rules-locked = Les règles ne peuvent pas changer en cours de partie.
settings-reset = Rétablir les valeurs par défaut
settings-damaged = Le fichier de réglages était abîmé ; une copie a été gardée dans { $path } et les réglages par défaut sont utilisés.


## Journal de la partie : une ligne par événement du moteur

log-dealer-chosen = { $player } distribue.
log-dealt = { $player } distribue { $count ->
    [one] { $count } carte
   *[other] { $count } cartes
  } à chaque joueur.
log-start-card = Carte de départ : { $card }.
log-start-card-returned = { $count ->
    [one] { $count } carte est retournée dans la pioche
   *[other] { $count } cartes sont retournées dans la pioche
  } avant la carte de départ.
log-played = { $player } joue : { $card }.
log-played-black = { $player } joue : { $card }. La couleur est maintenant le { $color ->
    [red] rouge
    [yellow] jaune
    [green] vert
   *[blue] bleu
  }.
log-played-jump-in = { $player } fait saute-mouton : { $card } !
log-played-double = { $player } enchaîne : { $card }.
log-drew = { $player } pioche { $count ->
    [1] une carte
    [one] { $count } carte
   *[other] { $count } cartes
  }.
log-drew-penalty = { $player } pioche { $count ->
    [one] { $count } carte
   *[other] { $count } cartes
  } de pénalité.
log-drew-uno_penalty = { $player } pioche { $count ->
    [one] { $count } carte
   *[other] { $count } cartes
  } pour avoir oublié UNO.
log-drew-false_uno = { $player } pioche { $count ->
    [one] { $count } carte
   *[other] { $count } cartes
  } pour un faux UNO.
log-drew-challenge = { $player } pioche { $count ->
    [one] { $count } carte
   *[other] { $count } cartes
  } après la contestation.
log-drew-seven_rounds = { $player } pioche une nouvelle main de { $count ->
    [one] { $count } carte
   *[other] { $count } cartes
  }.
log-drew-timeout = Temps écoulé : { $player } pioche { $count ->
    [one] { $count } carte
   *[other] { $count } cartes
  }.
log-kept = { $player } garde la carte.
log-color-named = { $player } demande du { $color ->
    [red] rouge
    [yellow] jaune
    [green] vert
   *[blue] bleu
  }.
log-direction-clockwise = Le jeu tourne dans le sens des aiguilles d'une montre.
log-direction-counter = Le jeu tourne dans le sens inverse des aiguilles d'une montre.
log-skipped = { $player } passe son tour.
log-turn = À { $player } de jouer.
log-penalty-grew = La pénalité monte à { $count ->
    [one] { $count } carte
   *[other] { $count } cartes
  } : à { $player } de répondre.
log-uno-called = { $player } annonce UNO !
log-uno-caught = Contre-UNO ! { $catcher } a surpris { $player } sans UNO : { $count ->
    [one] { $count } carte
   *[other] { $count } cartes
  } à piocher.
log-false-uno = { $player } a dit UNO pour rien : { $count ->
    [one] { $count } carte
   *[other] { $count } cartes
  } à piocher.
log-challenge-bluff = { $challenger } conteste : { $player } bluffait ! { $player } pioche { $count ->
    [one] { $count } carte
   *[other] { $count } cartes
  }.
log-challenge-fair = { $challenger } conteste, mais { $player } avait le droit de jouer ce Super Joker : { $challenger } pioche { $count ->
    [one] { $count } carte
   *[other] { $count } cartes
  }.
log-card-taken-back = { $player } reprend sa carte ({ $card }) ; la couleur redevient le { $color ->
    [red] rouge
    [yellow] jaune
    [green] vert
   *[blue] bleu
  }.
log-hands-rotated-clockwise = Tous les jeux passent au voisin, dans le sens des aiguilles d'une montre.
log-hands-rotated-counter = Tous les jeux passent au voisin, dans le sens inverse des aiguilles d'une montre.
log-hands-swapped = { $player } échange son jeu avec { $target }.
log-cards-traded = { $player } échange une carte avec { $target }.
log-cards-traded-you = Donné : { $card }. Reçu : { $received }.
log-reshuffled = Le talon est mélangé et forme une nouvelle pioche de { $count ->
    [one] { $count } carte
   *[other] { $count } cartes
  }.
log-player-out-forfeit = { $player } abandonne la partie.
log-player-out-liar = Trop de faux UNO : { $player } est hors jeu.
log-player-out-timeout = Temps écoulé : { $player } est hors jeu.
log-player-out-elimination = { $player } a atteint la limite et quitte la partie.
log-finished = { $player } termine { $place ->
    [1] à la 1re place
   *[other] à la { $place }e place
  }.
log-next-hand = { $player } a vidé sa main et reçoit { $count ->
    [one] { $count } nouvelle carte
   *[other] { $count } nouvelles cartes
  }.
log-round-won = { $player } remporte la manche !
log-round-blocked = Plus personne ne peut jouer : { $player } a la main la plus faible et remporte la manche.
log-round-last-standing = Plus que { $player } en jeu : la manche lui revient.
log-round-number = Manche { $number }
log-score-line = { $player } : { $points ->
    [one] +{ $points } point
   *[other] +{ $points } points
  } (total { $total })
log-match-won = { $player } remporte la partie !
log-match-won-many = { $players } remportent la partie !


## Coups refusés : err-<code> de l'IllegalAction du moteur

err-unknown = Ce coup n'est pas permis.
err-not_your_turn = Ce n'est pas votre tour.
err-not_playable = Cette carte ne peut pas être jouée maintenant.
err-no_such_card = Vous n'avez pas cette carte.
err-need_color = Choisissez d'abord une couleur.
err-bad_color = Vous ne pouvez pas choisir cette couleur.
err-wd4_not_allowed = Le Super Joker ne se joue que si vous n'avez aucune carte de la couleur demandée.
err-draw_not_allowed = Vous avez une carte jouable : vous ne pouvez pas piocher.
err-must_play_drawn = Vous devez jouer la carte que vous avez piochée.
err-nothing_to_catch = Il n'y a personne à prendre en faute.
err-uno_not_applicable = Vous ne pouvez pas annoncer UNO maintenant.
err-no_challenge = Il n'y a rien à contester.
err-bad_target = Vous ne pouvez pas choisir ce joueur.
err-must_choose_seat = Choisissez un joueur : l'effet de cette carte est obligatoire.
err-not_identical = Seule une carte identique à celle du talon peut être jouée maintenant.
err-jump_in_not_allowed = Vous ne pouvez pas jouer hors de votre tour maintenant.
err-no_timer = Cette partie se joue sans limite de temps.
err-round_over = La manche est terminée.
err-wrong_decision = Le jeu attend autre chose de vous.
err-must_answer_penalty = Répondez d'abord à la pénalité : ajoutez une carte ou piochez.
err-not_in_game = Ce joueur ne participe plus à la partie.
err-wrong_seat = Cette place n'est pas la vôtre.
err-save-corrupt = La partie sauvegardée est abîmée et ne peut pas être chargée.
err-save-newer = La partie sauvegardée vient d'une version plus récente du jeu et ne peut pas être chargée.


## La table

table-hint = Indice
hint-off = Pas d'indices pour cette place : activez-les dans Nouvelle partie.
hint-not-now = Rien à faire pour l'instant : l'indice viendra à votre tour.
table-uno = UNO !
table-catch = Contre-UNO !
table-catch-player = Contre-UNO sur { $player } !
table-challenge = Contester
table-accept = Accepter
table-draw = Piocher
table-keep = Garder
table-play = Jouer
table-pass = Passer
table-jump-in = Saute-mouton !
table-choose-color = Choisissez une couleur
table-choose-swap = Choisissez avec qui échanger votre jeu
table-choose-trade = Choisissez avec qui échanger une carte
table-choose-give = Choisissez la carte à donner
table-turn = À { $player } de jouer
table-your-turn = À vous, { $player }
table-pass-screen = Passez l'écran à { $name }
table-look-away = Les cartes de { $name } vont s'afficher : les autres, détournez les yeux
table-click-ready = Cliquez dès que { $name } est devant l'écran
table-direction-clockwise = Sens horaire
table-direction-counter = Sens antihoraire
table-draw-pile = Pioche
table-discard-pile = Talon
table-cards-left = { $count ->
    [one] { $count } carte en main
   *[other] { $count } cartes en main
  }
table-penalty = Pénalité : { $count }
table-timer = { $seconds } s
table-current-color = Couleur : { $color ->
    [red] rouge
    [yellow] jaune
    [green] vert
   *[blue] bleu
  }
table-challenge-prompt = { $player } a joué un Super Joker contre vous. Le contester, ou piocher { $count } ?
table-penalty-prompt = Piocher { $count ->
    [one] { $count } carte
   *[other] { $count } cartes
  }, ou répondre avec une carte ?
table-drawn-prompt = Vous avez pioché : { $card }. La jouer ou la garder ?
table-hand-of = { $player } montre son jeu
table-thinking = { $player } réfléchit…
table-out = Hors jeu
table-team = Équipe { $n }
table-partner = avec { $names }
table-lies = Faux UNO : { $count }
table-forfeit-confirm = { $player } veut vraiment abandonner la partie ?

table-pause-title = Pause
table-pause-resume = Reprendre
table-pause-rules = Règles
table-pause-forfeit = Quitter la partie
table-pause-save-quit = Sauvegarder et quitter

table-round-title = Manche { $number }
table-round-winner = { $player } remporte la manche !
table-round-points = { $points ->
    [one] { $points } point
   *[other] { $points } points
  }
table-round-total = Total : { $total }
table-round-next = Manche suivante
table-col-player = Joueur
table-col-cards = Cartes restantes
table-col-points = Points
table-col-total = Total

table-match-title = Classement final
table-match-winner = { $player } remporte la partie !
table-match-winners = { $players } remportent la partie !
table-place = { $place ->
    [1] 1re
   *[other] { $place }e
  }
table-match-again = Rejouer
table-match-menu = Retour au menu

table-crash-title = Oups !
table-crash = Désolé, un problème est survenu. La partie a été sauvegardée. Fichier journal : { $path }


## Comment jouer. Un message par paragraphe ; i18n.help_sections() choisit ceux qui
## correspondent aux règles en cours. Les retours à la ligne du source deviennent des espaces.

help-title = Règles du jeu
help-heading-goal = Le but du jeu
help-heading-deck = Les cartes
help-heading-turn = Votre tour
help-heading-uno = UNO !
help-heading-wd4 = Le Super Joker
help-heading-house = Règles maison
help-heading-end = Fin d'une manche
help-heading-scoring = Les points
help-heading-teams = Équipes
help-heading-timer = Temps limite

help-goal-winner-takes = Soyez le premier à vous débarrasser de toutes vos cartes. Le gagnant d'une
    manche marque les points des cartes restées dans les mains des autres ; le premier à atteindre
    { $target_score } points gagne la partie.
help-goal-penalty = Débarrassez-vous de vos cartes au plus vite : à chaque manche, les cartes qui
    vous restent en main comptent contre vous. Dès qu'un joueur atteint { $target_score } points,
    celui qui a le moins de points gagne.
help-goal-elimination = Débarrassez-vous de vos cartes au plus vite : les cartes qui vous restent en
    main comptent contre vous. Un joueur qui atteint { $target_score } points est éliminé ; le
    dernier en course gagne.
help-goal-lazy = Soyez le premier à vous débarrasser de toutes vos cartes. Personne ne tient les
    comptes : chaque manche a son gagnant, et vous arrêtez quand vous voulez.
help-goal-single-round = Soyez le premier à vous débarrasser de toutes vos cartes. Une seule manche
    décide de tout.

help-deck = Le jeu compte 108 cartes de quatre couleurs (rouge, jaune, vert et bleu) : dans chaque
    couleur, un 0, deux exemplaires de chaque chiffre de 1 à 9, et deux cartes Passe ton tour, deux
    Inversion et deux +2. S'y ajoutent 4 Jokers et 4 Super Jokers, qui sont noirs.
help-deck-blank = On ajoute les quatre cartes vierges, ce qui fait 112 cartes. Chacune vaut un +10 :
    le joueur suivant pioche 10 cartes et passe son tour. Elle peut toujours être jouée et ne
    peut pas être contestée.
help-deal = Chaque joueur reçoit { $count } cartes. Le reste forme la pioche ; sa première carte est
    retournée pour commencer le talon. Le joueur à gauche du donneur commence, et le jeu tourne
    dans le sens des aiguilles d'une montre.
help-dealer-high-card = Pour la première manche, chacun tire une carte et le plus fort chiffre
    distribue (les cartes Action et les cartes noires valent 0). Ensuite, la donne passe à gauche.
help-dealer-random = Le premier donneur est tiré au hasard. Ensuite, la donne passe à gauche.
help-start-official = Si la carte de départ est un +2, le premier joueur pioche 2 cartes et passe
    son tour ; un Passe ton tour fait sauter le premier joueur ; une Inversion fait commencer le joueur à
    droite du donneur, dans l'autre sens ; sur un Joker, le premier joueur choisit la couleur. Un
    Super Joker est remis dans la pioche et on retourne une autre carte.
help-start-official-dealer-names = Si la carte de départ est un +2, le premier joueur pioche 2
    cartes et passe son tour ; un Passe ton tour fait sauter le premier joueur ; une Inversion fait
    commencer le joueur à droite du donneur, dans l'autre sens ; sur un Joker, c'est le donneur qui
    choisit la couleur. Un Super Joker est remis dans la pioche et on retourne une autre carte.
help-start-redraw = Si la carte de départ est une carte Action ou une carte noire, elle est remise
    dans la pioche et on en retourne une autre, jusqu'à tomber sur un chiffre.

help-turn = À votre tour, recouvrez la carte du talon avec une carte de la même couleur, du même
    chiffre ou du même symbole. Par exemple, sur un 7 rouge, vous pouvez jouer n'importe quelle
    carte rouge ou n'importe quel 7. Une carte noire se joue sur tout.
help-actions = Passe ton tour : le joueur suivant passe son tour. Inversion : le sens du jeu change. +2 : le
    joueur suivant pioche 2 cartes et passe son tour. Joker : vous choisissez la couleur suivante
    (même la couleur en cours). Super Joker : vous choisissez la couleur, et le joueur suivant
    pioche 4 cartes et passe son tour.
help-two-players = À deux joueurs, l'Inversion fait l'effet d'un Passe ton tour : vous rejouez. Après un +2
    ou un Super Joker, vous rejouez aussi dès que l'autre a pioché.
help-draw-voluntary-on = Si vous ne pouvez pas jouer, ou ne le voulez pas, piochez une carte.
help-draw-voluntary-off = Vous ne pouvez piocher que si vous n'avez aucune carte jouable.
help-drawn-card-may-play = Si la carte piochée peut être jouée, vous pouvez la poser tout de suite.
    Sinon, vous la gardez et c'est au suivant.
help-drawn-card-must-play = Si la carte piochée peut être jouée, vous devez la poser tout de suite.
    Sinon, vous la gardez et c'est au suivant.
help-draw-until-playable = Règle maison : vous piochez jusqu'à tomber sur une carte jouable.
help-reshuffle = Quand la pioche est épuisée, on mélange le talon, sauf sa dernière carte, pour
    former une nouvelle pioche.
help-blocked = Si plus personne ne peut ni jouer ni piocher, la manche s'arrête et le joueur dont
    la main vaut le moins de points la remporte.
help-forfeit = Un joueur peut abandonner à tout moment : il est classé dernier, ses cartes vont
    sous la pioche et les autres continuent.

help-uno = Quand vous jouez votre avant-dernière carte, annoncez UNO ! Vous pouvez le faire juste
    avant de la poser ou juste après, tant que le joueur suivant n'a pas joué. Si un adversaire
    vous prend en faute avant (Contre-UNO !), vous piochez { $count ->
        [one] { $count } carte
       *[other] { $count } cartes
    }.
help-false-uno = Dire UNO alors qu'il vous reste plus d'une carte coûte 2 cartes.
help-liar-limit = Au bout de { $count ->
    [one] { $count } faux UNO
   *[other] { $count } faux UNO
  }, le joueur est éliminé de la partie.

help-wd4-challenge = Vous n'avez le droit de jouer un Super Joker que si vous n'avez aucune carte de
    la couleur demandée (les cartes d'autres couleurs de même chiffre ne comptent pas). Vous
    pouvez bluffer : le joueur suivant peut vous contester. Si vous avez bluffé, vous reprenez la
    carte, vous piochez 4 cartes et la couleur redevient ce qu'elle était. Si vous étiez dans
    votre droit, c'est lui qui pioche 6 cartes au lieu de 4.
help-wd4-enforced = Vous ne pouvez jouer un Super Joker que si vous n'avez aucune carte de la
    couleur demandée. Le jeu ne vous laisse pas bluffer : il n'y a donc pas de contestation.
help-wd4-free = Un Super Joker peut toujours être joué, comme un Joker. Il n'y a pas de
    contestation.
help-house-none = Aucune règle maison n'est en jeu.
help-stacking-cumulative = Cumul : face à un +2, vous pouvez poser un +2 ; face à un Super Joker, un
    Super Joker. Les pénalités s'additionnent, et le premier joueur qui n'en pose pas pioche le
    total. Une seule carte par tour.
help-stacking-deflect = Renvoi : face à un +2, vous pouvez jouer un +2 pour le faire passer au
    suivant. Les pénalités ne s'additionnent pas : le dernier de la chaîne ne pioche que 2 cartes.
help-stack-mixed = Cumul mélangé : un +2 peut aussi se poser sur un Super Joker de sa couleur, et un
    Super Joker sur un +2.
help-reverse-deflect = L'Inversion renvoie : face à un +2 ou un Super Joker, jouez une Inversion de
    la couleur demandée pour renvoyer la pénalité à celui qui l'a jouée.
help-seven-zero = UNO 7-0 : après un 0, chaque joueur passe son jeu à son voisin, dans le sens du
    jeu. Après un 7, vous échangez votre jeu avec le joueur de votre choix.
help-jump-in = Saute-mouton : si vous avez exactement la même carte que celle du talon (même
    couleur et même chiffre ou symbole), vous pouvez la jouer aussitôt, même hors de votre tour.
    Le jeu reprend à partir de vous. Pas sur la carte de départ, et jamais avec un Super Joker.
help-double-play = Doublé : juste après avoir joué une carte, vous pouvez poser une carte identique,
    l'une après l'autre.
help-swap-on-five = Échange sur le 5 : quand vous jouez un 5, vous pouvez échanger une carte avec un
    autre joueur. Chacun choisit la carte qu'il donne.
help-circle-colour = Roue des couleurs : les cartes noires n'annoncent pas de couleur. La couleur
    avance d'un cran sur la roue rouge, bleu, vert, jaune : en avant quand le jeu tourne dans le
    sens des aiguilles d'une montre, en arrière sinon.
help-seven-rounds = UNO en 7 mains : quand vous videz votre main de { $count } cartes, vous recevez
    une nouvelle main d'une carte de moins et vous continuez. Vous gagnez la manche en posant la
    dernière carte d'une main d'une seule carte.

help-timer = Chaque tour dure au plus { $seconds } secondes.
help-timeout-draw-pass = Quand le temps est écoulé, le joueur pioche une carte et passe son tour.
help-timeout-eliminate = Quand le temps est écoulé, le joueur est éliminé de la partie.

help-round-end = La manche se termine dès qu'un joueur pose sa dernière carte. Si c'est un +2 ou
    un Super Joker, le joueur suivant pioche quand même les cartes avant qu'on compte les points.
help-play-until-last = Jusqu'au dernier : la manche continue après le premier joueur sorti, jusqu'à
    ce qu'un seul joueur ait encore des cartes. L'ordre de sortie donne le classement.
help-card-values = Valeur des cartes : les chiffres valent leur valeur ; Passe ton tour, Inversion et +2
    valent 20 points ; les cartes noires 50 points.
help-zero-worth-fifty = Zéro piégé : un 0 resté seul en main vaut 50 points.
help-scoring-winner-takes = Le gagnant de la manche marque la valeur de toutes les cartes restées
    dans les mains des autres. Le premier à atteindre { $target_score } points gagne la partie.
help-scoring-penalty = Chaque joueur ajoute à son total la valeur de sa propre main. Dès qu'un
    joueur atteint { $target_score } points, la partie s'arrête et le plus petit total gagne.
help-scoring-elimination = Chaque joueur ajoute à son total la valeur de sa propre main. Qui atteint
    { $target_score } points est éliminé ; le dernier en course gagne.
help-scoring-lazy = Personne ne tient les comptes. Le gagnant de la manche commence la suivante, et
    celui qui a le plus de points en main la distribue. Arrêtez quand vous voulez.
help-scoring-single-round = Une seule manche : le premier joueur sorti gagne.

help-teams = Les partenaires sont assis face à face. La manche s'arrête dès qu'un partenaire n'a
    plus de cartes, et les partenaires additionnent leurs points.
help-rotate-partners = À quatre, jouez quatre manches en changeant de partenaire à chaque manche.
    Le meilleur total individuel gagne.

## Notices about files, the crash screen (app shell)

notice-dismiss = Cliquez ici pour fermer ce message.
notice-file-damaged = Un fichier abîmé a été mis de côté (une copie est conservée ici : { $path }) ; le jeu continue sans lui.
notice-file-partly-reset = Certains réglages étaient abîmés : { $detail } ont repris leur valeur par défaut, tout le reste est conservé (une copie de l'ancien fichier est ici : { $path }).
notice-stats-partly-reset = Certaines statistiques étaient abîmées et ont été retirées ({ $count }) ; le reste est conservé (une copie de l'ancien fichier est ici : { $path }).
notice-setting-seats = les joueurs de la dernière table
notice-setting-version = la version du fichier
notice-file-unreadable = Impossible de lire le fichier { $path } ; le jeu continue sans lui.
notice-write-failed = Impossible d'enregistrer le fichier { $path } (le disque est-il plein ?). Le jeu continue.
notice-autosave-recovered = La dernière sauvegarde automatique était inutilisable : la partie reprend au coup précédent.
menu-continue-damaged = La partie sauvegardée est abîmée et ne peut pas être reprise. Une copie est conservée ici : { $path }
menu-continue-newer = La partie sauvegardée vient d'une version plus récente du jeu et ne peut pas être reprise ici. Une copie est conservée ici : { $path }
menu-replace-title = Une partie est en cours
menu-replace-question = Commencer une nouvelle partie remplace la partie sauvegardée : elle ne pourra plus être reprise.
menu-replace-yes = Préparer une nouvelle partie
stats-title = Statistiques
stats-empty = Aucune partie n'a encore été jouée jusqu'au bout. Dès qu'une partie est finie, tous ceux qui l'ont jouée apparaissent ici.
stats-col-player = Joueur
stats-col-matches = Parties
stats-col-wins = Gagnées
stats-col-rate = Taux de victoire
stats-col-rounds = Manches gagnées
stats-rate = { $rate } %
stats-bot = Ordinateur ({ $level })
stats-hinted = { $count ->
    [one] 1 manche avec indices
   *[other] { $count } manches avec indices
  }
stats-more = … et { $count } de plus
stats-reset = Remettre à zéro
stats-reset-title = Remettre les statistiques à zéro ?
stats-reset-question = Toutes les parties et manches comptées jusqu'ici seront oubliées, pour tous les joueurs.
stats-reset-yes = Remettre à zéro
crash-body = Désolé, un problème est survenu. Une partie en cours est sauvegardée après chaque coup : choisissez « Reprendre la partie » dans le menu pour la continuer. Si cela se reproduit, envoyez-nous ce fichier journal : { $path }
crash-menu = Retour au menu

## Settings screen: the general page (app shell)

settings-page-app = Général
settings-animation-help = La vitesse à laquelle les cartes volent, se retournent et sont mélangées. « Instantanée » supprime les animations.
settings-bot-pace-help = Le temps que prend un ordinateur pour jouer chaque coup, pour que vous puissiez suivre la partie.
settings-reaction-help = Combien de temps reste ouverte la chance de faire un contre-UNO à un joueur qui a oublié de dire UNO, ou de faire saute-mouton, quand une personne pourrait la saisir : les ordinateurs l'attendent. Détendu : 5 s, Normal : 3 s, Rapide : sans attente.
settings-seconds = { $n } s
settings-sound-help = Le bruit des cartes, des annonces UNO et des victoires.
settings-volume-help = Le volume des effets sonores.
settings-needs-turn-timer = Ne compte qu'avec un temps limité : réglez d'abord « Temps par tour ».
settings-needs-target = Ne compte que si le décompte des points va jusqu'à un score à atteindre.
settings-needs-sound = Ne compte que si le son est activé.
settings-fullscreen-help = Jouer sur tout l'écran. La touche F11 bascule à tout moment.
settings-language-help = La langue du jeu. Les noms saisis par les joueurs restent tels quels.


## The table (more): shouts, the challenge reveal, buttons, the pass screen

table-caught = Pris !
table-false-uno = Faux UNO !
table-bluff = Bluff !
table-fair = Coup régulier !
table-reveal-title = Le jeu de { $player } au moment du Super Joker
table-reveal-bluff = C'était un bluff : { $player } avait une carte { $color ->
    [red] rouge
    [yellow] jaune
    [green] verte
    [blue] bleue
   *[other] de la couleur
  } et reprend son Super Joker.
table-reveal-fair = Coup régulier : { $player } n'avait aucune carte { $color ->
    [red] rouge
    [yellow] jaune
    [green] verte
    [blue] bleue
   *[other] de la couleur
  }.
table-take = { $count ->
    [one] Piocher { $count } carte
   *[other] Piocher { $count } cartes
  }
table-double-prompt = Posez aussi la carte identique, ou passez.
table-points-short = { $points ->
    [one] { $points } pt
   *[other] { $points } pts
  }
table-sound-off = Son coupé (M)
table-sound-on = Son activé (M)
table-show-hand = Je suis { $name } : montrer mes cartes
table-uno-by = { $name } : UNO !
table-catch-by = { $name } : contre-UNO sur { $player } !

## New game screen (app shell)

setup-level-random = Coups au hasard

## Refus du moteur ajoutés avec ses codes définitifs
err-malformed = Ce coup n'est pas un coup valable de cette partie.
err-match_over = La partie est terminée.
err-no_round = La partie n'a pas encore commencé.
err-round_not_over = La manche n'est pas encore finie.
err-unknown_action = Le jeu ne connaît pas ce coup.
err-uno_already_called = « UNO ! » a déjà été annoncé.
err-uno_too_late = Trop tard : vous avez déjà été pris.

## Les téléphones comme mains privées : la page du téléphone et les refus du serveur
phone-title = UNO
phone-connecting = Connexion à la table…
phone-reconnecting = Connexion perdue. Reconnexion…
phone-code-prompt = Tapez le code affiché sur le grand écran
phone-code-join = Rejoindre
phone-your-cards = Vos cartes
phone-ended = La partie est terminée. Merci d'avoir joué !
phone-err-too_big = Ce message est trop long.
phone-err-bad_message = Le jeu n'a pas compris ce message.
phone-err-rate_limited = Trop de messages : ralentissez.
phone-err-stale = Ce coup n'est plus possible : la table a changé.
phone-err-busy = Patientez : votre dernier coup est en route.
phone-err-not_holder = Ce téléphone n'occupe plus cette place.
phone-err-bad_key = Ce code ou ce lien n'appartient pas à cette partie. Scannez de nouveau le code du grand écran.
phone-err-seat_taken = Un autre téléphone occupe déjà cette place. Demandez à l'hôte de la libérer.
phone-err-version = Cette page vient d'une autre version du jeu. Rechargez-la.
phone-err-blocked = Trop de codes erronés depuis ce téléphone.
phone-err-hello_first = Rejoignez d'abord la partie.
phone-err-hello_timeout = Le téléphone a mis trop de temps à rejoindre la partie. Rechargez la page.
phone-err-replaced = Cette place a été rouverte dans une autre fenêtre.
phone-err-freed = L'hôte a libéré cette place.
phone-err-seat_closed = Cette place ne se joue plus sur un téléphone.
phone-err-game_over = La partie est terminée. Merci d'avoir joué !
phone-err-full = La table a trop de connexions.

## Commandes (la dernière section de l'aide) ; les noms de touches sont des variables.
help-heading-controls = Commandes
help-controls-mouse = À la souris : cliquez sur une carte de votre main pour la jouer, sur la
    pioche pour piocher, sur un bouton (UNO !, Contre-UNO !, Contester…) pour l'utiliser, et
    sur le nom d'un joueur quand il faut en choisir un.
help-controls-keys = Au clavier : les flèches Gauche et Droite choisissent une carte de votre
    main ; les flèches Haut et Bas (ou { $tab }) passent aux boutons et de l'un à l'autre ;
    { $enter } (ou { $space }) joue la carte choisie ou appuie sur le bouton choisi.
help-controls-shortcuts = { $draw } pioche une carte, { $uno } annonce UNO !, { $catch } prend en
    faute un joueur qui n'a pas dit UNO à temps (il pioche la pénalité). Après un Joker,
    { $colors } choisissent la couleur : 1 rouge, 2 jaune, 3 vert, 4 bleu.
help-controls-hint = { $hint } donne un indice, pour un joueur qui a demandé les indices dans Nouvelle
    partie : ce que ferait un bon joueur, et pourquoi. Menu → Apprendre à jouer : une première manche guidée.
help-controls-window = { $esc } met le jeu en pause : reprendre, les règles, les réglages,
    quitter la partie, ou sauvegarder et quitter. { $mute } coupe ou rétablit le son,
    { $fullscreen } passe en plein écran ou en revient.
key-enter = Entrée
key-space = Espace
key-tab = Tab
key-esc = Échap
table-pause-settings = Réglages

## Les téléphones à la table : nouvelle partie, salle d'attente des téléphones, état sur le grand écran
setup-phone = Téléphone
setup-phone-wait = Sans téléphone, la place attend
setup-phone-takeover = Ordinateur après { $seconds } s sans téléphone
setup-phone-takeover-hint = Quand un téléphone se déconnecte : sa place l'attend, ou l'ordinateur joue cette place après ce délai.
setup-phone-listen-lan = Téléphones : ce réseau
setup-phone-listen-any = Téléphones : toutes les interfaces
setup-phone-listen-hint = Où le jeu attend les téléphones : l'adresse de cet ordinateur sur le réseau local (le plus sûr), ou toutes les interfaces réseau de cet ordinateur.
lobby-title = Les téléphones rejoignent la table
lobby-help = Chaque joueur scanne son code QR avec l'appareil photo du téléphone, ou ouvre { $address } dans le navigateur du téléphone et tape son code. Ni application, ni compte.
lobby-everywhere = À l'écoute sur toutes les interfaces de cet ordinateur ({ $address }) : tout réseau auquel il est relié peut joindre la partie.
lobby-loopback = Aucun réseau local trouvé : seul cet ordinateur peut ouvrir cette adresse.
lobby-code = Code : { $code }
lobby-state-waiting = En attente du téléphone…
lobby-state-connected = Connecté
lobby-state-dropped = Téléphone déconnecté
lobby-free = Libérer cette place
lobby-free-hint = Renvoyer ce téléphone, pour qu'un autre téléphone prenne la place avec le même code.
lobby-start = Commencer
lobby-start-anyway = Commencer quand même
lobby-not-all = Tous les téléphones n'ont pas encore rejoint la table.
lobby-error = Le serveur des téléphones n'a pas pu démarrer : { $detail }
table-phone-badge-connected = Téléphone
table-phone-badge-dropped = Téléphone perdu
table-phone-badge-waiting = Attend le téléphone
table-phone-badge-bot = L'ordinateur joue
table-phone-dropped = Le téléphone de { $player } s'est déconnecté. Sa place l'attend.
table-phone-back = Le téléphone de { $player } est de retour.
table-phone-bot = Le téléphone de { $player } est absent : l'ordinateur joue désormais cette place.

## Pourquoi une carte ne peut pas être jouée maintenant, et ce qui irait (presentation/refusal.py)
why-kind = { $kind ->
    [skip] un Passe ton tour
    [reverse] une Inversion
    [draw_two] un +2
    [wild] un Joker
    [wild_draw_four] un Super Joker
    [draw_ten] un +10
   *[number] un { $number }
  }
why-or = { $first } ou { $last }
why-match = Jouez une carte { $color ->
    [red] rouge
    [yellow] jaune
    [green] verte
   *[blue] bleue
  } ou { $kind }, ou un Joker.
why-match-color = Jouez une carte { $color ->
    [red] rouge
    [yellow] jaune
    [green] verte
   *[blue] bleue
  } ou un Joker.
why-nothing-fits = Aucune carte ne convient : piochez une carte.
why-wd4 = Le Super Joker ne se joue que si vous n'avez aucune carte { $color ->
    [red] rouge
    [yellow] jaune
    [green] verte
   *[blue] bleue
  }.
why-drawn = Seule la carte que vous venez de piocher peut être jouée, ou gardez-la.
why-keep = La carte piochée ne peut pas être jouée : gardez-la.
why-answer = Répondez à la pénalité avec { $answers }, ou piochez { $count ->
    [one] { $count } carte
   *[other] { $count } cartes
  }.
why-take = Aucune carte ne répond à la pénalité : piochez { $count ->
    [one] { $count } carte
   *[other] { $count } cartes
  }.
why-challenge = Contestez le Super Joker, ou piochez { $count ->
    [one] { $count } carte
   *[other] { $count } cartes
  }.
why-double = Seule une carte identique à celle du talon peut être posée aussi, ou passez.
why-their-turn = C'est à { $player } de jouer.

## The presentation of a seat's situation (uno_desktop/presentation/situation.py)
prompt-catch = { $player } n'a pas dit UNO ! Faites un contre-UNO !
prompt-jump-in = Vous avez exactement la même carte : faites saute-mouton maintenant !
prompt-uno-not-now = Dites UNO ! seulement quand il va vous rester une seule carte.
prompt-bluff = Jouer ce Super Joker maintenant est un bluff : vous avez une carte { $color ->
    [red] rouge
    [yellow] jaune
    [green] verte
   *[blue] bleue
  }, et une contestation vous ferait piocher 4 cartes.
seat-name = { $player }

## Un conseil : ce que ferait l'ordinateur difficile à la place de ce siège, et pourquoi
## (uno_desktop/presentation/hint.py).
hint-uno = { $count ->
    [1] Dites UNO ! maintenant : il vous reste une seule carte.
   *[other] Dites UNO ! maintenant, avant de jouer : il va vous rester une seule carte.
  }
hint-catch = { $player } n'a pas dit UNO ! Faites un contre-UNO : { $count ->
    [1] une carte de pénalité
    [one] { $count } carte de pénalité
   *[other] { $count } cartes de pénalité
  }.
hint-jump-in = Vous avez exactement la même carte (« { $card } ») : faites saute-mouton maintenant !
hint-searched = Joué sur { $count ->
    [one] { $count } donne possible
   *[other] { $count } donnes possibles
  } des cartes que vous ne voyez pas, ce coup s'en sort le mieux.
hint-only-move = C'est le seul coup possible.
hint-save-black = Piochez et gardez « { $card } » pour plus tard : personne n'est près de gagner.
hint-keep-black = Gardez « { $card } » pour plus tard : personne n'est près de gagner.
hint-no-bluff = Ne jouez pas « { $card } » : vous avez une carte { $color ->
    [red] rouge
    [yellow] jaune
    [green] verte
   *[blue] bleue
  }, ce serait un bluff.
hint-only-fits = « { $card } » est la seule carte qui convient : jouez-la.
hint-play-drawn = Jouez « { $card } », la carte que vous venez de piocher : elle convient.
hint-colour = Jouez « { $card } » : il vous reste { $count ->
    [1] une autre carte { $color ->
        [red] rouge
        [yellow] jaune
        [green] verte
       *[blue] bleue
      }
    [one] { $count } autre carte { $color ->
        [red] rouge
        [yellow] jaune
        [green] verte
       *[blue] bleue
      }
   *[other] { $count } autres cartes { $color ->
        [red] rouges
        [yellow] jaunes
        [green] vertes
       *[blue] bleues
      }
  } pour suivre.
hint-points = Jouez « { $card } » : ses { $points } points quittent votre main.
hint-keep-wild = Jouez « { $card } » et gardez « { $kept } » pour plus tard.
hint-not-bluff = Jouez « { $card } » : « { $kept } » serait un bluff, car vous avez une carte { $color ->
    [red] rouge
    [yellow] jaune
    [green] verte
   *[blue] bleue
  }.
hint-hit = « { $card } » freine { $player }, à qui il ne reste { $count ->
    [1] qu'une carte
    [one] que { $count } carte
   *[other] que { $count } cartes
  }.
hint-hit-near = Il ne reste { $count ->
    [1] qu'une carte
    [one] que { $count } carte
   *[other] que { $count } cartes
  } à { $player } : jouez « { $card } » pour garder la pression.
hint-lacked = Jouez « { $card } » : { $player } a pioché plutôt que de jouer du { $color ->
    [red] rouge
    [yellow] jaune
    [green] vert
   *[blue] bleu
  } tout à l'heure, et n'en a peut-être plus.
hint-play = Jouez « { $card } » : elle convient, et aucune autre carte ne fait mieux.
hint-pass-on = Renvoyez la pénalité avec « { $card } » plutôt que de piocher { $count ->
    [1] une carte
    [one] { $count } carte
   *[other] { $count } cartes
  }.
hint-accept = Piochez { $count ->
    [1] la carte
    [one] { $count } carte
   *[other] les { $count } cartes
  } : la plupart des Super Jokers sont joués honnêtement, et une contestation perdue coûte plus cher.
hint-challenge = Contestez { $player } : ce Super Joker pourrait bien être un bluff.
hint-name-color = { $count ->
    [0] Annoncez le { $color ->
        [red] rouge
        [yellow] jaune
        [green] vert
       *[blue] bleu
      } : vous n'avez aucune carte de couleur, toutes se valent.
    [1] Annoncez le { $color ->
        [red] rouge
        [yellow] jaune
        [green] vert
       *[blue] bleu
      } : vous avez une carte de cette couleur.
   *[other] Annoncez le { $color ->
        [red] rouge
        [yellow] jaune
        [green] vert
       *[blue] bleu
      } : vous avez { $count } cartes de cette couleur, plus que de toute autre.
  }
hint-swap = Échangez votre main avec { $player }, qui a le moins de cartes ({ $count }).
hint-no-trade = N'échangez avec personne : gardez vos cartes.
hint-give = Donnez « { $card } » : c'est la carte dont vous avez le moins besoin.
hint-double = Jouez aussi l'autre « { $card } » : une carte de moins en main.

## House rules explained the first time they change the play (ui/table/house_toasts.py)

settings-house-notes = Expliquer les règles maison
settings-house-notes-help = La première fois qu'une règle maison change le cours d'une partie, un court message dit ce qui s'est passé et pourquoi.
house-stacking = Cumul : au lieu de piocher, { $player } a ajouté une carte ({ $card }) ; le joueur suivant pioche { $count } cartes ou en rajoute une.
house-deflect = Renvoi : { $player } a renvoyé le +2 avec une carte ({ $card }) ; les pénalités ne s'additionnent pas, le joueur suivant pioche 2 cartes ou le renvoie à son tour.
house-stack-mixed = Cumul mélangé : un +2 et un Super Joker peuvent se poser l'un sur l'autre, { $player } a donc ajouté une carte ({ $card }) ; le joueur suivant pioche { $count } cartes ou en rajoute une.
house-reverse-deflect = L'Inversion renvoie : { $player } a joué une Inversion de la couleur demandée, donc { $target } doit maintenant piocher les { $count } cartes ou répondre.
house-seven = UNO 7-0 : { $player } a joué un 7 et échange son jeu avec { $target }.
house-zero = UNO 7-0 : { $player } a joué un 0, donc tous les jeux passent au voisin { $direction ->
    [clockwise] dans le sens des aiguilles d'une montre
   *[counter] dans le sens inverse des aiguilles d'une montre
  }.
house-jump-in = Saute-mouton : { $player } avait la même carte que celle du talon ({ $card }) et l'a jouée hors de son tour ; le jeu reprend à partir de { $player }.
house-double = Doublé : juste après sa première carte, { $player } a posé une carte identique ({ $card }).
house-trade = Échange sur le 5 : { $player } a joué un 5 et échange une carte avec { $target } ; chacun choisit la carte qu'il donne.
house-circle = Roue des couleurs : les cartes noires n'annoncent pas de couleur, la couleur avance donc d'un cran sur la roue, jusqu'au { $color ->
    [red] rouge
    [yellow] jaune
    [green] vert
   *[blue] bleu
  }.
house-seven-rounds = UNO en 7 mains : { $player } a vidé sa main et en reçoit une nouvelle de { $count ->
    [one] { $count } carte
   *[other] { $count } cartes
  } ; on gagne la manche en vidant une main d'une seule carte.
house-play-until-last = Jusqu'au dernier : { $player } n'a plus de cartes et quitte la manche ; les autres continuent pour les places suivantes.
house-draw-until = Piocher jusqu'à pouvoir jouer : { $player } pioche jusqu'à tomber sur une carte jouable.
house-draw-ten = Cartes vierges : { $player } a joué une carte vierge, un +10, donc le joueur suivant pioche 10 cartes.
house-wd4-free = Super Joker : avec ces règles, il peut toujours être joué, comme un Joker ; personne ne peut donc contester celui de { $player }.
house-timer-draw = Temps par tour : le temps de { $player } est écoulé ; une carte est piochée pour ce joueur et le tour passe.
house-timer-out = Temps écoulé : le temps de { $player } est écoulé et, avec ces règles, ce joueur quitte la partie.
house-liar = Limite des menteurs : { $player } a annoncé { $count ->
    [one] un faux UNO
   *[other] { $count } faux UNO
  } et quitte la partie.
house-elimination = Élimination : { $player } a atteint { $points } points et quitte la partie ; le dernier joueur restant gagne.

## Apprendre à jouer : une manche guidée contre un joueur gentil.
menu-learn = Apprendre à jouer
learn-offer-title = Vous découvrez le UNO ?
learn-offer-question = Apprenez à jouer en une petite manche avec un joueur gentil.
learn-offer-yes = Oui
learn-offer-no = Non merci
learn-done = Terminé
learn-press-done = Appuyez sur Terminé pour revenir au menu.
learn-not-that = Pas celle-là.
learn-step-wait = { $name } joue…
learn-step-colour = Une carte va si elle a la même couleur. Jouez le 2 rouge.
learn-step-number = Une carte va aussi si elle a le même chiffre. Jouez le 7 vert.
learn-step-catch = { $name } n'a plus qu'une carte et n'a pas dit UNO ! Appuyez sur Contre-UNO : { $name } pioche 2 cartes.
learn-step-skip = Avec Passe ton tour, { $name } ne joue pas. Jouez-la !
learn-step-reverse = Une Inversion change le sens du jeu. À deux, vous rejouez !
learn-step-draw-two = Avec un +2, { $name } pioche 2 cartes et passe son tour. Jouez-le !
learn-step-wild = Un Joker va sur toutes les cartes. Jouez-le et choisissez le jaune.
learn-step-challenge = { $name } a joué un Super Joker, mais avait peut-être du jaune. Appuyez sur Contester pour vérifier !
learn-step-draw = { $name } avait du jaune : la carte lui revient, avec 4 cartes de pénalité. Aucune de vos cartes ne va : piochez !
learn-step-drawn = La nouvelle carte va ! Jouez-la.
learn-step-uno = Il vous reste deux cartes. Appuyez sur UNO avant de jouer !
learn-step-uno-play = Maintenant, jouez le 9 bleu.
learn-step-last = Plus qu'une carte. Jouez-la pour gagner !
learn-step-points = Vous avez gagné ! Vous marquez { $points } points avec les cartes de { $name } : un chiffre vaut son chiffre, Passe ton tour, Inversion et +2 valent 20, un Joker 50.

## Settings: choosing a box (issue 32)

# Sous une autre boîte, la bande des préréglages dit ce que fait un préréglage (règles classiques).

settings-box-presets = Les préréglages sont des règles de la boîte classique : en choisir un redonne les cartes classiques.
# Pourquoi la boîte choisie fixe une option (rules.BOX_FIXED ; affiché en grisé sous l'option).

box-fixed-no_mercy-blank_cards = Fixé par UNO Show 'Em No Mercy : les cartes vierges sont celles de la boîte classique.
box-fixed-no_mercy-start_card = Fixé par UNO Show 'Em No Mercy : la manche commence toujours sur un chiffre.
box-fixed-no_mercy-drawn_card = Fixé par UNO Show 'Em No Mercy : une carte piochée jouable doit être jouée.
box-fixed-no_mercy-draw_until_playable = Fixé par UNO Show 'Em No Mercy : on pioche toujours jusqu'à une carte jouable.
box-fixed-no_mercy-wd4_rule = Fixé par UNO Show 'Em No Mercy : aucune carte ne peut être contestée.
box-fixed-no_mercy-stacking = Fixé par UNO Show 'Em No Mercy : les cartes à piocher se cumulent toujours, selon leur valeur.
box-fixed-no_mercy-stack_mixed = Fixé par UNO Show 'Em No Mercy : le cumul par valeur mêle déjà couleurs et sortes de cartes.
box-fixed-no_mercy-reverse_deflect = Fixé par UNO Show 'Em No Mercy : on ne répond à une pénalité que par une carte à piocher de valeur égale ou plus forte.
box-fixed-no_mercy-seven_zero = Fixé par UNO Show 'Em No Mercy : le 7 et le 0 font toujours échanger et passer les jeux.
box-fixed-no_mercy-teams = Fixé par UNO Show 'Em No Mercy : la boîte ne prévoit pas de jeu en équipes.
box-fixed-no_mercy-rotate_partners = Fixé par UNO Show 'Em No Mercy : il faut le jeu en équipes.
box-fixed-all_wild-blank_cards = Fixé par UNO All Wild : les cartes vierges sont celles de la boîte classique.
box-fixed-all_wild-zero_worth_fifty = Fixé par UNO All Wild : il n'y a pas de chiffres.
box-fixed-all_wild-dealer_selection = Fixé par UNO All Wild : sans chiffres à tirer, le donneur est tiré au hasard.
box-fixed-all_wild-start_card = Fixé par UNO All Wild : l'action de la carte de départ est toujours ignorée.
box-fixed-all_wild-draw_until_playable = Fixé par UNO All Wild : toute carte est jouable, on s'arrêterait à la première.
box-fixed-all_wild-wd4_rule = Fixé par UNO All Wild : sans couleurs, pas de bluff, donc personne ne conteste.
box-fixed-all_wild-seven_zero = Fixé par UNO All Wild : il n'y a ni 7 ni 0.
box-fixed-all_wild-jump_in = Fixé par UNO All Wild : sans couleurs ni chiffres, la moitié du jeu serait identique.
box-fixed-all_wild-double_play = Fixé par UNO All Wild : la plupart des cartes ont des dizaines de jumelles.
box-fixed-all_wild-swap_on_five = Fixé par UNO All Wild : il n'y a pas de 5.
box-fixed-all_wild-circle_colour = Fixé par UNO All Wild : il n'y a pas de couleurs.
players-box_players = UNO Show 'Em No Mercy se joue de 2 à 6 joueurs.
# L'aide des règles sous une autre boîte (i18n.help_sections).

help-heading-box-no_mercy = UNO Show 'Em No Mercy
help-box-no_mercy-deck = Voici la boîte UNO Show 'Em No Mercy : 168 cartes. Dans chacune des quatre couleurs : deux exemplaires de chaque chiffre de 0 à 9, 3 Passe ton tour, 3 Inversion, 3 +2, 2 +4, 2 Tout le monde passe son tour et 3 Pose tout. Et 24 cartes noires : 8 Inversion Super Joker +4, 4 Super Joker +6, 4 Super Joker +10 et 8 Joker Roue des couleurs. Il n'y a pas de Joker simple.
help-box-no_mercy-start = La carte de départ doit être un chiffre : tant que ce n'en est pas un, on retourne la carte suivante par-dessus. Ce chiffre donne la couleur et rien d'autre.
help-box-no_mercy-actions = Passe ton tour, Inversion et +2 agissent comme dans le jeu classique ; le +4 est une carte de couleur, et le joueur suivant pioche 4 cartes. Tout le monde passe son tour : tous les autres joueurs passent leur tour et vous rejouez. Pose tout : posez-la sur sa couleur, puis toutes les autres cartes de cette couleur de votre main vont au talon avec elle. Cartes noires : vous choisissez la couleur. Inversion Super Joker +4 : le sens du jeu change, puis le joueur suivant pioche 4 cartes. Super Joker +6 et Super Joker +10 : le joueur suivant pioche 6 ou 10 cartes. Joker Roue des couleurs : le joueur suivant nomme une couleur et retourne les cartes de la pioche jusqu'à en trouver une de cette couleur ; il garde toutes les cartes retournées.
help-box-no_mercy-draw = Si vous ne jouez pas, piochez une carte à la fois jusqu'à ce qu'une carte jouable arrive, puis posez-la aussitôt.
help-box-no_mercy-stack = Cumul par valeur : face à une carte à piocher, vous pouvez répondre avec n'importe quelle carte à piocher de valeur égale ou plus forte, de n'importe quelle couleur (+2 vaut 2 ; +4 et Inversion Super Joker +4 valent 4 ; Super Joker +6 vaut 6 ; Super Joker +10 vaut 10). Le total passe au suivant ; le premier joueur qui ne répond pas pioche tout et passe son tour.
help-box-no_mercy-mercy = Règle de la pitié : un joueur qui atteint 25 cartes est aussitôt éliminé de la manche. Quand il ne reste qu'un joueur, il gagne la manche.
help-box-no_mercy-seven-zero = Après un 7, vous devez échanger votre jeu avec le joueur de votre choix ; après un 0, chaque joueur passe son jeu à son voisin. Aucune carte ne peut être contestée.
help-box-no_mercy-last-card = La manche se termine dès qu'un joueur pose sa dernière carte : l'effet de cette carte n'a pas lieu.
help-box-no_mercy-values = Valeur des cartes : les chiffres valent leur valeur ; Passe ton tour, Inversion, +2, +4, Tout le monde passe son tour et Pose tout valent 20 points ; les cartes noires 50 points. Quand le gagnant marque les points, il marque aussi 250 points par joueur éliminé ; sinon, un joueur éliminé compte 250 points.
help-box-all_wild-deck = Voici la boîte UNO All Wild : 112 cartes, toutes des jokers, sans couleur ni chiffre : Joker, Joker Passe ton tour, Joker Deux passent leur tour, Joker Inversion, Joker +2, Super Joker, Joker +2 ciblé et Joker Échange forcé.
help-box-all_wild-start = La carte de départ commence le talon ; quelle qu'elle soit, son action est ignorée.
help-box-all_wild-turn = À votre tour, posez une carte : toute carte se pose sur n'importe quelle carte, et aucune couleur n'est jamais choisie.
help-box-all_wild-actions = Joker : rien ne se passe. Joker Passe ton tour : le joueur suivant passe son tour. Joker Deux passent leur tour : les deux joueurs suivants passent leur tour. Joker Inversion : le sens du jeu change. Joker +2 et Super Joker : le joueur suivant pioche 2 ou 4 cartes et passe son tour ; personne ne peut contester. Joker +2 ciblé : choisissez n'importe quel autre joueur, qui pioche 2 cartes et garde son tour. Joker Échange forcé : choisissez un autre joueur et échangez votre jeu avec le sien.
help-box-all_wild-no-draw = Vous posez une carte à chaque tour : on ne peut pas piocher à la place.
help-box-all_wild-stacking = Dans cette boîte, le Joker +2 se cumule comme un +2 ; le Joker +2 ciblé ne se cumule jamais.
help-box-all_wild-last-card = La manche se termine dès qu'un joueur pose sa dernière carte. Si c'est un Joker +2, un Super Joker ou un Joker +2 ciblé, sa victime pioche quand même avant qu'on compte les points.
help-box-all_wild-values = Valeur des cartes : un Joker vaut 20 points, toutes les autres cartes 50 points.
# Une note de règle maison sous All Wild (presentation/house_notes.py) : son Joker Inversion n'a pas de couleur.

house-reverse-deflect-wild = L'Inversion renvoie : { $player } a joué un Joker Inversion, donc { $target } doit maintenant piocher les { $count } cartes ou répondre.
## The table: the boxes' cards, decisions and events (issue 32)

# Les cartes de No Mercy et d'All Wild (docs/rules.md, « Names in three languages »).

card-skip-everyone = Tout le monde passe son tour { $color ->
    [red] rouge
    [yellow] jaune
    [green] vert
   *[blue] bleu
  }
card-discard-all = Pose tout { $color ->
    [red] rouge
    [yellow] jaune
    [green] vert
   *[blue] bleu
  }
card-draw-four = +4 { $color ->
    [red] rouge
    [yellow] jaune
    [green] vert
   *[blue] bleu
  }
card-wild-reverse-draw-four = Inversion Super Joker +4
card-wild-draw-six = Super Joker +6
card-wild-color-roulette = Joker Roue des couleurs
card-wild-skip = Joker Passe ton tour
card-wild-skip-two = Joker Deux passent leur tour
card-wild-reverse = Joker Inversion
card-wild-draw-two = Joker +2
card-wild-targeted-draw-two = Joker +2 ciblé
card-wild-forced-swap = Joker Échange forcé
why-kind-box = { $kind ->
    [skip_everyone] un Tout le monde passe son tour
    [discard_all] un Pose tout
    [draw_four] un +4
    [wild_reverse_draw_four] une Inversion Super Joker +4
    [wild_draw_six] un Super Joker +6
    [wild_color_roulette] un Joker Roue des couleurs
    [wild_skip] un Joker Passe ton tour
    [wild_skip_two] un Joker Deux passent leur tour
    [wild_reverse] un Joker Inversion
    [wild_draw_two] un Joker +2
    [wild_targeted_draw_two] un Joker +2 ciblé
   *[wild_forced_swap] un Joker Échange forcé
  }
why-nothing-fits-until = Aucune carte ne convient : piochez jusqu'à en trouver une, et jouez-la.
table-choose-draw-target = { $card } : choisissez qui pioche 2 cartes
table-choose-forced-swap = { $card } : échange obligatoire, avec qui ?
table-choose-swap-seven = 7 : vous devez échanger votre jeu avec un joueur
table-choose-roulette = Roulette : nommez une couleur, piochez jusqu'à la trouver
table-any-card = Toute carte se joue
table-knocked-out = Éliminé !
table-discarded-all = { $count ->
    [one] +{ $count } carte posée
   *[other] +{ $count } cartes posées
  }
hint-draw-target = Faites piocher { $player } : c'est qui a le moins de cartes ({ $count }).
log-knocked-out = { $player } a { $count } cartes : éliminé par la règle de la pitié, sa main va sous le talon.
log-discarded-all = { $player } pose { $count ->
    [one] { $count } autre carte
   *[other] { $count } autres cartes
  } de cette couleur.
log-drew-roulette = { $player } retourne { $count ->
    [one] { $count } carte
   *[other] { $count } cartes
  } pour la Roue des couleurs.
table-knocked-plate = Éliminé
log-start-card-ignored = Elle n'a aucun effet : dans All Wild, l'action de la première carte est ignorée.
why-nm-match = Jouez une carte { $color ->
    [red] rouge
    [yellow] jaune
    [green] verte
   *[blue] bleue
  } ou { $kind }, ou une carte noire.
why-nm-match-color = Jouez une carte { $color ->
    [red] rouge
    [yellow] jaune
    [green] verte
   *[blue] bleue
  } ou une carte noire.
why-nm-answer = Seule une carte à piocher valant { $value } ou plus répond à la pénalité : { $answers } ; ou piochez { $count ->
    [one] { $count } carte
   *[other] { $count } cartes
  }.
why-nm-take = Seule une carte à piocher valant { $value } ou plus répond à la pénalité, et vous n'en avez pas : piochez { $count ->
    [one] { $count } carte
   *[other] { $count } cartes
  }.
hint-roulette = Nommez le { $color ->
    [red] rouge
    [yellow] jaune
    [green] vert
   *[blue] bleu
  } : vous gardez toutes les cartes retournées jusqu'à ce qu'il sorte.
hint-draw-target-plain = Faites piocher 2 cartes à { $player }.
