"""The computer players at the table: built from a seat's level through the bots' registry,
asked through the same path as people, and never allowed to stall the game."""

from __future__ import annotations

import logging
from collections.abc import Callable
from typing import Protocol

from uno_desktop.engine.actions import Action, CallUno, CatchUno, JumpIn, PlayCard
from uno_desktop.engine.view import SeatView
from uno_desktop.session import SeatConfig

log = logging.getLogger(__name__)

REACTIONS = (CallUno, CatchUno, JumpIn)



class Bot(Protocol):
    """The bots' plug-in interface as the table uses it (``react`` is optional and looked up
    with ``getattr``)."""

    def choose(self, view: SeatView) -> Action: ...


#: ``factory(seat_config, seat_index, seed) -> bot`` with ``choose(view)`` and ``react(view)``.
BotFactory = Callable[[SeatConfig, int, int | None], Bot]


def registry_bot(config: SeatConfig, seat: int, seed: int | None) -> Bot:
    """A bot of the seat's level from ``uno_desktop.bots.registry``; a level that cannot be
    loaded (a missing plug-in) plays as ``normal`` and says so in the log."""
    from uno_desktop.bots.registry import make_bot

    bot: Bot
    try:
        bot = make_bot(config.level, seed)
    except Exception as exc:  # a broken plug-in must not stop a family game
        log.warning("bot %r for seat %d could not be built (%s); playing 'normal'",
                    config.level, seat, exc)
        bot = make_bot("normal", seed)
    return bot


def fallback_choice(view: SeatView) -> Action:
    """What a seat does when its bot fails: play the first card that fits, else the first
    decision option (draw, accept, pass)."""
    options = [a for a in view.legal if not isinstance(a, REACTIONS)]
    plays = [a for a in options if isinstance(a, PlayCard)]
    return plays[0] if plays else options[0]


def ask_choose(bot: Bot, view: SeatView) -> Action:
    """The bot's answer if it is one of its legal options, else :func:`fallback_choice`."""
    try:
        action = bot.choose(view)
    except Exception:
        log.exception("bot of seat %d failed to choose", view.seat)
        return fallback_choice(view)
    if action not in view.legal or isinstance(action, REACTIONS):
        log.warning("bot of seat %d chose %r, which is not open to it", view.seat, action)
        return fallback_choice(view)
    return action


def ask_react(bot: Bot, view: SeatView) -> tuple[Action, float] | None:
    """The bot's reaction ``(action, delay)`` or None; a failing hook counts as None."""
    react = getattr(bot, "react", None)
    if react is None:
        return None
    try:
        answer = react(view)
    except Exception:
        log.exception("bot of seat %d failed to react", view.seat)
        return None
    if answer is None:
        return None
    try:
        action, delay = answer
        delay = max(0.0, float(delay))
    except (TypeError, ValueError):
        log.warning("bot of seat %d gave a bad reaction %r", view.seat, answer)
        return None
    if not isinstance(action, REACTIONS) or action.seat != view.seat:
        return None
    return action, delay
