"""What other players' own plays say about their hands: the searching bot's opponent model.

A player who follows the colour usually plays the colour it holds most, keeps its black cards
while its hand is big, and names the colour it holds most with a Wild. So every card a seat
played this round is evidence: a world (a sampled deal of the hidden cards, see
``Game.sampled_from``) in which that seat would have played differently is less likely.

A seat's hand when it played is rebuilt backwards from its hand in the world: each card it
played since is put back, and each card it drew since is taken out. Which cards of the hand
were the drawn ones nobody saw, so the world picks them at random (any card of the hand is as
likely to be a drawn one, before the plays are weighed): the cards a seat drew and kept are
evidence-free, the cards it held when it chose are not, and a card kept since the deal keeps
telling about its holder after every draw.

The model of a player is the heuristic (``bots.normal``) made soft: a player picks a card (or
draws, where drawing is allowed) with a chance that grows with the heuristic's score
(``TEMPERATURE``), and names its most-held colour most of the time (``NAMED_BEST``), so a player
who thinks differently lowers a world's weight instead of ruling it out.

The search draws each world from a few samples in proportion to these weights (sampling
importance resampling, see ``bots.hard``). The public information only: what was played, on
which card and colour, how many cards were drawn, and the hand sizes then.
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass

from ..engine.cards import BLACK, CARD_COLOR, CARD_KIND, colour_counts
from ..engine.game import Game
from .normal import Weights, best_color, card_score

# How sure the model is: a score point is worth this much log-likelihood (the heuristic's
# scores move by 4 per card of the same colour, so one card more of a colour makes a play of
# it about 2.2 times likelier). Softer than the heuristic really is: a hand rebuilt from a
# world is only a guess at the hand that chose (which cards were drawn since is not known), and
# 0.3 weighed the worlds too sharply (see docs/bots.md, fifth session).
TEMPERATURE = 0.2
# The chance a player names the colour it holds most with a Wild (the rest is shared).
NAMED_BEST = 0.85
# The most plays of a seat weighed, newest first: older ones tell less (more cards drawn
# since) and cost as much.
MAX_PLAYS = 12


@dataclass(frozen=True, slots=True)
class Play:
    """One card a seat played on a normal turn: on ``top`` in ``color`` (-1: the colour is not
    known, the play only counts as a card the hand held), naming ``named`` (black cards; -1:
    not seen), with ``danger`` (someone close to going out, in the heuristic's sense)."""

    card: int
    top: int
    color: int
    named: int
    danger: bool


@dataclass(frozen=True, slots=True)
class Drew:
    """A seat took ``cards`` cards whose identities nobody else saw."""

    cards: int


@dataclass(frozen=True, slots=True)
class Unsure:
    """A seat played ``cards`` and, in between, drew ``through`` cards it played at once
    (which of the cards those were nobody could tell): the others came from its hand."""

    cards: tuple[int, ...]
    through: int


Entry = Play | Drew | Unsure


class Evidence:
    """Per seat, what it did this round that tells about its hand (oldest first): the cards
    it played and how many cards it drew in between."""

    __slots__ = ("plays", "model")

    def __init__(self, players: int, model: Weights) -> None:
        self.plays: list[list[Entry]] = [[] for _ in range(players)]
        self.model = model

    def forget(self, seat: int) -> None:
        """Something nobody could follow happened to the seat's hand: its earlier plays no
        longer tell which cards it holds."""
        self.plays[seat] = []

    def played(self, seat: int, play: Play) -> None:
        self.plays[seat].append(play)

    def unsure(self, seat: int, entry: Unsure) -> None:
        self.plays[seat].append(entry)

    def drew(self, seat: int, cards: int) -> None:
        plays = self.plays[seat]
        if not plays:  # nothing before it to rebuild
            return
        last = plays[-1]
        if isinstance(last, Drew):
            plays[-1] = Drew(last.cards + cards)
        else:
            plays.append(Drew(cards))

    def any(self) -> bool:
        return any(isinstance(p, Play) and p.color >= 0 for plays in self.plays for p in plays)

    def log_likelihood(self, world: Game, me: int, rng: random.Random) -> float:
        """How likely the plays seen are if the world's hidden hands are the truth (log, up
        to a constant shared by all worlds). ``rng`` picks which cards of a hand were the
        drawn ones, so the figure is a one-sample estimate where the seat drew."""
        total = 0.0
        for seat, plays in enumerate(self.plays):
            if seat != me and plays:
                total += self._seat(world, seat, plays, rng)
        return total

    def _seat(self, world: Game, seat: int, plays: list[Entry],
              rng: random.Random) -> float:
        hand = list(world.hands[seat])
        total = 0.0
        rules = world.rules
        challenge = rules.wd4_rule == "challenge"
        heads_up = sum(world.active) == 2
        model = self.model
        weighed = 0
        for play in reversed(plays):
            if isinstance(play, Drew):  # the hand before it: without the drawn cards
                for _ in range(min(play.cards, len(hand))):
                    hand.pop(rng.randrange(len(hand)))
                continue
            if isinstance(play, Unsure):  # some of its cards, picked at random
                hand.extend(rng.sample(play.cards, len(play.cards) - play.through))
                continue
            hand.append(play.card)  # the hand as it was before this play
            if play.color < 0:
                continue
            weighed += 1
            if weighed > MAX_PLAYS:
                break
            # The hand's colours are counted once per play; each option is scored from them
            # (the weighing is most of a search's cost before its playouts).
            counts = colour_counts(hand)
            left = len(hand) - 1
            scores: dict[int, float] = {}
            for card in world.playable_in(hand, play.top, play.color):
                key = CARD_COLOR[card] * 16 + CARD_KIND[card]
                if key not in scores:
                    scores[key] = card_score(card, counts, hand.count(card), left, play.color,
                                             challenge, heads_up, play.danger, model)
            chosen = scores.get(CARD_COLOR[play.card] * 16 + CARD_KIND[play.card])
            if chosen is None:  # not playable there: this world cannot explain the table
                return -math.inf
            values = list(scores.values())
            if rules.allow_voluntary_draw:
                values.append(model.draw)
            top = max(values)
            norm = sum(math.exp(TEMPERATURE * (v - top)) for v in values)
            total += TEMPERATURE * (chosen - top) - math.log(norm)
            # A Wild names the colour held most; from a hand of black cards any is as likely.
            if play.named >= 0 and CARD_COLOR[play.card] == BLACK and counts[BLACK] < len(hand):
                best = best_color([c for c in hand if c != play.card])
                total += math.log(NAMED_BEST if best == play.named
                                  else (1.0 - NAMED_BEST) / 3.0)
        return total
