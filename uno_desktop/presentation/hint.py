"""A hint for one seat: what the hard computer player would do in its place, and one honest
line of why.

From the seat's :class:`SeatView` only, never the game: the hard player (``bots.hard``) is
asked for its decision exactly as it is at the table (``HardBot.recall`` then
``HardBot.decide``, which ``HardBot.choose`` is made of), so the action is the hard player's
own choice for that view, memory and random state (the law ``tests/presentation/test_hint.py``
checks over hundreds of decisions). The line says what decided it, read from the same
decision: the search's verdict when the search overruled the heuristic, otherwise the part of
the heuristic's score (``bots.normal.card_terms``) that set the chosen card above the next best,
or the rule of thumb that answered a question (a colour, a swap, a penalty). It names the
seat's own cards, the pile, seat names and public counts only: never a hidden card.

It lives here, not in ``bots/``: it is words for a person (message ids and arguments, like
``situation`` and ``refusal``), read by the table and the phone alike; the bots stay free of
languages. It is no rule, so it is not in the engine either.
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence
from dataclasses import dataclass

from uno_desktop.bots.base import decision_options, reaction_options
from uno_desktop.bots.hard import HardBot
from uno_desktop.bots.normal import card_terms, next_seat, pick_jump, play_score, someone_close
from uno_desktop.bots.reaction import EarlyCall, Reflexes, human_reaction
from uno_desktop.engine.actions import (
    Accept,
    Action,
    CallUno,
    CatchUno,
    Challenge,
    ChooseColor,
    ChooseSeat,
    Draw,
    GiveCard,
    JumpIn,
    Pass,
    PlayCard,
)
from uno_desktop.engine.cards import BLACK, CARD_COLOR, CARD_KIND, CARD_VALUE
from uno_desktop.engine.decisions import Kind
from uno_desktop.engine.view import SeatView
from uno_desktop.i18n import color_code

from .situation import nothing_fits, roulette_victim
from .words import CardName, Words

# The hard player's reflexes at their best: the reaction it takes when it does not miss (the
# same order: its own UNO first, then a catch, then a jump-in; an early UNO before playing the
# second-last card).
_SURE = Reflexes(1.0, (0.0, 0.0), 1.0, (0.0, 0.0), 1.0, (0.0, 0.0))

#: The deals a hint's hard player plays out (the table's hard player: 200 within 80 ms). Fixed,
#: not timed, so a hint is repeatable; 40 keep the 99th percentile under 200 ms.
HINT_WORLDS = 40

#: Every message id a hint may say (each in the three catalogs, listed in docs/i18n.md).
REASON_IDS = (
    "hint-uno", "hint-catch", "hint-jump-in", "hint-searched", "why-nothing-fits", "why-keep",
    "why-take", "hint-only-move", "hint-save-black", "hint-keep-black", "hint-no-bluff",
    "hint-only-fits", "hint-play-drawn", "hint-colour", "hint-points", "hint-keep-wild",
    "hint-not-bluff", "hint-hit", "hint-hit-near", "hint-lacked", "hint-play", "hint-pass-on",
    "hint-accept", "hint-challenge", "hint-name-color", "hint-swap", "hint-no-trade",
    "hint-give", "hint-double", "hint-draw-target", "why-nothing-fits-until",
    "hint-draw-target-plain", "hint-roulette",
)


@dataclass(frozen=True)
class Hint:
    """The hard player's ``action`` for the seat and ``why`` (to render in any language).
    ``worlds``: the sampled deals its search played (0: the heuristic answered alone);
    ``capped``: the search's wall-clock cap, not its number of deals, ended it."""

    action: Action
    why: Words
    worlds: int = 0
    capped: bool = False


def hint(view: SeatView, names: Sequence[str], player: HardBot | None = None,
         seed: int | None = None) -> Hint | None:
    """What the hard player would do for ``view``'s seat now, and why; None when the seat has
    nothing to do. A reaction open to the seat comes first (say UNO, catch, jump in), as the
    hard player takes it before its move.

    ``player``: the hard player standing behind the seat, its memory brought up to this view
    (``player.recall(view)``, as ``choose`` does) and its random state as it is; its rng moves on
    as ``choose`` would move it, its memory is left as ``recall`` left it. None: a fresh
    ``HardBot(seed)`` playing out ``HINT_WORLDS`` deals with no wall-clock cap (the table's and
    the phone's way: the same view and seed, the same hint), who sits down now and remembers
    nothing earlier. ``names``: every seat's name."""
    reaction = reaction_hint(view, names)
    if reaction is not None:
        return reaction
    return decision_hint(view, names, player, seed)


def decision_hint(view: SeatView, names: Sequence[str], player: HardBot | None = None,
                  seed: int | None = None) -> Hint | None:
    """:func:`hint` for the seat's decision alone (its turn's move, a colour, a penalty...),
    reactions left aside: the hard player's ``choose``. None when it is not the seat's turn."""
    if not view.my_turn or not decision_options(view):
        return None
    if player is None:
        # A number of deals and no wall-clock cap: the same view and seed give the same hint
        # however busy the machine; few enough deals to answer at once (tools/hint_latency.py).
        player = HardBot(seed, worlds=HINT_WORLDS, budget_ms=math.inf)
        player.recall(view)
    decided = player.decide(view)
    if decided.action != decided.pick:
        why = Words("hint-searched", {"count": decided.worlds})
    else:
        why = _why(view, names, player, decided.action, decided.lacked)
    return Hint(decided.action, why, decided.worlds, decided.capped)


def reaction_hint(view: SeatView, names: Sequence[str]) -> Hint | None:
    """The reaction the hard player takes now when it does not miss (its reflexes are those
    of a person: it sometimes does), or None: its own UNO (also with two cards, before
    playing one), a catch, a jump-in."""
    options = reaction_options(view)
    if not options:
        return None
    # A throwaway rng: reflexes at their best draw nothing that matters.
    offer = human_reaction(_SURE, random.Random(0), view, options, pick_jump, EarlyCall())
    if offer is None:
        return None
    action = offer[0]
    if isinstance(action, CallUno):
        return Hint(action, Words("hint-uno", {"count": len(view.hand)}))
    if isinstance(action, CatchUno):
        return Hint(action, Words("hint-catch", {"player": names[action.target],
                                                 "count": view.rules.uno_penalty}))
    assert isinstance(action, JumpIn)
    return Hint(action, Words("hint-jump-in", {"card": CardName(action.card)}))


def _why(view: SeatView, names: Sequence[str], player: HardBot, action: Action,
         lacked: frozenset[int]) -> Words:
    """Why the heuristic picked ``action`` (the search, if it ran, kept it)."""
    options = decision_options(view)
    kind = view.decision
    if len(options) == 1:
        if isinstance(action, Draw):
            return nothing_fits(view)
        if isinstance(action, Pass) and kind is Kind.PLAY_DRAWN:
            return Words("why-keep")
        if isinstance(action, Accept):
            return Words("why-take", {"count": view.penalty})
        return Words("hint-only-move")
    if kind is Kind.TURN or kind is Kind.PLAY_DRAWN:
        return _why_turn(view, names, player, action, lacked)
    if kind is Kind.PENALTY or kind is Kind.CHALLENGE:
        if isinstance(action, PlayCard):
            return Words("hint-pass-on", {"card": CardName(action.card), "count": view.penalty})
        if isinstance(action, Challenge):
            last = view.last_player if view.last_player >= 0 else view.seat
            return Words("hint-challenge", {"player": names[last]})
        if any(isinstance(a, Challenge) for a in options):
            return Words("hint-accept", {"count": view.penalty})
        return Words("why-take", {"count": view.penalty})
    if isinstance(action, ChooseColor) and roulette_victim(view):
        # The roulette's victim names what it turns cards up for, not a colour it holds.
        return Words("hint-roulette", {"color": color_code(action.color)})
    if kind is Kind.CHOOSE_COLOR and isinstance(action, ChooseColor):
        held = sum(1 for c in view.hand if CARD_COLOR[c] == action.color)
        return Words("hint-name-color", {"color": color_code(action.color), "count": held})
    if kind is Kind.DRAW_TARGET and isinstance(action, ChooseSeat):
        return _draw_target_words(view, names, action.target, options)
    if kind is Kind.SEVEN_TARGET and isinstance(action, ChooseSeat):
        return Words("hint-swap", {"player": names[action.target],
                                   "count": view.hand_counts[action.target]})
    if kind is Kind.FIVE_TARGET and isinstance(action, Pass):
        return Words("hint-no-trade")
    if kind is Kind.GIVE_CARD and isinstance(action, GiveCard):
        return Words("hint-give", {"card": CardName(action.card)})
    if kind is Kind.DOUBLE_PLAY and isinstance(action, PlayCard):
        return Words("hint-double", {"card": CardName(action.card)})
    if isinstance(action, PlayCard):
        return Words("hint-play", {"card": CardName(action.card)})
    return Words("hint-only-move")


def _draw_target_words(view: SeatView, names: Sequence[str], target: int,
                       options: Sequence[Action]) -> Words:
    """A Wild Targeted Draw Two's victim: said to hold the fewest cards only when it does (the
    hard player may aim at another, one about to call UNO, say)."""
    counts = [view.hand_counts[a.target] for a in options if isinstance(a, ChooseSeat)]
    count = view.hand_counts[target]
    if count == min(counts):
        return Words("hint-draw-target", {"player": names[target], "count": count})
    return Words("hint-draw-target-plain", {"player": names[target]})


def _why_turn(view: SeatView, names: Sequence[str], player: HardBot, action: Action,
              lacked: frozenset[int]) -> Words:
    """A turn (or the card just drawn): which part of the score set the card played above the
    next best choice (drawing or keeping counts as the score ``Weights.draw``), or why no card
    was worth playing."""
    w = player.weights
    danger = someone_close(view, view.seat, view.hand_counts, w.close)
    cards: dict[tuple[int, int], int] = {}
    for a in options_playing(view):
        cards.setdefault((CARD_COLOR[a], CARD_KIND[a]), a)
    if not cards:
        return nothing_fits(view)
    if not isinstance(action, PlayCard):
        # Every card scored below drawing: the best one is black, kept for later (or a bluff).
        best = max(cards.values(), key=lambda c: play_score(view, c, danger, w, lacked))
        if card_terms(view, best, danger, w, lacked)["bluff"] < 0:
            return Words("hint-no-bluff", {"card": CardName(best),
                                           "color": color_code(view.color)})
        key = "hint-keep-black" if view.decision is Kind.PLAY_DRAWN else "hint-save-black"
        return Words(key, {"card": CardName(best)})
    card = action.card
    others = [c for k, c in cards.items() if k != (CARD_COLOR[card], CARD_KIND[card])]
    mine = card_terms(view, card, danger, w, lacked)
    if not others and mine["hit"] <= 0:  # nothing else to play: it beat drawing or keeping
        key = "hint-play-drawn" if view.decision is Kind.PLAY_DRAWN else "hint-only-fits"
        return Words(key, {"card": CardName(card)})
    runner: int | None = None
    if others:
        runner = max(others, key=lambda c: play_score(view, c, danger, w, lacked))
    theirs = (card_terms(view, runner, danger, w, lacked) if runner is not None
              else dict.fromkeys(mine, 0.0) | {"black": w.draw})
    gain = {k: mine[k] - theirs[k] for k in mine}
    top = max(gain, key=lambda k: (gain[k], k == "hit"))
    return _term_words(view, names, card, runner, top if gain[top] > 0 else "", w.close)


def options_playing(view: SeatView) -> list[int]:
    """The cards of the hand the decision's options play."""
    return [a.card for a in decision_options(view) if isinstance(a, PlayCard)]


def _term_words(view: SeatView, names: Sequence[str], card: int, runner: int | None, term: str,
                close: int) -> Words:
    named = CardName(card)
    colour = CARD_COLOR[card]
    if term == "hit":
        target, near = _close_seat(view, close)
        key = "hint-hit" if near else "hint-hit-near"
        return Words(key, {"card": named, "player": names[target],
                           "count": view.hand_counts[target]})
    if term == "lacked":
        return Words("hint-lacked", {"card": named, "player": names[next_seat(view, view.seat)],
                                     "color": color_code(colour)})
    if term in ("black", "bluff") and runner is not None and CARD_COLOR[runner] == BLACK:
        if term == "bluff":
            return Words("hint-not-bluff", {"card": named, "kept": CardName(runner),
                                            "color": color_code(view.color)})
        return Words("hint-keep-wild", {"card": named, "kept": CardName(runner)})
    if term == "black" and view.decision is Kind.PLAY_DRAWN:
        return Words("hint-play-drawn", {"card": named})
    if colour != BLACK:
        same = sum(1 for c in view.hand if c != card and CARD_COLOR[c] == colour)
        if term == "points" or (term != "colour" and same == 0):
            return Words("hint-points", {"card": named, "points": CARD_VALUE[card]})
        if same > 0:
            return Words("hint-colour", {"card": named, "color": color_code(colour),
                                         "count": same})
    return Words("hint-play", {"card": named})


def _close_seat(view: SeatView, close: int) -> tuple[int, bool]:
    """The player close to going out the hit is for: the next one when it holds ``close``
    cards or fewer (True), else the first other seat holding one card (False)."""
    nxt = next_seat(view, view.seat)
    if nxt != view.seat and view.hand_counts[nxt] <= close:
        return nxt, True
    for s in range(view.players):
        if s != view.seat and view.active[s] and view.hand_counts[s] == 1:
            return s, False
    return nxt, True


__all__ = ["REASON_IDS", "Hint", "decision_hint", "hint", "reaction_hint"]
