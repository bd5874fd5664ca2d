"""What the table showed this round about the other hands, as the hard bot remembers it:
who drew instead of following (beliefs of what a seat lacks, for dealing worlds) and which
cards each seat chose to play and when it drew (the evidence ``bots.evidence`` weighs).
Public information only: hand sizes, the discard pile, the colour."""

from __future__ import annotations

from collections.abc import Sequence

from ..engine.actions import Action, Draw, PlayCard
from ..engine.cards import BLACK, CARD_COLOR, CARD_KIND, DRAW_KINDS, REVERSE, SKIP
from ..engine.decisions import Kind
from ..engine.rules import Rules
from ..engine.sampling import Lacks
from ..engine.view import SeatView
from .evidence import Evidence, Play, Unsure
from .normal import Weights, someone_close


class Memory:
    """What the table showed this round about other hands, kept from one decision to the
    next: public information only (hand sizes, the top card, the colour).

    When the top card is still the one this seat left on top (the card it played, or the one it
    drew on) and another seat's hand grew by one, that seat drew instead of following: it is
    believed to hold no coloured card of the current
    colour or of the top card's number (for the cards it held then; each card it plays later
    may have been one of them, so the count falls). Rules that move hands between seats
    (7-0, 5-trade) or draw several cards at once turn the memory off.

    It also keeps, per other seat, the cards it played this round and how many it drew in
    between (``evidence``, the opponent model of ``bots.evidence``), credited to seats from the
    discard pile and the hand sizes; rules with plays out of turn or stacked penalties turn
    that part off."""

    __slots__ = ("model", "seat", "turn_no", "counts", "top", "lacks", "on", "evidence", "pile",
                 "named", "my_top")

    def __init__(self, model: Weights) -> None:
        self.model = model  # how other players are believed to choose (see bots.evidence)
        self.seat = -1
        self.turn_no = -1
        self.counts: list[int] = []
        self.top = -1
        self.lacks: list[Lacks | None] = []
        self.on = False
        self.evidence: Evidence | None = None
        self.pile: tuple[int, ...] = ()  # the discard pile as accounted for
        self.named: dict[int, int] = {}  # discard index of a black card -> the colour named
        self.my_top = False  # ``top`` is a card this seat played

    def observe(self, view: SeatView) -> list[Lacks | None] | None:
        """Update from a new view of this seat; returns the beliefs per seat (or None)."""
        rules = view.rules
        new_round = (view.seat != self.seat or view.turn_no < self.turn_no
                     or len(view.hand_counts) != len(self.counts))
        if new_round:
            self.seat = view.seat
            self.lacks = [None] * view.players
            self.on = hands_followed(rules)
            self.evidence = Evidence(view.players, self.model) if plays_modelled(rules) else None
            self.named = {}
        else:
            self._follow_turnover(view.discard)
        if view.discard and CARD_COLOR[view.discard[-1]] == BLACK:
            self.named[len(view.discard) - 1] = view.color  # the colour named with it
        if not new_round and self.on:
            drew = self._attribute(view, self.evidence) if self.evidence is not None else {}
            self._infer(view, drew)
        self.turn_no = view.turn_no
        self.counts = list(view.hand_counts)
        self.top = view.discard[-1] if view.discard else -1
        self.pile = view.discard
        self.my_top = view.last_player == view.seat
        if not self.on or all(b is None for b in self.lacks):
            return None
        return list(self.lacks)

    def acted(self, action: Action) -> None:
        """This seat's answer to the view just observed: a card it plays becomes the top."""
        if isinstance(action, PlayCard):
            self.my_top = True
            self.top = action.card
            if action.color is not None:
                self.named[len(self.pile)] = action.color
            self.pile += (action.card,)
            if self.counts:
                self.counts[self.seat] -= 1
        elif isinstance(action, Draw) and self.counts:
            self.counts[self.seat] += 1

    def _follow_turnover(self, discard: Sequence[int]) -> None:
        """When the draw pile ran out, the discard pile less its top card (two while a Wild
        Draw Four may be challenged) was shuffled into it: account from the cards kept."""
        pile = self.pile
        if not pile or discard[:len(pile)] == pile:
            return
        for keep in (1, 2):
            if len(pile) > keep and discard[:keep] == pile[-keep:]:
                start = len(pile) - keep
                self.named = {i - start: c for i, c in self.named.items() if i >= start}
                self.pile = pile[start:]
                return

    def _attribute(self, view: SeatView, evidence: Evidence) -> dict[int, tuple[int, int]]:
        """Credit the cards played since this seat's last decision to the seats that played
        them, when the hand sizes say who, and the cards drawn to the seats whose hands grew;
        every seat loses its evidence when the plays cannot be credited (see ``_players``).
        Returns the seats that drew on this seat's card and played the card drawn, with the
        colour then (-1: not seen) and that card: they had no card to follow it with (see
        ``_infer``)."""
        discard = view.discard
        others = [s for s in range(view.players) if s != view.seat]
        seen = len(self.pile)
        if seen >= 2 and discard[:seen] != self.pile and discard[:seen - 1] == self.pile[:-1]:
            self._taken_back(evidence)
            seen -= 1
        if discard[:seen] != self.pile or len(self.counts) != len(view.hand_counts):
            for s in others:  # the pile was turned over, or a challenged card taken back
                evidence.forget(s)
            pairs = zip(discard, self.pile, strict=False)
            same = next((i for i, (a, b) in enumerate(pairs) if a != b), min(seen, len(discard)))
            top = len(discard) - 1  # its colour was just seen
            self.named = {i: c for i, c in self.named.items() if i < same or i == top}
            return {}
        new = discard[seen:]
        players = self._players(view, new)
        kept_after = 0
        if players is None and len(others) == 1 and new and \
                len(new) > self.counts[others[0]] - view.hand_counts[others[0]]:
            parsed = self._heads_up(view, new, others[0], evidence)
            if parsed is None:
                return {}
            players, kept_after = parsed
        for s in others:
            grew = view.hand_counts[s] - self.counts[s]
            if players is None or (s not in players and grew < 0):
                evidence.forget(s)
            elif grew > 0:
                evidence.drew(s, grew)
        if players is None:
            return {}
        drew_on_mine: dict[int, tuple[int, int]] = {}
        counts = list(self.counts)
        for i, player in enumerate(players, start=seen):
            card = discard[i]
            top = discard[i - 1] if i > 0 else -1
            color = -1 if top < 0 else CARD_COLOR[top] if CARD_COLOR[top] != BLACK \
                else self.named.get(i - 1, -1)
            if player < 0:  # a card drawn and played at once: it tells nothing of the hand,
                if i == seen and self.my_top and _leaves_a_turn(self.top, view):
                    drew_on_mine[others[0]] = (color, self.top)  # but it had none to play
                continue
            named = self.named.get(i, -1) if CARD_COLOR[card] == BLACK else -1
            evidence.played(player, Play(card, top, color, named,
                                         someone_close(view, player, counts, self.model.close)))
            counts[player] -= 1
        if kept_after:
            evidence.drew(others[0], kept_after)
        return drew_on_mine

    def _heads_up(self, view: SeatView, new: Sequence[int], other: int,
                  evidence: Evidence) -> tuple[list[int], int] | None:
        """Heads-up, who played the ``new`` cards when the other seat also drew: returns the
        players (-1: a card drawn and played at once, which passed through the hand) and how
        many cards it drew and kept after its plays; None when it was recorded as unsure.

        Every new card is the other seat's, and its turns go on only after a card that skips
        or turns (heads-up, a Reverse skips too). A turn is a card from the hand, a drawn card
        played, or a drawn card kept, which ends the turns; so when the last card is one that
        goes on, the seat drew and kept one card after it, and every other card it drew it
        played (unless this seat is to answer it: a Wild Draw Four to challenge). Drawn cards
        played among cards from the hand could be any of them, and more cards drawn than that
        (a missed UNO) came after: that is recorded as unsure (``evidence.Unsure``)."""
        drawn = len(new) - (self.counts[other] - view.hand_counts[other])
        goes_on = view.decision not in (Kind.CHALLENGE, Kind.PENALTY)  # else it is my answer
        kept = 1 if CARD_KIND[new[-1]] in _REORDER and goes_on else 0
        through = drawn - kept
        if through == 0:
            return [other] * len(new), kept
        if through == len(new):
            return [-1] * len(new), 0  # its hand grew by the card kept: recorded as grown
        through = min(drawn, len(new))
        evidence.unsure(other, Unsure(tuple(new), through))
        if drawn > through:
            evidence.drew(other, drawn - through)
        return None

    def _taken_back(self, evidence: Evidence) -> None:
        """A Wild Draw Four found a bluff went back to its player's hand: the seat that played
        it (if not this one) holds a card its evidence says it gave away, so it starts over."""
        back = self.pile[-1]
        for plays in evidence.plays:
            if any(isinstance(p, Play) and p.card == back for p in plays):
                plays.clear()
        self.named.pop(len(self.pile) - 1, None)
        self.pile = self.pile[:-1]

    def _players(self, view: SeatView, new: Sequence[int]) -> list[int] | None:
        """Who played each of the ``new`` cards, or None when the hand sizes do not say.

        A hand shrinks by its plays less its draws, so when the seats whose hands shrank
        account for every new card, they played exactly that many and drew nothing (and the
        seats that grew played nothing). One such seat played them all; several that played
        one card each played in seat order from this seat, unless a card that skips or turns
        (this seat's own last one too) changed the order."""
        counts = view.hand_counts
        shrank = [s for s in range(view.players) if s != view.seat and counts[s] < self.counts[s]]
        if sum(self.counts[s] - counts[s] for s in shrank) != len(new):
            return None
        if len(shrank) <= 1:
            return shrank * len(new)
        turned = [*new, self.top] if self.top >= 0 else list(new)
        if any(self.counts[s] - counts[s] != 1 for s in shrank) or any(
                CARD_KIND[c] in _REORDER for c in turned):
            return None
        # Once round the table in seat order, every seat counted once: a seat out of the round
        # since it played its last card is passed over by ``next_seat``, which would go round
        # the seats still in more than once (and credit a card to a seat twice).
        order = []
        for step in range(1, view.players):
            s = (view.seat + step * view.direction) % view.players
            if s in shrank:
                order.append(s)
        return order

    def _infer(self, view: SeatView, drew_on_mine: dict[int, tuple[int, int]]) -> None:
        """Update the beliefs of what other seats lack: a seat that drew on this seat's card
        lacks its colour and number, whether it kept the card (its hand grew by one, the card
        still on top) or played it at once (``drew_on_mine``, heads-up, see ``_attribute``)."""
        top = view.discard[-1]
        mine_on_top = (top == self.top and view.last_player == view.seat
                       and _leaves_a_turn(top, view))
        voluntary = view.rules.allow_voluntary_draw
        for s, count in enumerate(view.hand_counts):
            if s == view.seat:
                continue
            before = self.counts[s]
            belief = self.lacks[s]
            if belief is not None and count < before:  # it played: maybe a believed card
                left = belief.cards - (before - count)
                belief = Lacks(belief.colors, belief.kinds, belief.black, left) if left > 0 \
                    else None
            if mine_on_top and count == before + 1 and view.active[s] and before > 0:
                # The card it kept fits too (a fitting coloured card drawn is played), unless
                # black cards are ruled out: it may keep a Wild.
                belief = merged(belief, _lack(view.color, top, voluntary,
                                              before + 1 if voluntary else before))
            elif s in drew_on_mine and before > 0:
                color, card = drew_on_mine[s]
                belief = merged(belief, _lack(color, card, voluntary, before))
            self.lacks[s] = belief


def merged(old: Lacks | None, new: Lacks) -> Lacks:
    """A seat showed a new lack (``new``, for its whole hand) while an older one held for some
    of its cards (the ones it held then and may still hold): those cards lack both, the cards
    it drew since only the new one. One belief is kept per seat, so the one that rules out
    more: both, for the older one's cards, or the new one for the whole hand."""
    if old is None:
        return new
    both = Lacks(old.colors | new.colors, old.kinds | new.kinds, old.black or new.black,
                 min(old.cards, new.cards))
    # When the older one covers the whole hand, both rule out at least as much.
    return both if _weight(both) >= _weight(new) else new


def _lack(color: int, card: int, voluntary: bool, cards: int) -> Lacks:
    """What a seat that drew on ``card`` in ``color`` (-1: not seen) lacks, for ``cards`` of
    its cards: that colour, that card's number, and black cards where it could not draw by
    choice."""
    return Lacks(frozenset({color}) if color >= 0 else frozenset(),
                 frozenset({CARD_KIND[card]}) if CARD_COLOR[card] != BLACK else frozenset(),
                 not voluntary, cards)


def _leaves_a_turn(card: int, view: SeatView) -> bool:
    """After ``card`` the next seat has a normal turn (not skipped, not drawing a penalty):
    a seat that draws then had no card to follow it with."""
    if card < 0:
        return False
    kind = CARD_KIND[card]
    return (kind not in DRAW_KINDS and kind != SKIP
            and not (kind == REVERSE and sum(view.active) == 2))


def _weight(belief: Lacks) -> int:
    return (len(belief.colors) * 4 + len(belief.kinds) + belief.black) * belief.cards


# Cards after which the next seat to play is not simply the next one in seat order.
_REORDER = frozenset({SKIP, REVERSE, *DRAW_KINDS})


def hands_followed(rules: Rules) -> bool:
    """Rules under which hands change only by plays and draws the table shows (no 7-0 or
    5 swaps, no drawing until a card fits): what the beliefs of what a seat lacks can follow.
    Never in All Wild: a Forced Swap moves hands, and with every card playable nothing is
    lacked."""
    return not (rules.seven_zero or rules.swap_on_five or rules.draw_until_playable
                or rules.box == "all_wild")


def _plain_turns(rules: Rules) -> bool:
    """Rules under which every card a seat plays is a normal turn's play (no stacked
    penalties, jump-ins, doubles or colourless Wilds): what the opponent model knows."""
    return (rules.stacking == "off" and not rules.jump_in and not rules.double_play
            and not rules.circle_colour)


def plays_modelled(rules: Rules) -> bool:
    """Rules under which the opponent model weighs plays (``bots.evidence``), and the only
    ones the learned heads-up value (``engine.hand_value``, fit on ``official`` play) scores."""
    return hands_followed(rules) and _plain_turns(rules)
