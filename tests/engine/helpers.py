"""Building exact table situations for rule tests."""

from __future__ import annotations

import random

from uno_desktop.engine.actions import PlayCard
from uno_desktop.engine.cards import CARD_COLOR, CARD_KIND, cards_from_codes, parse_kind
from uno_desktop.engine.game import Game
from uno_desktop.engine.match import Match
from uno_desktop.engine.rules import Rules


def setup(
    rules: Rules | None = None,
    hands: list[list[str]] | None = None,
    top: str = "r3",
    pile: list[str] | None = None,
    current: int = 0,
    color: int | None = None,
    seed: int = 0,
) -> Game:
    """A game mid-round: given hands, top card and the next cards of the draw pile (first
    drawn first). The rest of the deck lies below, so every card is somewhere."""
    rules = rules or Rules()
    hands = hands or [["r5", "g7"], ["b1", "y2"]]
    deck = rules.deck()
    held = []
    for codes in hands:
        cards = cards_from_codes(codes, deck)
        for c in cards:
            deck.remove(c)
        held.append(cards)
    (top_card,) = cards_from_codes([top], deck)
    deck.remove(top_card)
    first = cards_from_codes(pile or [], deck)
    for c in first:
        deck.remove(c)
    random.Random(seed).shuffle(deck)
    return Game.from_position(rules, hands=held, discard=[top_card],
                              draw_pile=deck + list(reversed(first)), color=color, turn=current,
                              seed=seed)


def card(game: Game, seat: int, code: str) -> int:
    """The id of the card ``code`` in ``seat``'s hand (of whatever box)."""
    color, kind = parse_kind(code)
    for c in game.hands[seat]:
        if CARD_KIND[c] == kind and CARD_COLOR[c] == color:
            return c
    raise AssertionError(f"{code} not in hand of seat {seat}")


def dealing_order(hands: list[list[str]], start: str, then: list[str] | None = None,
                  dealer: int | None = None, rules: Rules | None = None) -> list[int]:
    """A stacked deck: hands are dealt one card at a time from left of the dealer; the cards
    are taken from ``rules``' deck (default: the classic deck with its blanks)."""
    n = len(hands)
    dealer = n - 1 if dealer is None else dealer
    size = len(hands[0])
    order = [(dealer + i) % n for i in range(1, n + 1)]
    codes = [hands[seat][r] for r in range(size) for seat in order]
    return cards_from_codes(codes + [start] + (then or []),
                            rules.deck() if rules is not None else None)


def rebuilt(game: Game, **fields: object) -> Game:
    """``game`` with some fields changed, built the way a save is loaded (every field checked,
    then the whole position): how a test sets up a table no play leads to quickly, without
    writing an engine field. ``fields`` are the save's names (``hands``, ``turn_no``...)."""
    from uno_desktop.engine.save import game_from_dict, game_to_dict

    data = game_to_dict(game)
    data.update(fields)
    rng = random.Random()
    rng.setstate(game.rng.getstate())
    return game_from_dict(data, game.rules, rng, game.n)


def finish_round(match: Match) -> None:
    """Play the match's round to its end: the first listed play, else the first action."""
    game = match.game
    assert game is not None
    while not game.over:
        actions = game.legal_actions()
        plays = [a for a in actions if isinstance(a, PlayCard)]
        match.apply((plays or actions)[0])
