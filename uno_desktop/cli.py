"""The command line of the game.

    uno-desktop [--lang en|fr|hi] [--seed N] [--demo] [--frames N] [--screenshot FILE]
                [--benchmark [SECONDS]] [--seats FILE] [--size WxH]

``parse_args`` returns an :class:`argparse.Namespace`; a wrong or unknown flag raises
:class:`CliError` with a message for the player (``__main__`` prints it and exits with code 2).

A seat file (``--seats``) is JSON: a list of seats, or an object with a ``"seats"`` list::

    [{"kind": "person", "name": "Asha"},
     {"kind": "bot", "name": "Robbie", "level": "hard"},
     {"kind": "bot", "level": "my_bots.clever:CleverBot"}]

``kind`` is ``person``, ``phone`` (a person holding their cards on a phone) or ``bot``; a
bot's ``level`` is ``easy``, ``normal``, ``hard``, ``random`` or a plug-in path
``package.module:Class`` (imported at once: a plug-in that cannot be loaded is refused with the
reason); ``name`` may be left out (a default name is used).
2 to 10 seats.
"""

from __future__ import annotations

import argparse
import json
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any, NoReturn

from .app_settings import MAX_NAME_LENGTH, MAX_SEATS, MIN_SEATS, is_bot_level
from .i18n import LOCALES

PROG = "uno-desktop"
DEFAULT_BENCHMARK_SECONDS = 20.0
DEFAULT_BENCHMARK_ROUNDS = 200
EXTRA_BOT_LEVELS = ("random",)


class CliError(Exception):
    """A command line the game cannot run: ``str(exc)`` is the message, exit code 2."""

    exit_code = 2


@dataclass(frozen=True)
class SeatSpec:
    """One seat of a ``--seats`` file (``name`` empty: the game picks a default name)."""

    kind: str
    name: str = ""
    level: str = "normal"

    def to_dict(self) -> dict[str, Any]:
        out: dict[str, Any] = {"kind": self.kind, "name": self.name}
        if self.kind == "bot":
            out["level"] = self.level
        return out


class _Parser(argparse.ArgumentParser):
    """argparse, but errors become :class:`CliError` instead of printing and exiting."""

    def error(self, message: str) -> NoReturn:
        if message.startswith("unrecognized arguments:"):
            flags = message.split(":", 1)[1].strip()
            raise CliError(
                f"{PROG}: unknown option {flags}. Run '{PROG} --help' to see the options."
            )
        raise CliError(f"{PROG}: {message}. Run '{PROG} --help' to see the options.")


def _whole_number(value: str, minimum: int) -> int:
    try:
        n = int(value)
    except ValueError:
        raise argparse.ArgumentTypeError(f"'{value}' is not a whole number") from None
    if n < minimum:
        raise argparse.ArgumentTypeError(f"'{value}' must be {minimum} or more")
    return n


def _positive_int(value: str) -> int:
    return _whole_number(value, 1)


def _count(value: str) -> int:
    return _whole_number(value, 0)


def _seed(value: str) -> int:
    try:
        return int(value)
    except ValueError:
        raise argparse.ArgumentTypeError(f"'{value}' is not a whole number") from None


def _seconds(value: str) -> float:
    try:
        s = float(value)
    except ValueError:
        raise argparse.ArgumentTypeError(f"'{value}' is not a number of seconds") from None
    if not 0.5 <= s <= 3600:
        raise argparse.ArgumentTypeError(f"'{value}' must be from 0.5 to 3600 seconds")
    return s


def _size(value: str) -> tuple[int, int]:
    try:
        w, h = (int(v) for v in value.lower().split("x"))
    except ValueError:
        raise argparse.ArgumentTypeError(f"'{value}' is not a size like 1280x720") from None
    if w < 1 or h < 1:
        raise argparse.ArgumentTypeError(f"'{value}' is not a size like 1280x720")
    return w, h


def build_parser() -> argparse.ArgumentParser:
    p = _Parser(
        prog=PROG,
        description="UNO for a family at one screen: 2 to 10 seats, people and computer "
        "players, every house rule, in English, French and Hindi.",
        allow_abbrev=False,
    )
    p.add_argument("--lang", choices=LOCALES,
                   help="language of the game (skips the language screen)")
    p.add_argument("--seed", type=_seed, metavar="N",
                   help="shuffle with this seed: the same seed deals the same cards")
    p.add_argument("--demo", action="store_true",
                   help="computer players only; the game plays on its own")
    p.add_argument("--frames", type=_positive_int, metavar="N",
                   help="run N frames, then quit (with --screenshot: save the last one)")
    p.add_argument("--screenshot", type=Path, metavar="FILE",
                   help="save the window as a PNG picture after --frames frames")
    p.add_argument("--benchmark", type=_seconds, nargs="?", const=DEFAULT_BENCHMARK_SECONDS,
                   metavar="SECONDS",
                   help="play a 10-seat computer game at 1920x1080 with every animation and "
                   f"print frame times (default {DEFAULT_BENCHMARK_SECONDS:g} s)")
    p.add_argument("--benchmark-rounds", type=_count, default=DEFAULT_BENCHMARK_ROUNDS,
                   metavar="N",
                   help="with --benchmark: also measure the idle menu's CPU and the memory over "
                   f"N rounds of a bot match after a warm-up (default {DEFAULT_BENCHMARK_ROUNDS};"
                   " 0 skips the memory figure)")
    p.add_argument("--seats", type=Path, metavar="FILE",
                   help="JSON file with the seats of a new game (bot levels may be plug-in "
                   "paths like package.module:Class)")
    p.add_argument("--size", type=_size, metavar="WxH", help="window size, e.g. 1280x720")
    return p


def parse_args(argv: Sequence[str] | None = None) -> argparse.Namespace:
    """Parse and check ``argv`` (default ``sys.argv[1:]``); raises :class:`CliError`.
    ``--help`` prints the help and raises ``SystemExit(0)`` as usual. The seat file is read
    here, so a bad file is refused before a window opens: ``args.seat_specs`` holds its seats
    (None without ``--seats``)."""
    args = build_parser().parse_args(argv)
    if args.screenshot is not None and args.frames is None:
        args.frames = 120  # a screenshot needs a moment of the game to show
    args.seat_specs = load_seats(args.seats) if args.seats is not None else None
    return args


def load_seats(path: Path) -> list[SeatSpec]:
    """Read a seat file (format in the module docstring); raises :class:`CliError`."""
    try:
        data = json.loads(Path(path).read_text(encoding="utf-8"))
    except OSError as exc:
        raise CliError(f"{PROG}: cannot read the seat file {path}: {exc.strerror or exc}") \
            from None
    except (UnicodeDecodeError, ValueError) as exc:
        raise CliError(f"{PROG}: the seat file {path} is not valid JSON: {exc}") from None
    return parse_seats(data, str(path))


def parse_seats(data: Any, where: str = "seat file") -> list[SeatSpec]:
    """Check the JSON of a seat file; raises :class:`CliError` naming the faulty seat."""
    if isinstance(data, dict):
        data = data.get("seats")
    if not isinstance(data, list):
        raise CliError(f"{PROG}: {where}: expected a list of seats (or {{\"seats\": [...]}})")
    if not MIN_SEATS <= len(data) <= MAX_SEATS:
        raise CliError(f"{PROG}: {where}: a game has {MIN_SEATS} to {MAX_SEATS} seats, "
                       f"not {len(data)}")
    seats = []
    for i, seat in enumerate(data, start=1):
        if not isinstance(seat, dict):
            raise CliError(f"{PROG}: {where}: seat {i} must be an object with a \"kind\"")
        kind = seat.get("kind")
        if kind not in ("person", "phone", "bot"):
            raise CliError(f"{PROG}: {where}: seat {i}: kind must be \"person\", \"phone\" or "
                           f"\"bot\", not {kind!r}")
        name = seat.get("name", "")
        if not isinstance(name, str) or len(name.strip()) > MAX_NAME_LENGTH:
            raise CliError(f"{PROG}: {where}: seat {i}: name must be text of at most "
                           f"{MAX_NAME_LENGTH} characters")
        level = seat.get("level", "normal")
        if kind == "bot" and not (level in EXTRA_BOT_LEVELS or is_bot_level(level)):
            raise CliError(f"{PROG}: {where}: seat {i}: level must be easy, normal, hard, "
                           f"random or a plug-in path like package.module:Class, not {level!r}")
        if kind == "bot" and ":" in level:
            _check_plugin(level, f"{PROG}: {where}: seat {i}")
        seats.append(SeatSpec(kind, name.strip(), level if kind == "bot" else "normal"))
    names = [s.name.casefold() for s in seats if s.name]
    if len(names) != len(set(names)):
        raise CliError(f"{PROG}: {where}: two seats have the same name")
    return seats


def _check_plugin(path: str, where: str) -> None:
    """Import a plug-in bot now, so a typo is a clear message instead of a quiet fallback to
    the normal bot at the table."""
    from .bots.registry import BotLoadError, bot_class

    try:
        bot_class(path)
    except BotLoadError as exc:
        raise CliError(f"{where}: {exc}") from None
    except Exception as exc:  # the plug-in's own module failed while importing
        raise CliError(f"{where}: the bot {path!r} failed to load: {exc!r}") from None
