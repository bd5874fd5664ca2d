"""The start of a round: the deal, one card at a time from left of the dealer, and the start
card turned with its effect (redrawn while the rules refuse it)."""

from __future__ import annotations

from . import events as ev
from .cards import BLACK, CARD_COLOR, CARD_KIND, DRAW_TWO, REVERSE, SKIP, WILD
from .decisions import Decision, Kind
from .drawing import Drawing
from .no_mercy import NoMercy
from .randomness import shuffle
from .round_end import RoundEnd
from .round_state import BLACK_DRAWS, RoundState


def deal(game: RoundState, drawing: Drawing, end: RoundEnd, first: int | None) -> None:
    """Deal every active seat its hand and turn the start card; ``first`` (default: left of
    the dealer) plays first."""
    n = game.n
    seats = [(game.dealer + i) % n for i in range(1, n + 1)]
    order = [s for s in seats if game.active[s]]
    for _ in range(game.rules.hand_size):
        for seat in order:
            game.hands[seat].append(game.draw_pile.pop())
    game.emit(ev.Dealt, game.dealer, tuple(tuple(h) for h in game.hands))
    if first is None:
        first = game.next_seat(game.dealer)
    _turn_start_card(game, drawing, end, first)


def _turn_start_card(game: RoundState, drawing: Drawing, end: RoundEnd, first: int) -> None:
    rules = game.rules
    if game.all_wild:
        # aw_start_card: whatever the card, its action is ignored and no other card is
        # turned; no colour is named (aw_no_colour).
        card = game.draw_pile.pop()
        game.discard.append(card)
        game.top_is_start = True
        game.color = BLACK
        game.emit(ev.StartCard, card, ())
        end.start_turn(first)
        return
    if rules.box == "no_mercy":
        NoMercy(game, drawing.calls, drawing, end).start_card(first)
        return
    returned: list[int] = []
    while True:
        card = game.draw_pile.pop()
        kind = CARD_KIND[card]
        bad = kind in BLACK_DRAWS or (rules.start_card == "redraw" and (kind > 9))
        if not bad:
            break
        returned.append(card)
        game.draw_pile.append(card)
        shuffle(game.rng, game.draw_pile)
    game.discard.append(card)
    game.top_is_start = True
    game.color = CARD_COLOR[card]
    game.emit(ev.StartCard, card, tuple(returned))
    # The start card's effects are taken relative to a dealer just right of ``first``.
    virtual_dealer = game.prev_seat(first)
    kind = CARD_KIND[card]
    if kind == DRAW_TWO:
        drawing.draw(first, 2, "penalty")
        game.emit(ev.Skipped, first)
        end.start_turn(game.next_seat(first))
    elif kind == REVERSE:
        if game.active_count() == 2:
            game.emit(ev.Skipped, first)
            end.start_turn(game.next_seat(first))
        else:
            game.direction = -1
            game.emit(ev.DirectionChanged, -1)
            end.start_turn(game.next_seat(virtual_dealer))
    elif kind == SKIP:
        game.emit(ev.Skipped, first)
        end.start_turn(game.next_seat(first))
    elif kind == WILD:
        namer = virtual_dealer if rules.start_card == "official_dealer_names" else first
        if game.gone[namer]:
            namer = first
        game.pending_choice.first_after_color = first
        game.decision = Decision(Kind.CHOOSE_COLOR, namer)
        game.emit(ev.ColorAsked, namer)
    else:
        end.start_turn(first)
