"""Driving the bots: decisions thought out on a worker thread behind a visible pause, and
reactions (UNO calls, catches, jump-ins) fired when their moment comes."""

from __future__ import annotations

from concurrent.futures import Future, ThreadPoolExecutor
from concurrent.futures import TimeoutError as FutureTimeout
from typing import Any

from uno_desktop.engine.actions import Action, CallUno, CatchUno, JumpIn
from uno_desktop.engine.decisions import Kind
from uno_desktop.engine.view import seat_view
from uno_desktop.ui.table.seats import ask_choose, ask_react

# Longest a frame waits for a bot's answer once its visible pause is over (then next frame).
BOT_ANSWER_WAIT = 0.1


class _Pending:
    """A bot's reaction waiting for its moment."""

    __slots__ = ("due", "seat", "action")

    def __init__(self, due: float, seat: int, action: Action) -> None:
        self.due, self.seat, self.action = due, seat, action


class BotDriver:
    """Asks :class:`TableScene`'s bots for decisions and reactions and applies their answers.
    State: ``bots``, ``bot_wait``, ``bot_job``, ``_pool``, ``pending``, ``react_version``."""

    def _drive_bot(self, dt: float, seat: int, kind: Kind) -> None:
        """A bot thinks on the worker thread while its visible pause runs; its answer is applied
        when both are over, if the table has not changed meanwhile (else it is asked again)."""
        job = self.bot_job
        if job is not None and (job[0] != self.version or job[1] != seat):
            job = self.bot_job = None  # the table changed under it: ask again
            self.bot_wait = None
        if self.bot_wait is None:
            pace = float(self.setting("bot_pace", 0.9))
            quick = kind in (Kind.CHOOSE_COLOR, Kind.GIVE_CARD) or len(
                [a for a in self.legal(seat) if not isinstance(a, (CallUno, CatchUno,
                                                                    JumpIn))]) <= 1
            self.bot_wait = pace * (0.55 if quick else 1.0)
        if job is None:
            view = seat_view(self.game, seat, tuple(self.match.totals))
            job = self.bot_job = (self.version, seat, self._think(self.bots[seat], view))
        self.bot_wait -= dt
        if self.bot_wait > 0:
            return
        # The visible pause is over. Real frames are 16 ms apart and the answer is long ready;
        # when frames come faster than the worker thread gets the interpreter (tests, --frames),
        # wait for it here, a little at a time, instead of asking the bot again and again.
        try:
            action = job[2].result(timeout=BOT_ANSWER_WAIT)
        except FutureTimeout:
            return
        self.bot_wait = None
        self.bot_job = None
        if action in self.game.legal_actions(seat):
            self.act(action)

    def _think(self, bot: Any, view: Any) -> Future[Action]:
        if self._pool is None:
            self._pool = ThreadPoolExecutor(max_workers=1, thread_name_prefix="uno-bot")
        return self._pool.submit(ask_choose, bot, view)

    def _stop_thinking(self) -> None:
        """Let go of the worker thread (leaving the table); an answer still coming is dropped."""
        if self._pool is not None:
            self._pool.shutdown(wait=False, cancel_futures=True)
            self._pool = None

    def _poll_reactions(self) -> None:
        if self.react_version == self.version:
            return
        self.react_version = self.version
        game = self.game
        thinking = self.bot_job[1] if self.bot_job is not None else -1
        for seat, bot in self.bots.items():
            if seat == thinking or not game.active[seat] or not game.reaction_actions(seat):
                continue
            view = seat_view(game, seat, tuple(self.match.totals))
            answer = ask_react(bot, view)
            if answer is None:
                continue
            action, delay = answer
            if any(p.seat == seat and p.action == action for p in self.pending):
                continue
            self.pending.append(_Pending(self.clock + delay, seat, action))

    def _fire_reactions(self) -> None:
        if not self.pending or self.game.over:
            if self.game.over:
                self.pending.clear()
            return
        self.pending.sort(key=lambda p: p.due)
        keep = []
        for p in self.pending:
            if p.due > self.clock:
                keep.append(p)
                continue
            # Still open? (A call that stopped being rightful would now be a false one.)
            if p.action in self.game.reaction_actions(p.seat):
                self.act(p.action)
        self.pending = [p for p in keep if p.action in self.game.reaction_actions(p.seat)] \
            if len(keep) != len(self.pending) else keep
