"""Draw the game's icon with pygame: two fanned UNO-style cards, the front one red with the white
tilted oval and "UNO" on it. Writes assets/icon.png (512 px), assets/icon.ico (16-256 px, PNG
entries, for Windows) and assets/icon.icns (for the macOS bundle).

    python tools/make_icon.py            # from the repository root

Drawn at 4x and scaled down smoothly so the edges are anti-aliased. No artwork licence needed.
"""

from __future__ import annotations

import io
import os
import struct
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
ASSETS = ROOT / "assets"
FONT = ASSETS / "fonts" / "NotoSans-Bold.ttf"

MASTER = 1024  # final master size; drawn at SUPER x this
SUPER = 2
RED = (214, 38, 49)
YELLOW = (250, 204, 21)
BLUE = (20, 96, 200)
WHITE = (255, 255, 255)
DARK = (30, 30, 34)


def card(
    width: int, height: int, colour: tuple[int, int, int], label: str | None
) -> pygame.Surface:
    """One card face: white rim, coloured face, the white tilted oval, an optional label."""
    surf = pygame.Surface((width, height), pygame.SRCALPHA)
    radius = width // 9
    pygame.draw.rect(surf, DARK, surf.get_rect(), border_radius=radius)  # thin dark outline
    rim = surf.get_rect().inflate(-width // 40, -width // 40)
    pygame.draw.rect(surf, WHITE, rim, border_radius=radius - width // 80)
    face = rim.inflate(-width // 9, -width // 9)
    pygame.draw.rect(surf, colour, face, border_radius=radius // 2)

    oval = pygame.Surface((int(face.width * 0.95), int(face.height * 0.62)), pygame.SRCALPHA)
    pygame.draw.ellipse(oval, WHITE, oval.get_rect())
    if label:
        font = pygame.font.Font(str(FONT) if FONT.exists() else None, int(oval.get_height() * 0.42))
        text = font.render(label, True, colour)
        shadow = font.render(label, True, DARK)
        scale = min(1.0, oval.get_width() * 0.78 / text.get_width())
        text = pygame.transform.smoothscale_by(text, scale)
        shadow = pygame.transform.smoothscale_by(shadow, scale)
        centre = oval.get_rect().center
        off = max(2, oval.get_height() // 60)
        oval.blit(shadow, shadow.get_rect(center=(centre[0] + off, centre[1] + off)))
        oval.blit(text, text.get_rect(center=centre))
    oval = pygame.transform.rotozoom(oval, 28, 1.0)
    surf.blit(oval, oval.get_rect(center=face.center))
    return surf


def draw_master() -> pygame.Surface:
    size = MASTER * SUPER
    canvas = pygame.Surface((size, size), pygame.SRCALPHA)
    cw, ch = int(size * 0.56), int(size * 0.80)
    back = pygame.transform.rotozoom(card(cw, ch, BLUE, None), 16, 1.0)
    middle = pygame.transform.rotozoom(card(cw, ch, YELLOW, None), 5, 1.0)
    front = pygame.transform.rotozoom(card(cw, ch, RED, "UNO"), -9, 1.0)
    canvas.blit(back, back.get_rect(center=(size * 0.40, size * 0.48)))
    canvas.blit(middle, middle.get_rect(center=(size * 0.47, size * 0.50)))
    canvas.blit(front, front.get_rect(center=(size * 0.58, size * 0.52)))
    return pygame.transform.smoothscale(canvas, (MASTER, MASTER))


def png_bytes(surface: pygame.Surface) -> bytes:
    buffer = io.BytesIO()
    pygame.image.save(surface, buffer, "icon.png")
    return buffer.getvalue()


def scaled(master: pygame.Surface, px: int) -> pygame.Surface:
    # Halve step by step: smoother small sizes than one big jump.
    surf = master
    while surf.get_width() // 2 >= px:
        surf = pygame.transform.smoothscale(surf, (surf.get_width() // 2,) * 2)
    if surf.get_width() != px:
        surf = pygame.transform.smoothscale(surf, (px, px))
    return surf


ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)


def ico_bytes(master: pygame.Surface, sizes: tuple[int, ...] = ICO_SIZES) -> bytes:
    """A Windows .ico with one PNG image per size (read by Windows Vista and later)."""
    images = [png_bytes(scaled(master, px)) for px in sizes]
    header = struct.pack("<HHH", 0, 1, len(images))
    offset = 6 + 16 * len(images)
    entries, blobs = b"", b""
    for px, blob in zip(sizes, images, strict=True):
        dim = 0 if px >= 256 else px  # 0 means 256
        entries += struct.pack("<BBBBHHII", dim, dim, 0, 0, 1, 32, len(blob), offset)
        blobs += blob
        offset += len(blob)
    return header + entries + blobs


def icns_bytes(master: pygame.Surface) -> bytes:
    """A macOS .icns with PNG entries (ic07 128 … ic10 1024, the @2x ones for Retina)."""
    kinds = (
        ("icp4", 16), ("icp5", 32), ("ic11", 32), ("ic12", 64), ("ic07", 128),
        ("ic13", 256), ("ic08", 256), ("ic14", 512), ("ic09", 512), ("ic10", 1024),
    )  # fmt: skip
    body = b""
    for kind, px in kinds:
        blob = png_bytes(scaled(master, px))
        body += kind.encode("ascii") + struct.pack(">I", len(blob) + 8) + blob
    return b"icns" + struct.pack(">I", len(body) + 8) + body


def main() -> int:
    pygame.font.init()
    master = draw_master()
    ASSETS.mkdir(exist_ok=True)
    pygame.image.save(scaled(master, 512), str(ASSETS / "icon.png"))
    (ASSETS / "icon.ico").write_bytes(ico_bytes(master))
    (ASSETS / "icon.icns").write_bytes(icns_bytes(master))
    for name in ("icon.png", "icon.ico", "icon.icns"):
        print(f"{ASSETS / name}: {(ASSETS / name).stat().st_size} bytes")
    pygame.quit()
    return 0


if __name__ == "__main__":
    sys.exit(main())
