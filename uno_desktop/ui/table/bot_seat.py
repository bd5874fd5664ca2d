"""A bot's seat: its decisions are thought out on a worker thread behind a visible pause, its
reactions (UNO calls, catches, jump-ins) wait for their own moment. The bot only ever sees its
:class:`~uno_desktop.engine.view.SeatView`; answers are checked by :mod:`.seats`."""

from __future__ import annotations

import logging
from collections.abc import Callable
from concurrent.futures import Future, ThreadPoolExecutor
from concurrent.futures import TimeoutError as FutureTimeout
from dataclasses import dataclass

from uno_desktop.engine.actions import Action, CallUno, CatchUno, JumpIn
from uno_desktop.engine.decisions import Kind
from uno_desktop.engine.errors import IllegalAction
from uno_desktop.engine.view import SeatView
from uno_desktop.ui.table.reader import GameReader
from uno_desktop.ui.table.seats import Bot, ask_choose, ask_react

log = logging.getLogger(__name__)

# Longest a frame waits for a bot's answer once its visible pause is over (then next frame).
BOT_ANSWER_WAIT = 0.1
REACTIONS = (CallUno, CatchUno, JumpIn)


class BotThinker:
    """One worker thread shared by the table's bots (one bot thinks at a time)."""

    def __init__(self) -> None:
        self._pool: ThreadPoolExecutor | None = None

    def think(self, bot: Bot, view: SeatView) -> Future[Action]:
        if self._pool is None:
            self._pool = ThreadPoolExecutor(max_workers=1, thread_name_prefix="uno-bot")
        return self._pool.submit(ask_choose, bot, view)

    def close(self) -> None:
        """Let go of the thread; an answer still coming is dropped."""
        if self._pool is not None:
            self._pool.shutdown(wait=False, cancel_futures=True)
            self._pool = None


@dataclass(slots=True)
class _Reaction:
    due: float
    action: Action


class BotSeat:
    """The :class:`~uno_desktop.ui.table.seat_controller.SeatController` of a bot. ``pace()``
    is the visible pause before a decision, in seconds (the "bot pace" setting)."""

    def __init__(self, seat: int, bot: Bot, reader: GameReader, thinker: BotThinker,
                 pace: Callable[[], float]) -> None:
        self.seat = seat
        self.bot = bot
        self._reader = reader
        self._thinker = thinker
        self._pace = pace
        self._job: Future[Action] | None = None
        self._job_version = -1
        self._ready_at: float | None = None
        self._pause_for: tuple[int, str, int, int] | None = None  # the decision paused for
        self._asked_version = -1
        self._reactions: list[_Reaction] = []

    @property
    def thinking(self) -> bool:
        return self._job is not None and self._job_version == self._reader.version

    def poll(self, now: float) -> Action | None:
        r = self._reader
        if r.over:
            self._reactions.clear()
            return None
        due = self._due_reaction(now)
        if due is not None:
            return due
        if not r.settled:
            return None
        self._ask_reactions(now)
        if r.decision.seat == self.seat:
            return self._decide(now)
        return None

    def refused(self, action: Action, error: IllegalAction) -> None:
        log.warning("seat %d: the engine refused %r: %s", self.seat, action, error)

    def close(self) -> None:
        if self._job is not None:
            self._job.cancel()
        self._job = None
        self._reactions.clear()
        self._thinker.close()

    # -- decisions -----------------------------------------------------------------------------
    def _decide(self, now: float) -> Action | None:
        """Think on the worker thread while the visible pause runs; answer when both are
        over, if the table has not changed meanwhile (else think again). The pause runs on
        while the decision is the same one: a call or a catch made meanwhile (the hard bot
        says UNO while its second-last card is on the way) does not make the bot wait twice."""
        r = self._reader
        key = r.decision_key()
        if self._job is not None and self._job_version != r.version:
            self._job = None  # the table changed under it: ask again
        if self._pause_for != key:
            self._ready_at = None
        if self._ready_at is None:
            self._pause_for = key
            d = r.decision
            options = [a for a in r.legal(self.seat) if not isinstance(a, REACTIONS)]
            quick = d.kind in (Kind.CHOOSE_COLOR, Kind.GIVE_CARD) or len(options) <= 1
            self._ready_at = now + self._pace() * (0.55 if quick else 1.0)
        if self._job is None:
            self._job = self._thinker.think(self.bot, r.view(self.seat))
            self._job_version = r.version
        if now < self._ready_at:
            return None
        # The visible pause is over. Real frames are 16 ms apart and the answer is long ready;
        # when frames come faster than the worker thread gets the interpreter (tests, --frames),
        # wait for it here, a little at a time, instead of asking the bot again and again.
        try:
            action = self._job.result(timeout=BOT_ANSWER_WAIT)
        except FutureTimeout:
            return None
        self._job = None
        self._ready_at = None
        return action if action in r.decision_actions(self.seat) else None

    # -- reactions -----------------------------------------------------------------------------
    def _ask_reactions(self, now: float) -> None:
        """Once per table version, and never while this bot thinks about its decision."""
        r = self._reader
        if self._asked_version == r.version or self.thinking:
            return
        self._asked_version = r.version
        if not r.reactions(self.seat):
            return
        answer = ask_react(self.bot, r.view(self.seat))
        if answer is None:
            return
        action, delay = answer
        if all(p.action != action for p in self._reactions):
            self._reactions.append(_Reaction(now + delay, action))

    def _due_reaction(self, now: float) -> Action | None:
        """The first reaction whose moment has come and that is still open (a call that stopped
        being rightful would now be a false one); the ones that closed are dropped."""
        if not self._reactions:
            return None
        open_now = self._reader.reactions(self.seat)
        self._reactions = [p for p in self._reactions if p.action in open_now]
        self._reactions.sort(key=lambda p: p.due)
        if self._reactions and self._reactions[0].due <= now:
            return self._reactions.pop(0).action
        return None


__all__ = ["BOT_ANSWER_WAIT", "BotSeat", "BotThinker"]
