"""Playouts: the random-legal round the benchmark plays (compiled with the engine)."""

from __future__ import annotations

import random

from .actions import Action, PlayCard
from .decisions import Kind
from .game import Game
from .options import names_color
from .randomness import below, choice


def random_round(game: Game, rng: random.Random, reaction_rate: float = 0.05) -> int:
    """Play a dealt round with random legal moves through the checked ``apply``; returns the
    number of actions applied. This is what ``python -m uno_desktop.sim`` measures.

    A random seat plays a random playable card when it has one (drawing instead only now and
    then): a seat that draws whenever the rules allow it makes rounds of a thousand turns,
    which measures a random walk, not UNO. It picks the card first and then the colour, so a
    black card (one action per colour) is not four times as likely as any other.
    """
    n = game.n
    steps = 0
    black_needs_color = game.black_needs_color
    while not game.over:
        d = game.decision
        if d.kind is Kind.TURN and rng.random() < 0.95:
            cards = game.playable_cards(d.seat)
            if cards:
                card = choice(rng, cards)
                black = black_needs_color and names_color(card)
                color = below(rng, 4) if black else None
                game.apply(PlayCard(d.seat, card, color))
                steps += 1
                continue
        actions = game.legal_actions()
        plays = [a for a in actions if isinstance(a, PlayCard)]
        action: Action
        if plays and rng.random() < 0.95:
            play = choice(rng, plays)
            if play.color is not None:  # a black card: now pick its colour
                play = PlayCard(play.seat, play.card, below(rng, 4))
            action = play
        else:
            if rng.random() < reaction_rate:
                actions += game.reaction_actions(below(rng, n))
            action = choice(rng, actions)
        game.apply(action)
        steps += 1
    return steps
