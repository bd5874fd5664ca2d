"""Learn to play: one guided round against one friendly computer player.

The round is a real one: a prepared deal built with :meth:`Game.from_position` (checked like a
loaded save) and played by the engine. The person holds eight cards, the friendly player three
(so it soon forgets to say UNO), and the draw pile is stacked so that every lesson comes up in
order: match by colour, by number, catch a forgotten UNO, Skip, Reverse, Draw Two, a Wild and
its colour, a Wild Draw Four and the challenge, nothing fits so draw, say UNO with two cards,
the last card, and the points.

Each :class:`Step` is the one move the person is asked to make (the card or button to use), with
one short sentence (``learn-step-<key>``). :class:`FriendlyBot` plays the other seat from a
script keyed by the card on top, so it always makes the move the lesson needs (and it never
calls UNO nor catches anyone). No pygame here: the table's lesson part (``ui/table/lesson.py``)
shows the steps and keeps the person to them.
"""

from __future__ import annotations

from dataclasses import dataclass

from uno_desktop.engine import cards
from uno_desktop.engine.actions import (
    Action,
    CallUno,
    CatchUno,
    Challenge,
    Draw,
    PlayCard,
)
from uno_desktop.engine.game import Game
from uno_desktop.engine.match import Match
from uno_desktop.engine.rules import Rules
from uno_desktop.engine.save import game_to_dict, match_from_dict, match_to_dict
from uno_desktop.engine.view import SeatView
from uno_desktop.session import SeatConfig, Session

PERSON, FRIEND = 0, 1
#: The person's cards, the friendly player's, the card on top, then the draw pile's next cards
#: in the order they are drawn (the catch's 2, the Draw Two's 2, the challenge's 4, the draw).
PERSON_HAND = ("r2", "g7", "gs", "gr", "g+2", "w", "b9", "b5")
FRIEND_HAND = ("r7", "g3", "wd4")
TOP = "r6"
DRAWS = ("b1", "y9", "g1", "r3", "r8", "g2", "y1", "b2", "y4")
#: The friendly player's script: on this top card, it plays that card (naming a colour for a
#: black one). Its Wild Draw Four is a bluff (it holds the yellow 9): the person challenges it.
FRIEND_PLAYS = {"r2": ("r7", None), "g7": ("g3", None), "w": ("wd4", cards.YELLOW),
                "y4": ("y9", None), "b9": ("b1", None)}


@dataclass(frozen=True, slots=True)
class Step:
    """One move the lesson asks for. ``key``: the sentence ``learn-step-<key>``; ``kind``: the
    action it waits for; ``card``: the card it plays (a card of the person's hand);
    ``color``: the colour a Wild names; ``button``: the action button that does it (the
    table's ``ActionButtons`` keys), or None for a card. The last step (the points) has no
    ``kind``: its move is the table's Done button."""

    key: str
    kind: type[Action] | None
    card: int | None = None
    color: int | None = None
    button: str | None = None

    def wants(self, action: Action) -> bool:
        """Is ``action`` the move this step asks for?"""
        if self.kind is None or not isinstance(action, self.kind):
            return False
        if self.card is not None and getattr(action, "card", None) != self.card:
            return False
        return self.color is None or getattr(action, "color", None) == self.color


class Lesson:
    """The prepared round and its steps, in order. ``names``: the person's, the friend's."""

    def __init__(self, names: tuple[str, str], seed: int = 7) -> None:
        rules = Rules().with_changes(scoring="single_round")
        pool = rules.deck()
        self.ids: dict[str, int] = {}

        def take(codes: tuple[str, ...]) -> list[int]:
            got = cards.cards_from_codes(list(codes), pool)
            for code, card in zip(codes, got, strict=True):
                pool.remove(card)
                self.ids.setdefault(code, card)
            return got

        person, friend, top = take(PERSON_HAND), take(FRIEND_HAND), take((TOP,))
        draws = take(DRAWS)
        game = Game.from_position(rules, hands=[person, friend], discard=top,
                                  draw_pile=pool + draws[::-1], turn=PERSON, dealer=FRIEND,
                                  seed=seed)
        match = Match(rules, 2, seed)
        match.start(dealer=FRIEND)
        saved = match_to_dict(match)
        saved["game"] = game_to_dict(game)  # loaded the way a save is: the engine checks it
        self.session = Session(match_from_dict(saved),
                               [SeatConfig("person", names[0]),
                                SeatConfig("bot", names[1], "easy")], [], [])
        card = self.ids.__getitem__
        self.steps: tuple[Step, ...] = (
            Step("colour", PlayCard, card("r2")),
            Step("number", PlayCard, card("g7")),
            Step("catch", CatchUno, button="catch"),
            Step("skip", PlayCard, card("gs")),
            Step("reverse", PlayCard, card("gr")),
            Step("draw-two", PlayCard, card("g+2")),
            Step("wild", PlayCard, card("w"), cards.YELLOW),
            Step("challenge", Challenge, button="challenge"),
            Step("draw", Draw, button="draw"),
            Step("drawn", PlayCard, card("y4"), button="play"),
            Step("uno", CallUno, button="uno"),
            Step("uno-play", PlayCard, card("b9")),
            Step("last", PlayCard, card("b5")),
            Step("points", None),
        )
        self.index = 0

    @property
    def step(self) -> Step:
        return self.steps[self.index]

    @property
    def finished(self) -> bool:
        """The last step (the points) is showing."""
        return self.index == len(self.steps) - 1

    def done(self, action: Action) -> bool:
        """``action`` was applied: the step it was asked for is done (True), the next shows."""
        if self.step.wants(action) and not self.finished:
            self.index += 1
            return True
        return False


class FriendlyBot:
    """The friendly player: the lesson's script (by the card on top), else the first card that
    fits, else the first option. It never reacts: it forgets UNO on purpose, and never catches
    the person."""

    def choose(self, view: SeatView) -> Action:
        top = (cards.CARD_COLOR[view.top], cards.CARD_KIND[view.top])
        plays = [a for a in view.legal if isinstance(a, PlayCard)]
        for on, (code, color) in FRIEND_PLAYS.items():
            if cards.parse_kind(on) != top:
                continue
            for a in plays:
                if (cards.CARD_COLOR[a.card], cards.CARD_KIND[a.card]) == cards.parse_kind(code) \
                        and a.color == color:
                    return a
        options = [a for a in view.legal if not isinstance(a, CallUno | CatchUno)]
        return plays[0] if plays else options[0]

    def react(self, view: SeatView) -> None:
        return None


__all__ = ["FRIEND", "PERSON", "FriendlyBot", "Lesson", "Step"]
