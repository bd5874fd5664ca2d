"""Is a round's state a position the engine could have reached? Checked for every loaded save.

Field types and ranges are checked as they are read (:mod:`.save`); this checks how the fields
fit together: one deck, players in the round, a decision that belongs to one of them and can be
answered, a pending trade or challenge that makes sense. Raises :class:`PositionError` (a
``SaveError``) naming the field at fault.
"""

from __future__ import annotations

from .cards import (
    BLACK,
    CARD_KIND,
    DRAW_TEN,
    DRAW_TWO,
    WILD_COLOR_ROULETTE,
    WILD_DRAW_FOUR,
    WILD_DRAW_TWO,
    WILD_TARGETED_DRAW_TWO,
)
from .decisions import Kind
from .draw_values import DRAW_VALUE
from .errors import PositionError
from .mercy import MERCY_LIMIT
from .options import seat_options
from .round_state import RoundState

MAX_PENALTY = 200  # every draw card of a 112-card deck stacked adds up to 72
MAX_PENDING_SKIPS = 32  # a deck holds 8 Skips and 8 Reverses
ROUND_END_REASONS = ("out", "blocked", "last_standing")
_NO_PENALTY_KINDS = (Kind.TURN, Kind.PLAY_DRAWN, Kind.CHOOSE_COLOR, Kind.DRAW_TARGET)
# The draw cards of each deck that can make a pending penalty.
_CLASSIC_DRAWS = (DRAW_TWO, WILD_DRAW_FOUR, DRAW_TEN)
_ALL_WILD_DRAWS = (WILD_DRAW_TWO, WILD_DRAW_FOUR)
_NO_MERCY_DRAWS = tuple(DRAW_VALUE)
# The decisions an All Wild round never reaches: no colour, no challenge, no classic card.
_NOT_ALL_WILD = (Kind.CHOOSE_COLOR, Kind.CHALLENGE, Kind.DOUBLE_PLAY, Kind.FIVE_TARGET,
                 Kind.GIVE_CARD)


def check_position(game: RoundState) -> None:
    n = game.n
    cards = game.draw_pile + game.discard + [c for hand in game.hands for c in hand]
    if sorted(cards) != game.rules.deck():
        raise PositionError(
            "hands/draw_pile/discard: the cards are not exactly one deck of the rules' box")
    if not game.discard:
        raise PositionError("discard: the discard pile is empty")
    for s in range(n):
        if game.active[s] and game.gone[s]:
            raise PositionError(f"active[{s}]: a seat that left the match is not in the round")
        if game.gone[s] and game.hands[s]:  # Game._remove puts them under the draw pile
            raise PositionError(f"hands[{s}]: a seat that left the match still holds cards")
    if len(set(game.finished)) != len(game.finished):
        raise PositionError("finished: a seat went out twice")
    no_mercy = game.rules.box == "no_mercy"
    if no_mercy:
        _check_knocked(game)
    elif game.knocked or game.under:
        raise PositionError("knocked: only No Mercy knocks players out")
    d = game.decision
    over = d.kind is Kind.ROUND_OVER
    if over != (game.result is not None):
        raise PositionError("result: a round is over exactly when it has a result")
    if game.result is not None:
        _check_result(game)
    if over:
        return
    if sum(game.active) < 2:
        raise PositionError("active: a round in play needs two players")
    if any(game.active[s] for s in game.finished):
        raise PositionError("finished: a seat that went out is still in the round")
    if not game.active[d.seat]:
        raise PositionError("decision.seat: the decision belongs to a seat not in the round")
    for s in range(n):
        # The one exception: the player of a last Targeted Draw Two names its victim first.
        if game.active[s] and not game.hands[s] and not (
                s == d.seat and d.kind is Kind.DRAW_TARGET):
            raise PositionError(f"hands[{s}]: a player still in the round holds no card")
    if d.kind in _NO_PENALTY_KINDS and (game.pending_draw.cards or d.penalty):
        raise PositionError("penalty: no draw penalty can be pending at this decision")
    pending = game.pending_draw.cards
    if d.kind in (Kind.PENALTY, Kind.CHALLENGE) and (not pending or d.penalty != pending):
        raise PositionError("penalty: the pending draw penalty does not match the decision")
    if d.kind is Kind.CHALLENGE and not _seat_in_round(game, game.pending_challenge.seat):
        raise PositionError("wd4_seat: a challenge needs the player of the Wild Draw Four")
    if d.kind is Kind.PENALTY and game.pending_challenge.seat >= 0:
        # Penalties.offer asks for the challenge first; answering the card ends that chance.
        raise PositionError("wd4_seat: a Wild Draw Four that may be challenged is met by a "
                            "challenge, not a penalty")
    if d.kind is Kind.PLAY_DRAWN and d.drawn not in game.hands[d.seat]:
        raise PositionError("decision.drawn: the drawn card is not in the player's hand")
    if game.all_wild:
        if game.color != BLACK:
            raise PositionError("color: an All Wild round names no colour (black)")
        if d.kind in _NOT_ALL_WILD:
            raise PositionError(f"decision: an All Wild round never asks for {d.kind.value}")
    elif game.color == BLACK and (no_mercy or d.kind is not Kind.CHOOSE_COLOR):
        raise PositionError("color: only a starting Wild waiting for its colour leaves none named")
    if d.kind is Kind.DRAW_TARGET and (
            not game.all_wild or game.top_is_start or game.last_player != d.seat
            or CARD_KIND[game.discard[-1]] != WILD_TARGETED_DRAW_TWO):
        raise PositionError("decision: a victim is chosen by the player of a Targeted Draw Two")
    pending_kind = game.pending_draw.kind
    box_draws = (_ALL_WILD_DRAWS if game.all_wild
                 else _NO_MERCY_DRAWS if no_mercy else _CLASSIC_DRAWS)
    if game.pending_draw.cards and pending_kind not in box_draws:
        raise PositionError("pending.draw.kind: not a draw card of this deck")
    if no_mercy:
        if d.kind is Kind.CHOOSE_COLOR and (
                CARD_KIND[game.discard[-1]] != WILD_COLOR_ROULETTE
                or game.pending_choice.first_after_color != -1 or d.seat == game.last_player):
            raise PositionError("decision: No Mercy asks a colour only of a roulette's victim")
    elif d.kind is Kind.CHOOSE_COLOR and not 0 <= game.pending_choice.first_after_color < n:
        raise PositionError("first_after_color: a colour choice needs the player who goes next")
    _check_trade(game)
    if game.uno_window.seat >= 0 and game.gone[game.uno_window.seat]:
        raise PositionError("uno_open: names a seat that left the match")
    if not seat_options(game, d.seat, reactions=False).listed():
        raise PositionError("decision: the pending decision cannot be answered")


def _check_knocked(game: RoundState) -> None:
    """No Mercy's knock-outs: distinct seats out of the round with no cards, whose hands lie
    face down under the discard pile until the next reshuffle."""
    knocked = game.knocked
    if len(set(knocked)) != len(knocked):
        raise PositionError("knocked: a seat was knocked out twice")
    for s in knocked:
        if game.active[s] or s in game.finished or game.hands[s]:
            raise PositionError(f"knocked: seat {s} is knocked out but still plays or holds cards")
    for s in range(game.n):
        if not game.active[s] and not game.gone[s] and s not in game.finished \
                and s not in knocked and game.result is None:
            raise PositionError(f"active[{s}]: a seat is out of the round for no reason")
    if not 0 <= game.under < len(game.discard) or (game.under and not knocked):
        raise PositionError("under: the cards under the discard pile are not knocked-out hands")
    for s in range(game.n):
        if len(game.hands[s]) >= MERCY_LIMIT and game.result is None:
            raise PositionError(f"hands[{s}]: a hand of {MERCY_LIMIT} cards is knocked out")


def _seat_in_round(game: RoundState, seat: int) -> bool:
    return 0 <= seat < game.n and not game.gone[seat]


def _check_trade(game: RoundState) -> None:
    d = game.decision
    src, dst = game.pending_choice.trade_from, game.pending_choice.trade_to
    if d.kind is not Kind.GIVE_CARD:
        if src != -1 or dst != -1 or game.pending_choice.trade_card != -1:
            raise PositionError("trade_from/trade_to: a trade is pending without its decision")
        return
    if src < 0 or dst < 0 or src == dst or not game.active[src] or not game.active[dst]:
        raise PositionError("trade_from/trade_to: a trade needs two players in the round")
    if d.seat == src:
        if d.partner != dst or game.pending_choice.trade_card != -1:
            raise PositionError("decision.partner: the trade's sides do not match")
    elif d.seat == dst:
        if d.partner != src or game.pending_choice.trade_card not in game.hands[src]:
            raise PositionError("trade_card: the card given is not in the giver's hand")
    else:
        raise PositionError("decision.seat: the trade's decision belongs to neither side")
    if not game.hands[d.seat]:
        raise PositionError("hands: a player with no cards cannot give one")


def _check_result(game: RoundState) -> None:
    result = game.result
    assert result is not None
    if sorted(result.ranking) != list(range(game.n)):
        raise PositionError("result.ranking: every seat ranks once")
