"""Helpers for the table's tests: a built app, stacked decks, tiny bots, real pygame events."""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import pygame

from uno_desktop import i18n
from uno_desktop.engine import cards
from uno_desktop.engine.actions import Action, CallUno, CatchUno, JumpIn, PlayCard
from uno_desktop.engine.game import Game
from uno_desktop.engine.match import Match
from uno_desktop.engine.rules import Rules
from uno_desktop.engine.save import game_to_dict, match_from_dict, match_to_dict
from uno_desktop.session import SeatConfig, Session
from uno_desktop.storage import Storage
from uno_desktop.ui import card_art, text
from uno_desktop.ui.app import App
from uno_desktop.ui.bootstrap import apply_settings
from uno_desktop.ui.launch import build_app
from uno_desktop.ui.table.scene import TableScene

DT = 0.05
REACTIONS = (CallUno, CatchUno, JumpIn)


# --- Bots ---------------------------------------------------------------------------------------


class TinyBot:
    """A tiny local random chooser: a random card that fits, else the first option. It never
    reacts unless ``react_with`` says so: ``react_with(view) -> (action, delay) | None``."""

    def __init__(self, seed: int = 0, react_with: Callable[[Any], Any] | None = None,
                 prefer: Callable[[Action], bool] | None = None) -> None:
        self.rng = random.Random(seed)
        self.react_with = react_with
        self.prefer = prefer
        self.chosen: list[Action] = []

    def choose(self, view: Any) -> Action:
        options = [a for a in view.legal if not isinstance(a, REACTIONS)]
        if self.prefer is not None:
            liked = [a for a in options if self.prefer(a)]
            if liked:
                self.chosen.append(liked[0])
                return liked[0]
        plays = [a for a in options if isinstance(a, PlayCard)]
        action = self.rng.choice(plays) if plays else options[0]
        self.chosen.append(action)
        return action

    def react(self, view: Any) -> Any:
        return self.react_with(view) if self.react_with is not None else None


def catcher(delay: float = 0.3) -> Callable[[Any], Any]:
    """A reaction hook that catches any uncalled UNO after ``delay`` seconds."""

    def react(view: Any) -> Any:
        for a in view.legal:
            if isinstance(a, CatchUno):
                return a, delay
        return None

    return react


def factory(bots: dict[int, TinyBot] | None = None) -> Callable[..., Any]:
    """A bot factory for TableScene: the given bots by seat, a TinyBot for the others."""
    made = bots if bots is not None else {}

    def make(config: SeatConfig, seat: int, seed: int | None) -> Any:
        if seat not in made:
            made[seat] = TinyBot(seat)
        return made[seat]

    return make


# --- Sessions ----------------------------------------------------------------------------------


def seats(kinds: str, names: tuple[str, ...] = ("Ann", "Bob", "Cid", "Dee", "Eve", "Fay",
                                                 "Gus", "Hal", "Ivy", "Jon")) -> list[SeatConfig]:
    """``"pbb"`` -> person Ann, bot Bob, bot Cid."""
    return [SeatConfig("person" if k == "p" else "bot", names[i], "normal")
            for i, k in enumerate(kinds)]


def ids(codes: list[str], pool: list[int] | None = None) -> list[int]:
    return cards.cards_from_codes(codes, pool)


def stacked_session(kinds: str, hands: list[list[str]], start: str, *, rules: Rules | None = None,
                    dealer: int | None = None, then: list[str] = (), seed: int = 1) -> Session:
    """A session dealt from a stacked deck: ``hands[s]`` (all the same length, the rules'
    hand size) dealt one card at a time from the seat left of ``dealer`` (default: the last
    seat, so seat 0 gets the first card and plays first), then ``start`` is turned, then
    ``then`` are the next cards drawn."""
    n = len(kinds)
    size = len(hands[0])
    rules = (rules or Rules()).with_changes(hand_size=size)
    dealer = n - 1 if dealer is None else dealer
    order = [(dealer + i) % n for i in range(1, n + 1)]
    pool = cards.deck_ids(rules.blank_cards == "draw_ten")
    deck_codes: list[str] = []
    for r in range(size):
        for s in order:
            deck_codes.append(hands[s][r])
    deck_codes.append(start)
    deck_codes += list(then)
    deck = ids(deck_codes, pool)
    match = Match(rules, n, seed)
    events = match.start(deck=deck, dealer=dealer)
    return Session(match, seats(kinds), [], events)


def with_round(match: Match, game: Game) -> Match:
    """A copy of ``match`` (dealt) whose round in play is ``game`` (built by
    ``Game.from_position``), loaded the way a save is, so the engine checks that the two fit
    together: tests build positions, they never write engine fields."""
    saved = match_to_dict(match)
    saved["game"] = game_to_dict(game)
    return match_from_dict(saved)


def arrange(session: Session, hands: dict[int, list[str]], top: str, *, turn: int) -> Session:
    """``session``'s dealt round as a new session in which the seats named in ``hands`` hold
    exactly these cards, ``top`` lies alone on the discard pile and seat ``turn`` is about to
    play on it; the other seats keep their cards, the rest of the deck is the draw pile in the
    order dealt. The table starts from it with no deal animation."""
    game = session.match.game
    assert game is not None
    everything = list(game.draw_pile) + list(game.discard) + [c for h in game.hands for c in h]
    # Seats not named keep their cards; the named ones and the top card come from the rest.
    held = [list(h) for h in game.hands]
    taken = [c for seat in range(game.n) if seat not in hands for c in held[seat]]
    for seat, codes in hands.items():
        held[seat] = ids(codes, [c for c in everything if c not in taken])
        taken += held[seat]
    top_id = ids([top], [c for c in everything if c not in taken])[0]
    taken.append(top_id)
    arranged = Game.from_position(
        game.rules, hands=held, discard=[top_id],
        draw_pile=[c for c in everything if c not in taken],
        # All Wild names no colour: its engine keeps black all round.
        color=cards.BLACK if game.all_wild else
        cards.CARD_COLOR[top_id] if not cards.is_black(top_id) else cards.RED,
        direction=game.direction, turn=turn, dealer=game.dealer)
    return Session(with_round(session.match, arranged), session.seats, list(session.log))


def log_text(session: Session, lang: str = "en") -> list[str]:
    """The session's saved log as lines (it holds events; text is made when shown)."""
    tr = i18n.get_translator(lang)
    return [line for e in session.log
            for line in i18n.event_lines(tr, e.event, session.names, e.viewer)]


# --- The app -----------------------------------------------------------------------------------


@contextmanager
def table_app(home: Path, lang: str = "en", size: tuple[int, int] = (1280, 720),
              speed: str = "instant", pace: float = 0.4) -> Iterator[App]:
    app = build_app(lang=lang, size=size, storage=Storage(home), setup_logging=False,
                    sounds=False, fullscreen=False)
    app.services.settings = app.services.settings.with_changes(animation_speed=speed, bot_pace=pace)
    apply_settings(app)
    try:
        yield app
    finally:
        while app.scenes:
            app.pop()
        flush = getattr(app.services.storage, "flush_autosave", None)
        if flush is not None:
            flush()
        text.set_locale("en")
        card_art.get().colorblind = False


def open_table(app: App, session: Session, bots: dict[int, TinyBot] | None = None,
               **kwargs: Any) -> TableScene:
    table = TableScene(app, session, bot_factory=factory(bots), **kwargs)
    app.push(table)
    app.step([], DT)
    return table


# --- Events ------------------------------------------------------------------------------------


def step(app: App, frames: int = 1, dt: float = DT) -> None:
    for _ in range(frames):
        app.step([], dt)


def wait_for(app: App, cond: Callable[[], bool], frames: int = 3000, dt: float = 0.1) -> bool:
    for _ in range(frames):
        if cond():
            return True
        app.step([], dt)
    return cond()


def key(k: int) -> pygame.event.Event:
    return pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0)


def press(app: App, k: int, dt: float = DT) -> None:
    app.step([key(k)], dt)


def click(app: App, pos: tuple[int, int], dt: float = DT, button: int = 1) -> None:
    pos = (int(pos[0]), int(pos[1]))
    app.step([pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)),
              pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button),
              pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=button)], dt)


def card_point(table: TableScene, card: int) -> tuple[int, int]:
    """A point of ``card`` in the bottom hand that no card above it covers."""
    rects = table.input.hand_rects
    for i, (c, r) in enumerate(rects):
        if c != card:
            continue
        above = [rr for _, rr in rects[i + 1:]]
        for x in range(r.left + 3, r.right - 2, 3):
            for y in (r.centery, r.top + r.h // 4, r.bottom - r.h // 4):
                if not any(a.collidepoint(x, y) for a in above):
                    return x, y
    raise AssertionError(f"card {card} is not in the hand on screen")


def click_card(app: App, table: TableScene, card: int) -> None:
    step(app)  # hover rects follow the latest layout
    click(app, card_point(table, card))


def click_button(app: App, table: TableScene, key_name: str) -> None:
    b = table.buttons.button(key_name)
    have = [table.buttons.key_of(w) for w in table.buttons.group.widgets]
    assert b is not None, f"no {key_name} button; have {have}"
    click(app, b.rect.center)


def draw_pile_point(table: TableScene) -> tuple[int, int]:
    assert table.layout is not None
    return table.layout.draw_pos


class FaceSpy:
    """Records every card id whose face is drawn (``card_art`` entry points)."""

    def __init__(self, monkeypatch: Any) -> None:
        self.ids: set[int] = set()
        art = card_art.get()
        for name in ("face", "rotated", "dimmed", "highlighted"):
            original = getattr(art, name)

            def spy(card: int, *args: Any, _orig: Any = original, **kw: Any) -> Any:
                if card >= 0:
                    self.ids.add(card)
                return _orig(card, *args, **kw)

            monkeypatch.setattr(art, name, spy)

    def take(self) -> set[int]:
        out, self.ids = self.ids, set()
        return out
