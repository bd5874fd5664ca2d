"""Screenshots of No Mercy and All Wild rounds at the table, a person facing each new decision.

    python tools/box_screens.py [--out /tmp/shots-boxes] [--lang en fr hi] [--size 960x600 ...]

Until New game offers the boxes, the rounds are started directly (a TableScene on a session of
``Rules.for_box``). Seat 0 is a person, the others bots; every seat plays random legal moves
through the table's one ``act`` path until seat 0 faces the wanted moment, then the table is
drawn. Files: ``<out>/<box>-<lang>-<moment>[-WxH].png``.
"""

from __future__ import annotations

import argparse
import os
import random
import sys
import tempfile
from collections.abc import Callable
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from uno_desktop import fuzz  # noqa: E402
from uno_desktop.engine import events as ev  # noqa: E402
from uno_desktop.engine.cards import CARD_KIND, WILD_COLOR_ROULETTE  # noqa: E402
from uno_desktop.engine.decisions import Kind  # noqa: E402
from uno_desktop.engine.game import Game  # noqa: E402
from uno_desktop.engine.rules import Rules  # noqa: E402
from uno_desktop.i18n import LOCALES  # noqa: E402
from uno_desktop.session import SeatConfig, Session  # noqa: E402
from uno_desktop.storage import Storage  # noqa: E402

Wanted = Callable[[Game, Session], bool]


def _knocked(game: Game, session: Session) -> bool:
    return game.decision.seat == 0 and game.decision.kind is Kind.TURN and any(
        isinstance(e.event, ev.KnockedOut) for e in session.log)


def _roulette(game: Game, session: Session) -> bool:
    d = game.decision
    return d.seat == 0 and d.kind is Kind.CHOOSE_COLOR and CARD_KIND[game.discard[-1]] == \
        WILD_COLOR_ROULETTE


def _decision(kind: Kind) -> Wanted:
    return lambda game, session: game.decision.seat == 0 and game.decision.kind is kind


MOMENTS: dict[str, list[tuple[str, Wanted]]] = {
    "no_mercy": [("roulette", _roulette), ("knockout", _knocked)],
    "all_wild": [("target", _decision(Kind.DRAW_TARGET)), ("swap", _decision(Kind.SEVEN_TARGET)),
                 ("turn", _decision(Kind.TURN))],
}
FILE_BOX = {"no_mercy": "nomercy", "all_wild": "allwild"}


def _size(value: str) -> tuple[int, int]:
    w, h = value.lower().split("x")
    return int(w), int(h)


def _reach(app: object, box: str, wanted: Wanted, lang: str) -> object | None:
    """A table whose seat 0 faces ``wanted``, or None after many tries."""
    from uno_desktop.ui.table.scene import TableScene

    for seed in range(60):
        rng = random.Random(seed)
        names = ["Asha", "Robbie", "Chloé", "Dev"]
        seats = [SeatConfig("person", names[0])] + [
            SeatConfig("bot", n, "normal") for n in names[1:]]
        session = Session.new(Rules.for_box(box), seats, seed=seed)
        table = TableScene(app, session, autosave=False)  # type: ignore[arg-type]
        app.push(table)  # type: ignore[attr-defined]
        table.seating.poll = lambda *a, **k: None  # this script plays every seat
        match = session.match
        for _ in range(3000):
            game = match.game
            assert game is not None
            table.director.update(1 / 60)
            while not table.director.idle:
                table.director.update(1 / 60)
            if game.over:
                break
            if wanted(game, session):
                return table
            table.act(fuzz.random_legal(rng, match))
        app.pop()  # type: ignore[attr-defined]
    return None


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--out", type=Path, default=Path("/tmp/shots-boxes"))
    parser.add_argument("--lang", nargs="+", choices=LOCALES, default=list(LOCALES))
    parser.add_argument("--size", nargs="+", type=_size, default=[(960, 600)])
    parser.add_argument("--box", nargs="+", choices=sorted(MOMENTS), default=sorted(MOMENTS))
    args = parser.parse_args(argv)

    import pygame

    from uno_desktop.ui.launch import build_app

    count = 0
    for lang in args.lang:
        for size in args.size:
            with tempfile.TemporaryDirectory(prefix="uno-box-shots-") as home:
                app = build_app(lang=lang, size=size, storage=Storage(home),
                                setup_logging=False, sounds=False, fullscreen=False)
                app.services.settings = app.services.settings.with_changes(
                    animation_speed="instant")
                suffix = "" if size == (960, 600) else f"-{size[0]}x{size[1]}"
                for box in args.box:
                    for moment, wanted in MOMENTS[box]:
                        table = _reach(app, box, wanted, lang)
                        if table is None:
                            print(f"not reached: {box} {moment}")
                            continue
                        for _ in range(30):
                            app.step([], 1 / 30)
                        name = f"{FILE_BOX[box]}-{lang}-{moment}{suffix}.png"
                        print(app.screenshot(args.out / name))
                        count += 1
                        while app.scenes:
                            app.pop()
    pygame.quit()
    print(f"{count} screenshots in {args.out}/")
    return 0


if __name__ == "__main__":
    sys.exit(main())
