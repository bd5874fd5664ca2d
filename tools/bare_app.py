"""A bare pygame-ce program: opens a window, draws frames, optionally saves a screenshot, exits.

Built by tools/bare.spec the same way as the game (one file, windowed, no UPX) so that
tools/measure_start.py can compare the game's start time and size with pygame's own floor.
Accepts the game's measuring flags: ``--frames N`` (default 1) and ``--screenshot FILE``;
other flags the game knows (``--demo``, ``--lang X``) are accepted and ignored.
"""

from __future__ import annotations

import argparse
import os
import sys

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # noqa: E402


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="bare pygame-ce window")
    parser.add_argument("--frames", type=int, default=1)
    parser.add_argument("--screenshot")
    parser.add_argument("--demo", action="store_true")
    parser.add_argument("--lang")
    args = parser.parse_args(argv)

    pygame.display.init()
    pygame.font.init()
    screen = pygame.display.set_mode((1280, 720), pygame.RESIZABLE)
    pygame.display.set_caption("bare pygame-ce")
    clock = pygame.time.Clock()
    for frame in range(max(1, args.frames)):
        for event in pygame.event.get():
            if event.type == pygame.QUIT:
                return 0
        screen.fill((20, 90, 50))
        pygame.draw.circle(screen, (214, 38, 49), (640, 360), 100 + frame % 50)
        pygame.display.flip()
        clock.tick(0)
    if args.screenshot:
        pygame.image.save(screen, args.screenshot)
    pygame.quit()
    return 0


if __name__ == "__main__":
    sys.exit(main())
